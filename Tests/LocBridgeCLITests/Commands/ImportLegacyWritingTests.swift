import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// What an import writes into legacy files (QA). Keys are the app's by their exact code points: `café`
/// written with U+00E9 and with e + U+0301 is two keys, each with its own translation (the second one's was
/// written under both). A carriage return in a `.stringsdict` translation is kept (written raw, it read back
/// as a line feed). A new `.strings` file is written like the development file.
@Suite struct ImportLegacyWritingTests {
    typealias Legacy = ImportLegacyTests
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func twoSpellingsOfAStringsKeyKeepTheirOwnTranslations() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"\(Self.composed)\" = \"composed\";\n\"\(Self.decomposed)\" = \"decomposed\";\n",
                             to: "App/en.lproj/Localizable.strings")
            try folder.write("\"other\" = \"x\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(Legacy.xliff([
                Legacy.unit(Self.decomposed, "für die zerlegte", source: "decomposed"),
                Legacy.unit(Self.composed, "für die zusammengesetzte", source: "composed"),
            ].joined(separator: "\n")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("App/de.lproj/Localizable.strings [de]: 2 updated\n"), "\(result.stdout)")
            let written = try folder.read("App/de.lproj/Localizable.strings")
            #expect(Array(written.utf8) == Array("""
                "other" = "x";

                "\(Self.composed)" = "für die zusammengesetzte";

                "\(Self.decomposed)" = "für die zerlegte";

                """.utf8))
        }
    }

    static func pluralEntry(_ key: String, one: String, other: String) -> String {
        "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n\t\t<key>n</key>\n"
            + "\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n"
            + "\t\t\t<string>\(one)</string>\n\t\t\t<key>other</key>\n\t\t\t<string>\(other)</string>\n\t\t</dict>\n\t</dict>\n"
    }

    /// The `.stringsdict` merge cannot yet keep the two apart: each unit of either is refused, nothing written.
    @Test func twoSpellingsOfAStringsDictKeyAreRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                             + Self.pluralEntry(Self.composed, one: "%lld composed", other: "%lld composeds")
                             + Self.pluralEntry(Self.decomposed, one: "%lld decomposed", other: "%lld decomposeds")
                             + "</dict>\n</plist>\n", to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff([
                Legacy.unit("/\(Self.composed):dict/n:dict/other:dict/:string", "%lld zusammengesetzte", source: "%lld composeds"),
                Legacy.unit("/\(Self.decomposed):dict/n:dict/other:dict/:string", "%lld zerlegte", source: "%lld decomposeds"),
            ].joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr == """
                de.xliff:5:1: error: refused "\(Self.composed)" (/\(Self.composed):dict/n:dict/other:dict/:string): \
                App/en.lproj/Localizable.stringsdict:20 has this key in another Unicode spelling (U+0065 U+0301 for U+00E9), \
                a second key to the app, which locbridge cannot yet keep apart from this one in a .stringsdict: translate the \
                two by hand
                de.xliff:6:1: error: refused "\(Self.decomposed)" (/\(Self.decomposed):dict/n:dict/other:dict/:string): \
                App/en.lproj/Localizable.stringsdict:4 has this key in another Unicode spelling (U+00E9 for U+0065 U+0301), \
                a second key to the app, which locbridge cannot yet keep apart from this one in a .stringsdict: translate the \
                two by hand

                """)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj"))
        }
    }

    @Test func aCarriageReturnInAStringsDictFormIsWrittenAsAReference() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Legacy.filesDict("%lld Datei", "%lld Dateien"), to: "App/de.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Legacy.unit(Legacy.filesPrefix + "n:dict/one:dict/:string", "%lld erste&#13;zweite",
                                                      source: "%lld file"),
                                          original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).exitCode == 0)
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict").contains("<string>%lld erste&#13;zweite</string>"))
            // Imported again, it is what the file holds.
            let again = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(again.stdout.hasPrefix("App/de.lproj/Localizable.stringsdict [de]: 1 unchanged\n"), "\(again.stdout)")
        }
    }

    /// A language file the import creates takes the development file's encoding and line breaks, as a new
    /// `.stringsdict` does (QA: UTF-8 with LF beside a UTF-16, CRLF development file).
    @Test func aNewStringsFileTakesTheDevelopmentFilesEncodingAndLineBreaks() throws {
        try TemporaryFolder.with { folder in
            func utf16BigEndian(_ text: String) -> Data { Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
            try FileManager.default.createDirectory(atPath: folder.path + "/App/en.lproj", withIntermediateDirectories: true)
            try utf16BigEndian("/* c */\r\n\"a\" = \"A\";\r\n\"b\" = \"B\";\r\n")
                .write(to: URL(fileURLWithPath: folder.path + "/App/en.lproj/Localizable.strings"))
            try folder.write(Legacy.xliff([Legacy.unit("a", "FA", source: "A"), Legacy.unit("b", "FB", source: "B")].joined(separator: "\n"),
                                          language: "fr"), to: "fr.xliff")
            #expect(runCLI(["import", "fr.xliff"], currentDirectory: folder.path).exitCode == 0)
            let written = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/App/fr.lproj/Localizable.strings"))
            #expect(written == utf16BigEndian("/* c */\r\n\"a\" = \"FA\";\r\n\r\n\"b\" = \"FB\";\r\n"))
        }
    }
}
