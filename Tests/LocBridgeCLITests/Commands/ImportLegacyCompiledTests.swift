import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Compiled target files (a binary `.stringsdict` or `.strings`, as built bundles hold; FORMATS.md §4)
/// are read by export and migrate, so import reads them too: what they already hold changes nothing,
/// and only the units that would change one are refused (locbridge edits text files byte by byte).
/// Nothing stops the import's other files.
@Suite struct ImportLegacyCompiledTests {
    typealias Legacy = ImportLegacyTests

    /// The `%lld files` entry of `ImportLegacyTests.filesDict`, as a binary property list written by
    /// Foundation (a writer independent of locbridge's reader).
    static func binaryFilesDict(_ one: String, _ other: String) throws -> Data {
        let entry: [String: Any] = ["%lld files": [
            "NSStringLocalizedFormatKey": "%#@n@",
            "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                  "one": one, "other": other],
        ]]
        return try PropertyListSerialization.data(fromPropertyList: entry, format: .binary, options: 0)
    }

    /// An XLIFF with a `.strings` `<file>` (`Today`) and a `.stringsdict` one (the `%lld files` forms).
    static func xliff(today: String, one: String, other: String) -> String {
        let prefix = Legacy.filesPrefix
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
            \(Legacy.unit("Today", today))
                </body>
              </file>
              <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
                <body>
            \(Legacy.unit(prefix + "n:dict/one:dict/:string", one, source: "%lld file"))
            \(Legacy.unit(prefix + "n:dict/other:dict/:string", other, source: "%lld files"))
                </body>
              </file>
            </xliff>

            """
    }

    func setUp(_ folder: TemporaryFolder) throws -> Data {
        try folder.write("\"Today\" = \"Today\";\n", to: "App/en.lproj/Localizable.strings")
        try folder.write("\"Today\" = \"Heute\";\n", to: "App/de.lproj/Localizable.strings")
        try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
        let binary = try Self.binaryFilesDict("%lld Datei", "%lld Dateien")
        try binary.write(to: URL(fileURLWithPath: folder.path + "/App/de.lproj/Localizable.stringsdict"))
        return binary
    }

    /// Its export's units, unchanged, are only read: nothing is said about the file, and the other
    /// file's edit is written.
    @Test func aBinaryStringsDictTheImportLeavesUnchangedIsOnlyRead() throws {
        try TemporaryFolder.with { folder in
            let binary = try setUp(folder)
            try folder.write(Self.xliff(today: "Heute!", one: "%lld Datei", other: "%lld Dateien"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated
                App/de.lproj/Localizable.stringsdict [de]: 2 unchanged
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: ""))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"Today\" = \"Heute!\";\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/App/de.lproj/Localizable.stringsdict")) == binary)
        }
    }

    /// A unit that would change it is refused with the reason (exit 1; `--strict` writes nothing), and the
    /// import's other files are written as usual.
    @Test func changesToABinaryStringsDictAreRefusedAndTheRestWritten() throws {
        try TemporaryFolder.with { folder in
            let binary = try setUp(folder)
            try folder.write(Self.xliff(today: "Heute!", one: "eine Datei", other: "%lld Dateien"), to: "de.xliff")
            let strict = runCLI(["import", "--strict", "de.xliff"], currentDirectory: folder.path)
            #expect(strict.exitCode == 1)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"Today\" = \"Heute\";\n")

            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated
                App/de.lproj/Localizable.stringsdict [de]: 1 unchanged, 1 refused
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: """
                de.xliff:10:1: error: refused "%lld files" (/%lld files:dict/n:dict/one:dict/:string): \
                App/de.lproj/Localizable.stringsdict is a binary property list; locbridge only writes translations into \
                XML .stringsdict files: convert it to XML (plutil -convert xml1 on macOS) and import again

                """))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"Today\" = \"Heute!\";\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/App/de.lproj/Localizable.stringsdict")) == binary)
        }
    }

    /// The same for a compiled `.strings` file: its unchanged units are only read, a changed one refused.
    @Test func aCompiledStringsFileIsOnlyRead() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Today\" = \"Today\";\n\"Add\" = \"Add\";\n", to: "App/en.lproj/Localizable.strings")
            let binary = try PropertyListSerialization.data(fromPropertyList: ["Today": "Heute", "Add": "Hinzufügen"],
                                                            format: .binary, options: 0)
            try FileManager.default.createDirectory(atPath: folder.path + "/App/de.lproj", withIntermediateDirectories: true)
            try binary.write(to: URL(fileURLWithPath: folder.path + "/App/de.lproj/Localizable.strings"))
            try folder.write(Legacy.xliff(Legacy.unit("Today", "Heute") + "\n" + Legacy.unit("Add", "Neu")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 unchanged, 1 refused
                0 files written

                """, stderr: """
                de.xliff:6:1: error: refused "Add": App/de.lproj/Localizable.strings is a binary property list; locbridge only \
                writes translations into text .strings files: edit it by hand, or replace it with the text .strings file it \
                was made from and import again

                """))
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/App/de.lproj/Localizable.strings")) == binary)
        }
    }
}
