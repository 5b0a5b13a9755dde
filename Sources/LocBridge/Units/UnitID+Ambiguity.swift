/// Keys that hold the separator `|==|` (FORMATS.md §2, "Id grammar"). Xcode exports and imports
/// `plain|==|word` and `varied|==|key|==|plural.one`, but ignores on import a key whose text after `|==|`
/// reads as a variation path (`x|==|plural.one`), and crashes exporting one that equals another key's
/// variation id. So a key is refused only when one of its ids would read back as another key or path.
extension UnitID {
    /// The first id export would write for `key` that reads back as something else, with what it reads
    /// as; nil when every id reads back as written.
    ///
    /// Tried: the plain id (a key's shape changes between languages and imports, and export writes a
    /// plain unit for a plain translation of a varying text), and one id per variation path of the
    /// entry's localizations. The categories and devices export adds per language are plain words, which
    /// read back as the entry's own do. A key without `|==|` always reads back: the only separators in
    /// its ids are the one export writes and those overlapping its end (`a|==|==|plural.one`).
    /// Same-text collisions need no separate test: of two keys writing one id, one reads back wrong.
    static func misreadID(of key: String, entry: CatalogEntry?) -> (written: UnitID, read: UnitID)? {
        guard containsSeparator(key) else { return nil }
        var paths: [[UnitPathStep]] = [[]]
        var seen: Set<[UnitPathStep]> = [[]]
        let localizations = entry?.localizations ?? [:]
        for language in KeyOrder.sorted(Array(localizations.keys)) {
            for leaf in localizations[language]!.translationLeaves where seen.insert(leaf.path).inserted {
                paths.append(leaf.path)
            }
        }
        for path in paths {
            let written = UnitID(key: key, path: path)
            let read = UnitID(parsing: written.description)
            if read != written { return (written, read) }
        }
        return nil
    }

    /// How messages say what a misread id reads as: `its XLIFF id "x|==|plural.one" would read back as
    /// the plural.one variation of the key "x"`.
    static func misreading(_ written: UnitID, as read: UnitID) -> String {
        let place = read.path.isEmpty ? "" : "the \(Diagnostic.quotedIfNeeded(TranslationLeaf(path: read.path).place)) variation of "
        return "its XLIFF id \(Diagnostic.quoted(written.description)) would read back as \(place)the key \(Diagnostic.quoted(read.key))"
    }
}
