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
                text += "substitutions." + (name.utf8.contains(UInt8(ascii: ".")) ? "@\(name)@" : name)
            }
        }
        return text
    }

    /// Parses an id as written in XLIFF; nil when the part after `|==|` is not a valid path.
    ///
    /// Works on the UTF-8 bytes: `.` and `@` separate steps wherever they are, even before a combining
    /// mark (which a search by `Character` would not see), as `description` writes them.
    public init?(parsing text: String) {
        var copy = text
        guard let parsed = copy.withUTF8({ UnitID(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Parses the UTF-8 bytes of an id (the XLIFF reader's path, without making a `String` first).
    /// When the key is `previousKey` (a key's variations are consecutive units), that string is used.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>, previousKey: String? = nil) {
        let separator = UnitID.separatorOffset(in: bytes)
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[..<(separator ?? bytes.count)])
        let key = previousKey.flatMap { UTF8Bytes.equal($0, keyBytes) ? $0 : nil } ?? String(decoding: keyBytes, as: UTF8.self)
        guard let separator else {
            self.init(key: key)
            return
        }
        var rest = bytes[(separator + UnitID.separatorBytes.count)...]
        // `key|==|` names no variation: a separator must be followed by a path.
        guard !rest.isEmpty else { return nil }
        let dot = UInt8(ascii: "."), at = UInt8(ascii: "@")
        var path: [UnitPathStep] = []
        while !rest.isEmpty {
            guard let kindEnd = rest.firstIndex(of: dot) else { return nil }
            let kind = rest[..<kindEnd]
            rest = rest[(kindEnd + 1)...]
            // Compared as bytes: the generic `elementsEqual` was 2% of the reader's thread.
            let kindBytes = UnsafeBufferPointer(rebasing: kind)
            let isSubstitution = UTF8Bytes.equal("substitutions", kindBytes)
            let name: Slice<UnsafeBufferPointer<UInt8>>
            if isSubstitution, rest.first == at {
                // `@A.B@` wraps a name that contains dots.
                guard let close = rest.dropFirst().firstIndex(of: at) else { return nil }
                name = rest[(rest.startIndex + 1)..<close]
                rest = rest[(close + 1)...]
            } else {
                let end = rest.firstIndex(of: dot) ?? rest.endIndex
                name = rest[..<end]
                rest = rest[end...]
            }
            guard !name.isEmpty else { return nil }
            if !rest.isEmpty {
                guard rest.first == dot else { return nil }
                rest = rest.dropFirst()
                if rest.isEmpty { return nil }
            }
            let text = String(decoding: name, as: UTF8.self)
            if isSubstitution {
                path.append(.substitution(text))
            } else if UTF8Bytes.equal("plural", kindBytes) {
                path.append(.plural(PluralCategory(text)))
            } else if UTF8Bytes.equal("device", kindBytes) {
                path.append(.device(DeviceKind(text)))
            } else {
                return nil
            }
        }
        self.init(key: key, path: path)
    }

    /// Where the key ends: at the first `|==|`, unless the id goes on with `==|` there (`a|==|==|plural.one`,
    /// the key `a|==`). A key never contains `|==|` (export refuses it), so the only other reading is
    /// that overlapping separator, and a path never starts with `==|`: one byte test, no second parse.
    static func separatorOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = ByteSearch.firstOffset(of: separatorBytes, in: bytes) else { return nil }
        let overlapping = first + separatorBytes.count - 1
        if bytes.count >= overlapping + separatorBytes.count, bytes[overlapping + 1] == UInt8(ascii: "="),
           bytes[overlapping + 2] == UInt8(ascii: "="), bytes[overlapping + 3] == UInt8(ascii: "|") {
            return overlapping
        }
        return first
    }

    /// The key and the path text of an id whose path could not be read (`k|==|bogus`), split where
    /// `separatorOffset` puts the key's end; nil without a separator. For messages only.
    static func splitMalformed(_ text: String) -> (key: String, path: String)? {
        var copy = text
        return copy.withUTF8 { bytes in
            guard let offset = separatorOffset(in: bytes) else { return nil }
            return (String(decoding: bytes[..<offset], as: UTF8.self),
                    String(decoding: bytes[(offset + separatorBytes.count)...], as: UTF8.self))
        }
    }

    private static let separatorBytes = Array(separator.utf8)
}
