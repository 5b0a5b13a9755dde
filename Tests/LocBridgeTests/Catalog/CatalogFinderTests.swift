import Foundation
import Testing
@testable import LocBridge

/// Which files `CatalogFinder` returns for command-line paths, and how it spells them.
struct CatalogFinderTests {
    /// A fresh temporary folder holding `files` (relative paths), removed after `body`.
    @discardableResult
    private static func withFolder<T>(_ files: [String], _ body: (String) throws -> T) throws -> T {
        let root = (NSTemporaryDirectory() + "/locbridge-finder-tests-" + UUID().uuidString as NSString).standardizingPath
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return try body(root)
    }

    @Test func foldersAreSearchedRecursivelySkippingBuildProductsAndGit() throws {
        let files = ["App/Localizable.xcstrings", "App/Feature/InfoPlist.xcstrings", "App/Feature/Notes.txt",
                     "App/.build/checkouts/Dep/Dep.xcstrings", "App/Sub/DerivedData/Build/Copy.xcstrings",
                     "App/.git/objects/Stale.xcstrings", "App/Z/Upper.XCSTRINGS", "Other/Other.xcstrings"]
        try Self.withFolder(files) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root) == [
                "App/Feature/InfoPlist.xcstrings", "App/Localizable.xcstrings", "App/Z/Upper.XCSTRINGS",
            ])
        }
    }

    /// An `.xcloc` export into the project (`--output App/Exports`) that was killed leaves its staging
    /// folder or the bundle it moved aside; their `Source Contents` copies are not the project's catalogs.
    @Test func locbridgesOwnTemporaryFoldersAreSkipped() throws {
        let files = ["App/L.xcstrings", "App/Exports/.locbridge-tmp-de.xcloc-1F2E/Source Contents/App/L.xcstrings",
                     "App/Exports/ja.xcloc-.locbridge-tmp-3A4B/Source Contents/App/L.xcstrings",
                     "App/.locbridge-tmp-Old/M.xcstrings", "App/my-locbridge-tmp/N.xcstrings"]
        try Self.withFolder(files) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root) == [
                "App/L.xcstrings", "App/my-locbridge-tmp/N.xcstrings",
            ])
        }
    }

    /// Searches that skip bundles skip them whatever the extension's case (`RU.XCLOC`), as import and
    /// the legacy search take them for bundles (QA: its Source Contents copies were exported).
    @Test func bundlesAreSkippedWhateverTheirCase() throws {
        let files = ["App/L.xcstrings", "App/Loc/RU.XCLOC/Source Contents/App/L.xcstrings", "App/Loc/de.xcloc/Source Contents/App/L.xcstrings"]
        try Self.withFolder(files) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root, skippingBundles: true) == ["App/L.xcstrings"])
        }
    }

    @Test func resultsAreSortedAndDeduplicatedKeepingTheFirstSpelling() throws {
        try Self.withFolder(["b.xcstrings", "a.xcstrings", "Sub/c.xcstrings"]) { (root: String) throws in
            let found = try CatalogFinder.catalogs(in: ["b.xcstrings", "./b.xcstrings", ".", "Sub/../a.xcstrings"], relativeTo: root)
            #expect(found == ["./Sub/c.xcstrings", "./a.xcstrings", "b.xcstrings"])
        }
    }

    @Test func pathsKeepTheUsersSpelling() throws {
        try Self.withFolder(["App/L.xcstrings"]) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: ["App/"], relativeTo: root) == ["App/L.xcstrings"])
            #expect(try CatalogFinder.catalogs(in: [root + "/App"]) == [root + "/App/L.xcstrings"])
            // An absolute path ignores the base folder.
            #expect(try CatalogFinder.catalogs(in: [root + "/App"], relativeTo: "/nonexistent") == [root + "/App/L.xcstrings"])
        }
    }

    @Test func aNamedFileIsACatalogWhateverItsExtension() throws {
        try Self.withFolder(["Strings.json"]) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: ["Strings.json"], relativeTo: root) == ["Strings.json"])
        }
    }

    @Test func aNamedSkippedFolderIsStillSearched() throws {
        try Self.withFolder([".build/Copy.xcstrings"]) { (root: String) throws in
            #expect(try CatalogFinder.catalogs(in: [".build"], relativeTo: root) == [".build/Copy.xcstrings"])
        }
    }

    @Test func missingPathIsAnErrorNamingIt() throws {
        try Self.withFolder(["a.xcstrings"]) { (root: String) throws in
            #expect(throws: CatalogSearchError.notFound(path: "Missing/x.xcstrings")) {
                try CatalogFinder.catalogs(in: ["a.xcstrings", "Missing/x.xcstrings"], relativeTo: root)
            }
        }
        #expect(CatalogSearchError.notFound(path: "Missing/x.xcstrings").description == "error: Missing/x.xcstrings: no such file or folder")
        #expect(CatalogSearchError.notFound(path: "x").diagnostic == Diagnostic(.error, "x: no such file or folder"))
    }

    /// A folder linked into the one searched (a `Resources` folder an app and its extension share) is
    /// searched, its catalogs spelled through the link; so is a link the user names.
    @Test func linkedFoldersAreSearchedThroughTheLink() throws {
        try Self.withFolder(["App/L.xcstrings", "Elsewhere/E.xcstrings", "Elsewhere/Deeper/D.xcstrings"]) { (root: String) throws in
            try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked", withDestinationPath: "../Elsewhere")
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root)
                    == ["App/L.xcstrings", "App/Linked/Deeper/D.xcstrings", "App/Linked/E.xcstrings"])
            #expect(try CatalogFinder.catalogs(in: ["App/Linked"], relativeTo: root)
                    == ["App/Linked/Deeper/D.xcstrings", "App/Linked/E.xcstrings"])
        }
    }

    /// Each real folder is searched once: a link back up (a loop) and a link to a folder searched already
    /// are passed over, said for `-v`; a folder reached both ways is named by its own path.
    @Test func loopsAndFoldersReachedTwiceAreSearchedOnce() throws {
        try Self.withFolder(["App/Sub/A.xcstrings", "Shared/S.xcstrings"]) { (root: String) throws in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root + "/App/Sub/Up", withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: root + "/App/Link", withDestinationPath: "Sub")
            try manager.createSymbolicLink(atPath: root + "/App/R1", withDestinationPath: "../Shared")
            try manager.createSymbolicLink(atPath: root + "/App/R2", withDestinationPath: "../Shared")
            try manager.createSymbolicLink(atPath: root + "/App/R3", withDestinationPath: "../Shared/..")
            var skipped: [String] = []
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root, skipped: { skipped.append($0.description) })
                    == ["App/R1/S.xcstrings", "App/Sub/A.xcstrings"])
            #expect(skipped == [
                "skipping App/Link: a symbolic link to Sub, searched already as App/Sub",
                "skipping App/R2: a symbolic link to ../Shared, searched already as App/R1",
                "skipping App/R3: a symbolic link to ../Shared/.., which holds it (a loop)",
                "skipping App/Sub/Up: a symbolic link to .., which holds it (a loop)",
            ])
            // A real folder under a linked one, reached through an earlier link.
            try manager.createSymbolicLink(atPath: root + "/Shared/Inner", withDestinationPath: "../App/Sub")
            skipped = []
            #expect(try CatalogFinder.catalogs(in: ["Shared"], relativeTo: root, skipped: { skipped.append($0.description) })
                    == ["Shared/Inner/A.xcstrings", "Shared/S.xcstrings"])
            #expect(skipped == ["skipping Shared/Inner/Up: a symbolic link to .., which holds it (a loop)"])
        }
    }

    /// A link that dangles or loops: met in a search, said (a warning where its name says catalog, else
    /// for `-v`) and skipped; named, an error saying what it is, a loop as a loop.
    @Test func brokenLinksAreSaidAndSkippedOrRefusedWhenNamed() throws {
        try Self.withFolder(["App/L.xcstrings"]) { (root: String) throws in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root + "/App/Dangling.xcstrings", withDestinationPath: "gone.xcstrings")
            try manager.createSymbolicLink(atPath: root + "/App/a.xcstrings", withDestinationPath: "b.xcstrings")
            try manager.createSymbolicLink(atPath: root + "/App/b.xcstrings", withDestinationPath: "a.xcstrings")
            try manager.createSymbolicLink(atPath: root + "/App/Resources", withDestinationPath: "../Gone")
            var broken: [String] = []
            var skipped: [String] = []
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root, brokenLink: { broken.append($0.skippedWarning.description) },
                                               skipped: { skipped.append($0.description) }) == ["App/L.xcstrings"])
            #expect(broken == [
                "warning: App/Dangling.xcstrings is a symbolic link to gone.xcstrings, which does not exist: skipped",
                "warning: App/a.xcstrings is a symbolic link loop (following it to b.xcstrings never ends: too many levels of "
                    + "symbolic links): skipped",
                "warning: App/b.xcstrings is a symbolic link loop (following it to a.xcstrings never ends: too many levels of "
                    + "symbolic links): skipped",
            ])
            #expect(skipped == ["skipping App/Resources: a symbolic link to ../Gone, which does not exist"])
            #expect(throws: CatalogSearchError.brokenLink(BrokenLink(path: "App/a.xcstrings", destination: "b.xcstrings", problem: .loop))) {
                try CatalogFinder.catalogs(in: ["App/a.xcstrings"], relativeTo: root)
            }
            #expect(throws: CatalogSearchError.brokenLink(BrokenLink(path: "App/Resources", destination: "../Gone", problem: .missing))) {
                try CatalogFinder.catalogs(in: ["App/Resources"], relativeTo: root)
            }
        }
        #expect(CatalogSearchError.brokenLink(BrokenLink(path: "App/a.xcstrings", destination: "b.xcstrings", problem: .loop)).description
                == "error: App/a.xcstrings is a symbolic link loop (following it to b.xcstrings never ends: too many levels of symbolic links)")
        #expect(BrokenLink(path: "D.xcstrings", destination: "/x", problem: .unreachable("Permission denied")).diagnostic.description
                == "error: D.xcstrings is a symbolic link to /x, which cannot be reached: Permission denied")
    }

    /// Each named path that yields no catalog is said, so a command can refuse it; one whose catalogs
    /// another path found first yields them.
    @Test func pathsThatYieldNothingAreSaid() throws {
        try Self.withFolder(["App/L.xcstrings", "Empty/notes.txt", "Shared/S.xcstrings"]) { (root: String) throws in
            try FileManager.default.createSymbolicLink(atPath: root + "/App/Shared", withDestinationPath: "../Shared")
            var nothing: [String] = []
            #expect(try CatalogFinder.catalogs(in: ["App", "Empty", "Shared", "App/L.xcstrings"], relativeTo: root,
                                               foundNothing: { nothing.append($0) })
                    == ["App/L.xcstrings", "App/Shared/S.xcstrings"])
            #expect(nothing == ["Empty"])
        }
    }

    /// A catalog shared through a symbolic link (an app and its extension) is one catalog: the first
    /// spelling found stands for it, as `stats` and `check` count it.
    @Test func aLinkAndTheFileItLeadsToAreOneResult() throws {
        try Self.withFolder(["Shared/L.xcstrings", "Shared/M.xcstrings"]) { (root: String) throws in
            try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/App/L.xcstrings", withDestinationPath: "../Shared/L.xcstrings")
            #expect(try CatalogFinder.catalogs(in: ["App", "Shared"], relativeTo: root) == ["App/L.xcstrings", "Shared/M.xcstrings"])
            #expect(try CatalogFinder.catalogs(in: ["Shared", "App"], relativeTo: root) == ["Shared/L.xcstrings", "Shared/M.xcstrings"])
            #expect(try CatalogFinder.catalogs(in: ["App/L.xcstrings", "Shared/L.xcstrings"], relativeTo: root) == ["App/L.xcstrings"])
        }
    }

    /// A folder named like a catalog, or a link to a folder so named, is no catalog: the search says
    /// each (a named one too) and goes on into the folder as into any other.
    @Test func foldersNamedAsCatalogsAreSaid() throws {
        try Self.withFolder(["App/L.xcstrings", "App/Odd.xcstrings/Inner.xcstrings", "Other/x.txt"]) { (root: String) throws in
            try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked.XCSTRINGS", withDestinationPath: "../Other")
            var said: [String] = []
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root, folderNamedAsCatalog: { said.append($0) })
                    == ["App/L.xcstrings", "App/Odd.xcstrings/Inner.xcstrings"])
            #expect(said == ["App/Linked.XCSTRINGS", "App/Odd.xcstrings"])
            said = []
            #expect(try CatalogFinder.catalogs(in: ["App/Odd.xcstrings"], relativeTo: root, folderNamedAsCatalog: { said.append($0) })
                    == ["App/Odd.xcstrings/Inner.xcstrings"])
            #expect(try CatalogFinder.catalogs(in: ["App/Odd.xcstrings/"], relativeTo: root, folderNamedAsCatalog: { said.append($0) })
                    == ["App/Odd.xcstrings/Inner.xcstrings"])
            #expect(said == ["App/Odd.xcstrings", "App/Odd.xcstrings/"])
        }
        #expect(CatalogFinder.folderNamedAsCatalog("App/Odd.xcstrings").description
                == "warning: App/Odd.xcstrings is a folder, not a catalog file: not read as a catalog")
        #expect(CatalogFinder.folderNamedAsCatalog("A\nB.xcstrings").message
                == #""A\nB.xcstrings" is a folder, not a catalog file: not read as a catalog"#)
    }

    @Test func emptyInputFindsNothing() throws {
        #expect(try CatalogFinder.catalogs(in: []) == [])
    }
}
