import Testing
@testable import LocBridge

@Suite struct LegacyImportEditingTests {
    func edit(_ text: String, replacing: [String: String] = [:], appending: [StringsFileEditor.NewEntry] = []) throws -> String {
        let table = try StringsFileReader.read(Array(text.utf8), path: "t.strings")
        let values = Dictionary(uniqueKeysWithValues: replacing.map { (CodePointKey(text: $0.key), $0.value) })
        guard case .success(let bytes) = StringsFileEditor.edit(Array(text.utf8), table: table, replacing: values,
                                                                 appending: appending) else {
            Issue.record("edit failed")
            return ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func shortFormUnquotedAndSingleQuotedValuesAreReplaced() throws {
        let text = "\"Key\";\r\nplain = value;\r\n'a' = 'it\\'s';\r\n"
        #expect(try edit(text, replacing: ["Key": "Schlüssel", "plain": "tab\there", "a": "x\\y"])
            == "\"Key\" = \"Schlüssel\";\r\nplain = \"tab\\there\";\r\n'a' = \"x\\\\y\";\r\n")
    }

    @Test func appendedEntriesFollowTheFilesLineBreaks() throws {
        let comment = LegacyComment(raw: "// Greeting")
        #expect(try edit("\"a\" = \"b\";\r\n", appending: [.init(key: "Hi", value: "Salut", comment: comment)])
            == "\"a\" = \"b\";\r\n\r\n/* Greeting */\r\n\"Hi\" = \"Salut\";\r\n")
    }

    /// A development-language comment is copied as written but for its line breaks, which are the
    /// file's own: no bare LF inside a CR LF file, no CR LF inside an LF one (nor in a new file).
    @Test func aCopiedCommentTakesTheFilesLineBreaks() throws {
        let entry = { (raw: String) in StringsFileEditor.NewEntry(key: "New", value: "Neu", comment: LegacyComment(raw: raw)) }
        let cases: [(text: String, comment: String, expected: String)] = [
            ("\"a\" = \"b\";\r\n", "/* Two-line\n   comment */",
             "\"a\" = \"b\";\r\n\r\n/* Two-line\r\n   comment */\r\n\"New\" = \"Neu\";\r\n"),
            ("\"a\" = \"b\";\n", "/* Three\r\n   line\r   comment */",
             "\"a\" = \"b\";\n\n/* Three\n   line\n   comment */\n\"New\" = \"Neu\";\n"),
            ("{\r\n    \"a\" = \"b\";\r\n}\r\n", "/* Two-line\n   comment */",
             "{\r\n    \"a\" = \"b\";\r\n\r\n    /* Two-line\r\n   comment */\r\n    \"New\" = \"Neu\";\r\n}\r\n"),
        ]
        for (text, comment, expected) in cases {
            #expect(try edit(text, appending: [entry(comment)]) == expected, "\(text.debugDescription)")
        }
        #expect(String(decoding: StringsFileEditor.newFile([entry("/* Two-line\r\n   comment */")]), as: UTF8.self)
            == "/* Two-line\n   comment */\n\"New\" = \"Neu\";\n")
    }

    /// A `{ … }` file takes new keys inside its braces (nothing may follow the `}`: Apple's parser would
    /// reject the whole file), indented like its last entry, in its line breaks; every other byte stays,
    /// but for the spaces before a `}` that shared its line with other text.
    @Test func newKeysGoInsideTheBracesOfABracedFile() throws {
        let new: [StringsFileEditor.NewEntry] = [.init(key: "bye", value: "Tschüss", comment: LegacyComment(raw: "// Farewell")),
                                                 .init(key: "n", value: "v", comment: nil)]
        let appended = "\n    /* Farewell */\n    \"bye\" = \"Tschüss\";\n\n    \"n\" = \"v\";\n"
        let cases: [(text: String, expected: String)] = [
            ("{\n    \"hello\" = \"Hallo\";\n}\n", "{\n    \"hello\" = \"Hallo\";\n" + appended + "}\n"),
            // CR LF, tabs, a comment and white space after the `}`, no final line break.
            ("{\r\n\t\"hello\" = \"Hallo\"; // hi\r\n}\r\n/* end } */ \r\n\t",
             "{\r\n\t\"hello\" = \"Hallo\"; // hi\r\n\r\n\t/* Farewell */\r\n\t\"bye\" = \"Tschüss\";\r\n\r\n\t\"n\" = \"v\";\r\n"
                + "}\r\n/* end } */ \r\n\t"),
            // A comment before an indented `}`: the new keys follow it, the `}` keeps its indentation.
            ("{\n  \"hello\" = \"Hallo\";\n  /* last */\n  }\n",
             "{\n  \"hello\" = \"Hallo\";\n  /* last */\n\n  /* Farewell */\n  \"bye\" = \"Tschüss\";\n\n  \"n\" = \"v\";\n  }\n"),
            ("{}", "{\n" + appended.dropFirst() + "}"),
            ("{ }\n", "{\n" + appended.dropFirst() + "}\n"),
            ("{\n}\n", "{\n" + appended.dropFirst() + "}\n"),
            ("{ \"hello\" = \"Hallo\"; }", "{ \"hello\" = \"Hallo\";\n" + appended + "}"),
        ]
        for (text, expected) in cases {
            let result = try edit(text, replacing: ["hello": "Servus"], appending: new)
            #expect(result == expected.replacingOccurrences(of: "Hallo", with: "Servus"), "\(text.debugDescription)")
            let table = try StringsFileReader.read(Array(result.utf8), path: "t.strings")
            #expect(table.entries.map { [$0.key, $0.value] } == (text.contains("hello") ? [["hello", "Servus"]] : [])
                + [["bye", "Tschüss"], ["n", "v"]])
        }
    }

    @Test func controlCharactersAreEscaped() {
        #expect(LegacyTextEditing.quotedStringsLiteral("a\u{1}\"\n") == #""a\U0001\"\n""#)
    }

    @Test func stringsDictIdsAreParsedFromTheEnd() {
        let form = StringsDictUnitID("/%d of %d:dict/n:dict/few:dict/:string")
        #expect(form?.key == "%d of %d" && form?.variable == "n" && form?.category == .few)
        let format = StringsDictUnitID("/a:dict/b:dict/NSStringLocalizedFormatKey:dict/:string")
        #expect(format?.key == "a:dict/b" && format?.variable == nil)
        #expect(StringsDictUnitID("Plain key") == nil)
    }

    /// A `</string>` inside the value's CDATA section is no end of the element (QA: the rest of the CDATA
    /// was left behind, and the plist no longer parsed).
    @Test func aValueWithCDATAIsReplacedWhole() {
        let text = Array("<plist><dict>\n<string><![CDATA[a</string>b]]></string>\n</dict></plist>".utf8)
        let result = StringsDictEditor.edit(text, replacing: [.init(location: SourceLocation(path: "x", line: 2, column: 1),
                                                                    text: "c", key: "k")])
        guard case .success(let bytes) = result else { Issue.record("edit failed"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == "<plist><dict>\n<string>c</string>\n</dict></plist>")
    }

    /// A new entry goes before the root dictionary's `</dict>`, not one in a comment after it (QA: it went
    /// into the comment, unseen).
    @Test func aNewEntryIgnoresADictEndInAComment() {
        let text = "<plist>\n<dict>\n</dict>\n<!-- removed from this </dict> -->\n</plist>\n"
        let variable = StringsDictVariable(name: "n", location: SourceLocation(path: "x", line: 1, column: 1), valueType: "d", forms: [])
        let entry = StringsDictEditor.NewEntry(key: "b", formatKey: "%#@n@", variables: [variable], forms: ["n": [(.other, "%d x")]])
        guard case .success(let bytes) = StringsDictEditor.edit(Array(text.utf8), replacing: [], appending: [entry]) else {
            Issue.record("edit failed")
            return
        }
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.hasSuffix("</dict>\n<!-- removed from this </dict> -->\n</plist>\n"))
        #expect(written.components(separatedBy: "<!--")[0].contains("<key>b</key>"))
    }

    @Test func emptyStringElementIsFilled() {
        let text = Array("<plist><dict>\n<string/>\n</dict></plist>".utf8)
        let result = StringsDictEditor.edit(text, replacing: [.init(location: SourceLocation(path: "x", line: 2, column: 1),
                                                                    text: "a<b", key: "k")])
        guard case .success(let bytes) = result else { Issue.record("edit failed"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == "<plist><dict>\n<string>a&lt;b</string>\n</dict></plist>")
    }
}

