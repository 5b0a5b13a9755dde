import Foundation
@testable import LocBridgeCLI

/// Collects what a command writes to one stream.
final class OutputBuffer: @unchecked Sendable {
    // A lock because `CLIIO`'s sinks are `@Sendable`; tests run commands on one thread, but the type
    // must not rely on that.
    private let lock = NSLock()
    private var storage = ""

    func append(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// The outcome of one in-process `locbridge` run.
struct CLIResult: Equatable {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

/// Runs `locbridge ARGUMENTS` in-process with captured streams.
/// `currentDirectory` defaults to a folder that does not exist, so a test that forgets to set it cannot
/// touch real files. `standardOutput`: a path that stands for the captured standard output
/// (`CLIIO.isStandardOutput`), as `/dev/stdout` does for the real one.
func runCLI(_ arguments: [String], currentDirectory: String = "/nonexistent-locbridge-test-cwd",
            stderrIsTerminal: Bool = false, environment: [String: String] = [:], standardOutput: String? = nil) -> CLIResult {
    let stdout = OutputBuffer()
    let stderr = OutputBuffer()
    var io = CLIIO(writeStdout: stdout.append, writeStderr: stderr.append, stderrIsTerminal: stderrIsTerminal,
                   environment: environment, currentDirectory: currentDirectory)
    if let standardOutput { io.isStandardOutput = { $0 == standardOutput } }
    let code = LocBridgeCLI.run(arguments: arguments, io: io)
    return CLIResult(exitCode: code, stdout: stdout.text, stderr: stderr.text)
}
