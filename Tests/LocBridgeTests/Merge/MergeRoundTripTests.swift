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
