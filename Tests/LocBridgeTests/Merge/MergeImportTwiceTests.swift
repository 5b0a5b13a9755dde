import Testing
@testable import LocBridge

extension MergeTests {
    /// A file with variations the translator added, imported twice: the first import judges them as the
    /// second would (their `<source>` against the text the export then gives), so the second changes nothing.
    @Suite struct MergeImportTwiceTests {
        /// Imports `file` into `catalog`, then again into the result; the second import must change nothing.
        static func twice(_ file: String, into catalog: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
            -> (json: String, first: MergeReport, second: MergeReport) {
            let (once, first) = try MergeFixture.importing(file, into: catalog, sourceLocation: sourceLocation)
            let (again, second) = try MergeFixture.importing(file, into: once, sourceLocation: sourceLocation)
            MergeFixture.expectText(again, once, sourceLocation: sourceLocation)
            #expect(!second.changedCatalog, sourceLocation: sourceLocation)
            return (once, first, second)
        }

        static let items = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld trucs" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        static func itemsUnit(_ path: String, target: String) -> String {
            """
                  <trans-unit id="%lld items\(path.isEmpty ? "" : "|==|" + path)" xml:space="preserve">
                    <source>%lld items</source>
                    <target state="translated">\(target)</target>
                    <note/>
                  </trans-unit>
            """
        }

