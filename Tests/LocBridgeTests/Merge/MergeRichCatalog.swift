/// A catalog with every shape the merge has to fold back (FORMATS.md §1): plurals for en/de/ru/ar,
/// device → plural nesting, substitutions with and without `argNum`, a `stringSet`, `needs_review`,
/// `new` and unknown (`reviewed`) states, a key without a source localization, `shouldTranslate: false`,
/// a stale key, an empty entry, an auto-generated comment and a target not yet pluralised.
enum MergeRichCatalog {
    static let json = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "%lld items" : {
          "comment" : "Items in the basket",
          "localizations" : {
            "ar" : { "variations" : { "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld عنصرًا" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "عنصر واحد" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld عنصر" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "عنصران" } },
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا عناصر" } }
            } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "few" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld товара" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld товаров" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld товар" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } }
            } } }
          }
        },
        "%lld left" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "Noch %#@count@" },
              "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } }
              } } } }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@ left" },
              "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
              } } } }
            }
          }
        },
        "%lld taps" : {
          "localizations" : {
            "de" : { "variations" : { "device" : {
              "iphone" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tippen" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld-mal Tippen" } }
              } } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "%lld Klicks" } }
            } } },
            "en" : { "variations" : { "device" : {
              "iphone" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tap" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld taps" } }
              } } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "%lld clicks" } }
            } } },
            "ru" : { "variations" : { "device" : {
              "iphone" : { "variations" : { "plural" : {
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld касания" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld касаний" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld касание" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld касания" } }
              } } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "%lld щелчков" } }
            } } }
          }
        },
        "Cancel" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Отмена" } }
          }
        },
        "Delete" : {
          "comment" : "Button",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Löschen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
            "ru" : { "stringUnit" : { "state" : "new", "value" : "Удалить" } }
          }
        },
        "Done" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "reviewed", "value" : "Fertig" } },
            "en" : { "stringUnit" : { "state" : "new", "value" : "Done" } }
          }
        },
        "Found %lld files in %lld folders" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@ gefunden" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
                } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordnern" } }
                } } }
              }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Found %#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
                } } }
              }
            }
          }
        },
        "OK" : {
          "shouldTranslate" : false,
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
          }
        },
        "Old title" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Alter Titel" } }
          }
        },
        "Open ${applicationName}" : {
          "localizations" : {
            "de" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName} öffnen", "Starte ${applicationName}" ] } },
            "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Launch ${applicationName}" ] } }
          }
        },
        "Welcome, %@!" : {
          "comment" : "Greeting on the first screen",
          "isCommentAutoGenerated" : true,
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "أهلاً، %@!" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen, %@!" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Добро пожаловать, %@!" } }
          }
        }
      },
      "version" : "1.1"
    }
    """#

    /// Keys whose shape an export cannot carry back into an empty language, added to `json` for the
    /// identity round trip only: a target still plain while the source has plural forms (its text is
    /// not exported), and an empty translation.
    static let identityOnlyJSON = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
            } } }
          }
        },
        "Spacer" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : " " } }
          }
        }
      },
      "version" : "1.1"
    }
    """#
}
