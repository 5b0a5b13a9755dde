/// Where a unit of an earlier shape lands: a plain unit beside variations a translator added, a
/// variation unit under a plain text an earlier input of the same import changed.
extension CatalogMerger {
    /// The change an earlier input made to this unit, or to the plain text above it that the unit offers
    /// (a file from before December 2026 offered a plain text as each variation's target). A substitution's
    /// forms are not variations of the text that names them: its change is not theirs.
    func earlierChange(of id: UnitID) -> EarlierChange? {
        if let own = earlier[id] { return own }
        var above = id
        while let last = above.path.last, !last.isSubstitution {
            above.path.removeLast()
            if let change = earlier[above] { return change }
        }
        return nil
    }

    /// Whether `id` is a variation the translator adds beside a plain text an earlier input of the import
    /// changed: not that text's `other` branch (where the two inputs would disagree) but another device or
    /// form. Both stand: the split keeps the earlier input's text as `other`.
    func addsVariation(_ id: UnitID, besideEarlierChangeOf target: Localization?) -> Bool {
        guard earlier[id] == nil else { return false }
        var above = id
        while let last = above.path.last, !last.isSubstitution {
            above.path.removeLast()
            guard earlier[above] != nil else { continue }
            let step = id.path[above.path.count]
            return step != .device(.other) && step != .plural(.other) && target?.descendant(at: id.path[...]) == nil
        }
        return false
    }

    /// Where a plain unit goes in a translation that varies (the export made it while the translation was
    /// one text; a translator added variations, and an import made that text their `other` branch): the
    /// same file imported again, or a later one from the same export, means that branch. Where the source
    /// varies too, only as the text that branch holds, or one an earlier input changed: an edit would
    /// stand for every variation, which one branch cannot take (nil: the unit keeps its id, and is refused);
    /// or where the file has its own unit for that branch (the same file imported again), which is taken.
    /// `path` is the unit's: a device variation (`device.other`) that now varies by plural stands for its
    /// `other` form the same way.
    func branchOfPlainUnit(_ content: FoldedLeaf.Content, entry: CatalogEntry, target: Localization,
                           key: String, path: [UnitPathStep] = []) -> [UnitPathStep]? {
        guard let slot = target.descendant(at: path[...]) else { return nil }
        let branch = UnitID(key: key, path: path + slot.defaultPath)
        guard entry.localizations?[sourceLanguage]?.variations != nil else { return branch.path }
        if units.index(of: branch) != nil { return branch.path }
        // In the catalog's form: `%1$#@x@` in the file is `%#@x@` there.
        let form = SubstitutionContext.mayRewrite(content, at: branch.path)
            ? SubstitutionContext(entry: entry, sourceLanguage: sourceLanguage, target: target, path: branch.path).catalogForm(of: content)
            : content
        let holds = target.descendant(at: branch.path[...])?.stringUnit.map { form == .text($0.value) } ?? false
        return holds || earlierChange(of: branch) != nil ? branch.path : nil
    }

    /// The text of the file's own unit with this id, where it has one that is not blank and is not `content`.
    func ownText(of id: UnitID, otherThan content: FoldedLeaf.Content) -> String? {
        guard let index = units.index(of: id), let text = units.unit(index).target,
              !LeafStatus.isBlank(text), content != .text(text) else { return nil }
        return text
    }
}
