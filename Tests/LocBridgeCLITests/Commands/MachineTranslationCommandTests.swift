import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A machine translation through the commands: `export --xcloc` writes Xcode 27's
/// `state="translated" state-qualifier="leveraged-mt"`, `check` and `stats` take it as translated, and
/// `import` of the bundle writes nothing.
@Suite struct MachineTranslationCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Find" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "machine_translated",
                    "value" : "Suchen"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func anXclocRoundTripKeepsTheMachineTranslation() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            let export = runCLI(["export", "--xcloc", "--languages", "de", "--output", "out", "App"], currentDirectory: folder.path)
            #expect(export == CLIResult(exitCode: 0, stdout: "de: out/de.xcloc — 1 file, 1 unit, 0 untranslated\n", stderr: ""))
            let xliff = "out/de.xcloc/Localized Contents/de.xliff"
            #expect(try folder.read(xliff).contains("""
                      <trans-unit id="Find" xml:space="preserve">
                        <source>Find</source>
                        <target state="translated" state-qualifier="leveraged-mt">Suchen</target>
                        <note/>
                      </trans-unit>
                """))

            let check = runCLI(["check", xliff], currentDirectory: folder.path)
            #expect(check == CLIResult(exitCode: 0, stdout: "checked 1 XLIFF file: no problems found\n", stderr: ""))
            let stats = runCLI(["stats", xliff], currentDirectory: folder.path)
            #expect(stats == CLIResult(exitCode: 0, stdout: """
                \(xliff) (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            1           1             0             0      0    100.0%

                """, stderr: ""))

            let imported = runCLI(["import", "out/de.xcloc"], currentDirectory: folder.path)
            #expect(imported == CLIResult(exitCode: 0, stdout: """
                App/Localizable.xcstrings [de]: 1 unchanged
                0 catalogs written

                """, stderr: ""))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)
        }
    }
}
