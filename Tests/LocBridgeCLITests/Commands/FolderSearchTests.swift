import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// What every command that searches folders for catalogs (export, format, check, stats) says about a
/// folder named like one: a warning naming it, once however many of the paths given lead to it.
@Suite struct FolderSearchTests {
    static let warning = "warning: App/Broken.xcstrings is a folder, not a catalog file: not read as a catalog\n"

    /// `App/L.xcstrings` (German translated), the folder `App/Broken.xcstrings`, and `App/Sub`.
    static func withProject(_ body: (TemporaryFolder) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("Done", CheckFixtures.localizations(
                CheckFixtures.unit("de", "Fertig"), CheckFixtures.unit("en", "Done")))), to: "App/L.xcstrings")
            try folder.write("", to: "App/Broken.xcstrings/notes.txt")
            try folder.write("", to: "App/Sub/notes.txt")
            try body(folder)
        }
    }

    @Test func checkAndStatsSayItOnce() throws {
        try Self.withProject { folder in
            #expect(runCLI(["check", "App", "App/Broken.xcstrings", "./App"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "checked 1 catalog (1 folder held no catalogs)\n",
                stderr: Self.warning + "error: no catalogs found in App/Broken.xcstrings (a folder is searched for catalogs "
                    + "only); name .xliff files and .xcloc bundles directly\n"))
            #expect(runCLI(["stats", "App", "./App"], currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: """
                App/L.xcstrings (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            1           1             0             0      0    100.0%

                """, stderr: Self.warning))
        }
    }

    /// In `--json`, the warning is among the document's diagnostics, and standard error keeps only the
    /// inputs that could not be read.
    @Test func checkJSONHasItAmongTheDiagnostics() throws {
        try Self.withProject { folder in
            let result = runCLI(["check", "--json", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.contains("""
                  "diagnostics" : [
                    {
                      "column" : null,
                      "file" : null,
                      "keyPath" : null,
                      "line" : null,
                      "message" : "App/Broken.xcstrings is a folder, not a catalog file: not read as a catalog",
                      "severity" : "warning"
                    }
                  ],
                """))
        }
    }

    @Test func exportAndFormatSayItOnce() throws {
        try Self.withProject { folder in
            #expect(runCLI(["export", "--output", "out", "App", "./App", "App"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n", stderr: Self.warning))
            #expect(runCLI(["format", "--check", "App", "App"], currentDirectory: folder.path) == CLIResult(exitCode: 1, stdout: """
                not canonical: App/L.xcstrings (first difference at line 4)
                1 of 1 catalog not canonical
                to rewrite it: locbridge format App App

                """, stderr: Self.warning))
        }
    }
}
