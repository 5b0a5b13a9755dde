import Testing
@testable import LocBridge

/// A `target-language` that a tool respelled goes to the catalog's language; a region the catalog
/// does not have is a new language, with a warning when its primary language is there.
struct ImportLanguageTests {
    @Test(arguments: [
        ("DE", "de"), ("de_de", "de-DE"), ("zh_hant_tw", "zh-Hant-TW"), ("ES-419", "es-419"), ("sr-latn", "sr-Latn"),
        ("en-x-Test", "en-x-test"), ("de-u-co-phonebk", "de-u-co-phonebk"),
    ])
    func conventionalCasing(tag: String, expected: String) {
        #expect(LanguageTag.conventionalCasing(tag) == expected)
    }

    /// The `<file>` of a one-unit XLIFF for `Done` → `Erledigt` in `language`.
    static func file(language: String) throws -> XLIFFFile {
        let xliff = MergeFixture.xliff(language: language, """
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">Erledigt</target>
                  </trans-unit>
            """)
        return try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
    }

    static func importing(language: String) throws -> Importer {
        try ImportedCatalogTests.withProject(holding: ImportedCatalogTests.json) { root in
            var importer = Importer(projectRoot: root)
            importer.add(try file(language: language), from: MergeFixture.xliffPath)
            return importer
        }
    }

