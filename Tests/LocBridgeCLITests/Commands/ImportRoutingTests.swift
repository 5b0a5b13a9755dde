import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Where `locbridge import` sends a `<file>` when the XLIFF names it otherwise than the disk does: a
/// `target-language` a tool respelled (`DE`, `zh_hans`) for a legacy folder export named by its
/// language (`German.lproj`, `zh_CN.lproj`), and an `original` a tool normalised to NFC for a folder
/// macOS wrote in NFD. Folder names are compared by their code points here: Swift's `==` calls two
/// normalizations of one text equal.
@Suite struct ImportRoutingTests {
    static let decomposed = "Cafe\u{301}"
    static let composed = "Caf\u{E9}"

    /// The names in `folder` (relative to `root`), each as its code points, sorted.
    static func names(in folder: String, of root: TemporaryFolder) throws -> [[Unicode.Scalar]] {
        try FileManager.default.contentsOfDirectory(atPath: root.path + "/" + folder).map { Array($0.unicodeScalars) }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func scalars(_ names: [String]) -> [[Unicode.Scalar]] {
        names.map { Array($0.unicodeScalars) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    // MARK: Respelled target languages

    /// Export reads `German.lproj` as `de` and `zh_CN.lproj` as `zh-Hans`; an import whose tag is that
    /// language in another spelling goes back there, with a note, and makes no `de.lproj` or
    /// `zh-Hans.lproj` beside them.
    @Test func respelledTagsFindTheFolderExportNamedByItsLanguage() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportLegacyTests.english, to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Today\" = \"Heute\";\n", to: "App/German.lproj/Localizable.strings")
            try folder.write("\"Today\" = \"今天\";\n", to: "App/zh_CN.lproj/Localizable.strings")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Today", "Heute neu"), language: "DE"), to: "DE.xliff")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Today", "今日"), language: "zh_Hans"), to: "hans.xliff")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "添加"), language: "zh-hans"), to: "lower.xliff")
            let result = runCLI(["import", "DE.xliff", "hans.xliff", "lower.xliff"], currentDirectory: folder.path)
            let original = #"<file original="App/en.lproj/Localizable.strings">"#
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/German.lproj/Localizable.strings [German]: 1 updated
                App/zh_CN.lproj/Localizable.strings [zh_CN] (hans.xliff): 1 updated
                App/zh_CN.lproj/Localizable.strings [zh_CN] (lower.xliff): 1 updated
                2 files written: App/German.lproj/Localizable.strings, App/zh_CN.lproj/Localizable.strings

                """, stderr: """
                DE.xliff:3:1: note: \(original) has target-language "DE", read as the existing German.lproj
                hans.xliff:3:1: note: \(original) has target-language "zh_Hans", read as the existing zh_CN.lproj
                lower.xliff:3:1: note: \(original) has target-language "zh-hans", read as the existing zh_CN.lproj

                """))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App").sorted()
                    == ["German.lproj", "en.lproj", "zh_CN.lproj"])
            #expect(try folder.read("App/German.lproj/Localizable.strings") == "\"Today\" = \"Heute neu\";\n")
            #expect(try folder.read("App/zh_CN.lproj/Localizable.strings") == "\"Today\" = \"今日\";\n\n/* Button */\n\"Add\" = \"添加\";\n")
        }
    }

    /// A regional tag makes its own folder, and `German.lproj` is the folder of `de`: the new `de-DE.lproj`
    /// is warned about as one beside `de.lproj` would be.
    @Test func aNewRegionalFolderBesideAnOldNamedOneIsWarnedAbout() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportLegacyTests.english, to: "App/en.lproj/Localizable.strings")
            try folder.write("\"Today\" = \"Heute\";\n", to: "App/German.lproj/Localizable.strings")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Today", "Heute neu"), language: "de-DE"), to: "x.xliff")
            let result = runCLI(["import", "--dry-run", "x.xliff"], currentDirectory: folder.path)
            #expect(result.stderr == """
                x.xliff:3:1: warning: <file original="App/en.lproj/Localizable.strings"> has target-language "de-DE", which has no \
                folder yet: its translations go to the new de-DE.lproj beside the folder of "de"; if they are for "de", import \
                with --map-language de-DE=de instead (and remove de-DE.lproj)

                """)
        }
    }

    // MARK: Originals in another Unicode normalization

    /// The folder is NFD on disk, the `original` NFC: the catalog on disk is read and written (no second
    /// folder), with a note naming the code points.
    @Test func anOriginalInAnotherNormalizationGoesToTheCatalogOnDisk() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "Project/\(Self.decomposed)/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(ImportContainmentTests.unit, original: "\(Self.composed)/Localizable.xcstrings"),
                             to: "de.xliff")
            let result = runCLI(["import", "--project-root", "Project", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                Project/Café/Localizable.xcstrings [de]: 1 updated
                1 catalog written: Project/Café/Localizable.xcstrings

                """, stderr: """
                de.xliff:3:1: note: <file original="Café/Localizable.xcstrings"> goes to Project/Café/Localizable.xcstrings, which \
                the disk spells in another Unicode normalization (U+0065 U+0301 where the original has U+00E9)

                """))
            #expect(try Self.names(in: "Project", of: folder) == Self.scalars([Self.decomposed]))
            #expect(try folder.read("Project/\(Self.decomposed)/Localizable.xcstrings").contains(#""value" : "Erledigt""#))
        }
    }

    /// A legacy table in an NFD folder: the development file is read there, an existing language file
    /// written there, and a new one created there, never in a second folder spelled the XLIFF's way.
    @Test func aLegacyOriginalInAnotherNormalizationGoesToTheFolderOnDisk() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportLegacyTests.english, to: "\(Self.decomposed)/en.lproj/Localizable.strings")
            try folder.write(ImportLegacyTests.german, to: "\(Self.decomposed)/de.lproj/Localizable.strings")
            let original = "\(Self.composed)/en.lproj/Localizable.strings"
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen"), original: original), to: "de.xliff")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Ajouter"), language: "fr", original: original),
                             to: "fr.xliff")
            let result = runCLI(["import", "de.xliff", "fr.xliff"], currentDirectory: folder.path)
            let note = #"3:1: note: <file original="Café/en.lproj/Localizable.strings"> is read as Café/en.lproj/Localizable.strings, "#
                + "which the disk spells in another Unicode normalization (U+0065 U+0301 where the original has U+00E9)\n"
            #expect(result == CLIResult(exitCode: 0, stdout: """
                Café/de.lproj/Localizable.strings [de]: 1 updated
                Café/fr.lproj/Localizable.strings [fr]: 1 updated
                2 files written: Café/de.lproj/Localizable.strings, Café/fr.lproj/Localizable.strings

                """, stderr: "de.xliff:" + note + "fr.xliff:" + note))
            #expect(try Self.names(in: ".", of: folder) == Self.scalars([Self.decomposed, "de.xliff", "fr.xliff"]))
            #expect(try Self.names(in: Self.decomposed, of: folder) == Self.scalars(["de.lproj", "en.lproj", "fr.lproj"]))
            #expect(try folder.read("\(Self.decomposed)/fr.lproj/Localizable.strings") == "/* Button */\n\"Add\" = \"Ajouter\";\n")
            #expect(try folder.read("\(Self.decomposed)/de.lproj/Localizable.strings").hasSuffix("\"Add\" = \"Hinzufügen\";\n"))
        }
    }

    /// The development file spelled as in the XLIFF, the language's file in another normalization (a
    /// table renamed on one side): that file is written, with a note, and no second one is made. Where
    /// the language's folder holds two spellings of it, nothing is written (exit 65).
    @Test func aLanguageFileInAnotherNormalizationIsWrittenWhereItIs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportLegacyTests.english, to: "App/en.lproj/\(Self.composed).strings")
            try folder.write(ImportLegacyTests.german, to: "App/de.lproj/\(Self.decomposed).strings")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen"),
                                                     original: "App/en.lproj/\(Self.composed).strings"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/de.lproj/Café.strings [de]: 1 updated
                1 file written: App/de.lproj/Café.strings

                """, stderr: """
                de.xliff:3:1: note: <file original="App/en.lproj/Café.strings"> writes App/de.lproj/Café.strings, which the disk \
                spells in another Unicode normalization (U+0065 U+0301 where the original has U+00E9)

                """))
            #expect(try Self.names(in: "App/de.lproj", of: folder) == Self.scalars([Self.decomposed + ".strings"]))
            #expect(try folder.read("App/de.lproj/\(Self.decomposed).strings").hasSuffix("\"Add\" = \"Hinzufügen\";\n"))

            // `ệ` has more spellings than NFC and NFD: two of them in de.lproj, a third in the XLIFF.
            for name in ["e\u{323}\u{302}", "\u{1EB9}\u{302}"] {
                try folder.write(ImportLegacyTests.german, to: "App/de.lproj/\(name).strings")
            }
            try folder.write(ImportLegacyTests.english, to: "App/en.lproj/\u{1EC7}.strings")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen"),
                                                     original: "App/en.lproj/\u{1EC7}.strings"), to: "two.xliff")
            let two = runCLI(["import", "two.xliff"], currentDirectory: folder.path)
            #expect(two == CLIResult(exitCode: 65, stdout: ImportContainmentTests.blocked, stderr: """
                two.xliff:3:1: error: <file original="App/en.lproj/ệ.strings"> would write App/de.lproj/ệ.strings, but \
                App/de.lproj holds 2 entries that are "ệ.strings" in other Unicode normalizations (U+0065 U+0323 U+0302, \
                U+1EB9 U+0302 where the original has U+1EC7), so which one is meant cannot be told; rename all but one

                """))
        }
    }

    /// `ệ` has more spellings than NFC and NFD: with two of them on disk and a third in the XLIFF, which
    /// is meant cannot be told. A catalog is not found (exit 65); a legacy table is skipped (exit 1).
    @Test func severalSpellingsOnDiskAreNamedInTheError() throws {
        try TemporaryFolder.with { folder in
            let spellings = ["e\u{323}\u{302}", "\u{1EB9}\u{302}"]
            for name in spellings {
                try folder.write(ImportCommandTests.catalog, to: "\(name)/Localizable.xcstrings")
                try folder.write(ImportLegacyTests.english, to: "\(name)/en.lproj/Localizable.strings")
            }
            let ambiguity = #"the project root holds 2 entries that are "ệ" in other Unicode normalizations (U+0065 U+0323 U+0302, "#
                + "U+1EB9 U+0302 where the original has U+1EC7), so which one is meant cannot be told; rename all but one"
            try folder.write(ImportCommandTests.xliff(ImportContainmentTests.unit, original: "\u{1EC7}/Localizable.xcstrings"),
                             to: "de.xliff")
            let catalog = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(catalog == CLIResult(exitCode: 65, stdout: ImportContainmentTests.blocked, stderr: """
                de.xliff:3:1: error: no catalog for <file original="ệ/Localizable.xcstrings">: ệ/Localizable.xcstrings: \
                No such file or directory; \(ambiguity)

                """))
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen"),
                                                     original: "\u{1EC7}/en.lproj/Localizable.strings"), to: "legacy.xliff")
            let legacy = runCLI(["import", "legacy.xliff"], currentDirectory: folder.path)
            #expect(legacy == CLIResult(exitCode: 1, stdout: "0 files written\n", stderr: """
                legacy.xliff:3:1: error: skipped <file original="ệ/en.lproj/Localizable.strings">: its development-language file \
                ệ/en.lproj/Localizable.strings does not exist (\(ambiguity)); its 1 translated unit was not imported

                """))
            #expect(try Self.names(in: ".", of: folder) == Self.scalars(spellings + ["de.xliff", "legacy.xliff"]))
        }
    }

    /// A missing catalog is named from the root as written, as the report names catalogs (QA: its full path).
    @Test func aMissingCatalogIsNamedFromTheRootAsWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.xliff(ImportContainmentTests.unit, original: "App/Localizable.xcstrings"), to: "de.xliff")
            try folder.write("", to: "root/.keep")
            let result = runCLI(["import", "--project-root", "root", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: ImportContainmentTests.blocked, stderr: """
                de.xliff:3:1: error: no catalog for <file original="App/Localizable.xcstrings">: root/App/Localizable.xcstrings: \
                No such file or directory; pass the --project-root the XLIFF was exported from

                """))
        }
    }

    /// A Windows tool's backslashes: not taken for folders (a backslash may be part of a file name), but
    /// the error says what they likely are, and that the path with slashes exists (QA).
    @Test func backslashesInAnOriginalAreExplained() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(ImportContainmentTests.unit, original: #"App\Localizable.xcstrings"#),
                             to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: ImportContainmentTests.blocked, stderr: #"""
                de.xliff:3:1: error: no catalog for <file original="App\\Localizable.xcstrings">: "App\\Localizable.xcstrings": \#
                No such file or directory; a backslash is not a folder separator in an XLIFF path (a tool on Windows may have \#
                written it for "/"); "App/Localizable.xcstrings" exists: put "/" back in the file's original attributes

                """#))
        }
    }

    /// The path found on disk is held to the containment rules: an NFD folder that is a link to outside
    /// the root is refused for a catalog the import changes and for a legacy table, as it is by its own
    /// spelling.
    @Test func aPathFoundInAnotherNormalizationIsContainedAsAnyOther() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "Outside/Localizable.xcstrings")
            try folder.write(ImportLegacyTests.english, to: "Outside/en.lproj/Localizable.strings")
            try FileManager.default.createDirectory(atPath: folder.path + "/Project", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/Project/" + Self.decomposed, withDestinationPath: "../Outside")
            let root = folder.path + "/Project"
            try folder.write(ImportCommandTests.xliff(ImportContainmentTests.unit, original: "\(Self.composed)/Localizable.xcstrings"),
                             to: "de.xliff")
            let catalog = runCLI(["import", "--project-root", "Project", "de.xliff"], currentDirectory: folder.path)
            #expect(catalog == CLIResult(exitCode: 65, stdout: "Project/Café/Localizable.xcstrings [de]: 1 updated\n"
                + ImportContainmentTests.blocked, stderr: """
                de.xliff:3:1: note: <file original="Café/Localizable.xcstrings"> goes to Project/Café/Localizable.xcstrings, which \
                the disk spells in another Unicode normalization (U+0065 U+0301 where the original has U+00E9)
                \(ImportContainmentTests.refusal("Café/Localizable.xcstrings", root: root, "through a symbolic link"))
                """))
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen"),
                                                     original: "\(Self.composed)/en.lproj/Localizable.strings"), to: "legacy.xliff")
            let legacy = runCLI(["import", "--project-root", "Project", "legacy.xliff"], currentDirectory: folder.path)
            #expect(legacy == CLIResult(exitCode: 65, stdout: ImportContainmentTests.blocked, stderr: """
                legacy.xliff:3:1: note: <file original="Café/en.lproj/Localizable.strings"> is read as \
                Project/Café/en.lproj/Localizable.strings, which the disk spells in another Unicode normalization (U+0065 U+0301 \
                where the original has U+00E9)
                legacy.xliff:3:1: error: <file original="Café/en.lproj/Localizable.strings"> points outside the project root \
                \(root) (through a symbolic link); locbridge only writes files inside it\(ImportContainmentTests.hint)

                """))
            #expect(try folder.read("Outside/Localizable.xcstrings") == ImportCommandTests.catalog)
            #expect(try Self.names(in: "Outside", of: folder) == Self.scalars(["Localizable.xcstrings", "en.lproj"]))
            #expect(try Self.names(in: "Project", of: folder) == Self.scalars([Self.decomposed]))
        }
    }
}
