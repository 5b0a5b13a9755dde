import Testing
@testable import LocBridgeCLI

/// `-q` prints only errors and the results asked for, but never hides what makes the exit status
/// non-zero: the exit status still tells, and the output must say why.
@Suite struct QuietTests {
    private typealias F = CheckFixtures

    static let untranslated = F.catalog(F.entry("Cancel", F.localizations(F.unit("en", "Cancel"))),
                                        F.entry("Done", F.localizations(F.unit("de", "Fertig"))))

    @Test func checkWerrorKeepsTheWarningsAndTheTableSaysWhy() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.untranslated, to: "L.xcstrings")
            let result = runCLI(["check", "-q", "--werror", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                checked 1 catalog: 0 errors, 1 warning (warnings are errors: --werror)
                rule                   errors  warnings
                untranslated                0         1
                total                       0         1

                """, stderr: """
                L.xcstrings:4:1: warning: [untranslated] not translated into de; translate it (key "Cancel", language de)

                """))
        }
    }

    @Test func checkWithoutWerrorSaysTheWarningsAreNotListed() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.untranslated, to: "L.xcstrings")
            let result = runCLI(["check", "-q", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                checked 1 catalog: 0 errors, 1 warning (warnings not listed: -q)
                rule                   errors  warnings
                untranslated                0         1
                total                       0         1

                """, stderr: ""))
        }
    }

    @Test func reviewCheckKeepsWhatWouldBeMarked() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ReviewCommandTests.old, to: "old.xcstrings")
            try folder.write(ReviewCommandTests.current, to: "L.xcstrings")
            let result = runCLI(["review", "-q", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("L.xcstrings:"))
            #expect(result.stderr.contains("note: \"Done\" (de, fr): source changed \"Done\" → \"Finished\"; would be marked needs_review\n"))
            // Without --check the marks are done, and exit 0: -q prints nothing.
            #expect(runCLI(["review", "-q", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
                == CLIResult(exitCode: 0, stdout: "", stderr: ""))
        }
    }

    @Test func mergeKeepsTheConflicts() throws {
        try TemporaryFolder.with { folder in
            try MergeCommandTests.files(folder, theirs: MergeCommandTests.conflicting)
            let result = runCLI(["merge", "-q", "--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"],
                                currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: "", stderr: """
                ours.xcstrings:4:1: warning: conflict: "Cancel" de: ours "Abbruch", theirs "Stopp"; kept ours

                """))
        }
    }

    @Test func importKeepsUnknownIds() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(#"<trans-unit id="Gone"><source>Gone</source><target>Weg</target></trans-unit>"#),
                             to: "de.xliff")
            let result = runCLI(["import", "-q", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: "", stderr: """
                de.xliff:5:1: warning: unknown id "Gone": no key "Gone" in App/Localizable.xcstrings; the unit was not imported

                """))
        }
    }
}
