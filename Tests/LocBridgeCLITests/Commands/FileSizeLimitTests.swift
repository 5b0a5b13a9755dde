import Foundation
import Testing

/// The built binary under a shell's file size limit (`ulimit -f`): a write that goes past it fails with
/// "File too large" and is reported (exit 70), instead of SIGXFSZ ending the process with a temporary
/// file left behind; and a command that replaces several files changes none of them (QA: an import wrote
/// the first catalog, then died on the second).
@Suite struct FileSizeLimitTests {
    /// Runs the binary in `folder` under `ulimit -f blocks` (dash counts 512-byte blocks).
    static func run(_ arguments: [String], in folder: String, blocks: Int) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", try MergeCommandGitDriverTests.locbridgeBinary()] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText)
    }

    /// Every file under `path`, with its bytes.
    static func contents(of path: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in FileManager.default.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
            files[name] = isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
        }
        return files
    }

    /// The sample's two catalogs both change (the first target, in InfoPlist.xcstrings, edited here);
    /// the second (31 KB) goes past a 16-block limit, the first (3 KB) does not: neither is written.
    @Test func anImportPastTheLimitWritesNoCatalog() throws {
        try TemporaryFolder.with { folder in
            try FileManager.default.copyItem(atPath: MergeCommandGitDriverTests.packageRoot + "/Samples", toPath: folder.path + "/Samples")
            let project = folder.path + "/Samples"
            let xliff = try folder.read("Samples/Translations/ru.xliff")
            let target = try #require(xliff.range(of: "<target state=\"translated\">"))
            try folder.write(xliff.replacingCharacters(in: target, with: "<target state=\"translated\">Z"), to: "Samples/Translations/ru.xliff")
            let before = try Self.contents(of: project)
            let result = try Self.run(["import", "Translations/ru.xliff"], in: project, blocks: 16)
            #expect(result.status == 70)
            #expect(result.stderr == "error: cannot write TodoApp/Localizable.xcstrings: File too large; nothing was written; "
                + "not written: TodoApp/InfoPlist.xcstrings, TodoApp/Localizable.xcstrings\n")
            #expect(result.stdout.hasSuffix("0 catalogs written\n"))
            #expect(try Self.contents(of: project) == before)
            // Without the limit, both are written.
            let again = try Self.run(["import", "Translations/ru.xliff"], in: project, blocks: 100_000)
            #expect(again.status == 0)
            #expect(again.stdout.hasSuffix("2 catalogs written: TodoApp/InfoPlist.xcstrings, TodoApp/Localizable.xcstrings\n"))
        }
    }

    /// A migration past the limit writes nothing, and removes the folders it made for `--output`.
    @Test func aMigrationPastTheLimitLeavesNoFolder() throws {
        try TemporaryFolder.with { folder in
            try FileManager.default.copyItem(atPath: MergeCommandGitDriverTests.packageRoot + "/Samples/Legacy", toPath: folder.path + "/Legacy")
            let before = try Self.contents(of: folder.path)
            let result = try Self.run(["migrate", "--output", "out/new", "Legacy/Tickr"], in: folder.path, blocks: 4)
            #expect(result.status == 70)
            #expect(result.stderr == "error: cannot write out/new/Localizable.xcstrings: File too large\n")
            #expect(result.stdout == "stopped: 0 catalogs written, 0 unchanged; not written: out/new/Localizable.xcstrings\n")
            #expect(try Self.contents(of: folder.path) == before)
        }
    }

    /// An export past the limit says which language could not be written, and leaves no temporary file.
    @Test func anExportPastTheLimitLeavesNoTemporaryFile() throws {
        try TemporaryFolder.with { folder in
            let samples = MergeCommandGitDriverTests.packageRoot + "/Samples"
            let result = try Self.run(["export", "--project-root", samples, "--output", "out", samples + "/TodoApp"],
                                      in: folder.path, blocks: 8)
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("error: cannot write the export for ar: "))
            #expect(result.stderr.hasSuffix("/out/ar.xliff: File too large; nothing was written; not written: ar, ja, ru, zh-Hans\n"))
            #expect(try Self.contents(of: folder.path) == ["out": Data()])
        }
    }
}
