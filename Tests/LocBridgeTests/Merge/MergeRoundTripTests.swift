import Testing
@testable import LocBridge

extension MergeTests {
    /// Flattening (export) and folding (import) are inverses (DESIGN.md, data flow): importing an
    /// unchanged export changes nothing, and importing an export into a catalog without that language
    /// rebuilds the language.
    @Suite struct MergeRoundTripTests {
        static let languages = ["ar", "de", "en", "ru", "ja"]

        static func catalog(identityOnlyKeys: Bool) throws -> StringCatalog {
            var catalog = try MergeFixture.catalog(MergeRichCatalog.json)
            if identityOnlyKeys {
                for (key, entry) in try MergeFixture.catalog(MergeRichCatalog.identityOnlyJSON).strings { catalog.strings[key] = entry }
            }
            return catalog
        }

        static func document(_ catalog: StringCatalog, language: String) -> XLIFFDocument {
            Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: catalog)]).document(for: language)
        }

        /// Every unit of an unchanged export is `unchanged` (it has a target), `emptySkipped` (no target)
        /// or `notTranslatable`; the catalog stays equal and is written to the same bytes.
        @Test(arguments: languages)
        func importingAnUnchangedExportChangesNothing(language: String) throws {
            let original = try Self.catalog(identityOnlyKeys: true)
            let document = Self.document(original, language: language)
            let units = document.files[0].units
            let expected = MergeCounts(
                unchanged: units.count { $0.translate && $0.hasTarget },
                emptySkipped: units.count { $0.translate && !$0.hasTarget },
                notTranslatable: units.count { !$0.translate })

            var catalog = original
            let report = Merge.apply(document.files[0], to: &catalog, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(report) == expected)
            #expect(report.diagnostics.isEmpty)
            #expect(catalog == original, "the catalog changed")
            MergeFixture.expectText(MergeFixture.json(catalog), MergeFixture.json(original))

            // The same through XLIFF text, as a translator's file arrives.
            let read = try XLIFFReader.read(XLIFFWriter.bytes(document), path: "\(language).xliff")
            var fromText = original
            let textReport = Merge.apply(read.document.files[0], to: &fromText, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(textReport) == expected)
            #expect(textReport.diagnostics.isEmpty)
            MergeFixture.expectText(MergeFixture.json(fromText), MergeFixture.json(original))
        }

        /// Keys ending in `|==` run into the separator (`a|==|==|plural.one`): import and check read the ids
        /// export writes for them, with plural, device and substitution paths, and an edited target imports.
        @Test func keysEndingInTheSeparatorsStartComeBack() throws {
            func unit(_ state: String, _ value: String) -> String { #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
            let original = try MergeFixture.catalog(#"""
                { "sourceLanguage" : "en", "strings" : {
                  "a|==" : { "localizations" : {
                    "en" : { "variations" : { "plural" : { "one" : \#(unit("translated", "%lld one")), "other" : \#(unit("translated", "%lld other")) } } },
                    "de" : { "variations" : { "plural" : { "one" : \#(unit("new", "%lld eins")), "other" : \#(unit("translated", "%lld andere")) } } } } },
                  "Tap|==" : { "localizations" : {
                    "en" : { "variations" : { "device" : { "mac" : \#(unit("translated", "Click")), "other" : \#(unit("translated", "Tap")) } } },
                    "de" : { "variations" : { "device" : { "mac" : \#(unit("translated", "Klicken")), "other" : \#(unit("translated", "Tippen")) } } } } },
                  "%#@n@|==" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1,
                      "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("translated", "%arg file")), "other" : \#(unit("translated", "%arg files")) } } } } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1,
                      "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("translated", "%arg Datei")), "other" : \#(unit("translated", "%arg Dateien")) } } } } } } }
                }, "version" : "1.0" }
                """#)
            let written = String(decoding: XLIFFWriter.bytes(Self.document(original, language: "de")), as: UTF8.self)
            #expect(written.contains(#"<trans-unit id="a|==|==|plural.one""#))
            #expect(written.contains(#"<trans-unit id="Tap|==|==|device.mac""#))
            #expect(written.contains(#"<trans-unit id="%#@n@|==|==|substitutions.n.plural.one""#))
            let read = try XLIFFReader.read(Array(written.utf8), path: "de.xliff")
            #expect(read.diagnostics.isEmpty)
            #expect(Checker().findings(in: read.document, path: "de.xliff").filter { $0.severity == .error }.isEmpty)

            var catalog = original
            let unchanged = Merge.apply(read.document.files[0], to: &catalog, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 7))
            #expect(unchanged.diagnostics.isEmpty)
            #expect(catalog == original)

            var edited = written
            for (old, new) in [("%lld eins", "%lld Eins!"), ("Klicken", "Klicken!"), ("%1$lld Datei<", "%1$lld Datei!<")] {
                edited = MergeFixture.replacing(#"state="\#(old == "%lld eins" ? "new" : "translated")">\#(old)"#,
                                                with: #"state="translated">\#(new)"#, in: edited)
            }
            let editedRead = try XLIFFReader.read(Array(edited.utf8), path: "de.xliff")
            let report = Merge.apply(editedRead.document.files[0], to: &catalog, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(report) == MergeCounts(updated: 3, unchanged: 4))
            #expect(report.diagnostics.isEmpty)
            let de = { (key: String) in catalog.strings[key]?.localizations?["de"] }
            #expect(de("a|==")?.variations?.plural?[.one]?.stringUnit == StringUnit(state: .translated, value: "%lld Eins!"))
            #expect(de("Tap|==")?.variations?.device?[.mac]?.stringUnit == StringUnit(state: .translated, value: "Klicken!"))
            #expect(de("%#@n@|==")?.substitutions?["n"]?.variations?.plural?[.one]?.stringUnit
                == StringUnit(state: .translated, value: "%arg Datei!"))
        }

        /// A German plural over an English device variation: the export offers the plural forms (each with
        /// the `other` device's text), an unchanged import changes nothing, and an edit goes into its form.
        @Test func pluralFormsOverSourceDevicesComeBack() throws {
            func unit(_ state: String, _ value: String) -> String { #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
            let original = try MergeFixture.catalog(#"""
                { "sourceLanguage" : "en", "strings" : { "k %lld" : { "localizations" : {
                  "en" : { "variations" : { "device" : { "ipad" : \#(unit("translated", "iPad %lld")), "other" : \#(unit("translated", "Other %lld")) } } },
                  "de" : { "variations" : { "plural" : { "one" : \#(unit("translated", "eins %lld")), "other" : \#(unit("needs_review", "andere %lld")) } } } } }
                }, "version" : "1.0" }
                """#)
            let written = String(decoding: XLIFFWriter.bytes(Self.document(original, language: "de")), as: UTF8.self)
            let read = try XLIFFReader.read(Array(written.utf8), path: "de.xliff")
            #expect(read.document.files[0].units.map(\.id.description) == ["k %lld|==|plural.one", "k %lld|==|plural.other"])
            var catalog = original
            let unchanged = Merge.apply(read.document.files[0], to: &catalog, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 2))
            #expect(unchanged.diagnostics.isEmpty)
            #expect(catalog == original)

            let edited = MergeFixture.replacing(#"<target state="needs-review-l10n">andere %lld</target>"#,
                                                with: #"<target state="translated">%lld andere</target>"#, in: written)
            let report = Merge.apply(try XLIFFReader.read(Array(edited.utf8), path: "de.xliff").document.files[0], to: &catalog,
                                     catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
            #expect(report.diagnostics.isEmpty)
            var expected = original
            expected.strings["k %lld"]!.localizations!["de"]!.variations!.plural![.other] = .unit("%lld andere")
            #expect(catalog == expected)
        }

        /// The export of a language, imported into the catalog with that language removed, rebuilds it:
        /// plurals (ru, ar), device → plural, substitutions with and without `argNum` (created with the
        /// source's `argNum`/`formatSpecifier`), string sets and unknown states. Drafts fill the empty
        /// slots as `needs_review` (so `new` comes back as `needs_review`); `shouldTranslate: false`
        /// keys are not imported.
        @Test(arguments: ["ar", "de", "ru"])
        func importingAnExportRebuildsTheLanguage(language: String) throws {
            let original = try Self.catalog(identityOnlyKeys: false)
            var catalog = original
            for key in catalog.strings.keys { catalog.strings[key]!.localizations?[language] = nil }
            #expect(catalog != original)

            let report = Merge.apply(Self.document(original, language: language).files[0], to: &catalog,
                                     catalogPath: MergeFixture.catalogPath)
            #expect(report.diagnostics.isEmpty)
            #expect(report.unchanged == 0 && report.draftsSkipped == 0 && report.sourceChanged == 0)

            var expected = original
            for (key, entry) in expected.strings {
                guard var localization = entry.localizations?[language] else { continue }
                if entry.shouldTranslate == false {
                    expected.strings[key]!.localizations![language] = nil
                } else {
                    MergeFixture.replaceState(.new, with: .needsReview, in: &localization)
                    expected.strings[key]!.localizations![language] = localization
                }
            }
            MergeFixture.expectText(MergeFixture.json(catalog), MergeFixture.json(expected))
            #expect(catalog == expected, "the catalog differs from the expected one")
        }
    }
}
