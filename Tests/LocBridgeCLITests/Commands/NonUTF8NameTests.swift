import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A folder whose name is not UTF-8 (Linux allows it; macOS never writes one) cannot be opened through
/// the name Foundation lists: the search says so, naming it, instead of passing over its catalogs in
/// silence (QA: `check` and `format --check` passed a project with a bad catalog there).
@Suite struct NonUTF8NameTests {
    @Test func aFolderSearchSaysWhatItCannotOpen() throws {
        try TemporaryFolder.with { folder in
            try folder.write(CheckFixtures.catalog(), to: "P/ok/A.xcstrings")
            // `P/App` followed by the byte 0xFF.
            let name = Array((folder.path + "/P/App").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
            #expect(mkdir(name, 0o755) == 0)
            let reason = "its name is not UTF-8 (\u{FFFD} marks where), which locbridge cannot open (macOS never writes such a "
                + "name); rename it\n"
            let check = runCLI(["check", "P"], currentDirectory: folder.path)
            #expect(check.exitCode == 65)
            #expect(check.stderr.contains("error: P/App\u{FFFD}: " + reason), "\(check.stderr)")
            #expect(check.stdout.hasPrefix("checked 1 catalog (1 input could not be read)"), "\(check.stdout)")
            let format = runCLI(["format", "--check", "P"], currentDirectory: folder.path)
            #expect(format.exitCode == 65)
            #expect(format.stderr == "error: cannot read P/App\u{FFFD}: " + reason)
        }
    }

    /// Named on the command line, such a path is said to be one, not a path that does not exist.
    @Test func aPathNamedOnTheCommandLineIsSaidToBeOne() throws {
        try TemporaryFolder.with { folder in
            let name = Array((folder.path + "/App").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
            #expect(mkdir(name, 0o755) == 0)
            for command in ["check", "stats"] {
                let result = runCLI([command, "App\u{FFFD}"], currentDirectory: folder.path)
                #expect(result.exitCode == 65, "\(command)")
                #expect(result.stderr.contains("App\u{FFFD}: its name is not UTF-8"), "\(command): \(result.stderr)")
            }
        }
    }

    /// A `.strings` file so named is passed over by the legacy searches, said, and its table migrated
    /// without it (QA: migrate said it did not exist and left its language out).
    @Test func aLegacyFileSoNamedIsPassedOver() throws {
        try TemporaryFolder.with { folder in
            try folder.write(#""a" = "a";"# + "\n", to: "App/en.lproj/L.strings")
            try folder.write(#""a" = "b";"# + "\n", to: "App/de.lproj/L.strings")
            let name = Array((folder.path + "/App/de.lproj/M").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)]
                + Array(".strings".utf8CString)
            let file = open(name, O_CREAT | O_WRONLY, 0o644)
            #expect(file >= 0)
            close(file)
            let result = runCLI(["migrate", "--dry-run", "App"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "warning: skipping App/de.lproj/M\u{FFFD}.strings: its name is not UTF-8 (\u{FFFD} marks where), "
                + "which locbridge cannot open (macOS never writes such a name); rename it\n")
            #expect(result.stdout.hasPrefix("App/L.xcstrings: 2 languages (de, en), 1 key"), "\(result.stdout)")
        }
    }
}
