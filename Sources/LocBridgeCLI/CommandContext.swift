import Foundation
import LocBridge

/// What a running command may use: the injected I/O and a diagnostic printer bound to its stderr.
struct CommandContext: Sendable {
    /// How much a command prints besides its results and its errors (`--quiet`, `--verbose`).
    enum Verbosity: Sendable { case quiet, normal, verbose }

    var io: CLIIO
    var diagnostics: DiagnosticPrinter
    var verbosity: Verbosity = .normal {
        didSet { diagnostics.minimumSeverity = verbosity == .quiet ? .error : .note }
    }

    init(io: CLIIO) {
        self.io = io
        self.diagnostics = DiagnosticPrinter(io: io)
    }

    /// Writes one line of a command's report (summaries, per-file lines) to standard output; `--quiet`
    /// leaves it out, the exit status still tells.
    func output(_ line: String) {
        guard verbosity != .quiet else { return }
        io.writeStdout(line + "\n")
    }

    /// Prints a diagnostic that makes the exit status non-zero (a merge conflict, a unit import did not
    /// place, what `review --check` would mark): also under `--quiet`, whatever its severity, which
    /// promises that the exit status still tells and so must show why.
    func printFailing(_ diagnostic: Diagnostic) {
        var printer = diagnostics
        printer.minimumSeverity = .note
        printer.print(diagnostic)
    }

    /// Writes a line of detail to standard error, only with `--verbose`.
    func detail(_ line: String) {
        guard verbosity == .verbose else { return }
        io.writeStderr(line + "\n")
    }

    /// Writes text to standard output as is (help pages end with their own newline).
    func outputText(_ text: String) {
        io.writeStdout(text)
    }

    /// Keeps `value` alive until the process exits, when it is about to (`CLIIO.exitsAfterCommand`).
    /// Exiting gives the memory back at once; freeing a large model first, object by object, touches all
    /// of it again: 0.3 s of a 4 s migrate of 40 languages × 20,000 keys.
    func keepUntilExit(_ value: Any) {
        guard io.exitsAfterCommand else { return }
        KeptUntilExit.lock.withLock { KeptUntilExit.values.append(value) }
    }

    /// The path to open for `path` as the user typed it: absolute paths as they are, relative ones
    /// against `io.currentDirectory` (never the process's own working folder, so tests stay in-process).
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = io.currentDirectory.hasSuffix("/") ? String(io.currentDirectory.dropLast()) : io.currentDirectory
        return base + "/" + path
    }

    /// One spelling per file, symbolic links followed, so that a file two paths reach (`L.xcstrings .`,
    /// or a link beside the file it leads to) is read once.
    func identity(of path: String) -> String { RealPath.identity(of: resolve(path)) }
}

/// What `keepUntilExit` holds: never read again, only kept referenced. (NSLock rather than `Mutex`,
/// which needs macOS 15.)
private enum KeptUntilExit {
    static let lock = NSLock()
    nonisolated(unsafe) static var values: [Any] = []
}
