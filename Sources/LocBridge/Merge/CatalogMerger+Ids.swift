/// Whether a unit id can address anything in a catalog.
extension CatalogMerger {
    /// Why an id cannot address anything in the catalog, or nil. Keys with the `|==|` separator come
    /// from ids whose path the reader could not parse.
    static func pathProblem(_ id: UnitID, in catalog: StringCatalog) -> String? {
        var text: String { id.description }
        if let malformed = UnitID.splitMalformed(id.key) {
            return MergeMessages.malformedPath(id: text, path: malformed.path)
        }
        var previous: UnitPathStep?
        for (index, step) in id.path.enumerated() {
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

    private static func malformed(_ id: UnitID) -> String {
        let text = id.description
        return MergeMessages.malformedPath(id: text, path: String(text.dropFirst(id.key.count + UnitID.separator.count)))
    }

    /// Whether some localization of the key already has this (unknown) device at that point.
    private static func hasDevice(_ device: DeviceKind, at path: ArraySlice<UnitPathStep>, entry: CatalogEntry?) -> Bool {
        entry?.localizations?.values.contains { $0.descendant(at: path)?.variations?.device?[device] != nil } ?? false
    }
}
