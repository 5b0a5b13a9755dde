import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `locbridge migrate`: whole legacy trees to catalogs, the failing-language rule, merging into an
/// existing catalog, idempotence, `--dry-run`, `--remove-legacy`, `--output`, and the sample tree.
@Suite struct MigrateCommandTests {
    static let en = "/* Button */\n\"Done\" = \"Done\";\n"
    static let de = "\"Done\" = \"Fertig\";\n"

    /// The catalog migrating `en` + `de` gives.
    static let doneCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "comment" : "Button",
              "extractionState" : "migrated",
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
                    "value" : "Done"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func migratesBesideTheLprojFoldersAndIsIdempotent() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let first = runCLI(["migrate", "App"], currentDirectory: folder.path)
            #expect(first == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged

                """, stderr: "note: the legacy files are kept beside their catalogs; remove them once the catalogs are in the Xcode target (or run again with --remove-legacy): while both are there, export sends their texts twice\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
            let second = runCLI(["migrate", "App"], currentDirectory: folder.path)
            #expect(second.exitCode == 0)
            #expect(second.stdout.hasSuffix("— unchanged\n0 catalogs written, 1 unchanged\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
        }
    }

    /// An `.lproj` folder whose name is no language tag (`de copy.lproj`, a Finder duplicate) is skipped
    /// with a warning, by migrate and export alike, and `--remove-legacy` leaves it (QA: migrate made a
    /// "de copy" language of it, and export stopped with a usage error that named no folder).
    @Test func aFolderNamedForNoLanguageIsSkipped() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de copy.lproj/Localizable.strings")
            let warning = #"warning: skipping App/de copy.lproj: "de copy" is not a language tag (letters, digits, - and _, "#
                + "such as de, pt-BR, zh-Hans), so no language's files\n"
            let migrate = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(migrate.exitCode == 0)
            #expect(migrate.stderr == warning)
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
            #expect(try folder.read("App/de copy.lproj/Localizable.strings") == Self.de)
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            try FileManager.default.removeItem(atPath: folder.path + "/App/Localizable.xcstrings")
            let export = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(export.exitCode == 0)
            #expect(export.stderr == warning)
            #expect(export.stdout == "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n")
            // Named, the folder (or a file in it) is an error.
            for named in ["App/de copy.lproj", "App/de copy.lproj/", "App/de copy.lproj/Localizable.strings"] {
                let result = runCLI(["export", "--output", "named", named], currentDirectory: folder.path)
                #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: #"error: App/de copy.lproj: "de copy" is not a language "#
                    + "tag (letters, digits, - and _, such as de, pt-BR, zh-Hans), so the app loads it for no language; rename the "
                    + "folder (such as de.lproj) to export its files\n"))
            }
        }
    }

    /// A catalog that cannot be written is found before any is written (another table's included) or
    /// any legacy file removed.
    @Test func anUnwritableCatalogStopsTheMigrationBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.en, to: "Widget/en.lproj/Localizable.strings")
            let result = try folder.withUnwritableFolder("Widget") {
                runCLI(["migrate", "--remove-legacy", "App", "Widget"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stdout == "nothing written: fix the errors reported and migrate again\n")
            #expect(result.stderr.hasPrefix("error: cannot write Widget/Localizable.xcstrings: cannot write into the folder "))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj/Localizable.strings"))
        }
    }

    /// A legacy file `--remove-legacy` could not remove is found before anything is written too.
    @Test func anUnremovableLegacyFileStopsTheMigrationBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let result = try folder.withUnwritableFolder("App/de.lproj") {
                runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stdout == "nothing written: fix the errors reported and migrate again\n")
            #expect(result.stderr.hasPrefix("error: cannot remove App/de.lproj/Localizable.strings: cannot write into the folder "))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj/Localizable.strings"))
        }
    }

    /// An immutable legacy file (`chattr +i`: its folder allows the removal, the system does not) is found
    /// before anything is written too (QA: the other table's catalog was written and its files removed).
    @Test(.enabled(if: getuid() == 0, "chattr +i needs root"), arguments: ["i", "a"])
    func anImmutableLegacyFileStopsTheMigrationBeforeAnyWrite(attribute: String) throws {
        try TemporaryFolder.with { folder in
            for table in ["T1", "T2"] {
                try folder.write(Self.en, to: table + "/en.lproj/Localizable.strings")
                try folder.write(Self.de, to: table + "/de.lproj/Localizable.strings")
            }
            let result = try folder.withImmutableFile("T2/de.lproj/Localizable.strings", attribute: attribute) {
                runCLI(["migrate", "--remove-legacy", "T1", "T2"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 70, stdout: "nothing written: fix the errors reported and migrate again\n",
                                        stderr: "error: cannot remove T2/de.lproj/Localizable.strings: the file \(FileError.lockedReason)\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/T1/Localizable.xcstrings"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/T1/de.lproj/Localizable.strings"))
        }
    }

    /// A read-only legacy file (a checkout not open for editing) is not removed either, as no write
    /// replaces a read-only catalog: `rm` too asks first (QA: removed without a word).
    @Test func aReadOnlyLegacyFileStopsTheMigrationBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let path = folder.path + "/App/de.lproj/Localizable.strings"
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            // A dry run says so too, rather than promising the removal (QA).
            #expect(runCLI(["migrate", "--remove-legacy", "--dry-run", "App"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 70, stdout: "dry run: nothing would be written: fix the errors reported and migrate again\n",
                                 stderr: "error: cannot remove App/de.lproj/Localizable.strings: the file \(FileError.readOnlyReason)\n"))
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 70, stdout: "nothing written: fix the errors reported and migrate again\n",
                                        stderr: "error: cannot remove App/de.lproj/Localizable.strings: the file \(FileError.readOnlyReason)\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            #expect(FileManager.default.fileExists(atPath: path))
            // Without --remove-legacy the file is only read.
            #expect(runCLI(["migrate", "-q", "App"], currentDirectory: folder.path).exitCode == 0)
        }
    }

    /// Two tables whose names differ only in case would be one catalog on a Mac's file system.
    @Test func outputCollisionsAreFoundInAnyCase() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.en, to: "Widgets/en.lproj/localizable.strings")
            let result = runCLI(["migrate", "--output", "out", "App", "Widgets"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 64, stdout: "", stderr: """
                error: the Localizable tables of App and of Widgets would both be migrated to out/localizable.xcstrings; migrate them in separate runs, with an --output each

