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

    /// A catalog's language names are not checked to be tags on reading: stats, merge and import quote
    /// one that holds a line break or a terminal control (QA: each printed it raw, forging report lines).
    @Test func languageNamesFromACatalogAreQuoted() throws {
        try TemporaryFolder.with { folder in
            let forged = "de\nL.xcstrings:9:1: error: forged"
            try folder.write(F.catalog(F.entry("Hello", F.localizations(F.unit(forged, "Hallo")))), to: "Lang.xcstrings")
            let stats = runCLI(["stats", "Lang.xcstrings"], currentDirectory: folder.path)
            #expect(stats.stdout.contains(#"  "de\nL.xcstrings:9:1: error: forged"  "#), "\(stats.stdout)")
            #expect(!stats.stdout.contains("\nL.xcstrings:9:1"))

            try folder.write(F.catalog(source: "en\nL.xcstrings:1:1: error: forged", F.entry("Hello", F.localizations(F.unit("de", "Hallo")))), to: "App/L.xcstrings")
            try folder.write(F.catalog(F.entry("Hello")), to: "Base.xcstrings")
            let merge = runCLI(["merge", "--base", "Base.xcstrings", "Base.xcstrings", "App/L.xcstrings", "--output", "out.xcstrings"],
                               currentDirectory: folder.path)
            #expect(merge.stderr.contains(#"sourceLanguage changed from en to "en\nL.xcstrings:1:1: error: forged" (theirs): "#
                + #"each key's source text is now its "en\nL.xcstrings:1:1: error: forged" text"#), "\(merge.stderr)")
            try folder.write(ImportCommandTests.xliff(#"<trans-unit id="Hello"><source>Hello</source><target>Hallo!</target></trans-unit>"#,
                                                      original: "App/L.xcstrings"), to: "de.xliff")
            let imported = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(imported.stderr.hasPrefix(#"de.xliff:3:1: error: <file original="App/L.xcstrings"> has source-language "en" "#
                + #"but the catalog's sourceLanguage is "en\nL.xcstrings:1:1: error: forged""# + "\n"), "\(imported.stderr)")
        }
    }

    /// Check's findings name a language too: quoted where it is the finding's context, escaped where a
    /// message shows it bare (QA: check printed it raw); migrate skips a folder named so.
    @Test func checkAndMigrateEscapeLanguageNames() throws {
        try TemporaryFolder.with { folder in
            try folder.write(#"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Hello" : { "localizations" : { "#
                + #""esc\u001B[2Jx" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } } }"#, to: "L.xcstrings")
            let check = runCLI(["check", "--disable", "unexportable", "L.xcstrings"], currentDirectory: folder.path)
            #expect(check.stderr.hasPrefix(#"L.xcstrings:1:1: error: [empty-translation] the esc\u{1B}[2Jx translation is empty; "#), "\(check.stderr)")
            #expect(check.stderr.contains(#"(key "Hello", language "esc\u{1B}[2Jx")"# + "\n"), "\(check.stderr)")
            #expect(!check.stderr.contains("\u{1B}"))

            try folder.write("\"Hello\" = \"Hello\";\n", to: "T/en.lproj/Localizable.strings")
            try folder.write("\"Hello\" = \"Hallo\";\n", to: "T/" + Self.escape + ".lproj/Localizable.strings")
            let migrate = runCLI(["migrate", "--dry-run", "T"], currentDirectory: folder.path)
            // Its folder's name is no language tag: skipped, the name quoted.
            #expect(migrate.stderr.hasPrefix(#"warning: skipping "T/esc\u{1B}[2Jx.lproj": "esc\u{1B}[2Jx" is not a language tag"#), "\(migrate)")
            #expect(migrate.stdout.hasPrefix("T/Localizable.xcstrings: 1 language (en), 1 key,"), "\(migrate)")
        }
    }
}
