import Testing
@testable import LocBridgeCLI

/// App Intents placeholders (`${name}`) through the command line: `import` refuses a translation that
/// loses one (exit 1, the catalog as it was), and `check` reports that very unit in the file.
@Suite struct ImportPlaceholderTests {
    typealias F = CheckFixtures

    static let catalog = F.catalog(
        F.entry("${toggle} Emoji Search ${state}", F.localizations(F.unit("de", "${toggle} Emoji-Suche ${state}"))),
        F.entry("Create a document in ${applicationName}", F.localizations(
            F.phrases("en", ["Create a document in ${applicationName}"], state: "new"))))

    static let xliff = F.xliff(language: "de",
        F.transUnit("${toggle} Emoji Search ${state}", source: "${toggle} Emoji Search ${state}", target: "Emoji-Suche ${state}"),
        F.transUnit("Create a document in ${applicationName}", source: F.phraseMarks("Create a document in ${applicationName}"),
                    target: F.phraseMarks("Erstelle ein Dokument in ${appName}")))

    @Test func importRefusesAndCheckReportsTheSameUnits() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff, to: "de.xliff")
            let imported = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(imported == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 2 refused
                0 catalogs written

                """, stderr: """
                de.xliff:5:1: error: refused "${toggle} Emoji Search ${state}": the translation lacks ${toggle}, which the \
                source has; fix the translation and import again
                de.xliff:6:1: error: refused "Create a document in ${applicationName}": phrase 1 of the translation lacks \
                ${applicationName}, which every phrase of the source has, and uses ${appName}, which no phrase of the source \
                has; fix the translation and import again

                """))
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog)

            let checked = runCLI(["check", "de.xliff"], currentDirectory: folder.path)
            #expect(checked.exitCode == 1)
            #expect(checked.stderr.components(separatedBy: "\n").filter { $0.contains("[placeholders]") }.map { $0.prefix(17) }
                == ["de.xliff:5:1: err", "de.xliff:6:1: err"])
        }
    }
}
