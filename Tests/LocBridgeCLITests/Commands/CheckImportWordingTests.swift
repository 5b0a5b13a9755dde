import Testing
@testable import LocBridgeCLI

/// `check` on an XLIFF file says what `import --dry-run` does with it, each in its own words: import
/// refuses or does not import a unit; check refuses nothing, so it says what import will do.
@Suite struct CheckImportWordingTests {
    typealias I = ImportCommandTests

    /// Runs `check de.xliff` and `import --dry-run de.xliff` over `units`, beside `ImportCommandTests.catalog`.
    private func both(_ units: String, language: String = "de") throws -> (check: CLIResult, import: CLIResult) {
        try TemporaryFolder.with { folder in
            try folder.write(I.catalog, to: "App/Localizable.xcstrings")
            try folder.write(I.xliff(units).replacingOccurrences(of: #"target-language="de""#, with: "target-language=\"\(language)\""),
                             to: "de.xliff")
            return (runCLI(["check", "de.xliff"], currentDirectory: folder.path),
                    runCLI(["import", "--dry-run", "de.xliff"], currentDirectory: folder.path))
        }
    }

    /// A second `<source>` would silently replace the first: the unit is refused, naming the line of the
    /// second, as one with two `<target>`s is.
    @Test func twoSourcesAreRefusedAsTwoTargetsAre() throws {
        let (check, imported) = try both("""
                  <trans-unit id="%@ saved"><source>%@ saved</source>
                    <source>Other %d</source><target state="translated">%@ gesichert</target></trans-unit>
                  <trans-unit id="Done"><source>Done</source><target state="translated">Fertig</target><target state="translated">Erledigt</target></trans-unit>
            """)
        #expect(imported.exitCode == 1)
        #expect(imported.stderr == """
            de.xliff:5:1: error: refused "%@ saved": it has 2 <source> elements (the second at line 6), so which one the \
            translation was made from is unclear; keep one and import again
            de.xliff:7:1: error: refused "Done": it has 2 <target> elements, so which one is the translation is unclear; \
            keep one and import again

            """)
        #expect(check == CLIResult(exitCode: 1, stdout: """
            checked 1 XLIFF file: 2 errors, 0 warnings
            rule                   errors  warnings
            reading                     2         0
            total                       2         0

            """, stderr: """
            de.xliff:5:1: error: "%@ saved": it has 2 <source> elements (the second at line 6), so which one the \
            translation was made from is unclear; import will refuse the unit: keep one
            de.xliff:7:1: error: "Done": it has 2 <target> elements, so which one is the translation is unclear; import \
            will refuse the unit: keep one

            """))
    }

    /// An id with `|==|` but no variation path after any is a key of its own (`plain|==|word`), unless the
    /// catalog (import) has the key before a separator, or the `<file>` (check) has variations of it: then
    /// the id is at fault, and check says so as import does when what follows starts like a path (`plural`,
    /// empty); of other text (`foo.bar`) only import, which knows the catalog's keys, can tell. An empty id
    /// names no key.
    @Test func malformedAndEmptyIdsAreReportedAsImportReportsThem() throws {
        let (check, imported) = try both("""
                  <trans-unit id="Done|==|plural"><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done|==|"><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id=""><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done|==|==|device.mac."><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done|==|foo.bar"><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done|==|device.mac"><source>Done</source><target state="translated">Fertig</target></trans-unit>
            """)
        #expect(imported.stderr == """
            de.xliff:5:1: warning: unknown id "Done|==|plural": "plural" is not a variation path (plural.CATEGORY, \
            device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported
            de.xliff:6:1: warning: unknown id "Done|==|": "" is not a variation path (plural.CATEGORY, device.DEVICE, \
            device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported
            de.xliff:7:1: warning: unknown id "": no key "" in App/Localizable.xcstrings; the unit was not imported
            de.xliff:8:1: warning: unknown id "Done|==|==|device.mac.": "==|device.mac." is not a variation path \
            (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported
            de.xliff:9:1: warning: unknown id "Done|==|foo.bar": "foo.bar" is not a variation path (plural.CATEGORY, \
            device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported
            de.xliff:10:1: warning: "Done" had one de translation for all devices ("Fertig"); it was kept as the "other" \
            variation beside the device variations from the XLIFF

            """)
        #expect(check.exitCode == 1)
        #expect(check.stderr == """
            de.xliff:5:1: error: [ambiguous-key] the id "Done|==|plural" is malformed: "plural" is not a variation path \
            (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY), so import will not import the unit; \
            restore the id the export wrote (key "Done")
            de.xliff:6:1: error: [ambiguous-key] the id "Done|==|" is malformed: "" is not a variation path \
            (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY), so import will not import the unit; \
            restore the id the export wrote (key "Done")
            de.xliff:7:1: error: [ambiguous-key] the id is empty, so it names only the key "" (Text("") in code), not a text \
            with a <source>; import will not import the unit into a catalog without that key; restore the id the export wrote \
            (key "")

            """)
    }

    /// An id nesting variations where Xcode has no shape is malformed to check as it is unknown to import.
    @Test func aMisnestedIdIsMalformedToBoth() throws {
        let (check, imported) = try both("""
                  <trans-unit id="%@ saved|==|device.mac.device.iphone"><source>%@ saved</source><target state="translated">%@ gesichert</target></trans-unit>
            """)
        #expect(imported.stderr == """
            de.xliff:5:1: warning: unknown id "%@ saved|==|device.mac.device.iphone": "device.mac.device.iphone" is not a variation \
            path (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was \
            not imported

            """)
        #expect(check.exitCode == 1)
        #expect(check.stderr == """
            de.xliff:5:1: error: [ambiguous-key] the id "%@ saved|==|device.mac.device.iphone" is malformed: \
            "device.mac.device.iphone" is not a variation path (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, \
            substitutions.NAME.plural.CATEGORY), so import will not import the unit; restore the id the export wrote (key "%@ saved")

            """)
    }

    /// A key of its own with `|==|` (`plain|==|word`, as Xcode exports it, or with a variation after it)
    /// is no malformed id: check says nothing of it, and import looks it up as any key. Nor is
    /// `Done|==|plural` beside a plain `Done`: a catalog may have both keys, and export writes them so (QA).
    @Test func aKeyWithTheSeparatorIsNoMalformedId() throws {
        let (check, imported) = try both("""
                  <trans-unit id="plain|==|word"><source>Word</source><target state="translated">Wort</target></trans-unit>
                  <trans-unit id="Done|==|plural|==|plural.one"><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done"><source>Done</source><target state="translated">Fertig</target></trans-unit>
                  <trans-unit id="Done|==|plural"><source>Done</source><target state="translated">Fertig</target></trans-unit>
            """)
        #expect(!check.stderr.contains("[ambiguous-key]"), "\(check.stderr)")
        #expect(imported.stderr == """
            de.xliff:5:1: warning: unknown id "plain|==|word": no key "plain|==|word" in App/Localizable.xcstrings; the unit was \
            not imported
            de.xliff:6:1: warning: unknown id "Done|==|plural|==|plural.one": no key "Done|==|plural" in \
            App/Localizable.xcstrings; the unit was not imported
            de.xliff:8:1: warning: unknown id "Done|==|plural": "plural" is not a variation path (plural.CATEGORY, \
            device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported

            """)
    }

    /// The key "" (Xcode extracts it from `Text("")`) is exported as `id=""` with an empty source: check
    /// does not take that id for a malformed one (import places it where the catalog has the key).
    @Test func theEmptyKeysUnitIsNoMalformedId() throws {
        let (check, _) = try both("""
                  <trans-unit id=""><source/><target state="translated"/></trans-unit>
            """)
        #expect(!check.stderr.contains("[ambiguous-key]"), "\(check.stderr)")
    }

    /// A `%` that begins no specifier where the source has one: both name the `%`, in the same words.
    /// An id with nothing before `|==|` names no key: said so, not taken for forms of an empty text.
    @Test func anIdWithoutAKeyIsReportedAsImportReportsIt() throws {
        let (check, imported) = try both("""
                  <trans-unit id="|==|plural.one"><source>Done</source><target state="translated">Fertig</target></trans-unit>
            """)
        #expect(imported.stderr == """
            de.xliff:5:1: warning: unknown id "|==|plural.one": no key "" in App/Localizable.xcstrings; the unit was not imported

            """)
        #expect(check.stderr == """
            de.xliff:5:1: error: [ambiguous-key] the id "|==|plural.one" names no key (nothing before "|==|"), so import will \
            not import the unit; restore the id the export wrote (key "")

            """)
    }

    /// In a source-language file the target is a new source text: both say so, in the same words.
    @Test func aSourceEditsSpecifiersAreWordedAsAnEdit() throws {
        let (check, imported) = try both("""
                  <trans-unit id="%@ saved"><source>%@ saved</source><target state="translated">%d saved</target></trans-unit>
            """, language: "en")
        let problem = "argument 1 is %@ in the current source text but %d in the edited text; the app's code passes the "
            + "arguments the current text takes, so an edit keeps its format specifiers (to change them, change the code too)"
        #expect(imported.stderr == "de.xliff:5:1: error: refused \"%@ saved\": \(problem)\n")
        #expect(check.stderr == "de.xliff:5:1: error: [format-specifiers] \(problem) (key \"%@ saved\", language en)\n")
    }

    @Test func anInvalidSpecifierIsNamedByBoth() throws {
        let (check, imported) = try both("""
                  <trans-unit id="%@ saved"><source>%@ saved</source><target state="translated">%K gesichert</target></trans-unit>
            """)
        let problem = #"the translation's % at offset 0 ("%K g") is not a format specifier, so the translation has no "#
            + "format specifiers but the source has 1 (%@)"
        #expect(imported.stderr == """
            de.xliff:5:1: error: refused "%@ saved": \(problem); fix the translation and import again

            """)
        #expect(check.stderr == """
            de.xliff:5:1: error: [format-specifiers] \(problem); fix the translation so it uses the same arguments as the \
            source (key "%@ saved", language de)

            """)
    }
}
