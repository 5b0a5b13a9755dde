import Testing
@testable import LocBridgeCLI

/// The commands locbridge suggests can be run as shown: a path starting with `-` comes after `--`,
/// as `format --check` already wrote it.
@Suite struct SuggestedCommandTests {
    private typealias F = CheckFixtures

    @Test func aFolderStartingWithADashComesAfterTheOptionsEnd() throws {
        try TemporaryFolder.with { folder in
            try folder.write(F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "Fertig")), to: "-x/de.xliff")
            try folder.write(F.xliff(language: "fr", F.transUnit("Done", source: "Done", target: "Terminé")), to: "-x/fr.xliff")
            #expect(runCLI(["check", "--", "-x"], currentDirectory: folder.path).stderr
                == "error: -x holds 2 XLIFF files and no catalogs; name them: locbridge check -- -x/*.xliff\n")
            #expect(runCLI(["stats", "--", "-x"], currentDirectory: folder.path).stderr
                == "error: -x holds 2 XLIFF files and no catalogs; name them: locbridge stats -- -x/*.xliff\n")
            #expect(runCLI(["import", "--dry-run", "--", "-x"], currentDirectory: folder.path).stderr
                == "error: -x: is a folder but not an .xcloc bundle (it has no Localized Contents folder); "
                + "name the 2 XLIFF files in it instead: locbridge import -- -x/*.xliff\n")
            // The suggestion runs: both files are checked.
            let suggested = runCLI(["check", "--", "-x/de.xliff", "-x/fr.xliff"], currentDirectory: folder.path)
            #expect(suggested.stdout.hasPrefix("checked 2 XLIFF files"))
        }
    }

    @Test func commandLine() {
        #expect(ShellWord.commandLine("locbridge check", ["out/*.xliff"], paths: ["out"]) == "locbridge check out/*.xliff")
        #expect(ShellWord.commandLine("locbridge format", ["-y", "App"], paths: ["-y", "App"]) == "locbridge format -- -y App")
    }
}
