/// One step of a variation path inside a key (FORMATS.md §2, "Id grammar").
public enum UnitPathStep: Hashable, Sendable {
    case plural(PluralCategory)
    case device(DeviceKind)
    case substitution(String)
}

/// A trans-unit id: the catalog key, plus the path to a variation leaf when there is one.
///
/// Written `KEY|==|plural.one`, `KEY|==|device.iphone.plural.one`, `KEY|==|substitutions.NAME.plural.one`;
/// a substitution name containing `.` is wrapped as `@A.B@`. A plain key is just `KEY`.
public struct UnitID: Hashable, Sendable, CustomStringConvertible {
    /// The separator between key and path. A key that contains it cannot be exported unambiguously.
    public static let separator = "|==|"

    public var key: String
    public var path: [UnitPathStep]

    public init(key: String, path: [UnitPathStep] = []) {
        self.key = key
        self.path = path
    }

    /// The id as written in XLIFF.
    public var description: String {
        guard !path.isEmpty else { return key }
        var text = key + UnitID.separator
        for (index, step) in path.enumerated() {
            if index > 0 { text += "." }
            switch step {
            case .plural(let category): text += "plural." + category.rawValue
            case .device(let device): text += "device." + device.rawValue
            case .substitution(let name):
                text += "substitutions." + (name.contains(".") ? "@\(name)@" : name)
            }
        }
        return text
    }

    /// Parses an id as written in XLIFF; nil when the part after `|==|` is not a valid path.
    public init?(parsing text: String) {
        guard let range = text.byteRange(of: "|==|") else {
            self.init(key: text)
            return
        }
        let key = String(text[..<range.lowerBound])
        var rest = Substring(text[range.upperBound...])
        // `key|==|` names no variation: a separator must be followed by a path.
        guard !rest.isEmpty else { return nil }
        var path: [UnitPathStep] = []
        while !rest.isEmpty {
            guard let dot = rest.firstIndex(of: ".") else { return nil }
            let kind = rest[..<dot]
            rest = rest[rest.index(after: dot)...]
            let name: Substring
            if kind == "substitutions", rest.first == "@" {
                // `@A.B@` wraps a name that contains dots.
                guard let close = rest.dropFirst().firstIndex(of: "@") else { return nil }
                name = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(of: ".") ?? rest.endIndex
                name = rest[..<end]
                rest = rest[end...]
            }
            guard !name.isEmpty else { return nil }
            if !rest.isEmpty {
                guard rest.first == "." else { return nil }
                rest = rest.dropFirst()
                if rest.isEmpty { return nil }
            }
            switch kind {
            case "plural": path.append(.plural(PluralCategory(String(name))))
            case "device": path.append(.device(DeviceKind(String(name))))
            case "substitutions": path.append(.substitution(String(name)))
            default: return nil
            }
        }
        self.init(key: key, path: path)
    }
}
