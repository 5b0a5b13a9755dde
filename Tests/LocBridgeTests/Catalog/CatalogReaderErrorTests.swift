import Testing
@testable import LocBridge

/// Every way a catalog can be unreadable gives one exact, located message (DESIGN.md "Every problem has a
/// place"). Expected texts are written out in full so that a changed message fails here.
struct CatalogReaderErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "missing comma", json: """
            {
              "sourceLanguage" : "en"
              "strings" : {},
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:3:3: error: expected ',' or '}' after the member "sourceLanguage", found a string"#),
        Case(name: "missing colon", json: """
            {
              "sourceLanguage" "en"
            }
            """, expected: #"Bad.xcstrings:2:20: error: sourceLanguage: expected ':' after member name "sourceLanguage", found a string"#),
        Case(name: "truncated", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
            """, expected: #"Bad.xcstrings:4:15: error: strings → "Done": expected a member name in quotes, found the end of the file"#),
        Case(name: "unterminated string", json: """
            {
              "sourceLanguage" : "en
            """, expected: #"Bad.xcstrings:2:22: error: sourceLanguage: unterminated string: expected '"' before the end of the file"#),
        Case(name: "line break in string", json: """
            {
              "sourceLanguage" : "en
            }
            """, expected: #"Bad.xcstrings:2:25: error: sourceLanguage: unterminated string: a line break inside a string must be written as \n"#),
        Case(name: "trailing comma", json: """
            {
              "sourceLanguage" : "en",
            }
            """, expected: #"Bad.xcstrings:3:1: error: expected a member name in quotes, found '}'"#),
        Case(name: "bad escape", json: #"{ "sourceLanguage" : "e\x" }"#,
             expected: #"Bad.xcstrings:1:24: error: sourceLanguage: invalid escape '\x' in string; JSON allows \" \\ \/ \b \f \n \r \t \uXXXX"#),
        // A CR alone ends a line, as editors show it (old Mac line breaks); in CR LF only one line ends.
        Case(name: "lines ending in CR alone", json: "{\r  \"sourceLanguage\" : \"en\"\r  \"strings\" : {}\r}",
             expected: #"Bad.xcstrings:3:3: error: expected ',' or '}' after the member "sourceLanguage", found a string"#),
        Case(name: "lines ending in CR LF", json: "{\r\n  \"sourceLanguage\" : \"en\"\r\n  \"strings\" : {}\r\n}",
             expected: #"Bad.xcstrings:3:3: error: expected ',' or '}' after the member "sourceLanguage", found a string"#),
        Case(name: "not an object", json: "[1, 2]",
             expected: "Bad.xcstrings:1:1: error: expected an object, found an array"),
        Case(name: "empty file", json: "",
             expected: "Bad.xcstrings:1:1: error: the file is empty; a String Catalog is a JSON object"),
        Case(name: "only white space", json: "  \n\t\r\n",
             expected: "Bad.xcstrings:1:1: error: the file holds only white space; a String Catalog is a JSON object"),
        Case(name: "only a byte order mark", json: "\u{FEFF}",
             expected: "Bad.xcstrings:1:1: error: the file holds only a byte order mark; a String Catalog is a JSON object"),
        Case(name: "a byte order mark and white space", json: "\u{FEFF}\n",
             expected: "Bad.xcstrings:1:1: error: the file holds only white space; a String Catalog is a JSON object"),
        // Columns count characters, as editors do, not bytes; a byte order mark is none (QA).
        Case(name: "columns in characters", json: #"{"sourceLanguage":"en","strings":{"Привет мир":{"comment": x}},"version":"1.0"}"#,
             expected: #"Bad.xcstrings:1:60: error: strings → "Привет мир" → comment: expected a string, found 'x'"#),
        Case(name: "a byte order mark is no column", json: "\u{FEFF}{\"sourceLanguage\":\"en\", x}",
             expected: "Bad.xcstrings:1:25: error: expected a member name in quotes, found 'x'"),
        Case(name: "content after root", json: #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" } x"#,
             expected: "Bad.xcstrings:1:64: error: found 'x' after the end of the catalog's root object"),
        Case(name: "duplicate string key", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {},
                "Done" : {
                  "comment" : "again"
                }
              },
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:5:14: error: strings → "Done": the key "Done" appears twice in "strings"; keep one of them"#),
        Case(name: "keys differing only in normalization", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Caf\u{E9}" : {},
                "Cafe\u{301}" : {}
              },
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:5:15: error: strings → "Café": the key "Café" (U+0065 U+0301) is the key on line 4 "#
                + #"(U+00E9) in another Unicode normalization; Xcode keeps both, locbridge cannot yet: make them the same text or rename one"#),
        Case(name: "member names differing only in normalization", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : { "xCustom" : { "caf\u{E9}" : 1, "cafe\u{301}" : 2 } }
              },
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:4:53: error: strings → "Hello" → xCustom → café: the member "café" (U+0065 U+0301) is "#
                + #"an earlier member (U+00E9) in another Unicode normalization; Xcode keeps both, locbridge cannot yet: make "#
                + #"them the same text or rename one"#),
        Case(name: "duplicate member", json: """
            {
              "sourceLanguage" : "en",
              "sourceLanguage" : "de",
              "strings" : {},
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:3:22: error: sourceLanguage: duplicate member "sourceLanguage" in one object; keep one of them"#),
        // A member name with escapes is the name it spells (QA: the twin was kept as an unknown member).
        Case(name: "duplicate member spelled with an escape", json: #"""
            {
              "sourceLanguage" : "en",
              "strings" : { "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig", "v\u0061lue" : "Y" } } } } },
              "version" : "1.0"
            }
            """#, expected: #"Bad.xcstrings:3:133: error: strings → "Done" → localizations → de → stringUnit → value: duplicate member "value" in one object; keep one of them"#),
        Case(name: "duplicate language", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Erledigt" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:7:16: error: strings → "Done" → localizations → de: duplicate member "de" in one object; keep one of them"#),
        Case(name: "state is a number", json: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : 1,
                        "value" : "Fertig"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """, expected: #"Bad.xcstrings:8:23: error: strings → "Done" → localizations → de → stringUnit → state: expected a string, found a number"#),
        // Regression (broken-input corpus): a key with a line break or a quote is escaped in the key path
        // and in messages, so the diagnostic stays on one line.
        Case(name: "key path through a key with a line break", json: #"""
            { "sourceLanguage" : "en", "strings" : { "a\nb \"c\"" : { "shouldTranslate" : 1 } }, "version" : "1.0" }
            """#, expected: #"Bad.xcstrings:1:79: error: strings → "a\nb \"c\"" → shouldTranslate: expected a boolean (true or false), found a number"#),
        Case(name: "duplicate member with a tab", json: #"""
            { "sourceLanguage" : "en", "strings" : { "x" : { "a\tb" : 1, "a\tb" : 2 } }, "version" : "1.0" }
            """#, expected: #"Bad.xcstrings:1:71: error: strings → "x" → "a\tb": duplicate member "a\tb" in one object; keep one of them"#),
        Case(name: "shouldTranslate is a string", json: """
            { "sourceLanguage" : "en", "strings" : { "Tickr" : { "shouldTranslate" : "no" } }, "version" : "1.0" }
            """, expected: #"Bad.xcstrings:1:74: error: strings → "Tickr" → shouldTranslate: expected a boolean (true or false), found a string"#),
        Case(name: "argNum is fractional", json: """
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "substitutions" : { "n" : { "argNum" : 1.5 } } } } } }, "version" : "1.0" }
            """, expected: #"Bad.xcstrings:1:118: error: strings → "k" → localizations → en → substitutions → n → argNum: expected a whole number, found 1.5"#),
        Case(name: "plural form is a string", json: """
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : "x" } } } } } }, "version" : "1.0" }
            """, expected: #"Bad.xcstrings:1:117: error: strings → "k" → localizations → en → variations → plural → one: expected an object, found a string"#),
        Case(name: "unit without value", json: """
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new" } } } } }, "version" : "1.0" }
            """, expected: #"Bad.xcstrings:1:94: error: strings → "k" → localizations → en → stringUnit: stringUnit has no "value" member; add one"#),
        Case(name: "no version", json: #"{ "sourceLanguage" : "en", "strings" : {} }"#,
             expected: #"Bad.xcstrings:1:1: error: the root object has no "version" member; every String Catalog has "sourceLanguage", "strings" and "version""#),
        Case(name: "unpaired surrogate", json: #"{ "sourceLanguage" : "\ud800x" }"#,
             expected: #"Bad.xcstrings:1:23: error: sourceLanguage: unpaired surrogate \ud800 in string"#),
        Case(name: "raw tab in string", json: "{ \"sourceLanguage\" : \"a\tb\" }",
             expected: "Bad.xcstrings:1:24: error: sourceLanguage: control character U+0009 must be escaped inside a string"),
        Case(name: "leading zero", json: #"{ "x" : 01 }"#,
             expected: "Bad.xcstrings:1:9: error: x: numbers must not have leading zeros"),
        Case(name: "bad literal", json: #"{ "x" : tru }"#,
             expected: "Bad.xcstrings:1:9: error: x: expected a boolean (true or false), found 'tru'"),
    ]

    @Test(arguments: cases)
    func reportsExactMessage(_ testCase: Case) {
        #expect(throws: CatalogError.self) { try CatalogReader.read(Array(testCase.json.utf8), path: "Bad.xcstrings") }
        do {
            _ = try CatalogReader.read(Array(testCase.json.utf8), path: "Bad.xcstrings")
        } catch {
            #expect(error.description == testCase.expected)
        }
    }

    @Test func invalidUTF8PointsAtTheBadByte() {
        var bytes = Array(#"{ "sourceLanguage" : "ab"#.utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array(#"c", "strings" : {}, "version" : "1.0" }"#.utf8))
        do {
            _ = try CatalogReader.read(bytes, path: "Bad.xcstrings")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "Bad.xcstrings:1:25: error: sourceLanguage: string is not valid UTF-8")
        }
    }

    /// With a byte order mark or without (JSON starts with an ASCII character, so a zero byte among the first
    /// two says so; QA: "expected an object, found byte 0x0").
    @Test(arguments: [[0xFF, 0xFE, 0x7B, 0], [0x7B, 0, 0x0A, 0], [0, 0x7B], [0, 0, 0, 0x7B]] as [[UInt8]])
    func utf16CatalogIsRefused(_ bytes: [UInt8]) {
        do {
            _ = try CatalogReader.read(bytes, path: "Bad.xcstrings")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "Bad.xcstrings:1:1: error: the catalog is UTF-16 or UTF-32 encoded; String Catalogs must be UTF-8")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let depth = 100_000
        let json = #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0", "x" : "# + String(repeating: "[", count: depth)
        do {
            _ = try CatalogReader.read(Array(json.utf8), path: "Bad.xcstrings")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.message == "objects and arrays are nested more than 256 levels deep")
            #expect(error.diagnostic.location?.line == 1)
            // The key path keeps its ends and says how deep it goes: the message stays readable.
            #expect(error.diagnostic.description.hasPrefix(
                "Bad.xcstrings:1:324: error: x → [0] → [0] → [0] → [0] → [0] → … (256 levels) → [0] → [0] → [0]: objects"))
        }
    }

    @Test func unreadableFileIsACatalogError() {
        do {
            _ = try CatalogReader.read(contentsOfFile: "/nonexistent/Missing.xcstrings")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "error: /nonexistent/Missing.xcstrings: no such file or folder")
        }
    }
}
