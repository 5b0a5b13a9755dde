/// How a unit that plainly changes nothing is counted.
enum UnchangedVerdict: Sendable {
    case notTranslatable, emptySkipped, unchanged
}

/// Finds, from a packed unit's bytes and without making the unit, whether it plainly changes nothing:
/// not translatable, without a target, or with a text the catalog already holds. That is most units of
/// a re-import. Every other unit is left to `CatalogMerger.change(for:)` (nil), whose first steps these
/// follow; a unit found here would be counted the same way there.
struct UnchangedUnits {
    let language: String
    /// The entry of the key looked up last, and its localizations in `language` and the source language:
    /// a key's variations are consecutive units.
    private var last: (key: String, entry: CatalogEntry, localization: Localization?, source: Localization?)?

    init(language: String) { self.language = language }

    /// Forgets the last lookup: before a change to the catalog (which it would also make copy the entry).
    mutating func forget() { last = nil }

    mutating func verdict(_ record: PackedUnits.Record, in units: PackedUnits, catalog: StringCatalog) -> UnchangedVerdict? {
        guard record.translate else { return .notTranslatable }
        guard CatalogMerger.pathProblem(record.id, in: catalog) == nil,
              let (entry, localization, source) = lookUp(record.id.key, in: catalog) else { return nil }
        guard entry.shouldTranslate != false else { return .notTranslatable }
        guard record.target.exists || record.targetSet >= 0 else { return .emptySkipped }
        // Phrases are compared by `change(for:)`.
        guard record.targetSet < 0, let held = localization?.descendant(at: record.id.path[...])?.stringUnit,
              holds(held.value, record, in: units, entry: entry, localization: localization, catalog: catalog) else { return nil }
        // A translation that came back for an older source text is the translator's answer to that text:
        // `change(for:)` compares with the export and marks it.
        guard language == catalog.sourceLanguage
                || sourceMatches(record, in: units, entry: entry, source: source, catalog: catalog) else { return nil }
        // A reviewer who marks an unchanged `needs_review` text as finished confirms it (a change).
        if held.state == .needsReview, record.state.exists,
           ImportedState(xliffState: units.string(record.state)) == .translation(.translated) { return nil }
        return .unchanged
    }

    /// Whether `value` is the target in the catalog's form. Compared as bytes where the form is the
    /// text itself: equal bytes are equal strings, and other texts are left to `change(for:)`.
    private func holds(_ value: String, _ record: PackedUnits.Record, in units: PackedUnits, entry: CatalogEntry,
                       localization: Localization?, catalog: StringCatalog) -> Bool {
        let path = record.id.path
        guard units.withBytes(record.target, { SubstitutionContext.mayRewrite(utf8: $0, at: path) }) else {
            return units.text(record.target, equals: value)
        }
        let context = SubstitutionContext(entry: entry, sourceLanguage: catalog.sourceLanguage, target: localization, path: path)
        guard let text = units.string(record.target), case .text(let form) = context.catalogForm(of: .text(text)) else { return false }
        return form == value
    }

    /// Whether the unit's `<source>` is what an export of the catalog gives for its id, decided from the
    /// source localization where that is plain to see (the key when there is none; the exporter's
    /// fallbacks for forms and devices the source lacks; substitution placeholders in the catalog's form).
    /// False sends the unit to `change(for:)`, which compares with the exported unit itself.
    private func sourceMatches(_ record: PackedUnits.Record, in units: PackedUnits, entry: CatalogEntry,
                               source: Localization?, catalog: StringCatalog) -> Bool {
        guard record.sourceSet < 0, record.source.exists else { return false }
        guard let source else { return units.text(record.source, equals: record.id.key) }
        guard let value = SubstitutionContext.counterpart(of: record.id.path[...], in: source)?.stringUnit?.value else { return false }
        let path = record.id.path
        guard units.withBytes(record.source, { SubstitutionContext.mayRewrite(utf8: $0, at: path) }) else {
            return units.text(record.source, equals: value)
        }
        let context = SubstitutionContext(entry: entry, sourceLanguage: catalog.sourceLanguage, target: source, path: path)
        guard let text = units.string(record.source), case .text(let form) = context.catalogForm(of: .text(text)) else { return false }
        return form == value
    }

    private mutating func lookUp(_ key: String, in catalog: StringCatalog)
        -> (entry: CatalogEntry, localization: Localization?, source: Localization?)? {
        if let last, last.key == key { return (last.entry, last.localization, last.source) }
        guard let entry = catalog.strings[key] else { return nil }
        let localization = entry.localizations?[language]
        let source = entry.localizations?[catalog.sourceLanguage]
        last = (key, entry, localization, source)
        return (entry, localization, source)
    }
}
