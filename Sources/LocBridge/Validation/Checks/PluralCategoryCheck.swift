/// `plural-categories`: the forms of one plural variation against the language's CLDR cardinal
/// categories, as `PluralRules.categories(for:)` gives them (FORMATS.md §5, with Xcode's adjustment).
enum PluralCategoryCheck {
    /// Reports required categories that `present` lacks (error) and categories the language never uses
    /// (warning). `zero` is never reported as unused: Xcode lets every language spell out the zero case.
    /// A language without CLDR rules is not checked (its fallback `one, other` is a guess). `variable`
    /// names a legacy `.stringsdict` entry's variable, which stands where `variation` would. A finding
    /// lists the forms it names (`plural.few`) as its variations. A plural chosen by an integer
    /// (`integer`, see `isChosenByInteger`) need not have the forms only fractions select (Czech `many`).
    static func compare(_ present: Set<PluralCategory>, language: String, integer: Bool, line: Int, key: String,
                        variation: [UnitPathStep], variable: String? = nil, into collector: inout FindingCollector) {
        let lookup = PluralRules.categories(for: language)
        guard lookup.matchedLanguage != nil else { return }
        let required = lookup.required(integer: integer)
        let names = required.map(\.rawValue)
        let missing = required.filter { !present.contains($0) }
        if !missing.isEmpty {
            collector.add(.pluralCategories, .error,
                          CheckMessages.missingPluralForms(missing.map(\.rawValue), language: language, required: names),
                          line: line, key: key, language: language, variation: variation, variable: variable,
                          listing: forms(missing, of: variation, variable: variable))
        }
        let unused = present.filter(lookup.neverUses)
        if !unused.isEmpty {
            // CLDR order for real categories, then anything else alphabetically.
            let ordered = unused.sorted { a, b in
                let left = PluralCategory.cldrOrder.firstIndex(of: a) ?? .max
                let right = PluralCategory.cldrOrder.firstIndex(of: b) ?? .max
                return left != right ? left < right : a.rawValue < b.rawValue
            }
            collector.add(.pluralCategories, .warning,
                          CheckMessages.unusedPluralForms(ordered.map(\.rawValue), language: language,
                                                          required: lookup.categories.map(\.rawValue)),
                          line: line, key: key, language: language, variation: variation, variable: variable,
                          listing: forms(ordered, of: variation, variable: variable))
        }
    }

    /// Whether a plural is chosen by an integer, as its forms' texts show: every number they format is an
    /// integer (`%lld`), and there is one. A substitution's forms show `%arg`: its `formatSpecifier` counts.
    /// Forms that print no number (`soubor`, `soubory`) do not tell: then `source`, the source's text for
    /// that place, does.
    static func isChosenByInteger(_ texts: [String], formatSpecifier: String? = nil, source: String? = nil) -> Bool {
        func numbers(_ texts: [String]) -> [FormatSpecifier.Kind] {
            texts.flatMap(FormatSpecifiers.parse).map(\.kind).filter { [.int, .int64, .double, .longDouble].contains($0) }
        }
        var found = numbers(texts + (formatSpecifier.map { ["%" + $0] } ?? []))
        if found.isEmpty, let source { found = numbers([source]) }
        return !found.isEmpty && found.allSatisfy { $0 == .int || $0 == .int64 }
    }

    /// The source's text for the plural at `path` (its `other` form, as export falls back to it; the key
    /// where the source language has no localization).
    static func sourceText(at path: [UnitPathStep], in source: Localization?, key: String) -> String? {
        guard let source else { return key }
        return SubstitutionContext.counterpart(of: (path + [.plural(.other)])[...], in: source)?.stringUnit?.value
    }

    /// A form that a plural chosen by an integer never shows (Czech `many`, for fractions only), left
    /// untranslated: the export offers it, as Xcode does, but it is neither counted nor reported.
    static func isUnneeded(_ unit: TranslationUnit, status: LeafStatus, fractionOnly: [PluralCategory],
                           plurals: IntegerPlurals) -> Bool {
        guard status == .untranslated, !fractionOnly.isEmpty, case .plural(let category)? = unit.id.path.last,
              fractionOnly.contains(category) else { return false }
        return plurals.isChosenByInteger(unit)
    }

    /// The forms' paths; none for a `.stringsdict` variable, whose forms have no path (the variable is listed).
    private static func forms(_ categories: [PluralCategory], of variation: [UnitPathStep], variable: String?) -> [[UnitPathStep]] {
        variable == nil ? categories.map { variation + [.plural($0)] } : []
    }
}

/// Which plurals among some units are chosen by an integer, decided as `plural-categories` decides it:
/// from their forms' texts, else from the source (QA: a form's source alone counted Czech `many` under
/// `%lld` forms as untranslated, while `plural-categories` said it was not needed).
struct IntegerPlurals {
    /// By the plural's id: its key and the path above its forms.
    private var integer: [UnitID: Bool] = [:]

    /// Only plurals of a language with forms for fractions only are looked at (none otherwise).
    init(_ units: some Sequence<TranslationUnit>, fractionOnly: [PluralCategory]) {
        guard !fractionOnly.isEmpty else { return }
        var texts: [UnitID: [String]] = [:]
        var sources: [UnitID: String] = [:]
        for unit in units {
            guard case .plural? = unit.id.path.last else { continue }
            let plural = UnitID(key: unit.id.key, path: Array(unit.id.path.dropLast()))
            if let target = unit.target, !target.isEmpty { texts[plural, default: []].append(target) }
            if sources[plural] == nil { sources[plural] = unit.source }
        }
        for (plural, source) in sources {
            integer[plural] = PluralCategoryCheck.isChosenByInteger(texts[plural] ?? [], source: source)
        }
    }

    /// For a form of one of the units' plurals (made with the same `fractionOnly`).
    func isChosenByInteger(_ unit: TranslationUnit) -> Bool {
        integer[UnitID(key: unit.id.key, path: Array(unit.id.path.dropLast()))] ?? false
    }
}
