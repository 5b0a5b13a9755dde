import Testing
@testable import LocBridgeCLI

/// A path shown bare is quoted when it holds a line break, a control character or a bidi control
/// (`Diagnostic.quotedIfNeeded`), so a folder's name cannot forge or hide a line of the report.
@Suite struct PathQuotingTests {
    private typealias F = CheckFixtures
    static let forged = "App\nL.xcstrings:1:1: error: forged"
    static let escape = "esc\u{1B}[2Jx"
    static let catalog = F.catalog(F.entry("Cancel", F.localizations(F.unit("en", "Cancel"))),
                                   F.entry("Done", F.localizations(F.unit("de", "Fertig"))))

    @Test func checkQuotesTheLocationsPath() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: Self.forged + "/L.xcstrings")
            let result = runCLI(["check", Self.forged], currentDirectory: folder.path)
            #expect(result.stderr == #""App\nL.xcstrings:1:1: error: forged/L.xcstrings":4:1: warning: [untranslated] "#
                + #"not translated into de; translate it (key "Cancel", language de)"# + "\n")
        }
    }

    @Test func statsQuotesItsPerFileHeader() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: Self.escape + "/L.xcstrings")
            let result = runCLI(["stats", Self.escape], currentDirectory: folder.path)
            #expect(result.stdout.hasPrefix(#""esc\u{1B}[2Jx/L.xcstrings" (source language en)"# + "\n"))
        }
    }

    @Test func missingPathsAreQuoted() throws {
        try TemporaryFolder.with { folder in
            let export = runCLI(["export", "--output", "out", Self.escape + "/nope"], currentDirectory: folder.path)
            #expect(export == CLIResult(exitCode: 65, stdout: "", stderr: #"error: "esc\u{1B}[2Jx/nope": no such file or folder"# + "\n"))
            let check = runCLI(["check", "a\nb"], currentDirectory: folder.path)
            #expect(check.stderr.hasPrefix(#"error: "a\nb": no such file or folder"# + "\n"))
        }
    }

    @Test func suggestedCommandsEscapeControls() throws {
        try TemporaryFolder.with { folder in
            try folder.write("", to: "o\u{1B}x/de.xliff")
            let result = runCLI(["check", "o\u{1B}x"], currentDirectory: folder.path)
            #expect(result.stderr.hasPrefix(#"error: "o\u{1B}x" holds 1 XLIFF file and no catalogs; name it: "#
                + #"locbridge check $'o\x1Bx'/*.xliff"# + "\n"))
        }
    }
}
