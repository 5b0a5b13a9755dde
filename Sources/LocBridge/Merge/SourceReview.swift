/// Marks translations for review when the source text they translate changed (DESIGN.md: "a catalog
/// merge for source changes (translations of a key whose source text changed become `needs_review`)").
///
/// The rule, for every key that exists in both the older catalog (the base) and the newer one:
/// - the key's **source text** is its source-language localization taken leaf by leaf
///   (`TranslationLeaf`: the plain unit, every plural and device form, every substitution form, every
///   string set), or the key itself when it has no source-language localization (FORMATS.md §2: the
///   key is then the `<source>`). States are not compared, only texts;
/// - when any leaf differs (changed, added or removed), the source changed. Then every translation of
///   the key (one language's localization) is marked: **all** its `translated` leaves become
///   `needs_review`, not only the form whose source changed, because plural forms do not map one to one
///   across languages (a change to English `one` can concern Russian `one`, `few` and `many`);
/// - except a translation that itself changed since the base (text, state or shape): it was written,
///   or reviewed, against the new source;
/// - leaves already `new` or `needs_review` (or in a state locbridge does not know) stay as they are.
///
/// Keys only in the newer catalog are new, not changed; keys only in the base are gone. The source
/// languages are each catalog's own `sourceLanguage`.
public enum SourceReview {
    /// Applies the rule to `catalog`, comparing it with `base` (the same catalog at an older version).
    /// Never throws: the report lists every key whose source changed, with the languages marked.
    public static func apply(base: StringCatalog, to catalog: inout StringCatalog) -> SourceReviewReport {
        let edited = catalog
        return markStaleTranslations(in: &catalog, base: base, editors: [edited])
    }

    /// The rule for a result built from several edited versions of `base` (a three-way merge), form by
    /// form: a translated form is left alone when an editor whose source text is the result's changed
    /// it to what the result holds; the others are marked (unchanged ones, and ones changed only by an
    /// editor that kept the old source or changed it to a text the result does not have, or whose
    /// change lost a conflict). With one editor, `catalog` itself, this is `apply`.
    ///
    /// A key every editor added (none in the base, or no base at all) with different source texts is
    /// judged against the source of an editor the result does not follow: translations only that editor
    /// wrote translate a text the result does not have.
    static func markStaleTranslations(in catalog: inout StringCatalog, base: StringCatalog?,
                                      editors: [StringCatalog]) -> SourceReviewReport {
        var changes: [SourceChange] = []
        for (key, entry) in catalog.strings {
            let before: [TranslationLeaf], baseEntry: CatalogEntry?
            let after = sourceLeaves(of: entry, key: key, sourceLanguage: catalog.sourceLanguage)
            if let base, let found = base.strings[key] {
                // Most keys: the same source localization, so the same texts.
                if base.sourceLanguage == catalog.sourceLanguage,
                   found.localizations?[base.sourceLanguage] == entry.localizations?[catalog.sourceLanguage] { continue }
                (before, baseEntry) = (sourceLeaves(of: found, key: key, sourceLanguage: base.sourceLanguage), found)
            } else if editors.count > 1, let other = addedWithOtherSource(key, by: editors, than: after) {
                (before, baseEntry) = (other, nil)
            } else {
                continue
            }
            guard before != after else { continue }
            // The versions whose source is the result's; their own edits of a translation were made
            // against it. A version that changed the source otherwise (its change lost a conflict, or
            // the other side changed other forms) wrote its translations for a text the result lacks.
            let sourceEditors = editors.compactMap { editor -> CatalogEntry? in
                guard let edited = editor.strings[key],
                      sourceLeaves(of: edited, key: key, sourceLanguage: editor.sourceLanguage) == after else { return nil }
                return edited
            }
            var marked: [String] = []
            var updated = entry
            for language in KeyOrder.sorted(Array(entry.localizations?.keys ?? [:].keys))
            where language != catalog.sourceLanguage {
                guard let translation = entry.localizations?[language], translation.hasTranslatedLeaf else { continue }
                let old = baseEntry?.localizations?[language]
                let written = sourceEditors.compactMap { $0.localizations?[language] }
                var reviewed = translation
                // Form by form: a form stays when a source editor wrote it as the result has it (a merge
                // may hold that editor's `other` beside the other side's `one`, written for the old text).
                reviewed.markTranslatedLeavesNeedingReview { path in
                    let now = translation.descendant(at: path[...])
                    let before = Self.leaf(at: path, in: old)
                    return written.contains { editor in
                        let form = Self.leaf(at: path, in: editor)
                        return form?.stringUnit == now?.stringUnit && form?.stringSet == now?.stringSet
                            && (form?.stringUnit != before?.stringUnit || form?.stringSet != before?.stringSet)
                    }
                }
                guard reviewed != translation else { continue }
                updated.localizations![language] = reviewed
                marked.append(language)
            }
            if !marked.isEmpty { catalog.strings[key] = updated }
            let (old, new) = differingLeaves(before, after)
            changes.append(SourceChange(key: key, line: entry.line, before: old, after: new, markedLanguages: marked))
        }
        KeyOrder.sort(&changes) { $0.key }
        return SourceReviewReport(changes: changes)
    }

