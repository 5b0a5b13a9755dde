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
