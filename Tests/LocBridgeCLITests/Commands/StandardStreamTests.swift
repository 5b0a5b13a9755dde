import Foundation
import Testing

/// The built binary with standard output on a full disk (`/dev/full`) or a pipe nobody reads: the
/// command finishes its work, says on standard error that its output is incomplete, and exits 70 (it
/// used to trap in `FileHandle.write`, or die by SIGPIPE, killing an export half-way).
@Suite struct StandardStreamTests {
    /// Runs the binary with standard output on `/dev/full`, or on a pipe nobody reads (`closedPipe`).
    static func run(_ arguments: [String], in folder: String, closedPipe: Bool = false) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try MergeCommandGitDriverTests.locbridgeBinary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        if closedPipe {
            let output = Pipe()
            try output.fileHandleForReading.close()
            process.standardOutput = output
        } else {
            process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        }
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static let incomplete = "error: could not write to standard output (No space left on device): the command's output is incomplete\n"

    @Test func aFullDiskIsAnErrorNotACrash() throws {
        let samples = MergeCommandGitDriverTests.packageRoot + "/Samples"
        let result = try Self.run(["stats", "TodoApp"], in: samples)
        #expect(result.status == 70)
        #expect(result.stderr == Self.incomplete)
    }

    @Test func anExportStillWritesEveryLanguage() throws {
        try TemporaryFolder.with { folder in
            let samples = MergeCommandGitDriverTests.packageRoot + "/Samples"
            let result = try Self.run(["export", "-v", "--project-root", samples, "--output", folder.path, samples + "/TodoApp"],
                                      in: folder.path)
            #expect(result.status == 70)
            #expect(result.stderr.hasSuffix(Self.incomplete))
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(written == ["ar.xliff", "ja.xliff", "ru.xliff", "zh-Hans.xliff"])
        }
    }

    /// A caller that ignores SIGPIPE (as this test process now does, and the binary inherits) hears of a
    /// reader that went away as of any failed write; the export is still whole. (With SIGPIPE at its
    /// default, the binary ends by it once the files are written.)
    @Test func aClosedPipeLeavesTheExportWhole() throws {
        signal(SIGPIPE, SIG_IGN)
        try TemporaryFolder.with { folder in
            let samples = MergeCommandGitDriverTests.packageRoot + "/Samples"
            let result = try Self.run(["export", "--project-root", samples, "--output", folder.path, samples + "/TodoApp"],
                                      in: folder.path, closedPipe: true)
            #expect(result.status == 70)
            #expect(result.stderr == "error: could not write to standard output (Broken pipe): the command's output is incomplete\n")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(written == ["ar.xliff", "ja.xliff", "ru.xliff", "zh-Hans.xliff"])
        }
    }
}
