/// How a legacy file was stored. Text `.strings` files carry comments; compiled (plist) ones do not.
public enum LegacyFileFormat: Hashable, Sendable, CustomStringConvertible {
    /// An old-style (NeXTSTEP) property list text, in the given encoding.
    case text(LegacyTextEncoding)
    /// An XML property list.
    case xmlPropertyList
    /// A binary property list (`bplist00`), as Xcode writes into compiled bundles.
    case binaryPropertyList

    public var description: String {
        switch self {
        case .text(let encoding): "text (\(encoding))"
        case .xmlPropertyList: "XML property list"
        case .binaryPropertyList: "binary property list"
        }
    }
}

/// The encoding of a text `.strings` file, as told by its byte order mark (none means UTF-8).
public enum LegacyTextEncoding: String, Hashable, Sendable, CustomStringConvertible {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16 LE"
    case utf16BigEndian = "UTF-16 BE"
    case utf32LittleEndian = "UTF-32 LE"
    case utf32BigEndian = "UTF-32 BE"

    public var description: String { rawValue }
}
