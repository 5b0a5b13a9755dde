import Testing
@testable import LocBridge

extension Legacy {
    /// Every way a `.strings` file can be unreadable gives one exact, located message. Apple's parser
    /// would drop the whole file silently (FORMATS.md §4); we say where and why.
    @Suite struct StringsErrorTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var bytes: [UInt8]
            var expected: String
            var testDescription: String { name }

            init(name: String, text: String, expected: String) {
                self.init(name: name, bytes: Array(text.utf8), expected: expected)
            }

            init(name: String, bytes: [UInt8], expected: String) {
                self.name = name
                self.bytes = bytes
                self.expected = expected
            }
        }

        static let cases: [Case] = [
            // Structure
            Case(name: "missing ';' before the next entry", text: "\"a\" = \"1\";\n\"key\" = \"value\"\n\"b\" = \"2\";\n",
                 expected: #"Localizable.strings:2:16: error: missing ';' after the value of "key""#),
            Case(name: "missing ';' at the end of the file", text: "\"a\" = \"1\";\n\"key\" = value // no semicolon\n",
                 expected: #"Localizable.strings:2:14: error: missing ';' after the value of "key""#),
            // Regression (broken-input corpus): a key with a line break or a quote is escaped, so the
            // diagnostic stays on one line.
            Case(name: "missing ';' after a key with a line break", text: "\"All done!\\nEnjoy \\\"it\\\"\" = \"x\"\n",
                 expected: #"Localizable.strings:1:32: error: missing ';' after the value of "All done!\nEnjoy \"it\"""#),
            // Columns count characters (as the catalog reader's do), not UTF-8 bytes.
            Case(name: "missing ';' after non-ASCII text", text: "\"ключ\" = \"значение\"\n\"b\" = \"2\";\n",
                 expected: #"Localizable.strings:1:20: error: missing ';' after the value of "ключ""#),
            Case(name: "missing '='", text: #""a" "b";"#,
                 expected: #"Localizable.strings:1:5: error: expected '=' or ';' after the key "a", found '"'"#),
            Case(name: "a key then the end of the file", text: "\"a\"\n",
                 expected: #"Localizable.strings:2:1: error: expected '=' or ';' after the key "a", found the end of the file"#),
            Case(name: "no key", text: "\"a\" = \"1\";\n= \"2\";",
                 expected: "Localizable.strings:2:1: error: expected a key, found '='"),
            Case(name: "stray semicolon", text: "\"a\" = \"1\";;",
                 expected: "Localizable.strings:1:11: error: expected a key, found ';'"),
            Case(name: "typographic quotes", text: "“a” = “b”;",
                 expected: #"Localizable.strings:1:1: error: expected a key, found '“' (U+201C); typographic quotes do not delimit strings, use "…""#),
            Case(name: "typographic quotes in the value", text: "\"a\" = «b»;",
                 expected: #"Localizable.strings:1:7: error: expected a value after '=' for "a", found '«' (U+00AB); typographic quotes do not delimit strings, use "…""#),
            Case(name: "no value", text: #""a" = ;"#,
                 expected: #"Localizable.strings:1:7: error: expected a value after '=' for "a", found ';'"#),
            Case(name: "no value at the end of the file", text: #""a" ="#,
                 expected: #"Localizable.strings:1:6: error: expected a value after '=' for "a", found the end of the file"#),
            Case(name: "a control character", text: "\"a\" = \u{07};",
                 expected: #"Localizable.strings:1:7: error: expected a value after '=' for "a", found U+0007"#),
            Case(name: "dictionary value", text: #""a" = { "b" = "c"; };"#,
                 expected: #"Localizable.strings:1:7: error: the value of "a" is a dictionary; values in a .strings file are strings"#),
            Case(name: "array value", text: #""a" = ("b");"#,
                 expected: #"Localizable.strings:1:7: error: the value of "a" is an array; values in a .strings file are strings"#),
            Case(name: "data value", text: #""a" = <0fbd>;"#,
                 expected: #"Localizable.strings:1:7: error: the value of "a" is data; values in a .strings file are strings"#),
            Case(name: "unterminated string", text: "\"a\" = \"1\";\n\n\"b\" = 'never closed;\n\"c\" = \"3\";\n",
                 expected: #"Localizable.strings:5:1: error: unterminated string (started at line 3)"#),
            Case(name: "unterminated string ending in a backslash", text: "\"a\" = \"x\\",
                 expected: "Localizable.strings:1:10: error: unterminated string (started at line 1)"),
            Case(name: "unterminated comment", text: "\"a\" = \"1\";\n/* open\n\n",
                 expected: "Localizable.strings:4:1: error: unterminated comment (started at line 2)"),
            Case(name: "unclosed braces", text: "{\n  \"a\" = \"1\";\n",
                 expected: "Localizable.strings:3:1: error: missing '}' at the end of the file (the dictionary opened at line 1)"),
            Case(name: "text after the braces", text: "{ \"a\" = \"1\"; }\n\"b\" = \"2\";",
                 expected: #"Localizable.strings:2:1: error: found '"' after the closing '}'"#),

            // Escapes
            Case(name: "\\U without digits", text: #""a" = "x\Uz";"#,
                 expected: #"Localizable.strings:1:9: error: \U must be followed by 1 to 4 hexadecimal digits"#),
            Case(name: "high surrogate alone", text: #""a" = "\UD83D!";"#,
                 expected: #"Localizable.strings:1:8: error: \UD83D is a high surrogate; it must be followed by a low surrogate escape (\UDC00–\UDFFF)"#),
            Case(name: "high surrogate then another escape", text: #""a" = "\UD83D\U0041";"#,
                 expected: #"Localizable.strings:1:14: error: \UD83D is a high surrogate, and the escape after it is not a low surrogate (\UDC00–\UDFFF)"#),
            Case(name: "low surrogate alone", text: #""a" = "x\UDE00";"#,
                 expected: #"Localizable.strings:1:9: error: \UDE00 is a low surrogate without a high surrogate before it"#),
            Case(name: "octal escape above a byte", text: #""a" = "\777";"#,
                 expected: #"Localizable.strings:1:8: error: the octal escape \777 is larger than a byte (\377)"#),

            // Encodings
            Case(name: "UTF-16 LE without BOM", bytes: Array("\"a\" = \"b\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
                 expected: "Localizable.strings:1:1: error: the file is UTF-16 without a byte order mark; save it as UTF-8 or UTF-16 with BOM"),
            Case(name: "UTF-16 BE without BOM", bytes: Array("\"a\" = \"b\";".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                 expected: "Localizable.strings:1:1: error: the file is UTF-16 without a byte order mark; save it as UTF-8 or UTF-16 with BOM"),
            Case(name: "UTF-32 LE without BOM", bytes: "\"a\" = \"b\";".unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] },
                 expected: "Localizable.strings:1:1: error: the file is UTF-32 without a byte order mark; save it as UTF-8 or UTF-16 with BOM"),
            Case(name: "a NUL byte in UTF-8 text", bytes: Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0] + Array("\";".utf8),
                 expected: "Localizable.strings:2:8: error: the file contains a NUL byte; a .strings file is text (UTF-8, or UTF-16 with BOM)"),
            Case(name: "invalid UTF-8", bytes: Array("\"a\" = \"b\";\n\"c\" = \"caf".utf8) + [0xE9] + Array("\";".utf8),
                 expected: "Localizable.strings:2:11: error: the file is not valid UTF-8 (byte 0xE9); save it as UTF-8"),
            Case(name: "overlong UTF-8", bytes: Array("\"a\" = \"".utf8) + [0xC0, 0xAF] + Array("\";".utf8),
                 expected: "Localizable.strings:1:8: error: the file is not valid UTF-8 (byte 0xC0); save it as UTF-8"),
            Case(name: "UTF-16 with an odd number of bytes", bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61],
                 expected: "Localizable.strings:1:1: error: the file is UTF-16 but has an odd number of bytes (5); it is cut short or not UTF-16"),
            Case(name: "UTF-16 with an unpaired surrogate", bytes: [0xFF, 0xFE] + Array("\"a\" = \"".utf16).flatMap { [UInt8($0 & 0xFF), 0] }
                     + [0x3D, 0xD8, 0x22, 0x00],
                 expected: "Localizable.strings:1:8: error: the file is not valid UTF-16 (unpaired surrogate 0xD83D)"),
            Case(name: "UTF-32 with a value beyond Unicode", bytes: [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x11, 0x00, 0x00],
                 expected: "Localizable.strings:1:1: error: the file is not valid UTF-32 (0x110000 is not a Unicode scalar)"),
        ]

        @Test(arguments: cases)
        func reportsError(_ failure: Case) {
            #expect(Legacy.stringsFailure(failure.bytes) == failure.expected)
        }

        @Test func theDiagnosticIsAnError() throws {
            do {
                _ = try Legacy.strings("\"a\" = \"b\"")
                Issue.record("expected an error")
            } catch {
                #expect(error.diagnostic.severity == .error)
                #expect(error.diagnostic.location == Legacy.at(1, 10))
                #expect(error.diagnostic.message == #"missing ';' after the value of "a""#)
            }
        }

        @Test func missingFileIsReported() {
            #expect(throws: LegacyError.self) { try StringsFileReader.read(contentsOfFile: "/nonexistent/Localizable.strings") }
            do {
                _ = try StringsFileReader.read(contentsOfFile: "/nonexistent/Localizable.strings", displayPath: "en.lproj/Localizable.strings")
            } catch {
                #expect(error.description == "en.lproj/Localizable.strings:1:1: error: cannot read the .strings file: No such file or directory")
            }
        }
    }
}
