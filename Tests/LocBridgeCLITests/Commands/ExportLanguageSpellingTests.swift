import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Two catalogs spelling German `de` and `DE` (one language, as `stats` counts it): export writes one
/// file for it, named as the first catalog spells it, with both catalogs' translations; importing that
/// file puts each back under its catalog's own spelling and changes nothing.
@Suite struct ExportLanguageSpellingTests {
    static func catalog(key: String, source: String, language: String, value: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "localizations" : {
                "\(language)" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(source)"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    static let first = catalog(key: "a", source: "Hello", language: "de", value: "Hallo")
    static let second = catalog(key: "c", source: "Cat", language: "DE", value: "Katze")

    static let expectedGerman = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="A.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="locbridge" tool-name="locbridge" tool-version="\(locbridgeVersion)"/>
            </header>
            <body>
              <trans-unit id="a" xml:space="preserve">
                <source>Hello</source>
                <target state="translated">Hallo</target>
                <note/>
              </trans-unit>
            </body>
          </file>
          <file original="C.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="locbridge" tool-name="locbridge" tool-version="\(locbridgeVersion)"/>
            </header>
            <body>
              <trans-unit id="c" xml:space="preserve">
                <source>Cat</source>
                <target state="translated">Katze</target>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    static func withCatalogs(_ body: (TemporaryFolder) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            try folder.write(first, to: "App/A.xcstrings")
            try folder.write(second, to: "App/C.xcstrings")
            try body(folder)
        }
    }

    static func listing(_ folder: TemporaryFolder, _ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + relative).sorted()
    }

    /// `--languages` in either spelling names both catalogs' German.
    @Test func namedLanguageTakesEveryCatalogsSpelling() throws {
        try Self.withCatalogs { folder throws in
            for named in ["de", "DE"] {
                let result = runCLI(["export", "--languages", named, "--project-root", "App", "--output", "out-\(named)", "App"],
                                    currentDirectory: folder.path)
                #expect(result == CLIResult(exitCode: 0, stdout: "de: out-\(named)/de.xliff — 2 files, 2 units, 0 untranslated\n",
                                            stderr: ""))
                #expect(try folder.read("out-\(named)/de.xliff") == Self.expectedGerman)
            }
        }
    }

    /// Without `--languages`, one file per language: `de.xliff` alone, not beside a `DE.xliff` (the
    /// two are one file on a case-insensitive disk).
    @Test func everyLanguageIsOneFile() throws {
        try Self.withCatalogs { folder throws in
            let result = runCLI(["export", "--project-root", "App", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xliff — 2 files, 2 units, 0 untranslated\n", stderr: ""))
            #expect(try Self.listing(folder, "out") == ["de.xliff"])
            #expect(try folder.read("out/de.xliff") == Self.expectedGerman)
            let all = runCLI(["export", "--all-languages", "--project-root", "App", "--output", "all", "App"],
                             currentDirectory: folder.path)
            #expect(all.exitCode == 0)
            #expect(try Self.listing(folder, "all") == ["de.xliff", "en.xliff"])
        }
    }

    /// The round trip: the export imported as it is changes no catalog, each keeping its own spelling.
    @Test func importingTheExportChangesNothing() throws {
        try Self.withCatalogs { folder throws in
            #expect(runCLI(["export", "--project-root", "App", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
            let result = runCLI(["import", "--project-root", "App", "out/de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/A.xcstrings [de]: 1 unchanged
                App/C.xcstrings [DE]: 1 unchanged
                0 catalogs written

                """, stderr: """
                out/de.xliff:15:1: note: <file original="C.xcstrings"> has target-language "de", read as the catalog's "DE"

                """))
            #expect(try folder.read("App/A.xcstrings") == Self.first)
            #expect(try folder.read("App/C.xcstrings") == Self.second)
        }
    }
}
