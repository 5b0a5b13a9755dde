import Foundation
import Testing
@testable import LocBridgeCLI

/// `locbridge merge`: where the result goes, what is printed, exit codes. The merge rules themselves
/// are tested in `CatalogThreeWayMergeTests`; the git driver in `MergeCommandGitDriverTests`.
@Suite struct MergeCommandTests {
    static func catalog(_ members: String) -> String {
        #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { \#(members) } }"#
    }

    static func unit(_ value: String) -> String {
        #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
    }

    static let base = catalog(#""Cancel" : { "localizations" : { "de" : \#(unit("Abbrechen")) } }, "Done" : { "localizations" : { "de" : \#(unit("Fertig")) } }"#)
    static let ours = catalog(#""Cancel" : { "localizations" : { "de" : \#(unit("Abbruch")) } }, "Done" : { "localizations" : { "de" : \#(unit("Fertig")) } }"#)
    static let theirs = catalog(#""Cancel" : { "localizations" : { "de" : \#(unit("Abbrechen")) } }, "Done" : { "localizations" : { "de" : \#(unit("Erledigt")) } }"#)
    static let conflicting = catalog(#""Cancel" : { "localizations" : { "de" : \#(unit("Stopp")) } }, "Done" : { "localizations" : { "de" : \#(unit("Fertig")) } }"#)

    static let merged = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbruch"
                  }
                }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Erledigt"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func files(_ folder: TemporaryFolder, theirs: String = theirs) throws {
        try folder.write(base, to: "base.xcstrings")
        try folder.write(ours, to: "ours.xcstrings")
        try folder.write(theirs, to: "theirs.xcstrings")
    }

    @Test func cleanMergeIsWrittenOverOursInXcodesBytes() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                merged ours.xcstrings: 0 keys added, 1 changed, 0 deleted; 0 conflicts; 0 translations marked needs_review

                """, stderr: ""))
            #expect(try folder.read("ours.xcstrings") == Self.merged)
            #expect(try folder.read("theirs.xcstrings") == Self.theirs)
            #expect(try folder.read("base.xcstrings") == Self.base)
        }
    }

    @Test func outputLeavesOursAlone() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            let result = runCLI(["merge", "--output", "merged.xcstrings", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"],
                                currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                merged merged.xcstrings: 0 keys added, 1 changed, 0 deleted; 0 conflicts; 0 translations marked needs_review

                """, stderr: ""))
            #expect(try folder.read("merged.xcstrings") == Self.merged)
            #expect(try folder.read("ours.xcstrings") == Self.ours)
        }
    }

    /// BASE and THEIRS are only read, so they may be pipes (`--base <(git show …)`); OURS too with
    /// --output. Without it the result is written over OURS, which must then be a file.
    @Test func inputsOnlyReadMayBePipes() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.ours, to: "ours.xcstrings")
            let result = try folder.withFIFOs(["base": Self.base, "theirs": Self.theirs]) {
                runCLI(["merge", "--base", "base", "ours.xcstrings", "theirs"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 0, stdout: """
                merged ours.xcstrings: 0 keys added, 1 changed, 0 deleted; 0 conflicts; 0 translations marked needs_review

                """, stderr: ""))
            #expect(try folder.read("ours.xcstrings") == Self.merged)

            let output = try folder.withFIFOs(["base2": Self.base, "ours2": Self.ours, "theirs2": Self.theirs]) {
                runCLI(["merge", "--base", "base2", "--output", "merged.xcstrings", "ours2", "theirs2"], currentDirectory: folder.path)
            }
            #expect(output == CLIResult(exitCode: 0, stdout: """
                merged merged.xcstrings: 0 keys added, 1 changed, 0 deleted; 0 conflicts; 0 translations marked needs_review

                """, stderr: ""))
            #expect(try folder.read("merged.xcstrings") == Self.merged)

            try folder.write(Self.base, to: "base.xcstrings")
            try folder.write(Self.theirs, to: "theirs.xcstrings")
            let refused = try folder.withFIFOs(["ours3": nil]) {
                runCLI(["merge", "--base", "base.xcstrings", "ours3", "theirs.xcstrings"], currentDirectory: folder.path)
            }
            #expect(refused == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: ours3 is a pipe, and merge writes the result over OURS, which a pipe cannot take; name OURS's file, \
                or pass --output, which leaves OURS as it is

                """))
        }
    }

    /// THEIRS from a pipe that holds XLIFF, not a catalog: said plainly, and nothing written.
    @Test func anXLIFFPipeIsSaidToBeNoCatalog() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.base, to: "base.xcstrings")
            try folder.write(Self.ours, to: "ours.xcstrings")
            let result = try folder.withFIFOs(["63": #"<?xml version="1.0"?><xliff version="1.2"/>"#]) {
                runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "63"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                63:1:1: error: expected a String Catalog (JSON), found XML (an XLIFF file?); merge reads only catalogs

                """))
            #expect(try folder.read("ours.xcstrings") == Self.ours)
        }
    }

    @Test func conflictKeepsOursReportsItAndExits1() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder, theirs: Self.conflicting)
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "--name", "App/L.xcstrings"],
                                currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                merged App/L.xcstrings: 0 keys added, 0 changed, 0 deleted; 1 conflict; 0 translations marked needs_review

                """, stderr: """
                App/L.xcstrings:4:1: warning: conflict: "Cancel" de: ours "Abbruch", theirs "Stopp"; kept ours

                """))
            #expect(try folder.read("ours.xcstrings") == Self.merged.replacingOccurrences(of: "Erledigt", with: "Fertig"))
        }
    }

    /// A review mark theirs set on the text ours replaced stays on ours' new text (no source changed):
    /// the summary counts it and a note says why.
    @Test func aReviewMarkKeptOnOursNewTextIsCountedAndSaid() throws {
        try TemporaryFolder.with { folder in
            let marked = Self.base.replacingOccurrences(of: #""state" : "translated", "value" : "Fertig""#,
                                                        with: #""state" : "needs_review", "value" : "Fertig""#)
            try folder.write(Self.base, to: "base.xcstrings")
            try folder.write(Self.base.replacingOccurrences(of: "Fertig", with: "Erledigt"), to: "ours.xcstrings")
            try folder.write(marked, to: "theirs.xcstrings")
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                merged ours.xcstrings: 0 keys added, 1 changed, 0 deleted; 0 conflicts; 1 translation marked needs_review

                """, stderr: """
                ours.xcstrings:14:1: note: "Done" de: theirs marked "Fertig" needs_review, ours replaced it with "Erledigt"; marked needs_review

                """))
        }
    }

    /// A write that fails says so and nothing else: no conflict or review note about a result that
    /// was not written.
    @Test func aFailedWriteReportsOnlyTheFailure() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder, theirs: Self.conflicting)
            try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
            let result = try folder.withUnwritableFolder("out") {
                runCLI(["merge", "-v", "--output", "out/m.xcstrings", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"],
                       currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("""
                reading base.xcstrings
                reading ours.xcstrings
                reading theirs.xcstrings
                error: cannot write out/m.xcstrings: its folder does not let this user create files (
                """))
            #expect(result.stderr.hasSuffix("); locbridge writes a temporary file beside each file it replaces; the merge was not saved\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/m.xcstrings"))
        }
    }

    /// A key or text with a line break or terminal controls is escaped in the conflict message, as check
    /// quotes texts: one line per conflict, nothing sent to the terminal raw.
    @Test func conflictMessagesEscapeKeysAndTexts() throws {
        try TemporaryFolder.with { folder in
            func version(_ value: String) -> String { Self.catalog(#""K\u202e\n\u0007" : { "localizations" : { "de" : \#(Self.unit(value)) } }"#) }
            try folder.write(version("a"), to: "base.xcstrings")
            try folder.write(version(#"x\u0085y"#), to: "ours.xcstrings")
            try folder.write(version(#"z\u2066w\u001b[2J"#), to: "theirs.xcstrings")
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr == #"""
                ours.xcstrings:4:1: warning: conflict: "K\u{202E}\n\u{7}" de: ours "x\u{85}y", theirs "z\u{2066}w\u{1B}[2J"; kept ours

                """#)
        }
    }

    /// Git passes an empty file as the base when both branches added the catalog.
    @Test func anEmptyBaseMeansNoCommonAncestor() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            try folder.write("", to: "base.xcstrings")
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                merged ours.xcstrings: 0 keys added, 0 changed, 0 deleted; 2 conflicts; 0 translations marked needs_review

                """, stderr: """
                ours.xcstrings:4:1: warning: conflict: "Cancel" de: ours "Abbruch", theirs "Abbrechen"; kept ours
                ours.xcstrings:14:1: warning: conflict: "Done" de: ours "Fertig", theirs "Erledigt"; kept ours

                """))
        }
    }

    /// Only an empty BASE means no base: one of white space is refused as what it is, with the way to say none.
    @Test func aBaseOfWhiteSpaceIsRefusedAsSuch() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            try folder.write("  \n", to: "base.xcstrings")
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                base.xcstrings:1:1: error: the file holds only white space; a String Catalog is a JSON object; to merge without a base, make BASE empty

                """))
            #expect(try folder.read("ours.xcstrings") == Self.ours)
            // A byte order mark alone, or before white space, gets the same way out.
            try folder.write("\u{FEFF}", to: "base.xcstrings")
            #expect(runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
                .stderr == "base.xcstrings:1:1: error: the file holds only a byte order mark; a String Catalog is a JSON object; "
                + "to merge without a base, make BASE empty\n")
            try folder.write("\u{FEFF} \n", to: "base.xcstrings")
            #expect(runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
                .stderr.hasSuffix("; to merge without a base, make BASE empty\n"))
        }
    }

    @Test func unreadableInputsExit65AndNothingIsWritten() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder, theirs: "[]")
            try folder.write("", to: "ours.xcstrings")
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "--name", "App/L.xcstrings"],
                                currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                App/L.xcstrings (ours):1:1: error: the file is empty; a String Catalog is a JSON object
                App/L.xcstrings (theirs):1:1: error: expected an object, found an array

                """))
            #expect(try folder.read("ours.xcstrings") == "")
        }
    }

    @Test func aFolderNamedAsACatalogIsReportedWithoutAPosition() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            try FileManager.default.createDirectory(atPath: folder.path + "/theirs", withIntermediateDirectories: false)
            let result = runCLI(["merge", "--base", "base.xcstrings", "ours.xcstrings", "theirs"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: theirs: cannot read the catalog: is a folder, not a file

                """))
            #expect(try folder.read("ours.xcstrings") == Self.ours)
        }
    }

    @Test func missingFilesExit65() throws {
        try TemporaryFolder.with { folder in
            try Self.files(folder)
            let result = runCLI(["merge", "--base", "nothing.xcstrings", "ours.xcstrings", "theirs.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: "error: nothing.xcstrings: no such file or folder\n"))
            #expect(try folder.read("ours.xcstrings") == Self.ours)
        }
    }

    @Test(arguments: [
        (["merge", "a", "b"], "error: 'locbridge merge' needs the option --base <base-catalog>\n"),
        (["merge", "--base", "o", "a"], "error: 'locbridge merge' needs a <theirs>\n"),
        (["merge", "--base", "o", "a", "b", "c"], "error: unexpected argument 'c' for 'locbridge merge'\n"),
        (["merge", "--ouput", "x", "--base", "o", "a", "b"], "error: unknown option '--ouput' for 'locbridge merge'; did you mean '--output'?\n"),
        // An empty path (an unset shell variable) is not the current folder.
        (["merge", "--base", "", "a", "b"],
         "error: option '--base' of 'locbridge merge' needs a path, not an empty value: --base <base-catalog>\n"),
        (["merge", "--base=", "a", "b"],
         "error: option '--base' of 'locbridge merge' needs a path, not an empty value: --base <base-catalog>\n"),
        (["merge", "--base", "o", "--output", "", "a", "b"],
         "error: option '--output' of 'locbridge merge' needs a path, not an empty value: --output <file>\n"),
        (["merge", "--base", "o", "--name=", "a", "b"],
         "error: option '--name' of 'locbridge merge' needs a path, not an empty value: --name <path>\n"),
        (["merge", "--base", "o", "", "b"], "error: 'locbridge merge' needs a path for <ours>, not an empty value\n"),
        (["merge", "--base", "o", "a", ""], "error: 'locbridge merge' needs a path for <theirs>, not an empty value\n"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        #expect(runCLI(arguments) == CLIResult(exitCode: 64, stdout: "",
                                               stderr: message + "Run 'locbridge merge --help' for usage.\n"))
    }

    @Test func helpNamesTheUsageExitStatus() {
        #expect(runCLI(["merge", "--help"]).stdout.contains("""
            Exit status: 0 merged cleanly, 1 conflicts (ours kept; git marks the file conflicted),
            64 a usage error (an empty path too: an empty file, not an empty path, means no base),
            """))
    }

    @Test func helpShowsTheGitDriverSetup() {
        let result = runCLI(["merge", "--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("USAGE: locbridge merge --base <base-catalog> [--output <file>] [--name <path>] <ours> <theirs>\n"))
        #expect(result.stdout.contains(#"git config merge.xcstrings.driver "locbridge merge --base %O %A %B --name %P""#))
    }
}
