import Testing
@testable import LocBridgeCLI

/// `locbridge review`: marks translations whose source changed, writes only when something changed,
/// `--check` for CI, and its exit codes.
@Suite struct ReviewCommandTests {
    /// The older catalog, in another tool's layout (the reader takes any).
    static let old = """
        {
            "sourceLanguage": "en",
            "strings": {
                "Cancel": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Abbrechen" } },
                                               "en": { "stringUnit": { "state": "translated", "value": "Cancel" } } } },
                "Done": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Fertig" } },
                                             "en": { "stringUnit": { "state": "translated", "value": "Done" } },
                                             "fr": { "stringUnit": { "state": "translated", "value": "Terminé" } } } }
            },
            "version": "1.0"
        }

        """

    /// The current catalog in Xcode's bytes: "Done" now reads "Finished" in English.
    static let current = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cancel"
                  }
                }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fertig"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Finished"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Terminé"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let reviewed = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cancel"
                  }
                }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Fertig"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Finished"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Terminé"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func marksWritesAndReportsWithTheKeysLine() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.current, to: "App/L.xcstrings")
            let result = runCLI(["review", "--base", "old.xcstrings", "App/L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/L.xcstrings: source changed for 1 key; 2 translations marked needs_review

                """, stderr: """
                App/L.xcstrings:20:1: note: "Done" (de, fr): source changed "Done" → "Finished"; marked needs_review

                """))
            #expect(try folder.read("App/L.xcstrings") == Self.reviewed)

            // Run again: the translations are needs_review now, nothing is marked twice.
            let again = runCLI(["review", "--base=old.xcstrings", "App/L.xcstrings"], currentDirectory: folder.path)
            #expect(again == CLIResult(exitCode: 0, stdout: """
                App/L.xcstrings: source changed for 1 key; 0 translations marked needs_review

                """, stderr: ""))
            #expect(try folder.read("App/L.xcstrings") == Self.reviewed)
        }
    }

    /// A write that fails says so, and no note claims a translation was marked.
    /// A key or source text with a line break or terminal controls is escaped in the note.
    @Test func notesEscapeKeysAndTexts() throws {
        try TemporaryFolder.with { folder in
            func version(_ source: String) -> String {
                #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "K\u009b\n" : { "localizations" : { "#
                    + #""de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }, "#
                    + #""en" : { "stringUnit" : { "state" : "translated", "value" : "\#(source)" } } } } } }"#
            }
            try folder.write(version("Done"), to: "old.xcstrings")
            try folder.write(version(#"Fin\u202eished\u0085"#), to: "L.xcstrings")
            let result = runCLI(["review", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                L.xcstrings: source changed for 1 key; 1 translation would be marked needs_review

                """, stderr: #"""
                L.xcstrings:1:1: note: "K\u{9B}\n" (de): source changed "Done" → "Fin\u{202E}ished\u{85}"; would be marked needs_review

                """#))
        }
    }

    @Test func aFailedWriteMarksNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.current, to: "App/L.xcstrings")
            let result = try folder.withUnwritableFolder("App") {
                runCLI(["review", "--base", "old.xcstrings", "App/L.xcstrings"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stdout == "")
            // The errno is EACCES for a user, EPERM for root (an immutable folder).
            #expect(result.stderr.hasPrefix("error: cannot write App/L.xcstrings: its folder does not let this user create files ("))
            #expect(result.stderr.hasSuffix("); locbridge writes a temporary file beside each file it replaces; nothing was marked\n"))
            #expect(!result.stderr.contains("note:"))
            #expect(try folder.read("App/L.xcstrings") == Self.current)
        }
    }

    /// `-v` names each catalog as it is read.
    @Test func verboseNamesTheCatalogsRead() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.old, to: "L.xcstrings")
            let result = runCLI(["review", "-v", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result.stderr == "reading old.xcstrings\nreading L.xcstrings\n")
        }
    }

    @Test func checkReportsExitsOneAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.current, to: "L.xcstrings")
            let result = runCLI(["review", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                L.xcstrings: source changed for 1 key; 2 translations would be marked needs_review

                """, stderr: """
                L.xcstrings:20:1: note: "Done" (de, fr): source changed "Done" → "Finished"; would be marked needs_review

                """))
            #expect(try folder.read("L.xcstrings") == Self.current)
        }
    }

    @Test func checkPassesWhenNothingWouldChange() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.reviewed, to: "L.xcstrings")
            let result = runCLI(["review", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                L.xcstrings: source changed for 1 key; 0 translations would be marked needs_review

                """, stderr: ""))
            #expect(try folder.read("L.xcstrings") == Self.reviewed)
        }
    }

    /// Nothing marked, nothing written: a catalog in another tool's layout keeps its bytes.
    @Test func aCatalogWithoutSourceChangesIsNotRewritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.old, to: "old.xcstrings")
            try folder.write(Self.old, to: "L.xcstrings")
            let result = runCLI(["review", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "L.xcstrings: source changed for 0 keys; 0 translations marked needs_review\n",
                                        stderr: ""))
            #expect(try folder.read("L.xcstrings") == Self.old)
        }
    }

    /// `git show main:PATH` of a catalog the branch adds gives nothing: every key is new, none changed.
    @Test func anEmptyOLDIsACatalogThatDidNotExist() throws {
        try TemporaryFolder.with { folder in
            try folder.write("", to: "old.xcstrings")
            try folder.write(Self.current, to: "L.xcstrings")
            let result = runCLI(["review", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                L.xcstrings: source changed for 0 keys; 0 translations would be marked needs_review

                """, stderr: ""))
            // White space is no empty file: refused as what it is.
            try folder.write(" \n", to: "old.xcstrings")
            #expect(runCLI(["review", "--check", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path).exitCode == 65)
        }
    }

    @Test(arguments: [true, false])
    func unreadableInputExits65WithTheReadersDiagnostic(brokenBase: Bool) throws {
        try TemporaryFolder.with { folder in
            let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Done\" :"
            try folder.write(brokenBase ? broken : Self.old, to: "old.xcstrings")
            try folder.write(brokenBase ? Self.current : broken, to: "L.xcstrings")
            let result = runCLI(["review", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            let path = brokenBase ? "old.xcstrings" : "L.xcstrings"
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                \(path):4:13: error: strings → "Done": expected an object, found the end of the file

                """))
            #expect(try folder.read("L.xcstrings") == (brokenBase ? Self.current : broken))
        }
    }

    /// OLD is only read, so it may be a pipe (`--base <(git show main:App/L.xcstrings)`); CATALOG too with
    /// --check, which writes nothing. Without --check CATALOG is written in place: a pipe is refused, at
    /// once (no writer is waited for).
    @Test func inputsOnlyReadMayBePipes() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.current, to: "L.xcstrings")
            let result = try folder.withFIFOs(["old": Self.old]) {
                runCLI(["review", "--base", "old", "L.xcstrings"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 0, stdout: """
                L.xcstrings: source changed for 1 key; 2 translations marked needs_review

                """, stderr: """
                L.xcstrings:20:1: note: "Done" (de, fr): source changed "Done" → "Finished"; marked needs_review

                """))
            #expect(try folder.read("L.xcstrings") == Self.reviewed)

            let checked = try folder.withFIFOs(["old2": Self.old, "current": Self.current]) {
                runCLI(["review", "--check", "--base", "old2", "current"], currentDirectory: folder.path)
            }
            #expect(checked == CLIResult(exitCode: 1, stdout: """
                current: source changed for 1 key; 2 translations would be marked needs_review

                """, stderr: """
                current:20:1: note: "Done" (de, fr): source changed "Done" → "Finished"; would be marked needs_review

                """))

            try folder.write(Self.old, to: "old.xcstrings")
            let refused = try folder.withFIFOs(["written": nil]) {
                runCLI(["review", "--base", "old.xcstrings", "written"], currentDirectory: folder.path)
            }
            #expect(refused == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: written is a pipe, and review writes CATALOG in place, which a pipe cannot take; name the catalog's \
                file, or pass --check, which only reports

                """))
        }
    }

    /// OLD from a pipe that holds XLIFF (`<(git show main:fr.xliff)`), not a catalog: said plainly.
    @Test func anXLIFFPipeAsOLDIsSaidToBeNoCatalog() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.current, to: "L.xcstrings")
            let result = try folder.withFIFOs(["63": #"<?xml version="1.0"?><xliff version="1.2"/>"#]) {
                runCLI(["review", "--base", "63", "L.xcstrings"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                63:1:1: error: expected a String Catalog (JSON), found XML (an XLIFF file?); review reads only catalogs

                """))
            #expect(try folder.read("L.xcstrings") == Self.current)
        }
    }

    @Test func missingBaseFileExits65() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.current, to: "L.xcstrings")
            let result = runCLI(["review", "--base", "gone.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            // As every command says it, with no line of a file that is not there (QA: `gone.xcstrings:1:1`).
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: "error: gone.xcstrings: no such file or folder\n"))
        }
    }

    @Test func aCatalogOfWhiteSpaceIsSaidToBeOne() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.current, to: "L.xcstrings")
            try folder.write("\n", to: "old.xcstrings")
            let result = runCLI(["review", "--base", "old.xcstrings", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                old.xcstrings:1:1: error: the file holds only white space; a String Catalog is a JSON object

                """))
            #expect(try folder.read("L.xcstrings") == Self.current)
        }
    }

    /// A folder has no line: the error names it without a `:1:1` position.
    @Test func aFolderNamedAsACatalogIsReportedWithoutAPosition() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.current, to: "App/L.xcstrings")
            let result = runCLI(["review", "--base", "App/L.xcstrings", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: App: cannot read the catalog: is a folder, not a file

                """))
        }
    }

    @Test(arguments: [
        (["review", "L.xcstrings"], "error: 'locbridge review' needs the option --base <old-catalog>\n"),
        (["review", "--base", "old.xcstrings"], "error: 'locbridge review' needs a <catalog>\n"),
        (["review", "--base", "a", "b", "c"], "error: unexpected argument 'c' for 'locbridge review'\n"),
        (["review", "--chek", "--base", "a", "b"], "error: unknown option '--chek' for 'locbridge review'; did you mean '--check'?\n"),
        (["review", "--base", "", "b"],
         "error: option '--base' of 'locbridge review' needs a path, not an empty value: --base <old-catalog>\n"),
        (["review", "--base", "a", ""], "error: 'locbridge review' needs a path for <catalog>, not an empty value\n"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        #expect(runCLI(arguments) == CLIResult(exitCode: 64, stdout: "",
                                               stderr: message + "Run 'locbridge review --help' for usage.\n"))
    }
}
