/// `plural-categories`: the forms of one plural variation against the language's CLDR cardinal
/// categories, as `PluralRules.categories(for:)` gives them (FORMATS.md §5, with Xcode's adjustment).
enum PluralCategoryCheck {
    /// Reports required categories that `present` lacks (error) and categories the language never uses
    /// (warning). `zero` is never reported as unused: Xcode lets every language spell out the zero case.
    /// A language without CLDR rules is not checked (its fallback `one, other` is a guess). `variable`
    /// names a legacy `.stringsdict` entry's variable, which stands where `variation` would. A finding
    /// lists the forms it names (`plural.few`) as its variations.
    static func compare(_ present: Set<PluralCategory>, language: String, line: Int, key: String,
                        variation: [UnitPathStep], variable: String? = nil, into collector: inout FindingCollector) {
        let lookup = PluralRules.categories(for: language)
        guard lookup.matchedLanguage != nil else { return }
        let required = lookup.categories
        let names = required.map(\.rawValue)
        let missing = required.filter { !present.contains($0) }
        if !missing.isEmpty {
            collector.add(.pluralCategories, .error,
                          CheckMessages.missingPluralForms(missing.map(\.rawValue), language: language, required: names),
                          line: line, key: key, language: language, variation: variation, variable: variable,
                          listing: forms(missing, of: variation, variable: variable))
        }
        let unused = present.filter { !required.contains($0) && $0 != .zero }
        if !unused.isEmpty {
            // CLDR order for real categories, then anything else alphabetically.
            let ordered = unused.sorted { a, b in
                let left = PluralCategory.cldrOrder.firstIndex(of: a) ?? .max
                let right = PluralCategory.cldrOrder.firstIndex(of: b) ?? .max
                return left != right ? left < right : a.rawValue < b.rawValue
            }
            collector.add(.pluralCategories, .warning,
                          CheckMessages.unusedPluralForms(ordered.map(\.rawValue), language: language, required: names),
                          line: line, key: key, language: language, variation: variation, variable: variable,
                          listing: forms(ordered, of: variation, variable: variable))
        }
    }

    /// The forms' paths; none for a `.stringsdict` variable, whose forms have no path (the variable is listed).
    private static func forms(_ categories: [PluralCategory], of variation: [UnitPathStep], variable: String?) -> [[UnitPathStep]] {
        variable == nil ? categories.map { variation + [.plural($0)] } : []
    }
}
