/// A byte buffer for writing XML with Xcode's escaping rules (FORMATS.md §2, "Escaping").
struct XMLOutput {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func indent(_ level: Int) {
        for _ in 0..<(2 * level) { bytes.append(UInt8(ascii: " ")) }
    }

    /// Element text: `&`, `<`, `>` escaped, CR as `&#13;`; quotes, LF, TAB and non-ASCII raw.
    mutating func text(_ value: String) { escape(value, inAttribute: false) }

    /// Attribute values: also `"` as `&quot;`, and TAB, LF, CR as character references so that
    /// attribute normalisation cannot turn them into spaces.
    mutating func attribute(_ value: String) { escape(value, inAttribute: true) }

    /// Writes ` name="value"`.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        attribute(value)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ value: String, inAttribute: Bool) {
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                case 0x0A where inAttribute: replacement = "&#10;"
                case 0x09 where inAttribute: replacement = "&#9;"
                default: continue
                }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                raw(replacement)
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }
}
