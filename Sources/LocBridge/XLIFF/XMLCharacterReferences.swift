/// Decodes character references in attribute values. libxml2's SAX2 interface hands attribute values
/// over with `&amp;` and friends rewritten as `&#38;` when entities are not substituted (and substitution
/// stays off for safety), so the reader finishes the job for the references XML itself defines.
enum XMLCharacterReferences {
    static func decode(_ value: String) -> String {
        guard value.containsBytes("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";") else { break }
            let name = rest[afterAmpersand..<semicolon]
            if let scalar = scalar(for: name) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return result
    }

    private static func scalar(for name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let number = digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return number.flatMap(Unicode.Scalar.init)
        }
    }
}
