/// One problem `locbridge check` found: which rule, how serious, what to do, and where.
///
/// Rendered compiler-style (DESIGN.md "Every problem has a place"):
/// `path:line:col: error: [rule] message (key "…", language xx)`. Catalog findings point at the line of
/// the key in the `.xcstrings` file (column 1); XLIFF findings at the line of the `<trans-unit>`.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: CheckRule
    /// Error or warning (see `CheckRule.severity` for the exceptions).
    public var severity: Severity
    /// What is wrong and what to do, starting with the variation when there is one (`plural.few: …`).
    public var message: String
    /// The key's line in a catalog, the unit's line in XLIFF; column 1. Nil for a finding about no
    /// file: a language `--languages` names that no input has.
    public var location: SourceLocation?
    /// The catalog key (for XLIFF, the key part of the unit id); nil for a finding about no key.
    public var key: String?
    /// The language the finding is about; nil for findings about the key itself (`ambiguous-key`, `stale`)
    /// or about a unit's id (`duplicate-unit`).
    public var language: String?
    /// The variation path inside the key (`plural.few`, `device.iphone`, `substitutions.tasks`), when
    /// the finding is about one.
    public var variation: String?
    /// Every variation the finding names: `variation`'s one, or each form an `untranslated` or
    /// `needs-review` finding lists (its message names them all). Empty for a plain text.
    public var variations: [String]
    /// For an XLIFF finding about a unit, the `original` of its `<file>`: the catalog or table it is from.
    public var original: String?

    /// A finding from its parts; `variations` defaults to `variation`.
    public init(rule: CheckRule, severity: Severity, message: String, location: SourceLocation?, key: String?,
                language: String? = nil, variation: String? = nil, variations: [String]? = nil, original: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.key = key
        self.language = language
        self.variation = variation
        self.variations = variations ?? variation.map { [$0] } ?? []
        self.original = original
    }

    /// `[rule] message (key "…", language xx)`: the text after `severity: `.
    public var text: String {
        var context = key.map { ["key \(Diagnostic.quoted($0))"] } ?? []
        if let language { context.append("language \(Diagnostic.quotedIfNeeded(language))") }
        return "[\(rule.id)] \(message)" + (context.isEmpty ? "" : " (\(context.joined(separator: ", ")))")
    }

    /// The finding as a diagnostic, for printers that colour and place diagnostics.
    public var diagnostic: Diagnostic { Diagnostic(severity, text, at: location) }

    /// `path:line:col: error: [rule] message (key "…", language xx)`.
    public var description: String { diagnostic.description }
}

extension Finding {
    /// The order findings are reported in: by file, line and column (findings about no file first), then
    /// key (findings about no key first; keys of a one-line catalog share its line), key-wide findings
    /// before per-language ones, languages in Xcode's order, rules in `CheckRule` order, then variation,
    /// errors before warnings, message, and the rest. Total, so the report never depends on the order
    /// the checks met the keys (a dictionary's, which changes from run to run).
    static func areInReportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location {
            guard let left = a.location else { return true }
            guard let right = b.location else { return false }
            if left.path != right.path { return left.path < right.path }
            if left.line != right.line { return left.line < right.line }
            return left.column < right.column
        }
        if a.key != b.key { return precedes(a.key, b.key) }
        if a.language != b.language {
            guard let left = a.language else { return true }
            guard let right = b.language else { return false }
            return KeyOrder.areInIncreasingOrder(left, right)
        }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.variation != b.variation { return precedes(a.variation, b.variation) }
        if a.severity != b.severity { return a.severity > b.severity }
        if a.message != b.message { return precedes(a.message, b.message) }
        if a.original != b.original { return precedes(a.original, b.original) }
        return a.variations.lexicographicallyPrecedes(b.variations) { precedes($0, $1) }
    }

    /// Nil first, then by UTF-8 bytes: `String`'s `<` finds canonically equivalent texts equal.
    private static func precedes(_ a: String?, _ b: String?) -> Bool {
        guard let b else { return false }
        guard let a else { return true }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
