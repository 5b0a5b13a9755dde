import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `--output` that is not a file: `merge` writes its one result into standard output, a pipe or
/// `/dev/null` (and refuses other devices, saying so); `export` and `migrate`, which write folders,
/// name what stands where the folder must go.
@Suite struct OutputStreamTests {
    typealias Merge = MergeCommandTests
    static let inputs = ["--base", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"]

    static func summary(_ name: String, conflicts: String = "0 conflicts") -> String {
        "merged \(name): 0 keys added, 1 changed, 0 deleted; \(conflicts); 0 translations marked needs_review\n"
    }

    /// The result is the command's output: the summary goes to stderr, so standard output holds only the
    /// catalog; OURS is left alone.
    @Test func standardOutputGetsOnlyTheCatalog() throws {
        try TemporaryFolder.with { folder in
            try Merge.files(folder)
            let result = runCLI(["merge", "--output", "/dev/stdout"] + Self.inputs, currentDirectory: folder.path,
                                standardOutput: "/dev/stdout")
            #expect(result == CLIResult(exitCode: 0, stdout: Merge.merged, stderr: Self.summary("/dev/stdout")))
            #expect(try folder.read("ours.xcstrings") == Merge.ours)

            try folder.write(Merge.conflicting, to: "theirs.xcstrings")
            let conflict = runCLI(["merge", "--output", "/dev/stdout"] + Self.inputs, currentDirectory: folder.path,
                                  standardOutput: "/dev/stdout")
            #expect(conflict == CLIResult(exitCode: 1, stdout: Merge.merged.replacingOccurrences(of: "Erledigt", with: "Fertig"),
                                          stderr: """
                /dev/stdout:4:1: warning: conflict: "Cancel" de: ours "Abbruch", theirs "Stopp"; kept ours
                merged /dev/stdout: 0 keys added, 0 changed, 0 deleted; 1 conflict; 0 translations marked needs_review

                """))
            let quiet = runCLI(["merge", "-q", "--output", "/dev/stdout"] + Self.inputs, currentDirectory: folder.path,
                               standardOutput: "/dev/stdout")
            // -q leaves out the summary, not the conflict that makes the exit status 1.
            #expect(quiet.stdout == Merge.merged.replacingOccurrences(of: "Erledigt", with: "Fertig"))
            #expect(quiet.stderr == "/dev/stdout:4:1: warning: conflict: \"Cancel\" de: ours \"Abbruch\", theirs \"Stopp\"; kept ours\n")
        }
    }

    /// The built binary, with standard output a pipe (`locbridge merge … --output /dev/stdout | jq`) and a
    /// file opened for appending (`>> log`, which is written into, not replaced).
    @Test func theBinaryWritesIntoItsRealStandardOutput() throws {
        let binary = try MergeCommandGitDriverTests.locbridgeBinary()
        try TemporaryFolder.with { folder in
            try Merge.files(folder)
            func run(_ output: Any) throws -> (status: Int32, stderr: String) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = ["merge", "--output", "/dev/stdout"] + Self.inputs
                process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
                let errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                try process.run()
                let piped = (output as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if let piped { #expect(String(decoding: piped, as: UTF8.self) == Merge.merged) }
                return (process.terminationStatus, stderr)
            }
            let piped = try run(Pipe())
            #expect(piped.status == 0 && piped.stderr == Self.summary("/dev/stdout"))

            try folder.write("before\n", to: "log")
            let log = try #require(FileHandle(forWritingAtPath: folder.path + "/log"))
            _ = try log.seekToEnd()
            let appended = try run(log)
            try log.close()
            #expect(appended.status == 0 && appended.stderr == Self.summary("/dev/stdout"))
            #expect(try folder.read("log") == "before\n" + Merge.merged)
            #expect(try folder.read("ours.xcstrings") == Merge.ours)
        }
    }

    /// A named pipe (or `>(…)`) receives the catalog; `/dev/null` discards it (the exit status still
    /// says whether there were conflicts).
    @Test func aPipeOrDevNullIsWrittenInto() throws {
        try TemporaryFolder.with { folder in
            try Merge.files(folder)
            guard mkfifo(folder.path + "/out.fifo", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/bin/sh")
            reader.arguments = ["-c", #"cat "$1/out.fifo" > "$1/copy""#, "sh", folder.path]
            try reader.run()
            let piped = runCLI(["merge", "--output", "out.fifo"] + Self.inputs, currentDirectory: folder.path)
            reader.waitUntilExit()
            #expect(piped == CLIResult(exitCode: 0, stdout: Self.summary("out.fifo"), stderr: ""))
            #expect(try folder.read("copy") == Merge.merged)

            let discarded = runCLI(["merge", "--output", "/dev/null"] + Self.inputs, currentDirectory: folder.path)
            #expect(discarded == CLIResult(exitCode: 0, stdout: Self.summary("/dev/null"), stderr: ""))
            #expect(try folder.read("ours.xcstrings") == Merge.ours)
        }
    }

    @Test func anotherDeviceIsRefusedForWhatItIs() throws {
        try TemporaryFolder.with { folder in
            try Merge.files(folder)
            let result = runCLI(["merge", "--output", "/dev/zero"] + Self.inputs, currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 70, stdout: "", stderr: """
                error: cannot write /dev/zero: is a device other than a terminal or /dev/null; locbridge writes a result only \
                into a file, a pipe, a terminal or /dev/null

                """))
        }
    }

    /// `export` and `migrate` write folders: a pipe or device where the folder must go is named as what it is.
    @Test func folderOutputsNameThePipeOrDeviceInTheirWay() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ExportCommandTests.catalog, to: "App/Localizable.xcstrings")
            guard mkfifo(folder.path + "/out.fifo", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            let export = runCLI(["export", "--languages", "de", "--output", "out.fifo", "App"], currentDirectory: folder.path)
            #expect(export == CLIResult(exitCode: 70, stdout: "", stderr: """
                error: cannot write the export for de: \(folder.path)/out.fifo: cannot create the folder: \(folder.path)/out.fifo \
                is a pipe, not a folder; nothing was written; not written: de

                """))
            let toNull = runCLI(["export", "--languages", "de", "--output", "/dev/null", "App"], currentDirectory: folder.path)
            #expect(toNull.stderr == "error: cannot write the export for de: /dev/null: cannot create the folder: /dev/null is a "
                + "device, not a folder; nothing was written; not written: de\n")

            try folder.write(MigrateCommandTests.en, to: "Legacy/en.lproj/Localizable.strings")
            let migrate = runCLI(["migrate", "--output", "out.fifo", "Legacy"], currentDirectory: folder.path)
            #expect(migrate.exitCode == 70)
            #expect(migrate.stderr.hasSuffix("cannot create the folder: \(folder.path)/out.fifo is a pipe, not a folder\n"),
                    "\(migrate.stderr)")
        }
    }
}
