import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `locbridge import` of legacy units (issue 5, Build item 4): `<file original="…/en.lproj/T.strings">`
/// written into `…/<target-language>.lproj/T.strings` / `.stringsdict`.
@Suite struct ImportLegacyTests {
    static let english = """
        /* Title of the list */
        "Today" = "Today";

        // Deletes %@
        "Delete %@?" = "Delete %@?";

        /* Button */
        "Add" = "Add";

        """
    static let german = """
        /* Deutsch */
        "Today"   =   "Heute"; // trailing comment
        "Delete %@?" = "%@ löschen?";

        """

    static func xliff(_ units: String, language: String = "de", original: String = "App/en.lproj/Localizable.strings") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>

        """
    }

    static func unit(_ key: String, _ target: String?, source: String? = nil) -> String {
        let target = target.map { "<target>\($0)</target>" } ?? ""
        return #"      <trans-unit id="\#(key)"><source>\#(source ?? key)</source>\#(target)</trans-unit>"#
    }

    func setUp(_ folder: TemporaryFolder) throws {
        try folder.write(Self.english, to: "App/en.lproj/Localizable.strings")
        try folder.write(Self.german, to: "App/de.lproj/Localizable.strings")
    }

    /// As for catalogs: the source text over a translation is noted, a blank finished target over one is
    /// warned about, and stateless targets that copy their source into missing keys are counted once.
    /// A development-language file that would rewrite most development texts (a translation whose tool
    /// wrote the source language as target-language) stops the import, as for catalogs; one exported
    /// before a development text changed leaves that text alone.
    @Test func aDevelopmentLanguageFileRewritingMostTextsOrOlderThanThemIsNotApplied() throws {
        try TemporaryFolder.with { folder in
            let keys = (1...12).map { "Text \($0)" }
            let english = keys.map { "\"\($0)\" = \"\($0)\";\n" }.joined()
            try folder.write(english, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.xliff(keys.map { Self.unit($0, "Текст " + $0) }.joined(separator: "\n"), language: "en"),
                             to: "wrong.xliff")
            let wrong = runCLI(["import", "wrong.xliff"], currentDirectory: folder.path)
            #expect(wrong.exitCode == 65)
            #expect(wrong.stderr.contains("""
                wrong.xliff:3:1: error: <file original="App/en.lproj/Localizable.strings"> has target-language "en", the source \
                language, and would rewrite 12 of its 12 source texts
                """), "\(wrong.stderr)")
            #expect(try folder.read("App/en.lproj/Localizable.strings") == english)

            try folder.write(Self.xliff(Self.unit("Text 1", "Text one", source: "Text 1") + "\n"
                + Self.unit("Text 2", "Old 2", source: "Old 2"), language: "en"), to: "old.xliff")
            try folder.write(english.replacingOccurrences(of: "\"Text 2\" = \"Text 2\"", with: "\"Text 2\" = \"New 2\""),
                             to: "App/en.lproj/Localizable.strings")
            let old = runCLI(["import", "old.xliff"], currentDirectory: folder.path)
            #expect(old.exitCode == 0, "\(old.stderr)")
            #expect(old.stderr.contains(#"old.xliff:6:1: note: "Text 2": not applied: the file's <source> is older than the development-language text"#), "\(old.stderr)")
            let written = try folder.read("App/en.lproj/Localizable.strings")
            #expect(written.contains(#""Text 1" = "Text one";"#) && written.contains(#""Text 2" = "New 2";"#))
        }
    }

    @Test func replacedAndCopiedTranslationsAreSaid() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff([
                #"      <trans-unit id="Today"><source>Today</source><target state="final"> </target></trans-unit>"#,
                Self.unit("Delete %@?", "Delete %@?"),
                Self.unit("Add", "Add"),
            ].joined(separator: "\n")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 3 updated
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: """
                de.xliff:5:1: warning: "Today": the blank target replaced the translation "Heute"; the app will show nothing for it in de
                de.xliff:6:1: note: "Delete %@?": the target, the source text itself, replaced the translation "%@ löschen?"; if a tool copied the sources into the targets, import the translated file instead
                de.xliff:7:1: note: 1 unit fills an empty de translation with the source text unchanged (the first here); a tool may have copied the source into units nobody translated: check them

                """))
        }
    }

    /// An `original` with a doubled `/` or a `./` names the same table, as it does for catalogs (QA: a
    /// `//` before the file name read as "not in a <language>.lproj folder" and stopped the import).
    @Test func anOriginalSpelledWithExtraSlashesNamesTheSameTable() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            for original in ["App/en.lproj//Localizable.strings", "App/./en.lproj/Localizable.strings", "App//en.lproj/Localizable.strings",
                             "App/en.lproj/./Localizable.strings"] {
                try folder.write(Self.xliff(Self.unit("Add", "Hinzufügen"), original: original), to: "de.xliff")
                let result = runCLI(["import", "--dry-run", "de.xliff"], currentDirectory: folder.path)
                #expect(result == CLIResult(exitCode: 0, stdout: """
                    App/de.lproj/Localizable.strings [de]: 1 updated
                    dry run: 1 file would change: App/de.lproj/Localizable.strings

