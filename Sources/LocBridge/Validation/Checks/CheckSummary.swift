/// Counts of findings per rule and severity, for the summary after a check's findings.
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

    /// Counts `findings` (notes are not counted).
    public init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: rules[finding.rule, default: Counts()].errors += 1
            case .warning: rules[finding.rule, default: Counts()].warnings += 1
            case .note: continue
            }
        }
    }

    /// The counts of `rule`, zero when it found nothing.
    public subscript(rule: CheckRule) -> Counts { rules[rule] ?? Counts() }

    /// All error findings.
    public var errors: Int { rules.values.reduce(0) { $0 + $1.errors } }
    /// All warning findings.
    public var warnings: Int { rules.values.reduce(0) { $0 + $1.warnings } }

    /// The rules that found something, in `CheckRule` order.
    public var rulesWithFindings: [CheckRule] { CheckRule.allCases.filter { rules[$0] != nil } }
}
