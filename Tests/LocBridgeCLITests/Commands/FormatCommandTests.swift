import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

@Suite struct FormatCommandTests {
    @Test func checkReportsOtherToolStyleAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "Localizable.xcstrings")
            let result = runCLI(["format", "--check", "Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                not canonical: Localizable.xcstrings (first difference at line 2)
                1 of 1 catalog not canonical
                to rewrite it: locbridge format Localizable.xcstrings

                """, stderr: ""))
            #expect(try folder.read("Localizable.xcstrings") == SampleCatalogs.otherToolStyle)
            // The list is the result --check asks for: -q leaves out only the summary.
            let quiet = runCLI(["format", "--check", "-q", "Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(quiet == CLIResult(exitCode: 1, stdout: """
                not canonical: Localizable.xcstrings (first difference at line 2)

                """, stderr: ""))
        }
    }

    /// A FIFO named like a catalog would make a reader wait forever: a folder search skips it, one named
    /// directly as a file written in place is refused at once, and so is an XLIFF file that import finds
    /// in an `.xcloc` bundle (only one named directly may be a pipe).
    @Test func aFIFOIsNeverWaitedOn() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "App/Localizable.xcstrings")
            try #require(mkfifo(folder.path + "/App/Evil.xcstrings", 0o644) == 0)
            try folder.write(#"{"targetLocale":"de","version":"1.0"}"#, to: "de.xcloc/contents.json")
            try FileManager.default.createDirectory(atPath: folder.path + "/de.xcloc/Localized Contents", withIntermediateDirectories: true)
            try #require(mkfifo(folder.path + "/de.xcloc/Localized Contents/de.xliff", 0o644) == 0)
            #expect(runCLI(["format", "--check", "-q", "App"], currentDirectory: folder.path).stdout
                    == "not canonical: App/Localizable.xcstrings (first difference at line 2)\n")
            #expect(runCLI(["format", "App/Evil.xcstrings"], currentDirectory: folder.path).stderr
                    == "App/Evil.xcstrings:1:1: error: cannot read the catalog: is not a regular file (a FIFO, socket or device)\n")
            #expect(runCLI(["import", "de.xcloc"], currentDirectory: folder.path).stderr
                    == "de.xcloc/Localized Contents/de.xliff:1:1: error: cannot read the XLIFF file: it is not a regular file\n")
            // check and stats read a bundle's XLIFF files the same way (QA: they waited for a writer).
            for command in ["check", "stats"] {
                #expect(runCLI([command, "de.xcloc"], currentDirectory: folder.path).stderr.hasPrefix("error: de.xcloc/Localized "
                    + "Contents/de.xliff: is not a regular file (a FIFO); only an XLIFF file named directly may be a pipe\n"))
            }
            // Nor does export wait on a FIFO where its bundle goes: it replaces only an earlier bundle.
            try #require(mkfifo(folder.path + "/de.xcloc-out", 0o644) == 0)
            try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
            try #require(rename(folder.path + "/de.xcloc-out", folder.path + "/out/de.xcloc") == 0)
            let export = runCLI(["export", "--xcloc", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(export.exitCode == 70)
            #expect(export.stderr.contains("/out/de.xcloc: is not a folder or a regular file (a device, FIFO or socket); locbridge "
                + "only replaces an earlier bundle; nothing was written"))
        }
    }

    /// A catalog two paths reach (one through a symbolic link) is checked and rewritten once, as stats
    /// and check count it once.
    @Test func aCatalogReachedTwiceThroughALinkIsFormattedOnce() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "Shared/Localizable.xcstrings")
            try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Localizable.xcstrings",
                                                       withDestinationPath: "../Shared/Localizable.xcstrings")
            #expect(runCLI(["format", "--check", "App", "Shared"], currentDirectory: folder.path) == CLIResult(exitCode: 1, stdout: """
                not canonical: App/Localizable.xcstrings (first difference at line 2)
                1 of 1 catalog not canonical
                to rewrite it: locbridge format App Shared

                """, stderr: ""))
            #expect(runCLI(["format", "Shared", "App"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 0, stdout: "formatted Shared/Localizable.xcstrings\n1 of 1 catalog reformatted\n", stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings") == SampleCatalogs.xcodeStyle)
        }
    }

    /// A folder search leaves translators' `.xcloc` bundles alone, as export and check do; a bundle named
    /// directly is searched, because the user chose it.
    @Test func folderSearchSkipsXclocBundlesButNotOneNamedDirectly() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.xcodeStyle, to: "App/Localizable.xcstrings")
            try folder.write(SampleCatalogs.otherToolStyle, to: "App/Localizations/de.xcloc/Source Contents/App/Localizable.xcstrings")
            let search = runCLI(["format", "App"], currentDirectory: folder.path)
            #expect(search == CLIResult(exitCode: 0, stdout: "0 of 1 catalog reformatted\n", stderr: ""))
            #expect(try folder.read("App/Localizations/de.xcloc/Source Contents/App/Localizable.xcstrings")
                    == SampleCatalogs.otherToolStyle)

            let named = runCLI(["format", "--check", "-q", "App/Localizations/de.xcloc"], currentDirectory: folder.path)
            #expect(named == CLIResult(exitCode: 1, stdout: """
                not canonical: App/Localizations/de.xcloc/Source Contents/App/Localizable.xcstrings (first difference at line 2)

                """, stderr: ""))
        }
    }

    /// The hint names the paths as given, each one shell word, after `--` when one looks like an option.
    @Test func checkEndsWithTheCommandThatRewrites() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "My App/A.xcstrings")
            try folder.write(SampleCatalogs.otherToolStyle, to: "-odd.xcstrings")
            let result = runCLI(["format", "--check", "My App", "--", "-odd.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                not canonical: -odd.xcstrings (first difference at line 2)
                not canonical: My App/A.xcstrings (first difference at line 2)
                2 of 2 catalogs not canonical
                to rewrite them: locbridge format -- 'My App' -odd.xcstrings

                """, stderr: ""))
            let canonical = runCLI(["format", "My App", "--", "-odd.xcstrings"], currentDirectory: folder.path)
            #expect(canonical.exitCode == 0)
            #expect(runCLI(["format", "--check", "My App"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 0, stdout: "0 of 1 catalog not canonical\n", stderr: ""))
        }
    }

    @Test func formatRewritesToXcodeBytesThenCheckPasses() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "Localizable.xcstrings")

            let format = runCLI(["format", "Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(format == CLIResult(exitCode: 0, stdout: "formatted Localizable.xcstrings\n1 of 1 catalog reformatted\n", stderr: ""))
            #expect(try folder.read("Localizable.xcstrings") == SampleCatalogs.xcodeStyle)

            let check = runCLI(["format", "--check", "Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(check == CLIResult(exitCode: 0, stdout: "0 of 1 catalog not canonical\n", stderr: ""))

            let again = runCLI(["format", "Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(again == CLIResult(exitCode: 0, stdout: "0 of 1 catalog reformatted\n", stderr: ""))
            #expect(try folder.read("Localizable.xcstrings") == SampleCatalogs.xcodeStyle)
        }
    }

    /// A catalog that may be written in a folder that may not: the folder is named as the obstacle
    /// (the bare errno, "Permission denied", read as if the catalog itself were protected).
    @Test func anUnwritableFolderIsSaidToBeTheObstacle() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "App/Localizable.xcstrings")
            let result = try folder.withUnwritableFolder("App") {
                runCLI(["format", "App/Localizable.xcstrings"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stdout == "0 of 1 catalog reformatted, 1 with errors\n")
            #expect(result.stderr.hasPrefix("error: cannot write App/Localizable.xcstrings: its folder does not let this user create files ("))
            #expect(result.stderr.hasSuffix("); locbridge writes a temporary file beside each file it replaces\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == SampleCatalogs.otherToolStyle)
        }
    }

    @Test func absolutePathsArePrintedAsGiven() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "A.xcstrings")
            let path = folder.path + "/A.xcstrings"
            let result = runCLI(["format", path])
            #expect(result == CLIResult(exitCode: 0, stdout: "formatted \(path)\n1 of 1 catalog reformatted\n", stderr: ""))
        }
    }

    @Test func malformedCatalogIsReportedAndLeftAloneWhileOthersAreFormatted() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "App/A.xcstrings")
            try folder.write(SampleCatalogs.malformed, to: "App/B.xcstrings")
            let expectedDiagnostic = try #require(Self.readError(SampleCatalogs.malformed, path: "App/B.xcstrings"))
            #expect(expectedDiagnostic.description.hasPrefix("App/B.xcstrings:"))

            let result = runCLI(["format", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: """
                formatted App/A.xcstrings
                1 of 2 catalogs reformatted, 1 with errors

                """, stderr: "\(expectedDiagnostic)\n"))
            #expect(try folder.read("App/A.xcstrings") == SampleCatalogs.xcodeStyle)
            #expect(try folder.read("App/B.xcstrings") == SampleCatalogs.malformed)
        }
    }

    @Test func dataErrorWinsOverFindingsInCheckMode() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "A.xcstrings")
            try folder.write(SampleCatalogs.malformed, to: "B.xcstrings")
            let expectedDiagnostic = try #require(Self.readError(SampleCatalogs.malformed, path: "B.xcstrings"))
            let result = runCLI(["format", "--check", "B.xcstrings", "A.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: """
                not canonical: A.xcstrings (first difference at line 2)
                1 of 2 catalogs not canonical, 1 with errors
                to rewrite it: locbridge format A.xcstrings

                """, stderr: "\(expectedDiagnostic)\n"))
            #expect(try folder.read("A.xcstrings") == SampleCatalogs.otherToolStyle)
        }
    }

    /// Catalogs named one by one: the command to rewrite names only those that need it.
    @Test func theRewriteCommandNamesOnlyCatalogsToRewrite() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "A.xcstrings")
            try folder.write(SampleCatalogs.xcodeStyle, to: "B.xcstrings")
            let result = runCLI(["format", "--check", "B.xcstrings", "A.xcstrings"], currentDirectory: folder.path)
            #expect(result.stdout.hasSuffix("to rewrite it: locbridge format A.xcstrings\n"))
            #expect(runCLI(["format", "--check", ".", "B.xcstrings"], currentDirectory: folder.path)
                .stdout.hasSuffix("to rewrite it: locbridge format . B.xcstrings\n"))
        }
    }

    @Test func readerWarningsArePrinted() throws {
        try TemporaryFolder.with { folder in
            let future = SampleCatalogs.xcodeStyle.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"9.9\"")
            try folder.write(future, to: "Future.xcstrings")
            let warnings = try CatalogReader.read(Array(future.utf8), path: "Future.xcstrings").warnings
            try #require(!warnings.isEmpty, "the reader should warn about version 9.9")
            let result = runCLI(["format", "--check", "Future.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "0 of 1 catalog not canonical\n",
                                        stderr: warnings.map { "\($0)\n" }.joined()))
        }
    }

    @Test func folderSearchSkipsBuildProductsAndGit() throws {
        try TemporaryFolder.with { folder in
            for path in ["App/Localizable.xcstrings", "App/Sub/Other.xcstrings", "App/.build/Copy.xcstrings",
                         "App/Sub/DerivedData/Copy.xcstrings", "App/.git/Copy.xcstrings"] {
                try folder.write(SampleCatalogs.otherToolStyle, to: path)
            }
            try folder.write("not a catalog", to: "App/README.md")
            let result = runCLI(["format", "--check", "App/"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                not canonical: App/Localizable.xcstrings (first difference at line 2)
                not canonical: App/Sub/Other.xcstrings (first difference at line 2)
                2 of 2 catalogs not canonical
                to rewrite them: locbridge format App/

                """, stderr: ""))
        }
    }

    @Test func missingPathIsADataError() throws {
        try TemporaryFolder.with { folder in
            try folder.write(SampleCatalogs.otherToolStyle, to: "A.xcstrings")
            let result = runCLI(["format", "A.xcstrings", "Missing.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: "error: Missing.xcstrings: no such file or folder\n"))
            #expect(try folder.read("A.xcstrings") == SampleCatalogs.otherToolStyle)
        }
    }

    /// A folder without catalogs is an error, as for check, stats and export: most likely the wrong folder.
    @Test func emptyFolderIsAnError() throws {
        try TemporaryFolder.with { folder in
            try folder.write("x", to: "Empty/readme.txt")
            let result = runCLI(["format", "Empty"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: "error: no .xcstrings catalogs found in Empty\n"))
        }
    }

    @Test(arguments: [
        ("{}", "{}", nil),
        ("a\nb\nc", "a\nb\nd", 3),
        ("a\n", "a", 1),
        ("{\n}\n", "{\n}", 2),
        ("x", "y", 1),
        ("", "{}", 1),
    ] as [(String, String, Int?)])
    func firstDifferingLine(_ original: String, _ canonical: String, _ expected: Int?) {
        #expect(FormatCommand.firstDifferingLine(Array(original.utf8), Array(canonical.utf8)) == expected)
    }

    @Test func summaryWording() {
        #expect(FormatCommand.summary(total: 5, changed: 2, failed: 0, check: false) == "2 of 5 catalogs reformatted")
        #expect(FormatCommand.summary(total: 1, changed: 1, failed: 0, check: true) == "1 of 1 catalog not canonical")
        #expect(FormatCommand.summary(total: 3, changed: 0, failed: 2, check: true) == "0 of 3 catalogs not canonical, 2 with errors")
    }

    /// The diagnostic the library gives for `text`, or nil if it parses.
    static func readError(_ text: String, path: String) -> Diagnostic? {
        do {
            _ = try CatalogReader.read(Array(text.utf8), path: path)
            return nil
        } catch {
            return error.diagnostic
        }
    }
}
