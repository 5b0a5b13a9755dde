import Foundation
import LocBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything the CLI touches outside its arguments, injected so tests can run commands in-process.
///
/// File contents are still read and written through the library (paths are resolved against
/// `currentDirectory`); only the streams, the terminal check, the environment and the working folder are
/// values here.
public struct CLIIO: Sendable {
    /// Receives text for standard output, exactly as it should appear (callers add the newlines).
    public var writeStdout: @Sendable (String) -> Void
    /// Receives text for standard error, exactly as it should appear (callers add the newlines).
    public var writeStderr: @Sendable (String) -> Void
    /// Whether standard error is a terminal; colour is used only then (DESIGN.md "CLI conventions").
    public var stderrIsTerminal: Bool
    /// The process environment (`NO_COLOR`, `TERM`, …).
    public var environment: [String: String]
    /// The folder relative paths are resolved against; absolute.
    public var currentDirectory: String
    /// Why the working folder could not be read (`currentDirectory` is then empty): every command stops
    /// with this error rather than resolve relative paths against `/`.
    public var currentDirectoryError: CurrentFolderError?
    /// True when the process exits right after the command: commands then leave their large models
    /// allocated instead of freeing them object by object (`CommandContext.keepUntilExit`). False for
    /// in-process callers, such as the tests, which would otherwise keep every model they ran.
    public var exitsAfterCommand = false
    /// Whether `path` is the file or stream standard output goes to (`/dev/stdout`, or the file it is
    /// redirected to): a result meant for it is then written through `writeStdout`, into the stream as
    /// the shell opened it (`>>` appends), not over the file. False for every path unless set.
    public var isStandardOutput: @Sendable (String) -> Bool = { _ in false }

    /// Creates an I/O value from its parts.
    public init(writeStdout: @escaping @Sendable (String) -> Void,
                writeStderr: @escaping @Sendable (String) -> Void,
                stderrIsTerminal: Bool,
                environment: [String: String],
                currentDirectory: String) {
        self.writeStdout = writeStdout
        self.writeStderr = writeStderr
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The real process: file descriptors 1 and 2 (`StandardStream`), `isatty(2)`, the process environment and working folder.
    public static var standard: CLIIO {
        var io = CLIIO(
            writeStdout: { StandardStream.output.write($0) },
            writeStderr: { StandardStream.error.write($0) },
            stderrIsTerminal: isatty(2) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: ""
        )
        switch CurrentFolder.path() {
        case .success(let path): io.currentDirectory = path
        case .failure(let error): io.currentDirectoryError = error
        }
        io.exitsAfterCommand = true
        io.isStandardOutput = { path in
            var file = stat(), output = stat()
            return stat(path, &file) == 0 && fstat(1, &output) == 0 && file.st_dev == output.st_dev && file.st_ino == output.st_ino
        }
        return io
    }
}
