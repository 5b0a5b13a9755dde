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
        #expect(CatalogSearchError.notFound(path: "Missing/x.xcstrings").description == "error: no such file or folder: Missing/x.xcstrings")
        #expect(CatalogSearchError.notFound(path: "x").diagnostic == Diagnostic(.error, "no such file or folder: x"))
    }

    @Test func linkedFoldersFoundInASearchAreNotFollowedButLinkedFilesAre() throws {
        try Self.withFolder(["App/L.xcstrings", "Elsewhere/E.xcstrings"]) { (root: String) throws in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root + "/App/Linked", withDestinationPath: root + "/Elsewhere")
            try manager.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root + "/App")
            try manager.createSymbolicLink(atPath: root + "/App/Shared.xcstrings", withDestinationPath: root + "/Elsewhere/E.xcstrings")
            try manager.createSymbolicLink(atPath: root + "/App/Dangling.xcstrings", withDestinationPath: root + "/nothing")
            #expect(try CatalogFinder.catalogs(in: ["App"], relativeTo: root) == ["App/L.xcstrings", "App/Shared.xcstrings"])
            // A link the user names is followed.
            #expect(try CatalogFinder.catalogs(in: ["App/Linked"], relativeTo: root) == ["App/Linked/E.xcstrings"])
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
