/// Keys that the versions of a three-way merge write in different Unicode normalizations ("é" as U+00E9
/// in one, U+0065 U+0301 in another). Swift's `String` takes them for one key, so the merge sees one
/// entry; Xcode (and the app's lookup at run time) compares code points and sees two. Each such key
/// keeps the spelling of the side that changed it, as any value does: theirs when ours kept the base's,
/// ours otherwise (a conflict when both wrote it differently).
enum KeySpelling {
    static func merge(_ merged: inout StringCatalog, base: StringCatalog?, ours: StringCatalog,
                      theirs: StringCatalog) -> [MergeConflict] {
        var conflicts: [MergeConflict] = []
        var respelled: [(from: String, to: String)] = []
        for key in merged.strings.keys {
            let mine = spelling(of: key, in: ours), their = spelling(of: key, in: theirs)
            let old = base.flatMap { spelling(of: key, in: $0) }
            guard let mine, let their, !same(mine, their) else {
                // One side alone has the key: its spelling is the merged one already (the dictionary kept it).
                if let only = mine ?? their, !same(only, key) { respelled.append((key, only)) }
                continue
            }
            if let old, same(mine, old) {
                respelled.append((key, their))
            } else {
                if !same(key, mine) { respelled.append((key, mine)) }
                // Theirs kept the base's spelling: ours changed it, no conflict.
                if !(old.map { same(their, $0) } ?? false) {
                    let codes = NormalizationDifference.describe(mine, their)!
                    conflicts.append(MergeConflict(key: mine, member: "key spelling", ours: codes.first, theirs: codes.second,
                                                   kept: .ours))
                }
            }
        }
        for (from, to) in respelled {
            let entry = merged.strings.removeValue(forKey: from)
            merged.strings[to] = entry
        }
        return conflicts
    }

    /// The key as `catalog` spells it, when it has a key equal to `key` (by Swift's comparison).
    private static func spelling(of key: String, in catalog: StringCatalog) -> String? {
        catalog.strings.index(forKey: key).map { catalog.strings[$0].key }
    }

    private static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.elementsEqual(second.utf8)
    }
}
