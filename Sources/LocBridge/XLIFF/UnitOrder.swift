/// The order of `<trans-unit>`s in Xcode's exports (FORMATS.md §2, "Unit order"): by id, runs of
/// ASCII digits compared as numbers, everything else by UTF-16 code unit, case-sensitive
/// (`"2nd"` < `"17+"`, `"%lld Anime"` < `"%lld actors"`).
public enum UnitOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(Array(a.utf16), Array(b.utf16)) < 0
    }

    /// Sorts units by id, computing each id's UTF-16 form once and moving indices, not units, while
    /// sorting (moving units costs a retain and release per field).
    public static func sorted(_ units: [TranslationUnit]) -> [TranslationUnit] {
        let keys = units.map { Array($0.id.description.utf16) }
        let order = units.indices.sorted { compare(keys[$0], keys[$1]) < 0 }
        return order.map { units[$0] }
    }

    /// -1, 0 or 1. Equal numbers written differently (`1`, `01`) put the shorter spelling first, so
    /// that distinct ids never compare equal.
    static func compare(_ a: [UInt16], _ b: [UInt16]) -> Int {
        var i = 0, j = 0
        var tieBreak = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                let start1 = i, start2 = j
                while i < a.count && isDigit(a[i]) { i += 1 }
                while j < b.count && isDigit(b[j]) { j += 1 }
                let order = compareNumbers(a[start1..<i], b[start2..<j])
                if order != 0 { return order }
                if tieBreak == 0 && (i - start1) != (j - start2) { tieBreak = (i - start1) < (j - start2) ? -1 : 1 }
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < a.count { return 1 }
        if j < b.count { return -1 }
        return tieBreak
    }

    @inline(__always) private static func isDigit(_ unit: UInt16) -> Bool { unit &- 0x30 < 10 }

    /// Compares digit runs by value without converting (runs can be longer than any integer type).
    private static func compareNumbers(_ a: ArraySlice<UInt16>, _ b: ArraySlice<UInt16>) -> Int {
        let x = a.drop { $0 == 0x30 }
        let y = b.drop { $0 == 0x30 }
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        for (p, q) in zip(x, y) where p != q { return p < q ? -1 : 1 }
        return 0
    }
}
