/// Looking a language's plural categories up in the generated CLDR table (FORMATS.md §5).
extension PluralRules {
    /// The result of looking a language up.
    public struct Lookup: Hashable, Sendable {
        /// The language's cardinal categories in CLDR order (zero, one, two, few, many, other), after
        /// Xcode's adjustment (no compact-only `many`; FORMATS.md §5).
        public var categories: [PluralCategory]
        /// The CLDR locale that matched, in BCP 47 spelling (`pt`, `pt-PT`, `zh`); `nil` when the language
        /// is unknown and `categories` is the fallback `one, other` (callers should warn).
        public var matchedLanguage: String?
        /// The categories no integer selects, only fractions (Czech `many`).
        public var fractionOnly: [PluralCategory]

        /// Creates a result.
        public init(categories: [PluralCategory], matchedLanguage: String?, fractionOnly: [PluralCategory] = []) {
            self.categories = categories
            self.matchedLanguage = matchedLanguage
            self.fractionOnly = fractionOnly
        }

        /// The forms a plural needs: for one chosen by an integer (`%lld`), not those only fractions select
        /// (which Xcode still offers, and which may stay).
        public func required(integer: Bool) -> [PluralCategory] {
            integer ? categories.filter { !fractionOnly.contains($0) } : categories
        }

        /// Whether the app never shows `category` in this language. `zero` is every language's to spell
        /// out (Xcode offers it), and the compact-only `many` Xcode leaves out (French) is still chosen for
        /// a million, so a translator's `many` there is shown.
        public func neverUses(_ category: PluralCategory) -> Bool {
            guard category != .zero, !categories.contains(category) else { return false }
            return !(category == .many && matchedLanguage.map(PluralRules.compactManyOmitted.contains) == true)
        }
    }

    /// What an unknown language gets: `one, other`, with no match.
    static let unknownLanguage = Lookup(categories: [.one, .other], matchedLanguage: nil)

    /// The table keyed by lower-cased tag, built once.
    private static let index: [String: Lookup] = {
        var index: [String: Lookup] = [:]
        index.reserveCapacity(table.count)
        for (tag, categories) in table {
            index[tag.lowercased()] = Lookup(categories: categories, matchedLanguage: tag, fractionOnly: fractionOnly[tag] ?? [])
        }
        return index
    }()

    /// Cardinal categories of `language` in CLDR order (zero, one, two, few, many, other), as Xcode uses
    /// them for `variations.plural` and for the `plural.CAT` units of an export (FORMATS.md §2, §5).
    ///
    /// Locale fallback: the exact tag first, then subtags dropped from the right: `pt-BR` → `pt`,
    /// `zh-Hant-TW` → `zh-Hant` → `zh`, `sr-Latn` → `sr`. `_` is accepted as a separator and letter case
    /// does not matter (`pt_br`, `EN`). CLDR's own region entries win over their language (`pt-PT` matches
    /// `pt-PT`, not `pt`). An unknown language gets `one, other` with `matchedLanguage` nil.
    public static func categories(for language: String) -> Lookup {
        var subtags = language.lowercased().split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        while !subtags.isEmpty {
            if let found = index[subtags.joined(separator: "-")] {
                return found
            }
            subtags.removeLast()
        }
        return unknownLanguage
    }
}
