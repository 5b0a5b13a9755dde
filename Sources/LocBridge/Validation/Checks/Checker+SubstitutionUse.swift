/// `substitution-mismatch` for substitutions no text names (FORMATS.md §1: a substitution goes with a
/// `stringUnit` whose value names it). Without any text Xcode does not compile the localization (an
/// import that loses the text leaves that shape); a substitution no text names is shown nowhere.
extension Checker {
    /// Each level of `localization` with substitutions (its top, each device and plural branch).
    func checkSubstitutionsNamed(_ localization: Localization, at path: [UnitPathStep], key: String, line: Int,
                                 language: String, into collector: inout FindingCollector) {
        for device in (localization.variations?.device ?? [:]).keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            checkSubstitutionsNamed(localization.variations!.device![device]!, at: path + [.device(device)], key: key,
                                    line: line, language: language, into: &collector)
        }
        for category in (localization.variations?.plural ?? [:]).keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            checkSubstitutionsNamed(localization.variations!.plural![category]!, at: path + [.plural(category)], key: key,
                                    line: line, language: language, into: &collector)
        }
        guard let substitutions = localization.substitutions, !substitutions.isEmpty else { return }
        let names = substitutions.keys.sorted()
        guard localization.stringUnit != nil || localization.variations?.device != nil || localization.variations?.plural != nil else {
            collector.add(.substitutionMismatch, .error, CheckMessages.substitutionsWithoutText(names, language: language),
                          line: line, key: key, language: language, variation: path + [.substitution(names[0])])
            return
        }
        // The texts' names once, not once per substitution (a text naming thousands took minutes).
        let namedByTexts = localization.namedSubstitutions
        for name in names where !namedByTexts.contains(name) && !CatalogMerger.names(name, in: localization) {
            collector.add(.substitutionMismatch, .warning, CheckMessages.substitutionNotNamed(name, language: language),
                          line: line, key: key, language: language, variation: path + [.substitution(name)])
        }
    }
}
