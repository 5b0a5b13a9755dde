import Foundation
import Testing
@testable import LocBridgeCLI

/// `--project-root` through a symbolic link and the inputs by their real paths, or the reverse (macOS's
/// `/tmp` is `/private/tmp`): the files are inside the root, so `<file original>` is the path from it,
/// not `../real/…`, and the same import takes the export back.
@Suite struct ExportProjectRootLinkTests {
    /// `real/App/Localizable.xcstrings`, the legacy table `real/App/{en,de}.lproj/L.strings`, and `link` → `real`.
    static func withLinkedProject(_ body: (TemporaryFolder) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "real/App/Localizable.xcstrings")
            try folder.write("\"Title\" = \"Title\";\n", to: "real/App/en.lproj/L.strings")
            try folder.write("\"Title\" = \"Titel\";\n", to: "real/App/de.lproj/L.strings")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "real")
            try body(folder)
        }
    }

    static func originals(_ xliff: String) -> [String] {
        xliff.split(separator: "\n").filter { $0.contains("<file ") }.map { String($0.split(separator: "\"")[1]) }
    }

    /// Both ways, the catalog's `original` is `App/Localizable.xcstrings`, and importing the export
    /// with the same root finds it inside.
    @Test func aCatalogIsNamedFromTheRootEitherWay() throws {
        try Self.withLinkedProject { folder throws in
            let cases = [("link", folder.path + "/real/App/Localizable.xcstrings"), ("real", "link/App/Localizable.xcstrings"),
                         (folder.path + "/link", "real/App/Localizable.xcstrings")]
            for (index, (root, catalog)) in cases.enumerated() {
                let output = "out\(index)"
                let result = runCLI(["export", "--languages", "de", "--project-root", root, "--output", output, catalog],
                                    currentDirectory: folder.path)
                #expect(result == CLIResult(exitCode: 0, stdout: "de: \(output)/de.xliff — 1 file, 2 units, 1 untranslated\n",
                                            stderr: ""))
                #expect(try folder.read(output + "/de.xliff") == ExportCommandTests.expectedGerman)
                let imported = runCLI(["import", "--dry-run", "--project-root", root, output + "/de.xliff"], currentDirectory: folder.path)
                #expect(imported == CLIResult(exitCode: 0, stdout: """
                    \(root)/App/Localizable.xcstrings [de]: 1 unchanged, 1 empty
                    dry run: 0 catalogs would change

                    """, stderr: ""))
            }
        }
    }

    /// Legacy tables, searched or named by their files, are named from the root the same way.
    @Test func aLegacyTableIsNamedFromTheRootEitherWay() throws {
        try Self.withLinkedProject { folder throws in
            for (root, path) in [("link", "real/App"), ("real", "link/App"), ("link", "real/App/en.lproj/L.strings")] {
                let result = runCLI(["export", "--languages", "de", "--project-root", root, "--output", "out", path],
                                    currentDirectory: folder.path)
                #expect(result.exitCode == 0)
                #expect(result.stderr == "")
                let expected = path.hasSuffix(".strings") ? ["App/en.lproj/L.strings"] : ["App/en.lproj/L.strings", "App/Localizable.xcstrings"]
                #expect(Self.originals(try folder.read("out/de.xliff")) == expected)
            }
        }
    }

    /// An `.xcloc` bundle takes them: their copies go to `Source Contents/App/…`, inside the bundle.
    @Test func anXclocBundleTakesThem() throws {
        try Self.withLinkedProject { folder throws in
            let result = runCLI(["export", "--xcloc", "--languages", "de", "--project-root", "link", "--output", "out",
                                 folder.path + "/real/App"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: "de: out/de.xcloc — 2 files, 3 units, 1 untranslated\n", stderr: ""))
            let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/out/de.xcloc/Source Contents").sorted()
            #expect(sources == ["App", "App/Localizable.xcstrings", "App/en.lproj", "App/en.lproj/L.strings"])
        }
    }
}
