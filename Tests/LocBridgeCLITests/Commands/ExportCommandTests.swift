import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

@Suite struct ExportCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "comment" : "Button & label",
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
            },
            "Later" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Plus tard"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let expectedGerman = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="locbridge" tool-name="locbridge" tool-version="\(locbridgeVersion)"/>
            </header>
            <body>
              <trans-unit id="Done" xml:space="preserve">
                <source>Done</source>
                <target state="translated">Fertig</target>
                <note>Button &amp; label</note>
              </trans-unit>
              <trans-unit id="Later" xml:space="preserve">
                <source>Later</source>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    /// The summary counts untranslated units as `stats` does: the Czech `many` an integer plural never
    /// shows is offered (as Xcode offers it) but not counted; a `%f` plural's is.
    @Test func summaryLeavesOutFormsOnlyFractionsSelect() throws {
        func plural(_ forms: [(String, String)]) -> String {
            #"{ "variations" : { "plural" : { "# + forms.map { #""\#($0.0)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0.1)" } }"# }
                .joined(separator: ", ") + " } } }"
        }
        let catalog = try CatalogReader.read(Array("""
            { "sourceLanguage" : "en", "strings" : {
              "%lld files" : { "localizations" : { "en" : \(plural([("one", "%lld file"), ("other", "%lld files")])),
                "cs" : \(plural([("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")])) } },
              "%.1f km" : { "localizations" : { "en" : \(plural([("one", "%.1f km"), ("other", "%.1f km")])),
                "cs" : \(plural([("one", "%.1f km"), ("few", "%.1f km"), ("other", "%.1f km")])) } }
            }, "version" : "1.0" }
            """.utf8), path: "L.xcstrings").catalog
        let document = Exporter(catalogs: [ExportedCatalog(original: "L.xcstrings", catalog: catalog)]).document(for: "cs")
        #expect(ExportCommand.summary(language: "cs", document: document, xcloc: false, output: "out")
                == "cs: out/cs.xliff — 1 file, 8 units, 1 untranslated")
    }

    /// A language that is one catalog's source language and another's translation: the summary counts the
    /// translation's untranslated units and says how many files are in their catalog's source language.
    @Test func summaryOfALanguageThatIsOneCatalogsSourceCountsTheOthers() throws {
        func catalog(_ source: String, _ english: String) throws -> StringCatalog {
            try CatalogReader.read(Array("""
                { "sourceLanguage" : "\(source)", "strings" : { "Hello" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "\(english)", "value" : "Hello" } } } },
                  "Bye" : { } }, "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
        }
        let exporter = Exporter(catalogs: [ExportedCatalog(original: "A/L.xcstrings", catalog: try catalog("en", "translated")),
                                           ExportedCatalog(original: "B/L.xcstrings", catalog: try catalog("de", "translated"))])
        #expect(ExportCommand.summary(language: "en", document: exporter.document(for: "en"), xcloc: false, output: "out")
                == "en: out/en.xliff — 2 files, 4 units, 1 untranslated (1 file is in its catalog's source language)")
        let onlySource = Exporter(catalogs: [ExportedCatalog(original: "A/L.xcstrings", catalog: try catalog("en", "translated"))])
        #expect(ExportCommand.summary(language: "en", document: onlySource.document(for: "en"), xcloc: false, output: "out")
                == "en: out/en.xliff — 1 file, 2 units (the source language)")
    }

    @Test func writesOneXLIFFPerTranslatedLanguage() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                de: out/de.xliff — 1 file, 2 units, 1 untranslated
                fr: out/fr.xliff — 1 file, 2 units, 1 untranslated

                """, stderr: ""))
            #expect(try folder.read("out/de.xliff") == Self.expectedGerman)
            #expect(try folder.read("out/fr.xliff").contains("""
                        <source>Later</source>
                        <target state="needs-review-l10n">Plus tard</target>
                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/en.xliff"))
        }
    }

    @Test func projectRootAndToolInfoShapeTheFileElement() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "Project/App/Localizable.xcstrings")
            let result = runCLI(["export", "--project-root", "Project/App", "--languages", "de",
                                 "--tool-info", "com.apple.dt.xcode,Xcode,16.0,16A242", "--output=out", "Project"],
                                currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            let xliff = try folder.read("out/de.xliff")
            #expect(xliff.contains(#"<file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">"#))
            #expect(xliff.contains(#"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>"#))
        }
    }

    @Test func sourceLanguageExportCarriesSourceAsTarget() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--languages", "en", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            let xliff = try folder.read("out/en.xliff")
            #expect(xliff.contains("""
                        <source>Done</source>
                        <target state="translated">Done</target>
                """))
            #expect(xliff.contains("""
                        <source>Later</source>
                        <target state="new">Later</target>
                """))
        }
    }

    @Test func xclocBundleHoldsContentsLocalizedAndSourceContents() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            // A language named twice is exported once.
            let result = runCLI(["export", "--xcloc", "--languages", "de,de", "--project", "Todo.xcodeproj", "--output", "out", "App"],
                                currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xcloc — 1 file, 2 units, 1 untranslated\n", stderr: ""))
            #expect(try folder.read("out/de.xcloc/contents.json") == """
                {
                  "developmentRegion" : "en",
                  "project" : "Todo.xcodeproj",
                  "targetLocale" : "de",
                  "toolInfo" : {
                    "toolBuildNumber" : "\(locbridgeVersion)",
                    "toolID" : "locbridge",
                    "toolName" : "locbridge",
                    "toolVersion" : "\(locbridgeVersion)"
                  },
                  "version" : "1.0"
                }
                """)
            #expect(try folder.read("out/de.xcloc/Localized Contents/de.xliff") == Self.expectedGerman)
            #expect(try folder.read("out/de.xcloc/Source Contents/App/Localizable.xcstrings") == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "comment" : "Button & label",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Done"
                          }
                        }
                      }
                    },
                    "Later" : {

                    }
                  },
                  "version" : "1.0"
                }
                """)
            // A second export replaces the bundle whole (a file only the old one held goes with it),
            // leaving no staging folders behind.
            try folder.write("stale", to: "out/de.xcloc/Notes/stale.txt")
            #expect(runCLI(["export", "--xcloc", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["de.xcloc"])
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/de.xcloc/Notes"))
            #expect(try folder.read("out/de.xcloc/Localized Contents/de.xliff") == Self.expectedGerman)
        }
    }

    @Test func ambiguousKeyStopsTheExportAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a|==|b|==|device.mac" : {

                    },
                    "plain|==|word" : {

                    }
                  },
                  "version" : "1.0"
                }
                """, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                App/Localizable.xcstrings:4:1: error: the key "a|==|b|==|device.mac" contains "|==|" followed by a variation path: \
                its XLIFF id "a|==|b|==|device.mac" would read back as the device.mac variation of the key "a|==|b", so it could \
                not come back; rename the key

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test func controlCharacterStopsTheExportAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog.replacingOccurrences(of: "Fertig", with: "Fer\\u0007tig"), to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                App/Localizable.xcstrings:4:1: error: the de translation of "Done" holds the control character U+0007, which XML 1.0 (and so XLIFF) cannot carry; remove it from the text

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    /// A catalog's problems name the file as the user gave it, not by its path in the project root.
    @Test func controlCharacterInACatalogIsReportedWhereTheFileIs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog.replacingOccurrences(of: "Fertig", with: "Fer\\u0007tig"), to: "Project/App/Localizable.xcstrings")
            let result = runCLI(["export", "--project-root", "Project", "--output", "out", "Project/App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                Project/App/Localizable.xcstrings:4:1: error: the de translation of "Done" holds the control character U+0007, which XML 1.0 (and so XLIFF) cannot carry; remove it from the text

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    /// Regression (broken-input corpus): a legacy table's control character used to be reported at
    /// `<original>:1:1` (relative to the project root, not where the file is); now at its key, in the
    /// file that holds it, and the key is quoted on one line.
    @Test func controlCharacterInALegacyTableIsReportedAtItsKey() throws {
        try TemporaryFolder.with { folder in
            try folder.write("\"a\" = \"A\";\n\"b\\nc\" = \"B\";\n", to: "Project/App/en.lproj/Localizable.strings")
            try folder.write("\"a\" = \"A\";\n\n\"b\\nc\" = \"x\\U0001y\";\n", to: "Project/App/de.lproj/Localizable.strings")
            let result = runCLI(["export", "--project-root", "Project", "--output", "out", "Project"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                Project/App/de.lproj/Localizable.strings:3:1: error: the value of "b\\nc" holds the control character U+0001, which XML 1.0 (and so XLIFF) cannot carry; remove it from the text

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test func unreadableCatalogStopsTheExportAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/A.xcstrings")
            try folder.write(#"{ "sourceLanguage" : "en", "strings" : { "x" : 1 }, "version" : "1.0" }"#, to: "App/B.xcstrings")
            let result = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                App/B.xcstrings:1:48: error: strings → "x": expected an object, found a number

                """))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    /// Languages name the output files: one that is not a language tag is refused, from a catalog or
    /// from --languages, and nothing is written.
    @Test func aLanguageThatIsAPathIsRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog.replacingOccurrences(of: "\"fr\" : {", with: "\"../../x\" : {"), to: "App/Localizable.xcstrings")
            let fromCatalog = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(fromCatalog == CLIResult(exitCode: 65, stdout: "", stderr: """
                App/Localizable.xcstrings:21:1: error: the key "Later" has a localization named "../../x", which is not a language \
                tag (letters, digits, - and _, such as de, pt-BR, zh-Hans): languages name the exported files; rename or remove it

                """))
            let named = runCLI(["export", "--languages", "de,a/b", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(named.exitCode == 64)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.xliff"))
            // An old `.lproj` language name has a tag's shape, but names a language that has a tag (QA: an
            // empty `german.xliff` was exported).
            let oldName = runCLI(["export", "--languages", "fr,German", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(oldName == CLIResult(exitCode: 64, stdout: "", stderr: """
                error: --languages: "German" is a language name, not a language tag; use de

                """))
        }
    }

    /// A write that fails part-way says which languages were written and which were not.
    @Test func aFailedWriteSaysWhatWasWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try FileManager.default.createDirectory(atPath: folder.path + "/out/fr.xliff", withIntermediateDirectories: true)
            let result = runCLI(["export", "--languages", "de,fr,ja", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 70)
            #expect(result.stdout == "de: out/de.xliff — 1 file, 2 units, 1 untranslated\n")
            #expect(result.stderr.hasPrefix("error: cannot write the export for fr: "))
            #expect(result.stderr.hasSuffix("; written: de; not written: fr, ja\n"))
        }
    }

    /// An `.xcloc` bundle whose folder refuses new files: the bundle is named, not its staging folder.
    @Test func anUnwritableFolderNamesTheBundle() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
            let result = try folder.withUnwritableFolder("out") {
                runCLI(["export", "--xcloc", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            }
            #expect(result.exitCode == 70)
            #expect(result.stderr.hasPrefix("error: cannot write the export for de: \(folder.path)/out/de.xcloc: its folder does not let this user create files ("))
            #expect(result.stderr.hasSuffix("); locbridge builds a bundle in a folder beside it; nothing was written; not written: de\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == [])
        }
    }

    /// A previous bundle that cannot be removed once the new one is in place (a file in it is immutable
    /// here; a read-only folder in it for another user) is said, with where it stays, and said again by
    /// the next export, which removes it once it can (QA: it stayed hidden in the folder, exit 0, silently).
    @Test(.enabled(if: getuid() == 0, "chattr +i needs root"))
    func aPreviousBundleThatStaysIsSaid() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let export = ["export", "--xcloc", "--languages", "de", "--output", "out", "App"]
            #expect(runCLI(export, currentDirectory: folder.path).exitCode == 0)
            let locked = folder.path + "/out/de.xcloc/Source Contents/App/Localizable.xcstrings"
            try #require(TemporaryFolder.run("/usr/bin/chattr", ["+i", locked]))
            let first = runCLI(export, currentDirectory: folder.path)
            let leftover = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").first { $0 != "de.xcloc" })
            let second = runCLI(export, currentDirectory: folder.path)
            _ = TemporaryFolder.run("/usr/bin/chattr", ["-i", folder.path + "/out/\(leftover)/Source Contents/App/Localizable.xcstrings"])
            let problem = "out/\(leftover), could not be removed (out/\(leftover)/Source Contents/App/Localizable.xcstrings: "
                + "Operation not permitted); remove it by hand before sending the folder on\n"
            #expect(first.exitCode == 0 && first.stderr == "warning: the previous bundle, moved to " + problem)
            #expect(second.exitCode == 0 && second.stderr == "warning: an earlier export's leftover " + problem)
            #expect(runCLI(export, currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: first.stdout, stderr: ""))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["de.xcloc"])
        }
    }

    /// A legacy file named directly stands for its table (Xcode's exports name tables outside the
    /// project folder so: `../Shared/en.lproj/Localizable.strings`); one outside a `.lproj` folder is
    /// refused with what to name instead.
    @Test func aLegacyFileNamedDirectlyExportsItsTable() throws {
        try TemporaryFolder.with { folder in
            try folder.write("/* Greeting */\n\"Hi\" = \"Hi\";\n", to: "Shared/en.lproj/Localizable.strings")
            try folder.write("\"Hi\" = \"Hallo\";\n", to: "Shared/de.lproj/Localizable.strings")
            try folder.write("\"Other\" = \"Other\";\n", to: "Shared/en.lproj/Other.strings")
            try FileManager.default.createDirectory(atPath: folder.path + "/Project", withIntermediateDirectories: true)
            let result = runCLI(["export", "--languages", "de", "--output", "../out", "../Shared/en.lproj/Localizable.strings"],
                                currentDirectory: folder.path + "/Project")
            // Said as for a link out of the root (QA: its import then failed without warning at export).
            #expect(result == CLIResult(exitCode: 0, stdout: "de: ../out/de.xliff — 1 file, 1 unit, 0 untranslated\n",
                                        stderr: "warning: ../Shared/en.lproj/Localizable.strings is outside the project root "
                                            + "\(folder.path)/Project (through \"..\"): importing translations into it will need "
                                            + "--allow-outside-root\n"))
            let xliff = try folder.read("out/de.xliff")
            #expect(xliff.contains(#"<file original="../Shared/en.lproj/Localizable.strings" source-language="en" target-language="de""#))
            #expect(xliff.contains("<target>Hallo</target>\n        <note>Greeting</note>"))

            try folder.write("\"Hi\" = \"Hi\";\n", to: "Stray/Localizable.strings")
            let stray = runCLI(["export", "--output", "out", "Stray/Localizable.strings"], currentDirectory: folder.path)
            #expect(stray == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: Stray/Localizable.strings: not in a <lang>.lproj folder, so not part of a legacy table; name the .lproj \
                folder's parent, or the .xcstrings catalog

                """))
        }
    }

    /// A legacy file with no entries beside a catalog of the same table sends nothing twice: not named in
    /// the warning, and no warning when it is the only one.
    @Test func anEmptyLegacyTableIsNotExportedTwice() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write("/* No entries yet. */\n", to: "App/en.lproj/Localizable.strings")
            let empty = runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(empty.exitCode == 0)
            #expect(empty.stderr == "")

            try folder.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>%d files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
                </dict></dict></plist>

                """, to: "App/en.lproj/Localizable.stringsdict")
            let one = runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(one.stderr == "warning: App/Localizable.xcstrings and the legacy App/en.lproj/Localizable.stringsdict are "
                + "the same table: translators get its texts twice; once the catalog replaces the legacy files, remove them "
                + "(locbridge migrate --remove-legacy removes those it migrated whole)\n")
        }
    }

    /// A file where the output folder must go is named, with what is wrong with it.
    @Test func aFileInTheOutputPathIsNamed() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write("", to: "afile")
            let result = runCLI(["export", "--languages", "de", "--output", "afile/sub", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 70, stdout: "", stderr: """
                error: cannot write the export for de: \(folder.path)/afile/sub: cannot create the folder: \(folder.path)/afile \
                is a file, not a folder; nothing was written; not written: de

                """))
        }
    }

    /// A `.stringsdict` rule export leaves out is reported at its entry.
    @Test func aWidthRuleLeftOutIsReportedAtItsEntry() throws {
        try TemporaryFolder.with { folder in
            try folder.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>Tap</key>
                \t<dict>
                \t\t<key>NSStringVariableWidthRuleType</key>
                \t\t<dict><key>20</key><string>Tap</string></dict>
                \t</dict>
                </dict>
                </plist>
                """, to: "App/en.lproj/Localizable.stringsdict")
            let result = runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result.stderr == "App/en.lproj/Localizable.stringsdict:4:2: warning: \"Tap\" is a device or width rule, "
                + "which locbridge does not export as XLIFF yet; it is left out\n")
        }
    }

    /// The summary counts untranslated units as stats does: an empty value is one, a key that must not be
    /// translated is not, nor one whose source is empty (`Text("")`'s key `""`: nothing to translate),
    /// whose unit the file still has, as Xcode writes it.
    @Test func theSummaryCountsAsStatsDoes() throws {
        try TemporaryFolder.with { folder in
            try folder.write(#"""
                { "sourceLanguage" : "en", "strings" : {
                  "" : {  },
                  "App" : { "shouldTranslate" : false },
                  "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : " " } } } },
                  "Later" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Später" } } } }
                }, "version" : "1.0" }
                """#, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 4 units, 1 untranslated\n", stderr: ""))
            #expect(try folder.read("out/de.xliff").contains("""
                      <trans-unit id="" xml:space="preserve">
                        <source/>
                        <note/>
                      </trans-unit>
                """))
            let row = "  de            2           1             0             1      0     50.0%\n"
            #expect(runCLI(["stats", "App"], currentDirectory: folder.path).stdout.hasSuffix(row))
            #expect(runCLI(["stats", "out/de.xliff"], currentDirectory: folder.path).stdout.hasSuffix(row))
        }
    }

    /// A catalog two paths reach (one through a symbolic link: a catalog shared by an app and its
    /// extension) is exported once, under the first path found, as stats and check count it once.
    @Test func aCatalogReachedTwiceThroughALinkIsExportedOnce() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "Shared/Localizable.xcstrings")
            try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Localizable.xcstrings",
                                                       withDestinationPath: "../Shared/Localizable.xcstrings")
            let result = runCLI(["export", "--languages", "de", "--output", "out", "App", "Shared"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 2 units, 1 untranslated\n", stderr: ""))
            #expect(try folder.read("out/de.xliff") == Self.expectedGerman)
            #expect(runCLI(["stats", "--languages", "de", "App", "Shared"], currentDirectory: folder.path).stdout == """
                App/Localizable.xcstrings (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            2           1             0             1      0     50.0%

                """)
        }
    }

    /// --include-source-language adds the source language to the languages named.
    @Test func theSourceLanguageJoinsTheNamedOnes() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let result = runCLI(["export", "--include-source-language", "--languages", "de", "--output", "out", "App"],
                                currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stdout.split(separator: "\n").map { $0.prefix(3) } == ["de:", "en:"])
            // The source language's units carry their source: none counts as untranslated (as stats counts them).
            #expect(result.stdout.hasSuffix("en: out/en.xliff — 1 file, 2 units (the source language)\n"))
        }
    }

    @Test func usageErrors() {
        #expect(runCLI(["export", "App"]) == CLIResult(exitCode: 64, stdout: "", stderr: """
            error: 'locbridge export' needs the option --output <folder>
            Run 'locbridge export --help' for usage.

            """))
        #expect(runCLI(["export", "--output", "o", "--languages", "de", "--all-languages", "App"]).exitCode == 64)
        #expect(runCLI(["export", "--output", "o", "--languages", " , ", "App"]) == CLIResult(exitCode: 64, stdout: "", stderr: """
            error: --languages needs at least one language, e.g. --languages de,fr

            """))
        #expect(runCLI(["export", "--output", "o", "--tool-info", "x,y", "App"]) == CLIResult(exitCode: 64, stdout: "", stderr: """
            error: --tool-info needs ID,NAME,VERSION[,BUILD], got 'x,y'

            """))
        #expect(runCLI(["export", "--outptu", "o", "App"]).stderr.contains("did you mean '--output'?"))
    }

    @Test func samplesExportEveryTranslatedLanguage() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Samples").standardized.path
        try TemporaryFolder.with { folder in
            let result = runCLI(["export", "--project-root", samples, "--output", folder.path + "/out", samples])
            #expect(result.stderr == "")
            #expect(result.exitCode == 0)
            #expect(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == ["ar", "ja", "ru", "zh-Hans"])
            let russian = try folder.read("out/ru.xliff")
            #expect(russian.contains(#"<file original="TodoApp/Localizable.xcstrings" source-language="en" target-language="ru" datatype="plaintext">"#))
            for category in ["one", "few", "many", "other"] {
                #expect(russian.contains(#"<trans-unit id="%lld tasks|==|plural.\#(category)" xml:space="preserve">"#))
            }
        }
    }
}

@Suite struct ProgressTests {
    @Test func progressIsShownOnlyOnATerminalAndErased() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            let terminal = runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path, stderrIsTerminal: true)
            #expect(terminal.exitCode == 0)
            // Erased before each language's summary line.
            #expect(terminal.stderr == "\r\u{1B}[Kexporting 1/2: de\r\u{1B}[K\r\u{1B}[Kexporting 2/2: fr\r\u{1B}[K")
            let piped = runCLI(["export", "--output", "out2", "App"], currentDirectory: folder.path)
            #expect(piped.stderr == "")
        }
    }
}

@Suite struct VerbosityTests {
    @Test func quietLeavesOnlyErrorsAndVerboseNamesEachFile() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            let quiet = runCLI(["export", "-q", "--languages", "de,xx", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(quiet == CLIResult(exitCode: 0, stdout: "", stderr: ""))
            let normal = runCLI(["export", "--languages", "xx", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(normal.stderr == "warning: no CLDR plural rules for 'xx'; its plural units use the categories one and other\n")
            let verbose = runCLI(["export", "--verbose", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(verbose == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 1 file, 2 units, 1 untranslated\n",
                                         stderr: "reading App/Localizable.xcstrings\n"))
            let failing = runCLI(["import", "--quiet", "missing.xliff"], currentDirectory: folder.path)
            #expect(failing.exitCode == 65)
            #expect(failing.stderr == "error: missing.xliff: no such file or folder\n")
        }
    }
}
