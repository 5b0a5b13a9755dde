import Testing
@testable import LocBridge

extension MergeTests {
    /// Units for variations the catalog does not have yet are folded in as Xcode writes them
    /// (FORMATS.md §1, §2): a Russian `few`, a `device.mac`, a new language's substitutions with
    /// positions converted back; variations are never replaced by another shape.
    @Suite struct MergeVariationTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
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
                              "value" : "%lld files"
                            }
                          }
                        }
                      }
                    },
                    "ru" : {
                      "variations" : {
                        "plural" : {
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld файлов"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld файл"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld файла"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Found %lld files in %lld folders" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Found %#@files@ in %#@folders@"
                      },
                      "substitutions" : {
                        "files" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg file"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg files"
                                }
                              }
                            }
                          }
                        },
                        "folders" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg folder"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg folders"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Tap to open" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Zum Öffnen tippen"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        /// The translator adds the `few` form the Russian translation lacked.
        @Test func aNewRussianFewForm() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "ru", """
                      <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">%lld файла</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld files|==|plural.many" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">%lld файлов</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "many" : {
                """, with: """
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "few" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld файла"
                                }
                              },
                              "many" : {
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
            #expect(report.diagnostics.isEmpty)
        }

        /// The file's Mac variation of "Tap to open", and its plain unit with `target`.
        static let macUnit = unit("Tap to open|==|device.mac", target: "Zum Öffnen klicken")
        static func plainUnit(_ target: String, state: String = "translated") -> String {
            unit("Tap to open", target: target, state: state)
        }

        static func unit(_ id: String, target: String, state: String = "translated") -> String {
            """
                  <trans-unit id="\(id)" xml:space="preserve">
                    <source>Tap to open</source>
                    <target state="\(state)">\(target)</target>
                    <note/>
                  </trans-unit>

            """
        }

        /// `catalog` with the German "Tap to open" split into a Mac variation and `other`.
        static func withMacVariation(other: String) -> String {
            MergeFixture.replacing("""
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Zum Öffnen tippen"
                          }
                        }
                """, with: """
                        "de" : {
                          "variations" : {
                            "device" : {
                              "mac" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Zum Öffnen klicken"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "\(other)"
                                }
                              }
                            }
                          }
                        }
                """, in: catalog)
        }

        /// A Mac variation for a German text that was the same on every device: the device variations
        /// are created and the plain text becomes their `other` variation, with a warning.
        @Test func aNewDeviceVariation() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(Self.macUnit), into: Self.catalog)
            MergeFixture.expectText(json, Self.withMacVariation(other: "Zum Öffnen tippen"))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "Tap to open" had one de translation for all devices ("Zum Öffnen tippen"); it was kept as the "other" variation beside the device variations from the XLIFF"#,
            ])
        }

        /// The same Mac variation from a tool that put it before the plain unit, which it revises too: the
        /// plain unit goes in first, so the warning names the text the `other` variation holds (QA: it
        /// named the text the plain unit then replaced).
        @Test func aNewDeviceVariationBeforeTheRevisedPlainUnit() throws {
            let file = MergeFixture.xliff(Self.macUnit + Self.plainUnit("Tippen zum Öffnen"))
            let (json, report) = try MergeFixture.importing(file, into: Self.catalog)
            MergeFixture.expectText(json, Self.withMacVariation(other: "Tippen zum Öffnen"))
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "Tap to open" had one de translation for all devices ("Tippen zum Öffnen"); it was kept as the "other" variation beside the device variations from the XLIFF"#,
            ])
        }

        /// A revised plain unit left a draft beside an added Mac variation, in either order: the draft meets
        /// the finished plain translation before the split (not applied, a note), then the Mac variation
        /// splits it (QA: the draft came after the split and was called an unknown id, exit 1).
        @Test(arguments: [false, true]) func aPlainDraftBesideANewDeviceVariation(variationFirst: Bool) throws {
            var units = [Self.plainUnit("Tippen zum Öffnen", state: "new"), Self.macUnit]
            if variationFirst { units.reverse() }
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(units.joined()), into: Self.catalog)
            MergeFixture.expectText(json, Self.withMacVariation(other: "Zum Öffnen tippen"))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, draftsSkipped: 1))
            let (plainLine, macLine) = variationFirst ? (13, 8) : (8, 13)
            #expect(report.diagnostics.map(\.description).sorted() == [
                #"de.xliff:\#(plainLine):1: note: draft "Tap to open" not applied: its state "new" marks it unfinished, and the catalog's finished translation stays; mark the target translated (or final) to replace it"#,
                #"de.xliff:\#(macLine):1: warning: "Tap to open" had one de translation for all devices ("Zum Öffnen tippen"); it was kept as the "other" variation beside the device variations from the XLIFF"#,
            ].sorted())
        }

        /// A plural form added to a text without a number (no format specifier) is refused: nothing would
        /// choose between the forms, and the catalog would hold a plural `check` reports incomplete.
        @Test func aPluralFormForATextWithoutANumberIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Tap to open|==|plural.one" xml:space="preserve">
                        <source>Tap to open</source>
                        <target state="translated">Einmal tippen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Tap to open" (Tap to open|==|plural.one): it adds a plural form to "Tap to open", which has no number (no format specifier) for the form to depend on; translate it as one text; fix the translation and import again"#,
            ])
        }

        /// Variations a translator adds were made for the text they vary: a `<source>` older than the
        /// catalog's marks them for review and is reported, as for any unit.
        @Test func addedVariationsOfAnOlderSourceAreMarkedForReview() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Tap to open|==|device.mac" xml:space="preserve">
                        <source>Tap here to open</source>
                        <target state="translated">Zum Öffnen klicken</target>
                      </trans-unit>
                """), into: Self.catalog)
            let mac = try MergeFixture.catalog(json).strings["Tap to open"]?.localizations?["de"]?.variations?.device?[.mac]
            #expect(mac?.stringUnit == StringUnit(state: .needsReview, value: "Zum Öffnen klicken"))
            #expect(MergeCounts(report) == MergeCounts(sourceChanged: 1))
            #expect(report.diagnostics.map(\.description).last
                == #"de.xliff:8:1: warning: the file's <source> of "Tap to open" is "Tap here to open", not the catalog's source text "Tap to open" (changed since export, or edited in the file); imported as needs_review"#)
        }

        /// The same translator file imported again: its plain unit is now the `other` variation the first
        /// import made of it, so nothing changes and nothing is unknown.
        @Test func theSameFileWithANewDeviceVariationImportsTwice() throws {
            let file = MergeFixture.xliff("""
                      <trans-unit id="Tap to open" xml:space="preserve">
                        <source>Tap to open</source>
                        <target state="translated">Zum Öffnen tippen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Tap to open|==|device.mac" xml:space="preserve">
                        <source>Tap to open</source>
                        <target state="translated">Zum Öffnen klicken</target>
                        <note/>
                      </trans-unit>
                """)
            let (once, first) = try MergeFixture.importing(file, into: Self.catalog)
            #expect(MergeCounts(first) == MergeCounts(updated: 1, unchanged: 1))
            let (twice, second) = try MergeFixture.importing(file, into: once)
            MergeFixture.expectText(twice, once)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
            #expect(second.diagnostics.isEmpty)
            // A revised plain text goes to that `other` variation.
            let (revised, third) = try MergeFixture.importing(file.replacingOccurrences(of: ">Zum Öffnen tippen<", with: ">Tippen<"),
                                                              into: once)
            #expect(MergeCounts(third) == MergeCounts(updated: 1, unchanged: 1))
            #expect(revised.contains(#""value" : "Tippen""#))
        }

        /// A plain unit from an export made before the source varied by plural: its translation was not
        /// made for the forms, so it is a changed source even where its `<source>` is the text the app
        /// showed then (the `other` form), said so; another text is said as any changed source.
        @Test func aPlainUnitForASourceThatNowVariesIsAChangedSource() throws {
            func unit(source: String) -> String {
                """
                      <trans-unit id="%lld files" xml:space="preserve">
                        <source>\(source)</source>
                        <target state="translated">%lld Dateien</target>
                        <note/>
                      </trans-unit>
                """
            }
            let (_, same) = try MergeFixture.importing(MergeFixture.xliff(unit(source: "%lld files")), into: Self.catalog)
            #expect(MergeCounts(same) == MergeCounts(sourceChanged: 1))
            #expect(same.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: the file's unit for "%lld files" is one plain text ("%lld files"), but the catalog's source text varies by plural since the export, so the translation was not made for each variation; imported as needs_review"#,
            ])
            let (json, older) = try MergeFixture.importing(MergeFixture.xliff(unit(source: "%lld documents")), into: Self.catalog)
            #expect(MergeCounts(older) == MergeCounts(sourceChanged: 1))
            #expect(older.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: the file's <source> of "%lld files" is "%lld documents", not the catalog's source text "%lld files" (changed since export, or edited in the file); imported as needs_review"#,
            ])
            #expect(try MergeFixture.catalog(json).strings["%lld files"]?.localizations?["de"]?.stringUnit
                == StringUnit(state: .needsReview, value: "%lld Dateien"))
        }

        /// A first French translation of a text with two substitutions: `%1$#@files@` → `%#@files@`,
        /// `%1$lld` → `%arg`, substitutions created with the English `argNum`/`formatSpecifier`. The
        /// `one` form may leave out the count.
        @Test func substitutionsOfANewLanguage() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "fr", """
                      <trans-unit id="Found %lld files in %lld folders" xml:space="preserve">
                        <source>Found %1$#@files@ in %2$#@folders@</source>
                        <target state="translated">%1$#@files@ trouvés dans %2$#@folders@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Found %lld files in %lld folders|==|substitutions.files.plural.one" xml:space="preserve">
                        <source>%1$lld file</source>
                        <target state="translated">un fichier</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Found %lld files in %lld folders|==|substitutions.files.plural.other" xml:space="preserve">
                        <source>%1$lld files</source>
                        <target state="translated">%1$lld fichiers</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Found %lld files in %lld folders|==|substitutions.folders.plural.one" xml:space="preserve">
                        <source>%2$lld folder</source>
                        <target state="translated">%2$lld dossier</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Found %lld files in %lld folders|==|substitutions.folders.plural.other" xml:space="preserve">
                        <source>%2$lld folders</source>
                        <target state="new">%2$lld dossiers</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                            }
                          }
                        }
                      }
                    },
                    "Tap to open" : {
                """, with: """
                            }
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%#@files@ trouvés dans %#@folders@"
                          },
                          "substitutions" : {
                            "files" : {
                              "argNum" : 1,
                              "formatSpecifier" : "lld",
                              "variations" : {
                                "plural" : {
                                  "one" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "un fichier"
                                    }
                                  },
                                  "other" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "%arg fichiers"
                                    }
                                  }
                                }
                              }
                            },
                            "folders" : {
                              "argNum" : 2,
                              "formatSpecifier" : "lld",
                              "variations" : {
                                "plural" : {
                                  "one" : {
                                    "stringUnit" : {
                                      "state" : "translated",
                                      "value" : "%arg dossier"
                                    }
                                  },
                                  "other" : {
                                    "stringUnit" : {
                                      "state" : "needs_review",
                                      "value" : "%arg dossiers"
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "Tap to open" : {
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 4, draftsAdded: 1))
            #expect(report.diagnostics.isEmpty)
        }

        /// Russian has plural forms: one plain text, or device variations, would have to replace them.
        /// Neither is imported (counted as unknown: the id has no place in the catalog).
        @Test func variationsAreNeverReplacedByAnotherShape() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "ru", """
                      <trans-unit id="%lld files" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">%lld файлов</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld files|==|device.mac" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">%lld файлов на Mac</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unknown: 2))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: unknown id "%lld files": "%lld files" has plural variations in ru, which one plain translation cannot replace; the unit was not imported"#,
                #"de.xliff:13:1: warning: unknown id "%lld files|==|device.mac": "%lld files" has plural variations in ru, which device variations cannot replace; the unit was not imported"#,
            ])
        }
    }
}
