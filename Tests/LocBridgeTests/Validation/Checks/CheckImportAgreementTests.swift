import Testing
@testable import LocBridge

extension Checks {
    /// `check` and `import` judge format specifiers with one rule (`PluralFormCheck`), and App Intents
    /// placeholders with another (`AppIntentsPlaceholders`): a translation that `check` reports, in a
    /// catalog or in XLIFF, is exactly one that `import` refuses.
    @Suite struct CheckImportAgreementTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var one: String
            var other: String
            /// The German `one` form.
            var translation: String
            var refused: Bool
            var testDescription: String { "\(one) / \(other) → \(translation)" }

            init(_ one: String, _ other: String, _ translation: String, refused: Bool) {
                (self.one, self.other, self.translation, self.refused) = (one, other, translation, refused)
            }
        }

        static let cases: [Case] = [
            Case("%lld item", "%lld items", "Ein Artikel", refused: false),               // the count left out
            Case("One item", "%lld items", "%lld Artikel", refused: false),               // the other form's argument
            Case("%lld file in %@", "%lld files in %@", "Eine Datei in %2$@", refused: false),
            Case("%lld file in %@", "%lld files in %@", "Eine Datei in %@", refused: true), // %@ would read the count
            Case("%lld item", "%lld items", "%@ Artikel", refused: true),
            Case("%d item", "%d items", "%lld Artikel", refused: true),                   // int read as a 64-bit integer
            Case("%lld item", "%lld items", "%lld Artikel von %@", refused: true),
            Case("%lld item", "%lld items", "%ŀŀḓ Artikel", refused: true),               // pseudo-localized
            Case("One item", "%lld items", "Ein Artikel %q", refused: true),              // not a specifier
        ]

        static func json(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }

        static func plural(_ language: String, one: String, other: String) -> String {
            """
            \(json(language)) : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : \(json(one)) } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : \(json(other)) } } } } }
            """
        }

        static func catalog(_ localizations: String...) throws -> StringCatalog {
            let text = """
                { "sourceLanguage" : "en", "strings" : {
                  "items" : { "localizations" : { \(localizations.joined(separator: ", ")) } }
                }, "version" : "1.0" }
                """
            return try CatalogReader.read(Array(text.utf8), path: "L.xcstrings").catalog
        }

        static func formatFindings(_ findings: [Finding]) -> [String?] {
            findings.filter { $0.rule == .formatSpecifiers }.map(\.variation)
        }

        @Test(arguments: cases) func agree(_ check: Case) throws {
            // 1. Import: an XLIFF with the German forms into a catalog without German.
            var catalog = try Self.catalog(Self.plural("en", one: check.one, other: check.other))
            let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
                TranslationUnit(id: UnitID(key: "items", path: [.plural(.one)]), source: check.one, target: check.translation,
                                state: "translated", location: SourceLocation(path: "de.xliff", line: 5, column: 1)),
                TranslationUnit(id: UnitID(key: "items", path: [.plural(.other)]), source: check.other, target: check.other,
                                state: "translated", location: SourceLocation(path: "de.xliff", line: 6, column: 1)),
            ])
            let report = Merge.apply(file, to: &catalog, catalogPath: "L.xcstrings")
            #expect((report.refused > 0) == check.refused)

            // 2. Check of that XLIFF.
            let expected: [String?] = check.refused ? ["plural.one"] : []
            let checker = Checker()
            #expect(Self.formatFindings(checker.findings(in: XLIFFDocument(files: [file]), path: "de.xliff")) == expected)

            // 3. Check of a catalog that holds the German forms.
            let translated = try Self.catalog(Self.plural("de", one: check.translation, other: check.other),
                                              Self.plural("en", one: check.one, other: check.other))
            #expect(Self.formatFindings(checker.findings(in: translated, path: "L.xcstrings")) == expected)
        }

        /// Plural forms a translator added beside a plain translation of a plain source: import keeps the plain
        /// text as the `other` form, so check counts it as that form (and asks only for `many`), as it then
        /// does on the catalog.
        @Test func formsAddedBesideAPlainTranslation() throws {
            var catalog = try CatalogReader.read(Array(#"""
                { "sourceLanguage" : "en", "strings" : { "%lld files" : { } }, "version" : "1.0" }
                """#.utf8), path: "L.xcstrings").catalog
            func unit(_ path: [UnitPathStep], _ target: String, line: Int) -> TranslationUnit {
                TranslationUnit(id: UnitID(key: "%lld files", path: path), source: "%lld files", target: target,
                                state: "translated", location: SourceLocation(path: "ru.xliff", line: line, column: 1))
            }
            let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "ru", units: [
                unit([], "%lld файлов", line: 5), unit([.plural(.one)], "%lld файл", line: 9),
                unit([.plural(.few)], "%lld файла", line: 13),
            ])
            let checker = Checker()
            let inXLIFF = checker.findings(in: XLIFFDocument(files: [file]), path: "ru.xliff").filter { $0.rule == .pluralCategories }
            #expect(inXLIFF.map(\.message) == ["plural form many missing; ru uses one, few, many, other: add the missing form"])
            let report = Merge.apply(file, to: &catalog, catalogPath: "L.xcstrings")
            #expect(report.updated == 3)
            let inCatalog = checker.findings(in: catalog, path: "L.xcstrings").filter { $0.rule == .pluralCategories }
            #expect(inCatalog.map(\.message) == inXLIFF.map(\.message))
        }

        /// Plural forms added to a text with no number: import refuses them, and check reports them as one
        /// error instead of asking for more forms.
        @Test func formsOfATextWithoutANumber() throws {
            var catalog = try CatalogReader.read(Array(#"""
                { "sourceLanguage" : "en", "strings" : { "Tap to open" : { } }, "version" : "1.0" }
                """#.utf8), path: "L.xcstrings").catalog
            let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "ru", units: [
                TranslationUnit(id: UnitID(key: "Tap to open", path: [.plural(.one)]), source: "Tap to open",
                                target: "Нажмите", state: "translated", location: SourceLocation(path: "ru.xliff", line: 5, column: 1)),
            ])
            let findings = Checker().findings(in: XLIFFDocument(files: [file]), path: "ru.xliff").filter { $0.severity == .error }
            #expect(findings.map(\.description) == [
                #"ru.xliff:5:1: error: [plural-categories] plural forms of "Tap to open", which has no number (no format "#
                    + #"specifier) for the forms to depend on; import refuses them: translate it as one text (key "Tap to open", "#
                    + #"language ru)"#,
            ])
            #expect(Merge.apply(file, to: &catalog, catalogPath: "L.xcstrings").refused == 1)

            // A file of a source plural holding only its `one` form ("One item", no number): no such error.
            let oneForm = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
                TranslationUnit(id: UnitID(key: "%lld items", path: [.plural(.one)]), source: "One item", target: "Ein Element",
                                state: "translated", location: SourceLocation(path: "de.xliff", line: 5, column: 1)),
            ])
            let said = Checker().findings(in: XLIFFDocument(files: [oneForm]), path: "de.xliff").map(\.message)
            #expect(!said.contains { $0.contains("which has no number") }, "\(said)")
            // Nor for a source plural whose forms have no number, exported: its forms' sources differ.
            func form(_ category: PluralCategory, _ source: String, line: Int) -> TranslationUnit {
                TranslationUnit(id: UnitID(key: "apples", path: [.plural(category)]), source: source, target: nil,
                                location: SourceLocation(path: "de.xliff", line: line, column: 1))
            }
            let sourcePlural = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de",
                                         units: [form(.one, "One apple", line: 5), form(.other, "Apples", line: 9)])
            let exported = Checker().findings(in: XLIFFDocument(files: [sourcePlural]), path: "de.xliff").map(\.message)
            #expect(!exported.contains { $0.contains("which has no number") }, "\(exported)")
        }

        /// A text or App Shortcut phrase set with its German translation, and whether import refuses it
        /// for its App Intents placeholders (`${name}`).
        struct PlaceholderCase: Sendable, CustomTestStringConvertible {
            var source: [String]
            var translation: [String]
            /// Phrases (`stringSet`), or one plain text.
            var isSet: Bool
            var refused: Bool
            var testDescription: String { "\(source) → \(translation)" }

            static func text(_ source: String, _ translation: String, refused: Bool) -> Self {
                Self(source: [source], translation: [translation], isSet: false, refused: refused)
            }

            static func phrases(_ source: [String], _ translation: [String], refused: Bool) -> Self {
                Self(source: source, translation: translation, isSet: true, refused: refused)
            }
        }

        static let create = ["Create a document in ${applicationName}", "New ${applicationName} document"]

        static let placeholderCases: [PlaceholderCase] = [
            .text("${toggle} Emoji Search ${state}", "Emoji-Suche ${state}", refused: true),          // dropped
            .text("Open ${note}", "Öffne ${notiz}", refused: true),                                  // renamed
            .text("Open ${note}", "Öffne ${note} in ${folder}", refused: true),                      // extra
            .text("${toggle} Emoji Search ${state}", "Emoji-Suche ${state} ${toggle}", refused: false), // reordered
            .text("Delete ${cseID}", "${cseID} löschen (${cseID})", refused: false),                 // repeated
            .text("Get settings", "Hole ${settings}", refused: false),                               // no placeholder in the source
            .phrases(create, ["Erstelle ein Dokument", "Neu in ${applicationName}"], refused: true),
            .phrases(create, ["Neu in ${applicationName}", "${applicationName}: neu", "Dokument in ${applicationName}"], refused: false),
            .phrases(create, ["Dokument in ${appName}"], refused: true),
            .phrases(["Open ${note} in ${applicationName}"], ["Öffne ${notiz} in ${applicationName}"], refused: true),
            .phrases(["Open the app", "Launch the app"], ["Öffne die App"], refused: false),
        ]

        static func localization(_ language: String, _ texts: [String], isSet: Bool) -> String {
            guard isSet else { return #"\#(json(language)) : { "stringUnit" : { "state" : "translated", "value" : \#(json(texts[0])) } }"# }
            let values = texts.map(json).joined(separator: ", ")
            return #"\#(json(language)) : { "stringSet" : { "state" : "translated", "values" : [ \#(values) ] } }"#
        }

        static func catalog(key: String, _ localizations: String...) throws -> StringCatalog {
            let text = """
                { "sourceLanguage" : "en", "strings" : {
                  \(json(key)) : { "localizations" : { \(localizations.joined(separator: ", ")) } }
                }, "version" : "1.0" }
                """
            return try CatalogReader.read(Array(text.utf8), path: "L.xcstrings").catalog
        }

        /// `check` reports a `placeholders` error exactly where `import` refuses the unit, in XLIFF and in a
        /// catalog that holds the translation; a refused unit leaves the catalog as it was.
        @Test(arguments: placeholderCases) func placeholdersAgree(_ check: PlaceholderCase) throws {
            let key = check.source[0]
            let english = Self.localization("en", check.source, isSet: check.isSet)
            var catalog = try Self.catalog(key: key, english)
            var unit = TranslationUnit(id: UnitID(key: key), source: check.source.joined(separator: "\n"),
                                       target: check.translation.joined(separator: "\n"), state: "translated",
                                       location: SourceLocation(path: "de.xliff", line: 5, column: 1))
            if check.isSet { (unit.sourceSet, unit.targetSet) = (check.source, check.translation) }
            let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [unit])
            let report = Merge.apply(file, to: &catalog, catalogPath: "L.xcstrings")
            #expect((report.refused > 0) == check.refused)
            #expect((catalog.strings[key]?.localizations?["de"] == nil) == check.refused)

            let checker = Checker()
            let inXLIFF = checker.findings(in: XLIFFDocument(files: [file]), path: "de.xliff").filter { $0.rule == .placeholders }
            #expect(inXLIFF.count == (check.refused ? 1 : 0))
            let translated = try Self.catalog(key: key, Self.localization("de", check.translation, isSet: check.isSet), english)
            let inCatalog = checker.findings(in: translated, path: "L.xcstrings").filter { $0.rule == .placeholders }
            #expect(inCatalog.map(\.message) == inXLIFF.map(\.message))
        }
    }
}
