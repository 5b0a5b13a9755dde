import Foundation
import LocBridge

/// What a running command may use: the injected I/O and a diagnostic printer bound to its stderr.
struct CommandContext: Sendable {
    var io: CLIIO
    var diagnostics: DiagnosticPrinter

    init(io: CLIIO) {
        self.io = io
        self.diagnostics = DiagnosticPrinter(io: io)
    }

    /// Writes one line of results to standard output.
    func output(_ line: String) {
        io.writeStdout(line + "\n")
    }

    /// Writes text to standard output as is (help pages end with their own newline).
    func outputText(_ text: String) {
        io.writeStdout(text)
    }

    /// The path to open for `path` as the user typed it: absolute paths as they are, relative ones
    /// against `io.currentDirectory` (never the process's own working folder, so tests stay in-process).
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = io.currentDirectory.hasSuffix("/") ? String(io.currentDirectory.dropLast()) : io.currentDirectory
        return base + "/" + path
    }
}
