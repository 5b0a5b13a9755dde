/// Counts of findings per rule and severity, and of what reading the inputs said, for the summary after
/// a check's findings.
public struct CheckSummary: Hashable, Sendable {
    /// Errors and warnings of one rule.
    public struct Counts: Hashable, Sendable {
        /// Findings of severity error.
        public var errors = 0
        /// Findings of severity warning.
        public var warnings = 0

        /// Counts given directly.
        public init(errors: Int = 0, warnings: Int = 0) {
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// Per rule, only rules with findings.
    public private(set) var rules: [CheckRule: Counts] = [:]
    /// The readers' errors and warnings about inputs they read (an XLIFF unit refused for an inline
    /// `<x/>`, flattened markup): printed like findings, and failing the check like them.
    public private(set) var reading = Counts()

    /// Counts `findings` and `readerDiagnostics` (notes are not counted).
    public init(_ findings: [Finding], readerDiagnostics: [Diagnostic] = []) {
        for finding in findings {
            switch finding.severity {
            case .error: rules[finding.rule, default: Counts()].errors += 1
            case .warning: rules[finding.rule, default: Counts()].warnings += 1
            case .note: continue
            }
        }
        for diagnostic in readerDiagnostics {
            switch diagnostic.severity {
            case .error: reading.errors += 1
            case .warning: reading.warnings += 1
            case .note: continue
            }
        }
    }

    /// The counts of `rule`, zero when it found nothing.
    public subscript(rule: CheckRule) -> Counts { rules[rule] ?? Counts() }

    /// All error findings and reader errors.
    public var errors: Int { rules.values.reduce(reading.errors) { $0 + $1.errors } }
    /// All warning findings and reader warnings.
    public var warnings: Int { rules.values.reduce(reading.warnings) { $0 + $1.warnings } }

    /// The rules that found something, in `CheckRule` order.
    public var rulesWithFindings: [CheckRule] { CheckRule.allCases.filter { rules[$0] != nil } }
}
