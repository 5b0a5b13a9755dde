/// Variations a translator adds where the source says nothing of their text: a `zero` form of a plural
/// source, a device a device-varying source lacks, a form of a text naming substitutions. Once made, the
/// export gives them a `<source>`; the first import judges the file's against that one, as a second
/// import of the same file does, so that the two agree.
extension CatalogMerger {
    /// The `<source>` (and phrases) an export gives the variation `id` once `leaf` is stored there; nil
    /// for the source language (whose file writes the source itself) and where the store fails.
    func sourceOfAddedVariation(_ leaf: FoldedLeaf, at id: UnitID, entry: CatalogEntry, target: Localization?,
                                newSubstitution: (String) -> Substitution, exported: ExportedUnits) -> TranslationUnit? {
        guard language != sourceLanguage, !id.path.isEmpty else { return nil }
        var made = target ?? Localization()
        var replaced: [ReplacedPlainUnit] = []
        do {
            try made.store(leaf, at: id.path[...], newSubstitution: newSubstitution, replaced: &replaced)
        } catch {
            return nil
        }
        // The source alone: the target is the unit's own, which would read as the export's.
        guard let unit = exported.unit(id, entry: entry, target: made) else { return nil }
        return TranslationUnit(id: id, source: unit.source, sourceSet: unit.sourceSet)
    }
}
