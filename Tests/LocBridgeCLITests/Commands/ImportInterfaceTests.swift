import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `locbridge import` of an interface file's units (`<file original="App/Base.lproj/Main.storyboard">`,
/// as Xcode exports them) into `App/<lang>.lproj/Main.strings`, keyed by the unit ids.
@Suite struct ImportInterfaceTests {
    static let storyboardUnits = """
              <trans-unit id="ns6-KV-S31.text" xml:space="preserve">
                <source>Hello World</source>
                <target>Hallo Welt</target>
                <note>Class = "UILabel"; text = "Hello World"; ObjectID = "ns6-KV-S31";</note>
              </trans-unit>
              <trans-unit id="05p-vO-3Wh.normalTitle" xml:space="preserve">
                <source>Enable %@</source>
                <target>%@ aktivieren</target>
                <note>Class = "UIButton"; normalTitle = "Enable %@"; ObjectID = "05p-vO-3Wh";</note>
              </trans-unit>
              <trans-unit id="zMp-RN-rI0.text" xml:space="preserve">
                <source>Label</source>
                <note>Class = "UILabel"; text = "Label"; ObjectID = "zMp-RN-rI0";</note>
              </trans-unit>
        """

    static func xliff(_ units: String, original: String = "App/Base.lproj/Main.storyboard", language: String = "de") -> String {
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

    @Test func translationsGoToTheLanguagesStringsFile() throws {
        try TemporaryFolder.with { folder in
            try folder.write("<document/>\n", to: "App/Base.lproj/Main.storyboard")
            try folder.write(Self.xliff(Self.storyboardUnits), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Main.strings [de]: 2 updated, 1 empty
                1 file written: App/de.lproj/Main.strings

                """, stderr: ""))
            #expect(try folder.read("App/de.lproj/Main.strings") == """
                /* Class = "UILabel"; text = "Hello World"; ObjectID = "ns6-KV-S31"; */
                "ns6-KV-S31.text" = "Hallo Welt";

                /* Class = "UIButton"; normalTitle = "Enable %@"; ObjectID = "05p-vO-3Wh"; */
                "05p-vO-3Wh.normalTitle" = "%@ aktivieren";

                """)
            #expect(try folder.read("App/Base.lproj/Main.storyboard") == "<document/>\n")
            // Again: nothing changes.
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).stdout == """
                App/de.lproj/Main.strings [de]: 2 unchanged, 1 empty
                0 files written

                """)
        }
    }

    @Test func anExistingStringsFileIsEditedInPlace() throws {
        try TemporaryFolder.with { folder in
            try folder.write("<document/>\n", to: "App/Base.lproj/Main.storyboard")
            try folder.write("""

                /* Class = "UILabel"; text = "Hello World"; ObjectID = "ns6-KV-S31"; */
                "ns6-KV-S31.text" = "Hallo";

                """, to: "App/de.lproj/Main.strings")
            try folder.write(Self.xliff(Self.storyboardUnits), to: "de.xliff")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).exitCode == 0)
            #expect(try folder.read("App/de.lproj/Main.strings") == """

                /* Class = "UILabel"; text = "Hello World"; ObjectID = "ns6-KV-S31"; */
                "ns6-KV-S31.text" = "Hallo Welt";

                /* Class = "UIButton"; normalTitle = "Enable %@"; ObjectID = "05p-vO-3Wh"; */
                "05p-vO-3Wh.normalTitle" = "%@ aktivieren";

                """)
        }
    }

    /// Interface texts are shown as they are, never formatted: a `%` is a plain character. Other rules
    /// are those of legacy tables: a repeated id is refused, an empty id is unknown, and a blank target
    /// over a translation is warned about.
    @Test func unitsFollowTheLegacyRulesButAreNoFormats() throws {
        try TemporaryFolder.with { folder in
            try folder.write("{}\n", to: "Intents/Base.lproj/Widget.intentdefinition")
            try folder.write("\"old\" = \"Alt\";\n", to: "Intents/de.lproj/Widget.strings")
            try folder.write(Self.xliff("""
                      <trans-unit id="gpCwrM"><source>Up to 50%off</source><target>Bis zu 50 % Rabatt</target><note/></trans-unit>
                      <trans-unit id="k3Nc0F"><source>No</source><target>Nein</target><note/></trans-unit>
                      <trans-unit id="k3Nc0F"><source>No</source><target>Nö</target><note/></trans-unit>
                      <trans-unit id=""><source>Empty</source><target>Leer</target><note/></trans-unit>
                      <trans-unit id="old"><source>Old</source><target state="translated"></target><note/></trans-unit>
                """, original: "Intents/Base.lproj/Widget.intentdefinition"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                Intents/de.lproj/Widget.strings [de]: 3 updated, 1 refused, 1 unknown
                1 file written: Intents/de.lproj/Widget.strings

                """, stderr: """
                de.xliff:7:1: error: refused "k3Nc0F": the unit at line 6 of this <file> has the same id, and only the first unit with an id is taken; remove one of the two
                de.xliff:8:1: warning: unknown id "": no key "" in Intents/Base.lproj/Widget.intentdefinition; the unit was not imported
                de.xliff:9:1: warning: "old": the blank target replaced the translation "Alt"; the app will show nothing for it in de

                """))
            #expect(try folder.read("Intents/de.lproj/Widget.strings") == """
                "old" = "";

                "gpCwrM" = "Bis zu 50 % Rabatt";

                "k3Nc0F" = "Nein";

                """)
        }
    }

    @Test func whatCannotBeWrittenIsSaid() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff(Self.storyboardUnits), to: "de.xliff")
            // No interface file: the translations go nowhere.
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 1, stdout: """
                0 files written

                """, stderr: """
                de.xliff:3:1: error: skipped <file original="App/Base.lproj/Main.storyboard">: the interface file does not exist in the project (pass the --project-root the XLIFF was exported from); its 2 translated units were not imported

                """))
            // Localized as a whole storyboard: not edited.
            try folder.write("<document/>\n", to: "App/Base.lproj/Main.storyboard")
            try folder.write("<document/>\n", to: "App/de.lproj/Main.storyboard")
            #expect(runCLI(["import", "de.xliff"], currentDirectory: folder.path).stderr == """
                de.xliff:3:1: error: skipped <file original="App/Base.lproj/Main.storyboard">: App/de.lproj/Main.storyboard localizes the interface as a whole, which locbridge does not edit; translate it in Xcode, or localize it with a .strings file instead; its 2 translated units were not imported

                """)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/de.lproj/Main.strings"))
            // The source language: Xcode repeats each source as its target, which is nothing to import.
            try folder.write(Self.xliff(Self.storyboardUnits.replacingOccurrences(of: "Hallo Welt", with: "Hello World")
                .replacingOccurrences(of: "%@ aktivieren", with: "Enable %@"), language: "en"), to: "en.xliff")
            #expect(runCLI(["import", "en.xliff"], currentDirectory: folder.path) == CLIResult(exitCode: 0, stdout: """
                0 files written

                """, stderr: ""))
            try folder.write(Self.xliff(Self.storyboardUnits, language: "en"), to: "en.xliff")
            #expect(runCLI(["import", "en.xliff"], currentDirectory: folder.path).stderr == """
                en.xliff:3:1: error: skipped <file original="App/Base.lproj/Main.storyboard">: the source texts of an interface file are edited in the file itself (in Xcode); its 2 translated units were not imported

                """)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj/Main.strings"))
        }
    }
}
