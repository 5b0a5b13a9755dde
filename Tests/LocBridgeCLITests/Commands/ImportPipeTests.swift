import Foundation
import Testing
@testable import LocBridgeCLI

/// `locbridge import` of an XLIFF file named directly that is a pipe (`import <(git show main:de.xliff)`,
/// `/dev/stdin`): read whole, then imported as a file is, with the same report and safety.
@Suite struct ImportPipeTests {
    typealias T = ImportCommandTests

    /// One unit changed, one refused (a dropped `%@`): exit 1, and the good unit is written.
    static let xliff = T.xliff("""
              <trans-unit id="%@ saved"><source>%@ saved</source><target state="translated">gesichert</target></trans-unit>
              <trans-unit id="Done"><source>Done</source><target state="translated">Erledigt</target></trans-unit>
        """)

    static let refusal = """
        error: refused "%@ saved": the translation has no format specifiers but the source has 1 (%@); fix the translation and import again

        """

    @Test func aPipeIsImportedAsAFileIs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(T.catalog, to: "App/Localizable.xcstrings")
            let result = try folder.withFIFOs(["63": Self.xliff]) {
                runCLI(["import", "--project-root", ".", "63"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 1 updated, 1 refused
                1 catalog written: App/Localizable.xcstrings

                """, stderr: "63:5:1: " + Self.refusal))
            #expect(try folder.read("App/Localizable.xcstrings") == T.catalog.replacingOccurrences(of: "Fertig", with: "Erledigt"))
        }
    }

    @Test func aDryRunFromAPipeWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(T.catalog, to: "App/Localizable.xcstrings")
            let result = try folder.withFIFOs(["63": Self.xliff]) {
                runCLI(["import", "--dry-run", "63"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/Localizable.xcstrings [de]: 1 updated, 1 refused
                dry run: 1 catalog would change: App/Localizable.xcstrings

                """, stderr: "63:5:1: " + Self.refusal))
            #expect(try folder.read("App/Localizable.xcstrings") == T.catalog)
        }
    }

    /// Every input is read before anything is written: a pipe that is not XLIFF stops the import of the
    /// file named with it (exit 65). A piped catalog is named as one.
    @Test func anUnreadablePipeStopsTheWholeImport() throws {
        try TemporaryFolder.with { folder in
            try folder.write(T.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff, to: "de.xliff")
            let result = try folder.withFIFOs(["62": "<xliff>\n", "63": T.catalog]) {
                runCLI(["import", "de.xliff", "62", "63"], currentDirectory: folder.path)
            }
            #expect(result == CLIResult(exitCode: 65, stdout: """
                App/Localizable.xcstrings [de]: 1 updated, 1 refused
                nothing written: fix the errors reported and import again

                """, stderr: """
                62:1:8: error: the file ends with 1 element still open; was it cut short?
                error: 63: is a String Catalog; import reads the XLIFF files (.xliff) or .xcloc bundles translated from it, \
                and finds the catalogs through their <file original> paths

                """ + "de.xliff:5:1: " + Self.refusal))
            #expect(try folder.read("App/Localizable.xcstrings") == T.catalog)
        }
    }
}
