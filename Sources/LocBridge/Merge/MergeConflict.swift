/// A member both sides of a three-way catalog merge changed, each in its own way
/// (`CatalogThreeWayMerge`). The merge kept one of the two values and reports the other.
public struct MergeConflict: Hashable, Sendable {
    /// Which side's value the merged catalog holds.
    public enum Side: String, Hashable, Sendable {
        case ours
        case theirs
    }

    /// The key, or nil for a member of the catalog's root (`sourceLanguage`, `version`).
    public var key: String?
    /// Where inside the key (or the root): `de`, `de plural.one`, `comment`,
    /// `de substitutions.count formatSpecifier`; empty for the key as a whole.
    public var member: String
    /// Our value as messages show it: `"Fertig"` for texts, `(deleted)`, `(plural forms)`, `(changed)`.
    public var ours: String
    /// Their value, shown the same way.
    public var theirs: String
    /// The side whose value was kept: ours, unless ours deleted what theirs changed.
    public var kept: Side
    /// The key's 1-based line in the merged catalog (1 for root members).
    public var line: Int

    public init(key: String?, member: String, ours: String, theirs: String, kept: Side, line: Int = 1) {
        self.key = key
        self.member = member
        self.ours = ours
        self.theirs = theirs
        self.kept = kept
        self.line = line
    }

    /// `conflict: "Done" de: ours "Fertig", theirs "Erledigt"; kept ours`.
    public var message: String {
        // Keys and texts are quoted with escapes: a line break or terminal control in one would forge
        // or hide lines of the report.
        var place = key.map(Diagnostic.quoted) ?? ""
        if !member.isEmpty { place += place.isEmpty ? member : " " + member }
        return "conflict: \(place): ours \(ours), theirs \(theirs); kept \(kept.rawValue)"
    }

    /// A warning at the key's line in the merged catalog.
    public func diagnostic(catalogPath: String) -> Diagnostic {
        Diagnostic(.warning, message, at: SourceLocation(path: catalogPath, line: max(line, 1), column: 1))
    }
}

/// How conflicting values are shown in `MergeConflict` messages: texts quoted (`Diagnostic.quoted`),
/// everything else in parentheses.
enum ConflictValue {
    static let deleted = "(deleted)"
    static let changed = "(changed)"

    /// `"Fertig"`, escaped as diagnostics quote texts.
    static func text(_ value: String) -> String { Diagnostic.quoted(value) }

    /// `"Fertig"`, or `"Fertig" (needs_review)` when the state is not `translated`.
    static func unit(_ unit: StringUnit) -> String {
        text(unit.value) + (unit.state == .translated ? "" : " (\(unit.state.rawValue))")
    }

    static func set(_ set: StringSet) -> String {
        "[" + set.values.map(text).joined(separator: ", ") + "]" + (set.state == .translated ? "" : " (\(set.state.rawValue))")
    }

    /// A plain translation as its text; variations and other shapes by what they are.
    static func localization(_ localization: Localization) -> String {
        if localization.variations?.plural != nil { return "(plural forms)" }
        if localization.variations?.device != nil { return "(device variations)" }
        if let unit = localization.stringUnit {
            return localization.substitutions == nil ? self.unit(unit) : self.unit(unit) + " (with substitutions)"
        }
        if let set = localization.stringSet { return self.set(set) }
        return changed
    }

    static func json(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): text(string)
        case .number(let number): number
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array, .object: changed
        }
    }
}
