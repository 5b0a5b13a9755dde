import Foundation
import Testing

/// The built binary in a working folder whose path is longer than Foundation's 1 KB buffer for it:
/// relative paths used to resolve against `/` there, so `format` rewrote another file than the named one.
@Suite struct CurrentFolderTests {
    /// Runs `process` to its end; what it wrote to stdout and stderr together.
    static func output(of process: Process) throws -> String {
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test func relativePathsResolveInALongWorkingFolder() throws {
        try TemporaryFolder.with { folder in
            let deep = (0..<6).map { _ in String(repeating: "d", count: 200) }.joined(separator: "/")
            let catalog = "{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {},\n    \"version\": \"1.0\"\n}\n"
            try folder.write(catalog, to: deep + "/L.xcstrings")
            // The same relative path from the root: the file a wrong resolution would rewrite.
            let decoy = String(folder.path.dropFirst()) + "/" + deep + "/L.xcstrings"
            try folder.write(catalog, to: deep + "/" + decoy)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: try MergeCommandGitDriverTests.locbridgeBinary())
            process.arguments = ["format", decoy]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path + "/" + deep)
            let text = try Self.output(of: process)

            #expect(process.terminationStatus == 0)
            #expect(text == "formatted \(decoy)\n1 of 1 catalog reformatted\n")
            #expect(try folder.read(deep + "/" + decoy) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
            #expect(try folder.read(deep + "/L.xcstrings") == catalog)
        }
    }

    /// In a working folder that was removed, the version, usage and help texts are still given; a command
    /// that reads or writes files stops (QA: every one stopped with exit 70).
    @Test func aRemovedWorkingFolderStopsOnlyCommandsThatNeedIt() throws {
        try TemporaryFolder.with { folder in
            let binary = try MergeCommandGitDriverTests.locbridgeBinary()
            func run(_ arguments: String) throws -> (status: Int32, output: String) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "mkdir gone && cd gone && rmdir ../gone && exec \"$0\" \(arguments)", binary]
                process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
                let text = try Self.output(of: process)
                return (process.terminationStatus, text)
            }
            #expect(try run("--version").status == 0)
            #expect(try run("help export").status == 0)
            #expect(try run("stats --help").status == 0)
            #expect(try run("").status == 64)
            // Usage errors are said as anywhere.
            let mistyped = try run("check --werorr L.xcstrings")
            #expect(mistyped.status == 64)
            #expect(mistyped.output.contains("did you mean '--werror'?"), "\(mistyped.output)")
            let stats = try run("stats /L.xcstrings")
            #expect(stats.status == 70)
            #expect(stats.output == "error: cannot tell the current folder (No such file or directory): it was removed; run locbridge "
                + "from an existing folder\n", "\(stats.output)")
        }
    }
}
