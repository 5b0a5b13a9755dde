import Testing
@testable import LocBridge

extension Checks {
    /// Counting leaves per language (what `locbridge stats` prints).
    @Suite struct CatalogStatisticsTests {
        /// Counted by hand: de has one and other. "%lld files" is 2 de units (one translated, other
        /// missing); "Done" 1 (needs review); "Open" 1 (state new); "Blank" 1 (empty value: untranslated);
        /// "Brand" is shouldTranslate false (not counted); "Old" is stale (1 stale unit). de: total 5,
        /// translated 1, needs review 1, untranslated 3, stale 1 → 20.0%. fr (one, other: no many, as
        /// Xcode): "%lld files" 2 translated, "Done" 1 translated, "Open" and "Blank" missing → 3 of 5, 60.0%.
        static let catalog = """
            { "sourceLanguage" : "en", "strings" : {
              "%lld files" : { "localizations" : {
                "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } } } } },
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } } } },
              "Blank" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
              "Brand" : { "shouldTranslate" : false, "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Brand" } } } },
              "Done" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } } } },
              "Old" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } },
              "Open" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "Öffnen" } } } }
            }, "version" : "1.0" }
            """

        @Test func countsEveryLeaf() throws {
            let catalog = try CatalogReader.read(Array(Self.catalog.utf8), path: "L.xcstrings").catalog
            let statistics = CatalogStatistics(catalog: catalog, path: "L.xcstrings")
            #expect(statistics.languages == [
                LanguageStatistics(language: "fr", total: 5, translated: 3, needsReview: 0, untranslated: 2, stale: 1),
                LanguageStatistics(language: "de", total: 5, translated: 1, needsReview: 1, untranslated: 3, stale: 1),
            ])
            #expect(statistics.languages.map(\.percentTranslated) == ["60.0", "20.0"])
        }

        /// Device variations without `other`, where the source has one text for every device: the missing
        /// `other` is an untranslated leaf, as `check` reports it, so that 100% means complete.
        @Test func aMissingOtherDeviceIsUntranslated() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : { "Tap" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                  "ru" : { "variations" : { "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Нажмите" } } } } } } } },
                  "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "ru", total: 2, translated: 1, needsReview: 0, untranslated: 1, stale: 0),
            ])
        }

        /// A translation that varies by plural where the source varies by device: its forms are the leaves
        /// (as export offers them), counted translated, not the source's devices counted untranslated.
        @Test func pluralFormsOverSourceDevicesAreCounted() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : { "k %lld" : { "localizations" : {
                  "en" : { "variations" : { "device" : {
                    "ipad" : { "stringUnit" : { "state" : "translated", "value" : "iPad %lld" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Other %lld" } } } } },
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "eins %lld" } },
                    "other" : { "stringUnit" : { "state" : "needs_review", "value" : "andere %lld" } } } } } } } },
                  "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "de", total: 2, translated: 1, needsReview: 1, untranslated: 0, stale: 0),
            ])
        }

        /// A leaf whose source text is empty has nothing to translate (an empty `zero` form, a blank
        /// source): not counted, as `check` does not report it untranslated.
        @Test func emptySourceTextsAreNotCounted() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : {
                  "%lld new" : { "localizations" : { "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new" } },
                    "zero" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } },
                    "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld neu" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld neu" } } } } } } },
                  "Version" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } },
                  "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "de", total: 2, translated: 2, needsReview: 0, untranslated: 0, stale: 0),
            ])
        }

        /// Stale keys whose source text is empty (the key "" without a source, as Xcode extracts
        /// `Text("")`) have nothing to translate either: not in the stale column.
        @Test func staleEmptySourceTextsAreNotCounted() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : {
                  "" : { "extractionState" : "stale", "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } },
                  "Blank" : { "extractionState" : "stale", "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : " " } } } },
                  "Old" : { "extractionState" : "stale", "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } } },
                  "OK" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "OK!" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } } },
                  "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "de", total: 1, translated: 1, needsReview: 0, untranslated: 0, stale: 1),
            ])
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings", languages: ["en"]).languages == [
                LanguageStatistics(language: "en", total: 1, translated: 1, needsReview: 0, untranslated: 0, stale: 1),
            ])
        }

        /// A device the source names and the translation lacks, without `other`: one untranslated leaf.
        @Test func aDeviceTheTranslationLacksIsUntranslated() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : { "Tap" : { "localizations" : {
                  "de" : { "variations" : { "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } } } } },
                  "en" : { "variations" : { "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } } } } },
                  "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "de", total: 2, translated: 1, needsReview: 0, untranslated: 1, stale: 0),
            ])
        }

        /// A key counts the same units stale as live (QA: stale, the forms of a substitution the translation
        /// never names and Czech `many` under `%lld` were counted): "Files" is 1 unit (the plain de text),
        /// "%lld files" 3 in cs (one, few, other; `many` only fractions select).
        @Test func aStaleKeyCountsTheUnitsItWouldLive() throws {
            func catalog(stale: Bool) -> String {
                let state = stale ? #""extractionState" : "stale", "# : ""
                return """
                    { "sourceLanguage" : "en", "strings" : {
                      "%lld files" : { \(state)"localizations" : { "cs" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubor" } },
                        "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubory" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld souborů" } } } } } } },
                      "Files" : { \(state)"localizations" : {
                        "cs" : { "stringUnit" : { "state" : "translated", "value" : "Soubory" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Files: %#@n@" },
                          "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } }
                    }, "version" : "1.0" }
                    """
            }
            let live = try CatalogReader.read(Array(catalog(stale: false).utf8), path: "L.xcstrings").catalog
            let stale = try CatalogReader.read(Array(catalog(stale: true).utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: live, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "cs", total: 4, translated: 4, needsReview: 0, untranslated: 0, stale: 0),
            ])
            #expect(CatalogStatistics(catalog: stale, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "cs", total: 0, translated: 0, needsReview: 0, untranslated: 0, stale: 4),
            ])
        }

        /// Forms that print `%lld` make a plural one an integer chooses, whatever the source prints, as
        /// `plural-categories` decides it (QA: `stats` and `untranslated` judged by the source alone and
        /// counted Czech `many` where `plural-categories` did not ask for it).
        @Test func czechManyIsNotCountedUnderIntegerForms() throws {
            let text = """
                { "sourceLanguage" : "en", "strings" : {
                  "Files" : { "localizations" : { "cs" : { "variations" : { "plural" : {
                    "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubory" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld souborů" } } } } } } }
                }, "version" : "1.0" }
                """
            let catalog = try CatalogReader.read(Array(text.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "cs", total: 3, translated: 2, needsReview: 0, untranslated: 1, stale: 0),
            ])
        }

        @Test func orderIsByExactShareThenName() {
            let rows = [
                LanguageStatistics(language: "b", total: 3, translated: 2),  // 66.7%
                LanguageStatistics(language: "a", total: 6, translated: 4),  // 66.7%, same share
                LanguageStatistics(language: "c", total: 1000, translated: 667),  // 66.7%, a little more
                LanguageStatistics(language: "z", total: 0),                 // nothing to translate: complete
                LanguageStatistics(language: "y", total: 2, translated: 2),
            ]
            #expect(rows.sorted(by: LanguageStatistics.areInCompletenessOrder).map(\.language) == ["y", "z", "c", "a", "b"])
        }

        @Test func percentIsRoundedDown() {
            #expect(LanguageStatistics(language: "x", total: 10_000, translated: 9_999).percentTranslated == "99.9")
            #expect(LanguageStatistics(language: "x", total: 3, translated: 1).percentTranslated == "33.3")
            #expect(LanguageStatistics(language: "x", total: 0).percentTranslated == "100.0")
            #expect(LanguageStatistics(language: "x", total: 7, translated: 0).percentTranslated == "0.0")
        }

        @Test func totalsAddEachLanguageOverCatalogs() {
            let first = CatalogStatistics(catalog: StringCatalog(sourceLanguage: "en"), path: "a", languages: [])
            var second = first
            var a = first
            a.languages = [LanguageStatistics(language: "de", total: 2, translated: 1, untranslated: 1)]
            second.languages = [LanguageStatistics(language: "de", total: 3, translated: 3, stale: 2),
                                LanguageStatistics(language: "fr", total: 1, needsReview: 1)]
            #expect(CatalogStatistics.totals([a, second]) == [
                LanguageStatistics(language: "de", total: 5, translated: 4, untranslated: 1, stale: 2),
                LanguageStatistics(language: "fr", total: 1, needsReview: 1),
            ])
        }

        /// `DE` and `pt_BR` are the `de` and `pt-BR` of another catalog: one row each, spelled as the first
        /// catalog that has the language spells it, even when an earlier catalog lacks it.
        @Test func totalsGroupSameTags() {
            var first = CatalogStatistics(catalog: StringCatalog(sourceLanguage: "en"), path: "a", languages: [])
            var second = first
            first.lacking = [LanguageStatistics(language: "pt-BR", total: 4, untranslated: 4)]
            first.languages = [LanguageStatistics(language: "DE", total: 4, translated: 1, untranslated: 3)]
            second.languages = [LanguageStatistics(language: "de", total: 2, translated: 2),
                                LanguageStatistics(language: "pt_BR", total: 1, translated: 1)]
            #expect(CatalogStatistics.totals([first, second]) == [
                LanguageStatistics(language: "DE", total: 6, translated: 3, untranslated: 3),
                LanguageStatistics(language: "pt_BR", total: 5, translated: 1, untranslated: 4),
            ])
        }
    }
}
