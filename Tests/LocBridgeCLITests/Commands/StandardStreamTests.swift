import Foundation
import Testing

/// The built binary with standard output on a full disk (`/dev/full`): the command finishes its work,
/// says on standard error that its output is incomplete, and exits 70 (it used to trap in
/// `FileHandle.write`, killing an export half-way).
@Suite struct StandardStreamTests {
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try MergeCommandGitDriverTests.locbridgeBinary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardOutput = full
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
}
