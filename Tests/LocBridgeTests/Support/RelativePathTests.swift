import Foundation
import Testing
@testable import LocBridge

/// `RelativePath.original`: a file's `<file original>` from the project root, the real paths compared
/// when the root or the file is named through a symbolic link and the paths as written do not nest.
@Suite struct RelativePathTests {
    /// Runs `body` in a fresh folder (its real path) holding `Real/App/L`, `Other/L` and links:
    /// `Link` → `Real`, `Deep/Link` → `../Real`, `Real/Out` → `../Other`.
    func withTree(_ body: (String) throws -> Void) throws {
        let manager = FileManager.default
        let made = NSTemporaryDirectory() + "/locbridge-relativepath-" + UUID().uuidString
        try manager.createDirectory(atPath: made + "/Real/App", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: made) }
        let base = try #require(RealPath.resolve(made))
        try manager.createDirectory(atPath: base + "/Other", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: base + "/Deep", withIntermediateDirectories: true)
        _ = manager.createFile(atPath: base + "/Real/App/L", contents: Data())
        _ = manager.createFile(atPath: base + "/Other/L", contents: Data())
        try manager.createSymbolicLink(atPath: base + "/Link", withDestinationPath: "Real")
        try manager.createSymbolicLink(atPath: base + "/Deep/Link", withDestinationPath: "../Real")
        try manager.createSymbolicLink(atPath: base + "/Real/Out", withDestinationPath: "../Other")
        try body(base)
    }

    /// The root through a link and the file by its real path, or the reverse: inside, by the real paths.
    @Test func aLinkOnOneSideOnlyStillNests() throws {
        try withTree { base in
            #expect(RelativePath.original(of: base + "/Real/App/L", projectRoot: base + "/Link") == "App/L")
            #expect(RelativePath.original(of: base + "/Link/App/L", projectRoot: base + "/Real") == "App/L")
            #expect(RelativePath.original(of: base + "/Link/./App//L", projectRoot: base + "/Deep/Link/") == "App/L")
        }
    }

    /// Paths that nest as written keep their spelling: a file found through a link inside the root is
    /// named through it.
    @Test func nestedPathsKeepTheirSpelling() throws {
        try withTree { base in
            #expect(RelativePath.original(of: base + "/Link/App/L", projectRoot: base + "/Link") == "App/L")
            #expect(RelativePath.original(of: base + "/Real/Out/L", projectRoot: base + "/Real") == "Out/L")
            #expect(RelativePath.original(of: base + "/Real", projectRoot: base + "/Real") == ".")
        }
    }

    /// A file outside the root either way keeps the written `..` path, which an import resolves as
    /// written (from `Deep/Link`, `../..` is `base`, not the real root's parent).
    @Test func outsideEitherWayKeepsTheWrittenPath() throws {
        try withTree { base in
            #expect(RelativePath.original(of: base + "/Other/L", projectRoot: base + "/Link") == "../Other/L")
            #expect(RelativePath.original(of: base + "/Other/L", projectRoot: base + "/Deep/Link") == "../../Other/L")
            #expect(RelativePath.original(of: base + "/Missing/L", projectRoot: base + "/Link") == "../Missing/L")
        }
    }
}
