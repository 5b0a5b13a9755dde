import Testing
@testable import LocBridge

@Suite struct LegacyImportEditingTests {
    func edit(_ text: String, replacing: [String: String] = [:], appending: [StringsFileEditor.NewEntry] = []) throws -> String {
        let table = try StringsFileReader.read(Array(text.utf8), path: "t.strings")
        guard case .success(let bytes) = StringsFileEditor.edit(Array(text.utf8), table: table, replacing: replacing,
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

    @Test func emptyStringElementIsFilled() {
        let text = Array("<plist><dict>\n<string/>\n</dict></plist>".utf8)
        let result = StringsDictEditor.edit(text, replacing: [.init(location: SourceLocation(path: "x", line: 2, column: 1),
                                                                    text: "a<b", key: "k")])
        guard case .success(let bytes) = result else { Issue.record("edit failed"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == "<plist><dict>\n<string>a&lt;b</string>\n</dict></plist>")
    }
}
