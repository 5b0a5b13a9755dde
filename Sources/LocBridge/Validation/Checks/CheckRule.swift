/// A check that `locbridge check` runs over catalogs and XLIFF, named by a stable id: the id appears in
/// every finding (`[format-specifiers]`), in `--json` output and in `--disable ID`, so it never changes.
///
/// Cases are listed in the order the summary reports them.
public enum CheckRule: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    /// A translation consumes other arguments than its source (FORMATS.md §3.5): count, type or
    /// position of `%@`/`%lld`/`%1$@`, or a `%#@NAME@` substitution reference. Plural forms may drop the
    /// count or use their `other` form's arguments, exactly as `locbridge import` allows.
    case formatSpecifiers = "format-specifiers"
    /// App Intents placeholders (`${name}`, `AppIntentsPlaceholders`) a translation lacks, or has that its
    /// source has not; an App Shortcut phrase without `${applicationName}` where every source phrase has
    /// it. Only for texts whose source has one; exactly what `locbridge import` refuses.
    case placeholders
    /// A plural variation lacks a category the language's CLDR rules require (error), or has one the
    /// language never uses (warning); FORMATS.md §5.
    case pluralCategories = "plural-categories"
    /// A key (or some of its variations) has no translation in a language.
    case untranslated
    /// A translation is marked for review (`needs_review`, XLIFF `needs-review-*`).
    case needsReview = "needs-review"
    /// A key Xcode no longer finds in the code (`extractionState: stale`).
    case stale
    /// A translation's `substitutions` lack one its text uses, or disagree with the source's
    /// `argNum`/`formatSpecifier` (FORMATS.md §1); a localization with substitutions but no text (which
    /// does not compile); a substitution no text names (warning).
    case substitutionMismatch = "substitution-mismatch"
    /// A finished translation that is empty or only whitespace while the source is not.
    case emptyTranslation = "empty-translation"
    /// A source text that is empty or only whitespace: the app shows nothing, and translators have
    /// nothing to translate (its translations are not checked against it).
    case emptySource = "empty-source"
    /// A translation identical to its source text.
    case sameAsSource = "same-as-source"
    /// Leading or trailing whitespace (line breaks included) that differs from the source's.
    case whitespace
    /// A key containing `|==|`, the separator of XLIFF variation ids, followed by text that reads as a
    /// variation path (`x|==|plural.one`), so that an id of it reads back as another key's (FORMATS.md
    /// §2); in XLIFF, an id whose text after `|==|` is no path, for a key the `<file>` has.
    case ambiguousKey = "ambiguous-key"
    /// Two units with the same id in one XLIFF `<file>`.
    case duplicateUnit = "duplicate-unit"
    /// What export refuses in a catalog: a text XML cannot carry (a control character) or too long for
    /// XLIFF readers, or a language the catalog spells two ways (`de` and `DE`).
    case unexportable

    /// The stable id, e.g. `format-specifiers`.
    public var id: String { rawValue }

    /// The id.
    public var description: String { rawValue }

    /// The rule with this id, or nil.
    public init?(id: String) { self.init(rawValue: id) }

    /// What the rule finds, in one line (for `--help`).
    public var summary: String {
        switch self {
        case .formatSpecifiers: "format specifiers (%@, %lld, %1$@, %#@name@) differ from the source's"
        case .placeholders: "App Intents ${name} placeholders missing or unknown (App Shortcut phrases: ${applicationName})"
        case .pluralCategories: "plural forms the language needs are missing (warning: forms it never uses)"
        case .untranslated: "no translation (error for languages named by --languages)"
        case .needsReview: "translation marked needs review (error for languages named by --languages)"
        case .stale: "key no longer found in the code (extractionState stale)"
        case .substitutionMismatch: "substitution missing, its argNum/formatSpecifier differ from the source's, or no text names it"
        case .emptyTranslation: "translation empty or only whitespace"
        case .emptySource: "source text empty or only whitespace (its translations are not checked against it)"
        case .sameAsSource: "translation identical to the source text"
        case .whitespace: "leading/trailing whitespace or line breaks differ from the source's"
        case .ambiguousKey: "key whose XLIFF id reads back as another key or variation (x|==|plural.one); malformed XLIFF id"
        case .duplicateUnit: "two XLIFF units with the same id in one <file>"
        case .unexportable: "what export refuses: a control character XML cannot carry, a text too long, a language spelled two ways (de, DE) or not a tag"
        }
    }

    /// The rule's usual severity. Exceptions: `plural-categories` warns about forms a language never
    /// uses, `substitution-mismatch` about a substitution no text names; `untranslated` and `needs-review`
    /// are errors for languages named by `--languages`.
    public var severity: Severity {
        switch self {
        case .formatSpecifiers, .placeholders, .pluralCategories, .substitutionMismatch, .emptyTranslation, .ambiguousKey, .duplicateUnit,
             .unexportable:
            .error
        case .untranslated, .needsReview, .stale, .emptySource, .sameAsSource, .whitespace:
            .warning
        }
    }

    /// Position in `allCases`: the order summaries and sorted findings use.
    var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// Compares by position in `allCases`.
    public static func < (lhs: CheckRule, rhs: CheckRule) -> Bool { lhs.rank < rhs.rank }
}
