import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

@Suite struct ImportCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ saved" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ gesichert"
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
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// What an import that writes one of these tests' one-line catalogs says of its layout.
    static let layoutNote = "App/Localizable.xcstrings:1:1: note: the catalog is not laid out as Xcode writes catalogs (it is "
        + "not indented with two spaces per level); imports write it in Xcode's form, so its diff shows more than the imported "
        + "translations (run locbridge format on it first to keep the two apart)\n"

    static func xliff(_ units: String, original: String = "App/Localizable.xcstrings") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>

        """
    }

    @Test func changedTranslationIsWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="Done"><source>Done</source><target state="translated">Erledigt</target></trans-unit>
                      <trans-unit id="%@ saved"><source>%@ saved</source><target state="translated">%@ gesichert</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings [de]: 1 updated, 1 unchanged
                1 catalog written: App/Localizable.xcstrings

                """, stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog.replacingOccurrences(of: "Fertig", with: "Erledigt"))
        }
    }

    /// A plural the import leaves without its `other` form is an error (exit 1) at its first unit, judged
    /// on the whole import: an `other` from a later input, or a plain translation the forms split, counts;
    /// one that is refused does not. The forms given are kept (nothing with --strict), and a substitution's
    /// plural is judged too.
    @Test func aPluralLeftWithoutItsOtherFormIsAnError() throws {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "%lld files" : { } }, "version" : "1.0" }"#
        func unit(_ category: String, _ target: String) -> String {
            #"<trans-unit id="%lld files|==|plural.\#(category)"><source>%lld files</source>"#
                + #"<target state="translated">\#(target)</target></trans-unit>"#
        }
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff(unit("one", "%lld Datei")), to: "one.xliff")
            try folder.write(Self.xliff(unit("other", "%lld Dateien")), to: "other.xliff")
            try folder.write(Self.xliff(unit("one", "%lld Datei") + "\n" + unit("other", "%@ Dateien")), to: "refused.xliff")
            try folder.write(Self.xliff(unit("one", "%lld Datei") + "\n"
                + #"<trans-unit id="%lld files"><source>%lld files</source><target state="translated">%lld Datei(en)</target></trans-unit>"#),
                             to: "plain.xliff")
            for (inputs, exitCode) in [(["one.xliff"], 1), (["one.xliff", "other.xliff"], 0), (["other.xliff", "one.xliff"], 0),
                                        (["refused.xliff"], 1), (["plain.xliff"], 0)] {
                try folder.write(catalog, to: "App/Localizable.xcstrings")
                let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
                #expect(result.exitCode == exitCode, "\(inputs)")
                let said = result.stderr.split(separator: "\n").filter { $0.contains("has no \"other\" form") }
                #expect(said.count == exitCode, "\(inputs): \(result.stderr)")
            }
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            #expect(runCLI(["import", "--strict", "one.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 1 updated
                nothing written: --strict, and the import reported errors or unknown ids (above); fix them and import again

                """, stderr: """
                one.xliff:5:1: error: "%lld files" (%lld files|==|plural.one): the de plural has no "other" form: nothing in the \
                catalog or in this import translates "%lld files|==|plural.other", so the app has no text for most counts; the \
                forms given are kept (--strict writes nothing): translate the other form and import again

                """ + Self.layoutNote))
            #expect(try folder.read("App/Localizable.xcstrings") == catalog)
        }
    }

    /// A substitution's plural without `other` is judged too.
    @Test func aSubstitutionWithoutItsOtherFormIsAnError() throws {
        try TemporaryFolder.with { folder in
            try folder.write(#"""
                { "sourceLanguage" : "en", "strings" : { "sub" : { "localizations" : { "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%@ has %#@files@" },
                  "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } } },
                  "version" : "1.0" }
                """#, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="sub"><source>%1$@ has %2$#@files@</source><target state="translated">%1$@ hat %2$#@files@</target></trans-unit>
                      <trans-unit id="sub|==|substitutions.files.plural.one"><source>%2$lld file</source><target state="translated">%2$lld Datei</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "--dry-run", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr.hasPrefix(#"de.xliff:6:1: error: "sub" (sub|==|substitutions.files.plural.one): the de plural has no "other" form"#))
        }
    }

    /// Imports Russian (or `language`'s) forms of `%lld files` into a catalog that has the key untranslated.
    private static func importingRussianForms(_ forms: [(category: String, target: String)], language: String = "ru") throws -> CLIResult {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "%lld files" : { } }, "version" : "1.0" }"#
        let units = forms.map { category, target in
            #"<trans-unit id="%lld files|==|plural.\#(category)"><source>%lld files</source>"#
                + #"<target state="translated">\#(target)</target></trans-unit>"#
        }
        return try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff(units.joined(separator: "\n")).replacingOccurrences(of: #"target-language="de""#,
                                                                                           with: #"target-language="\#(language)""#), to: "ru.xliff")
            return runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
        }
    }

    /// A plural the import leaves without a form its language needs (Russian `many`) is warned about, as
    /// check would report it; the forms given are imported.
    @Test func aPluralMissingAFormOfItsLanguageIsWarnedAbout() throws {
        let result = try Self.importingRussianForms([("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файла")])
        #expect(result.exitCode == 0)
        #expect(result.stderr == """
            ru.xliff:5:1: warning: "%lld files" (%lld files|==|plural.one): the ru plural has no form many, which ru uses \
            (one, few, many, other); check reports it: translate the missing form

            """ + Self.layoutNote)
    }

    /// Czech forms that print no number, for a source chosen by `%lld`: the plural is chosen by an integer
    /// (the source shows it), so the fraction-only `many` is not missing.
    @Test func formsWithoutANumberAreJudgedByTheSource() throws {
        let result = try Self.importingRussianForms([("one", "soubor"), ("few", "soubory"), ("other", "souborů")], language: "cs")
        #expect(result.exitCode == 0)
        #expect(result.stderr == Self.layoutNote)
    }

    /// A plural form the import writes that its language never uses (`two` in Russian) is warned about,
    /// as check would report it, at that form's unit; `zero` is every language's to spell out and is not.
    @Test func aPluralFormTheLanguageNeverUsesIsWarnedAbout() throws {
        let result = try Self.importingRussianForms([("zero", "нет файлов"), ("one", "%lld файл"), ("two", "%lld файла"),
                                                     ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")])
        #expect(result.exitCode == 0)
        #expect(result.stderr == """
            ru.xliff:7:1: warning: "%lld files" (%lld files|==|plural.two): ru never uses the plural form two (it uses one, \
            few, many, other), so the app never shows it; check reports it: move the text to a form ru uses

            """ + Self.layoutNote)
    }

    /// A translation whose white space at its ends is not the source's (a tool that re-indented the file
    /// inside xml:space="preserve") is imported as it is, with check's warning.
    @Test func aTargetWithOtherWhitespaceAtItsEndsIsWarnedAbout() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="Done" xml:space="preserve"><source>Done</source><target state="translated">
                          Erledigt
                        </target></trans-unit>
                      <trans-unit id="%@ saved" xml:space="preserve"><source>%@ saved</source><target state="translated">%@ gesichert</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == """
                de.xliff:5:1: warning: "Done": the translation starts with "\\n          " but the source does not, and ends \
                with "\\n        " but the source does not; keep the source's leading and trailing whitespace and line breaks \
                (imported as it is)

                """)
            #expect(try folder.read("App/Localizable.xcstrings").contains(#""value" : "\n          Erledigt\n        ""#))
        }
    }

    /// A source-language file that rewrites most of its source texts (often a translation whose tool
    /// wrote the source language as target-language) stops the import unless --allow-source-rewrite is
    /// given; a few edits do not.
    @Test func aSourceFileRewritingMostSourceTextsStopsTheImport() throws {
        let keys = (1...12).map { "Text \($0)" }
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "# + keys.map { "\"\($0)\" : { }" }.joined(separator: ", ")
            + #" }, "version" : "1.0" }"#
        func file(rewriting count: Int) -> String {
            Self.xliff(keys.enumerated().map { index, key in
                #"<trans-unit id="\#(key)"><source>\#(key)</source><target state="translated">"#
                    + (index < count ? "Текст \(index + 1)" : key) + "</target></trans-unit>"
            }.joined(separator: "\n")).replacingOccurrences(of: #"target-language="de""#, with: #"target-language="en""#)
        }
        try TemporaryFolder.with { folder in
            try folder.write(file(rewriting: 12), to: "wrong.xliff")
            try folder.write(file(rewriting: 2), to: "edits.xliff")
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            let wrong = runCLI(["import", "wrong.xliff"], currentDirectory: folder.path)
            #expect(wrong.exitCode == 65)
            #expect(wrong.stderr.contains("""
                wrong.xliff:3:1: error: <file original="App/Localizable.xcstrings"> has target-language "en", the source \
                language, and would rewrite 12 of its 12 source texts: if it holds a translation whose tool wrote "en" as \
                target-language, set target-language to the translation's language and import it again; to replace the \
                source texts, import it with --allow-source-rewrite
                """), "\(wrong.stderr)")
            #expect(wrong.stdout.contains("nothing written"), "\(wrong.stdout)")
            #expect(try folder.read("App/Localizable.xcstrings") == catalog)
            let edits = runCLI(["import", "--dry-run", "edits.xliff"], currentDirectory: folder.path)
            #expect(edits.exitCode == 0)
            #expect(!edits.stderr.contains("source texts"), "\(edits.stderr)")
            let allowed = runCLI(["import", "--allow-source-rewrite", "wrong.xliff"], currentDirectory: folder.path)
            #expect(allowed.exitCode == 0, "\(allowed.stderr)")
            #expect(try folder.read("App/Localizable.xcstrings").contains(#""value" : "Текст 12""#))
        }
    }

    @Test func droppedSpecifierIsRefusedAndTheCatalogUntouchedInStrictMode() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="%@ saved"><source>%@ saved</source><target state="translated">gesichert</target></trans-unit>
                      <trans-unit id="Done"><source>Done</source><target state="translated">Erledigt</target></trans-unit>
                """), to: "de.xliff")
            let strict = runCLI(["import", "--strict", "de.xliff"], currentDirectory: folder.path)
            #expect(strict.exitCode == 1)
            #expect(strict.stderr == """
                de.xliff:5:1: error: refused "%@ saved": the translation has no format specifiers but the source has 1 (%@); fix the translation and import again

                """)
            #expect(strict.stdout.hasSuffix("nothing written: --strict, and the import reported errors or unknown ids (above); fix them and import again\n"))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)

            // Without --strict the good unit is imported, the refused one is not, and the exit code says so.
            let lenient = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(lenient.exitCode == 1)
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog.replacingOccurrences(of: "Fertig", with: "Erledigt"))
        }
    }

    /// A unit the reader refuses (an inline placeholder without text) is counted in its catalog's
    /// report, in text and JSON, and said once.
    @Test func unitsTheReaderRefusesAreCounted() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="Done"><source>Done</source><target>A <x id="1"/> B</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 1 refused
                0 catalogs written

                """, stderr: """
                de.xliff:5:1: error: refused "Done": it contains an inline <x/> placeholder whose original text cannot \
                be recovered; export the file from your tool with placeholders as plain text

                """))
            let json = runCLI(["import", "--json", "de.xliff"], currentDirectory: folder.path)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let report = try #require((document["reports"] as? [[String: Any]])?.first)
            #expect(report["refused"] as? Int == 1)
        }
    }

    /// `A/Localizable.xcstrings` and `B/…`, and `a.xliff` and `b.xliff` each translating "Done" in one.
    static func writeTwoCatalogsAndTheirFiles(in folder: TemporaryFolder) throws {
        try folder.write(Self.catalog, to: "A/Localizable.xcstrings")
        try folder.write(Self.catalog, to: "B/Localizable.xcstrings")
        let unit = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
        try folder.write(Self.xliff(unit, original: "A/Localizable.xcstrings"), to: "a.xliff")
        try folder.write(Self.xliff(unit, original: "B/Localizable.xcstrings"), to: "b.xliff")
    }

    /// A catalog that cannot be written: the report still describes the import, and says which
    /// catalogs were written and which were not (exit 70); the JSON document is still printed.
    /// A folder the import cannot write into is found before the first write: nothing is written, and
    /// the report says so (text and JSON, exit 70).
    @Test func anUnwritableFolderStopsTheImportBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try Self.writeTwoCatalogsAndTheirFiles(in: folder)
            let (text, json) = try folder.withUnwritableFolder("B") {
                (runCLI(["import", "a.xliff", "b.xliff"], currentDirectory: folder.path),
                 runCLI(["import", "--json", "a.xliff", "b.xliff"], currentDirectory: folder.path))
            }
            #expect(text.exitCode == 70)
            #expect(text.stdout.hasPrefix("A/Localizable.xcstrings [de]: 1 updated\nB/Localizable.xcstrings [de]: 1 updated\n"))
            #expect(text.stderr.hasPrefix("error: cannot write B/Localizable.xcstrings: cannot write into the folder "))
            #expect(text.stderr.hasSuffix("; nothing was written; not written: A/Localizable.xcstrings, B/Localizable.xcstrings\n"))
            #expect(try folder.read("A/Localizable.xcstrings") == Self.catalog)
            #expect(try folder.read("B/Localizable.xcstrings") == Self.catalog)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(document["exitCode"] as? Int == 70)
        }
    }

    /// An immutable catalog (`chattr +i`, which permissions do not show) is found before the first write
    /// too (QA: the catalogs before it were written).
    /// An append-only one (`chattr +a`) too, which `access` does not tell.
    @Test(.enabled(if: getuid() == 0, "chattr +i needs root"), arguments: ["i", "a"])
    func anImmutableCatalogStopsTheImportBeforeAnyWrite(attribute: String) throws {
        try TemporaryFolder.with { folder in
            try Self.writeTwoCatalogsAndTheirFiles(in: folder)
            let result = try folder.withImmutableFile("B/Localizable.xcstrings", attribute: attribute) {
                runCLI(["import", "a.xliff", "b.xliff"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stderr == "error: cannot write B/Localizable.xcstrings: the file " + FileError.lockedReason
                + "; nothing was written; not written: A/Localizable.xcstrings, B/Localizable.xcstrings\n")
            #expect(try folder.read("A/Localizable.xcstrings") == Self.catalog)
            #expect(try folder.read("B/Localizable.xcstrings") == Self.catalog)
        }
    }

    /// A catalog another process holds locked (longer than the 10 s a write waits) is found before the
    /// first write: nothing is written, rather than the catalogs before it (this test takes 10 s).
    @Test func aCatalogLockedByAnotherStopsTheImportBeforeAnyWrite() throws {
        try TemporaryFolder.with { folder in
            try Self.writeTwoCatalogsAndTheirFiles(in: folder)
            let holder = open(folder.path + "/B/Localizable.xcstrings", O_RDONLY)
            try #require(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
            defer { close(holder) }
            let result = runCLI(["import", "a.xliff", "b.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 70)
            #expect(result.stderr == "error: cannot write B/Localizable.xcstrings: another process has held a lock on it for 10 s; "
                + "try again when it is done; nothing was written; not written: A/Localizable.xcstrings, B/Localizable.xcstrings\n")
            #expect(try folder.read("A/Localizable.xcstrings") == Self.catalog)
            #expect(try folder.read("B/Localizable.xcstrings") == Self.catalog)
        }
    }

    /// `--map-language FROM=TO` reads a tool's rewritten `target-language` as the catalog's language.
    @Test func mapLanguageReadsATargetLanguageAsAnother() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let unit = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
            try folder.write(Self.xliff(unit).replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"de-DE\""),
                             to: "de.xliff")
            let plain = runCLI(["import", "--dry-run", "de.xliff"], currentDirectory: folder.path)
            #expect(plain.stdout.hasPrefix("App/Localizable.xcstrings [de-DE]: 1 updated\n"))
            #expect(plain.stderr.contains("which the catalog does not have"))
            let mapped = runCLI(["import", "--map-language", "DE_de=de", "de.xliff"], currentDirectory: folder.path)
            #expect(mapped == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings [de]: 1 updated
                1 catalog written: App/Localizable.xcstrings

                """, stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings").contains("Erledigt"))
            #expect(runCLI(["import", "--map-language", "de-DE", "de.xliff"], currentDirectory: folder.path) == CLIResult(
                exitCode: 64, stdout: "", stderr: "error: --map-language needs FROM=TO, e.g. --map-language de-DE=de, got 'de-DE'\n"))
            #expect(runCLI(["import", "--map-language", "de-DE=de", "--map-language", "DE_de=fr", "de.xliff"],
                           currentDirectory: folder.path) == CLIResult(
                exitCode: 64, stdout: "", stderr: "error: --map-language maps 'DE_de' to two languages, 'de' and 'fr'\n"))
            // A translation never becomes the source text.
            let toSource = runCLI(["import", "--map-language", "de-DE=EN", "de.xliff"], currentDirectory: folder.path)
            #expect(toSource.exitCode == 65)
            #expect(toSource.stderr.contains(#"has target-language "de-DE", which --map-language reads as its source language "en": its translations would replace the source texts"#))
        }
    }

    /// A `<file>` of another kind (a tool's file that lost its original; translate-toolkit's po2xliff adds
    /// `<file original="ru.po">`) is skipped, and the translations left behind are counted (an empty
    /// target is none): an error, since they were not placed. Check and stats leave the file out with
    /// the same words, so that their counts are import's.
    @Test func aSkippedFileSaysWhatItLeavesBehind() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let units = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
                + #"<trans-unit id="Empty"><source>Empty</source><target> </target></trans-unit>"#
            try folder.write(Self.xliff(units, original: "App/messages.po"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr == """
                de.xliff:3:1: error: skipped <file original="App/messages.po">: only String Catalogs (.xcstrings), legacy .strings/.stringsdict tables, storyboards, xibs and intent definitions are imported; its 1 translated unit was not imported

                """)
            let said = #"de.xliff:3:1: error: import will skip <file original="App/messages.po"> and its units, which are not "#
                + "counted here: only String Catalogs (.xcstrings), legacy .strings/.stringsdict tables, storyboards, xibs and "
                + "intent definitions are imported; its 1 translated unit would be lost\n"
            let check = runCLI(["check", "de.xliff"], currentDirectory: folder.path)
            #expect(check.exitCode == 1)
            #expect(check.stderr == said)
            #expect(check.stdout == """
                checked 1 XLIFF file: 1 error, 0 warnings
                rule                   errors  warnings
                reading                     1         0
                total                       1         0

                """)
            let stats = runCLI(["stats", "de.xliff"], currentDirectory: folder.path)
            #expect(stats.stderr == said)
            #expect(stats.stdout == "")
        }
    }

    /// A legacy table in no `<language>.lproj` folder stops the import (where its translations go cannot
    /// be told); check and stats say so and leave it out, as for a skipped file.
    @Test func aTableOutsideAnLprojFolderIsSaidByCheckAndStats() throws {
        try TemporaryFolder.with { folder in
            let unit = #"<trans-unit id="title"><source>Done</source><target>Erledigt</target></trans-unit>"#
            try folder.write(Self.xliff(unit, original: "App/Main.storyboard"), to: "de.xliff")
            let imported = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(imported.exitCode == 65)
            #expect(imported.stderr.hasPrefix(#"de.xliff:3:1: error: <file original="App/Main.storyboard"> is not in a "#
                + "<language>.lproj folder; cannot tell where the de file goes\n"))
            let said = #"de.xliff:3:1: error: import will stop at <file original="App/Main.storyboard">, and its units are "#
                + "not counted here: it is not in a <language>.lproj folder, so where the de file goes cannot be told\n"
            let check = runCLI(["check", "de.xliff"], currentDirectory: folder.path)
            #expect(check.exitCode == 1)
            #expect(check.stderr == said)
            let stats = runCLI(["stats", "de.xliff"], currentDirectory: folder.path)
            #expect(stats.stderr == said)
            #expect(stats.stdout == "")
        }
    }

    @Test func unknownIdIsReportedWithItsLine() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="Gone"><source>Gone</source><target>Weg</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains(#"de.xliff:5:1: warning: unknown id "Gone""#))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)
        }
    }

    @Test func manyUnknownIdsPrintAsOneLineUnlessVerbose() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let units = (1...11).map { #"      <trans-unit id="Gone \#($0)"><source>Gone</source><target>Weg</target></trans-unit>"# }
            try folder.write(Self.xliff(units.joined(separator: "\n")), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 11 unknown
                0 catalogs written

                """, stderr: """
                de.xliff:5:1: warning: 11 units with unknown ids were not imported (-v lists each); the first: unknown id "Gone 1": \
                no key "Gone 1" in App/Localizable.xcstrings; the unit was not imported

                """))
            let verbose = runCLI(["import", "-v", "de.xliff"], currentDirectory: folder.path)
            #expect(verbose.stderr.components(separatedBy: "warning: unknown id").count == 12)
            // -v names each file as it is read, the catalog too (QA: only the XLIFF was named).
            #expect(verbose.stderr.hasPrefix("reading de.xliff\nreading App/Localizable.xcstrings\n"))
            let json = runCLI(["import", "--json", "de.xliff"], currentDirectory: folder.path)
            #expect(json.stdout.components(separatedBy: "unknown id").count == 12)
            // Ten are still listed one by one.
            try folder.write(Self.xliff(units.dropLast().joined(separator: "\n")), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).stderr
                .components(separatedBy: "warning: unknown id").count == 11)
        }
    }

    /// Many inputs and catalogs: each report line names its input where several fill one catalog's
    /// language, many notes of one kind print as one line, and many written catalogs as a count (`-v`
    /// lists each).
    @Test func largeImportsStayReadable() throws {
        try TemporaryFolder.with { folder in
            let catalogs = (1...11).map { "App\($0)/Localizable.xcstrings" }
            for catalog in catalogs { try folder.write(Self.catalog, to: catalog) }
            let keys = (1...11).map { "Key \($0)" }
            let json = Self.catalog.replacingOccurrences(of: #"    "Done" : {"#, with: keys.map { key in
                #"    "\#(key)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } },"#
            }.joined(separator: "\n") + "\n" + #"    "Done" : {"#)
            try folder.write(json, to: "App1/Localizable.xcstrings")
            func units(_ target: String) -> String {
                keys.map { #"      <trans-unit id="\#($0)"><source>\#($0)</source><target>\#(target)</target></trans-unit>"# }
                    .joined(separator: "\n")
            }
            try folder.write(Self.xliff(units("Neu"), original: "App1/Localizable.xcstrings"), to: "new.xliff")
            try folder.write(Self.xliff(units("Alt"), original: "App1/Localizable.xcstrings"), to: "old.xliff")
            #expect(runCLI(["import", "-v", "--dry-run", "new.xliff", "old.xliff"], currentDirectory: folder.path).stderr
                .components(separatedBy: "this file has the text from before the import").count == 12)
            let result = runCLI(["import", "new.xliff", "old.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App1/Localizable.xcstrings [de] (new.xliff): 11 updated
                App1/Localizable.xcstrings [de] (old.xliff): 11 unchanged
                1 catalog written: App1/Localizable.xcstrings

                """, stderr: """
                old.xliff:5:1: note: 11 units have the text from before an earlier input of this import changed it; those changes stay (-v lists each); the first: "Key 1": this file has the text from before the import, and the unit at new.xliff:5 changed it; that change stays

                """))

            let done = #"      <trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
            for (index, catalog) in catalogs.enumerated() {
                try folder.write(Self.xliff(done, original: catalog), to: "de\(index).xliff")
            }
            let inputs = catalogs.indices.map { "de\($0).xliff" }
            #expect(runCLI(["import", "--dry-run"] + inputs, currentDirectory: folder.path).stdout.hasSuffix("""
                dry run: 11 catalogs would change (-v lists them)

                """))
            #expect(runCLI(["import", "--dry-run", "-v"] + inputs, currentDirectory: folder.path).stdout.hasSuffix("""
                dry run: 11 catalogs would change: \(catalogs.joined(separator: ", "))

                """))
        }
    }

    @Test func dryRunWritesNothingAndJSONReportsEverything() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff("""
                      <trans-unit id="Done"><source>Done</source><target state="translated">Erledigt</target></trans-unit>
                """), to: "de.xliff")
            let result = runCLI(["import", "--dry-run", "--json", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(json["dryRun"] as? Bool == true)
            #expect(json["writtenCatalogs"] as? [String] == [])
            #expect(json["notWrittenCatalogs"] as? [String] == ["App/Localizable.xcstrings"])
            #expect(json["exitCode"] as? Int == 0)
            let report = try #require((json["reports"] as? [[String: Any]])?.first)
            #expect(report["catalog"] as? String == "App/Localizable.xcstrings")
            #expect(report["language"] as? String == "de")
            #expect(report["updated"] as? Int == 1)
            #expect(report["refused"] as? Int == 0)
        }
    }

    @Test func escapingTheProjectRootIsRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff(#"<trans-unit id="Done"><source>Done</source><target>X</target></trans-unit>"#,
                                        original: "../App/Localizable.xcstrings"), to: "Project/de.xliff")
            let result = runCLI(["import", "--project-root", "Project", "Project/de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 65)
            #expect(result.stderr.contains(#"error: <file original="../App/Localizable.xcstrings"> points outside the project root"#))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)
        }
    }

    @Test func missingCatalogAndMalformedXLIFFAreDataErrors() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff(#"<trans-unit id="Done"><source>Done</source></trans-unit>"#), to: "de.xliff")
            let missing = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(missing.exitCode == 65)
            #expect(missing.stderr.contains("no catalog for <file original=\"App/Localizable.xcstrings\">"))

            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write("<xliff><file>", to: "broken.xliff")
            let broken = runCLI(["import", "broken.xliff", "de.xliff"], currentDirectory: folder.path)
            #expect(broken.exitCode == 65)
            #expect(broken.stderr.hasPrefix("broken.xliff:1:"))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)
        }
    }

    /// `--json` puts every fatal input problem in its document's diagnostics, and always prints one.
    @Test func jsonReportsUnreadableInputs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write("<xliff><file>", to: "broken.xliff")
            let broken = runCLI(["import", "--json", "broken.xliff"], currentDirectory: folder.path)
            #expect(broken.exitCode == 65)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(broken.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?["severity"] as? String == "error")
            #expect(diagnostics.first?["file"] as? String == "broken.xliff")
            #expect(document["exitCode"] as? Int == 65)
            #expect(broken.stderr.hasPrefix("broken.xliff:1:"))

            let missing = runCLI(["import", "--json", "nowhere.xliff"], currentDirectory: folder.path)
            #expect(missing.exitCode == 65)
            let second = try #require(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])
            let messages = (second["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
            #expect(messages?.count == 1)
            #expect(messages?.first?.hasPrefix("nowhere.xliff: ") == true)
            #expect(second["blocked"] as? Bool == true)
        }
    }

    /// An .xcloc's contents.json names its language: a bundle whose XLIFF says another is warned about,
    /// and so is a contents.json that is missing or not JSON. The translations still go in.
    @Test func anXclocWhoseContentsDisagreeIsWarnedAbout() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let unit = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
            try folder.write(Self.xliff(unit), to: "fr.xcloc/Localized Contents/fr.xliff")
            try folder.write(#"{"targetLocale":"fr","version":"1.0"}"#, to: "fr.xcloc/contents.json")
            let result = runCLI(["import", "--dry-run", "fr.xcloc"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "fr.xcloc/Localized Contents/fr.xliff:3:1: warning: fr.xcloc/contents.json has targetLocale "
                + "\"fr\" but <file original=\"App/Localizable.xcstrings\"> has target-language \"de\"; its translations go "
                + "to de, as the XLIFF says\n")
            try folder.write("{", to: "fr.xcloc/contents.json")
            let malformed = "fr.xcloc/contents.json:1:1: warning: fr.xcloc/contents.json is not the JSON Xcode writes (an object "
                + "with a targetLocale); the bundle's XLIFF is imported as it is\n"
            #expect(runCLI(["import", "--dry-run", "fr.xcloc"], currentDirectory: folder.path).stderr == malformed)
            // The warning stays when the bundle's XLIFF then cannot be read.
            try folder.write("<xliff>", to: "fr.xcloc/Localized Contents/fr.xliff")
            let broken = runCLI(["import", "--dry-run", "fr.xcloc"], currentDirectory: folder.path)
            #expect(broken.exitCode == 65)
            #expect(broken.stderr.hasPrefix(malformed + "fr.xcloc/Localized Contents/fr.xliff:"))
        }
    }

    /// A bundle's XLIFF saved as `.xlf` by a tool is imported; a bundle without any is an error (it used to
    /// import nothing and exit 0).
    @Test func anXclocsXLIFFMayEndInXlfAndMustBeThere() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff(#"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#),
                             to: "de.xcloc/Localized Contents/de.xlf")
            let imported = runCLI(["import", "--dry-run", "de.xcloc"], currentDirectory: folder.path)
            #expect(imported.exitCode == 0)
            #expect(imported.stdout.hasPrefix("App/Localizable.xcstrings [de]: 1 updated"))
            // macOS's metadata file beside it (`._de.xlf`, on some drives) is not an XLIFF of the bundle.
            try folder.write("\u{0}\u{5}\u{16}\u{7}", to: "de.xcloc/Localized Contents/._de.xlf")
            #expect(runCLI(["import", "--dry-run", "de.xcloc"], currentDirectory: folder.path) == imported)
            try FileManager.default.removeItem(atPath: folder.path + "/de.xcloc/Localized Contents/de.xlf")
            let empty = runCLI(["import", "de.xcloc"], currentDirectory: folder.path)
            #expect(empty.exitCode == 65)
            #expect(empty.stderr == "error: de.xcloc: is an .xcloc bundle without an XLIFF file (.xliff or .xlf) in its Localized "
                + "Contents, so it has no translations to import\n")
        }
    }

    /// A dry run says what the import would do: with an input it cannot read, write nothing (it said
    /// "dry run: 0 catalogs would change", or counted the other inputs' catalogs, next to exit 65).
    @Test func aDryRunThatWouldBeBlockedSaysNothingWouldBeWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff(#"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#),
                             to: "de.xliff")
            try folder.write("<xliff", to: "broken.xliff")
            let result = runCLI(["import", "--dry-run", "de.xliff", "broken.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 65)
            #expect(result.stdout == """
                App/Localizable.xcstrings [de]: 1 updated
                dry run: nothing would be written: fix the errors reported and import again

                """)
            let strict = runCLI(["import", "--dry-run", "--strict", "de.xliff"], currentDirectory: folder.path)
            #expect(strict.exitCode == 0)
            #expect(strict.stdout == "App/Localizable.xcstrings [de]: 1 updated\ndry run: 1 catalog would change: App/Localizable.xcstrings\n")
        }
    }

    /// A catalog given to import is not read as XML: the message says what import wants instead.
    @Test func aCatalogIsNotAnInput() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["import", "App/Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "nothing written: fix the errors reported and import again\n", stderr: """
                error: App/Localizable.xcstrings: is a String Catalog; import reads the XLIFF files (.xliff) or .xcloc bundles \
                translated from it, and finds the catalogs through their <file original> paths

                """))
        }
    }

    @Test func exportThenImportOfSamplesChangesNothing() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Samples").standardized.path
        try TemporaryFolder.with { folder in
            let copy = folder.path + "/Samples"
            try FileManager.default.copyItem(atPath: samples, toPath: copy)
            #expect(runCLI(["export", "--all-languages", "--project-root", copy, "--output", folder.path + "/out", copy]).exitCode == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted().map { folder.path + "/out/" + $0 }
            let result = runCLI(["import", "--project-root", copy] + files)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasSuffix("0 files written\n"))
            for name in ["TodoApp/Localizable.xcstrings", "TodoApp/InfoPlist.xcstrings"] {
                #expect(try folder.read("Samples/" + name) == (try String(contentsOfFile: samples + "/" + name, encoding: .utf8)))
            }
        }
    }
}
