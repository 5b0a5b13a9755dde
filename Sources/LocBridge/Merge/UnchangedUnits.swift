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
    /// The key looked up last, its entry, and its localizations in `language` and the source language: a
    /// key's variations are consecutive units. Kept as properties and read in place (a tuple returned
    /// per unit copied them, retaining and releasing each of their texts).
    private var lastKey: String?
    private var entry = CatalogEntry()
    private var localization: Localization?
    private var source: Localization?
    /// Whether `source` was looked up for `lastKey` (only when a source has to be compared).
    private var sourceLooked = false
    /// Sources already found to be the catalog's, in this file or an earlier one of the import.
    let knownSources: KnownSources

    init(language: String, knownSources: KnownSources = KnownSources()) {
        self.language = language
        self.knownSources = knownSources
    }

    /// Forgets the last lookup: before a change to the catalog (which it would also make copy the entry).
    mutating func forget() {
        lastKey = nil
        entry = CatalogEntry()
        localization = nil
        source = nil
        sourceLooked = false
    }

    mutating func verdict(_ index: Int, in units: PackedUnits, catalog: StringCatalog) -> UnchangedVerdict? {
        let record = units.records[index]
        let hasTarget = record.target.exists || record.targetSet >= 0
        // A target for a text not to be translated may be a translator's change that is not imported:
        // `change(for:)` compares it and says so.
        guard record.translate else { return hasTarget ? nil : .notTranslatable }
        guard CatalogMerger.pathProblem(record.id, in: catalog) == nil, lookUp(record.id.key, in: catalog) else { return nil }
        guard entry.shouldTranslate != false else { return hasTarget ? nil : .notTranslatable }
        guard hasTarget else { return .emptySkipped }
        // Phrases are compared by `change(for:)`.
        guard record.targetSet < 0, let held = localization?.descendant(at: record.id.path[...])?.stringUnit,
              holds(held.value, record, in: units, entry: entry, localization: localization, catalog: catalog) else { return nil }
        // A translation that came back for an older source text is the translator's answer to that text:
        // `change(for:)` compares with the export and marks it.
        guard language == catalog.sourceLanguage || sourceIsCurrent(index, record, in: units, catalog: catalog) else { return nil }
        // A reviewer who marks an unchanged `needs_review` (or `new`) text as finished confirms it (a change),
        // as does one who drops `leveraged-mt` from a machine translation: `translated` alone is a person's word.
        if held.state == .needsReview || held.state == .new || held.state == .machineTranslated, record.state.exists,
           ImportedState(xliffState: units.string(record.state), qualifier: units.string(record.stateQualifier))
            == .translation(.translated) { return nil }
        // A reviewer's `needs-*` on a finished translation is noted by `change(for:)`.
        if held.state != .new, held.state != .needsReview, record.state.exists,
           units.withBytes(record.state, { $0.starts(with: "needs-".utf8) }) { return nil }
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

    /// Whether the unit's `<source>` is the catalog's: known from an earlier unit with the same id and
    /// source, or compared now (and then known).
    private mutating func sourceIsCurrent(_ index: Int, _ record: PackedUnits.Record, in units: PackedUnits,
                                          catalog: StringCatalog) -> Bool {
        let hash = units.idAndSourceHash(index)
        if knownSources.contains(hash) { return true }
        if !sourceLooked {
            source = entry.localizations?[catalog.sourceLanguage]
            sourceLooked = true
        }
        guard sourceMatches(record, in: units, entry: entry, source: source, catalog: catalog) else { return false }
        knownSources.insert(hash)
        return true
    }

    /// Whether the unit's `<source>` is what an export of the catalog gives for its id, decided from the
    /// source localization where that is plain to see (the key when there is none; the exporter's
    /// fallbacks for forms and devices the source lacks; substitution placeholders in the catalog's form).
    /// False sends the unit to `change(for:)`, which compares with the exported unit itself.
    private func sourceMatches(_ record: PackedUnits.Record, in units: PackedUnits, entry: CatalogEntry,
                               source: Localization?, catalog: StringCatalog) -> Bool {
        guard record.sourceSet < 0, record.source.exists else { return false }
        guard let source else { return units.text(record.source, equals: record.id.key) }
        let path = record.id.path
        guard let value = SubstitutionContext.counterpart(of: path[...], in: source)?.stringUnit?.value else {
            // A form of a substitution the source lacks: the export gives its id, which says nothing of the
            // source text; `change(for:)` asks the text it is part of.
            return false
        }
        guard units.withBytes(record.source, { SubstitutionContext.mayRewrite(utf8: $0, at: path) }) else {
            return units.text(record.source, equals: value)
        }
        // The text back in the catalog's form, from the source's own substitutions (a `SubstitutionContext`
        // would merge a target's in, which here is the source itself).
        guard let text = units.string(record.source) else { return false }
        if let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last] {
            guard let level = SubstitutionContext.counterpart(of: path[..<last], in: source),
                  let substitution = level.substitutions?[name] ?? source.substitutions?[name] else { return false }
            return FormatArguments.collapseArgument(in: text, substitution: substitution) == value
        }
        var scope: [String: Substitution] = [:]
        guard SubstitutionContext.counterpart(of: path[...], in: source, scope: &scope) != nil else { return false }
        return FormatArguments.unpositionSubstitutionReferences(in: text, substitutions: scope) == value
    }

    /// Makes `entry`, `localization` and `source` those of `key`; false when the catalog has no such key.
    private mutating func lookUp(_ key: String, in catalog: StringCatalog) -> Bool {
        if lastKey == key { return true }
        guard let found = catalog.strings[key] else {
            forget()
            return false
        }
        entry = found
        localization = found.localizations?[language]
        source = nil
        sourceLooked = false
        lastKey = key
        return true
    }
}
