import Testing
@testable import LocBridge

extension MergeTests {
    /// App Shortcut phrases (`stringSet`) whose target a tool returned without its
    /// `<mrk mtype="x-set">` wrappers: one phrase is still one phrase; several cannot be told apart.
    @Suite struct MergePhraseSetTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Create a document" : {
                  "localizations" : {
                    "de" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "Dokument anlegen"
                        ]
                      }
                    },
                    "en" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "Create a document"
                        ]
                      }
                    }
                  }
                },
                "Open the app" : {
                  "localizations" : {
                    "en" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "Open the app",
                          "Launch the app"
                        ]
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        /// A reviewer who sends an unchanged set marked for review back finished confirms it, as for a text
        /// (QA: the set stayed needs_review, counted unchanged).
        @Test(arguments: ["final", "translated", "signed-off"], ["needs_review", "new"])
        func finishingAnUnchangedSetConfirmsTheReview(state: String, held: String) throws {
            // The first state is de's.
            let first = try #require(Self.catalog.range(of: #""state" : "translated""#))
            let marked = Self.catalog.replacingCharacters(in: first, with: #""state" : "\#(held)""#)
            #expect(marked != Self.catalog)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Create a document" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Create a document</mrk></source>
                        <target state="\(state)"><mrk mtype="x-set" mid="0">Dokument anlegen</mrk></target>
                        <note/>
                      </trans-unit>
                """), into: marked)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        @Test func aPlainTargetOfAOnePhraseSetIsThatPhrase() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Create a document" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Create a document</mrk></source>
                        <target state="translated">Ein Dokument erstellen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing(#""Dokument anlegen""#, with: #""Ein Dokument erstellen""#,
                                                                 in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))

            // The same text as the set's one phrase changes nothing.
            let (same, unchanged) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Create a document" xml:space="preserve">
                        <source>Create a document</source>
                        <target state="translated">Dokument anlegen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(same, Self.catalog)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 1))
        }

        /// A language that has no set yet: the catalog's source says the unit is one, even when the tool
        /// dropped the source's `<mrk>` too.
        @Test func aNewLanguageGetsASetToo() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "sv", """
                      <trans-unit id="Create a document" xml:space="preserve">
                        <source>Create a document</source>
                        <target>Skapa ett dokument</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                            "en" : {
                              "stringSet" : {
                                "state" : "translated",
                                "values" : [
                                  "Create a document"
                                ]
                              }
                            }
                    """, with: """
                            "en" : {
                              "stringSet" : {
                                "state" : "translated",
                                "values" : [
                                  "Create a document"
                                ]
                              }
                            },
                            "sv" : {
                              "stringSet" : {
                                "state" : "translated",
                                "values" : [
                                  "Skapa ett dokument"
                                ]
                              }
                            }
                    """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        @Test func aPlainTargetOfASetOfSeveralPhrasesIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Open the app" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Open the app</mrk><mrk mtype="x-set" mid="1">Launch the app</mrk></source>
                        <target state="translated">App öffnenApp starten</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Open the app": the unit is a set of 2 phrases, each in a <mrk mtype="x-set">, but its target is plain text, so the phrases cannot be told apart; keep one <mrk mtype="x-set"> per phrase; fix the translation and import again"#,
            ])
        }

        /// Phrases for a key that is one text (a tool copied `<mrk mtype="x-set">` from another unit): a
        /// phrase set there would be a `stringSet` the app never shows as the key's text, so it is refused.
        @Test func phrasesForAPlainTextAreRefused() throws {
            let plain = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Forgot your password?" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Forgot your password?"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Forgot your password?" xml:space="preserve">
                        <source>Forgot your password?</source>
                        <target state="translated"><mrk mtype="x-set" mid="0">Passwort vergessen?</mrk><mrk mtype="x-set" mid="1">Kennwort?</mrk></target>
                        <note/>
                      </trans-unit>
                """), into: plain)
            MergeFixture.expectText(json, plain)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Forgot your password?": its target is a set of 2 App Shortcut phrases (<mrk mtype="x-set">), but the key's source is one text, not a phrase set; write the translation as one text; fix the translation and import again"#,
            ])
        }

        /// A translation that is itself one plain text (export writes it as the target, without `<mrk>`):
        /// an edited plain target replaces it and it stays plain; a new language still cannot be told apart.
        @Test func aPlainTranslationOfASetIsEditedAsPlainText() throws {
            var model = try MergeFixture.catalog(Self.catalog)
            model.strings["Open the app"]!.localizations!["de"] = .unit("App öffnen")
            let catalog = MergeFixture.json(model)
            let exported = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: model)])
                .document(for: "de").files[0].units.first { $0.id.key == "Open the app" }
            #expect(exported?.target == "App öffnen" && exported?.targetSet == nil)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Open the app" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Open the app</mrk><mrk mtype="x-set" mid="1">Launch the app</mrk></source>
                        <target state="translated">Die App starten</target>
                        <note/>
                      </trans-unit>
                """), into: catalog)
            #expect(try MergeFixture.catalog(json).strings["Open the app"]?.localizations?["de"]
                == Localization(stringUnit: StringUnit(state: .translated, value: "Die App starten")))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
            #expect(report.diagnostics.isEmpty)
        }

        /// A blank phrase beside phrases with text leaves the set incomplete: refused. A catalog that already
        /// holds such a set (or one without phrases) gets its own export back unchanged.
        @Test func aBlankPhraseIsRefusedUnlessTheCatalogHoldsIt() throws {
            let unit = { (first: String, second: String) in """
                      <trans-unit id="Open the app" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Open the app</mrk><mrk mtype="x-set" mid="1">Launch the app</mrk></source>
                        <target state="translated"><mrk mtype="x-set" mid="0">\(first)</mrk><mrk mtype="x-set" mid="1">\(second)</mrk></target>
                        <note/>
                      </trans-unit>
                """ }
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(unit("App öffnen", " ")), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Open the app": phrase 2 of its <target> is empty (<mrk mtype="x-set"> without text), so the phrase set is incomplete; fix the translation and import again"#,
            ])
            for held in [["App öffnen", " "], []] {
                var model = try MergeFixture.catalog(Self.catalog)
                model.strings["Open the app"]!.localizations!["de"] = Localization(stringSet: StringSet(state: .translated, values: held))
                let catalog = MergeFixture.json(model)
                let xliff = held.isEmpty ? MergeFixture.xliff("""
                          <trans-unit id="Open the app" xml:space="preserve">
                            <source><mrk mtype="x-set" mid="0">Open the app</mrk><mrk mtype="x-set" mid="1">Launch the app</mrk></source>
                            <target state="translated"></target>
                            <note/>
                          </trans-unit>
                    """) : MergeFixture.xliff(unit("App öffnen", " "))
                let (same, again) = try MergeFixture.importing(xliff, into: catalog)
                MergeFixture.expectText(same, catalog)
                #expect(MergeCounts(again) == MergeCounts(unchanged: 1), "\(held)")
            }
        }
    }
}
