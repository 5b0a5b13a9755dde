import Testing
@testable import LocBridge

extension MergeTests {
    /// `SourceReview`: translations of keys whose source text changed become `needs_review`, leaf by leaf,
    /// unless they changed too or are not `translated`. Inputs are compact JSON (the reader takes any
    /// layout); expected catalogs are written out in Xcode's bytes.
    @Suite struct SourceReviewTests {
        /// A compact `{ "stringUnit" : … }` localization for inputs.
        static func unit(_ value: String, _ state: String = "translated") -> String {
            #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
        }

        /// A catalog whose `strings` members are `members`.
        static func catalog(_ members: String) -> String {
            #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { \#(members) } }"#
        }

        /// Reviews `new` against `old`; returns the catalog in Xcode's bytes and the report.
        static func review(old: String, new: String) throws -> (json: String, report: SourceReviewReport) {
            let base = try MergeFixture.catalog(old)
            var catalog = try MergeFixture.catalog(new)
            let report = SourceReview.apply(base: base, to: &catalog)
            return (MergeFixture.json(catalog), report)
        }

        static let doneOld = catalog(#""Done" : { "localizations" : { "de" : \#(unit("Fertig")), "en" : \#(unit("Done")), "fr" : \#(unit("Terminé")) } }"#)

        @Test func changedSourceMarksEveryTranslation() throws {
            let new = """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Fertig"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Finished"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terminé"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
            let (json, report) = try Self.review(old: Self.doneOld, new: new)
            MergeFixture.expectText(json, """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Fertig"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Finished"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Terminé"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(report.changes == [SourceChange(key: "Done", line: 4, before: [TranslationLeaf(path: [], text: "Done")],
                                                    after: [TranslationLeaf(path: [], text: "Finished")], markedLanguages: ["de", "fr"])])
            #expect(report.markedTranslations == 2 && report.markedKeys == 1 && report.changedCatalog)
            #expect(report.diagnostics(catalogPath: "App/L.xcstrings").map(\.description) == [
                #"App/L.xcstrings:4:1: note: "Done" (de, fr): source changed "Done" → "Finished"; marked needs_review"#,
            ])
            #expect(report.diagnostics(catalogPath: "App/L.xcstrings", applied: false).map(\.description) == [
                #"App/L.xcstrings:4:1: note: "Done" (de, fr): source changed "Done" → "Finished"; would be marked needs_review"#,
            ])
        }

        /// A machine translation is taken as done too: a source change sends it back to review.
        @Test func aMachineTranslationIsMarkedToo() throws {
            let old = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig", "machine_translated")), "#
                + #""en" : \#(Self.unit("Done")) } }"#)
            let new = old.replacingOccurrences(of: #""value" : "Done""#, with: #""value" : "Finished""#)
            let (json, report) = try Self.review(old: old, new: new)
            #expect(try MergeFixture.catalog(json).strings["Done"]?.localizations?["de"]?.stringUnit
                == StringUnit(state: .needsReview, value: "Fertig"))
            #expect(report.markedTranslations == 1)
        }

        @Test func translationChangedSinceTheBaseIsNotMarked() throws {
            let new = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Abgeschlossen")), "en" : \#(Self.unit("Finished")), "fr" : \#(Self.unit("Terminé")) } }"#)
            let (json, report) = try Self.review(old: Self.doneOld, new: new)
            MergeFixture.expectText(json, """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abgeschlossen"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Finished"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Terminé"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(report.changes.map(\.markedLanguages) == [["fr"]])
            #expect(report.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: note: "Done" (fr): source changed "Done" → "Finished"; marked needs_review"#,
            ])
        }

        /// A reviewer who confirmed a translation (`needs_review` → `translated`) changed it: not marked again.
        @Test func stateChangeOfATranslationCountsAsChanged() throws {
            let old = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig", "needs_review")), "en" : \#(Self.unit("Done")) } }"#)
            let new = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Finished")) } }"#)
            let (_, report) = try Self.review(old: old, new: new)
            #expect(report.changes.map(\.markedLanguages) == [[]])
            #expect(!report.changedCatalog)
            #expect(report.diagnostics(catalogPath: "L.xcstrings").isEmpty)
        }

        /// A translator who updated one plural form for the new text left the others stale: only the
        /// forms changed since the base count as reviewed.
        @Test func formsChangedSinceTheBaseAreNotMarkedTheOthersAre() throws {
            let new = MergeFixture.replacing(#""value" : "%lld item" "#, with: #""value" : "%lld file" "#,
                                             in: MergeFixture.replacing(#""value" : "%lld Element" "#, with: #""value" : "Eine Datei" "#,
                                                                        in: Self.itemsOld))
            var catalog = try MergeFixture.catalog(new)
            let report = SourceReview.apply(base: try MergeFixture.catalog(Self.itemsOld), to: &catalog)
            let german = catalog.strings["%lld items"]?.localizations?["de"]?.variations?.plural?.mapValues {
                "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)"
            }
            #expect(german == [.one: "translated Eine Datei", .other: "needs_review %lld Elemente"])
            #expect(report.changes.map(\.markedLanguages) == [["de", "ja", "ru"]])
        }

        static let itemsOld = catalog(#"""
            "%lld items" : { "localizations" : {
              "de" : { "variations" : { "plural" : { "one" : \#(unit("%lld Element")), "other" : \#(unit("%lld Elemente")) } } },
              "en" : { "variations" : { "plural" : { "one" : \#(unit("%lld item")), "other" : \#(unit("%lld items")) } } },
              "ja" : \#(unit("%lld 個")),
              "ru" : { "variations" : { "plural" : { "few" : \#(unit("%lld элемента")), "many" : \#(unit("%lld элементов", "needs_review")),
                                                     "one" : \#(unit("%lld элемент")), "other" : \#(unit("%lld элемента")) } } }
            } }
            """#)

        /// A change to one English plural form marks every form of every other language (forms do not map
        /// one to one across languages); forms already `needs_review` stay.
        @Test func pluralFormSourceChangeMarksEveryFormOfEveryTranslation() throws {
            let new = MergeFixture.replacing(#""value" : "%lld item" "#, with: #""value" : "%lld file" "#, in: Self.itemsOld)
            let (json, report) = try Self.review(old: Self.itemsOld, new: new)
            MergeFixture.expectText(json, """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld Element"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld Elemente"
                                }
                              }
                            }
                          }
                        },
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld file"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld items"
                                }
                              }
                            }
                          }
                        },
                        "ja" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "%lld 個"
                          }
                        },
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "few" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld элемента"
                                }
                              },
                              "many" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld элементов"
                                }
                              },
                              "one" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld элемент"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld элемента"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(report.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: note: "%lld items" (de, ja, ru): source changed plural.one "%lld item" → plural.one "%lld file"; marked needs_review"#,
            ])
        }

        @Test func translationsAlreadyNeedingReviewOrNewStayAsTheyAre() throws {
            let old = Self.catalog(#"""
                "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig", "needs_review")), "en" : \#(Self.unit("Done")),
                                               "fr" : \#(Self.unit("Terminé", "new")), "ja" : \#(Self.unit("完了")) } },
                "Open" : { "localizations" : { "de" : \#(Self.unit("Öffnen", "needs_review")), "en" : \#(Self.unit("Open")) } }
                """#)
            let new = MergeFixture.replacing(#""value" : "Open""#, with: #""value" : "Open…""#,
                                             in: MergeFixture.replacing(#""value" : "Done""#, with: #""value" : "Finished""#, in: old))
            let (json, report) = try Self.review(old: old, new: new)
            let newCatalog = try MergeFixture.catalog(new)
            var expected = newCatalog
            expected.strings["Done"]!.localizations!["ja"] = .unit("完了", state: .needsReview)
            MergeFixture.expectText(json, MergeFixture.json(expected))
            #expect(json.contains(#""state" : "new","#) && json.components(separatedBy: "needs_review").count == 4)
            #expect(report.changes.map(\.key) == ["Done", "Open"])
            #expect(report.changes.map(\.markedLanguages) == [["ja"], []])
            #expect(report.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: note: "Done" (ja): source changed "Done" → "Finished"; marked needs_review"#,
            ])
        }

        /// A key without a source-language localization has the key as its source (FORMATS.md §2):
        /// spelling it out changes nothing, changing it does.
        @Test func keyIsTheSourceWhenThereIsNoSourceLocalization() throws {
            let old = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")) } }"#)
            let same = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Done", "new")) } }"#)
            let (unchanged, quiet) = try Self.review(old: old, new: same)
            #expect(quiet.changes.isEmpty)
            MergeFixture.expectText(unchanged, MergeFixture.json(try MergeFixture.catalog(same)))

            let changed = Self.catalog(#""Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Finished")) } }"#)
            let (_, report) = try Self.review(old: old, new: changed)
            #expect(report.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: note: "Done" (de): source changed "Done" → "Finished"; marked needs_review"#,
            ])
        }

        @Test func newKeysRemovedKeysAndSourceStatesAreNotSourceChanges() throws {
            let old = Self.catalog(#"""
                "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Done", "new")) } },
                "Gone" : { "localizations" : { "de" : \#(Self.unit("Weg")) } }
                """#)
            let new = Self.catalog(#"""
                "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Done")) } },
                "Added" : { "localizations" : { "de" : \#(Self.unit("Neu")), "en" : \#(Self.unit("Added")) } }
                """#)
            let (json, report) = try Self.review(old: old, new: new)
            #expect(report == SourceReviewReport())
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(new)))
        }

        /// Leaves that appear or disappear are shown as `(none)` on the other side; substitution forms,
        /// device forms and string sets are leaves too.
        @Test(arguments: [
            (#"{ "variations" : { "plural" : { "one" : \#(unit("%lld item")), "other" : \#(unit("%lld items")) } } }"#,
             #"{ "variations" : { "plural" : { "one" : \#(unit("%lld item")), "other" : \#(unit("%lld items")), "zero" : \#(unit("No items")) } } }"#,
             #"(none) → plural.zero "No items""#),
            (#"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg item")), "other" : \#(unit("%arg items")) } } } } }"#,
             #"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg file")), "other" : \#(unit("%arg items")) } } } } }"#,
             #"substitutions.n.plural.one "%arg item" → substitutions.n.plural.one "%arg file""#),
            (#"{ "variations" : { "device" : { "mac" : \#(unit("Click")), "other" : \#(unit("Tap")) } } }"#,
             #"{ "variations" : { "device" : { "mac" : \#(unit("Click")), "other" : \#(unit("Touch")) } } }"#,
             #"device.other "Tap" → device.other "Touch""#),
            (#"{ "stringSet" : { "state" : "translated", "values" : [ "Open the app", "Launch it" ] } }"#,
             #"{ "stringSet" : { "state" : "translated", "values" : [ "Open the app", "Start it" ] } }"#,
             #"["Open the app", "Launch it"] → ["Open the app", "Start it"]"#),
            (#"\#(unit("Items"))"#,
             #"{ "variations" : { "plural" : { "one" : \#(unit("%lld item")), "other" : \#(unit("%lld items")) } } }"#,
             #""Items" → plural.one "%lld item", plural.other "%lld items""#),
        ])
        func everyKindOfLeafIsCompared(old: String, new: String, summary: String) throws {
            let translation = #"{ "stringSet" : { "state" : "translated", "values" : [ "Öffne die App" ] }, "variations" : { "device" : { "other" : \#(Self.unit("X")) } } }"#
            let before = Self.catalog(#""K" : { "localizations" : { "de" : \#(translation), "en" : \#(old) } }"#)
            let after = Self.catalog(#""K" : { "localizations" : { "de" : \#(translation), "en" : \#(new) } }"#)
            let (json, report) = try Self.review(old: before, new: after)
            #expect(report.changes.map(\.summary) == [summary])
            #expect(report.changes.map(\.markedLanguages) == [["de"]])
            let marked = try MergeFixture.catalog(json).strings["K"]!.localizations!["de"]!
            #expect(marked.stringSet?.state == .needsReview)
            #expect(marked.variations?.device?[.other]?.stringUnit?.state == .needsReview)
        }
    }
}
