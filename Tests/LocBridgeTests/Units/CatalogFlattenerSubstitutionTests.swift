import Testing
@testable import LocBridge

extension Units {
    /// Substitutions (FORMATS.md §2, "Id grammar"): a root unit whose `%#@NAME@` gains the argument
    /// number, and one unit per plural form whose `%arg` becomes the format specifier.
    @Suite struct CatalogFlattenerSubstitutionTests {
        static func catalog(argNum: String) -> String {
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "You have %#@files@" : {
                  "comment" : "Storage summary",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "Du hast %#@files@" },
                      "substitutions" : {
                        "files" : {
                          \(argNum)"formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg Dateien" } }
                            }
                          }
                        }
                      }
                    },
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "You have %#@files@" },
                      "substitutions" : {
                        "files" : {
                          \(argNum)"formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
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
            """
        }

        @Test func withArgumentNumber() throws {
            try expectXLIFF(ExportFixture.units(Self.catalog(argNum: #""argNum" : 1, "#), language: "de"), """
                  <trans-unit id="You have %#@files@" xml:space="preserve">
                    <source>You have %1$#@files@</source>
                    <target state="translated">Du hast %1$#@files@</target>
                    <note>Storage summary</note>
                  </trans-unit>
                  <trans-unit id="You have %#@files@|==|substitutions.files.plural.one" xml:space="preserve">
                    <source>%1$lld file</source>
                    <target state="translated">%1$lld Datei</target>
                    <note>Storage summary</note>
                  </trans-unit>
                  <trans-unit id="You have %#@files@|==|substitutions.files.plural.other" xml:space="preserve">
                    <source>%1$lld files</source>
                    <target state="needs-review-l10n">%1$lld Dateien</target>
                    <note>Storage summary</note>
                  </trans-unit>

            """)
        }

        @Test func withoutArgumentNumber() throws {
            try expectXLIFF(ExportFixture.units(Self.catalog(argNum: ""), language: "de"), """
                  <trans-unit id="You have %#@files@" xml:space="preserve">
                    <source>You have %#@files@</source>
                    <target state="translated">Du hast %#@files@</target>
                    <note>Storage summary</note>
                  </trans-unit>
                  <trans-unit id="You have %#@files@|==|substitutions.files.plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <target state="translated">%lld Datei</target>
                    <note>Storage summary</note>
                  </trans-unit>
                  <trans-unit id="You have %#@files@|==|substitutions.files.plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="needs-review-l10n">%lld Dateien</target>
                    <note>Storage summary</note>
                  </trans-unit>

            """)
        }

        /// Two substitutions, numbered 1 and 2; the translation puts them in the other order.
        @Test func twoSubstitutions() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%#@files@ in %#@folders@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                      "substitutions" : {
                        "files" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                            }
                          }
                        },
                        "folders" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
                            }
                          }
                        }
                      }
                    },
                    "ja" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@folders@内の%#@files@" },
                      "substitutions" : {
                        "files" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 個のファイル" } }
                            }
                          }
                        },
                        "folders" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 個のフォルダ" } }
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
            """#
            try expectXLIFF(ExportFixture.units(json, language: "ja"), """
                  <trans-unit id="%#@files@ in %#@folders@" xml:space="preserve">
                    <source>%1$#@files@ in %2$#@folders@</source>
                    <target state="translated">%2$#@folders@内の%1$#@files@</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%#@files@ in %#@folders@|==|substitutions.files.plural.other" xml:space="preserve">
                    <source>%1$lld files</source>
                    <target state="translated">%1$lld 個のファイル</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%#@files@ in %#@folders@|==|substitutions.folders.plural.other" xml:space="preserve">
                    <source>%2$lld folders</source>
                    <target state="translated">%2$lld 個のフォルダ</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// A substitution only the translation defines: the text keeps `%1$#@VISITS@`, and each form's
        /// `<source>` is its own id, as Xcode 27 exports it (the source has no text for it).
        @Test func aSubstitutionOnlyTheTranslationDefines() throws {
            try expectXLIFF(ExportFixture.units(AddedSubstitutionFixture.catalog(), language: "de"), """
                  <trans-unit id="visits" xml:space="preserve">
                    <source>%lld visits</source>
                    <target state="translated">Insgesamt %1$#@VISITS@</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="visits|==|substitutions.VISITS.plural.one" xml:space="preserve">
                    <source>visits|==|substitutions.VISITS.plural.one</source>
                    <target state="translated">%1$lld Besuch</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="visits|==|substitutions.VISITS.plural.other" xml:space="preserve">
                    <source>visits|==|substitutions.VISITS.plural.other</source>
                    <target state="translated">%1$lld Besuche</target>
                    <note/>
                  </trans-unit>

            """)
            // The fixture's units are these.
            #expect(try ExportFixture.units(AddedSubstitutionFixture.catalog(), language: "de")
                == AddedSubstitutionFixture.export + "\n")
        }

        /// A name containing `.` is wrapped in `@…@` in the id; an untranslated language gets the
        /// root and the leaves without targets.
        @Test func dottedNameUntranslated() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%@ has %#@total.strings@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%@ has %#@total.strings@" },
                      "substitutions" : {
                        "total.strings" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg string" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg strings" } }
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
            """#
            try expectXLIFF(ExportFixture.units(json, language: "fr"), """
                  <trans-unit id="%@ has %#@total.strings@" xml:space="preserve">
                    <source>%@ has %2$#@total.strings@</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%@ has %#@total.strings@|==|substitutions.@total.strings@.plural.one" xml:space="preserve">
                    <source>%2$lld string</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%@ has %#@total.strings@|==|substitutions.@total.strings@.plural.other" xml:space="preserve">
                    <source>%2$lld strings</source>
                    <note/>
                  </trans-unit>

            """)
        }
    }
}