        /// The untouched plain unit and an added `other` form with another text: the `other` unit, the more
        /// specific, is taken on every import, whichever comes first; the plain unit, which on the second
        /// import stands for that form, is said not to be applied.
        @Test(arguments: [false, true]) func anAddedOtherFormWinsOverThePlainUnit(otherFirst: Bool) throws {
            var units = [Self.itemsUnit("", target: "%lld trucs"), Self.itemsUnit("plural.other", target: "%lld choses")]
            if otherFirst { units.reverse() }
            let (json, first, second) = try Self.twice(MergeFixture.xliff(language: "fr", units.joined(separator: "\n")), into: Self.items)
            MergeFixture.expectText(json, #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%lld items"
                          }
                        },
                        "fr" : {
                          "variations" : {
                            "plural" : {
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld choses"
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
                """#)
            let plainLine = otherFirst ? 13 : 8
            let otherLine = otherFirst ? 8 : 13
            let replaced = #"de.xliff:\#(otherLine):1: warning: "%lld items" had one fr translation for all counts ("%lld trucs"); "#
                + "it was replaced by the plural forms from the XLIFF"
            let notApplied = #"de.xliff:\#(plainLine):1: note: "%lld items": not applied: the fr translation varies now, and this "#
                + #"plain unit stands for %lld items|==|plural.other, which the file's own unit for it translates as "%lld choses"; "#
                + "that unit is taken"
            #expect(MergeCounts(first) == MergeCounts(updated: 1, unchanged: 1))
            // Plain units go in first whatever their place: the same words either way.
            #expect(first.diagnostics.map(\.description) == [replaced])
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
            #expect(second.diagnostics.map(\.description) == [notApplied])
        }

        /// Where the source varies too (by plural, or by device and then plural), the plain unit (or the
        /// device unit whose translation now has plural forms) stands for the `other` branch on a second
        /// import when the file has its own unit for that branch (QA: refused as unknown ids).
        @Test func theSameFileImportsAgainWhereTheSourceVaries() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "p" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } }
                      }
                    },
                    "photos" : {
                      "localizations" : {
                        "en" : { "variations" : { "device" : { "other" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } } } } },
                        "fr" : { "variations" : { "device" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            let unit = { (id: String, source: String, target: String) in
                #"<trans-unit id="\#(id)"><source>\#(source)</source><target state="translated">\#(target)</target></trans-unit>"#
            }
            let file = MergeFixture.xliff(language: "fr", [
                unit("p", "%lld files", "%lld fichiers"), unit("p|==|plural.one", "%lld file", "%lld fichier"),
                unit("p|==|plural.other", "%lld files", "%lld fichiers (tous)"),
                unit("photos|==|device.other", "%lld photos", "%lld photos"),
                unit("photos|==|device.other.plural.one", "%lld photo", "%lld photo"),
                unit("photos|==|device.other.plural.other", "%lld photos", "%lld photos (toutes)"),
            ].joined(separator: "\n"))
            let (json, _, second) = try Self.twice(file, into: catalog)
            let parsed = try MergeFixture.catalog(json)
            #expect(parsed.strings["p"]?.localizations?["fr"]?.variations?.plural?[.other]?.stringUnit?.value == "%lld fichiers (tous)")
            #expect(parsed.strings["photos"]?.localizations?["fr"]?.descendant(at: [.device(.other), .plural(.other)])?.stringUnit?.value
                == "%lld photos (toutes)")
            #expect(MergeCounts(second) == MergeCounts(unchanged: 6))
            #expect(second.diagnostics.map(\.message) == [
                #""p": not applied: the fr translation varies now, and this plain unit stands for p|==|plural.other, which the file's "#
                    + #"own unit for it translates as "%lld fichiers (tous)"; that unit is taken"#,
                #""photos": not applied: the fr translation varies now, and this plain unit stands for "#
                    + #"photos|==|device.other.plural.other, which the file's own unit for it translates as "%lld photos (toutes)"; "#
                    + "that unit is taken",
            ])
        }

        /// A catalog of one key whose text names a substitution, in en and, where given, a translation
        /// (its text, substitution name and forms).
        static func withSubstitution(key: String, source: String, name: String, forms: (String, String),
                                     translation: (language: String, text: String, name: String, forms: (String, String))? = nil) -> String {
            func localization(_ language: String, _ text: String, _ name: String, _ forms: (String, String)) -> String {
                #"""
                        "\#(language)" : {
                          "stringUnit" : { "state" : "translated", "value" : "\#(text)" },
                          "substitutions" : { "\#(name)" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "\#(forms.0)" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "\#(forms.1)" } } } } } }
                        }
                """#
            }
            let localizations = [localization("en", source, name, forms)]
                + (translation.map { [localization($0.language, $0.text, $0.name, $0.forms)] } ?? [])
            return """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "\(key)" : {
                      "localizations" : {
                \(localizations.joined(separator: ",\n"))
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
        }

        /// A form of the source's substitution beside a text of the file that does not name it (a form the
        /// export offers) is stored on the first import, whichever unit comes first, as on the second (QA:
        /// refused first, stored when imported again); alone, without any text, it is refused.
        @Test(arguments: [false, true]) func anOfferedFormBesideAFilesTextIsStoredAtOnce(formFirst: Bool) throws {
            let catalog = Self.withSubstitution(key: "found", source: "Found %#@n@", name: "n", forms: ("%arg file", "%arg files"))
            let form = #"<trans-unit id="found|==|substitutions.n.plural.other"><source>%1$lld files</source><target state="translated">%1$lld файлов</target></trans-unit>"#
            let text = #"<trans-unit id="found|==|device.mac.plural.other"><source>Found %1$#@n@</source><target state="translated">Найдено %1$lld на Mac</target></trans-unit>"#
            let (json, first, _) = try Self.twice(MergeFixture.xliff(language: "ru", (formFirst ? [form, text] : [text, form]).joined(separator: "\n")),
                                                  into: catalog)
            #expect(MergeCounts(first) == MergeCounts(updated: 2))
            let russian = try MergeFixture.catalog(json).strings["found"]?.localizations?["ru"]
            #expect(russian?.substitutions?["n"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg файлов")
            let (alone, report) = try MergeFixture.importing(MergeFixture.xliff(language: "ru", form), into: catalog)
            #expect(try MergeFixture.catalog(alone).strings["found"]?.localizations?["ru"] == nil)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            // Nor beside a text that does not go in (QA: stored, and ru had substitutions without a text).
            let refusedText = text.replacingOccurrences(of: "Найдено %1$lld на Mac", with: "Найдено %1$@ на Mac")
            let (beside, besideReport) = try MergeFixture.importing(MergeFixture.xliff(language: "ru", [form, refusedText].joined(separator: "\n")),
                                                                    into: catalog)
            #expect(try MergeFixture.catalog(beside).strings["found"]?.localizations?["ru"] == nil)
            #expect(MergeCounts(besideReport) == MergeCounts(refused: 2))
        }

        /// A translation naming its own substitution (`m` for the source's `n`): a plural form the translator
        /// adds with a `<source>` no export gave does not make the untouched forms of `m` older on a second
        /// import; only a text naming `m` can (QA: they were marked needs_review).
        @Test func anAddedTextNotNamingASubstitutionLeavesItsFormsAlone() throws {
            let catalog = Self.withSubstitution(key: "found", source: "Found %#@n@", name: "n", forms: ("%arg file", "%arg files"),
                                                translation: ("fr", "Trouvé %#@m@", "m", ("%arg fichier", "%arg fichiers")))
            let export = try ExportFixture.units(catalog, language: "fr")
            let added = #"<trans-unit id="found|==|plural.one"><source>%1$lld files</source><target state="translated">Trouvé un seul: %1$lld</target></trans-unit>"#
            let (json, _, second) = try Self.twice(MergeFixture.xliff(language: "fr", export + "\n" + added), into: catalog)
            let forms = try MergeFixture.catalog(json).strings["found"]?.localizations?["fr"]?.substitutions?["m"]?.variations?.plural
            #expect(forms?.values.map { $0.stringUnit?.state } == [.translated, .translated])
            #expect(second.sourceChanged == 0)
        }

        /// A form of a substitution the translation added, edited in a file whose unit for the text naming it
        /// has an older `<source>` but no target: the catalog's text names it, so the form is older too (QA).
        @Test func aFormsTextIsOlderThoughItsUnitHasNoTarget() throws {
            let catalog = #"""
                {"sourceLanguage":"en","version":"1.0","strings":{"total":{"localizations":{
                "en":{"stringUnit":{"state":"translated","value":"%lld items in all"}},
                "ru":{"stringUnit":{"state":"translated","value":"Всего %#@COUNT@"},"substitutions":{"COUNT":{"argNum":1,
                  "formatSpecifier":"lld","variations":{"plural":{
                  "one":{"stringUnit":{"state":"translated","value":"%arg штука"}},"few":{"stringUnit":{"state":"translated","value":"%arg штуки"}},
                  "many":{"stringUnit":{"state":"translated","value":"%arg штук"}},"other":{"stringUnit":{"state":"translated","value":"%arg штуки"}}}}}}}}}}}
                """#
            let form = #"<trans-unit id="total|==|substitutions.COUNT.plural.one"><source>total|==|substitutions.COUNT.plural.one</source><target state="translated">%1$lld штучка</target></trans-unit>"#
            for text in [#"<trans-unit id="total"><source>%lld total</source></trans-unit>"#,
                         #"<trans-unit id="total"><source>%lld total</source><target>Всего %1$#@COUNT@</target></trans-unit>"#] {
                let (json, _) = try MergeFixture.importing(MergeFixture.xliff(language: "ru", [text, form].joined(separator: "\n")), into: catalog)
                let one = try MergeFixture.catalog(json).strings["total"]?.localizations?["ru"]?.substitutions?["COUNT"]?.variations?.plural?[.one]
                #expect(one?.stringUnit == StringUnit(state: .needsReview, value: "%arg штучка"), "\(text)")
            }
        }

        /// The same text in both units is no conflict: nothing is said.
        @Test func anAddedOtherFormWithThePlainTextIsNoConflict() throws {
            let file = MergeFixture.xliff(language: "fr", [
                Self.itemsUnit("", target: "%lld trucs"), Self.itemsUnit("plural.other", target: "%lld trucs"),
                Self.itemsUnit("plural.one", target: "%lld truc"),
            ].joined(separator: "\n"))
            let (json, first, second) = try Self.twice(file, into: Self.items)
            #expect(try MergeFixture.catalog(json).strings["%lld items"]?.localizations?["fr"]?.variations?.plural?.mapValues(\.stringUnit)
                == [.one: StringUnit(state: .translated, value: "%lld truc"), .other: StringUnit(state: .translated, value: "%lld trucs")])
            #expect(MergeCounts(first) == MergeCounts(updated: 2, unchanged: 1))
            #expect(MergeCounts(second) == MergeCounts(unchanged: 3))
            #expect(second.diagnostics.isEmpty)
        }

        static func files(device: Bool) -> String {
            func plural(_ one: String, _ other: String) -> String {
                #"{ "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "\#(one)" } }, "#
                    + #""other" : { "stringUnit" : { "state" : "translated", "value" : "\#(other)" } } } }"#
            }
            func localization(_ one: String, _ other: String) -> String {
                device ? #"{ "variations" : { "device" : { "iphone" : { "variations" : \#(plural(one, other)) }, "#
                    + #""other" : { "stringUnit" : { "state" : "translated", "value" : "\#(other)" } } } } }"#
                    : #"{ "variations" : \#(plural(one, other)) }"#
            }
            return #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "de" : \#(localization("%lld Datei", "%lld Dateien")),
                        "en" : \#(localization("%lld file", "%lld files"))
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
        }

        /// A `zero` form added to a plural source, its `<source>` copied from the `one` unit: the export gives
        /// the `other` text for it, so the first import already marks it for review, and says so.
        @Test(arguments: [false, true]) func anAddedZeroFormWithAnotherSourceIsMarkedAtOnce(device: Bool) throws {
            let path = (device ? "device.iphone." : "") + "plural.zero"
            let file = MergeFixture.xliff("""
                      <trans-unit id="%lld files|==|\(path)" xml:space="preserve">
                        <source>%lld file</source>
                        <target state="translated">keine Dateien %lld</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, first, second) = try Self.twice(file, into: Self.files(device: device))
            var zero = try MergeFixture.catalog(json).strings["%lld files"]?.localizations?["de"]
            if device { zero = zero?.variations?.device?[.iphone] }
            #expect(zero?.variations?.plural?[.zero]?.stringUnit == StringUnit(state: .needsReview, value: "keine Dateien %lld"))
            #expect(zero?.variations?.plural?[.one]?.stringUnit == StringUnit(state: .translated, value: "%lld Datei"))
            #expect(MergeCounts(first) == MergeCounts(sourceChanged: 1))
            #expect(first.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: the file's <source> of "%lld files" is "%lld file", not the catalog's source text "%lld files" (changed since export, or edited in the file); imported as needs_review"#,
            ])
            #expect(MergeCounts(second) == MergeCounts(unchanged: 1))
            #expect(second.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "%lld files" (%lld files|==|\#(path)): kept needs_review: the file's <source> for this key is older than the catalog's, so the translation was not reviewed against the new text"#,
            ])
        }

        /// A `zero` form whose `<source>` is the text the export gives for it is current.
        @Test func anAddedZeroFormWithTheOtherSourceIsTranslated() throws {
            let file = MergeFixture.xliff("""
                      <trans-unit id="%lld files|==|plural.zero" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">keine Dateien %lld</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, first, second) = try Self.twice(file, into: Self.files(device: false))
            #expect(try MergeFixture.catalog(json).strings["%lld files"]?.localizations?["de"]?.variations?.plural?[.zero]?.stringUnit
                == StringUnit(state: .translated, value: "keine Dateien %lld"))
            #expect(MergeCounts(first) == MergeCounts(updated: 1))
            #expect(first.diagnostics.isEmpty)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 1))
            #expect(second.diagnostics.isEmpty)
        }

        static let count = withSubstitution(key: "n %#@C@", source: "n %#@C@", name: "C", forms: ("%arg item", "%arg items"),
                                            translation: ("fr", "n %#@C@", "C", ("%arg truc", "%arg trucs")))

        /// A text naming a substitution, its `<source>` edited in the file, and a plural form the translator
        /// added with that `<source>`: the export gives the form the text's source (`%1$#@C@`), so the form
        /// is marked for review on the first import, as the text is.
        @Test func anAddedFormOfATextWithASubstitutionIsJudgedAtOnce() throws {
            let file = MergeFixture.xliff(language: "fr", """
                      <trans-unit id="n %#@C@" xml:space="preserve">
                        <source>n %1$#@C@ changed</source>
                        <target state="translated">n %1$#@C@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.one" xml:space="preserve">
                        <source>%1$lld item</source>
                        <target state="translated">%1$lld truc</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.other" xml:space="preserve">
                        <source>%1$lld items</source>
                        <target state="translated">%1$lld trucs</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|plural.one" xml:space="preserve">
                        <source>n %1$#@C@ changed</source>
                        <target state="translated">P %1$#@C@ one</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, first, second) = try Self.twice(file, into: Self.count)
            let french = try MergeFixture.catalog(json).strings["n %#@C@"]?.localizations?["fr"]
            #expect(french?.stringUnit == nil)
            #expect(french?.variations?.plural?.mapValues(\.stringUnit)
                == [.one: StringUnit(state: .needsReview, value: "P %#@C@ one"), .other: StringUnit(state: .needsReview, value: "n %#@C@")])
            #expect(french?.substitutions?["C"]?.variations?.plural?[.other]?.stringUnit == StringUnit(state: .translated, value: "%arg trucs"))
            #expect(MergeCounts(first) == MergeCounts(unchanged: 2, sourceChanged: 2))
            let changed = #"the file's <source> of "n %#@C@" is "n %1$#@C@ changed", not the catalog's source text "n %1$#@C@" "#
                + "(changed since export, or edited in the file); imported as needs_review"
            #expect(first.diagnostics.map(\.description) == [
                "de.xliff:8:1: warning: " + changed,
                #"de.xliff:23:1: warning: "n %#@C@" had one fr translation for all counts ("n %#@C@"); it was kept as the "other" form beside the plural forms from the XLIFF"#,
                "de.xliff:23:1: warning: " + changed,
            ])
            #expect(MergeCounts(second) == MergeCounts(unchanged: 4))
            let kept = ": kept needs_review: the file's <source> for this key is older than the catalog's, so the translation was not "
                + "reviewed against the new text"
            #expect(second.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "n %#@C@" (n %#@C@|==|plural.other)"# + kept,
                #"de.xliff:23:1: note: "n %#@C@" (n %#@C@|==|plural.one)"# + kept,
            ])
        }
    }
}
