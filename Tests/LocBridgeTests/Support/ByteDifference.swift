/// Says where two byte strings first differ, for readable round-trip failures.
enum ByteDifference {
    static func describe(expected: [UInt8], actual: [UInt8]) -> String {
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        let line = expected[..<common].filter { $0 == UInt8(ascii: "\n") }.count + 1
        func excerpt(_ bytes: [UInt8]) -> String {
            let slice = bytes[max(0, common - 30)..<min(bytes.count, common + 30)]
            return String(decoding: slice, as: UTF8.self).debugDescription
        }
        return "first difference at byte \(common) (line \(line)): expected \(excerpt(expected)), got \(excerpt(actual))"
    }
}
