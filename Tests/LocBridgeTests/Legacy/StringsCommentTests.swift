import Testing
@testable import LocBridge

extension Legacy {
    /// Which comment belongs to which entry: the last comment between the previous entry's `;` and the
    /// key (FORMATS.md §4 "the last comment directly above the entry").
    ///
    /// A blank line does not detach a comment: Xcode's own legacy export attaches a file's banner
    /// comment, separated by a blank line, to the first entry (corpus: Elytra's
    /// `Settings.bundle/en.lproj/Root.strings` → note of "Group"), and its migration keeps only the last
    /// of several `//` lines (corpus: XcodesApp's "InstallationStepDescription").
    @Suite struct StringsCommentTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var text: String
            /// Cleaned comment per entry, in order; nil for none.
            var comments: [String?]
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "block comment directly above", text: "/* Title */\n\"a\" = \"1\";", comments: ["Title"]),
            Case(name: "line comment directly above", text: "// Title\n\"a\" = \"1\";", comments: ["Title"]),
            Case(name: "a comment belongs to the next entry only", text: "/* First */\n\"a\" = \"1\";\n\"b\" = \"2\";",
                 comments: ["First", nil]),
            Case(name: "the last of several line comments", text: "// Section\n// Detail one\n// Detail two\n\"a\" = \"1\";",
                 comments: ["Detail two"]),
            Case(name: "the last of a block and a line comment", text: "/* Block */\n// Line\n\"a\" = \"1\";", comments: ["Line"]),
            Case(name: "a blank line does not detach", text: "/* Banner */\n\n\"a\" = \"1\";", comments: ["Banner"]),
            Case(name: "a file banner goes to the first entry only",
                 text: "/*\n  Localizable.strings\n  App\n*/\n\n/* Button */\n\"a\" = \"1\";\n\n\"b\" = \"2\";",
                 comments: ["Button", nil]),
            Case(name: "a comment after an entry's ';' belongs to the next entry",
                 text: "\"a\" = \"1\"; // about b\n\"b\" = \"2\";", comments: [nil, "about b"]),
            Case(name: "comments inside an entry belong to nobody",
                 text: "\"a\" /* k */ = /* v */ \"1\" /* s */;\n\"b\" = \"2\";", comments: [nil, nil]),
            Case(name: "a comment on the same line before the key", text: "/* Inline */ \"a\" = \"1\";", comments: ["Inline"]),
            Case(name: "short form entries take comments too", text: "/* Short */\n\"a\";", comments: ["Short"]),
            Case(name: "markers stripped, surrounding white space trimmed, inner lines kept",
                 text: "/*   close button for alert\nclose button on navigation bar \n */\n\"Close\" = \"Close\";",
                 comments: ["close button for alert\nclose button on navigation bar"]),
            Case(name: "an empty comment", text: "/**/\n\"a\" = \"1\";", comments: [""]),
            Case(name: "stars inside a block comment", text: "/** Doc * with stars **/\n\"a\" = \"1\";", comments: ["* Doc * with stars *"]),
            Case(name: "a comment after the last entry is dropped", text: "\"a\" = \"1\";\n/* trailing */\n", comments: [nil]),
            Case(name: "the placeholder is kept as written", text: "/* No comment provided by engineer. */\n\"a\" = \"1\";",
                 comments: ["No comment provided by engineer."]),
        ]

        @Test(arguments: cases)
        func attachesComment(_ rule: Case) throws {
            let table = try Legacy.strings(rule.text)
            #expect(table.entries.map { $0.comment?.text } == rule.comments)
        }

        @Test func rawTextKeepsMarkersAndLineBreaks() throws {
            let table = try Legacy.strings("/* Two\r\n   lines */\n// Line  \n\"a\" = \"1\";\n/* x */ \"b\" = \"2\";")
            #expect(table.entries.map { $0.comment?.raw } == ["// Line  ", "/* x */"])
            #expect(table.entries.map { $0.comment?.text } == ["Line", "x"])
            let multi = try Legacy.strings("/* Two\r\n   lines */\n\"a\" = \"1\";")
            #expect(multi.entries.first?.comment == LegacyComment(raw: "/* Two\r\n   lines */"))
            #expect(multi.entries.first?.comment?.text == "Two\r\n   lines")
        }

        @Test func placeholderIsRecognised() {
            #expect(LegacyComment(raw: "/* No comment provided by engineer. */").isPlaceholder)
            #expect(LegacyComment(raw: "// No comment provided by engineer.").isPlaceholder)
            #expect(!LegacyComment(raw: "/* A real comment */").isPlaceholder)
        }

        @Test func propertyListTablesHaveNoComments() throws {
            let table = try Legacy.strings(Legacy.plist("<!-- not kept --><key>a</key><string>1</string>"))
            #expect(table.entries.map(\.comment) == [nil])
        }
    }
}