    @Test(arguments: ["DE", "De", "dE"])
    func aRespelledTagIsTheCatalogsLanguage(tag: String) throws {
        let importer = try Self.importing(language: tag)
        #expect(importer.reports.map(\.language) == ["de"])
        #expect(importer.reports.first?.updated == 1)
        #expect(importer.catalogs.first?.catalog.strings["Done"]?.localizations?["de"]?.stringUnit?.value == "Erledigt")
        #expect(importer.diagnostics.map(\.description) == [
            "de.xliff:3:1: note: <file original=\"App/Localizable.xcstrings\"> has target-language \"\(tag)\", read as the catalog's \"de\"",
        ])
    }

    /// A regional variant of the source language (`en-GB` beside an `en` source) is an ordinary new
    /// language: no warning (mapping it to the source language would be refused anyway).
    @Test func aVariantOfTheSourceLanguageIsNotRemarkedOn() throws {
        let importer = try Self.importing(language: "en-GB")
        #expect(importer.reports.map(\.language) == ["en-GB"])
        #expect(importer.diagnostics.isEmpty)
    }

    /// `Done` → `target` imported from a file in `language` whose source language is `sourceLanguage`, with
    /// `--map-language` as `mapping` (`FROM=TO`) when given.
    static func importing(target: String, language: String, sourceLanguage: String, mapping: String?) throws -> Importer {
        let xliff = MergeFixture.xliff(language: language, sourceLanguage: sourceLanguage, """
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">\(target)</target>
                  </trans-unit>
            """)
        let file = try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
        return try ImportedCatalogTests.withProject(holding: ImportedCatalogTests.json) { root in
            var importer = Importer(projectRoot: root)
            if let parts = mapping?.split(separator: "=") { importer.languageMap = [(String(parts[0]), String(parts[1]))] }
            importer.add(file, from: MergeFixture.xliffPath)
            return importer
        }
    }

    /// Trados and memoQ write the development language with a region (`en-US` for the catalog's `en`):
    /// the same language. Another language is refused, with the mapping that reads it as the catalog's.
    @Test(arguments: [("en-US", nil as String?, true), ("EN_us", nil, true), ("en-GB", nil, true), ("fr", nil, false),
                      ("eng", nil, false), ("eng", "eng=en", true)])
    func aRegionalSourceLanguageIsTheCatalogs(source: String, mapping: String?, imported: Bool) throws {
        let importer = try Self.importing(target: "Erledigt", language: "de", sourceLanguage: source, mapping: mapping)
        #expect(importer.reports.first?.updated == (imported ? 1 : nil))
        #expect(importer.diagnostics.map(\.description) == (imported ? [] : [
            "de.xliff:3:1: error: <file original=\"App/Localizable.xcstrings\"> has source-language \"\(source)\" but the catalog's "
                + "sourceLanguage is \"en\"; was the XLIFF exported from another project? If the file is in the catalog's "
                + "language, import with --map-language \(source)=en",
        ]))
    }

    /// Xcode's `en.xliff` retagged `en-US` for both languages is still the source-language file: its
    /// edited text changes the catalog's `en`, not a new `en-US`; also with `--map-language en-US=en`.
    @Test(arguments: [nil as String?, "en-US=en"])
    func aRetaggedSourceLanguageFileEditsTheSource(mapping: String?) throws {
        let importer = try Self.importing(target: "Finished", language: "en-US", sourceLanguage: "en-US", mapping: mapping)
        #expect(importer.reports.map(\.language) == ["en"])
        let localizations = importer.catalogs.first?.catalog.strings["Done"]?.localizations
        #expect(localizations?["en"]?.stringUnit?.value == "Finished")
        #expect(localizations?["en-US"] == nil)
        #expect(!importer.hasFatalError)
    }

    @Test func aRegionBesideItsLanguageIsANewLanguageWithAWarning() throws {
        let importer = try Self.importing(language: "de_de")
        #expect(importer.reports.map(\.language) == ["de-DE"])
        #expect(importer.catalogs.first?.catalog.strings["Done"]?.localizations?["de"]?.stringUnit?.value == "Fertig")
        #expect(importer.catalogs.first?.catalog.strings["Done"]?.localizations?["de-DE"]?.stringUnit?.value == "Erledigt")
        #expect(importer.diagnostics.map(\.description) == [
            "de.xliff:3:1: warning: <file original=\"App/Localizable.xcstrings\"> has target-language \"de_de\", which the "
                + "catalog does not have: its translations are added as the new language \"de-DE\" beside \"de\"; if they are "
                + "for \"de\", import with --map-language de_de=de instead (and remove \"de-DE\")",
        ])
        #expect(!importer.hasFatalError)
    }

    /// The warning is for translations actually added, and only where one tag extends the other:
    /// a file that adds nothing says nothing, and `zh-HK` is not a variant of `zh-Hans`.
    @Test func onlyAddedCloseVariantsAreWarnedAbout() throws {
        let empty = MergeFixture.xliff(language: "de-AT", """
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                  </trans-unit>
            """)
        let file = try XLIFFReader.read(Array(empty.utf8), path: MergeFixture.xliffPath).document.files[0]
        let quiet = try ImportedCatalogTests.withProject(holding: ImportedCatalogTests.json) { root in
            var importer = Importer(projectRoot: root)
            importer.add(file, from: MergeFixture.xliffPath)
            return importer
        }
        #expect(quiet.diagnostics.isEmpty)
        #expect(quiet.reports.first?.emptySkipped == 1)
        #expect(ImportLanguage.match("zh-HK", in: try MergeFixture.catalog(#"""
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } }, "version" : "1.0" }
            """#)) == .new("zh-HK", sameLanguage: []))
    }

    /// `zh-CN` (Crowdin's code) names by region the script a catalog's `zh-Hans` names: warned about as
    /// a variant, as `zh-TW` beside `zh-Hant` is; two regions (`zh-TW`, `zh-HK`) are two languages.
    @Test func aChineseRegionBesideItsScriptIsAVariant() throws {
        let catalog = try MergeFixture.catalog(#"""
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "x" } },
              "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } }, "version" : "1.0" }
            """#)
        #expect(ImportLanguage.match("zh-CN", in: catalog) == .new("zh-CN", sameLanguage: ["zh-Hans"]))
        #expect(ImportLanguage.match("zh_tw", in: catalog) == .new("zh-TW", sameLanguage: ["zh-Hant"]))
        #expect(ImportLanguage.match("zh-Hans-SG", in: catalog) == .new("zh-Hans-SG", sameLanguage: ["zh-Hans"]))
        #expect(ImportLanguage.match("zh-HK", among: ["en", "zh-TW"], sourceLanguage: "en") == .new("zh-HK", sameLanguage: []))
        #expect(ImportLanguage.match("zh-Hant", among: ["en", "zh-TW"], sourceLanguage: "en") == .new("zh-Hant", sameLanguage: ["zh-TW"]))
        // Another script is another language: Serbian in Latin beside Cyrillic `sr`, `zh` beside `zh-Hant`.
        #expect(ImportLanguage.match("sr-Latn", among: ["en", "sr"], sourceLanguage: "en") == .new("sr-Latn", sameLanguage: []))
        #expect(ImportLanguage.match("sr", among: ["en", "sr-Latn"], sourceLanguage: "en") == .new("sr", sameLanguage: []))
        #expect(ImportLanguage.match("zh", among: ["en", "zh-Hans", "zh-Hant"], sourceLanguage: "en") == .new("zh", sameLanguage: ["zh-Hans"]))
    }

    @Test func aNewLanguageIsAddedQuietly() throws {
        let importer = try Self.importing(language: "fr")
        #expect(importer.reports.map(\.language) == ["fr"])
        #expect(importer.diagnostics.isEmpty)
        let noted = try Self.importing(language: "FR")
        #expect(noted.reports.map(\.language) == ["fr"])
        #expect(noted.diagnostics.map(\.description) == [
            "de.xliff:3:1: note: <file original=\"App/Localizable.xcstrings\"> has target-language \"FR\", added to the catalog as \"fr\"",
        ])
    }
}
