import Foundation

extension LegacyImporter {
    /// Plural forms the import wrote into `.stringsdict` files that their language never uses (`two` in
    /// Russian): the app never shows them. And, as for catalogs (`Importer.finish`), a variable the import
    /// wrote forms of that still lacks a form its language needs (Russian `many`): the app shows `other`
    /// there. Said once per variable, at the first unit of such a form; judged once every input is merged,
    /// so each is said once however many inputs wrote it. `zero` is every language's to spell out, as
    /// Xcode allows.
    func pluralFormProblems() -> [Diagnostic] {
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
            guard !variables.isEmpty else { continue }
            let written = files[index].bytes.flatMap { try? StringsDictReader.read($0, path: files[index].displayPath) }
            for (names, forms) in variables {
                let first = { (among: [(category: PluralCategory, id: String, change: EarlierChange)]) in
                    among.min { ($0.change.location?.line ?? 0, $0.id) < ($1.change.location?.line ?? 0, $1.id) }
                }
                let unused = PluralCategory.cldrOrder.filter { category in
                    rules.neverUses(category) && forms.contains { $0.category == category }
                }
                if !unused.isEmpty, let first = first(forms.filter { unused.contains($0.category) }) {
                    found.append(Diagnostic(.warning, MergeMessages.pluralFormsUnused(
                        key: names[0], id: first.id, language: language, unused: unused.map(\.rawValue),
                        used: rules.categories.map(\.rawValue)), at: first.change.location))
                }
                guard case .plural(let format)? = written?[names[0]]?.rule, let variable = format[variable: names[1]],
                      variable[.other] != nil, let first = first(forms) else { continue }
                let integer = PluralCategoryCheck.isChosenByInteger(variable.forms.map(\.text),
                                                                    formatSpecifier: variable.valueType)
                let required = rules.required(integer: integer)
                let missing = required.filter { variable[$0] == nil }
                guard !missing.isEmpty else { continue }
                found.append(Diagnostic(.warning, MergeMessages.pluralFormsMissing(
                    key: names[0], id: first.id, language: language, missing: missing.map(\.rawValue),
                    required: required.map(\.rawValue)), at: first.change.location))
            }
        }
        return found
    }
}
