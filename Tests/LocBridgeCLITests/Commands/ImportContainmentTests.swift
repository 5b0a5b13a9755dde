import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `locbridge import` never writes outside `--project-root` (issue 7, README "Security"): a
/// `<file original>` that is absolute, climbs out with `..`, or leads through a symbolic link to a place
/// outside the root is refused with exit 65, and nothing is written, inside or outside. A catalog a link
/// places outside is read, and refused only when the import would change it.
///
/// Layout of every test: `<tmp>/Project` is the root, `<tmp>/Outside` is what must stay untouched.
@Suite struct ImportContainmentTests {
    static let unit = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
    static let blocked = "nothing written: fix the errors reported and import again\n"

    /// The catalog import's refusal, as printed for `de.xliff` (the unit is on line 5).
    static func refusal(_ original: String, root: String, _ reason: String, xliff: String = "de.xliff") -> String {
        "\(xliff):3:1: error: <file original=\"\(original)\"> points outside the project root \(root) (\(reason)); "
            + "locbridge only writes catalogs inside it" + (reason == "it is an absolute path" ? "" : hint) + "\n"
    }

    /// The way out the refusal names, except for absolute paths, which no export writes.
    static let hint = "; if you trust the file, pass --allow-outside-root to write there"

    static let manager = FileManager.default

    /// Runs the import of `de.xliff` (holding `original`) with `Project` as the root.
    func importing(_ original: String, in folder: TemporaryFolder) throws -> CLIResult {
        try folder.write(ImportCommandTests.xliff(Self.unit, original: original), to: "de.xliff")
        return runCLI(["import", "--project-root", "Project", "de.xliff"], currentDirectory: folder.path)
    }

    /// `Outside/Localizable.xcstrings` (the catalog that must not change) and an empty `Project`.
    func setUp(_ folder: TemporaryFolder) throws {
        try folder.write(ImportCommandTests.catalog, to: "Outside/Localizable.xcstrings")
        try Self.manager.createDirectory(atPath: folder.path + "/Project", withIntermediateDirectories: true)
    }

    // MARK: Catalogs

