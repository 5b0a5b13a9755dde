extension StringCatalog {
    /// How the catalog spells `language` (`LanguageTag.same`: `DE` for `de`): its source language, or a
    /// localization's tag, `language` itself when some entry has that; else `language`. An export to one
    /// language takes every catalog's translations, whichever way each spells it.
    func spelling(of language: String) -> String {
        if LanguageTag.same(language, sourceLanguage) { return sourceLanguage }
        // Most catalogs spell it as asked, in their first entry: no set of every tag is made then.
        if strings.values.contains(where: { $0.localizations?[language] != nil }) { return language }
        var tags: Set<String> = []
        for entry in strings.values { tags.formUnion(entry.localizations?.keys ?? [:].keys) }
        return KeyOrder.sorted(Array(tags.filter { LanguageTag.same($0, language) })).first ?? language
    }
}

extension StringCatalog {
    /// The catalog with each localization named as `other` spells its language (`DE` → `de`), so that
    /// merging the two never puts a second spelling of one language beside the first, which export
    /// refuses. A tag `other` lacks stays as it is; of two tags that become one, the one already spelled
    /// so wins.
    func respellingLanguages(as other: StringCatalog) -> StringCatalog {
        var tags: Set<String> = []
        for entry in strings.values { tags.formUnion(entry.localizations?.keys ?? [:].keys) }
        var spellings: [String: String] = [:]
        for tag in tags {
            let spelling = other.spelling(of: tag)
            if spelling != tag { spellings[tag] = spelling }
        }
        guard !spellings.isEmpty else { return self }
        var copy = self
        for (key, entry) in strings {
            guard let localizations = entry.localizations, localizations.keys.contains(where: { spellings[$0] != nil }) else { continue }
            var respelled: [String: Localization] = [:]
            for (tag, localization) in localizations {
                let target = spellings[tag] ?? tag
                if respelled[target] == nil || tag == target { respelled[target] = localization }
            }
            copy.strings[key]?.localizations = respelled
        }
        return copy
    }
}
