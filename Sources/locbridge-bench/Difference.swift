/// Where two byte sequences first differ, for a round trip that did not reproduce its input.
enum Difference {
    /// `first-difference-byte=N first-difference-line=L output-bytes=M` (0-based byte, 1-based line).
    static func describe(expected: [UInt8], actual: [UInt8]) -> String {
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        let line = expected.prefix(common).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return "first-difference-byte=\(common) first-difference-line=\(line) output-bytes=\(actual.count)"
    }
}
