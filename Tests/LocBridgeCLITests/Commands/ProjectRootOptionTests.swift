import Foundation
import Testing
@testable import LocBridgeCLI

/// `--project-root` of export and import: a missing folder or a file is refused before anything is read.
@Suite struct ProjectRootOptionTests {
    @Test func exportRefusesAMissingFolderOrAFile() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write("notes", to: "README.md")
            let missing = runCLI(["export", "--output", "out", "--project-root", "Ap", "App"], currentDirectory: folder.path)
            #expect(missing == CLIResult(exitCode: 64, stdout: "", stderr: "error: --project-root Ap: no such folder\n"))
            let file = runCLI(["export", "--output", "out", "--project-root", "README.md", "App"], currentDirectory: folder.path)
            #expect(file == CLIResult(exitCode: 64, stdout: "", stderr: "error: --project-root README.md: is a file, not a folder\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test func importRefusesAMissingFolderOrAFile() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write("notes", to: "README.md")
            #expect(runCLI(["export", "-q", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
            let missing = runCLI(["import", "--dry-run", "--project-root", "Sampels", "out/de.xliff"], currentDirectory: folder.path)
            #expect(missing == CLIResult(exitCode: 64, stdout: "", stderr: "error: --project-root Sampels: no such folder\n"))
            let file = runCLI(["import", "--project-root", "README.md", "out/de.xliff"], currentDirectory: folder.path)
            #expect(file == CLIResult(exitCode: 64, stdout: "", stderr: "error: --project-root README.md: is a file, not a folder\n"))
        }
    }

    @Test func aRootWithALineBreakIsQuoted() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--output", "out", "--project-root", "a\nerror: x", "App"], currentDirectory: folder.path)
            #expect(result.stderr == "error: --project-root \"a\\nerror: x\": no such folder\n")
        }
    }
}
