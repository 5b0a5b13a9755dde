import Foundation
import Testing
@testable import LocBridge

/// Which legacy tables `LegacyTableFinder` finds through symbolic links, and what it says about links
/// that lead nowhere: the same rules as `CatalogFinder`'s, so export, migrate and the catalog commands
/// agree on what a folder holds.
@Suite struct LegacyTableFinderTests {
    /// `en.lproj/L.strings` and `de.lproj/L.strings` under `Shared/`, linked into `App/` twice, with a
    /// link from `App/Sub` back up to `App`, and a shared `fr.lproj` linked beside `Shared`'s folders.
    private static func withLinkedTables(_ body: (MigrationFixture) throws -> Void) throws {
        try MigrationFixture.with([
            "Shared/en.lproj/L.strings": "\"a\" = \"A\";\n",
            "Shared/de.lproj/L.strings": "\"a\" = \"A de\";\n",
            "Languages/fr/L.strings": "\"a\" = \"A fr\";\n",
            "App/Sub/notes.txt": "",
        ]) { (fixture: MigrationFixture) throws in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: fixture.root + "/App/Resources", withDestinationPath: "../Shared")
            try manager.createSymbolicLink(atPath: fixture.root + "/App/Again", withDestinationPath: "../Shared")
            try manager.createSymbolicLink(atPath: fixture.root + "/App/Sub/Up", withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: fixture.root + "/Shared/fr.lproj", withDestinationPath: "../Languages/fr")
            try body(fixture)
        }
    }

    @Test func linkedFoldersAndLprojFoldersAreSearchedOnce() throws {
        try Self.withLinkedTables { (fixture: MigrationFixture) throws in
            var skipped: [String] = []
            let tables = try LegacyTableFinder.tables(in: ["App"], relativeTo: fixture.root, skipped: { skipped.append($0.description) })
            #expect(tables.map { "\($0.folder) \($0.relativeFolder) \($0.table)" } == ["App/Again Again L"])
            #expect(tables.first?.files.map { $0.strings?.display ?? "" } == [
                "App/Again/de.lproj/L.strings", "App/Again/en.lproj/L.strings", "App/Again/fr.lproj/L.strings",
            ])
            #expect(skipped == [
                "skipping App/Resources: a symbolic link to ../Shared, searched already as App/Again",
                "skipping App/Sub/Up: a symbolic link to .., which holds it (a loop)",
            ])
            // Named twice, directly and through the link: one table, the first spelling.
            let twice = try LegacyTableFinder.tables(in: ["App", "Shared"], relativeTo: fixture.root)
            #expect(twice.map(\.folder) == ["App/Again"])
        }
    }

    /// A `.lproj` link or a table file that dangles or loops is warned about and left out; any other
    /// broken link is said for `-v`; a broken link named is an error.
    @Test func brokenLinksAreSaidAndLeftOut() throws {
        try MigrationFixture.with(["App/en.lproj/L.strings": "\"a\" = \"A\";\n"]) { (fixture: MigrationFixture) throws in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: fixture.root + "/App/en.lproj/Broken.strings", withDestinationPath: "nothing.strings")
            try manager.createSymbolicLink(atPath: fixture.root + "/App/de.lproj", withDestinationPath: "../Gone/de.lproj")
            try manager.createSymbolicLink(atPath: fixture.root + "/App/Res", withDestinationPath: "Res")
            var broken: [String] = []
            var skipped: [String] = []
            var nothing: [String] = []
            let tables = try LegacyTableFinder.tables(in: ["App"], relativeTo: fixture.root,
                                                      brokenLink: { broken.append($0.skippedWarning.description) },
                                                      skipped: { skipped.append($0.description) }, foundNothing: { nothing.append($0) })
            #expect(tables.map(\.table) == ["L"])
            #expect(broken == [
                "warning: App/de.lproj is a symbolic link to ../Gone/de.lproj, which does not exist: skipped",
                "warning: App/en.lproj/Broken.strings is a symbolic link to nothing.strings, which does not exist: skipped",
            ])
            #expect(skipped == ["skipping App/Res: a symbolic link loop (following it to Res never ends: too many levels of symbolic links)"])
            #expect(nothing.isEmpty)
            #expect(throws: CatalogSearchError.brokenLink(BrokenLink(path: "App/Res", destination: "Res", problem: .loop))) {
                try LegacyTableFinder.tables(in: ["App/Res"], relativeTo: fixture.root)
            }
            #expect(throws: CatalogSearchError.brokenLink(BrokenLink(path: "App/en.lproj/Broken.strings", destination: "nothing.strings",
                                                                     problem: .missing))) {
                try LegacyTableFile.table(named: "App/en.lproj/Broken.strings", relativeTo: fixture.root)
            }
            _ = try LegacyTableFinder.tables(in: ["App/en.lproj"], relativeTo: fixture.root, foundNothing: { nothing.append($0) })
            #expect(nothing == ["App/en.lproj"])
        }
    }

    /// A `.lproj` folder named stands for its table files, each naming its table.
    @Test func anLprojFolderListsItsTableFiles() throws {
        try MigrationFixture.with([
            "App/en.lproj/L.strings": "", "App/en.lproj/L.stringsdict": "", "App/en.lproj/Main.storyboard": "",
            "App/en.lproj/.hidden.strings": "",
        ]) { (fixture: MigrationFixture) throws in
            #expect(try LegacyTableFile.files(inLproj: "App/en.lproj/", relativeTo: fixture.root)
                    == ["App/en.lproj/L.strings", "App/en.lproj/L.stringsdict"])
            #expect(LegacyTableFile.isLproj("App/en.lproj/") && LegacyTableFile.isLproj("en.lproj") && !LegacyTableFile.isLproj("App"))
        }
    }
}
