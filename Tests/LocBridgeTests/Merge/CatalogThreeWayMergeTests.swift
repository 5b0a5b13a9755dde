import Testing
@testable import LocBridge

extension MergeTests {
    /// `CatalogThreeWayMerge`, rule by rule. Base, ours and theirs are compact JSON (the reader takes any
    /// layout); every expected result is the merged catalog written out in Xcode's bytes.
    @Suite struct CatalogThreeWayMergeTests {
        static func unit(_ value: String, _ state: String = "translated") -> String { SourceReviewTests.unit(value, state) }
        static func catalog(_ members: String) -> String { SourceReviewTests.catalog(members) }

        static let base = catalog(#"""
            "Cancel" : { "comment" : "Button", "localizations" : { "de" : \#(unit("Abbrechen", "translated")) } },
            "Done" : { "localizations" : { "de" : \#(unit("Fertig", "translated")), "en" : \#(unit("Done", "translated")), "fr" : \#(unit("Terminé", "translated")) } },
            "Old" : { "localizations" : { "de" : \#(unit("Alt", "translated")) } }
            """#)

        /// `base` without the key "Old".
        static let withoutOld = catalog(#"""
            "Cancel" : { "comment" : "Button", "localizations" : { "de" : \#(unit("Abbrechen", "translated")) } },
            "Done" : { "localizations" : { "de" : \#(unit("Fertig", "translated")), "en" : \#(unit("Done", "translated")), "fr" : \#(unit("Terminé", "translated")) } }
            """#)

        /// `base` with replacements applied (each must be there).
        static func edited(_ replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
            replacements.reduce(base) { MergeFixture.replacing($1.0, with: $1.1, in: $0, sourceLocation: sourceLocation) }
        }

        static func merge(base: String?, ours: String, theirs: String) throws -> CatalogMergeResult {
            try CatalogThreeWayMerge.merge(base: base.map(MergeFixture.catalog), ours: MergeFixture.catalog(ours),
                                           theirs: MergeFixture.catalog(theirs))
        }

        static func text(_ result: CatalogMergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

        static func messages(_ result: CatalogMergeResult) -> [String] {
            result.diagnostics(catalogPath: "App/L.xcstrings").map(\.description)
        }

        /// The merge without conflicts is symmetric: swapping the sides gives the same bytes.
        static func expectSymmetric(_ result: CatalogMergeResult, base: String, ours: String, theirs: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let swapped = try merge(base: base, ours: theirs, theirs: ours)
            MergeFixture.expectText(text(swapped), text(result), sourceLocation: sourceLocation)
        }

        @Test func bothSidesAdditionsAreKept() throws {
            let ours = Self.edited([
                (#""Old" : {"#, #""Apple" : { "comment" : "Fruit" }, "Old" : {"#),
                (#""fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } }"#,
                 #""fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } }, "ja" : \#(Self.unit("完了", "translated"))"#),
            ])
            let theirs = Self.edited([
                (#""Old" : {"#, #""Banana" : { "localizations" : { "de" : \#(Self.unit("Banane", "new")) } }, "Old" : {"#),
                (#""de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }"#,
                 #""de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }, "es" : \#(Self.unit("Cancelar", "translated"))"#),
            ])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Apple" : {
                      "comment" : "Fruit"
                    },
                    "Banana" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "new",
                            "value" : "Banane"
                          }
                        }
                      }
                    },
                    "Cancel" : {
                      "comment" : "Button",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbrechen"
                          }
                        },
                        "es" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Cancelar"
                          }
                        }
                      }
                    },
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
                            "value" : "Done"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terminé"
                          }
                        },
                        "ja" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "完了"
                          }
                        }
                      }
                    },
                    "Old" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Alt"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(result.conflicts.isEmpty && result.review == SourceReviewReport())
            #expect((result.keysAdded, result.keysChanged, result.keysDeleted) == (1, 1, 0))
            #expect(result.catalog.strings["Banana"]?.line == 7)
            try Self.expectSymmetric(result, base: Self.base, ours: ours, theirs: theirs)
        }

        @Test func aChangeOnOneSideIsTaken() throws {
            let ours = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)])
            let theirs = Self.edited([(#""comment" : "Button""#, #""comment" : "Cancel button""#)])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "comment" : "Cancel button",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbrechen"
                          }
                        }
                      }
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Erledigt"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Done"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terminé"
                          }
                        }
                      }
                    },
                    "Old" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Alt"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(result.conflicts.isEmpty)
            try Self.expectSymmetric(result, base: Self.base, ours: ours, theirs: theirs)
        }

        /// Both sides made the same change (and one of them also another): no conflict.
        @Test func theSameChangeOnBothSidesIsTakenOnce() throws {
            let ours = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)])
            let theirs = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#), (#""value" : "Alt""#, #""value" : "Veraltet""#)])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            #expect(result.conflicts.isEmpty)
            MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(theirs)))
            #expect(Self.text(result).contains(#""value" : "Erledigt""#) && Self.text(result).contains(#""value" : "Veraltet""#))
        }

        /// One language spelled two ways (`de` ours, `DE` theirs) is one language, named as ours names it:
        /// theirs' new text for it conflicts with ours' (a merge keeping both spellings would be clean,
        /// and export would refuse it), and theirs' untouched one does not.
        @Test func aLanguageSpelledAnotherWayByTheirsIsOurs() throws {
            let theirs = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)]).replacingOccurrences(of: #""de" :"#, with: #""DE" :"#)
            let ours = Self.edited([(#""value" : "Fertig""#, #""value" : "Abgeschlossen""#)])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            #expect(Self.messages(result) == [
                "App/L.xcstrings:15:1: warning: conflict: \"Done\" de: ours \"Abgeschlossen\", theirs \"Erledigt\"; kept ours",
            ])
            MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(ours)))
        }

        @Test func aTrueConflictKeepsOursAndIsReported() throws {
            let ours = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)])
            let theirs = Self.edited([(#""value" : "Fertig""#, #""value" : "Abgeschlossen""#), (#""value" : "Alt""#, #""value" : "Veraltet""#)])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "comment" : "Button",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbrechen"
                          }
                        }
                      }
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Erledigt"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Done"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terminé"
                          }
                        }
                      }
                    },
                    "Old" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Veraltet"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(result.hasConflicts)
            #expect(result.conflicts == [MergeConflict(key: "Done", member: "de", ours: #""Erledigt""#, theirs: #""Abgeschlossen""#,
                                                       kept: .ours, line: 15)])
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:15:1: warning: conflict: "Done" de: ours "Erledigt", theirs "Abgeschlossen"; kept ours"#,
            ])
        }

        /// A conflict over a text keeps ours whole: the substitution ours' text names stays, though theirs
        /// dropped it with its own text.
        @Test func aKeptTextKeepsItsSubstitution() throws {
            let count = #""substitutions" : { "COUNT" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "#
                + #""one" : { "stringUnit" : { "state" : "translated", "value" : "%arg objet" } }, "#
                + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%arg objets" } } } } } }"#
            func catalog(_ french: String) -> String {
                #"{ "sourceLanguage" : "en", "strings" : { "total" : { "localizations" : { "en" : { "stringUnit" : { "#
                    + #""state" : "translated", "value" : "%lld total" } }, "fr" : "# + french + " } } }, \"version\" : \"1.0\" }"
            }
            let base = catalog(#"{ "stringUnit" : { "state" : "translated", "value" : "Total %#@COUNT@" }, "# + count + " }")
            let ours = catalog(#"{ "stringUnit" : { "state" : "translated", "value" : "Le total : %#@COUNT@" }, "# + count + " }")
            let theirs = catalog(#"{ "stringUnit" : { "state" : "translated", "value" : "Somme %lld" } }"#)
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            #expect(result.conflicts.count == 1)
            MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(ours)))
        }

        @Test func conflictsNameTheLeafTheMemberAndTheState() throws {
            let base = Self.catalog(#"""
                "%lld items" : { "comment" : "Count", "localizations" : {
                  "en" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld item")), "other" : \#(Self.unit("%lld items")) } } },
                  "ru" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld элемент")), "other" : \#(Self.unit("%lld элемента")) } } } } }
                """#)
            let ours = MergeFixture.replacing(#""Count""#, with: #""Number of items""#,
                in: MergeFixture.replacing(#""%lld элемент" "#, with: #""%lld штука" "#, in: base))
            let theirs = MergeFixture.replacing(#""Count""#, with: #""Items shown""#,
                in: MergeFixture.replacing(#""state" : "translated", "value" : "%lld элемент" "#,
                                           with: #""state" : "new", "value" : "%lld элемент" "#, in: base))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: warning: conflict: "%lld items" comment: ours "Number of items", theirs "Items shown"; kept ours"#,
                #"App/L.xcstrings:4:1: warning: conflict: "%lld items" ru plural.one: ours "%lld штука", theirs "%lld элемент" (new); kept ours"#,
            ])
            MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(ours)))
        }

        /// With one set of keys on all three sides, ours' file order is used where it is Xcode's (no sort:
        /// seconds for large catalogs of non-ASCII keys); a file in another order is still written in Xcode's.
        @Test func theKeysComeOutInXcodesOrderWhateverTheFilesOrder() throws {
            for keys in [["a", "B", "é"], ["é", "B", "a"]] {
                let catalog = Self.catalog(keys.map { #""\#($0)" : { "localizations" : { "de" : \#(Self.unit($0)) } }"# }
                    .joined(separator: ",\n"))
                let theirs = MergeFixture.replacing(#""value" : "B""#, with: #""value" : "Bee""#, in: catalog)
                let result = try Self.merge(base: catalog, ours: catalog, theirs: theirs)
                let text = Self.text(result)
                let positions = ["\"a\" : {", "\"B\" : {", "\"é\" : {"].map { text.range(of: $0)!.lowerBound }
                #expect(positions == positions.sorted(), "from \(keys)")
                #expect(text.contains(#""value" : "Bee""#))
            }
        }

        /// A member of a `stringUnit` or `stringSet` that locbridge does not model is merged by its name: a
        /// conflict there names it and shows its two values (QA: `ours "x", theirs "x"`), and a new text
        /// on one side goes with the other side's new member.
        @Test func membersOfATextLocbridgeDoesNotModelAreMergedByName() throws {
            let base = Self.catalog(#"""
                "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } },
                  "fr" : { "stringSet" : { "state" : "translated", "values" : [ "a" ] } } } }
                """#)
            let ours = MergeFixture.replacing(#""value" : "x" "#, with: #""value" : "x", "x-note" : "ours" "#,
                in: MergeFixture.replacing(#""values" : [ "a" ] "#, with: #""values" : [ "a" ], "x-set" : 1 "#, in: base))
            let theirs = MergeFixture.replacing(#""value" : "x" "#, with: #""value" : "x", "x-note" : "theirs" "#,
                in: MergeFixture.replacing(#""values" : [ "a" ] "#, with: #""values" : [ "b" ] "#, in: base))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: warning: conflict: "A" de x-note: ours "ours", theirs "theirs"; kept ours"#,
            ])
            let expected = MergeFixture.replacing(#""values" : [ "a" ], "x-set" : 1 "#, with: #""values" : [ "b" ], "x-set" : 1 "#, in: ours)
            MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(expected)))
        }

        /// A review mark on one side (`locbridge review` on main) and a new text on the other (a translator's
        /// branch) are both kept: the new text, still marked (the source did not change in the merge), and
        /// said. Either way round, and for a form too.
        @Test func aReviewMarkAndANewTextAreBothKept() throws {
            let base = Self.catalog(#"""
                "Add" : { "localizations" : { "de" : \#(Self.unit("Hinzufügen")), "en" : \#(Self.unit("Add")) } },
                "%lld items" : { "localizations" : {
                  "en" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld item")), "other" : \#(Self.unit("%lld items")) } } },
                  "ru" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld элемент")), "other" : \#(Self.unit("%lld элемента")) } } } } }
                """#)
            let marked = MergeFixture.replacing(#""state" : "translated", "value" : "Hinzufügen""#,
                                                with: #""state" : "needs_review", "value" : "Hinzufügen""#,
                in: MergeFixture.replacing(#""state" : "translated", "value" : "%lld элемент" "#,
                                           with: #""state" : "needs_review", "value" : "%lld элемент" "#, in: base))
            let retranslated = MergeFixture.replacing(#""value" : "Hinzufügen""#, with: #""value" : "Neu""#,
                in: MergeFixture.replacing(#""value" : "%lld элемент" "#, with: #""value" : "%lld штука" "#, in: base))
            let expected = MergeFixture.replacing(#""state" : "translated", "value" : "Neu""#, with: #""state" : "needs_review", "value" : "Neu""#,
                in: MergeFixture.replacing(#""state" : "translated", "value" : "%lld штука" "#,
                                           with: #""state" : "needs_review", "value" : "%lld штука" "#, in: retranslated))
            for (ours, theirs, marker, writer) in [(marked, retranslated, "ours", "theirs"), (retranslated, marked, "theirs", "ours")] {
                let result = try Self.merge(base: base, ours: ours, theirs: theirs)
                #expect(!result.hasConflicts)
                #expect(Self.messages(result) == [
                    #"App/L.xcstrings:4:1: note: "%lld items" ru plural.one: \#(marker) marked "%lld элемент" needs_review, "#
                        + #"\#(writer) replaced it with "%lld штука"; marked needs_review"#,
                    #"App/L.xcstrings:44:1: note: "Add" de: \#(marker) marked "Hinzufügen" needs_review, \#(writer) replaced it with "Neu"; "#
                        + "marked needs_review",
                ])
                #expect(result.markedTranslations == 2)
                MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(expected)))
            }
        }

        /// A phrase set is merged as a text is: a review mark on one side and new phrases on the other are
        /// both kept (QA: a conflict, and the translator's phrases dropped).
        @Test func aReviewMarkAndNewPhrasesAreBothKept() throws {
            func set(_ state: String, _ phrases: String) -> String {
                #"{ "stringSet" : { "state" : "\#(state)", "values" : [ \#(phrases) ] } }"#
            }
            func catalog(_ state: String, _ phrases: String) -> String {
                Self.catalog(#""Open it" : { "localizations" : { "de" : \#(set(state, phrases)), "en" : \#(set("translated", #""Open it""#)) } }"#)
            }
            let base = catalog("translated", #""Öffnen""#)
            let marked = catalog("needs_review", #""Öffnen""#)
            let retranslated = catalog("translated", #""Aufmachen", "Starten""#)
            for (ours, theirs, marker, writer) in [(marked, retranslated, "ours", "theirs"), (retranslated, marked, "theirs", "ours")] {
                let result = try Self.merge(base: base, ours: ours, theirs: theirs)
                #expect(!result.hasConflicts)
                #expect(Self.messages(result) == [#"App/L.xcstrings:4:1: note: "Open it" de: \#(marker) marked "Öffnen" needs_review, "#
                    + #"\#(writer) replaced it with "Aufmachen", "Starten"; marked needs_review"#])
                MergeFixture.expectText(Self.text(result), MergeFixture.json(try MergeFixture.catalog(catalog("needs_review", #""Aufmachen", "Starten""#))))
            }
        }

        /// Plural forms merge one by one; a localization reshaped differently on each side keeps ours whole.
        @Test func formsMergeOneByOneAndShapesDoNotMix() throws {
            let base = Self.catalog(#"""
                "%lld items" : { "localizations" : {
                  "en" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld item")), "other" : \#(Self.unit("%lld items")) } } },
                  "ru" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld элемент")), "other" : \#(Self.unit("%lld элемента")) } } } } },
                "Items" : { "localizations" : { "de" : \#(Self.unit("Elemente")) } }
                """#)
            let ours = MergeFixture.replacing(#""%lld элемент" "#, with: #""%lld штука" "#, in: MergeFixture.replacing(
                #""de" : { "stringUnit" : { "state" : "translated", "value" : "Elemente" } }"#,
                with: #""de" : { "variations" : { "plural" : { "one" : \#(Self.unit("Element")), "other" : \#(Self.unit("Elemente")) } } }"#, in: base))
            let theirs = MergeFixture.replacing(#""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld элемент" } }"#,
                with: #""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld элемент" } }, "few" : \#(Self.unit("%lld элемента"))"#,
                in: MergeFixture.replacing(#""value" : "Elemente""#, with: #""value" : "Einträge""#, in: base))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : {
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld item"
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
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "few" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld элемента"
                                }
                              },
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld штука"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld элемента"
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "Items" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Element"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Elemente"
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
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:50:1: warning: conflict: "Items" de: ours (plural forms), theirs "Einträge"; kept ours"#,
            ])
        }

        @Test func aKeyDeletedOnOneSideAndUnchangedOnTheOtherIsDeleted() throws {
            let deleted = Self.withoutOld
            let changedElsewhere = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)])
            let expected = """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "comment" : "Button",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbrechen"
                          }
                        }
                      }
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Erledigt"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Done"
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
            for (ours, theirs) in [(deleted, changedElsewhere), (changedElsewhere, deleted)] {
                let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
                MergeFixture.expectText(Self.text(result), expected)
                #expect(result.conflicts.isEmpty)
            }
        }

        @Test func aKeyDeletedOnOneSideAndChangedOnTheOtherIsKeptAsAConflict() throws {
            let deleted = Self.withoutOld
            let changed = Self.edited([(#""value" : "Alt""#, #""value" : "Veraltet""#)])
            let expected = MergeFixture.json(try MergeFixture.catalog(changed))
            #expect(expected.hasSuffix("""
                    "Old" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Veraltet"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """))

            let oursDeleted = try Self.merge(base: Self.base, ours: deleted, theirs: changed)
            MergeFixture.expectText(Self.text(oursDeleted), expected)
            #expect(Self.messages(oursDeleted) == [#"App/L.xcstrings:37:1: warning: conflict: "Old": ours (deleted), theirs (changed); kept theirs"#])

            let theirsDeleted = try Self.merge(base: Self.base, ours: changed, theirs: deleted)
            MergeFixture.expectText(Self.text(theirsDeleted), expected)
            #expect(Self.messages(theirsDeleted) == [#"App/L.xcstrings:37:1: warning: conflict: "Old": ours (changed), theirs (deleted); kept ours"#])
        }

        /// Inside a key the same rules hold: a translation one side removed and the other changed is kept,
        /// as a conflict; one removed and unchanged on the other side is removed.
        @Test func translationsDeletedInsideAKeyFollowTheKeyRules() throws {
            let ours = Self.catalog(#"""
                "Cancel" : { "comment" : "Button", "localizations" : { } },
                "Done" : { "localizations" : { "en" : \#(Self.unit("Done")), "fr" : \#(Self.unit("Terminé")) } },
                "Old" : { "localizations" : { "de" : \#(Self.unit("Alt")) } }
                """#)
            let theirs = Self.edited([(#""value" : "Fertig""#, #""value" : "Erledigt""#)])
            let result = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:10:1: warning: conflict: "Done" de: ours (deleted), theirs "Erledigt"; kept theirs"#,
            ])
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "comment" : "Button",
                      "localizations" : {

                      }
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Erledigt"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Done"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terminé"
                          }
                        }
                      }
                    },
                    "Old" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Alt"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        }

        /// Ours changed the English text and updated German; theirs (working from the old English)
        /// changed French; Japanese nobody touched. French and Japanese now translate an old text.
        @Test func aSourceChangeOnOneSideMarksTheTranslationsItDidNotTouch() throws {
            let base = Self.catalog(#"""
                "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Done")), "fr" : \#(Self.unit("Terminé")),
                                               "it" : \#(Self.unit("Fatto", "needs_review")), "ja" : \#(Self.unit("完了")) } }
                """#)
            let ours = MergeFixture.replacing(#""value" : "Done""#, with: #""value" : "Finished""#,
                                              in: MergeFixture.replacing(#""Fertig""#, with: #""Abgeschlossen""#, in: base))
            let theirs = MergeFixture.replacing(#""Terminé""#, with: #""Fini""#, in: base)
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
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
                            "value" : "Fini"
                          }
                        },
                        "it" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Fatto"
                          }
                        },
                        "ja" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "完了"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(result.conflicts.isEmpty)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: note: "Done" (fr, ja): source changed "Done" → "Finished"; marked needs_review"#,
            ])
            try Self.expectSymmetric(result, base: base, ours: ours, theirs: theirs)
        }

        /// Both sides changed the English text, differently: ours wins the conflict. Theirs' French was
        /// written for theirs' English, which the result does not have, so it is marked; ours' German
        /// was written for the English the result has, so it stays.
        @Test func aTranslationWrittenForASourceThatLostAConflictIsMarked() throws {
            let base = Self.catalog(#"""
                "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Done")), "fr" : \#(Self.unit("Terminé")) } }
                """#)
            let ours = MergeFixture.replacing(#""value" : "Done""#, with: #""value" : "Finished""#,
                                              in: MergeFixture.replacing(#""Fertig""#, with: #""Beendet""#, in: base))
            let theirs = MergeFixture.replacing(#""value" : "Done""#, with: #""value" : "Complete""#,
                                                in: MergeFixture.replacing(#""Terminé""#, with: #""Complet""#, in: base))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            let merged = try CatalogReader.read(result.bytes, path: "").catalog
            let states = merged.strings["Done"]?.localizations?.mapValues { "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)" }
            #expect(states == ["de": "translated Beendet", "en": "translated Finished", "fr": "needs_review Complet"])
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: warning: conflict: "Done" en: ours "Finished", theirs "Complete"; kept ours"#,
                #"App/L.xcstrings:4:1: note: "Done" (fr): source changed "Done" → "Finished"; marked needs_review"#,
            ])
        }

        /// Theirs changed the English text and retranslated German; ours edited German for the old text.
        /// The conflict keeps ours' German, which translates the old text: it is marked.
        @Test func aKeptTranslationOfTheOldSourceIsMarked() throws {
            let base = Self.catalog(#"""
                "Open" : { "localizations" : { "de" : \#(Self.unit("Öffnen")), "en" : \#(Self.unit("Open")) } }
                """#)
            let ours = MergeFixture.replacing(#""Öffnen""#, with: #""Öffne""#, in: base)
            let theirs = MergeFixture.replacing(#""value" : "Open""#, with: #""value" : "Open file""#,
                                                in: MergeFixture.replacing(#""Öffnen""#, with: #""Datei öffnen""#, in: base))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            let merged = try CatalogReader.read(result.bytes, path: "").catalog
            let states = merged.strings["Open"]?.localizations?.mapValues { "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)" }
            #expect(states == ["de": "needs_review Öffne", "en": "translated Open file"])
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: warning: conflict: "Open" de: ours "Öffne", theirs "Datei öffnen"; kept ours"#,
                #"App/L.xcstrings:4:1: note: "Open" (de): source changed "Open" → "Open file"; marked needs_review"#,
            ])
        }

        /// Theirs changed the English plural and retranslated German `other`; ours edited German `one`
        /// for the old text. The forms merge one by one, and only ours' `one` is marked.
        @Test func formsWrittenForTheOldSourceAreMarkedOneByOne() throws {
            func plural(_ one: String, _ other: String) -> String {
                #"{ "variations" : { "plural" : { "one" : \#(Self.unit(one)), "other" : \#(Self.unit(other)) } } }"#
            }
            let base = Self.catalog(#"""
                "%lld files" : { "localizations" : { "de" : \#(plural("Eine Datei", "%lld Dateien")), "en" : \#(plural("%lld file", "%lld files")) } }
                """#)
            let ours = MergeFixture.replacing(#""Eine Datei""#, with: #""Genau eine Datei""#, in: base)
            let theirs = MergeFixture.replacing(#""value" : "%lld file""#, with: #""value" : "%lld document""#,
                                                in: MergeFixture.replacing(#""value" : "%lld files""#, with: #""value" : "%lld documents""#,
                                                in: MergeFixture.replacing(#""%lld Dateien""#, with: #""%lld Dokumente""#, in: base)))
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            let merged = try CatalogReader.read(result.bytes, path: "").catalog
            let forms = merged.strings["%lld files"]?.localizations?["de"]?.variations?.plural?.mapValues {
                "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)"
            }
            #expect(forms == [.one: "needs_review Genau eine Datei", .other: "translated %lld Dokumente"])
            #expect(result.conflicts.isEmpty)
            #expect(result.review.markedTranslations == 1)
            try Self.expectSymmetric(result, base: base, ours: ours, theirs: theirs)
        }

        /// A key spelled in another Unicode normalization is another key to Xcode and to the app's lookup:
        /// the side that respelled it wins, as for any change; two new spellings conflict (ours kept).
        @Test func aKeysSpellingIsMergedByItsCodePoints() throws {
            let composed = Self.catalog(#""Caf\u00e9" : { "localizations" : { "de" : \#(Self.unit("Kaffee")) } }"#)
            let decomposed = Self.catalog(#""Cafe\u0301" : { "localizations" : { "de" : \#(Self.unit("Kaffee")) } }"#)
            let respelled = try Self.merge(base: composed, ours: composed, theirs: decomposed)
            #expect(Array(respelled.catalog.strings.keys.first!.unicodeScalars) == Array("Cafe\u{301}".unicodeScalars))
            #expect(respelled.conflicts.isEmpty)
            let kept = try Self.merge(base: composed, ours: decomposed, theirs: composed)
            #expect(Array(kept.catalog.strings.keys.first!.unicodeScalars) == Array("Cafe\u{301}".unicodeScalars))
            let both = try Self.merge(base: Self.catalog(""), ours: composed, theirs: decomposed)
            #expect(Array(both.catalog.strings.keys.first!.unicodeScalars) == Array("Caf\u{E9}".unicodeScalars))
            #expect(Self.messages(both) == [
                #"App/L.xcstrings:4:1: warning: conflict: "Café" key spelling: ours U+00E9, theirs U+0065 U+0301; kept ours"#,
            ])
        }

        /// With no common base (git passes an empty file when both branches added the catalog) every key
        /// is an addition: equal ones merge, different ones conflict, nothing is marked.
        @Test func withoutABaseEverythingIsAnAddition() throws {
            let ours = Self.catalog(#""A" : { "comment" : "a" }, "Done" : { "localizations" : { "de" : \#(Self.unit("Fertig")), "en" : \#(Self.unit("Finished")) } }"#)
            let theirs = Self.catalog(#""B" : { }, "Done" : { "localizations" : { "de" : \#(Self.unit("Erledigt")), "en" : \#(Self.unit("Done")) } }"#)
            let result = try Self.merge(base: nil, ours: ours, theirs: theirs)
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "A" : {
                      "comment" : "a"
                    },
                    "B" : {

                    },
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
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:10:1: warning: conflict: "Done" de: ours "Fertig", theirs "Erledigt"; kept ours"#,
                #"App/L.xcstrings:10:1: warning: conflict: "Done" en: ours "Finished", theirs "Done"; kept ours"#,
            ])
        }

        /// A key both sides added with different source texts: the translations only the side whose text
        /// lost wrote are marked for review, with a base that lacks the key or with none at all, and also
        /// when that side has no source localization (its source text is the key).
        @Test func aKeyAddedOnBothSidesIsReviewedAgainstTheKeptSource() throws {
            let ours = Self.catalog(#""Welcome" : { "localizations" : { "de" : \#(Self.unit("Willkommen an Bord")), "en" : \#(Self.unit("Welcome aboard")) } }"#)
            let theirs = Self.catalog(#""Welcome" : { "localizations" : { "en" : \#(Self.unit("Welcome")), "fr" : \#(Self.unit("Bienvenue")) } }"#)
            for base in [nil, Self.catalog(#""Other" : { }"#)] {
                let result = try Self.merge(base: base, ours: ours, theirs: theirs)
                #expect(result.catalog.strings["Welcome"]?.localizations?["fr"] == Localization(stringUnit: StringUnit(state: .needsReview, value: "Bienvenue")))
                #expect(result.catalog.strings["Welcome"]?.localizations?["de"]?.stringUnit?.state == .translated)
                #expect(Self.messages(result).suffix(2) == [
                    #"App/L.xcstrings:4:1: warning: conflict: "Welcome" en: ours "Welcome aboard", theirs "Welcome"; kept ours"#,
                    #"App/L.xcstrings:4:1: note: "Welcome" (fr): source changed "Welcome" → "Welcome aboard"; marked needs_review"#,
                ])
            }
            let keyOnly = Self.catalog(#""Welcome" : { "localizations" : { "fr" : \#(Self.unit("Bienvenue")) } }"#)
            let result = try Self.merge(base: nil, ours: ours, theirs: keyOnly)
            #expect(result.catalog.strings["Welcome"]?.localizations?["fr"]?.stringUnit?.state == .needsReview)
            #expect(Self.messages(result) == [
                #"App/L.xcstrings:4:1: note: "Welcome" (fr): source changed "Welcome" → "Welcome aboard"; marked needs_review"#,
            ])
        }

        /// A side that changes the development language is taken, and said once: every key's source
        /// text changes with it. Both sides changing it differently is a conflict instead.
        @Test func aNewSourceLanguageIsWarnedAbout() throws {
            let base = Self.catalog(#""A" : { }"#)
            let theirs = MergeFixture.replacing(#""sourceLanguage" : "en""#, with: #""sourceLanguage" : "de""#, in: base)
            let result = try Self.merge(base: base, ours: base, theirs: theirs)
            #expect(result.catalog.sourceLanguage == "de")
            #expect(Self.messages(result) == [
                "App/L.xcstrings:1:1: warning: sourceLanguage changed from en to de (theirs): each key's source text is now "
                    + "its de text, and translations were reviewed against it",
            ])
            let ours = MergeFixture.replacing(#""sourceLanguage" : "en""#, with: #""sourceLanguage" : "fr""#, in: base)
            let conflict = try Self.merge(base: base, ours: ours, theirs: theirs)
            #expect(Self.messages(conflict) == [#"App/L.xcstrings:1:1: warning: conflict: sourceLanguage: ours "fr", theirs "de"; kept ours"#])
        }

        @Test func rootMembersMergeLikeAnyOther() throws {
            let base = Self.catalog(#""A" : { }"#)
            let ours = MergeFixture.replacing(#""version" : "1.0""#, with: #""version" : "1.1""#, in: base)
            let theirs = MergeFixture.replacing(#""version" : "1.0""#, with: #""version" : "1.2", "x-tool" : 3"#, in: base)
            let result = try Self.merge(base: base, ours: ours, theirs: theirs)
            #expect(Self.messages(result) == [#"App/L.xcstrings:1:1: warning: conflict: version: ours "1.1", theirs "1.2"; kept ours"#])
            MergeFixture.expectText(Self.text(result), """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "A" : {

                    }
                  },
                  "version" : "1.1",
                  "x-tool" : 3
                }
                """)
        }
    }
}
