import Testing
@testable import LocBridge

extension Export {
    /// What each kind of entry becomes in the exported `<body>` (FORMATS.md §2, "Units"): states,
    /// source-language targets, `translate="no"`, notes, stale keys and App Shortcuts string sets.
    @Suite struct ExporterUnitTests {
        /// translated, new, needs_review, an unknown state, and no translation at all.
        @Test func stateMapping() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "Abbrechen" } } } },
                "Delete" : { "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Löschen" } } } },
                "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } },
                "Edit" : { },
                "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "reviewed", "value" : "Sichern" } } } },
                "Share" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Share…" } } } }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Cancel" xml:space="preserve">
                    <source>Cancel</source>
                    <target state="new">Abbrechen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Delete" xml:space="preserve">
                    <source>Delete</source>
                    <target state="needs-review-l10n">Löschen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">Fertig</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Edit" xml:space="preserve">
                    <source>Edit</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Save" xml:space="preserve">
                    <source>Save</source>
                    <target state="x-reviewed">Sichern</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Share" xml:space="preserve">
                    <source>Share…</source>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Exporting the source language: target = source with the source's state; a key without a
        /// source localization has the key as target, `new`; plural forms the source lacks take its
        /// `other` text and state.
        @Test func sourceLanguageExport() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld file(s)" } }
                        }
                      }
                    }
                  }
                },
                "Bye" : { },
                "Done" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "Done" } } } },
                "Hello" : { "localizations" : { "en" : { "stringUnit" : { "state" : "needs_review", "value" : "Hello!" } } } },
                "Welcome" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome!" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "en"), """
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file(s)</source>
                    <target state="needs-review-l10n">%lld file(s)</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld file(s)</source>
                    <target state="needs-review-l10n">%lld file(s)</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Bye" xml:space="preserve">
                    <source>Bye</source>
                    <target state="new">Bye</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="new">Done</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Hello" xml:space="preserve">
                    <source>Hello!</source>
                    <target state="needs-review-l10n">Hello!</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Welcome" xml:space="preserve">
                    <source>Welcome!</source>
                    <target state="translated">Welcome!</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Substitutions in the source-language export: root and every leaf carry their source as target.
        @Test func sourceLanguageExportOfSubstitutions() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%#@n@ left" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@n@ left" },
                      "substitutions" : {
                        "n" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
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
            try expectXLIFF(ExportFixture.units(json, language: "en"), """
                  <trans-unit id="%#@n@ left" xml:space="preserve">
                    <source>%1$#@n@ left</source>
                    <target state="translated">%1$#@n@ left</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%#@n@ left|==|substitutions.n.plural.one" xml:space="preserve">
                    <source>%1$lld items</source>
                    <target state="translated">%1$lld items</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%#@n@ left|==|substitutions.n.plural.other" xml:space="preserve">
                    <source>%1$lld items</source>
                    <target state="translated">%1$lld items</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// `shouldTranslate: false` → `translate="no"` between `id` and `xml:space`; targets stay.
        @Test func doNotTranslate() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "AppName" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "AppName" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "AppName" } }
                  },
                  "shouldTranslate" : false
                },
                "v%@" : {
                  "comment" : "Version",
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="AppName" translate="no" xml:space="preserve">
                    <source>AppName</source>
                    <target state="translated">AppName</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="v%@" translate="no" xml:space="preserve">
                    <source>v%@</source>
                    <note>Version</note>
                  </trans-unit>

            """)
            try expectXLIFF(ExportFixture.units(json, language: "en"), """
                  <trans-unit id="AppName" translate="no" xml:space="preserve">
                    <source>AppName</source>
                    <target state="translated">AppName</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="v%@" translate="no" xml:space="preserve">
                    <source>v%@</source>
                    <target state="new">v%@</target>
                    <note>Version</note>
                  </trans-unit>

            """)
        }

        /// A plain translation of a text that varies is one unit, as Xcode exports it (observed for a
        /// plural source in Xcode 27; devices are taken alike): its source is the text the app shows by
        /// default, the `other` branch's. Files from earlier versions offered it for each variation
        /// (`MergeDraftTests`).
        @Test(arguments: [
            (#"{ "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } }"#, "Tap"),
            (#"{ "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap once" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld times" } } } }"#, "Tap %lld times"),
            (#"{ "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } }, "other" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap once" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld times" } } } } } } }"#, "Tap %lld times"),
        ])
        func aPlainTranslationOfAVaryingTextIsOneUnit(variations: String, source: String) throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Tap" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Tippen" } },
                    "en" : { "variations" : \#(variations) }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Tap" xml:space="preserve">
                    <source>\(source)</source>
                    <target state="needs-review-l10n">Tippen</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// A comment, none, an auto-generated one, and a comment repeated on every variation leaf.
        @Test func notes() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld days" : {
                  "comment" : "Trial length",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                        }
                      }
                    }
                  }
                },
                "Archive" : { "comment" : "Toolbar button that archives the message" },
                "Compose" : {
                  "comment" : "A button that opens a new message.",
                  "isCommentAutoGenerated" : true
                },
                "Inbox" : { }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "fr"), """
                  <trans-unit id="%lld days|==|plural.one" xml:space="preserve">
                    <source>%lld day</source>
                    <note>Trial length</note>
                  </trans-unit>
                  <trans-unit id="%lld days|==|plural.other" xml:space="preserve">
                    <source>%lld days</source>
                    <note>Trial length</note>
                  </trans-unit>
                  <trans-unit id="Archive" xml:space="preserve">
                    <source>Archive</source>
                    <note>Toolbar button that archives the message</note>
                  </trans-unit>
                  <trans-unit id="Compose" xml:space="preserve">
                    <source>Compose</source>
                    <note from="auto-generated">A button that opens a new message.</note>
                  </trans-unit>
                  <trans-unit id="Inbox" xml:space="preserve">
                    <source>Inbox</source>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Stale keys (and the other extraction states) are exported like any other.
        @Test func staleKeysAreExported() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Gone" : {
                  "extractionState" : "stale",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Gone" } }
                  }
                },
                "Kept" : { "extractionState" : "manual" },
                "Moved" : { "extractionState" : "migrated" }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Gone" xml:space="preserve">
                    <source>Gone</source>
                    <target state="translated">Weg</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Kept" xml:space="preserve">
                    <source>Kept</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Moved" xml:space="preserve">
                    <source>Moved</source>
                    <note/>
                  </trans-unit>

            """)
        }

        /// App Shortcuts phrases: one `<mrk mtype="x-set">` per phrase, in `<source>` and `<target>`.
        @Test func stringSet() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Open ${applicationName}" : {
                  "localizations" : {
                    "de" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "${applicationName} öffnen",
                          "Starte ${applicationName} & los"
                        ]
                      }
                    },
                    "en" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "Open ${applicationName}",
                          "Start <${applicationName}>"
                        ]
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Open ${applicationName}" xml:space="preserve">
                    <source><mrk mtype="x-set" mid="0">Open ${applicationName}</mrk><mrk mtype="x-set" mid="1">Start &lt;${applicationName}&gt;</mrk></source>
                    <target state="translated"><mrk mtype="x-set" mid="0">${applicationName} öffnen</mrk><mrk mtype="x-set" mid="1">Starte ${applicationName} &amp; los</mrk></target>
                    <note/>
                  </trans-unit>

            """)
            try expectXLIFF(ExportFixture.units(json, language: "fr"), """
                  <trans-unit id="Open ${applicationName}" xml:space="preserve">
                    <source><mrk mtype="x-set" mid="0">Open ${applicationName}</mrk><mrk mtype="x-set" mid="1">Start &lt;${applicationName}&gt;</mrk></source>
                    <note/>
                  </trans-unit>

            """)
        }
    }
}