@Suite struct StringsDictAddingTests {
    @Test func missingFormsFollowTheLastFormsLayout() throws {
        // Two-space indentation, CR LF, `<key>` and `<string>` on one line: all copied from `other`.
        let text = "<plist>\r\n<dict>\r\n  <key>k</key>\r\n  <dict>\r\n    <key>NSStringLocalizedFormatKey</key>\r\n"
            + "    <string>%#@n@</string>\r\n    <key>n</key>\r\n    <dict>\r\n"
            + "      <key>NSStringFormatSpecTypeKey</key> <string>NSStringPluralRuleType</string>\r\n"
            + "      <key>one</key> <string>a</string>\r\n      <key>other</key> <string>b</string>\r\n"
            + "    </dict>\r\n  </dict>\r\n</dict>\r\n</plist>\r\n"
        let dict = try StringsDictReader.read(Array(text.utf8), path: "t.stringsdict")
        guard case .plural(let format)? = dict["k"]?.rule, let variable = format[variable: "n"] else {
            Issue.record("not read")
            return
        }
        let result = StringsDictEditor.edit(Array(text.utf8), replacing: [],
                                            adding: [.init(existing: variable.forms, forms: [(.few, "c<d"), (.many, "e")], key: "k")])
        guard case .success(let bytes) = result else { Issue.record("edit failed"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == text.replacingOccurrences(of: "<string>b</string>",
            with: "<string>b</string>\r\n      <key>few</key> <string>c&lt;d</string>\r\n      <key>many</key> <string>e</string>"))
    }
}

@Suite struct StringsDictVariableReachTests {
    /// A variable counts as shown when the format key names it, or a form of a variable it leads to
    /// does; `%%#@x@` is a literal percent sign and names nothing.
    @Test func variablesAreReachedThroughTheFormsOfNamedOnes() {
        let texts = ["a": ["%d in %#@b@"], "b": ["%2$#@c@"], "c": ["x"], "d": ["%#@e@"], "e": ["y"]]
        #expect(LegacyMerger.variablesReached(from: "%1$#@a@ %%#@d@", texts: texts) == ["a", "b", "c"])
        #expect(LegacyMerger.variablesReached(from: "%lld", texts: texts).isEmpty)
    }
}
