import Foundation
import Testing
@testable import LocBridgeCLI

/// What the commands that search folders (export, format, check, stats, migrate) do with symbolic
/// links and with paths that yield nothing: linked folders searched once and named through the link,
/// broken links warned about when met and refused when named, an empty path an error in each.
@Suite struct FolderLinkTests {
    private static let manager = FileManager.default

    /// `App/Localizable.xcstrings`; `Shared/` (a catalog and a legacy table) linked in as
    /// `App/Resources` and again as `App/Widget/Resources`; `App/Sub/Up` linked back to `App`.
    static func withSharedResources(_ body: (TemporaryFolder) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("Hello", CheckFixtures.localizations(
                CheckFixtures.unit("de", "Hallo"), CheckFixtures.unit("en", "Hello")))), to: "App/Localizable.xcstrings")
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("Shared", CheckFixtures.localizations(
                CheckFixtures.unit("de", "Geteilt"), CheckFixtures.unit("en", "Shared")))), to: "Shared/Shared.xcstrings")
            try folder.write("\"Title\" = \"Title\";\n", to: "Shared/en.lproj/L.strings")
            try folder.write("\"Title\" = \"Titel\";\n", to: "Shared/de.lproj/L.strings")
            try folder.write("", to: "App/Sub/notes.txt")
            try folder.write("", to: "App/Widget/notes.txt")
            try manager.createSymbolicLink(atPath: folder.path + "/App/Resources", withDestinationPath: "../Shared")
            try manager.createSymbolicLink(atPath: folder.path + "/App/Widget/Resources", withDestinationPath: "../../Shared")
            try manager.createSymbolicLink(atPath: folder.path + "/App/Sub/Up", withDestinationPath: "..")
            try body(folder)
        }
    }

    static let skippedLines = """
        skipping App/Sub/Up: a symbolic link to .., which holds it (a loop)
        skipping App/Widget/Resources: a symbolic link to ../../Shared, searched already as App/Resources

        """

    @Test func exportSearchesALinkedFolderOnceAndNamesFilesThroughTheLink() throws {
        try Self.withSharedResources { folder in
            let result = runCLI(["export", "-v", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 3 files, 3 units, 0 untranslated\n",
                                        stderr: Self.skippedLines + """
                reading App/Localizable.xcstrings
                reading App/Resources/Shared.xcstrings
                reading App/Resources/en.lproj/L.strings
                reading App/Resources/de.lproj/L.strings

                """))
            let originals = try folder.read("out/de.xliff").split(separator: "\n").filter { $0.contains("<file ") }
                .map { $0.split(separator: "\"")[1] }
            #expect(originals == ["App/Localizable.xcstrings", "App/Resources/en.lproj/L.strings", "App/Resources/Shared.xcstrings"])
            // Without -v the passed-over links are not said.
            #expect(runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path).stderr == "")
        }
    }

    @Test func checkStatsFormatAndMigrateFollowTheSameLinks() throws {
        try Self.withSharedResources { folder in
            #expect(runCLI(["check", "-v", "App"], currentDirectory: folder.path) == CLIResult(
                exitCode: 0, stdout: "checked 2 catalogs: no problems found\n", stderr: Self.skippedLines + """
                    reading App/Localizable.xcstrings
                    reading App/Resources/Shared.xcstrings

                    """))
            let stats = runCLI(["stats", "App"], currentDirectory: folder.path)
            #expect(stats.exitCode == 0 && stats.stderr == "")
            #expect(stats.stdout.split(separator: "\n").filter { $0.hasPrefix("App/") }
                    == ["App/Localizable.xcstrings (source language en)", "App/Resources/Shared.xcstrings (source language en)"])
            #expect(runCLI(["format", "--check", "App"], currentDirectory: folder.path) == CLIResult(exitCode: 1, stdout: """
                not canonical: App/Localizable.xcstrings (first difference at line 4)
                not canonical: App/Resources/Shared.xcstrings (first difference at line 4)
                2 of 2 catalogs not canonical
                to rewrite them: locbridge format App

                """, stderr: ""))
        }
    }

    /// Migrate writes beside the tables it finds and `--remove-legacy` deletes them: it follows a link to a
    /// folder only where the folder lies inside the one it was given, and says each link it does not follow.
    @Test func migrateFollowsNoLinkOutOfTheFolderItIsGiven() throws {
        try Self.withSharedResources { folder in
            let outside = "warning: skipping App/Resources: a symbolic link to ../Shared, outside App; migrate does not "
                + "follow links out of the folders it is given (it writes beside the tables and may remove them): name that "
                + "folder to migrate it\n"
            let migrate = runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path)
            #expect(migrate.exitCode == 65)
            #expect(migrate.stderr == outside
                + "error: no *.lproj folders with .strings or .stringsdict files found in App\n")
            // From the folder that holds both, the real folder is found first and the links lead inside it.
            let whole = runCLI(["migrate", "--dry-run", "."], currentDirectory: folder.path)
            #expect(whole.exitCode == 0 && whole.stderr == "")
            #expect(whole.stdout.hasPrefix("./Shared/L.xcstrings: 2 languages (de, en), 1 key"))
            // A link into another folder named too: that folder is searched in its turn, nothing to say.
            try folder.write("\"Own\" = \"Own\";\n", to: "App/en.lproj/A.strings")
            let both = runCLI(["migrate", "--dry-run", "App", "Shared"], currentDirectory: folder.path)
            #expect(both.exitCode == 0 && both.stderr == "")
            #expect(both.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } } == ["App/A.xcstrings", "Shared/L.xcstrings",
                                                                                        "dry run"])
        }
    }

    /// A link to an `.lproj` folder outside is no different: `--remove-legacy` would delete the file it
    /// leads to (QA: another project's `en.lproj`, migrated as French and removed).
    @Test func migrateReadsNoLanguageFolderLinkedFromOutside() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"s\" = \"Shared\";\n", to: "Outside/en.lproj/Localizable.strings")
            try folder.write("\"a\" = \"A\";\n", to: "P/App/en.lproj/Localizable.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/P/App/fr.lproj", withDestinationPath: "../../Outside/en.lproj")
            let migrate = runCLI(["migrate", "--remove-legacy", "P"], currentDirectory: folder.path)
            #expect(migrate == CLIResult(exitCode: 0, stdout: """
                P/App/Localizable.xcstrings: 1 language (en), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged; 1 legacy file removed

                """, stderr: """
                warning: skipping P/App/fr.lproj: a symbolic link to ../../Outside/en.lproj, outside P; migrate does not \
                follow links out of the folders it is given (it writes beside the tables and may remove them): name that \
                folder to migrate it

                """))
            #expect(try folder.read("Outside/en.lproj/Localizable.strings") == "\"s\" = \"Shared\";\n")
            // Named too, the folder it leads into is migrated, the link read as the language it names.
            try folder.write("\"a\" = \"A\";\n", to: "P/App/en.lproj/Localizable.strings")
            let both = runCLI(["migrate", "--dry-run", "P", "Outside"], currentDirectory: folder.path)
            #expect(both.exitCode == 0 && both.stderr == "")
            #expect(both.stdout.hasPrefix("P/App/Localizable.xcstrings: 2 languages (en, fr), 2 keys"))
        }
    }

    /// An `.lproj` folder that is a link to its sibling (`en-AU.lproj` → `en-GB.lproj`, one translation for
    /// two regions): both languages are migrated, and `--remove-legacy` removes the file once and both
    /// folder names (QA: the second removal failed, exit 70, and the dry run promised three removals).
    @Test func aLinkedLanguageFolderIsRemovedWithTheFolderItLeadsTo() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"c\" = \"Color\";\n", to: "App/en.lproj/L.strings")
            try folder.write("\"c\" = \"Colour\";\n", to: "App/en-GB.lproj/L.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/en-AU.lproj", withDestinationPath: "en-GB.lproj")
            let dryRun = runCLI(["migrate", "--dry-run", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(dryRun == CLIResult(exitCode: 0, stdout: """
                App/L.xcstrings: 3 languages (en, en-AU, en-GB), 1 key, 0 plurals, 0 substitutions, 0 warnings — would be written
                dry run: 1 catalog would be written, 0 unchanged; 2 legacy files would be removed; nothing written

                """, stderr: ""))
            let migrate = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(migrate == CLIResult(exitCode: 0, stdout: """
                App/L.xcstrings: 3 languages (en, en-AU, en-GB), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged; 2 legacy files removed

                """, stderr: ""))
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path + "/App") == ["L.xcstrings"])
            let catalog = try folder.read("App/L.xcstrings")
            #expect(catalog.contains("\"en-AU\" : {") && catalog.contains("\"en-GB\" : {") && catalog.contains("Colour"))
        }
    }

    /// A chain of linked language folders goes whole (QA: the first link was left dangling); and a file a
    /// kept legacy file links to stays, said in a warning (QA: the kept table's file was left a dangling link).
    @Test func linkedLegacyFilesAreRemovedOnlyWhereNothingKeptNeedsThem() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"c\" = \"Color\";\n", to: "App/en.lproj/L.strings")
            try folder.write("\"c\" = \"Colour\";\n", to: "App/en-GB.lproj/L.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/en-AU.lproj", withDestinationPath: "en-GB.lproj")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/en-NZ.lproj", withDestinationPath: "en-AU.lproj")
            let chain = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(chain.exitCode == 0 && chain.stderr == "")
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path + "/App") == ["L.xcstrings"])

            // M has no development-language file: its files are kept, and so is the L file its own links to.
            try folder.write("\"c\" = \"Color\";\n", to: "Two/en.lproj/L.strings")
            try folder.write("\"c\" = \"Colour\";\n", to: "Two/en-GB.lproj/L.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Two/en-GB.lproj/M.strings", withDestinationPath: "L.strings")
            let kept = runCLI(["migrate", "--remove-legacy", "Two"], currentDirectory: folder.path)
            #expect(kept.exitCode == 0)
            #expect(kept.stderr.hasPrefix("warning: Two/en-GB.lproj/L.strings kept: Two/en-GB.lproj/M.strings, which is kept, "
                + "is a symbolic link to it\n"))
            #expect(kept.stdout.hasSuffix("2 catalogs written, 0 unchanged; 1 legacy file removed\n"))
            #expect(try folder.read("Two/en-GB.lproj/M.strings") == "\"c\" = \"Colour\";\n")
            #expect(!Self.manager.fileExists(atPath: folder.path + "/Two/en.lproj"))
        }
    }

    /// A link that dangles or loops met in a search is a warning naming it and where it points (a catalog
    /// link and a legacy file's alike), and skipped; named as PATH, it is an error, a loop said as one.
    @Test func brokenLinksAreWarnedWhenMetAndRefusedWhenNamed() throws {
        try TemporaryFolder.with { folder in
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("K", CheckFixtures.localizations(
                CheckFixtures.unit("de", "k")))), to: "App/Localizable.xcstrings")
            try folder.write("\"a\" = \"A\";\n", to: "App/en.lproj/L.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/Dangling.xcstrings", withDestinationPath: "gone.xcstrings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/a.xcstrings", withDestinationPath: "b.xcstrings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/b.xcstrings", withDestinationPath: "a.xcstrings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/en.lproj/Broken.strings", withDestinationPath: "nothing.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/App/Resources", withDestinationPath: "../Gone")
            let loop = "a symbolic link loop (following it to b.xcstrings never ends: too many levels of symbolic links)"
            let warnings = """
                warning: App/Dangling.xcstrings is a symbolic link to gone.xcstrings, which does not exist: skipped
                warning: App/a.xcstrings is \(loop): skipped
                warning: App/b.xcstrings is a symbolic link loop (following it to a.xcstrings never ends: too many levels of \
                symbolic links): skipped

                """
            let legacyWarning = "warning: App/en.lproj/Broken.strings is a symbolic link to nothing.strings, which does not exist: skipped\n"
            // In the order met (`Resources` sorts before `a.xcstrings`); -v names the link that may have been a folder.
            let lines = warnings.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(runCLI(["export", "-v", "--output", "out", "App"], currentDirectory: folder.path) == CLIResult(
                exitCode: 0, stdout: "de: out/de.xliff — 2 files, 2 units, 1 untranslated\n", stderr: lines[0] + """

                    skipping App/Resources: a symbolic link to ../Gone, which does not exist

                    """ + lines[1...].joined(separator: "\n") + legacyWarning + """
                    reading App/Localizable.xcstrings
                    reading App/en.lproj/L.strings

                    """))
            #expect(runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path).stderr == warnings + legacyWarning)
            // Counted with the reading warnings: a gate with --werror does not pass over a catalog it left out.
            let checked = "checked 1 catalog: 0 errors, 3 warnings\nrule                   errors  warnings\n"
                + "reading                     0         3\ntotal                       0         3\n"
            #expect(runCLI(["check", "App"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 0, stdout: checked, stderr: warnings))
            #expect(runCLI(["check", "--werror", "App"], currentDirectory: folder.path).exitCode == 1)
            #expect(runCLI(["stats", "App"], currentDirectory: folder.path).stderr == warnings)
            #expect(runCLI(["format", "App"], currentDirectory: folder.path).stderr == warnings)
            #expect(runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path).stderr.hasPrefix(legacyWarning))

            // Every command in the same words (QA: check and stats said `App/a.xcstrings: a symbolic link loop`).
            for command in [["export", "--output", "out"], ["format"], ["check"], ["stats"]] {
                let result = runCLI(command + ["App/a.xcstrings"], currentDirectory: folder.path)
                #expect(result.exitCode == 65 && result.stderr == "error: App/a.xcstrings is \(loop)\n")
            }
            #expect(runCLI(["export", "--output", "out", "App/en.lproj/Broken.strings"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: App/en.lproj/Broken.strings is a symbolic link to nothing.strings, "
                    + "which does not exist\n"))
            #expect(runCLI(["migrate", "App/Resources"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: App/Resources is a symbolic link to ../Gone, which does not exist\n"))
            // The same words where import, review and merge read what they are given (QA: `no such file`, or the
            // system's words at a made-up line 1).
            try Self.manager.createSymbolicLink(atPath: folder.path + "/de.xliff", withDestinationPath: "gone.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).stderr
                == "error: de.xliff is a symbolic link to gone.xliff, which does not exist\n")
            #expect(runCLI(["review", "--base", "App/Localizable.xcstrings", "App/a.xcstrings"], currentDirectory: folder.path)
                == CLIResult(exitCode: 65, stdout: "", stderr: "error: App/a.xcstrings is \(loop)\n"))
            #expect(runCLI(["merge", "--base", "App/Localizable.xcstrings", "App/Dangling.xcstrings", "App/Localizable.xcstrings"],
                           currentDirectory: folder.path)
                == CLIResult(exitCode: 65, stdout: "", stderr: "error: App/Dangling.xcstrings is a symbolic link to gone.xcstrings, "
                    + "which does not exist\n"))
        }
    }

    /// A PATH that yields nothing is an error naming it in every command that searches, also beside
    /// paths that yield something; the writers write nothing.
    @Test func aPathThatYieldsNothingIsAnError() throws {
        try TemporaryFolder.with { folder in
            let catalog = CheckFixtures.catalog(CheckFixtures.entry("K", CheckFixtures.localizations(CheckFixtures.unit("de", "k"))))
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write("\"a\" = \"A\";\n", to: "App/en.lproj/L.strings")
            try folder.write("", to: "Empty/notes.txt")
            #expect(runCLI(["export", "--output", "out", "App/Localizable.xcstrings", "Empty"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: no .xcstrings catalogs or legacy *.lproj tables found in Empty\n"))
            #expect(!Self.manager.fileExists(atPath: folder.path + "/out"))
            #expect(runCLI(["format", "App", "Empty"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 65, stdout: "", stderr: "error: no .xcstrings catalogs found in Empty\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == catalog)
            #expect(runCLI(["migrate", "App", "Empty"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: no *.lproj folders with .strings or .stringsdict files found in Empty\n"))
            #expect(!Self.manager.fileExists(atPath: folder.path + "/App/L.xcstrings"))
            let stats = runCLI(["stats", "App", "Empty"], currentDirectory: folder.path)
            #expect(stats.exitCode == 65)
            #expect(stats.stderr == "error: no catalogs found in Empty (a folder is searched for catalogs only); name .xliff files "
                + "and .xcloc bundles directly\n")
        }
    }
}
