/// Imports a translator's XLIFF into a catalog: the merge policy of FORMATS.md §3.
///
/// In short: a unit whose target equals what the catalog holds changes nothing; finished translations
/// are written (as `needs_review` when their `<source>` changed since export); drafts only fill empty
/// slots; missing or empty-and-stateless targets never erase; unknown ids are reported, never invented;
/// targets whose format specifiers differ from the source are refused. Variations the translator adds
/// (a Russian `few`, a `device.mac`) are created the way Xcode writes them, with positions converted
/// back (`%1$#@x@` → `%#@x@`, `%1$lld` → `%arg`).
public enum Merge {
    /// Applies the units of one XLIFF `<file>` (its `target-language`) to `catalog`.
    ///
    /// Never throws: problems become diagnostics in the report, and a refused or unknown unit leaves
    /// the catalog untouched for that unit. Plain units are applied before variations, and in each
    /// finished translations before drafts, so the result does not depend on the order of the units;
    /// diagnostics follow the order of the units.
    /// The caller decides whether to save: FORMATS.md §3.6 asks not to when `report.refused > 0`.
    ///
    /// - Parameters:
    ///   - catalogPath: how the catalog is named in messages (the path as the user gave it).
    ///   - knownSources: shared by the `<file>`s merged into one catalog, so that each `<source>` is
    ///     checked against the catalog once, not once per language.
    public static func apply(_ file: XLIFFFile, to catalog: inout StringCatalog, catalogPath: String,
                             knownSources: KnownSources = KnownSources()) -> MergeReport {
        var none: [UnitID: EarlierChange] = [:]
        return apply(file, to: &catalog, catalogPath: catalogPath, earlier: &none, knownSources: knownSources)
    }

    /// `apply` for one of several inputs of an import: `earlier` holds the units the inputs before it
    /// changed in this catalog and language (see `CatalogMerger.earlier`), and gets this one's.
    /// `knownSources` carries the `<source>`s found current from one `<file>` of the catalog to the next.
    /// `sourceEdits`: the keys whose source text a source-language input before it changed (`CatalogMerger.sourceEdits`);
    /// `reviewMarked`: those whose translation in this language that change marked `needs_review`, as it was before.
    static func apply(_ file: XLIFFFile, to catalog: inout StringCatalog, catalogPath: String,
                      earlier: inout [UnitID: EarlierChange], knownSources: KnownSources = KnownSources(),
                      sourceEdits: [String: SourceLocation] = [:], sourceBefore: [String: CatalogEntry] = [:],
                      reviewMarked: [String: Localization] = [:]) -> MergeReport {
        let units = file.packedUnits
        var merger = CatalogMerger(catalog: catalog, language: file.targetLanguage, units: units, catalogPath: catalogPath,
                                   knownSources: knownSources)
        merger.sourceEdits = sourceEdits
        merger.sourceBefore = sourceBefore
        merger.reviewMarked = reviewMarked
        // Moved in and out, not copied: a copy per `<file>` made an XLIFF of many small `<file>`s for one
        // catalog cost time in the square of their number.
        swap(&merger.earlier, &earlier)
        // Plain units before variations, finished ones before drafts in each: a variation the translator
        // added splits the plain translation it meets, and a tool that moved the plain unit after it
        // would otherwise have the split (and its warning) name a text the same file then replaces, or
        // find its plain draft facing variations it cannot replace (QA). The more specific unit, applied
        // later, wins where both reach one slot (a plain unit and its `other` form).
        var plainDrafts: [Int] = []
        var variations: [Int] = []
        var variationDrafts: [Int] = []
        for index in 0..<units.count {
            switch (units.records[index].id.path.isEmpty, units.isDraft(index)) {
            case (true, false): merger.merge(index, into: &catalog)
            case (true, true): plainDrafts.append(index)
            case (false, false): variations.append(index)
            case (false, true): variationDrafts.append(index)
            }
        }
        for index in plainDrafts + variations + variationDrafts {
            merger.merge(index, into: &catalog)
        }
        // Forms of a substitution whose text came later: that text is in now, or will not be.
        merger.isLastPass = true
        for index in merger.waiting {
            merger.merge(index, into: &catalog)
        }
        swap(&merger.earlier, &earlier)
        // A branch an input only kept the old text in belongs to the next input that translates it.
        // A finished text that replaced an earlier input's draft is what later inputs are judged against.
        earlier.merge(merger.made) { first, second in first.yields || (first.isDraft && !second.isDraft) ? second : first }
        var report = merger.finish()
        report.add(refusals: file.refusals)
        return report
    }
}
