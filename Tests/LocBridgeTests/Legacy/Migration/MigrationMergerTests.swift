import Testing
@testable import LocBridge

/// `MigrationMerger`: an existing catalog is merged into, never overwritten; its translations win and
/// every disagreement is reported.
@Suite struct MigrationMergerTests {
    @Test func existingTranslationsWinNewKeysAndLanguagesAreAddedConflictsReported() throws {
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["Done"] = CatalogEntry(localizations: ["en": .unit("Done"), "de": .unit("Erledigt")], line: 4)
        existing.strings["Code only"] = CatalogEntry()
        var migrated = StringCatalog(sourceLanguage: "en")
        migrated.strings["Done"] = CatalogEntry(comment: "Button", extractionState: .migrated,
                                                localizations: ["en": .unit("Done"), "de": .unit("Fertig"), "fr": .unit("OK")])
        migrated.strings["New"] = CatalogEntry(extractionState: .migrated, localizations: ["en": .unit("New")])

        let result = try MigrationMerger.merge(migrated, into: existing, path: "App/Localizable.xcstrings")
        #expect(result.addedKeys == 1)
        #expect(result.addedLocalizations == 1)
        #expect(result.conflicts.map(\.description) == [
            "App/Localizable.xcstrings:4:1: warning: conflict: \"Done\" de: the catalog has \"Erledigt\", "
                + "the legacy files \"Fertig\"; kept the catalog's",
        ])
        #expect(result.catalog.strings["Done"] == CatalogEntry(
            comment: "Button", localizations: ["en": .unit("Done"), "de": .unit("Erledigt"), "fr": .unit("OK")]))
        #expect(result.catalog.strings["New"] == migrated.strings["New"])
        #expect(result.catalog.strings["Code only"] == CatalogEntry())
    }

    /// Preferring the legacy files: a translation whose text differs is replaced (reported as a note);
    /// one that differs only in its state keeps the catalog's; a source text still conflicts; and a
    /// translation of a key whose source texts differ is replaced as needs_review.
    @Test func preferringLegacyReplacesTranslationsButNotSourceTexts() throws {
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["Done"] = CatalogEntry(localizations: ["en": .unit("Done"), "de": .unit("Erledigt"),
                                                                "fr": .unit("Fini", state: .needsReview)], line: 4)
        existing.strings["Open"] = CatalogEntry(localizations: ["en": .unit("Open…"), "de": .unit("Öffnen")], line: 9)
        var migrated = StringCatalog(sourceLanguage: "en")
        migrated.strings["Done"] = CatalogEntry(extractionState: .migrated,
                                                localizations: ["en": .unit("Done"), "de": .unit("Fertig"), "fr": .unit("Fini")])
        migrated.strings["Open"] = CatalogEntry(extractionState: .migrated,
                                                localizations: ["en": .unit("Open"), "de": .unit("Öffnen…")])

        let result = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings", preferringLegacy: true)
        #expect(result.replaced.map(\.description) == [
            "L.xcstrings:4:1: note: replaced: \"Done\" de: the catalog had \"Erledigt\", the legacy files have \"Fertig\"",
            "L.xcstrings:9:1: note: replaced: \"Open\" de: the catalog had \"Öffnen\", the legacy files have \"Öffnen…\"; "
                + "marked needs_review, as the catalog's en text differs from theirs",
        ])
        #expect(result.conflicts.map(\.description) == [
            "L.xcstrings:9:1: warning: conflict: \"Open\" en: the catalog has \"Open…\", the legacy files \"Open\"; kept the "
                + "catalog's (source texts are not replaced)",
        ])
        #expect(result.catalog.strings["Done"]?.localizations == [
            "en": .unit("Done"), "de": .unit("Fertig"), "fr": .unit("Fini", state: .needsReview),
        ])
        #expect(result.catalog.strings["Open"]?.localizations == ["en": .unit("Open…"), "de": .unit("Öffnen…", state: .needsReview)])
        // Without the preference the same differences are conflicts, the catalog's kept.
        let kept = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings")
        #expect(kept.replaced.isEmpty && kept.conflicts.count == 4)
        #expect(kept.catalog == existing)
    }

    @Test func mergingACatalogIntoItselfChangesNothing() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["Done"] = CatalogEntry(extractionState: .migrated, localizations: ["en": .unit("Done")])
        let result = try MigrationMerger.merge(catalog, into: catalog, path: "L.xcstrings")
        #expect(result.catalog == catalog)
        #expect(result.conflicts.isEmpty && result.addedKeys == 0 && result.addedLocalizations == 0)
    }

    @Test func differentSourceLanguagesAreRefused() {
        #expect(throws: MigrationMerger.Mismatch.self) {
            try MigrationMerger.merge(StringCatalog(sourceLanguage: "en"), into: StringCatalog(sourceLanguage: "de"), path: "L.xcstrings")
        }
    }

    @Test(arguments: [
        ("%1$#@files@ in %2$#@folders@", "%#@files@ in %#@folders@"),
        ("%#@files@ 100%% %1$@", "%#@files@ 100%% %1$@"),
        ("%12$#@x@", "%#@x@"),
    ])
    func referencePositionsAreRemoved(format: String, expected: String) {
        #expect(FormatSpecifierRewriter.removingReferencePositions(format) == expected)
    }

    @Test(arguments: [
        ("%lld files", "lld", nil as Int?, "%arg files"),
        ("%ld files", "lld", nil, "%arg files"),
        ("%1$lld files in %2$@", "lld", 1, "%arg files in %2$@"),
        ("%2$lld folders", "lld", 1, "%2$lld folders"),
        ("%@ has %d, 100%%", "d", nil, "%@ has %arg, 100%%"),
    ])
    func theVariablesSpecifierBecomesArg(form: String, type: String, position: Int?, expected: String) {
        #expect(FormatSpecifierRewriter.argumentForm(form, valueType: type, position: position) == expected)
    }
}
