import LocBridge

/// Prints diagnostics compiler-style (`path:line:column: error: message (at key path)`) to standard error.
///
/// Colour follows clang and swiftc: bold location and message, red `error:`, magenta `warning:`, cyan
/// `note:`. It is used only when standard error is a terminal and `NO_COLOR` is not set
/// (https://no-color.org: any non-empty value disables colour) and `TERM` is not `dumb`.
struct DiagnosticPrinter: Sendable {
    /// Whether escape sequences are written.
    var usesColour: Bool
    /// Less severe diagnostics are not printed (`--quiet` prints errors only).
    var minimumSeverity: Severity = .note
    private var write: @Sendable (String) -> Void

    init(io: CLIIO) {
        self.usesColour = Self.shouldUseColour(stderrIsTerminal: io.stderrIsTerminal, environment: io.environment)
        self.write = io.writeStderr
    }

    /// The colour decision, on its own so tests can check every combination.
    static func shouldUseColour(stderrIsTerminal: Bool, environment: [String: String]) -> Bool {
        guard stderrIsTerminal else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Writes one diagnostic and a newline.
    func print(_ diagnostic: Diagnostic) {
        guard diagnostic.severity >= minimumSeverity else { return }
        write(render(diagnostic) + "\n")
    }

    /// Writes a line of plain text (hints, notes without a place) to standard error.
    func printLine(_ text: String) {
        write(text + "\n")
    }

    /// The diagnostic's line without the newline; exactly `diagnostic.description` when colour is off.
    ///
    /// Colour is laid over the library's own text (location, then severity, then the rest), so the
    /// coloured and plain forms cannot drift apart when the library changes its wording.
    func render(_ diagnostic: Diagnostic) -> String {
        let plain = diagnostic.description
        guard usesColour else { return plain }
        var rest = Substring(plain)
        var text = ""
        if let location = diagnostic.location {
            let prefix = "\(location): "
            guard rest.hasPrefix(prefix) else { return plain }
            text += ANSI.bold + prefix + ANSI.reset
            rest = rest.dropFirst(prefix.count)
        }
        let severity = "\(diagnostic.severity.rawValue): "
        guard rest.hasPrefix(severity) else { return plain }
        text += ANSI.colour(for: diagnostic.severity) + severity.dropLast() + ANSI.reset + " "
        text += ANSI.bold + rest.dropFirst(severity.count) + ANSI.reset
        return text
    }
}

/// The few SGR escape sequences the printer uses.
enum ANSI {
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"

    /// Bold plus the severity's colour, as compilers print the severity word.
    static func colour(for severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