                """))
        }
    }

    /// `de.lproj/Main.strings` beside `Base.lproj/Main.storyboard` translates the storyboard, whose texts
    /// locbridge does not read: left as it is, said.
    @Test func aTableOfAnInterfaceFileIsLeftAsItIs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            try folder.write("<document/>\n", to: "App/Base.lproj/Main.storyboard")
            try folder.write("\"ns6-KV-S31.text\" = \"Hallo\";\n", to: "App/de.lproj/Main.strings")
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged; 2 legacy files removed

                """, stderr: """
                warning: left as it is: the Main table in App translates App/Base.lproj/Main.storyboard, whose texts locbridge does not read; migrate it in Xcode

                """))
            #expect(try folder.read("App/de.lproj/Main.strings") == "\"ns6-KV-S31.text\" = \"Hallo\";\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Main.xcstrings"))
            // Matched in any case, as a Mac's file system does; and never counted as a table `--output` gets.
            try folder.write("<document/>\n", to: "Widgets/Base.lproj/main.storyboard")
            try folder.write("\"ab1-cd-ef2.text\" = \"Hallo\";\n", to: "Widgets/de.lproj/Main.strings")
            let output = runCLI(["migrate", "--dry-run", "--output", "out", "App", "Widgets"], currentDirectory: folder.path)
            #expect(output == CLIResult(exitCode: 0, stdout: """
                dry run: 0 catalogs would be written, 0 unchanged; nothing written

                """, stderr: """
                warning: left as it is: the Main table in App translates App/Base.lproj/Main.storyboard, whose texts locbridge does not read; migrate it in Xcode
                warning: left as it is: the Main table in Widgets translates Widgets/Base.lproj/main.storyboard, whose texts locbridge does not read; migrate it in Xcode

                """))
        }
    }

    @Test func aFailingLanguageIsLeftOutWholeWithExit1() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            try folder.write("\"Done\" = \"Готово\"\n\"Cancel\" = \"Отмена\";\n", to: "App/ru.lproj/Localizable.strings")
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings, left out: ru — written
                1 catalog written, 0 unchanged; 2 legacy files removed

                """, stderr: """
                App/ru.lproj/Localizable.strings:1:18: error: missing ';' after the value of "Done"
                note: 'ru' left out of Localizable.xcstrings whole; its legacy files are kept

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/ru.lproj/Localizable.strings"))
        }
    }

    /// Regression (broken-input corpus): a table whose only language failed used to exit 0.
    @Test func aTableWhoseEveryLanguageFailsExits1AndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Done\" = \"Done\"\n", to: "App/en.lproj/Localizable.strings")
            let result = runCLI(["migrate", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings: nothing migrated, the development language failed
                0 catalogs written, 0 unchanged

                """, stderr: """
                App/en.lproj/Localizable.strings:1:16: error: missing ';' after the value of "Done"
                note: the Localizable table in App is left out whole: its development language, 'en', holds the source texts; Localizable.xcstrings is not written, and none of its legacy files is removed

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            // Without a development language, every other language failing is said so.
            try folder.write("\"Done\" = \"Fertig\"\n", to: "Kit/de.lproj/Kit.strings")
            let other = runCLI(["migrate", "Kit"], currentDirectory: folder.path)
            #expect(other.stdout == "Kit/Kit.xcstrings: nothing migrated, every language failed\n0 catalogs written, 0 unchanged\n")
        }
    }

    /// A table whose development-language file does not parse is not migrated at all: a catalog of the
    /// translations alone would lack the source texts, and --remove-legacy would delete the
    /// translations. Other tables go on.
    @Test func aTableWhoseDevelopmentLanguageFailsIsLeftOutAndKept() throws {
        try TemporaryFolder.with { folder in
            let broken = "/* Title */\n\"title\" = \"Welcome\"\n\"only_en\" = \"Only English\";\n"
            try folder.write(broken, to: "App/en.lproj/Localizable.strings")
            try folder.write("\"title\" = \"Willkommen\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(Self.en, to: "App/en.lproj/Other.strings")
            try folder.write(Self.de, to: "App/de.lproj/Other.strings")
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings: nothing migrated, the development language failed
                App/Other.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged; 2 legacy files removed

                """, stderr: """
                App/en.lproj/Localizable.strings:2:20: error: missing ';' after the value of "title"
                note: the Localizable table in App is left out whole: its development language, 'en', holds the source texts; Localizable.xcstrings is not written, and none of its legacy files is removed

                """))
            #expect(try folder.read("App/Other.xcstrings") == Self.doneCatalog)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            #expect(try folder.read("App/en.lproj/Localizable.strings") == broken)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"title\" = \"Willkommen\";\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/Other.strings"))
        }
    }

    /// A table without a development-language file migrates, with export's warning and the option to
    /// use; it is not left out, so the exit status stays 0.
    @Test func aTableWithoutTheDevelopmentLanguageIsWarnedAbout() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"only_fr\" = \"Seulement\";\n", to: "App/fr.lproj/Extra.strings")
            let result = runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Extra.xcstrings: 1 language (fr), 1 key, 0 plurals, 0 substitutions, 1 warning — would be written
                dry run: 1 catalog would be written, 0 unchanged; nothing written

                """, stderr: """
                warning: the Extra table in App has no App/en.lproj/Extra.strings or .stringsdict to take the source texts from (it has fr): its keys stand for their source texts in Extra.xcstrings, and it gets no comments; if its texts were written in fr, migrate it with --development-language fr instead (deleting Extra.xcstrings first; its legacy files are kept for that, even with --remove-legacy)

                """))
            let removing = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(removing.exitCode == 0 && removing.stdout.hasSuffix("— written\n1 catalog written, 0 unchanged; 0 legacy files removed\n"))
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/fr.lproj/Extra.strings"))
        }
    }

    /// Migrated before, the source texts are in the catalog: a translation added to the legacy files
    /// later merges onto its keys, with nothing to warn about.
    @Test func aTranslationMergesOntoTheSourceTextsOfAnEarlierMigration() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.doneCatalog.replacingOccurrences(of: "Fertig", with: "Fini")
                .replacingOccurrences(of: "\"de\"", with: "\"fr\""), to: "App/Localizable.xcstrings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings: 1 language (de), 1 key, 0 plurals, 0 substitutions, 0 warnings; merged into the existing catalog: 0 keys added, 1 translation added, 0 conflicts — written
                1 catalog written, 0 unchanged; 1 legacy file removed

                """, stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings").contains("\"Fertig\""))
        }
    }

    /// A key the existing catalog spells in another Unicode normalization is left out as in the first
    /// run, its file kept: the merge would put it on the catalog's spelling.
    @Test func aKeyTheCatalogSpellsOtherwiseIsLeftOutOnEveryRun() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Cafe\u{301}\" = \"Cafe\u{301}\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Caf\u{E9}\" = \"Kaffee\";\n\"Tea\" = \"Tee\";\n", to: "App/de.lproj/Localizable.strings")
            #expect(runCLI(["migrate", "-q", "--remove-legacy", "App"], currentDirectory: folder.path).exitCode == 0)
            let migrated = try folder.read("App/Localizable.xcstrings")
            let second = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(second == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings: 1 language (de), 1 key, 0 plurals, 0 substitutions, 1 warning; merged into the existing catalog: 0 keys added, 0 translations added, 0 conflicts — unchanged
                0 catalogs written, 1 unchanged; 0 legacy files removed

                """, stderr: """
                App/de.lproj/Localizable.strings:1:1: warning: "Caf\u{E9}" here (U+00E9) and in App/Localizable.xcstrings:4 (U+0065 U+0301) differ only in Unicode normalization; the app looks a key up by its exact spelling, so Xcode keeps two keys, which a catalog in locbridge cannot yet: the catalog keeps that spelling, this entry is left out of Localizable.xcstrings, and its .strings file is kept

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == migrated)
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/Localizable.strings"))
        }
    }

    @Test func anExistingCatalogIsMergedIntoItsTranslationsWinAndConflictsAreReported() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let existing = Self.doneCatalog.replacingOccurrences(of: "Fertig", with: "Erledigt")
            try folder.write(existing, to: "App/Localizable.xcstrings")
            let result = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings; merged into the existing catalog: 0 keys added, 0 translations added, 1 conflict — unchanged
                0 catalogs written, 1 unchanged; 0 legacy files removed

                """, stderr: """
                App/Localizable.xcstrings:4:1: warning: conflict: "Done" de: the catalog has "Erledigt", the legacy files "Fertig"; kept the catalog's
                warning: legacy files of App/Localizable.xcstrings kept: the catalog disagrees with them (see the conflicts above)

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == existing)
            #expect(FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/Localizable.strings"))
        }
    }

    /// --prefer-legacy: translations imported into restored legacy files replace the catalog's (each
    /// reported); with no conflict left, --remove-legacy removes the files.
    @Test func preferLegacyReplacesTheCatalogsTranslations() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            try folder.write(Self.doneCatalog.replacingOccurrences(of: "Fertig", with: "Erledigt"), to: "App/Localizable.xcstrings")
            let result = runCLI(["migrate", "--prefer-legacy", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings; merged into the existing catalog: 0 keys added, 0 translations added, 1 replaced, 0 conflicts — written
                1 catalog written, 0 unchanged; 2 legacy files removed

                """, stderr: """
                App/Localizable.xcstrings:4:1: note: replaced: "Done" de: the catalog had "Erledigt", the legacy files have "Fertig"

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj"))
        }
    }

    /// --prefer-legacy does not replace a translation with device variations (or plural forms, or
    /// substitutions) by a plain .strings text, which would lose them: the catalog's is kept as a
    /// conflict (exit 1), and --remove-legacy keeps the legacy files, whose text stays to be taken by hand.
    @Test func preferLegacyKeepsVariationsAPlainTextWouldLose() throws {
        let german = """
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fertig"
                      }
                    },
            """
        let devices = """
                    "de" : {
                      "variations" : {
                        "device" : {
                          "mac" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Fertig!"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Fertig"
                            }
                          }
                        }
                      }
                    },
            """
        let catalog = Self.doneCatalog.replacingOccurrences(of: german, with: devices)
        try #require(catalog != Self.doneCatalog)
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Done\" = \"Erledigt\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["migrate", "--prefer-legacy", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings: 2 languages (de, en), 1 key, 0 plurals, 0 substitutions, 0 warnings; merged into the existing catalog: 0 keys added, 0 translations added, 1 conflict — unchanged
                0 catalogs written, 1 unchanged; 0 legacy files removed

                """, stderr: """
                App/Localizable.xcstrings:4:1: warning: conflict: "Done" de: the catalog has device variations (mac, other), the legacy files "Erledigt"; kept the catalog's: --prefer-legacy does not replace device variations with a plain .strings text, which would lose them; to use the legacy text, edit the catalog's de translation
                warning: legacy files of App/Localizable.xcstrings kept: the catalog disagrees with them (see the conflicts above)

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == catalog)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"Done\" = \"Erledigt\";\n")
        }
    }

    /// A plural whose format key is the variable alone in English but has text around it in German
    /// (or the reverse, or it prints another argument with positions, or German's forms print no
    /// number) migrates to shapes `check` accepts and that export then import leave unchanged. Each
    /// case: format key, one form, other form, for English then German.
    @Test(arguments: [
        ["%#@n@", "%lld file", "%lld files", "%#@n@ gefunden", "%lld Datei", "%lld Dateien"],
        ["%#@n@ found", "%lld file", "%lld files", "%#@n@", "%lld Datei", "%lld Dateien"],
        ["%2$#@n@", "%1$@ has one file", "%1$@ has %2$lld files", "%1$@ hat %2$#@n@", "eine Datei", "%2$lld Dateien"],
        ["%#@n@", "%lld file", "%lld files", "%#@n@", "eine Datei", "mehrere Dateien"],
    ])
    func pluralsOfTwoShapesAreCheckedAndRoundTripped(texts: [String]) throws {
        func plural(_ formatKey: String, _ one: String, _ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(formatKey)</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
            </dict></dict></plist>

            """
        }
        try TemporaryFolder.with { folder in
            try folder.write(plural(texts[0], texts[1], texts[2]), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(plural(texts[3], texts[4], texts[5]), to: "App/de.lproj/Localizable.stringsdict")
            #expect(runCLI(["migrate", "-q", "App"], currentDirectory: folder.path).exitCode == 0)
            let check = runCLI(["check", "App/Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(check == CLIResult(exitCode: 0, stdout: "checked 1 catalog: no problems found\n", stderr: ""))
            let migrated = try folder.read("App/Localizable.xcstrings")
            #expect(runCLI(["export", "-q", "--output", "out", "App/Localizable.xcstrings"], currentDirectory: folder.path).exitCode == 0)
            let imported = runCLI(["import", "out/de.xliff"], currentDirectory: folder.path)
            #expect(imported.exitCode == 0 && imported.stdout.hasSuffix("0 catalogs written\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == migrated)
        }
    }

    @Test func dryRunWritesAndRemovesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let result = runCLI(["migrate", "--dry-run", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            // Says what the real run would remove, as the real run says what it removed.
            #expect(result.stdout.hasSuffix("— would be written\n"
                + "dry run: 1 catalog would be written, 0 unchanged; 2 legacy files would be removed; nothing written\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
            #expect(try folder.read("App/en.lproj/Localizable.strings") == Self.en)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.de)
            // Without --remove-legacy the dry run says nothing about removing.
            #expect(runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path).stdout
                .hasSuffix("dry run: 1 catalog would be written, 0 unchanged; nothing written\n"))
            let real = runCLI(["migrate", "--remove-legacy", "App"], currentDirectory: folder.path)
            #expect(real.stdout.hasSuffix("1 catalog written, 0 unchanged; 2 legacy files removed\n"))
        }
    }

    @Test func outputKeepsTheRelativeLayout() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "Project/App/Resources/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "Project/App/Resources/de.lproj/Localizable.strings")
            let result = runCLI(["migrate", "--output", "out", "Project"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("out/App/Resources/Localizable.xcstrings: 2 languages"))
            #expect(try folder.read("out/App/Resources/Localizable.xcstrings") == Self.doneCatalog)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/Project/App/Resources/Localizable.xcstrings"))
        }
    }

    /// Two folders whose tables would become one catalog under --output: refused before anything is
    /// written or removed (the second catalog would replace the first, and --remove-legacy delete both).
    @Test func twoTablesForOneCatalogAreRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "Widgets/en.lproj/Localizable.strings")
            let result = runCLI(["migrate", "--remove-legacy", "--output", "out", "App", "Widgets"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 64, stdout: "", stderr: """
                error: the Localizable tables of App and of Widgets would both be migrated to out/Localizable.xcstrings; \
                migrate them in separate runs, with an --output each

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
            #expect(try folder.read("App/en.lproj/Localizable.strings") == Self.en)
            #expect(try folder.read("Widgets/en.lproj/Localizable.strings") == Self.de)
        }
    }

    /// Bundles are not the project's own tables: an export's `.xcloc`, built products, and resource
    /// bundles such as `Settings.bundle`, which the app copies as they are (a catalog there would never
    /// be compiled). `-v` names each table read.
    @Test func bundlesAreLeftAlone() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            for bundle in ["App/Settings.bundle", "de.xcloc/Source Contents/App", "Vendor/Foo.framework/Resources", "build/My.app"] {
                try folder.write(Self.en, to: bundle + "/en.lproj/Localizable.strings")
            }
            let result = runCLI(["migrate", "-v", "--remove-legacy", "."], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                ./App/Localizable.xcstrings: 1 language (en), 1 key, 0 plurals, 0 substitutions, 0 warnings — written
                1 catalog written, 0 unchanged; 1 legacy file removed

                """, stderr: "reading the Localizable table in ./App\n"))
            for bundle in ["App/Settings.bundle", "de.xcloc/Source Contents/App", "Vendor/Foo.framework/Resources", "build/My.app"] {
                #expect(try folder.read(bundle + "/en.lproj/Localizable.strings") == Self.en)
            }
        }
    }

    /// Folder names are language tags in any case: `EN.lproj` is the development language's folder
    /// (its comments are kept), and `de-de.lproj` is `de-DE`.
    @Test func folderNamesAreTagsInAnyCase() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/EN.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let result = runCLI(["migrate", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
        }
    }

    /// `--development-language` is a language tag, read as folder names are: `EN` is `en`; `../x` is
    /// a usage error.
    @Test func theDevelopmentLanguageIsATag() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            #expect(runCLI(["migrate", "--development-language", "../x", "App"], currentDirectory: folder.path) == CLIResult(
                exitCode: 64, stdout: "", stderr: "error: --development-language needs a language such as en, got '../x'\n"))
            let result = runCLI(["migrate", "--development-language", "EN", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
        }
    }

    /// An old folder name given as the development language is its tag, as the folder is read.
    @Test func theDevelopmentLanguageMayBeAnOldFolderName() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/English.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/German.lproj/Localizable.strings")
            let result = runCLI(["migrate", "-q", "--development-language", "English", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "", stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.doneCatalog)
        }
    }

    @Test func usageAndInputErrors() throws {
        try TemporaryFolder.with { folder in
            try folder.write("", to: "Empty/readme.txt")
            #expect(runCLI(["migrate", "--state", "translate", "Empty"], currentDirectory: folder.path) == CLIResult(
                exitCode: 64, stdout: "", stderr: """
                error: --state takes translated or needs_review, got 'translate'; did you mean 'translated'?
                Run 'locbridge migrate --help' for usage.

                """))
            #expect(runCLI(["migrate", "Empty"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: no *.lproj folders with .strings or .stringsdict files found in Empty\n"))
            #expect(runCLI(["migrate", "Missing"], currentDirectory: folder.path) == CLIResult(
                exitCode: 65, stdout: "", stderr: "error: Missing: no such file or folder\n"))
        }
    }

    /// An `.lproj` folder, or a file in one, named instead of the folder that holds them: the error
    /// says which folder to name.
    @Test func anLprojFolderOrAFileInOneSuggestsTheFolderHoldingIt() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.de, to: "App/de.lproj/Localizable.strings")
            let cases: [([String], String)] = [
                (["App/en.lproj/"], "error: no *.lproj folders with .strings or .stringsdict files found in App/en.lproj/; "
                    + "name the folder that holds the .lproj folder instead: App\n"),
                (["App/en.lproj", "App/de.lproj"], "error: no *.lproj folders with .strings or .stringsdict files found in "
                    + "App/en.lproj, App/de.lproj; name the folder that holds the .lproj folders instead: App\n"),
                (["App/en.lproj/Localizable.strings"], "error: App/en.lproj/Localizable.strings is not a folder; "
                    + "name the folder that holds the .lproj folder instead: App\n"),
            ]
            for (paths, stderr) in cases {
                #expect(runCLI(["migrate"] + paths, currentDirectory: folder.path) == CLIResult(exitCode: 65, stdout: "", stderr: stderr))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App").sorted() == ["de.lproj", "en.lproj"])
        }
    }

    @Test func anUnreadableExistingCatalogStopsEverything() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.en, to: "A/en.lproj/Localizable.strings")
            try folder.write(Self.en, to: "B/en.lproj/Localizable.strings")
            try folder.write("{", to: "B/Localizable.xcstrings")
            let result = runCLI(["migrate", "A", "B"], currentDirectory: folder.path)
            #expect(result.exitCode == 65)
            #expect(result.stdout == "nothing written: fix the errors reported and migrate again\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/A/Localizable.xcstrings"))
        }
    }

    @Test func theLegacySampleMigratesToThePinnedCatalog() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Samples/Legacy").standardized.path
        try TemporaryFolder.with { folder in
            try FileManager.default.copyItem(atPath: sample, toPath: folder.path + "/Legacy")
            let result = runCLI(["migrate", "Legacy"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                Legacy/Tickr/Localizable.xcstrings: 3 languages (en, ru, zh-Hans), 7 keys, 1 plural, 1 substitution, 0 warnings — written
                1 catalog written, 0 unchanged

                """, stderr: "note: the legacy files are kept beside their catalogs; remove them once the catalogs are in the Xcode target (or run again with --remove-legacy): while both are there, export sends their texts twice\n"))
            // Exported now, catalog and legacy files would give translators the texts twice: said.
            let export = runCLI(["export", "--output", "out", "Legacy"], currentDirectory: folder.path)
            #expect(export.stderr == "warning: Legacy/Tickr/Localizable.xcstrings and the legacy Legacy/Tickr/en.lproj/Localizable.strings "
                + "and Legacy/Tickr/en.lproj/Localizable.stringsdict are the same table: translators get its texts twice; once the "
                + "catalog replaces the legacy files, remove them (locbridge migrate --remove-legacy removes those it migrated whole)\n")
            #expect(try folder.read("Legacy/Tickr/Localizable.xcstrings") == Self.sampleCatalog)
        }
    }

    /// `Samples/Legacy/Tickr` migrated: comments from `en` only (the placeholder dropped), the
    /// `.stringsdict` plural winning over the `.strings` entry, the two-variable format as substitutions
    /// with `argNum`, each language's plural categories as written.
    static let sampleCatalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%1$lld tasks in %2$lld lists" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@tasks@ in %#@lists@"
                  },
                  "substitutions" : {
                    "lists" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "one list"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg lists"
                            }
                          }
                        }
                      }
                    },
                    "tasks" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg task"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg tasks"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@tasks@ в %#@lists@"
                  },
                  "substitutions" : {
                    "lists" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg списках"
                            }
                          },
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg списках"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg списке"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg списка"
                            }
                          }
                        }
                      }
                    },
                    "tasks" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg задачи"
                            }
                          },
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg задач"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg задача"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg задачи"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@lists@中共有 %#@tasks@"
                  },
                  "substitutions" : {
                    "lists" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg 个清单"
                            }
                          }
                        }
                      }
                    },
                    "tasks" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg 个任务"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "%lld tasks left" : {
              "comment" : "Overridden by the .stringsdict",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld task left"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld tasks left"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Осталось %lld задачи"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Осталось %lld задач"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Осталась %lld задача"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Осталось %lld задачи"
                        }
                      }
                    }
                  }
                },
                "zh-Hans" : {
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "还剩 %lld 个任务"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Add Task" : {
              "comment" : "Button that adds a task",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Add Task"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Добавить задачу"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "添加任务"
                  }
                }
              }
            },
            "All done!\nEnjoy your day." : {
              "comment" : "Empty state\n   shown when every task is done",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "All done!\nEnjoy your day."
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "全部完成！\n享受这一天吧。"
                  }
                }
              }
            },
            "Delete “%@”?" : {
              "comment" : "Confirmation shown before deleting a list; %@ is the list's name",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Delete “%@”?"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Удалить «%@»?"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "删除“%@”？"
                  }
                }
              }
            },
            "Settings" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Settings"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "设置"
                  }
                }
              }
            },
            "Today" : {
              "comment" : "Title of the task list screen",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Today"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Сегодня"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "今天"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#
}
