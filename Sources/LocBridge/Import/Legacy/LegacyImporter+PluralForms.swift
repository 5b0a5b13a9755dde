import Foundation

extension LegacyImporter {
    /// Plural forms the import wrote into `.stringsdict` files that their language never uses (`two` in
    /// Russian): the app never shows them. Said as for catalogs (`Importer.finish`), once per variable, at
    /// the first unit of such a form; judged once every input is merged, so each is said once
    /// however many inputs wrote it. `zero` is every language's to spell out, as Xcode allows.
    func unusedPluralForms() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, units) in changes {
            guard let folderLanguage = languages[index] else { continue }
            // `German.lproj`, `pt_BR.lproj`: the rules and the message take the language's tag.
            let language = LegacyLanguageName.catalogLanguage(folderLanguage)
            let rules = PluralRules.categories(for: language)
            guard rules.matchedLanguage != nil else { continue }
            // Key and variable → the forms this import wrote, with their units.
            var variables: [[String]: [(category: PluralCategory, id: String, change: EarlierChange)]] = [:]
            for (key, change) in units {
                let id = key.text
                guard let parsed = StringsDictUnitID(id), let variable = parsed.variable, let category = parsed.category else { continue }
                variables[[parsed.key, variable], default: []].append((category, id, change))
            }
            for (names, forms) in variables {
                let unused = PluralCategory.cldrOrder.filter { category in
                    rules.neverUses(category) && forms.contains { $0.category == category }
                }
                guard !unused.isEmpty,
                      let first = forms.filter({ unused.contains($0.category) }).min(by: { ($0.change.location?.line ?? 0, $0.id) < ($1.change.location?.line ?? 0, $1.id) })
                else { continue }
                found.append(Diagnostic(.warning, MergeMessages.pluralFormsUnused(
                    key: names[0], id: first.id, language: language, unused: unused.map(\.rawValue),
                    used: rules.categories.map(\.rawValue)), at: first.change.location))
            }
        }
        return found
    }
}
