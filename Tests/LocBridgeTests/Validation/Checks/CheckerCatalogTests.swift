import Testing
@testable import LocBridge

extension Checks {
    /// Catalog rules on shapes the CLI tests do not reach: device → plural nesting, substitution plural
    /// forms, several findings on one key, quoting, and the locations findings carry.
    @Suite struct CheckerCatalogTests {
        static func read(_ json: String) throws -> StringCatalog {
            try CatalogReader.read(Array(json.utf8), path: "L.xcstrings").catalog
        }

        static func at(_ line: Int) -> LocBridge.SourceLocation { SourceLocation(path: "L.xcstrings", line: line, column: 1) }

        /// One language of a key whose text names the substitution `n` (`%lld`, one and other forms), on
        /// one line of JSON; each form is (state, value).
        static func files(_ language: String, text: String = "%#@n@", textState: String = "translated", argNum: Int = 1,
                          one: (String, String), other: (String, String)) -> String {
            func unit(_ form: (String, String)) -> String { #"{ "stringUnit" : { "state" : "\#(form.0)", "value" : "\#(form.1)" } }"# }
            return #""\#(language)" : { "stringUnit" : { "state" : "\#(textState)", "value" : "\#(text)" }, "substitutions" : { "n" : { "#
                + #""argNum" : \#(argNum), "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit(one)), "#
                + #""other" : \#(unit(other)) } } } } }"#
        }

        @Test func pluralFormsUnderADeviceAndInASubstitution() throws {
            let catalog = try Self.read("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld photos" : { "localizations" : {
                      "en" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } } } } },
                      "uk" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld фото" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld фото" } } } } } } } }
                    } },
                    "done" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Done %#@tasks@" },
                        "substitutions" : { "tasks" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg task" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg tasks" } } } } } } },
                      "uk" : { "stringUnit" : { "state" : "translated", "value" : "Готово: %#@tasks@" },
                        "substitutions" : { "tasks" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg завдання" } },
                          "two" : { "stringUnit" : { "state" : "translated", "value" : "%arg завдання" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg завдань" } } } } } } }
                    } }
                  },
                  "version" : "1.0"
                }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings == [
                Finding(rule: .pluralCategories, severity: .error,
                        message: "device.iphone: plural forms few, many missing; uk uses one, few, many, other: add the missing forms",
                        location: Self.at(4), key: "%lld photos", language: "uk", variation: "device.iphone",
                        variations: ["device.iphone.plural.few", "device.iphone.plural.many"]),
                // The missing forms are untranslated leaves too, as stats counts them.
                Finding(rule: .untranslated, severity: .warning,
                        message: "2 of 4 variations not translated into uk (device.iphone.plural.few, device.iphone.plural.many); "
                            + "translate them",
                        location: Self.at(4), key: "%lld photos", language: "uk",
                        variations: ["device.iphone.plural.few", "device.iphone.plural.many"]),
                Finding(rule: .pluralCategories, severity: .error,
                        message: "substitutions.tasks: plural forms few, many missing; uk uses one, few, many, other: add the missing forms",
                        location: Self.at(12), key: "done", language: "uk", variation: "substitutions.tasks",
                        variations: ["substitutions.tasks.plural.few", "substitutions.tasks.plural.many"]),
                Finding(rule: .pluralCategories, severity: .warning,
                        message: "substitutions.tasks: plural form two never used in uk, which uses one, few, many, other; remove it",
                        location: Self.at(12), key: "done", language: "uk", variation: "substitutions.tasks",
                        variations: ["substitutions.tasks.plural.two"]),
                Finding(rule: .untranslated, severity: .warning,
                        message: "2 of 5 variations not translated into uk (substitutions.tasks.plural.few, "
                            + "substitutions.tasks.plural.many); translate them",
                        location: Self.at(12), key: "done", language: "uk",
                        variations: ["substitutions.tasks.plural.few", "substitutions.tasks.plural.many"]),
            ])
        }

        /// Czech `many` is for fractions only: a plural chosen by an integer (`%lld`, a substitution's `lld`)
        /// needs none, and its empty `many` is neither missing nor untranslated; one chosen by a `%f` needs it.
        /// Forms that print no number are judged by the source's.
        @Test func formsOnlyFractionsSelectAreNeededOnlyByFractions() throws {
            func plural(_ language: String, _ forms: [(String, String)]) -> String {
                "\"\(language)\" : { \"variations\" : { \"plural\" : { " + forms.map { form in
                    #""\#(form.0)" : { "stringUnit" : { "state" : "translated", "value" : "\#(form.1)" } }"#
                }.joined(separator: ", ") + " } } }"
            }
            let catalog = try Self.read("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : { "localizations" : {
                      \(plural("en", [("one", "%lld file"), ("other", "%lld files")])),
                      \(plural("cs", [("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")]))
                    } },
                    "%.1f km" : { "localizations" : {
                      \(plural("en", [("one", "%.1f km"), ("other", "%.1f km")])),
                      \(plural("cs", [("one", "%.1f km"), ("few", "%.1f km"), ("other", "%.1f km")]))
                    } },
                    "%lld items" : { "localizations" : {
                      \(plural("en", [("one", "%lld item"), ("other", "%lld items")])),
                      \(plural("cs", [("one", "položka"), ("few", "položky"), ("other", "položek")]))
                    } },
                    "found" : { "localizations" : {
                      \(Self.files("en", one: ("translated", "%arg file"), other: ("translated", "%arg files"))),
                      \(Self.files("cs", one: ("translated", "%arg soubor"), other: ("translated", "%arg souborů")))
                    } }
                  },
                  "version" : "1.0"
                }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings.map(\.message) == [
                "plural form many missing; cs uses one, few, many, other: add the missing form",
                "1 of 4 variations not translated into cs (plural.many); translate it",
                "substitutions.n: plural form few missing; cs uses one, few, other: add the missing form",
                "1 of 4 variations not translated into cs (substitutions.n.plural.few); translate it",
            ])
            #expect(findings.map(\.key) == ["%.1f km", "%.1f km", "found", "found"])
            let statistics = CatalogStatistics(catalog: catalog, path: "L.xcstrings")
            #expect(statistics.languages.map { [$0.total, $0.translated, $0.untranslated] } == [[14, 12, 2]])
        }

        /// A translation without one of the source's substitutions is `substitution-mismatch`'s finding
        /// alone: its reference keeps the source's position (it is not read as the next implicit argument,
        /// "argument 2 as both %2$#@books@ and %#@pens@"). A renamed substitution that consumes the same
        /// argument (3, lld) is no mismatch; its forms are compared with the source text they are part of.
        @Test func aMissingOrRenamedSubstitutionIsSaidOnce() throws {
            func substitution(_ argNum: Int, _ one: String, _ other: String) -> String {
                #"{ "argNum" : \#(argNum), "formatSpecifier" : "lld", "variations" : { "plural" : { "#
                    + #""one" : { "stringUnit" : { "state" : "translated", "value" : "\#(one)" } }, "#
                    + #""other" : { "stringUnit" : { "state" : "translated", "value" : "\#(other)" } } } } }"#
            }
            func localization(_ language: String, _ text: String, _ substitutions: [(String, String)]) -> String {
                #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(text)" }, "substitutions" : { "#
                    + substitutions.map { #""\#($0.0)" : \#($0.1)"# }.joined(separator: ", ") + " } }"
            }
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : { "books_pens" : { "localizations" : {
                  \(localization("en", "%@ has %#@books@ and %#@pens@",
                                 [("books", substitution(2, "%arg book", "%arg books")), ("pens", substitution(3, "%arg pen", "%arg pens"))])),
                  \(localization("da", "%@ har %#@books@ og %#@pens@", [("books", substitution(2, "%arg bog", "%arg bøger"))])),
                  \(localization("it", "%@ ha %#@books@ e %#@penne@",
                                 [("books", substitution(2, "%arg libro", "%arg libri")), ("penne", substitution(3, "%arg penna", "%arg penne"))]))
                } } }, "version" : "1.0" }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings").filter { $0.severity == .error }
            #expect(findings.map { "\($0.language ?? ""): \($0.message)" } == [
                #"da: substitutions.pens: the da translation uses %#@pens@ but has no "pens" substitution; add it (argNum 3, "#
                    + "formatSpecifier lld, as in the source) with its plural forms",
            ])
        }

        @Test func keyFindingsComeFirstThenLanguagesThenRulesInTheirOrder() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "a|==|plural.b \\"quoted\\"\\n" : { "extractionState" : "stale", "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : " %@ x" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } }
                }, "version" : "1.0" }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings.map(\.description) == [
                #"L.xcstrings:2:1: warning: [stale] Xcode no longer finds this key in the code (extractionState stale); "#
                    + #"delete it if the app no longer uses it, or set its extractionState to manual if it does "#
                    + #"(key "a|==|plural.b \"quoted\"\n")"#,
                #"L.xcstrings:2:1: error: [ambiguous-key] the key contains "|==|" followed by a variation path: its XLIFF id "#
                    + #""a|==|plural.b \"quoted\"\n" would read back as the "plural.b \"quoted\"\n" variation of the key "a", "#
                    + #"so it cannot be exported or imported; rename the key (key "a|==|plural.b \"quoted\"\n")"#,
                #"L.xcstrings:2:1: error: [empty-translation] the de translation is empty; translate it, or delete the "#
                    + #"empty value so the source text is shown (key "a|==|plural.b \"quoted\"\n", language de)"#,
                #"L.xcstrings:2:1: error: [format-specifiers] argument 1 is %lld in the source but %@ in the translation; "#
                    + #"fix the translation so it uses the same arguments as the source (key "a|==|plural.b \"quoted\"\n", language fr)"#,
                #"L.xcstrings:2:1: warning: [whitespace] the translation starts with " " but the source does not; keep the "#
                    + #"source's leading and trailing whitespace and line breaks (key "a|==|plural.b \"quoted\"\n", language fr)"#,
            ])
        }

        /// A source that uses one argument with two types is reported once, on the source language; its
        /// translations, which cannot match it, are not blamed.
        @Test func aBrokenSourceIsReportedOnTheSource() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "k" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld oder %1$@" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld or %1$@" } } } }
                }, "version" : "1.0" }
                """)
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: error: [format-specifiers] the source uses argument 1 as both %1$lld and %1$@, so "#
                    + #"String(format:) reads it with two types and no translation can match; fix the source text (key "k", language en)"#,
            ])
        }

        /// Device variations without `other`, where the source has it: the devices the translation lacks
        /// have no text in its language, and export (which offers the translation's devices) never asks.
        @Test func deviceVariationsWithoutOtherAreUntranslated() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "Tap" : { "localizations" : {
                    "de" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } } } } },
                    "en" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } } } }
                }, "version" : "1.0" }
                """)
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: warning: [untranslated] device.other: the de translation varies by device (iphone) but has no "#
                    + #"other variation: on the other devices the app has no de text, and an export offers only the devices it "#
                    + #"has; add other (key "Tap", language de)"#,
            ])
        }

        @Test func languagesWithoutCLDRRulesAreNotCheckedForPluralForms() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "%lld x" : { "localizations" : {
                    "tlh" : { "variations" : { "plural" : {
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld x" } } } } } } }
                }, "version" : "1.0" }
                """)
            // The export gives an unknown language the fallback categories one and other, which tlh lacks.
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: warning: [untranslated] not translated into tlh (2 variations); translate them (key "%lld x", language tlh)"#,
            ])
        }

        /// A form that is there but `new` is untranslated, as `stats` and the check of the exported XLIFF
        /// count it; only a form missing beside forms the language has is left to `plural-categories`.
        @Test func newFormsAreUntranslated() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "%lld apples" : { "localizations" : {
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "new", "value" : "%lld Apfel" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Äpfel" } } } } },
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld apple" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld apples" } } } } } } },
                  "files" : { "localizations" : {
                    \(Self.files("de", one: ("new", "%arg Datei"), other: ("translated", "%arg Dateien"))),
                    \(Self.files("en", one: ("translated", "%arg file"), other: ("translated", "%arg files"))) } }
                }, "version" : "1.0" }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings.map(\.description) == [
                #"L.xcstrings:2:1: warning: [untranslated] 1 of 2 variations not translated into de (plural.one); translate it (key "%lld apples", language de)"#,
                #"L.xcstrings:9:1: warning: [untranslated] 1 of 3 variations not translated into de (substitutions.n.plural.one); translate it (key "files", language de)"#,
            ])
            #expect(findings.map(\.variations) == [["plural.one"], ["substitutions.n.plural.one"]])
        }

        /// Czech `many` under forms that print `%lld` is not asked for by `plural-categories`, and so not
        /// listed untranslated either, whatever the source prints (QA: the two disagreed).
        @Test func czechManyUnderIntegerFormsIsNotListed() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "Files" : { "localizations" : { "cs" : { "variations" : { "plural" : {
                    "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubory" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld souborů" } } } } } } }
                }, "version" : "1.0" }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings").filter { $0.rule == .untranslated }
            #expect(findings.map(\.description) == [
                #"L.xcstrings:2:1: warning: [untranslated] 1 of 3 variations not translated into cs (plural.one); translate it (key "Files", language cs)"#,
            ])
        }

        /// The text that names substitutions is listed as `the text` beside its forms (`""` in `variations`,
        /// so that the list has as many entries as the message counts).
        @Test func theTextBesideItsFormsIsNamed() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "files" : { "localizations" : {
                    \(Self.files("de", textState: "needs_review", one: ("needs_review", "%arg Datei"), other: ("translated", "%arg Dateien"))),
                    \(Self.files("en", one: ("translated", "%arg file"), other: ("translated", "%arg files"))) } }
                }, "version" : "1.0" }
                """)
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings.map(\.description) == [
                #"L.xcstrings:2:1: warning: [needs-review] 2 of 3 de variations are marked as needing review (the text, "#
                    + #"substitutions.n.plural.one); review them and mark them translated (key "files", language de)"#,
            ])
            #expect(findings.map(\.variations) == [["", "substitutions.n.plural.one"]])
        }

        /// A `zero` form the source spells out is offered by export (FORMATS.md §2), so a translation
        /// without it is untranslated there; `plural-categories` never asks for `zero`.
        @Test func aZeroFormTheSourceHasIsUntranslatedWhenMissing() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "%lld files" : { "localizations" : {
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
                    "en" : { "variations" : { "plural" : {
                      "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                }, "version" : "1.0" }
                """)
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: warning: [untranslated] 1 of 3 variations not translated into de (plural.zero); translate it (key "%lld files", language de)"#,
            ])
        }

        /// A substitution name that neither the translation nor the source defines is a
        /// `substitution-mismatch`, so that rule alone catches it.
        @Test func aSubstitutionNoOneDefinesIsAMismatch() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "files" : { "localizations" : {
                    \(Self.files("de", text: "%#@m@", one: ("translated", "%arg Datei"), other: ("translated", "%arg Dateien"))),
                    \(Self.files("en", one: ("translated", "%arg file"), other: ("translated", "%arg files"))) } },
                  "plain" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@x@" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } } } }
                }, "version" : "1.0" }
                """)
            let checker = Checker(configuration: CheckConfiguration(disabledRules: [.formatSpecifiers]))
            #expect(checker.findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: error: [substitution-mismatch] substitutions.m: the de translation uses %#@m@ but neither it "#
                    + #"nor the source has a substitution named "m"; use the source's ("n") (key "files", language de)"#,
                #"L.xcstrings:2:1: warning: [substitution-mismatch] substitutions.n: substitution "n" is named by no de text, so "#
                    + #"nothing shows its forms; name it (%#@n@) or remove it (key "files", language de)"#,
                #"L.xcstrings:5:1: error: [substitution-mismatch] substitutions.x: the de translation uses %#@x@ but neither it "#
                    + #"nor the source has a substitution named "x"; the source has no substitutions: remove it (key "plain", language de)"#,
            ])
        }

        /// An `argNum` below 1 is reported in every language that has it, the source's too.
        @Test func anArgNumBelowOneIsAMismatch() throws {
            let catalog = try Self.read("""
                { "sourceLanguage" : "en", "strings" : {
                  "files" : { "localizations" : {
                    \(Self.files("en", argNum: 0, one: ("translated", "%arg file"), other: ("translated", "%arg files"))) } }
                }, "version" : "1.0" }
                """)
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:2:1: error: [substitution-mismatch] substitutions.n: substitution "n" has argNum 0 in en; arguments "#
                    + #"count from 1, and an export would write %0$, which String(format:) reads as flags and a width: set the "#
                    + #"argument's number (key "files", language en)"#,
            ])
        }

        @Test func findingText() {
            let finding = Finding(rule: .untranslated, severity: .warning, message: "m", location: Self.at(3), key: "tab\tcr\r\u{7}")
            #expect(finding.text == #"[untranslated] m (key "tab\tcr\r\u{7}")"#)
            #expect(finding.diagnostic == Diagnostic(.warning, finding.text, at: Self.at(3)))
        }
    }
}
