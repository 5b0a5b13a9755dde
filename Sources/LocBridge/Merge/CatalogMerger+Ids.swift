/// Whether a unit id can address anything in a catalog.
extension CatalogMerger {
    /// Why an id cannot address anything in the catalog, or nil. A plain key with the `|==|` separator
    /// comes from an id with no path after any separator: a key of its own when the catalog has it
    /// (`plain|==|word`), else a broken variation of the key before a separator, when the catalog has that.
    static func pathProblem(_ id: UnitID, in catalog: StringCatalog) -> String? {
        var text: String { id.description }
        if id.path.isEmpty, UnitID.containsSeparator(id.key), catalog.strings[id.key] == nil,
           let malformed = UnitID.splits(of: id.key).last(where: { catalog.strings[$0.key] != nil }) {
            return MergeMessages.malformedPath(id: text, path: malformed.path)
        }
        var previous: UnitPathStep?
        for (index, step) in id.path.enumerated() {
            if Self.isMisnested(step, after: id.path[..<index]) { return malformed(id) }
            switch step {
            case .plural(let category):
                if category.xcodeRank == nil { return MergeMessages.unknownCategory(id: text, category: category.rawValue) }
            case .device(let device):
                if device.xcodeRank == nil, !Self.hasDevice(device, at: id.path.prefix(index), entry: catalog.strings[id.key]) {
                    return MergeMessages.unknownDevice(id: text, device: device.rawValue)
                }
                if previous?.isSubstitution == true { return malformed(id) }
            case .substitution:
                if previous?.isSubstitution == true { return malformed(id) }
            }
            previous = step
        }
        if previous?.isSubstitution == true { return malformed(id) }
        return nil
    }

    /// The message for an id whose key the catalog lacks. When the catalog has the whole id as a key
    /// (`x|==|plural.one`), that key is what is wrong: its id reads as a variation of `x`.
    static func unknownKey(_ id: UnitID, in catalog: StringCatalog, catalogPath: String) -> String {
        let text = id.description
        if !id.path.isEmpty, catalog.strings[text] != nil {
            return MergeMessages.misreadKey(id: id, catalog: catalogPath)
        }
        return MergeMessages.unknownKey(id: text, key: id.key, catalog: catalogPath)
    }

    /// A plural form holds only its text, and a device variation no other device variations: the shapes
    /// Xcode writes (and export names). An id nesting `step` after `earlier` otherwise would build an
    /// entry export refuses (QA). Whatever the catalog holds, so `check` says it of an XLIFF too.
    static func isMisnested(_ step: UnitPathStep, after earlier: ArraySlice<UnitPathStep>) -> Bool {
        if case .plural? = earlier.last { return true }
        guard case .device = step else { return false }
        return earlier.contains { if case .device = $0 { true } else { false } }
    }

    /// Whether some step of `path` is nested where Xcode has no shape (`isMisnested`).
    static func isMisnested(_ path: [UnitPathStep]) -> Bool {
        path.indices.contains { isMisnested(path[$0], after: path[..<$0]) }
    }

    private static func malformed(_ id: UnitID) -> String {
        let text = id.description
        return MergeMessages.malformedPath(id: text, path: String(text.dropFirst(id.key.count + UnitID.separator.count)))
    }

    /// Whether some localization of the key already has this (unknown) device at that point.
    private static func hasDevice(_ device: DeviceKind, at path: ArraySlice<UnitPathStep>, entry: CatalogEntry?) -> Bool {
        entry?.localizations?.values.contains { $0.descendant(at: path)?.variations?.device?[device] != nil } ?? false
    }
}