                    """, stderr: ""), "\(original)")
            }
        }
    }

    /// A table only `German.lproj` holds, beside a `de.lproj` that holds another: export sends it from
    /// `German.lproj`, and the import writes back there, not to a new `de.lproj` file (QA).
    @Test func aTableGoesBackToTheFolderThatHoldsIt() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"l\" = \"L\";\n", to: "App/en.lproj/L.strings")
            try folder.write("\"l\" = \"L-de\";\n", to: "App/de.lproj/L.strings")
            try folder.write("\"m\" = \"Menu\";\n", to: "App/en.lproj/M.strings")
            try folder.write("\"m\" = \"Menü\";\n", to: "App/German.lproj/M.strings")
            try folder.write(Self.xliff(Self.unit("m", "Speisekarte", source: "Menu"), original: "App/en.lproj/M.strings"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/German.lproj/M.strings [German]: 1 updated
                1 file written: App/German.lproj/M.strings

                """, stderr: ""))
            #expect(try folder.read("App/German.lproj/M.strings") == "\"m\" = \"Speisekarte\";\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/M.strings"))
        }
    }

    @Test func changedTranslationReplacesOnlyItsValue() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "Heute \"neu\"\nzwei") + "\n" + Self.unit("Delete %@?", "%@ löschen?")),
                             to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated, 1 unchanged
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: ""))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == """
                /* Deutsch */
                "Today"   =   "Heute \\"neu\\"\\nzwei"; // trailing comment
                "Delete %@?" = "%@ löschen?";

                """)
        }
    }

    /// A value after a key of characters wider than a byte is found where it is: columns count characters
    /// (QA: taken as bytes, `"Open “%@”"`'s new value was written over its ` = "`, the file corrupted).
    @Test func aValueAfterANonASCIIKeyIsReplacedInPlace() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Open “%@”\" = \"Open “%@”\";\n\"Café\" = \"Café\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Open “%@”\" = \"Öffnen\";\n\"Café\" = \"Kaffee\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(Self.xliff(Self.unit("Open “%@”", "„%@“ öffnen") + "\n" + Self.unit("Café", "Kaffeehaus")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0, "\(result)")
            #expect(try folder.read("App/de.lproj/Localizable.strings")
                    == "\"Open “%@”\" = \"„%@“ öffnen\";\n\"Café\" = \"Kaffeehaus\";\n")
        }
    }

    @Test func newKeyIsAppendedWithTheDevelopmentComment() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write("\"Today\" = \"Heute\";", to: "App/de.lproj/Localizable.strings")  // no final line break
            try folder.write(Self.xliff(Self.unit("Add", "Hinzufügen") + "\n" + Self.unit("Delete %@?", "%@ löschen?")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            // Appended in the development file's order, `//` comments written as `/* … */`.
            #expect(try folder.read("App/de.lproj/Localizable.strings") == """
                "Today" = "Heute";

                /* Deletes %@ */
                "Delete %@?" = "%@ löschen?";

                /* Button */
                "Add" = "Hinzufügen";

                """)
        }
    }

    /// A file in the old plist form (`{ … }`) gets new keys before its `}`: after it, Apple's parser and
    /// locbridge's own reader would reject the whole file.
    @Test func newKeyGoesInsideTheBracesOfABracedFile() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write("{\n    \"Today\" = \"Heute\";\n}\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(Self.xliff(Self.unit("Add", "Hinzufügen")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: ""))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == """
                {
                    "Today" = "Heute";

                    /* Button */
                    "Add" = "Hinzufügen";
                }

                """)
            let export = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(export.exitCode == 0, "\(export.stderr)")
            #expect(try folder.read("out/de.xliff").contains("<target>Hinzufügen</target>"))
        }
    }

    @Test func missingLanguageFileIsCreated() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Add", "Ajouter") + "\n" + Self.unit("Today", "Aujourd’hui") + "\n"
                                        + Self.unit("Delete %@?", nil), language: "fr"), to: "fr.xliff")
            let result = runCLI(["import", "fr.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/fr.lproj/Localizable.strings [fr]: 2 updated, 1 empty
                1 file written: App/fr.lproj/Localizable.strings

                """, stderr: ""))
            #expect(try folder.read("App/fr.lproj/Localizable.strings") == """
                /* Title of the list */
                "Today" = "Aujourd’hui";

                /* Button */
                "Add" = "Ajouter";

                """)
        }
    }

    /// A legacy `<file>` whose development-language table is not in the project: its translations go
    /// nowhere, which is an error (exit 1, and --strict writes nothing), shown even with -q.
    @Test func translationsForAMissingTableAreAnError() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff(Self.unit("Today", "Heute")), to: "de.xliff")
            let result = runCLI(["import", "-q", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr.hasPrefix("de.xliff:3:1: error: skipped <file original=\"App/en.lproj/Localizable.strings\">: "))
            #expect(result.stderr.hasSuffix("; its 1 translated unit was not imported\n"))
            // Without translations it is only skipped.
            try folder.write(Self.xliff(Self.unit("Today", nil)), to: "empty.xliff")
            #expect(runCLI(["import", "-q", "empty.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: "", stderr: ""))
            // A catalog of the table's name beside the .lproj folders: migrate replaced the table.
            try folder.write("{}", to: "App/Localizable.xcstrings")
            let migrated = runCLI(["import", "-q", "de.xliff"], currentDirectory: folder.path)
            #expect(migrated.stderr.contains("(the table was migrated to App/Localizable.xcstrings: restore the "
                + "legacy files from version control, import, and migrate again with --prefer-legacy, whose translations "
                + "then replace the catalog's where they differ (each one listed); or export again from the catalog)"))
        }
    }

    /// A pretty-printed empty target (only whitespace, no state) erases nothing, as in catalogs.
    @Test func blankStatelessTargetErasesNothing() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "\n        ")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 empty
                0 files written

                """, stderr: """
                de.xliff:3:1: note: 1 unit has line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there

                """))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german)
            // With xml:space="preserve", the same blank target is still no translation.
            try folder.write(Self.xliff(Self.unit("Today", "\n        ").replacingOccurrences(of: "<trans-unit ", with: "<trans-unit xml:space=\"preserve\" ")),
                             to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 empty
                0 files written

                """, stderr: ""))
        }
    }

    @Test func droppedSpecifierIsRefusedAndNothingWrittenInStrictMode() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Delete %@?", "Löschen?") + "\n" + Self.unit("Today", "Heute!")), to: "de.xliff")
            let strict = runCLI(["import", "--strict", "de.xliff"], currentDirectory: folder.path)
            #expect(strict.exitCode == 1)
            #expect(strict.stderr == """
                de.xliff:5:1: error: refused "Delete %@?": the translation has no format specifiers but the source has 1 (%@); fix the translation and import again

                """)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german)
            let lenient = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(lenient.exitCode == 1)
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german.replacingOccurrences(of: "\"Heute\"", with: "\"Heute!\""))
        }
    }

    @Test func changedSourceIsImportedWithAWarningAndUnknownKeysReported() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "Heute!", source: "Now") + "\n" + Self.unit("Gone", "Weg")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stdout.hasPrefix("App/de.lproj/Localizable.strings [de]: 1 source changed, 1 unknown\n"))
            #expect(result.stderr == """
                de.xliff:5:1: warning: the file's <source> of "Today" is "Now", not the development-language text "Today" (changed since export, or edited in the file); imported into App/de.lproj/Localizable.strings, which cannot mark it for review: check it
                de.xliff:6:1: warning: unknown id "Gone": no key "Gone" in App/en.lproj/Localizable.strings; the unit was not imported

                """)
            #expect(try folder.read("App/de.lproj/Localizable.strings").contains(#""Today"   =   "Heute!";"#))
        }
    }

    /// Several inputs for one file never undo or overrule each other silently, as in catalogs: the
    /// untouched export after a translator's file keeps that change (a note); a third text is refused.
    @Test func laterInputsNeitherUndoNorOverruleEarlierOnes() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "Heute neu")), to: "changed.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "Heute")), to: "untouched.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "Jetzt")), to: "other.xliff")
            let kept = runCLI(["import", "changed.xliff", "untouched.xliff"], currentDirectory: folder.path)
            #expect(kept == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de] (changed.xliff): 1 updated
                App/de.lproj/Localizable.strings [de] (untouched.xliff): 1 unchanged
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: """
                untouched.xliff:5:1: note: "Today": this file has the text from before the import, and the unit at changed.xliff:5 changed it; that change stays

                """))
            #expect(try folder.read("App/de.lproj/Localizable.strings").contains(#""Today"   =   "Heute neu";"#))

            try folder.write(Self.german, to: "App/de.lproj/Localizable.strings")
            let conflict = runCLI(["import", "changed.xliff", "other.xliff"], currentDirectory: folder.path)
            #expect(conflict.exitCode == 1)
            #expect(conflict.stderr == """
                other.xliff:5:1: error: refused "Today": the unit at changed.xliff:5 changed it too, to another text; the two units disagree: keep one of the two translations and import again

                """)
        }
    }

    /// A unit whose id an earlier unit of its `<file>` has is refused (the first is imported), and a
    /// draft not applied is noted with its line, as in catalogs.
    @Test func repeatedIdsAreRefusedAndDraftsNotAppliedNoted() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            let draft = #"      <trans-unit id="Delete %@?"><source>Delete %@?</source><target state="new">%@ weg?</target></trans-unit>"#
            try folder.write(Self.xliff([Self.unit("Today", "Heute neu"), Self.unit("Today", "Moin"), draft].joined(separator: "\n")),
                             to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated, 1 draft not applied, 1 refused
                1 file written: App/de.lproj/Localizable.strings

                """, stderr: """
                de.xliff:6:1: error: refused "Today": the unit at line 5 of this <file> has the same id, and only the first unit with an id is taken; remove one of the two
                de.xliff:7:1: note: draft "Delete %@?" not applied: its state "new" marks it unfinished, and the value in App/de.lproj/Localizable.strings stays; mark the target translated (or final) to replace it

                """))
            #expect(try folder.read("App/de.lproj/Localizable.strings").contains(#""Today"   =   "Heute neu";"#))
        }
    }

    /// An untranslated unit a tool sent back with its source as target (`new`, `needs-translation`) adds
    /// nothing to a table, as in catalogs: one note per `<file>`.
    @Test func placeholdersOfUntranslatedUnitsAreNotWritten() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(#"      <trans-unit id="Add"><source>Add</source><target state="needs-translation">Add</target></trans-unit>"#),
                             to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 empty
                0 files written

                """, stderr: """
                de.xliff:5:1: note: 1 unit has the source text as target in state new or needs-translation (the first here): a tool's placeholder for text not translated yet, not imported

                """))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german)
        }
    }

    /// A respelled `target-language` names the table's existing folder of that language; a new one is
    /// written in conventional casing, with a warning beside a folder of the same language.
    @Test func respelledTargetLanguagesFindTheirFolder() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write("\"Today\" = \"Hoje\";\n", to: "App/pt-BR.lproj/Localizable.strings")
            try folder.write(Self.xliff(Self.unit("Today", "Heute neu"), language: "DE"), to: "DE.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "Hoje novo"), language: "pt_br"), to: "pt.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "Heute CH"), language: "de_ch"), to: "ch.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "Aujourd’hui"), language: "fr_ca"), to: "ca.xliff")
            let result = runCLI(["import", "DE.xliff", "pt.xliff", "ch.xliff", "ca.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 1 updated
                App/pt-BR.lproj/Localizable.strings [pt-BR]: 1 updated
                App/de-CH.lproj/Localizable.strings [de-CH]: 1 updated
                App/fr-CA.lproj/Localizable.strings [fr-CA]: 1 updated
                4 files written: App/de.lproj/Localizable.strings, App/pt-BR.lproj/Localizable.strings, App/de-CH.lproj/Localizable.strings, App/fr-CA.lproj/Localizable.strings

                """, stderr: """
                DE.xliff:3:1: note: <file original="App/en.lproj/Localizable.strings"> has target-language "DE", read as the existing de.lproj
                pt.xliff:3:1: note: <file original="App/en.lproj/Localizable.strings"> has target-language "pt_br", read as the existing pt-BR.lproj
                ch.xliff:3:1: warning: <file original="App/en.lproj/Localizable.strings"> has target-language "de_ch", which has no folder yet: its translations go to the new de-CH.lproj beside the folder of "de"; if they are for "de", import with --map-language de_ch=de instead (and remove de-CH.lproj)
                ca.xliff:3:1: note: <file original="App/en.lproj/Localizable.strings"> has target-language "fr_ca", written as fr-CA.lproj

                """))
            #expect(try folder.read("App/pt-BR.lproj/Localizable.strings") == "\"Today\" = \"Hoje novo\";\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/DE.lproj"))
        }
    }

    /// A folder that cannot be made (a file stands where `ja.lproj` must go) is found before the first
    /// write: nothing is written, not even the other language's file.
    @Test func aFolderThatCannotBeMadeStopsTheImportBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write("not a folder", to: "App/ja.lproj")
            try folder.write(Self.xliff(Self.unit("Today", "Heute neu")), to: "de.xliff")
            try folder.write(Self.xliff(Self.unit("Today", "今日"), language: "ja"), to: "ja.xliff")
            let result = runCLI(["import", "de.xliff", "ja.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 70)
            #expect(result.stderr.contains("error: cannot write App/ja.lproj/Localizable.strings: cannot create the folder: "))
            #expect(result.stderr.contains("ja.lproj is a file, not a folder; nothing was written; not written: "
                + "App/de.lproj/Localizable.strings, App/ja.lproj/Localizable.strings\n"))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german)
        }
    }

    /// A source-language file that changes a development text says that the translations are now stale.
    @Test func aChangedDevelopmentTextWarnsAboutItsTranslations() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "Today!", source: "Today") + "\n" + Self.unit("Add", "Add"), language: "en"),
                             to: "en.xliff")
            let result = runCLI(["import", "en.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/en.lproj/Localizable.strings [en]: 1 updated, 1 unchanged
                1 file written: App/en.lproj/Localizable.strings

                """, stderr: """
                en.xliff:5:1: warning: the development text of "Today" changed: "Today" → "Today!"; the other languages' translations of it were made for the old text, and legacy files cannot mark them for review: check them

                """))
            // A translation imported after it in the same run is compared with the new text.
            try folder.write(Self.english, to: "App/en.lproj/Localizable.strings")
            try folder.write(Self.xliff(Self.unit("Today", "Heute!", source: "Today")), to: "de.xliff")
            let both = runCLI(["import", "en.xliff", "de.xliff"], currentDirectory: folder.path)
            #expect(both.stderr.hasSuffix("""
                de.xliff:5:1: warning: the file's <source> of "Today" is "Today", not the development-language text "Today!" (changed since export, or edited in the file); imported into App/de.lproj/Localizable.strings, which cannot mark it for review: check it

                """))
        }
    }

    /// A `translate="no"` unit is not imported; a target the translator changed is said.
    @Test func untranslatableUnitsAreNotImportedAndChangesNoted() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            let units = [Self.unit("Today", "Heute neu"), Self.unit("Delete %@?", "%@ löschen?")]
                .map { $0.replacingOccurrences(of: "<trans-unit ", with: "<trans-unit translate=\"no\" ") }
            try folder.write(Self.xliff(units.joined(separator: "\n")), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.strings [de]: 2 not translatable
                0 files written

                """, stderr: """
                de.xliff:5:1: note: "Today": the unit is marked translate="no", so its target "Heute neu" was not imported

                """))
        }
    }

    /// A pretty-printed file without `xml:space="preserve"`: a value that really ends with a line break
    /// keeps it, so an untouched re-import changes nothing.
    @Test func prettyPrintedEdgeLineBreaksOfTheValueAreKept() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Edge\" = \"Edge\\n\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Edge\" = \"Kante\\n\";\n", to: "App/de.lproj/Localizable.strings")
            let unit = "      <trans-unit id=\"Edge\">\n        <source>\n          Edge\n        </source>\n"
                + "        <target>\n          Kante\n        </target>\n      </trans-unit>"
            try folder.write(Self.xliff(unit), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.stdout == "App/de.lproj/Localizable.strings [de]: 1 unchanged\n0 files written\n")
            #expect(try folder.read("App/de.lproj/Localizable.strings") == "\"Edge\" = \"Kante\\n\";\n")
        }
    }

    @Test func utf16FileStaysUTF16() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            func utf16(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
            let path = folder.path + "/App/de.lproj/Localizable.strings"
            try Data(utf16(Self.german)).write(to: URL(fileURLWithPath: path))
            try folder.write(Self.xliff(Self.unit("Today", "Heute 🎉") + "\n" + Self.unit("Add", "Neu")), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).exitCode == 0)
            let expected = Self.german.replacingOccurrences(of: "\"Heute\"", with: "\"Heute 🎉\"") + "\n/* Button */\n\"Add\" = \"Neu\";\n"
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == utf16(expected))
        }
    }

    @Test func rootEscapingOriginalIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(Self.xliff(Self.unit("Today", "X"), original: "../App/en.lproj/Localizable.strings"), to: "Project/de.xliff")
            let result = runCLI(["import", "--project-root", "Project", "Project/de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 65)
            #expect(result.stderr.contains(#"error: <file original="../App/en.lproj/Localizable.strings"> points outside the project root"#))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == Self.german)
        }
    }

    /// A `.stringsdict` with one entry `%lld files`; `extra` is inserted after its `other` form.
    static func filesDict(_ one: String, _ other: String, extra: String = "", header: String = "") -> String { """
        <?xml version="1.0" encoding="UTF-8"?>
        \(header)<plist version="1.0">
        <dict>
        \t<key>%lld files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>\(one)</string>
        \t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>\(extra)
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """ }

    static let filesPrefix = "/%lld files:dict/"

    @Test func stringsDictFormsAreUpdatedInPlaceAndMissingOnesAdded() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Self.filesDict("%lld Datei", "%lld Dateien"), to: "App/de.lproj/Localizable.stringsdict")
            let prefix = Self.filesPrefix
            try folder.write(Self.xliff([
                Self.unit(prefix + "NSStringLocalizedFormatKey:dict/:string", "%#@n@", source: "%#@n@"),
                Self.unit(prefix + "n:dict/one:dict/:string", "eine Datei &lt;1&gt;", source: "%lld file"),
                Self.unit(prefix + "n:dict/other:dict/:string", "%lld Dateien", source: "%lld files"),
                Self.unit(prefix + "n:dict/zero:dict/:string", "keine &amp; Dateien", source: "%lld files"),
            ].joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 2 updated, 2 unchanged
                1 file written: App/de.lproj/Localizable.stringsdict

                """, stderr: ""))
            // The missing `zero` form goes after the last form, laid out like it.
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == Self.filesDict("eine Datei &lt;1&gt;", "%lld Dateien",
                extra: "\n\t\t\t<key>zero</key>\n\t\t\t<string>keine &amp; Dateien</string>"))
        }
    }

    /// An empty `<target/>` for a form whose source is empty (Elytra's `zero`: show nothing for 0) is that
    /// form's translation where the file has none, so export gives Xcode's `<target/>` back; where the
    /// file has a value it erases nothing, and an empty target for a non-empty source stays skipped.
    @Test func emptyTargetForAnEmptySourceIsTheTranslation() throws {
        try TemporaryFolder.with { folder in
            let zero = "\n\t\t\t<key>zero</key>\n\t\t\t<string></string>"
            try folder.write(Self.filesDict("%lld file", "%lld files", extra: zero), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Self.filesDict("%lld Datei", "%lld Dateien"), to: "App/de.lproj/Localizable.stringsdict")
            let prefix = Self.filesPrefix
            try folder.write(Self.xliff([
                Self.unit(prefix + "n:dict/one:dict/:string", "", source: "%lld file"),
                Self.unit(prefix + "n:dict/zero:dict/:string", "", source: ""),
            ].joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 1 updated, 1 empty
                1 file written: App/de.lproj/Localizable.stringsdict

                """, stderr: ""))
            let german = Self.filesDict("%lld Datei", "%lld Dateien", extra: zero)
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == german)

            // Now that the form has a value, an empty target changes nothing; a value is not erased.
            try folder.write(Self.filesDict("%lld Datei", "%lld Dateien", extra: "\n\t\t\t<key>zero</key>\n\t\t\t<string>keine</string>"),
                             to: "App/de.lproj/Localizable.stringsdict")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).stdout.hasPrefix(
                "App/de.lproj/Localizable.stringsdict [de]: 2 empty\n"))
        }
    }

    /// A target file whose root is an empty `<dict/>` (valid, no entries) gets the entry inside it.
    @Test func anEmptyRootDictIsOpenedForNewEntries() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.twoEntryDict(), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
                             to: "App/de.lproj/Localizable.stringsdict")
            try folder.write(Self.xliff(Self.folderUnits, original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).exitCode == 0)
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \(Self.foldersEntry(formatKey: "%#@f@", [("one", "ein Ordner"), ("other", "%lld Ordner &lt;x&gt;")]))</dict>
                </plist>

                """)
        }
    }

    /// A format key that names a variable the target's entry lacks: the variable is added after the
    /// format key, shaped like the development one, when its `other` form is translated; otherwise the
    /// format key is refused too, so the file never names a variable it does not define.
    @Test func aVariableTheTargetEntryLacksIsAdded() throws {
        try TemporaryFolder.with { folder in
            let folders = "\n\t\t<key>f</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>"
                + "\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>FORM_ONE</string>"
                + "\n\t\t\t<key>other</key>\n\t\t\t<string>FORM_OTHER</string>\n\t\t</dict>"
            func dict(_ formatKey: String, one: String, other: String, folderForms: (String, String)?) -> String {
                var text = Self.filesDict(one, other).replacingOccurrences(of: "<string>%#@n@</string>", with: "<string>\(formatKey)</string>")
                if let folderForms {
                    text = text.replacingOccurrences(of: "<string>\(formatKey)</string>", with: "<string>\(formatKey)</string>"
                        + folders.replacingOccurrences(of: "FORM_ONE", with: folderForms.0).replacingOccurrences(of: "FORM_OTHER", with: folderForms.1))
                }
                return text
            }
            try folder.write(dict("%#@n@ in %#@f@", one: "%lld file", other: "%lld files", folderForms: ("%lld folder", "%lld folders")),
                             to: "App/en.lproj/Localizable.stringsdict")
            let german = dict("%#@n@", one: "%lld Datei", other: "%lld Dateien", folderForms: nil)
            try folder.write(german, to: "App/de.lproj/Localizable.stringsdict")
            let prefix = Self.filesPrefix
            let formatUnit = Self.unit(prefix + "NSStringLocalizedFormatKey:dict/:string", "%#@n@ in %#@f@", source: "%#@n@ in %#@f@")
            let one = Self.unit(prefix + "f:dict/one:dict/:string", "%lld Ordner", source: "%lld folder")
            let other = Self.unit(prefix + "f:dict/other:dict/:string", "%lld Ordnern", source: "%lld folders")
            try folder.write(Self.xliff([formatUnit, one].joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"),
                             to: "partial.xliff")
            let refused = runCLI(["import", "partial.xliff"], currentDirectory: folder.path)
            #expect(refused == CLIResult(exitCode: 1, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 2 refused
                0 files written

                """, stderr: """
                partial.xliff:5:1: error: refused "%lld files" (\(prefix)NSStringLocalizedFormatKey:dict/:string): the format uses the variable "f", which App/de.lproj/Localizable.stringsdict does not define for "%lld files" and the XLIFF does not translate (with its "other" form); fix the translation and import again
                partial.xliff:6:1: error: refused "%lld files" (\(prefix)f:dict/one:dict/:string): "%lld files" in App/de.lproj/Localizable.stringsdict has no variable "f" yet, and a .stringsdict plural needs its "other" form, which the XLIFF does not translate; fix the translation and import again

                """))
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == german)

            try folder.write(Self.xliff([formatUnit, one, other].joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"),
                             to: "whole.xliff")
            let result = runCLI(["import", "whole.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("App/de.lproj/Localizable.stringsdict [de]: 3 updated\n"))
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict")
                == dict("%#@n@ in %#@f@", one: "%lld Datei", other: "%lld Dateien", folderForms: ("%lld Ordner", "%lld Ordnern")))
            // Export reads the result back: the whole entry, both variables.
            #expect(runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
        }
    }

    /// A language without the entry gets it only with an `other` form: a plural rule without one fails
    /// at run time, so the units of an entry that lacks it are refused and nothing is written.
    @Test func aNewStringsDictEntryNeedsItsOtherForm() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            let prefix = Self.filesPrefix
            let units = [
                Self.unit(prefix + "NSStringLocalizedFormatKey:dict/:string", "%#@n@", source: "%#@n@"),
                Self.unit(prefix + "n:dict/one:dict/:string", "%lld Datei", source: "%lld file"),
                Self.unit(prefix + "n:dict/other:dict/:string", nil, source: "%lld files"),
            ]
            try folder.write(Self.xliff(units.joined(separator: "\n"), original: "App/en.lproj/Localizable.stringsdict"),
                             to: "de.xliff")
            let refused = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            let problem = "\"%lld files\" is not in App/de.lproj/Localizable.stringsdict yet, and a .stringsdict plural needs "
                + "its \"other\" form, which the XLIFF does not translate for \"n\"; fix the translation and import again"
            #expect(refused == CLIResult(exitCode: 1, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 1 empty, 2 refused
                0 files written

                """, stderr: """
                de.xliff:5:1: error: refused "%lld files" (\(prefix)NSStringLocalizedFormatKey:dict/:string): \(problem)
                de.xliff:6:1: error: refused "%lld files" (\(prefix)n:dict/one:dict/:string): \(problem)

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/Localizable.stringsdict"))

            // With the other form, the entry is written.
            try folder.write(Self.xliff([units[0], units[1], Self.unit(prefix + "n:dict/other:dict/:string", "%lld Dateien",
                                                                         source: "%lld files")].joined(separator: "\n"),
                                        original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).exitCode == 0)
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == Self.filesDict("%lld Datei", "%lld Dateien"))
        }
    }

    /// The entry `%lld folders` of `twoEntryDict`, laid out as `render` writes it (tabs).
    static func foldersEntry(formatKey: String, _ forms: [(String, String)]) -> String {
        "\t<key>%lld folders</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(formatKey)</string>\n"
            + "\t\t<key>f</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n"
            + forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined()
            + "\t\t</dict>\n\t</dict>\n"
    }

    static let doctype = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"

    /// The development file: `%lld files` and `%lld folders`.
    static func twoEntryDict() -> String {
        filesDict("%lld file", "%lld files", header: doctype).replacingOccurrences(of: "</dict>\n</plist>",
            with: foldersEntry(formatKey: "%#@f@", [("one", "%lld folder"), ("other", "%lld folders")]) + "</dict>\n</plist>")
    }

    static let folderUnits = [
        unit("/%lld folders:dict/NSStringLocalizedFormatKey:dict/:string", "%#@f@", source: "%#@f@"),
        unit("/%lld folders:dict/f:dict/other:dict/:string", "%lld Ordner &lt;x&gt;", source: "%lld folders"),
        unit("/%lld folders:dict/f:dict/one:dict/:string", "ein Ordner", source: "%lld folder"),
    ].joined(separator: "\n")

    @Test func missingStringsDictEntryIsAppendedWithTheDevelopmentStructure() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.twoEntryDict(), to: "App/en.lproj/Localizable.stringsdict")
            let german = Self.filesDict("%lld Datei", "%lld Dateien")
            try folder.write(german, to: "App/de.lproj/Localizable.stringsdict")
            try folder.write(Self.xliff(Self.folderUnits, original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 3 updated
                1 file written: App/de.lproj/Localizable.stringsdict

                """, stderr: ""))
            // Before the root `</dict>`, forms in CLDR order, the development entry's value type kept.
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == german.replacingOccurrences(of: "</dict>\n</plist>",
                with: Self.foldersEntry(formatKey: "%#@f@", [("one", "ein Ordner"), ("other", "%lld Ordner &lt;x&gt;")])
                    + "</dict>\n</plist>"))
        }
    }

    @Test func missingStringsDictFileIsCreatedFromTheDevelopmentFile() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.twoEntryDict(), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Self.xliff(Self.folderUnits, original: "App/en.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Localizable.stringsdict [de]: 3 updated
                1 file written: App/de.lproj/Localizable.stringsdict

                """, stderr: ""))
            // The development file's header and DOCTYPE, only the entries that were translated.
            #expect(try folder.read("App/de.lproj/Localizable.stringsdict") == """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.doctype)<plist version="1.0">
                <dict>
                \(Self.foldersEntry(formatKey: "%#@f@", [("one", "ein Ordner"), ("other", "%lld Ordner &lt;x&gt;")]))</dict>
                </plist>

                """)
        }
    }

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Samples/Legacy").standardized.path

    /// Every file of `folder` (relative path → bytes).
    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)) }
        }
        return files
    }

    @Test func exportThenImportOfTheLegacySampleChangesNoByte() throws {
        try TemporaryFolder.with { folder in
            let copy = folder.path + "/Legacy"
            try FileManager.default.copyItem(atPath: Self.samples, toPath: copy)
            #expect(runCLI(["export", "--all-languages", "--project-root", copy, "--output", folder.path + "/out", copy]).exitCode == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted().map { folder.path + "/out/" + $0 }
            #expect(files.count == 3)
            let result = runCLI(["import", "--project-root", copy] + files)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasSuffix("0 files written\n"))
            #expect(try Self.tree(copy) == (try Self.tree(Self.samples)))
        }
    }

    /// The issue's "Done when": legacy → XLIFF → legacy with translations changed.
    @Test func roundTripWithChangedTranslations() throws {
        try TemporaryFolder.with { folder in
            let copy = folder.path + "/Legacy"
            try FileManager.default.copyItem(atPath: Self.samples, toPath: copy)
            #expect(runCLI(["export", "--languages", "ru", "--project-root", copy, "--output", folder.path + "/out", copy]).exitCode == 0)
            let xliffPath = folder.path + "/out/ru.xliff"
            var xliff = try String(contentsOfFile: xliffPath, encoding: .utf8)
            xliff = xliff.replacingOccurrences(of: "<target>Сегодня</target>", with: "<target>Сегодня \"днём\"</target>")
                .replacingOccurrences(of: "<source>Settings</source>", with: "<source>Settings</source>\n        <target>Настройки</target>")
                .replacingOccurrences(of: "<target>Осталась %lld задача</target>", with: "<target>Ещё %lld задача</target>")
            try xliff.write(toFile: xliffPath, atomically: true, encoding: .utf8)
            let verbose = runCLI(["import", "-v", "--dry-run", "--project-root", copy, xliffPath])
            #expect(verbose.stderr.split(separator: "\n").filter { $0.hasPrefix("reading ") } == [
                "reading \(xliffPath)",
                "reading \(copy)/Tickr/en.lproj/Localizable.strings", "reading \(copy)/Tickr/ru.lproj/Localizable.strings",
                "reading \(copy)/Tickr/en.lproj/Localizable.stringsdict", "reading \(copy)/Tickr/ru.lproj/Localizable.stringsdict",
            ])
            let result = runCLI(["import", "--project-root", copy, xliffPath])
            #expect(result.exitCode == 0)
            // Named from the project root as given (here an absolute path).
            #expect(result.stdout.hasSuffix("2 files written: \(copy)/Tickr/ru.lproj/Localizable.strings, "
                + "\(copy)/Tickr/ru.lproj/Localizable.stringsdict\n"))

            let original = try String(contentsOfFile: Self.samples + "/Tickr/ru.lproj/Localizable.strings", encoding: .utf8)
            #expect(try folder.read("Legacy/Tickr/ru.lproj/Localizable.strings") == original
                .replacingOccurrences(of: "\"Сегодня\"", with: "\"Сегодня \\\"днём\\\"\"")
                + "\n/* No comment provided by engineer. */\n\"Settings\" = \"Настройки\";\n")
            let dict = try String(contentsOfFile: Self.samples + "/Tickr/ru.lproj/Localizable.stringsdict", encoding: .utf8)
            #expect(try folder.read("Legacy/Tickr/ru.lproj/Localizable.stringsdict")
                == dict.replacingOccurrences(of: "<string>Осталась %lld задача</string>", with: "<string>Ещё %lld задача</string>"))

            // Exported again, the changed translations come back, and re-importing changes nothing.
            #expect(runCLI(["export", "--languages", "ru", "--project-root", copy, "--output", folder.path + "/again", copy]).exitCode == 0)
            let again = try String(contentsOfFile: folder.path + "/again/ru.xliff", encoding: .utf8)
            #expect(again.contains("<target>Сегодня \"днём\"</target>"))
            #expect(again.contains("<target>Настройки</target>"))
            #expect(again.contains("<target>Ещё %lld задача</target>"))
            let before = try Self.tree(copy)
            #expect(runCLI(["import", "--project-root", copy, folder.path + "/again/ru.xliff"]).stdout.hasSuffix("0 files written\n"))
            #expect(try Self.tree(copy) == before)
        }
    }
}
