import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `locbridge import` of hostile XML (README "Security"), end to end: the reader's refusal is printed,
/// the exit status is 65 and nothing is written; an XInclude in a target never brings a file's text in.
@Suite struct ImportHostileXMLTests {
    static let blocked = "nothing written: fix the errors reported and import again\n"

    @Test func xxeInTheXLIFFIsRefusedAndNothingIsWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            let xliff = ImportCommandTests.xliff(#"<trans-unit id="Done"><source>Done</source><target>&secret;</target></trans-unit>"#)
                .replacingOccurrences(of: "?>\n", with: "?>\n<!DOCTYPE xliff [<!ENTITY secret SYSTEM \"file:///etc/hostname\">]>\n")
            try folder.write(xliff, to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                de.xliff:2:1: error: the file has a document type declaration (<!DOCTYPE xliff>); XLIFF needs none, and locbridge \
                refuses them because they can define entities that read local files or expand without limit

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == ImportCommandTests.catalog)
        }
    }

    @Test func xincludeInATargetImportsOnlyTheTargetsOwnText() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write("SECRET-TEXT", to: "secret.txt")
            let include = #"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="\#(folder.path)/secret.txt" parse="text"/>"#
            try folder.write(ImportCommandTests.xliff(
                #"<trans-unit id="Done"><source>Done</source><target>Erledigt\#(include)</target></trans-unit>"#), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings [de]: 1 updated
                1 catalog written: App/Localizable.xcstrings

                """, stderr: """
                de.xliff:5:1: warning: unit "Done" contains inline markup (<include>); it was flattened to its text

                """))
            let written = try folder.read("App/Localizable.xcstrings")
            #expect(written.contains(#""value" : "Erledigt""#))
            #expect(!written.contains("SECRET"))
        }
    }

    /// A `<file original>` with a line break (`&#10;`), a C1 CSI and a bidi override is named escaped: the
    /// message stays one line, and the path derived from it too.
    @Test func aHostileOriginalIsEscapedInMessages() throws {
        try TemporaryFolder.with { folder in
            let original = "App/x\u{9B}31m\u{202E}evil&#10;de.xliff:9:1: note: all good.xcstrings"
            try folder.write(ImportCommandTests.xliff(#"<trans-unit id="k"><source>a</source><target>b</target></trans-unit>"#,
                                                      original: original), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            let shown = #"App/x\u{9B}31m\u{202E}evil\nde.xliff:9:1: note: all good.xcstrings"#
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                de.xliff:3:1: error: no catalog for <file original="\(shown)">: "\(shown)": No such file or \
                directory; pass the --project-root the XLIFF was exported from

                """))

            // A legacy file's messages name it the same way.
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("k", "b", source: "a"),
                                                     original: "App/x\u{2066}&#10;Localizable.strings"), to: "de.xliff")
            let legacy = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(legacy == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: #"""
                de.xliff:3:1: error: <file original="App/x\u{2066}\nLocalizable.strings"> is not in a <language>.lproj folder; \#
                cannot tell where the de file goes

                """#))
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("k", "b", source: "a"),
                                                     original: "App/en.lproj/x\u{85}.strings"), to: "de.xliff")
            let missing = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(missing.stderr.hasPrefix(#"""
                de.xliff:3:1: error: skipped <file original="App/en.lproj/x\u{85}.strings">: its development-language file \#
                "App/en.lproj/x\u{85}.strings" does not exist
                """#), "\(missing.stderr)")
        }
    }

    @Test func hostileDevelopmentStringsDictIsRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist [<!ENTITY e SYSTEM "file:///etc/hostname">]>
                <plist version="1.0"><dict><key>k</key><string>&e;</string></dict></plist>

                """, to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("/k:dict/:string", "x", source: "y"),
                                                     original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                App/en.lproj/Localizable.stringsdict:2:17: error: the document type declaration has an internal subset ([…]); \
                locbridge refuses them in property lists because they can declare entities that read local files or expand \
                without limit

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj"))
        }
    }
}
