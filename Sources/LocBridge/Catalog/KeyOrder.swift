import Foundation

/// The key order of Xcode's String Catalogs (FORMATS.md §1, key order).
///
/// Xcode writes `.xcstrings` through `JSONSerialization` with `.sortedKeys`.
/// On swift-corelibs-foundation that sorts with
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range:, locale: NSLocale.system)`,
/// i.e. CoreFoundation's `CFStringCompareWithOptionsAndLocale`: a character
/// scan with its own digit-run rule that hands over to an ICU root collator
/// at the first differing character. It is not code-point order.
///
/// When both keys are pure ASCII this type reproduces that algorithm without
/// Foundation (no allocation, table lookups). Other keys go to Foundation
/// with exactly the options and locale `JSONSerialization` uses. The rules,
/// as measured on Linux:
///
/// 1. Both keys are scanned together. Where both hold ASCII digits, the two
///    digit runs are compared by value, accumulated in a wrapping 64-bit
///    integer as CoreFoundation does (so a run of 20+ digits counts modulo
///    2^64: "18446744073709551616" sorts before "1"). Equal values with
///    different run lengths ("1" vs "01") record a tie-break, shorter run
///    first, and the scan goes on; from then on ASCII letters are compared
///    case-folded.
/// 2. At the first other differing code unit, the answer is an ICU comparison
///    of the rest of both keys, starting one character earlier (and further
///    back over punctuation). ICU (root locale, numeric collation) compares
///    primary weights first (most C0 controls and DEL ignorable, then
///    TAB LF VT FF CR, space, punctuation and symbols in the order
///    `_-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$`, digit runs by value ignoring
///    leading zeros, letters case-blind), then case (lowercase first), then
///    code units.
/// 3. Otherwise the shorter key (a prefix of the other) sorts first, and
///    failing that the tie-break of rule 1 decides. Distinct keys never
///    compare equal (`.forcedOrdering`).
///
/// Keys longer than 64 UTF-16 units need two more CoreFoundation details,
/// explained where they are used.
///
/// Foundation's comparison is not a strict weak order everywhere: 20+ digit
/// runs, ignorable controls ("0a\u{1}" < "0A" < "00a" < "0a\u{1}"), long
/// keys and some non-ASCII mixes give cycles. This type makes the same
/// decision as Foundation for each pair, so on key sets with such a cycle
/// the sorted result, like JSONSerialization's, depends on the input order;
/// `sorted` and `sort` start from the keys' byte order, so it is the same
/// on every run.
public enum KeyOrder {
    /// true when `a` sorts before `b` in Xcode's order.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Sort helper.
    public static func sorted(_ keys: [String]) -> [String] {
        var keys = keys
        sort(&keys) { $0 }
        return keys
    }

    /// Sorts `items` by `name` in Xcode's order, starting from one fixed order (the names' UTF-8 bytes).
    /// On key sets where Foundation's comparison has a cycle the result depends on the starting order,
    /// and a `Dictionary`'s order changes from one process to the next: without it, the same catalog
    /// could be written in different orders by different runs.
    public static func sort<Item>(_ items: inout [Item], by name: (Item) -> String) {
        items.sort { name($0).utf8.lexicographicallyPrecedes(name($1).utf8) }
        items.sort { areInIncreasingOrder(name($0), name($1)) }
    }

    /// True when `keys` is already in Xcode order (n-1 comparisons; used to skip sorting).
    public static func isSorted(_ keys: [String]) -> Bool {
        var index = 1
        while index < keys.count {
            if compare(keys[index - 1], keys[index]) > 0 { return false }
            index += 1
        }
        return true
    }

    /// -1, 0 or 1, like `ComparisonResult`; 0 only for identical keys.
    static func compare(_ a: String, _ b: String) -> Int {
        if isASCII(a) && isASCII(b) {
            let fast = a.utf8.withContiguousStorageIfAvailable { p in
                b.utf8.withContiguousStorageIfAvailable { q in ASCIIOrder.compare(p, q) }
            }
            switch fast {
            case .some(.some(.some(let result))): return result
            case .some(.some(.none)): break // outside the model: ask Foundation
            default: // not contiguous (bridged): copy once and retry
                var left = a, right = b
                let copied = left.withUTF8 { p in right.withUTF8 { q in ASCIIOrder.compare(p, q) } }
                if let copied { return copied }
            }
        }
        return foundationCompare(a, b)
    }

    /// The reference: the very call swift-corelibs-foundation's
    /// `JSONSerialization` makes for `.sortedKeys`.
    static func foundationCompare(_ a: String, _ b: String) -> Int {
        let result = a.compare(
            b, options: [.numeric, .caseInsensitive, .forcedOrdering],
            range: a.startIndex..<a.endIndex, locale: NSLocale.system)
        switch result {
        case .orderedAscending: return -1
        case .orderedSame: return 0
        case .orderedDescending: return 1
        }
    }

    /// Every non-ASCII scalar takes more UTF-8 than UTF-16 units. For native
    /// ASCII strings both counts are O(1), so this costs almost nothing.
    @inline(__always) static func isASCII(_ s: String) -> Bool {
        s.utf8.count == s.utf16.count
    }
}

/// CoreFoundation's comparison restricted to ASCII keys. Functions return
/// nil when the answer depends on something not modelled here; the caller
/// then asks Foundation.
enum ASCIIOrder {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// ICU root primary weight per ASCII code unit, case-blind; 0 means
    /// ignorable. Digits share one weight: digit runs are compared by value.
    /// Measured single-character order: controls (ignorable), TAB LF VT FF
    /// CR, space _ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~
    /// $, digits, a A b B ... z Z. Written as a literal so it needs no
    /// lazy initialisation.
    static let primary: [UInt8] = [
         0,  0,  0,  0,  0,  0,  0,  0,  0,  1,  2,  3,  4,  5,  0,  0,  // 0x00
         0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  // 0x10
         6, 12, 16, 28, 38, 29, 27, 15, 17, 18, 24, 32,  9,  8, 14, 25,  // 0x20
        39, 39, 39, 39, 39, 39, 39, 39, 39, 39, 11, 10, 33, 34, 35, 13,  // 0x30
        23, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,  // 0x40
        55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 19, 26, 20, 31,  7,  // 0x50
        30, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,  // 0x60
        55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 21, 36, 22, 37,  0,  // 0x70
    ]

    /// Unicode punctuation (category P) in ASCII: ! " # % & ' ( ) * , - . / : ; ? @ [ \ ] _ { }
    /// as a 128-bit set. CoreFoundation extends the ICU range back over these.
    private static let punctLow: UInt64 = 0x8C00_F7EE_0000_0000
    private static let punctHigh: UInt64 = 0x2800_0000_B800_0001
    /// Space and the ASCII symbols $ + < = > ^ ` | ~: a chunk of a long key
    /// ends right after one of these (everything else is a letter, digit,
    /// punctuation or control, which CoreFoundation keeps together).
    private static let breakLow: UInt64 = 0x7000_0811_0000_0000
    private static let breakHigh: UInt64 = 0x5000_0001_4000_0000

    @inline(__always) private static func contains(_ low: UInt64, _ high: UInt64, _ c: UInt8) -> Bool {
        c < 64 ? (low >> UInt64(c)) & 1 != 0 : (high >> UInt64(c & 63)) & 1 != 0
    }

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) private static func foldCase(_ c: UInt8) -> UInt8 { c &- 0x41 < 26 ? c | 0x20 : c }

    /// The scan of `CFStringCompareWithOptionsAndLocale` (options numeric,
    /// case-insensitive, forced ordering and, added by Foundation,
    /// non-literal; a locale is given).
    static func compare(_ a: Bytes, _ b: Bytes) -> Int? {
        let n1 = a.count, n2 = b.count
        var i = 0, j = 0
        // Forced-ordering tie-break; only digit runs can set it here.
        var tieBreak = 0
        while i < n1 && j < n2 {
            var c1 = a[i], c2 = b[j]
            // Case folding is on only once a tie-break exists; before that an
            // 'a'/'A' difference goes to ICU like any other difference.
            if tieBreak != 0 {
                c1 = foldCase(c1)
                c2 = foldCase(c2)
            }
            if isDigit(c1) && isDigit(c2) {
                let start1 = i, start2 = j
                var v1: UInt64 = 0, v2: UInt64 = 0
                // Wrapping on purpose: CoreFoundation's UInt64 overflows silently.
                repeat { v1 = v1 &* 10 &+ UInt64(a[i] &- 0x30); i += 1 } while i < n1 && isDigit(a[i])
                repeat { v2 = v2 &* 10 &+ UInt64(b[j] &- 0x30); j += 1 } while j < n2 && isDigit(b[j])
                if v1 != v2 { return v1 < v2 ? -1 : 1 }
                let length1 = i - start1, length2 = j - start2
                if tieBreak == 0 && length1 != length2 { tieBreak = length1 < length2 ? -1 : 1 }
                continue
            }
            if c1 != c2 { return localeCompare(a, i, b, j) }
            i += 1
            j += 1
        }
        if i < n1 { return 1 }
        if j < n2 { return -1 }
        return tieBreak
    }

    /// Start of the ICU range for a difference at `p`: one character back,
    /// then further back while that character is punctuation (never
    /// looking at index 0, as CoreFoundation does not).
    @inline(__always) private static func extendBackward(_ s: Bytes, _ p: Int) -> Int {
        guard p > 0 else { return 0 }
        var location = p - 1
        while location > 0 && contains(punctLow, punctHigh, s[location]) { location -= 1 }
        return location
    }

    /// End of the chunk that goes on at `location`: up to and including the
    /// next space or symbol, or the end of the key.
    @inline(__always) private static func extendForward(_ s: Bytes, _ location: Int) -> Int {
        var location = location
        repeat {
            let c = s[location]
            location += 1
            if contains(breakLow, breakHigh, c) { break }
        } while location < s.count
        return location
    }

    /// `_CFCompareStringsWithLocale` for a difference at `p1`/`p2`.
    private static func localeCompare(_ a: Bytes, _ p1: Int, _ b: Bytes, _ p2: Int) -> Int? {
        let n1 = a.count, n2 = b.count
        let s1 = extendBackward(a, p1), s2 = extendBackward(b, p2)
        // CoreFoundation compares both rests in one go when each rest from
        // the difference fits its 64-unit character buffer, else in chunks.
        guard n1 - p1 <= 64 && n2 - p2 <= 64 else {
            return chunkedCompare(a, s1, p1, b, s2, p2)
        }
        // The one-go path checks only `n - p` units but reads `n - s`; on
        // long keys that can run past the buffer into unrelated memory.
        // Foundation's answer is then not reproducible here: defer to it.
        if (n1 > 64 && readsPastBuffer(count: n1, diff: p1, start: s1))
            || (n2 > 64 && readsPastBuffer(count: n2, diff: p2, start: s2)) {
            return nil
        }
        guard let order = collate(a, s1..<n1, b, s2..<n2) else { return nil }
        return order < 0 ? -1 : 1
    }

    /// Replays CoreFoundation's 64-unit inline buffer for one key. A read at
    /// index `k` outside the buffered window refills it with [k-4, k+60).
    /// The scan has read 0...p and the backward extension p-1 down to
    /// max(s, 1); the one-go comparison then asks for `n - p` units at `s`
    /// (refilling at `s` unless they are all buffered) and reads up to `n`.
    private static func readsPastBuffer(count n: Int, diff p: Int, start s: Int) -> Bool {
        var lower = 0, upper = Swift.min(64, n)
        if p >= 64 { // the forward scan refills every 60 units after the first 64
            lower = 60 * ((p - 64) / 60 + 1)
            upper = Swift.min(lower + 64, n)
        }
        var index = p - 1
        while index >= 1 && index >= s {
            if index < lower || index >= upper {
                lower = Swift.max(index - 4, 0)
                upper = Swift.min(lower + 64, n)
            }
            index -= 1
        }
        if s + (n - p) > upper || s < lower {
            lower = s
            upper = Swift.min(s + 64, n)
        }
        return n > upper
    }

    /// Long rests: CoreFoundation compares chunk pair by chunk pair. A pair
    /// that ties at primary level records its case/code-unit order (the
    /// first such order wins) and the next pair follows; a primary
    /// difference ends it. A key that runs out of chunks keeps offering its
    /// last chunk (CoreFoundation does not refresh it), which can decide
    /// against plain prefix order.
    private static func chunkedCompare(_ a: Bytes, _ s1: Int, _ p1: Int, _ b: Bytes, _ s2: Int, _ p2: Int) -> Int? {
        let n1 = a.count, n2 = b.count
        var start1 = s1, start2 = s2
        var end1 = p1, end2 = p2
        var range1 = s1..<s1, range2 = s2..<s2
        var result = 0
        repeat {
            if end1 < n1 {
                end1 = extendForward(a, end1)
                range1 = start1..<end1
            }
            if end2 < n2 {
                end2 = extendForward(b, end2)
                range2 = start2..<end2
            }
            guard let order = collate(a, range1, b, range2) else { return nil }
            if order == -2 || order == 2 { return order < 0 ? -1 : 1 }
            if result == 0 { result = order }
            start1 = end1
            start2 = end2
        } while end1 < n1 || end2 < n2
        return result
    }

    /// ICU root collation of two ASCII ranges with numeric collation, the way
    /// CoreFoundation runs it: ±2 for a primary difference, ±1 when only
    /// case (lowercase first) or, failing that, code units differ, 0 for
    /// identical ranges. nil for digit runs past ICU's 254-digit limit.
    static func collate(_ a: Bytes, _ r1: Range<Int>, _ b: Bytes, _ r2: Range<Int>) -> Int? {
        var i = r1.lowerBound, j = r2.lowerBound
        let e1 = r1.upperBound, e2 = r2.upperBound
        // First case difference between aligned letters, kept in case all
        // primaries tie.
        var caseOrder = 0
        while true {
            while i < e1 && primary[Int(a[i])] == 0 { i += 1 }
            while j < e2 && primary[Int(b[j])] == 0 { j += 1 }
            if i == e1 || j == e2 {
                if i < e1 { return 2 }
                if j < e2 { return -2 }
                break
            }
            let c1 = a[i], c2 = b[j]
            if isDigit(c1) && isDigit(c2) {
                guard let numeric = compareNumbers(a, &i, e1, b, &j, e2) else { return nil }
                if numeric != 0 { return numeric * 2 }
                continue
            }
            let w1 = primary[Int(c1)], w2 = primary[Int(c2)]
            if w1 != w2 { return w1 < w2 ? -2 : 2 }
            if caseOrder == 0 && c1 != c2 {
                // Same primary, different code unit: a case pair. Lowercase
                // has the larger code unit and sorts first.
                caseOrder = c1 > c2 ? -1 : 1
            }
            i += 1
            j += 1
        }
        if caseOrder != 0 { return caseOrder }
        // ICU sees no difference (leading zeros, ignorable controls): plain
        // code-unit order of the two ranges.
        let length1 = e1 - r1.lowerBound, length2 = e2 - r2.lowerBound
        var k = 0
        while k < Swift.min(length1, length2) {
            let c1 = a[r1.lowerBound + k], c2 = b[r2.lowerBound + k]
            if c1 != c2 { return c1 < c2 ? -1 : 1 }
            k += 1
        }
        return length1 == length2 ? 0 : (length1 < length2 ? -1 : 1)
    }

    /// ICU numeric collation of two digit runs: leading zeros ignored, more
    /// significant digits sorts later, then digit by digit. Done on the
    /// digit strings, so no length overflows.
    private static func compareNumbers(_ a: Bytes, _ i: inout Int, _ e1: Int, _ b: Bytes, _ j: inout Int, _ e2: Int) -> Int? {
        let start1 = i, start2 = j
        while i < e1 && isDigit(a[i]) { i += 1 }
        while j < e2 && isDigit(b[j]) { j += 1 }
        if i - start1 > 254 || j - start2 > 254 { return nil }
        var first1 = start1, first2 = start2
        while first1 < i && a[first1] == 0x30 { first1 += 1 }
        while first2 < j && b[first2] == 0x30 { first2 += 1 }
        let digits1 = i - first1, digits2 = j - first2
        if digits1 != digits2 { return digits1 < digits2 ? -1 : 1 }
        var k = 0
        while k < digits1 {
            let c1 = a[first1 + k], c2 = b[first2 + k]
            if c1 != c2 { return c1 < c2 ? -1 : 1 }
            k += 1
        }
        return 0
    }
}
