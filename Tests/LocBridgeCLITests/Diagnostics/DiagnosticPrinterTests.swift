import LocBridge
import Testing
@testable import LocBridgeCLI

@Suite struct DiagnosticPrinterTests {
    static let located = Diagnostic(.error, "expected ':' after the key", at: SourceLocation(path: "App/L.xcstrings", line: 4, column: 12),
                                    keyPath: ["strings", "Done"])
    static let warning = Diagnostic(.warning, "unknown version 9.9", at: SourceLocation(path: "L.xcstrings", line: 1, column: 1))
    static let placeless = Diagnostic(.note, "nothing to do")

    static func printer(terminal: Bool, environment: [String: String] = [:]) -> (DiagnosticPrinter, OutputBuffer) {
        let stderr = OutputBuffer()
        let io = CLIIO(writeStdout: { _ in }, writeStderr: stderr.append, stderrIsTerminal: terminal,
                       environment: environment, currentDirectory: "/")
        return (DiagnosticPrinter(io: io), stderr)
    }

    @Test func plainOutputIsTheDiagnosticDescription() {
        let (printer, stderr) = Self.printer(terminal: false)
        printer.print(Self.located)
        printer.print(Self.warning)
        printer.print(Self.placeless)
        #expect(stderr.text == """
            \(Self.located.description)
            L.xcstrings:1:1: warning: unknown version 9.9
            note: nothing to do

            """)
        #expect(Self.located.description.hasPrefix("App/L.xcstrings:4:12: error: "))
    }

    @Test func colouredOutputOnATerminal() {
        let (printer, stderr) = Self.printer(terminal: true, environment: ["TERM": "xterm-256color"])
        printer.print(Self.located)
        printer.print(Self.warning)
        printer.print(Self.placeless)
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        // The located one has a key path, whose wording belongs to the library: take it from there.
        let locatedRest = Self.located.description.dropFirst("App/L.xcstrings:4:12: error: ".count)
        #expect(stderr.text == """
            \(bold)App/L.xcstrings:4:12: \(reset)\u{1B}[1;31merror:\(reset) \(bold)\(locatedRest)\(reset)
            \(bold)L.xcstrings:1:1: \(reset)\u{1B}[1;35mwarning:\(reset) \(bold)unknown version 9.9\(reset)
            \u{1B}[1;36mnote:\(reset) \(bold)nothing to do\(reset)

            """)
    }

    @Test(arguments: [
        (false, [String: String](), false),
        (true, [:], true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),  // no-color.org: only a non-empty value disables colour
        (true, ["TERM": "dumb"], false),
        (false, ["TERM": "xterm"], false),
    ])
    func colourDecision(_ terminal: Bool, _ environment: [String: String], _ expected: Bool) {
        #expect(DiagnosticPrinter.shouldUseColour(stderrIsTerminal: terminal, environment: environment) == expected)
    }
}
