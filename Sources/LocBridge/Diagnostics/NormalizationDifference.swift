/// Swift's `String` compares text by canonical equivalence, so "é" written as U+00E9 and as U+0065
/// U+0301 are one dictionary key; Apple's dictionaries (and so Xcode) compare code points and keep two.
/// Messages about such pairs show where the code points differ.
enum NormalizationDifference {
    /// The differing stretch of each string as `U+XXXX` lists (at most six scalars each), or nil when
    /// the two have the same code points.
    static func describe(_ first: String, _ second: String) -> (first: String, second: String)? {
        let a = Array(first.unicodeScalars), b = Array(second.unicodeScalars)
        guard a != b else { return nil }
        let shorter = min(a.count, b.count)
        var prefix = 0
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        func codes(_ scalars: [Unicode.Scalar]) -> String {
            let stretch = scalars[prefix..<(scalars.count - suffix)]
            let shown = stretch.prefix(6).map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return shown.joined(separator: " ") + (stretch.count > 6 ? " …" : "")
        }
        return (codes(a), codes(b))
    }
}
