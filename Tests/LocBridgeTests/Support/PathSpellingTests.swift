import Foundation
import Testing
@testable import LocBridge

/// `PathSpelling`: a path that does not exist as written is found as the disk spells it, component by
/// component, in another Unicode normalization. Paths are compared by their code points here: Swift's
/// `==` calls the two spellings equal.
@Suite struct PathSpellingTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    /// Runs `body` with a fresh folder holding `Cafe\u{301}/L.xcstrings` (NFD, as macOS writes it).
    func withFolder(_ body: (String) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "/locbridge-spelling-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/" + Self.decomposed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = FileManager.default.createFile(atPath: root + "/" + Self.decomposed + "/L.xcstrings", contents: Data())
        try body(root)
    }

    /// The code points of a lookup's result, or a word for the other cases.
    func scalars(_ lookup: PathSpelling.Lookup) -> [Unicode.Scalar] {
        switch lookup {
        case .asWritten: Array("as written".unicodeScalars)
        case .onDisk(let path): Array(path.unicodeScalars)
        case .ambiguous(let folder, _, let entries): Array(("ambiguous in " + folder + ": " + entries.joined(separator: ",")).unicodeScalars)
        }
    }

    @Test func aPathInAnotherNormalizationIsFoundAsTheDiskSpellsIt() throws {
        try withFolder { root in
            #expect(scalars(PathSpelling.lookup(Self.composed + "/L.xcstrings", under: root))
                    == Array((Self.decomposed + "/L.xcstrings").unicodeScalars))
            // What exists as written is left alone.
            #expect(scalars(PathSpelling.lookup(Self.decomposed + "/L.xcstrings", under: root)) == Array("as written".unicodeScalars))
            // The folder is found; the file to be created below it keeps its spelling.
            #expect(scalars(PathSpelling.lookup(Self.composed + "/de.lproj/" + Self.composed + ".strings", under: root))
                    == Array((Self.decomposed + "/de.lproj/" + Self.composed + ".strings").unicodeScalars))
            // `.` and `..` stay as they are.
            #expect(scalars(PathSpelling.lookup("./" + Self.composed + "/../" + Self.composed + "/L.xcstrings", under: root))
                    == Array(("./" + Self.decomposed + "/../" + Self.decomposed + "/L.xcstrings").unicodeScalars))
            // Nothing of that text on disk, and absolute paths: as written.
            #expect(scalars(PathSpelling.lookup("Other/L.xcstrings", under: root)) == Array("as written".unicodeScalars))
            #expect(scalars(PathSpelling.lookup(root + "/" + Self.composed + "/L.xcstrings", under: root))
                    == Array("as written".unicodeScalars))
        }
    }

    /// `ệ` has more spellings than NFC and NFD: two on disk, a third in the original, is ambiguous.
    @Test func twoEntriesOfTheSameTextAreAmbiguous() throws {
        try withFolder { root in
            let nfd = "e\u{323}\u{302}", partly = "\u{1EB9}\u{302}"
            for name in [nfd, partly] {
                try FileManager.default.createDirectory(atPath: root + "/" + Self.decomposed + "/" + name, withIntermediateDirectories: true)
            }
            let lookup = PathSpelling.lookup(Self.composed + "/\u{1EC7}/L.xcstrings", under: root)
            #expect(scalars(lookup) == Array(("ambiguous in " + Self.decomposed + ": " + nfd + "," + partly).unicodeScalars))
            #expect(PathSpelling.difference(onDisk: partly, written: "\u{1EC7}") == "U+1EB9 U+0302 where the original has U+1EC7")
        }
    }
}
