import Testing
@testable import LocBridge

extension Legacy {
    /// One case per rule of the `.strings` grammar (FORMATS.md §4), each with the exact keys and values
    /// it must give.
    @Suite struct StringsGrammarTests {
        struct Pair: Hashable, Sendable, CustomStringConvertible {
            var key: String
            var value: String
            init(_ key: String, _ value: String) {
                self.key = key
                self.value = value
            }
            var description: String { "\(key.debugDescription) = \(value.debugDescription)" }
        }

        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var text: String
            var pairs: [Pair]
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            // Entries and quoting
            Case(name: "double quotes", text: #""Done" = "Fertig";"#, pairs: [Pair("Done", "Fertig")]),
            Case(name: "single quotes hold double quotes", text: #"'Say "hi"' = 'Sag "hallo"';"#,
                 pairs: [Pair(#"Say "hi""#, #"Sag "hallo""#)]),
            Case(name: "double quotes hold single quotes", text: #""It's" = "C'est";"#, pairs: [Pair("It's", "C'est")]),
            Case(name: "unquoted key and value", text: "key_1 = value;", pairs: [Pair("key_1", "value")]),
            Case(name: "every unquoted character", text: "aZ09_$/:.- = http://example.com/a-b_c.html;",
                 pairs: [Pair("aZ09_$/:.-", "http://example.com/a-b_c.html")]),
            Case(name: "short form", text: #""Cancel";"#, pairs: [Pair("Cancel", "Cancel")]),
            Case(name: "unquoted short form", text: "OK;", pairs: [Pair("OK", "OK")]),
            Case(name: "no white space at all", text: #""a"="b";"c";d=e;"#,
                 pairs: [Pair("a", "b"), Pair("c", "c"), Pair("d", "e")]),
            Case(name: "empty key and value", text: #""" = "";"#, pairs: [Pair("", "")]),
            Case(name: "raw line feed inside quotes", text: "\"a\" = \"line 1\nline 2\";", pairs: [Pair("a", "line 1\nline 2")]),
            Case(name: "raw CR LF inside quotes is kept", text: "\"a\" = \"1\r\n2\";", pairs: [Pair("a", "1\r\n2")]),
            Case(name: "non-ASCII text", text: #""Größe" = "サイズ 😀";"#, pairs: [Pair("Größe", "サイズ 😀")]),
            Case(name: "braced dictionary", text: "{\n  \"a\" = \"b\";\n  c = d;\n}\n", pairs: [Pair("a", "b"), Pair("c", "d")]),
            Case(name: "empty file", text: "", pairs: []),
            Case(name: "only a line break", text: "\n", pairs: []),
            Case(name: "only comments", text: "/* Do not remove */\n// nothing here", pairs: []),
            Case(name: "many entries on one line", text: #""a" = "1"; "b" = "2";"#, pairs: [Pair("a", "1"), Pair("b", "2")]),
            Case(name: "white space of every kind", text: "\t\"a\"\u{0B}=\u{0C}\"b\"\r;\u{2028}\"c\"\u{2029}=\"d\";",
                 pairs: [Pair("a", "b"), Pair("c", "d")]),

            // Escapes
            Case(name: "\\n \\t \\r", text: #""a" = "1\n2\t3\r";"#, pairs: [Pair("a", "1\n2\t3\r")]),
            Case(name: "\\a \\b \\f \\v", text: #""a" = "\a\b\f\v";"#, pairs: [Pair("a", "\u{07}\u{08}\u{0C}\u{0B}")]),
            Case(name: "escaped quotes and backslash", text: #""a" = "\"\'\\";"#, pairs: [Pair("a", #""'\"#)]),
            Case(name: "escaped quote in single quotes", text: #"'a' = 'it\'s';"#, pairs: [Pair("a", "it's")]),
            Case(name: "backslash before a line break keeps it", text: "\"a\" = \"1\\\n2\";", pairs: [Pair("a", "1\n2")]),
            Case(name: "\\U with one digit", text: #""a" = "\U41";"#, pairs: [Pair("a", "A")]),
            Case(name: "\\U with four digits, lower-case hex", text: #""a" = "\U00e9\U20AC";"#, pairs: [Pair("a", "é€")]),
            Case(name: "\\U takes at most four digits", text: #""a" = "\U00411";"#, pairs: [Pair("a", "A1")]),
            Case(name: "\\U stops at a non-hex digit", text: #""a" = "\U4g";"#, pairs: [Pair("a", "\u{04}g")]),
            Case(name: "\\U surrogate pair", text: #""a" = "\UD83D\UDE00!";"#, pairs: [Pair("a", "😀!")]),
            Case(name: "\\U0000 is a NUL character", text: #""a" = "x\U0y";"#, pairs: [Pair("a", "x\u{0}y")]),
            Case(name: "lower-case \\u is not an escape", text: #""a" = "\u00e9";"#, pairs: [Pair("a", "u00e9")]),
            Case(name: "octal, three digits, ASCII", text: #""a" = "\101\102";"#, pairs: [Pair("a", "AB")]),
            Case(name: "octal takes at most three digits", text: #""a" = "\1014";"#, pairs: [Pair("a", "A4")]),
            Case(name: "octal stops at 8", text: #""a" = "\28";"#, pairs: [Pair("a", "\u{02}8")]),
            Case(name: "octal one digit", text: #""a" = "\0";"#, pairs: [Pair("a", "\u{0}")]),
            Case(name: "octal above 0x7F is NeXTSTEP", text: #""a" = "\341\251\321\200";"#, pairs: [Pair("a", "Æ’±\u{A0}")]),
            Case(name: "other escapes stand for the character", text: #""a" = "\q\$\é\😀";"#, pairs: [Pair("a", "q$é😀")]),
            Case(name: "escapes in keys", text: #""\U00e9t\u00e9" = "x";"#, pairs: [Pair("étu00e9", "x")]),

            // Comments wherever white space may be
            Case(name: "comments inside an entry", text: #"/*1*/ "a" /*2*/ = // 3"# + "\n" + #" "b" /*4*/ ; /*5*/"#,
                 pairs: [Pair("a", "b")]),
            Case(name: "line comment at the end without a line break", text: #""a" = "b"; // end"#, pairs: [Pair("a", "b")]),
            Case(name: "comment markers inside strings are text", text: #""/* a */" = "// b";"#, pairs: [Pair("/* a */", "// b")]),
            Case(name: "a slash not starting a comment begins a word", text: "/path = /usr/bin;", pairs: [Pair("/path", "/usr/bin")]),
            Case(name: "a line comment ends at U+2028 and U+2029", text: "// x\u{2028}\"a\" = \"b\";// y\u{2029}c = d;",
                 pairs: [Pair("a", "b"), Pair("c", "d")]),
            Case(name: "block comment spanning lines", text: "/* one\ntwo\r\nthree */ \"a\" = \"b\";", pairs: [Pair("a", "b")]),
            Case(name: "a block comment does not nest", text: #"/* /* */ "a" = "b";"#, pairs: [Pair("a", "b")]),
        ]

        @Test(arguments: cases)
        func readsRule(_ rule: Case) throws {
            let table = try Legacy.strings(rule.text)
            #expect(table.entries.map { Pair($0.key, $0.value) } == rule.pairs)
            #expect(table.diagnostics.isEmpty)
            #expect(table.format == .text(.utf8))
        }

        @Test func keyAndValueLocations() throws {
            let text = "/* c */\n\"first\" = \"1\";\n  second =\n\t'2';\n\"multi\nline\" = \"x\"; \"é\" = \"y\";\n\"short\";"
            let table = try Legacy.strings(text)
            let locations = table.entries.map { [$0.keyLocation, $0.valueLocation] }
            #expect(locations == [
                [Legacy.at(2, 1), Legacy.at(2, 11)],
                [Legacy.at(3, 3), Legacy.at(4, 2)],
                [Legacy.at(5, 1), Legacy.at(6, 9)],
                [Legacy.at(6, 14), Legacy.at(6, 20)],  // columns count characters: "é" is one (two UTF-8 bytes)
                [Legacy.at(7, 1), Legacy.at(7, 1)],
            ])
        }

        @Test func lineBreaksOfEveryKindCountAsOne() throws {
            let table = try Legacy.strings("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"3\";\n\"d\" = \"4\";")
            #expect(table.entries.map(\.keyLocation.line) == [1, 2, 3, 4])
        }

        /// QA: the `//` comment ran on past U+2028 and took the next entry in, as text of the comment.
        @Test func aLineCommentEndingAtAUnicodeSeparatorIsItsEntrysComment() throws {
            let table = try Legacy.strings("// Title of the window\u{2028}\"title\" = \"Title\";\n// OK\u{2029}\"ok\" = \"OK\";\n")
            #expect(table.entries.map { Pair($0.key, $0.value) } == [Pair("title", "Title"), Pair("ok", "OK")])
            #expect(table.entries.map { $0.comment?.text } == ["Title of the window", "OK"])
        }

        @Test func duplicateKeysWarnAndTheLastWins() throws {
            let table = try Legacy.strings("\"a\" = \"1\";\n\"b\" = \"2\";\n/* again */\n\"a\" = \"3\";\n\"a\" = \"4\";\n")
            #expect(table.entries.map { Pair($0.key, $0.value) } == [Pair("b", "2"), Pair("a", "4")])
            #expect(table.diagnostics.map(\.description) == [
                #"Localizable.strings:4:1: warning: duplicate key "a" (first at line 1); the last one wins"#,
                #"Localizable.strings:5:1: warning: duplicate key "a" (first at line 1); the last one wins"#,
            ])
            #expect(table["a"] == "4")
            // The last copy has no comment: it takes the last one an earlier copy had, as Xcode's export notes it.
            #expect(table.entries.map { $0.comment?.text } == [nil, "again"])
        }

        /// A kept copy's own comment stays; copies without any leave none.
        @Test func duplicateKeysKeepTheirOwnComment() throws {
            let table = try Legacy.strings("/* first */\n\"a\" = \"1\";\n/* last */\n\"a\" = \"2\";\n\"b\" = \"1\";\n\"b\" = \"2\";\n"
                + "/* Real */\n\"c\" = \"1\";\n/* No comment provided by engineer. */\n\"c\" = \"2\";\n")
            // genstrings' placeholder is no comment: an earlier real one is kept.
            #expect(table.entries.map { $0.comment?.text } == ["last", nil, "Real"])
        }

        @Test func keysDifferingOnlyInNormalisationAreDistinct() throws {
            // Apple compares keys code point by code point; Swift's String == would merge these two.
            let table = try Legacy.strings("\"\u{E9}\" = \"precomposed\";\n\"e\u{301}\" = \"decomposed\";")
            #expect(table.entries.count == 2)
            #expect(table.diagnostics.isEmpty)
            #expect(table["e\u{301}"] == "decomposed")
            #expect(table["\u{E9}"] == "precomposed")
        }

        @Test func undefinedNeXTSTEPBytesWarn() throws {
            let table = try Legacy.strings(#""a" = "x\376y";"#)
            #expect(table.entries.first?.value == "x\u{FFFD}y")
            #expect(table.diagnostics.map(\.description) == [
                #"Localizable.strings:1:9: warning: the octal escape \376 is not a NeXTSTEP character; read as U+FFFD"#,
            ])
        }
    }
}
