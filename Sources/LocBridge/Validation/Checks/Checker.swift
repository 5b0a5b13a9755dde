/// Runs the `CheckRule`s over String Catalogs and XLIFF documents and returns what they find
/// (`locbridge check`). Reads nothing and prints nothing: callers pass parsed values and a path for the
/// findings' locations.
///
/// The rules reuse what import and export use, so the three agree: `CatalogFlattener` gives every leaf
/// of a catalog with its source text exactly as an export would, `PluralFormCheck` (over
/// `FormatSpecifiers.mismatch`) decides format-specifier parity as import does, and
/// `PluralRules.categories(for:)` says which plural forms a language needs.
public struct Checker: Sendable {
    /// Which rules and languages.
    public var configuration: CheckConfiguration

    /// A checker with every rule on for every language, unless `configuration` says otherwise.
    public init(configuration: CheckConfiguration = CheckConfiguration()) {
        self.configuration = configuration
    }
}

/// Gathers the findings of one input, dropping those of disabled rules.
struct FindingCollector {
    let configuration: CheckConfiguration
    let path: String
    /// The XLIFF `<file original>` being checked, named by the findings about its units.
    var original: String?
    private(set) var findings: [Finding] = []

    init(configuration: CheckConfiguration, path: String) {
        self.configuration = configuration
        self.path = path
    }

    /// Adds a finding at `line`; `variation` (when not empty) is named at the start of the message, or
    /// else a `.stringsdict` entry's `variable`. `listing` gives the variations of a finding about several
    /// (`untranslated`), which its message names.
    mutating func add(_ rule: CheckRule, _ severity: Severity, _ message: @autoclosure () -> String, line: Int,
                      key: String?, language: String?, variation: [UnitPathStep] = [], variable: String? = nil,
                      listing: [[UnitPathStep]] = []) {
        guard configuration.isEnabled(rule) else { return }
        let path = variation.isEmpty ? variable : Self.render(variation)
        // The key's own text is "" beside variations (a text naming substitutions, with their forms), and
        // left out alone: a plain text has no variation.
        let listed = (listing.count > 1 ? listing : listing.filter { !$0.isEmpty }).map(Self.render)
        findings.append(Finding(rule: rule, severity: severity, message: path.map { "\($0): " + message() } ?? message(),
                                location: SourceLocation(path: self.path, line: line, column: 1),
                                key: key, language: language, variation: path, variations: listing.isEmpty ? nil : listed,
                                original: original))
    }

    /// The findings in report order.
    var sortedFindings: [Finding] { findings.sorted(by: Finding.areInReportOrder) }

    /// `plural.few`, `device.iphone.plural.one`, `substitutions.tasks`: the id grammar's path (FORMATS.md §2).
    static func render(_ path: [UnitPathStep]) -> String {
        String(UnitID(key: "", path: path).description.dropFirst(UnitID.separator.count))
    }
}
