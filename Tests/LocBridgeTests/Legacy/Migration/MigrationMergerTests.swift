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

    /// A slot the catalog holds no text in (an empty `new` unit, as Xcode makes for an added language) is
    /// filled by the legacy translation, not a conflict (QA); an empty finished unit is not. The same text
    /// in another state is no conflict either (QA).
    @Test func anEmptyNewSlotIsFilled() throws {
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["Done"] = CatalogEntry(localizations: ["en": .unit("Done"), "de": .unit("", state: .new),
                                                                "fr": .unit(""), "it": .unit("Fatto", state: .new)], line: 4)
        var migrated = StringCatalog(sourceLanguage: "en")
        migrated.strings["Done"] = CatalogEntry(extractionState: .migrated,
                                                localizations: ["en": .unit("Done"), "de": .unit("Fertig"), "fr": .unit("Fini"),
                                                                "it": .unit("Fatto")])
        let result = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings")
        #expect(result.addedLocalizations == 1)
        #expect(result.conflicts.map(\.description) == [
            "L.xcstrings:4:1: warning: conflict: \"Done\" fr: the catalog has \"\", the legacy files \"Fini\"; kept the catalog's",
        ])
        // The same text in another state is no conflict: the catalog's kept.
        #expect(result.catalog.strings["Done"]?.localizations == ["en": .unit("Done"), "de": .unit("Fertig"), "fr": .unit(""),
                                                                  "it": .unit("Fatto", state: .new)])
    }

    /// A plural whose `one` form is an empty `new` slot and whose `other` is the legacy files' text: `one`
    /// is filled, `other` kept as it is (QA: the whole plural was a conflict). Where another form differs,
    /// it stays a conflict.
    @Test func emptyFormsAreFilledWhereTheOthersAgree() throws {
        func plural(one: Localization, other: Localization) -> Localization {
            Localization(variations: Variations(plural: [.one: one, .other: other]))
        }
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["%lld files"] = CatalogEntry(localizations: [
            "de": plural(one: .unit("", state: .new), other: .unit("%lld Dateien", state: .needsReview)),
            "fr": plural(one: .unit("", state: .new), other: .unit("%lld fichiers")),
        ], line: 2)
        var migrated = StringCatalog(sourceLanguage: "en")
        migrated.strings["%lld files"] = CatalogEntry(extractionState: .migrated, localizations: [
            "de": plural(one: .unit("%lld Datei"), other: .unit("%lld Dateien")),
            "fr": plural(one: .unit("%lld fichier"), other: .unit("%lld documents")),
        ])
        let result = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings")
        #expect(result.catalog.strings["%lld files"]?.localizations?["de"]
            == plural(one: .unit("%lld Datei"), other: .unit("%lld Dateien", state: .needsReview)))
        #expect(result.catalog.strings["%lld files"]?.localizations?["fr"] == existing.strings["%lld files"]?.localizations?["fr"])
        #expect(result.conflicts.count == 1 && result.conflicts[0].description.contains("conflict: \"%lld files\" fr:"))
    }

    /// A language the catalog spells otherwise (`DE`, `pt_BR`) is that language: the legacy translation
    /// meets the catalog's (a conflict here), and a new key's goes under the catalog's spelling. A second
    /// spelling beside the first would be a second language, which export refuses.
    @Test func languagesAreMergedUnderTheCatalogsSpelling() throws {
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["Hello"] = CatalogEntry(localizations: ["DE": .unit("Hallo!"), "pt_BR": .unit("Olá")], line: 3)
        var migrated = StringCatalog(sourceLanguage: "en")
        migrated.strings["Hello"] = CatalogEntry(extractionState: .migrated,
                                                 localizations: ["en": .unit("Hello"), "de": .unit("Hallo"), "pt-BR": .unit("Olá")])
        migrated.strings["Bye"] = CatalogEntry(extractionState: .migrated, localizations: ["en": .unit("Bye"), "de": .unit("Tschüss")])

        let result = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings")
        #expect(result.conflicts.map(\.description) == [
            "L.xcstrings:3:1: warning: conflict: \"Hello\" DE: the catalog has \"Hallo!\", the legacy files \"Hallo\"; kept the catalog's",
        ])
        #expect(result.catalog.strings["Hello"]?.localizations == ["en": .unit("Hello"), "DE": .unit("Hallo!"), "pt_BR": .unit("Olá")])
        #expect(result.catalog.strings["Bye"]?.localizations == ["en": .unit("Bye"), "DE": .unit("Tschüss")])
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
        // Without the preference the same differences are conflicts, the catalog's kept (but `fr`, whose
        // text is the same in another state).
        let kept = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings")
        #expect(kept.replaced.isEmpty && kept.conflicts.count == 3)
        #expect(kept.catalog == existing)
    }

    /// Preferring the legacy files, a plain `.strings` text does not replace plural forms, device
    /// variations or substitutions, which it would lose: the catalog's are kept, as a conflict that says
    /// how to take the legacy text. A `.stringsdict`'s variations replace them as any translation.
    @Test func preferringLegacyKeepsWhatAPlainTextWouldLose() throws {
        let plural = Localization(variations: Variations(plural: [.one: .unit("%lld Datei"), .other: .unit("%lld Dateien")]))
        let device = Localization(variations: Variations(device: [.mac: .unit("Öffnen…"), .other: .unit("Öffnen")]))
        var substituted = Localization.unit("%#@n@ gefunden")
        substituted.substitutions = ["n": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
            .one: .unit("%arg Datei"), .other: .unit("%arg Dateien"),
        ]))]
        var existing = StringCatalog(sourceLanguage: "en")
        existing.strings["%lld files"] = CatalogEntry(localizations: ["de": plural, "fr": .unit("%lld fichiers")], line: 4)
        existing.strings["Open"] = CatalogEntry(localizations: ["de": device], line: 20)
        existing.strings["%lld found"] = CatalogEntry(localizations: ["de": substituted], line: 30)
        var migrated = StringCatalog(sourceLanguage: "en")
        let fromStringsDict = Localization(variations: Variations(plural: [.one: .unit("un fichier"), .other: .unit("%lld fichiers")]))
        migrated.strings["%lld files"] = CatalogEntry(localizations: ["de": .unit("%lld Dateien"), "fr": fromStringsDict])
        migrated.strings["Open"] = CatalogEntry(localizations: ["de": .unit("Öffnen")])
        migrated.strings["%lld found"] = CatalogEntry(localizations: ["de": .unit("%lld gefunden")])

        let result = try MigrationMerger.merge(migrated, into: existing, path: "L.xcstrings", preferringLegacy: true)
        let advice = "to use the legacy text, edit the catalog's de translation"
        #expect(result.conflicts.map(\.description) == [
            "L.xcstrings:4:1: warning: conflict: \"%lld files\" de: the catalog has plural one \"%lld Datei\", other "
                + "\"%lld Dateien\", the legacy files \"%lld Dateien\"; kept the catalog's: --prefer-legacy does not replace "
                + "plural forms with a plain .strings text, which would lose them; \(advice)",
            "L.xcstrings:30:1: warning: conflict: \"%lld found\" de: the catalog has \"%#@n@ gefunden\" with substitutions n, "
                + "the legacy files \"%lld gefunden\"; kept the catalog's: --prefer-legacy does not replace substitutions with "
                + "a plain .strings text, which would lose them; \(advice)",
            "L.xcstrings:20:1: warning: conflict: \"Open\" de: the catalog has device variations (mac, other), the legacy "
                + "files \"Öffnen\"; kept the catalog's: --prefer-legacy does not replace device variations with a plain "
                + ".strings text, which would lose them; \(advice)",
        ])
        #expect(result.replaced.map(\.description) == [
            "L.xcstrings:4:1: note: replaced: \"%lld files\" fr: the catalog had \"%lld fichiers\", the legacy files have "
                + "plural one \"un fichier\", other \"%lld fichiers\"",
        ])
        #expect(result.catalog.strings["%lld files"]?.localizations == ["de": plural, "fr": fromStringsDict])
        #expect(result.catalog.strings["Open"] == existing.strings["Open"])
        #expect(result.catalog.strings["%lld found"] == existing.strings["%lld found"])
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
