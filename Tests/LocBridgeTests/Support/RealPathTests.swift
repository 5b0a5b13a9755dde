import Foundation
import Testing
@testable import LocBridge

/// `RealPath`: symbolic links resolved, and containment in a folder decided on the real path.
@Suite struct RealPathTests {
    /// Runs `body` in a fresh folder (its real path) holding `Root/Inside/File`, `Outside/File` and
    /// links: `Root/Out` → `../Outside`, `Root/OutFile` → `Outside/File`, `Root/In` → `Inside`,
    /// `Root/Dangling` → `../Missing`, `Root/Loop` → `Loop`.
    func withTree(_ body: (String) throws -> Void) throws {
        let manager = FileManager.default
        let made = NSTemporaryDirectory() + "/locbridge-realpath-" + UUID().uuidString
        try manager.createDirectory(atPath: made + "/Root/Inside", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: made) }
        let base = try #require(RealPath.resolve(made))
        try manager.createDirectory(atPath: base + "/Outside", withIntermediateDirectories: true)
        _ = manager.createFile(atPath: base + "/Root/Inside/File", contents: Data())
        _ = manager.createFile(atPath: base + "/Outside/File", contents: Data())
        try manager.createSymbolicLink(atPath: base + "/Root/Out", withDestinationPath: "../Outside")
        try manager.createSymbolicLink(atPath: base + "/Root/OutFile", withDestinationPath: base + "/Outside/File")
        try manager.createSymbolicLink(atPath: base + "/Root/In", withDestinationPath: "Inside")
        try manager.createSymbolicLink(atPath: base + "/Root/Dangling", withDestinationPath: "../Missing")
        try manager.createSymbolicLink(atPath: base + "/Root/Loop", withDestinationPath: "Loop")
        try body(base)
    }

    /// One spelling per file: links resolved where they lead somewhere, the text standardized where not.
    @Test func identityIsTheRealPathOrTheStandardizedOne() throws {
        try withTree { base in
            #expect(RealPath.identity(of: base + "/Root/OutFile") == base + "/Outside/File")
            #expect(RealPath.identity(of: base + "/Root/In/../Inside//File") == base + "/Root/Inside/File")
            #expect(RealPath.identity(of: base + "/Root/./Missing/../New") == base + "/Root/New")
            #expect(RealPath.identity(of: base + "/Root/Dangling") == base + "/Root/Dangling")
        }
    }

    @Test func resolveFollowsLinksAndKeepsWhatDoesNotExistYet() throws {
        try withTree { base in
            #expect(RealPath.resolve(base + "/Root/Inside/File") == base + "/Root/Inside/File")
            #expect(RealPath.resolve(base + "/Root/./Inside//File") == base + "/Root/Inside/File")
            #expect(RealPath.resolve(base + "/Root/In/File") == base + "/Root/Inside/File")
            #expect(RealPath.resolve(base + "/Root/Out/File") == base + "/Outside/File")
            #expect(RealPath.resolve(base + "/Root/OutFile") == base + "/Outside/File")
            // Files and folders to be created: the nearest existing folder resolved, the rest as it is.
            #expect(RealPath.resolve(base + "/Root/Inside/New/de.lproj/L.strings") == base + "/Root/Inside/New/de.lproj/L.strings")
            #expect(RealPath.resolve(base + "/Root/Out/de.lproj/L.strings") == base + "/Outside/de.lproj/L.strings")
            #expect(RealPath.resolve("/") == "/")
            // A dangling link would create its target; a loop cannot be resolved.
            #expect(RealPath.resolve(base + "/Root/Dangling") == nil)
            #expect(RealPath.resolve(base + "/Root/Dangling/L.strings") == nil)
            #expect(RealPath.resolve(base + "/Root/Loop/L.strings") == nil)
        }
    }

    @Test func containment() throws {
        try withTree { base in
            let root = base + "/Root"
            let cases: [(relative: String, expected: Result<String, RealPath.Escape>)] = [
                ("Inside/File", .success(root + "/Inside/File")),
                ("Inside/New/File", .success(root + "/Inside/New/File")),
                ("In/File", .success(root + "/Inside/File")),
                ("New.xcstrings", .success(root + "/New.xcstrings")),
                ("/etc/passwd", .failure(.absolute)),
                (base + "/Root/Inside/File", .failure(.absolute)),
                ("../Outside/File", .failure(.parentFolder)),
                ("Inside/../Inside/File", .success(root + "/Inside/File")),
                ("Inside/../../Outside/File", .failure(.parentFolder)),
                ("Out/File", .failure(.symbolicLink)),
                ("Out/New/File", .failure(.symbolicLink)),
                ("OutFile", .failure(.symbolicLink)),
                ("Dangling/File", .failure(.brokenLink)),
                ("Loop/File", .failure(.brokenLink)),
            ]
            for item in cases {
                #expect(RealPath.contained(item.relative, in: root) == item.expected, "\(item.relative)")
            }
            // Allowed outside: `..` and links that leave the root; absolute paths and broken links are not.
            #expect(RealPath.contained("../Outside/File", in: root, allowingOutside: true) == .success(base + "/Outside/File"))
            #expect(RealPath.contained("Out/File", in: root, allowingOutside: true) == .success(base + "/Outside/File"))
            #expect(RealPath.contained("/etc/passwd", in: root, allowingOutside: true) == .failure(.absolute))
            #expect(RealPath.contained("Dangling/File", in: root, allowingOutside: true) == .failure(.brokenLink))
            // A root that is itself a link is compared by its real path.
            #expect(RealPath.contained("File", in: base + "/Root/In") == .success(root + "/Inside/File"))
            #expect(RealPath.contained("File", in: base + "/Root/Out") == .success(base + "/Outside/File"))
        }
    }

    @Test func reasons() {
        #expect([RealPath.Escape.absolute, .parentFolder, .symbolicLink, .brokenLink].map(\.reason)
                == ["it is an absolute path", "through \"..\"", "through a symbolic link", "through a symbolic link that dangles or loops"])
    }
}
