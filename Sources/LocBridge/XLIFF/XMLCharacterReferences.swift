/// Decodes character references in attribute values. libxml2's SAX2 interface hands attribute values
/// over with `&amp;` and friends rewritten as `&#38;` when entities are not substituted (and substitution
/// stays off for safety), so the reader finishes the job for the references XML itself defines.
enum XMLCharacterReferences {
    static func decode(_ value: String) -> String {
        var copy = value
        return copy.withUTF8 { decode($0) }
    }

    /// Decodes UTF-8 bytes; a reference that names nothing XML defines is kept as written.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let ampersand = UInt8(ascii: "&")
        guard bytes.contains(ampersand) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == ampersand,
                  let semicolon = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ";")) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            if let scalar = scalar(for: bytes[(index + 1)..<semicolon]) {
                result.append(contentsOf: String(scalar).utf8)
            } else {
                result.append(contentsOf: bytes[index...semicolon])
            }
            index = semicolon + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func scalar(for name: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let text where text.hasPrefix("#x"): return number(text.utf8.dropFirst(2), radix: 16)
        case let text where text.hasPrefix("#"): return number(text.utf8.dropFirst(), radix: 10)
        default: return nil
        }
    }

    /// Digits only (no sign), at least one, and a valid scalar.
    private static func number(_ digits: Substring.UTF8View, radix: UInt32) -> Unicode.Scalar? {
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            let (product, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow, product <= UInt32.max - digit else { return nil }
            value = product + digit
        }
        return Unicode.Scalar(value)
    }
}
