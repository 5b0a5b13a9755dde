import Testing
@testable import LocBridgeCLI

/// An XLIFF file named where a catalog is expected is said to be XML, as review and merge say it, not
/// with the JSON parser's `expected an object, found '<'`.
@Suite struct XLIFFGivenAsCatalogTests {
    private typealias F = CheckFixtures
    static let xliff = F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "Fertig"))

    @Test func format() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff, to: "de.xliff")
            let result = runCLI(["format", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "0 of 1 catalog reformatted, 1 with errors\n", stderr: """
                de.xliff:1:1: error: expected a String Catalog (JSON), found XML (an XLIFF file?); format reads only catalogs

                """))
        }
    }

    @Test func exportSuggestsImport() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.xliff, to: "de.xliff")
            let result = runCLI(["export", "--output", "out", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                de.xliff:1:1: error: expected a String Catalog (JSON), found XML (an XLIFF file?); export reads only catalogs; \
                XLIFF files are read by locbridge import

                """))
        }
    }
}