    @Test func parentFolderEscapeIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            let result = try importing("../Outside/Localizable.xcstrings", in: folder)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: Self.refusal(
                "../Outside/Localizable.xcstrings", root: folder.path + "/Project", "through \"..\"")))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
        }
    }

    /// Xcode writes `../` for a catalog beside the project folder: with --allow-outside-root the user
    /// who trusts the file imports it; `..` that stays inside needs no option.
    @Test func allowOutsideRootWritesThroughParentFolders() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(ImportCommandTests.catalog, to: "Project/App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(Self.unit, original: "App/../App/Localizable.xcstrings"), to: "inside.xliff")
            let inside = runCLI(["import", "-q", "--project-root", "Project", "inside.xliff"], currentDirectory: folder.path)
            #expect(inside == CLIResult(exitCode: 0, stdout: "", stderr: ""))
            #expect(try folder.read("Project/App/Localizable.xcstrings").contains("Erledigt"))

            try folder.write(ImportCommandTests.xliff(Self.unit, original: "../Outside/Localizable.xcstrings"), to: "de.xliff")
            let allowed = runCLI(["import", "-q", "--allow-outside-root", "--project-root", "Project", "de.xliff"],
                                 currentDirectory: folder.path)
            #expect(allowed == CLIResult(exitCode: 0, stdout: "", stderr: ""))
            #expect(try folder.read("Outside/Localizable.xcstrings").contains("Erledigt"))
        }
    }

    @Test func absoluteOriginalIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            let original = folder.path + "/Outside/Localizable.xcstrings"
            let result = try importing(original, in: folder)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: Self.refusal(
                original, root: folder.path + "/Project", "it is an absolute path")))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
        }
    }

    @Test func symlinkedFolderPointingOutsideIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App", withDestinationPath: "../Outside")
            let result = try importing("App/Localizable.xcstrings", in: folder)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.changed + Self.blocked, stderr: Self.refusal(
                "App/Localizable.xcstrings", root: folder.path + "/Project", "through a symbolic link")))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
        }
    }

    /// The report line of the catalog the import changes, which is read before it is refused.
    static let changed = "Project/App/Localizable.xcstrings [de]: 1 updated\n"

    /// A catalog link to outside that the import would change stops the whole import: no catalog is
    /// written, the one inside the root neither.
    @Test func symlinkedCatalogPointingOutsideIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try Self.manager.createDirectory(atPath: folder.path + "/Project/App", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings",
                                                withDestinationPath: folder.path + "/Outside/Localizable.xcstrings")
            try folder.write(ImportCommandTests.catalog, to: "Project/App/Other.xcstrings")
            try folder.write(ImportCommandTests.xliff(Self.unit, original: "App/Other.xcstrings"), to: "other.xliff")
            try folder.write(ImportCommandTests.xliff(Self.unit, original: "App/Localizable.xcstrings"), to: "de.xliff")
            let result = runCLI(["import", "--project-root", "Project", "other.xliff", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "Project/App/Other.xcstrings [de]: 1 updated\n" + Self.changed
                + Self.blocked, stderr: Self.refusal("App/Localizable.xcstrings", root: folder.path + "/Project",
                                                     "through a symbolic link")))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
            #expect(try folder.read("Project/App/Other.xcstrings") == ImportCommandTests.catalog)
            #expect(try Self.manager.destinationOfSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings")
                    == folder.path + "/Outside/Localizable.xcstrings")
        }
    }

    /// A catalog kept beside the project and linked into it (an app and its extension share it): an
    /// import that leaves it unchanged (its own export, returned) reads it and says so; the other
    /// catalogs are written.
    @Test func anUnchangedCatalogLinkedOutsideIsOnlyRead() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try Self.manager.createDirectory(atPath: folder.path + "/Project/App", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings",
                                                withDestinationPath: "../../Outside/Localizable.xcstrings")
            try folder.write(ImportCommandTests.catalog, to: "Project/App/Other.xcstrings")
            try folder.write(ImportCommandTests.xliff(Self.unit, original: "App/Other.xcstrings"), to: "other.xliff")
            let unchanged = #"<trans-unit id="Done"><source>Done</source><target>Fertig</target></trans-unit>"#
            try folder.write(ImportCommandTests.xliff(unchanged, original: "App/Localizable.xcstrings"), to: "de.xliff")
            let result = runCLI(["import", "--project-root", "Project", "other.xliff", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                Project/App/Other.xcstrings [de]: 1 updated
                Project/App/Localizable.xcstrings [de]: 1 unchanged
                1 catalog written: Project/App/Other.xcstrings

                """, stderr: """
                de.xliff:3:1: note: <file original="App/Localizable.xcstrings"> points outside the project root \(folder.path)/Project \
                (through a symbolic link); it was only read, as the import changes nothing in it

                """))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
            #expect(try folder.read("Project/App/Other.xcstrings").contains(#""value" : "Erledigt""#))
            #expect(try Self.manager.destinationOfSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings")
                    == "../../Outside/Localizable.xcstrings")
        }
    }

    /// A link that stays inside the root is fine, and the catalog it points at is written: the link is kept.
    /// Messages name the catalog from the project root as given (`Project/…`), as the user can open it.
    @Test func symlinkInsideTheRootIsFollowed() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "Project/Shared/Localizable.xcstrings")
            try Self.manager.createDirectory(atPath: folder.path + "/Project/App", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings",
                                                withDestinationPath: "../Shared/Localizable.xcstrings")
            let result = try importing("App/Localizable.xcstrings", in: folder)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                Project/App/Localizable.xcstrings [de]: 1 updated
                1 catalog written: Project/App/Localizable.xcstrings

                """, stderr: ""))
            #expect(try folder.read("Project/Shared/Localizable.xcstrings").contains(#""value" : "Erledigt""#))
            #expect(try Self.manager.destinationOfSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings")
                    == "../Shared/Localizable.xcstrings")
        }
    }

    // MARK: Legacy files

    /// `Project/App/en.lproj/Localizable.strings`, the development file of a legacy import.
    func setUpLegacy(_ folder: TemporaryFolder) throws {
        try folder.write(ImportLegacyTests.english, to: "Project/App/en.lproj/Localizable.strings")
    }

    func importingLegacy(_ original: String, in folder: TemporaryFolder) throws -> CLIResult {
        try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Today", "Heute"), original: original), to: "de.xliff")
        return runCLI(["import", "--project-root", "Project", "de.xliff"], currentDirectory: folder.path)
    }

    /// A `de.lproj` that links to a folder outside: the import would create `Localizable.strings` in it.
    @Test func symlinkedLprojFolderPointingOutsideIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUpLegacy(folder)
            try Self.manager.createDirectory(atPath: folder.path + "/Outside/de.lproj", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/de.lproj", withDestinationPath: "../../Outside/de.lproj")
            let result = try importingLegacy("App/en.lproj/Localizable.strings", in: folder)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                de.xliff:3:1: error: <file original="App/en.lproj/Localizable.strings"> would write App/de.lproj/Localizable.strings, \
                which points outside the project root \(folder.path)/Project (through a symbolic link); locbridge only writes files inside it\
                ; if you trust the file, pass --allow-outside-root to write there

                """))
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path + "/Outside/de.lproj") == [])
        }
    }

    /// A dangling `de.lproj` link: creating the file through it would create the link's target.
    @Test func danglingLprojLinkIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUpLegacy(folder)
            try Self.manager.createDirectory(atPath: folder.path + "/Outside", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/de.lproj", withDestinationPath: "../../Outside/de.lproj")
            let result = try importingLegacy("App/en.lproj/Localizable.strings", in: folder)
            #expect(result.exitCode == 65)
            #expect(result.stderr.contains("would write App/de.lproj/Localizable.strings through a symbolic link that dangles "
                + "or loops; fix or remove the link"))
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path + "/Outside") == [])
        }
    }

    /// A catalog link that leads nowhere is named as such, without the outside-root way out, which
    /// would not help.
    @Test func aDanglingCatalogLinkIsNamed() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try Self.manager.createDirectory(atPath: folder.path + "/Project/App", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/App/Localizable.xcstrings", withDestinationPath: "missing.xcstrings")
            for options in [[], ["--allow-outside-root"]] {
                try folder.write(ImportCommandTests.xliff(Self.unit, original: "App/Localizable.xcstrings"), to: "de.xliff")
                let result = runCLI(["import"] + options + ["--project-root", "Project", "de.xliff"], currentDirectory: folder.path)
                #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                    de.xliff:3:1: error: <file original="App/Localizable.xcstrings"> leads through a symbolic link that dangles or \
                    loops under the project root \(folder.path)/Project; fix or remove the link

                    """))
            }
        }
    }

    @Test func legacyOriginalsOutsideTheRootAreRefused() throws {
        try TemporaryFolder.with { folder in
            try setUpLegacy(folder)
            try folder.write(ImportLegacyTests.english, to: "Outside/en.lproj/Localizable.strings")
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/Linked", withDestinationPath: "../Outside")
            let root = folder.path + "/Project"
            let cases: [(original: String, reason: String)] = [
                ("../Outside/en.lproj/Localizable.strings", "through \"..\""),
                (folder.path + "/Outside/en.lproj/Localizable.strings", "it is an absolute path"),
                ("Linked/en.lproj/Localizable.strings", "through a symbolic link"),
            ]
            for item in cases {
                let result = try importingLegacy(item.original, in: folder)
                let hint = item.reason == "it is an absolute path" ? "" : Self.hint
                #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: """
                    de.xliff:3:1: error: <file original="\(item.original)"> points outside the project root \(root) \
                    (\(item.reason)); locbridge only writes files inside it\(hint)

                    """))
            }
            #expect(!Self.manager.fileExists(atPath: folder.path + "/Outside/de.lproj"))
        }
    }

    // MARK: .xcloc bundles

    /// A bundle is input: its XLIFF may even be a link to elsewhere (it is only read), but the `<file
    /// original>` inside it is held to the same rules.
    @Test func xclocWhoseXLIFFPointsOutsideIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            try folder.write(ImportCommandTests.xliff(Self.unit, original: "../Outside/Localizable.xcstrings"),
                             to: "Elsewhere/de.xliff")
            try Self.manager.createDirectory(atPath: folder.path + "/de.xcloc/Localized Contents", withIntermediateDirectories: true)
            try Self.manager.createSymbolicLink(atPath: folder.path + "/de.xcloc/Localized Contents/de.xliff",
                                                withDestinationPath: folder.path + "/Elsewhere/de.xliff")
            try folder.write(#"{"targetLocale":"de"}"#, to: "de.xcloc/contents.json")
            let result = runCLI(["import", "--project-root", "Project", "de.xcloc"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: Self.blocked, stderr: Self.refusal(
                "../Outside/Localizable.xcstrings", root: folder.path + "/Project", "through \"..\"",
                xliff: "de.xcloc/Localized Contents/de.xliff")))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
        }
    }

    /// `export --xcloc` copies each catalog to `Source Contents/<original>`: a catalog outside the root
    /// would be written outside the bundle, so it is refused and no bundle is written.
    @Test func xclocExportOfACatalogOutsideTheRootIsRefused() throws {
        try TemporaryFolder.with { folder in
            try setUp(folder)
            let result = runCLI(["export", "--xcloc", "--languages", "de", "--project-root", "Project", "--output", "Project/out",
                                 "Outside/Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: ../Outside/Localizable.xcstrings is outside the project root, so it has no place in an .xcloc bundle's \
                Source Contents; pass a --project-root that contains it

                """))
            #expect(!Self.manager.fileExists(atPath: folder.path + "/Project/out"))
            // The same catalog through a link inside the root: the real path decides, as for import.
            try Self.manager.createSymbolicLink(atPath: folder.path + "/Project/Linked", withDestinationPath: "../Outside")
            let linked = runCLI(["export", "--xcloc", "--languages", "de", "--project-root", "Project", "--output", "Project/out",
                                 "Project/Linked/Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(linked == CLIResult(exitCode: 65, stdout: "", stderr: """
                error: Linked/Localizable.xcstrings leads through a symbolic link to \(folder.path)/Outside/Localizable.xcstrings, \
                which is outside the project root \(folder.path)/Project, so it has no place in an .xcloc bundle's Source Contents; \
                pass a --project-root that contains both, or copy the file into the project

                """))
            #expect(!Self.manager.fileExists(atPath: folder.path + "/Project/out"))
            // A plain export takes it, and says that importing into it will need --allow-outside-root.
            let plain = runCLI(["export", "--languages", "de", "--project-root", "Project", "--output", "Project/out",
                                "Project/Linked/Localizable.xcstrings"], currentDirectory: folder.path)
            #expect(plain.exitCode == 0)
            #expect(plain.stderr == """
                warning: Linked/Localizable.xcstrings leads through a symbolic link to \(folder.path)/Outside/Localizable.xcstrings, \
                outside the project root \(folder.path)/Project: importing translations into it will need --allow-outside-root

                """)
        }
    }
}
