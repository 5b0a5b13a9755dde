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
    /// The separator between key and path. A key may contain it when its ids still read back
    /// (`misreadID(of:entry:)`).
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

    /// Parses an id as written in XLIFF: the key ends at the first `|==|` followed by a valid path; an
    /// id with no such separator is a plain key (`plain|==|word`, as Xcode reads it).
    ///
    /// Works on the UTF-8 bytes: `.` and `@` separate steps wherever they are, even before a combining
    /// mark (which a search by `Character` would not see), as `description` writes them.
    public init(parsing text: String) {
        var copy = text
        self = copy.withUTF8 { UnitID(utf8: $0) }
    }

    /// Parses the UTF-8 bytes of an id (the XLIFF reader's path, without making a `String` first).
    /// When the key is `previousKey` (a key's variations are consecutive units), that string is used.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, previousKey: String? = nil) {
        var separator = ByteSearch.firstOffset(of: UnitID.separatorBytes, in: bytes)
        var path: [UnitPathStep]?
        while let offset = separator {
            path = UnitID.path(in: bytes[(offset + UnitID.separatorBytes.count)...])
            if path != nil { break }
            // A key may hold the separator (`plain|==|word|==|plural.one`), or end in part of it (`a|==` writes
            // `a|==|==|plural.one`): the path may start after a later, even overlapping, one.
            separator = ByteSearch.firstOffset(of: UnitID.separatorBytes, in: UnsafeBufferPointer(rebasing: bytes[(offset + 1)...]))
                .map { $0 + offset + 1 }
        }
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[..<(separator ?? bytes.count)])
        let key = previousKey.flatMap { UTF8Bytes.equal($0, keyBytes) ? $0 : nil } ?? String(decoding: keyBytes, as: UTF8.self)
        self.init(key: key, path: path ?? [])
    }

    /// The byte length of the longest kind of step, `substitutions`.
    private static let longestKind = "substitutions".utf8.count

    /// The steps of a path (the text after a separator), or nil when it is not one: empty, an unknown
    /// kind, an empty name, a stray dot, an unclosed `@`.
    private static func path(in text: Slice<UnsafeBufferPointer<UInt8>>) -> [UnitPathStep]? {
        var rest = text
        guard !rest.isEmpty else { return nil }
        let dot = UInt8(ascii: "."), at = UInt8(ascii: "@")
        var path: [UnitPathStep] = []
        while !rest.isEmpty {
            // The kinds are `plural`, `device` and `substitutions`: a dot further on ends no kind (searched
            // for it, an id of many separators and no dot took time in the square of its length).
            guard let kindEnd = rest.prefix(longestKind + 1).firstIndex(of: dot) else { return nil }
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
        return path
    }

    /// Every way to split a plain key read from XLIFF at one of its separators, left to right
    /// (`k|==|bogus` → `k`, `bogus`). For messages about an id whose path could not be read.
    /// Only the last `limit` separators are split at: each split copies the key, and a hostile id of
    /// thousands of separators took gigabytes.
    static func splits(of key: String, limit: Int = 64) -> [(key: String, path: String)] {
        var copy = key
        return copy.withUTF8 { bytes in
            var offsets: [Int] = []
            var start = 0
            while let found = ByteSearch.firstOffset(of: separatorBytes, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
                offsets.append(start + found)
                start = start + found + 1
            }
            return offsets.suffix(limit).map { offset in
                (String(decoding: bytes[..<offset], as: UTF8.self), String(decoding: bytes[(offset + separatorBytes.count)...], as: UTF8.self))
            }
        }
    }

    /// Whether text after a separator is empty or starts with a kind of step (`plural`, `plural.`,
    /// `substitutions.@A`): a path gone wrong rather than the rest of a key (`word`, `unknown.x`).
    static func startsLikeAPath(_ text: String) -> Bool {
        text.isEmpty || ["plural", "device", "substitutions"].contains { text == $0 || text.hasPrefix($0 + ".") }
    }

    /// Whether `key` holds the separator.
    static func containsSeparator(_ key: String) -> Bool {
        var copy = key
        return copy.withUTF8 { ByteSearch.firstOffset(of: separatorBytes, in: $0) != nil }
    }

    private static let separatorBytes = Array(separator.utf8)
}
