import Foundation
import Testing
@testable import LocBridgeCLI

/// `locbridge export` of legacy tables: what is left out is said, `-v` names each legacy file, and
/// `.lproj` folders are exported under the languages migrate reads them as (and imported back into them).
@Suite struct LegacyExportCommandTests {
    @Test func aTableWithoutADevelopmentLanguageFileIsWarnedAndVerboseNamesLegacyFiles() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"x\" = \"X\";\n", to: "App/en.lproj/Main.strings")
            try folder.write("\"x\" = \"X de\";\n", to: "App/de.lproj/Main.strings")
            try folder.write("\"a\" = \"A de\";\n", to: "App/de.lproj/Only.strings")
            try folder.write("\"a\" = \"A fr\";\n", to: "App/fr.lproj/Only.strings")
            let result = runCLI(["export", "-v", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n", stderr: """
                reading App/en.lproj/Main.strings
                reading App/de.lproj/Main.strings
                warning: the Only table in App is not exported: it has no App/en.lproj/Only.strings or .stringsdict to take \
                the source texts from (it has de, fr)

                """))
        }
    }

    @Test func whenNoTableCanBeExportedTheErrorSaysTheyWereFound() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"a\" = \"A de\";\n", to: "App/de.lproj/Only.strings")
            try folder.write("\"a\" = \"A fr\";\n", to: "App/fr.lproj/Only.strings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                warning: the Only table in App is not exported: it has no App/en.lproj/Only.strings or .stringsdict to take \
                the source texts from (it has de, fr)
                error: no .xcstrings catalogs found in App; legacy tables were found (Only) but none could be exported: each \
                lacks its development-language (en) file

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
            // A `.lproj` folder named stands for its files, which name the table: found, and not exported.
            let lproj = runCLI(["export", "--output", "out", "App/fr.lproj"], currentDirectory: folder.path)
            #expect(lproj == CLIResult(exitCode: 65, stdout: "", stderr: """
                warning: the Only table in App is not exported: it has no App/en.lproj/Only.strings or .stringsdict to take \
                the source texts from (it has de, fr)
                error: no .xcstrings catalogs found in App/fr.lproj; legacy tables were found (Only) but none could be exported: \
                each lacks its development-language (en) file

                """))
        }
    }

    /// `de.lproj/T.stringsdict` beside only `en.lproj/T.strings`: its plurals have no sources to go with.
    @Test func aKindOfFileTheDevelopmentLanguageLacksIsWarned() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"x\" = \"X\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"x\" = \"X de\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write("<plist version=\"1.0\"><dict/></plist>\n", to: "App/de.lproj/Localizable.stringsdict")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "warning: App/de.lproj/Localizable.stringsdict is not exported: there is no "
                + "App/en.lproj/Localizable.stringsdict to take the source texts from\n")
        }
    }

    /// `zh_CN`, `pt_BR` and `German` are not language tags (`xs:language`); migrate reads them as
    /// `zh-Hans`, `pt-BR` and `de`, and so does export. Folders named with tags keep their names.
    @Test func folderNamesAreExportedAsTheLanguagesMigrateReadsThemAs() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("en", "Hello"), ("zh_CN", "你好"), ("pt_BR", "Olá"), ("German", "Hallo"), ("es-419", "Hola")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/Localizable.strings")
            }
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                de: out/de.xliff — 1 file, 1 unit, 0 untranslated
                es-419: out/es-419.xliff — 1 file, 1 unit, 0 untranslated
                pt-BR: out/pt-BR.xliff — 1 file, 1 unit, 0 untranslated
                zh-Hans: out/zh-Hans.xliff — 1 file, 1 unit, 0 untranslated

                """, stderr: ""))
            for (language, text) in [("de", "Hallo"), ("es-419", "Hola"), ("pt-BR", "Olá"), ("zh-Hans", "你好")] {
                let xliff = try folder.read("out/\(language).xliff")
                #expect(xliff.contains("<file original=\"App/en.lproj/Localizable.strings\" source-language=\"en\" "
                    + "target-language=\"\(language)\" datatype=\"plaintext\">"))
                #expect(xliff.contains("<target>\(text)</target>"))
            }
        }
    }

    /// The XLIFF for `pt-BR` goes back into `pt_BR.lproj`, which it came from, without a new `pt-BR.lproj`.
    @Test func importWritesBackIntoTheFolderExportRead() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("en", "Hello"), ("pt_BR", "Olá"), ("German", "Hallo")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/Localizable.strings")
            }
            #expect(runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
            for language in ["pt-BR", "de"] {
                let xliff = try folder.read("out/\(language).xliff")
                try folder.write(xliff.replacingOccurrences(of: "</target>", with: "!</target>"), to: "out/\(language).xliff")
            }
            let result = runCLI(["import", "out/de.xliff", "out/pt-BR.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/German.lproj/Localizable.strings [German]: 1 updated
                App/pt_BR.lproj/Localizable.strings [pt_BR]: 1 updated
                2 files written: App/German.lproj/Localizable.strings, App/pt_BR.lproj/Localizable.strings

                """, stderr: ""))
            #expect(try folder.read("App/pt_BR.lproj/Localizable.strings") == "\"a\" = \"Olá!\";\n")
            #expect(try folder.read("App/German.lproj/Localizable.strings") == "\"a\" = \"Hallo!\";\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/pt-BR.lproj"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj"))
        }
    }

    /// Two folders of one language: the one named as the tag is exported (and written back by import),
    /// the other is named in a warning.
    @Test func aSecondFolderOfOneLanguageIsWarned() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("English", "Hello"), ("German", "Hallo G"), ("de", "Hallo")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/L.strings")
            }
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n", stderr: """
                warning: App/German.lproj/L.strings is not exported: App/de.lproj stands for the same language, de, and is \
                exported (an import writes there)

                """))
            #expect(try folder.read("out/de.xliff").contains("<target>Hallo</target>"))
        }
    }

    /// The development language by the same rule (QA: `English.lproj` was taken over `en.lproj` without a
    /// word, the source texts not the ones migrate takes); and a folder whose name is a tag in other
    /// letters (`DE`) is the language too (QA: its translations were lost without a word).
    @Test func aSecondFolderOfTheDevelopmentLanguageOrInOtherLettersIsWarned() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("English", "Hello E"), ("en", "Hello"), ("German", "Hallo G"), ("DE", "Hallo")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/L.strings")
            }
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "DE: out/DE.xliff — 1 file, 1 unit, 0 untranslated\n", stderr: """
                warning: App/English.lproj/L.strings is not exported: App/en.lproj stands for the same language, en, and is \
                exported (an import writes there)
                warning: App/German.lproj/L.strings is not exported: App/DE.lproj stands for the same language, de, and is \
                exported (an import writes there)

                """))
            let xliff = try folder.read("out/DE.xliff")
            #expect(xliff.contains("<file original=\"App/en.lproj/L.strings\""))
            #expect(xliff.contains("<source>Hello</source>") && xliff.contains("<target>Hallo</target>"))
        }
    }

    /// Migrate takes the values of the folder export sends and import writes to (`DE` over `German`,
    /// `zh-hant` over `zh_TW`), and keeps the other's file (QA: `German.lproj` overruled what an import
    /// had just written to `DE.lproj`).
    @Test func migrateTakesTheFolderExportSends() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("en", "Hello"), ("German", "Hallo G"), ("DE", "Hallo"), ("zh_TW", "TW"), ("zh-hant", "Hant")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/L.strings")
            }
            let result = runCLI(["migrate", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr.hasPrefix("""
                App/DE.lproj/L.strings:1:1: warning: "a" is "Hallo" here but "Hallo G" in App/German.lproj/L.strings:1, which \
                stands for the same language; this value is migrated, and App/German.lproj/L.strings is kept
                App/zh-hant.lproj/L.strings:1:1: warning: "a" is "Hant" here but "TW" in App/zh_TW.lproj/L.strings:1, which \
                stands for the same language; this value is migrated, and App/zh_TW.lproj/L.strings is kept

                """))
            let catalog = try folder.read("App/L.xcstrings")
            #expect(catalog.contains("\"value\" : \"Hallo\"") && catalog.contains("\"value\" : \"Hant\""))
            #expect(!catalog.contains("Hallo G") && !catalog.contains("\"TW\""))
        }
    }

    /// Three folders of one language: each overruled one is named against the value migrated (QA: the
    /// middle one's was said to be migrated, then overruled in turn).
    @Test func eachOverruledFolderIsNamedAgainstTheValueMigrated() throws {
        try TemporaryFolder.with { folder in
            for (name, text) in [("en", "A"), ("de", "A-de"), ("DE", "A-DE"), ("German", "A-German")] {
                try folder.write("\"a\" = \"\(text)\";\n", to: "App/\(name).lproj/L.strings")
            }
            let result = runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == """
                App/de.lproj/L.strings:1:1: warning: "a" is "A-de" here but "A-German" in App/German.lproj/L.strings:1, which \
                stands for the same language; this value is migrated, and App/German.lproj/L.strings is kept
                App/de.lproj/L.strings:1:1: warning: "a" is "A-de" here but "A-DE" in App/DE.lproj/L.strings:1, which \
                stands for the same language; this value is migrated, and App/DE.lproj/L.strings is kept

                """)
        }
    }

    /// `Base.lproj` stands in for the development language only without its folder: beside `en.lproj` it
    /// is warned about (QA: its keys were left out without a word).
    @Test func aBaseFolderBesideTheDevelopmentLanguagesIsWarned() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"a\" = \"A\";\n", to: "App/en.lproj/T.strings")
            try folder.write("\"a\" = \"A\";\n\"only_base\" = \"B\";\n", to: "App/Base.lproj/T.strings")
            try folder.write("\"a\" = \"Ä\";\n", to: "App/de.lproj/T.strings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n", stderr: """
                warning: App/Base.lproj/T.strings is not exported: App/en.lproj stands for the same language, en, and is \
                exported (an import writes there)

                """))
        }
    }

    /// A `<lang>.lproj` folder named as PATH exports its tables, as its files named one by one do, alone
    /// or beside other paths.
    @Test func anLprojFolderNamedExportsItsTables() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Hello\" = \"Hello\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Hello\" = \"Hallo\";\n", to: "App/de.lproj/Localizable.strings")
            try folder.write(ExportCommandTests.catalog, to: "App/Other.xcstrings")
            let one = "de: out/de.xliff — 1 file, 1 unit, 0 untranslated\n"
            for paths in [["App/en.lproj"], ["App/de.lproj/"], ["App/en.lproj", "App/en.lproj/Localizable.strings"]] {
                #expect(runCLI(["export", "--output", "out"] + paths, currentDirectory: folder.path)
                        == CLIResult(exitCode: 0, stdout: one, stderr: ""))
                #expect(try folder.read("out/de.xliff").contains("<file original=\"App/en.lproj/Localizable.strings\""))
            }
            let beside = runCLI(["export", "--languages", "de", "--output", "out2", "App/Other.xcstrings", "App/en.lproj"],
                                currentDirectory: folder.path)
            #expect(beside == CLIResult(exitCode: 0, stdout: "de: out2/de.xliff — 2 files, 3 units, 1 untranslated\n", stderr: ""))
            #expect(try folder.read("out2/de.xliff").contains("<file original=\"App/en.lproj/Localizable.strings\""))
            // One that holds no table file yields nothing: an error naming it.
            try FileManager.default.createDirectory(atPath: folder.path + "/App/fr.lproj", withIntermediateDirectories: true)
            #expect(runCLI(["export", "--output", "out3", "App/Other.xcstrings", "App/fr.lproj"], currentDirectory: folder.path)
                    == CLIResult(exitCode: 65, stdout: "", stderr: "error: no .xcstrings catalogs or legacy *.lproj tables found in App/fr.lproj\n"))
        }
    }

    /// A language's keys that the development-language file lacks have no source text and are not
    /// exported (as by Xcode): said once per file and language, at the first such key, with how many.
    @Test func keysTheDevelopmentFileLacksAreWarnedOncePerFileAndLanguage() throws {
        try TemporaryFolder.with { folder in
            try folder.write("/* Keys are the English texts. */\n\"a\" = \"A\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"a\" = \"A de\";\n\"(No title)\" = \"(Kein Betreff)\";\n\"%@ (default)\" = \"%@ (Standard)\";\n",
                             to: "App/de.lproj/Localizable.strings")
            try folder.write("\"a\" = \"A fr\";\n\"b\" = \"B fr\";\n", to: "App/fr.lproj/Localizable.strings")
            try folder.write("\"a\" = \"A it\";\n", to: "App/it.lproj/Localizable.strings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                de: out/de.xliff — 1 file, 1 unit, 0 untranslated
                fr: out/fr.xliff — 1 file, 1 unit, 0 untranslated
                it: out/it.xliff — 1 file, 1 unit, 0 untranslated

                """, stderr: """
                App/de.lproj/Localizable.strings:2:1: warning: 2 keys are not exported (the first: "(No title)"): they are not in \
                the development-language file App/en.lproj/Localizable.strings, which holds the source texts; add them there to \
                send them to translators
                App/fr.lproj/Localizable.strings:2:1: warning: 1 key is not exported ("b"): it is not in the development-language \
                file App/en.lproj/Localizable.strings, which holds the source texts; add it there to send it to translators

                """))
            // Only the languages exported are warned about.
            #expect(runCLI(["export", "--output", "out", "--languages", "fr", "App"], currentDirectory: folder.path).stderr == """
                App/fr.lproj/Localizable.strings:2:1: warning: 1 key is not exported ("b"): it is not in the development-language \
                file App/en.lproj/Localizable.strings, which holds the source texts; add it there to send it to translators

                """)
            #expect(runCLI(["export", "--output", "out", "--languages", "it", "App"], currentDirectory: folder.path).stderr == "")
        }
    }

    /// A key in another Unicode spelling than the development file's is another key to the app: warned
    /// about as not exported (QA: its translation was dropped in silence).
    @Test func aKeyInAnotherUnicodeSpellingIsWarnedAbout() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"Caf\u{E9}\" = \"Caf\u{E9}\";\n", to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Cafe\u{301}\" = \"Kaffee\";\n", to: "App/de.lproj/Localizable.strings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr.hasPrefix(#"App/de.lproj/Localizable.strings:1:1: warning: 1 key is not exported ("Cafe\#u{301}")"#),
                    "\(result.stderr)")
        }
    }
}
