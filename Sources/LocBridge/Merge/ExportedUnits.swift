/// The exporter's units for the catalog as it was before the import, one id at a time. Only the
/// localizations in `language` change during a merge, so only those are kept as they were, when a
/// key's is first replaced: keeping a copy of the whole catalog made every merge copy its dictionary.
struct ExportedUnits {
    let language: String
    private let flattener: CatalogFlattener
    /// The localization in `language` of each key changed so far, as it was (nil: it had none).
    private var before: [String: Localization?] = [:]

    init(sourceLanguage: String, language: String) {
        self.language = language
        flattener = CatalogFlattener(catalog: StringCatalog(sourceLanguage: sourceLanguage), language: language)
    }

    /// Call before changing `key`'s localization in `language`.
    mutating func keep(_ key: String, from catalog: StringCatalog) {
        if before[key] == nil { before[key] = .some(catalog.strings[key]?.localizations?[language]) }
    }

    func unit(_ id: UnitID, in catalog: StringCatalog) -> TranslationUnit? {
        guard let entry = catalog.strings[id.key] else { return nil }
        let target = before[id.key] ?? entry.localizations?[language]
        return flattener.unit(forKey: id.key, entry: entry, target: target, at: id.path)
    }

    /// The unit an export gives for `id` were the key's localization in `language` `target`.
    func unit(_ id: UnitID, entry: CatalogEntry, target: Localization) -> TranslationUnit? {
        flattener.unit(forKey: id.key, entry: entry, target: target, at: id.path)
    }
}
