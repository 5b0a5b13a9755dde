import Testing
@testable import LocBridge

extension Units {
    /// Which plural units a target language gets (FORMATS.md §2, "Id grammar", and §5): the target's CLDR
    /// categories, plus `zero` when either side spells it out; a category the source lacks takes the
    /// source's `other` text.
    @Suite struct CatalogFlattenerPluralTests {
        /// English source with `one`/`other`, and translations for ru, ja, ar (only `one` and `other`) and de.
        static let files = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "ar" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "ملف واحد" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملف" } }
                    }
                  }
                },
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    }
                  }
                },
                "ja" : {
                  "variations" : {
                    "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

        @Test func russianGetsOneFewManyOther() throws {
            try expectXLIFF(ExportFixture.units(Self.files, language: "ru"), """
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
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <target state="translated">%lld файл</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld файла</target>
                    <note/>
                  </trans-unit>

            """)
        }

        @Test func japaneseGetsOtherOnly() throws {
            try expectXLIFF(ExportFixture.units(Self.files, language: "ja"), """
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld 個のファイル</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// All six categories; those the target lacks have no `<target>`, those the source lacks take `other`.
        @Test func arabicGetsAllSix() throws {
            try expectXLIFF(ExportFixture.units(Self.files, language: "ar"), """
                  <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.many" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <target state="translated">ملف واحد</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld ملف</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.two" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.zero" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>

            """)
        }

        @Test func germanGetsOneOther() throws {
            try expectXLIFF(ExportFixture.units(Self.files, language: "de"), """
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <target state="translated">%lld Datei</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld Dateien</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// A language the catalog has no translation for still gets its categories, without targets.
        @Test func untranslatedLanguageGetsItsCategories() throws {
            try expectXLIFF(ExportFixture.units(Self.files, language: "pl"), """
                  <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.many" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <note/>
                  </trans-unit>

            """)
        }

        /// `zero` spelled out in the source: de (one, other) gets `zero` too, untranslated.
        @Test func zeroInTheSourceIsAdded() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld songs" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Lied" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Lieder" } }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } },
                          "zero" : { "stringUnit" : { "state" : "translated", "value" : "No songs" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="%lld songs|==|plural.one" xml:space="preserve">
                    <source>%lld song</source>
                    <target state="translated">%lld Lied</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld songs|==|plural.other" xml:space="preserve">
                    <source>%lld songs</source>
                    <target state="translated">%lld Lieder</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld songs|==|plural.zero" xml:space="preserve">
                    <source>No songs</source>
                    <note/>
                  </trans-unit>

            """)
        }

        /// `zero` spelled out only in the target: exported, with the source's `other` text as source.
        @Test func zeroInTheTargetIsAdded() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld songs" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } }
                        }
                      }
                    },
                    "ja" : {
                      "variations" : {
                        "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 曲" } },
                          "zero" : { "stringUnit" : { "state" : "needs_review", "value" : "曲なし" } }
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
                  <trans-unit id="%lld songs|==|plural.other" xml:space="preserve">
                    <source>%lld songs</source>
                    <target state="translated">%lld 曲</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld songs|==|plural.zero" xml:space="preserve">
                    <source>%lld songs</source>
                    <target state="needs-review-l10n">曲なし</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// The flattener itself, before sorting: one unit per category, ids as written.
        @Test func flattenerYieldsOneUnitPerCategory() throws {
            let catalog = try ExportFixture.catalog(Self.files)
            let ids = CatalogFlattener(catalog: catalog, language: "ru").units().map(\.id.description).sorted()
            #expect(ids == ["%lld files|==|plural.few", "%lld files|==|plural.many", "%lld files|==|plural.one", "%lld files|==|plural.other"])
        }
    }
}