    /// The leaf at `path`; for the `other` branch of a split a merge made of a plain translation
    /// (`ThreeWayMerger.liftedToSplit`), that plain translation, which stands for it.
    private static func leaf(at path: [UnitPathStep], in localization: Localization?) -> Localization? {
        if let found = localization?.descendant(at: path[...]) { return found }
        guard let localization, localization.variations == nil, path == [.device(.other)] || path == [.plural(.other)] else { return nil }
        return localization
    }

    /// For a key every editor has added: the source text of one whose text is not `after`, if any.
    private static func addedWithOtherSource(_ key: String, by editors: [StringCatalog], than after: [TranslationLeaf]) -> [TranslationLeaf]? {
        var other: [TranslationLeaf]?
        for editor in editors {
            guard let entry = editor.strings[key] else { return nil }
            let leaves = sourceLeaves(of: entry, key: key, sourceLanguage: editor.sourceLanguage)
            if leaves != after, other == nil { other = leaves }
        }
        return other
    }

    /// The key's source text leaf by leaf: its source-language localization's leaves, or the key itself
    /// when there is no such localization (or it holds no text).
    public static func sourceLeaves(of entry: CatalogEntry, key: String, sourceLanguage: String) -> [TranslationLeaf] {
        let leaves = entry.localizations?[sourceLanguage]?.translationLeaves ?? []
        return leaves.isEmpty ? [TranslationLeaf(path: [], text: key)] : leaves
    }

    /// The leaves of `before` that are not in `after` unchanged, and the reverse, each in its order.
    static func differingLeaves(_ before: [TranslationLeaf], _ after: [TranslationLeaf]) -> ([TranslationLeaf], [TranslationLeaf]) {
        let old = Dictionary(before.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        return (before.filter { new[$0.identity] != $0 }, after.filter { old[$0.identity] != $0 })
    }
}

/// What `SourceReview` found in one catalog.
public struct SourceReviewReport: Hashable, Sendable {
    /// Every key whose source text changed, in Xcode's key order, whether or not a translation was
    /// marked.
    public var changes: [SourceChange]

    public init(changes: [SourceChange] = []) {
        self.changes = changes
    }

    /// Translations (key × language) marked `needs_review`.
    public var markedTranslations: Int { changes.reduce(0) { $0 + $1.markedLanguages.count } }

    /// Keys with at least one translation marked.
    public var markedKeys: Int { changes.count { !$0.markedLanguages.isEmpty } }

    /// Whether the catalog was changed.
    public var changedCatalog: Bool { markedTranslations > 0 }

    /// One note per key with marked translations, at the key's line in `catalogPath`, in line order
    /// (key order for keys of equal line):
    /// `App/L.xcstrings:12:1: note: "Done" (de, fr): source changed "Done" → "Finished"; marked needs_review`.
    /// - Parameter applied: false for a dry run (`--check`): "would be marked".
    public func diagnostics(catalogPath: String, applied: Bool = true) -> [Diagnostic] {
        changes.enumerated()
            .filter { !$0.element.markedLanguages.isEmpty }
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map { $0.element.diagnostic(catalogPath: catalogPath, applied: applied) }
    }
}

/// One key whose source text changed, and the translations marked for it.
public struct SourceChange: Hashable, Sendable {
    public var key: String
    /// The key's 1-based line in the catalog the report is about (0 when unknown).
    public var line: Int
    /// The old texts of the source leaves that changed or went away.
    public var before: [TranslationLeaf]
    /// The new texts of the source leaves that changed or were added.
    public var after: [TranslationLeaf]
    /// The languages whose translation was marked `needs_review`, in Xcode's key order; empty when
    /// every translation had changed too, or was not `translated`.
    public var markedLanguages: [String]

    public init(key: String, line: Int, before: [TranslationLeaf], after: [TranslationLeaf], markedLanguages: [String]) {
        self.key = key
        self.line = line
        self.before = before
        self.after = after
        self.markedLanguages = markedLanguages
    }

    /// `"Done" → "Finished"`, `plural.one "%lld item" → plural.one "%lld file"`; `(none)` for no leaf.
    public var summary: String {
        func list(_ leaves: [TranslationLeaf]) -> String {
            leaves.isEmpty ? "(none)" : leaves.map(\.rendered).joined(separator: ", ")
        }
        return "\(list(before)) → \(list(after))"
    }

    /// `"Done" (de, fr): source changed "Done" → "Finished"; marked needs_review`.
    public func message(applied: Bool = true) -> String {
        "\(Diagnostic.quoted(key)) (\(markedLanguages.map(Diagnostic.quotedIfNeeded).joined(separator: ", "))): source changed \(summary); "
            + (applied ? "marked needs_review" : "would be marked needs_review")
    }

    /// The note at the key's line.
    public func diagnostic(catalogPath: String, applied: Bool = true) -> Diagnostic {
        Diagnostic(.note, message(applied: applied), at: SourceLocation(path: catalogPath, line: max(line, 1), column: 1))
    }
}
