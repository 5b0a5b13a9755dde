/// The catalog language a `<file>`'s `target-language` (or `source-language`) names. Translation tools
/// rewrite the tag: another casing (`DE`), an underscore (`de_DE`), a region (`de-DE`). Language tags
/// are case-insensitive and use hyphens, so the first two name the catalog's `de`; a region does not,
/// and adds a language, which the import reports.
enum ImportLanguage {
    /// What a tag names in a catalog.
    enum Match: Equatable {
        /// A language the catalog has, spelled as the catalog spells it; `respelled` when the tag
        /// was written differently.
        case existing(String, respelled: Bool)
        /// A language the catalog does not have yet (conventional casing), and the catalog's languages
        /// it extends or that extend it (`de` for `de-DE`).
        case new(String, sameLanguage: [String])

        /// The language the translations go to.
        var language: String {
            switch self {
            case .existing(let language, _), .new(let language, _): language
            }
        }
    }

    static func match(_ tag: String, in catalog: StringCatalog) -> Match {
        if has(tag, catalog) { return .existing(tag, respelled: false) }
        return match(tag, among: languages(of: catalog), sourceLanguage: catalog.sourceLanguage)
    }

    /// What a tag names among `languages` (a catalog's, or the `.lproj` folders of a legacy table). A
    /// regional variant of the source language (`en-GB` for `en`) is an ordinary new language, not
    /// remarked on as one beside its own.
    static func match(_ tag: String, among languages: [String], sourceLanguage: String) -> Match {
        if languages.contains(tag) { return .existing(tag, respelled: false) }
        if let existing = languages.first(where: { LanguageTag.same($0, tag) }) { return .existing(existing, respelled: true) }
        let spelled = LanguageTag.conventionalCasing(tag)
        // `de-DE` beside `de` (or the reverse): one is the other with more subtags, in the same script;
        // `zh-CN` beside `zh-Hans`: the same script named by region. `zh-HK` beside `zh-Hans`, and
        // `sr-Latn` beside `sr` (Cyrillic), are other languages.
        return .new(spelled, sameLanguage: languages.filter {
            !LanguageTag.same($0, sourceLanguage)
                && ((spelled.hasPrefix($0 + "-") || $0.hasPrefix(spelled + "-")) && LanguageTag.sharesLanguage(spelled, $0)
                    || LanguageTag.namesScriptByRegion(spelled, $0))
        }.sorted())
    }

    /// Most catalogs have the tag in their first entry: no set of every language is made then.
    private static func has(_ language: String, _ catalog: StringCatalog) -> Bool {
        language == catalog.sourceLanguage || catalog.strings.values.contains { $0.localizations?[language] != nil }
    }

    static func languages(of catalog: StringCatalog) -> [String] {
        var all: Set<String> = [catalog.sourceLanguage]
        for entry in catalog.strings.values { all.formUnion(entry.localizations?.keys ?? [:].keys) }
        return all.sorted()
    }
}
