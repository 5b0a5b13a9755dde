/// Any JSON value, used for catalog members locbridge does not model (FORMATS.md §1: "anything else
/// must survive a round trip untouched").
///
/// Object member order is not kept: the writer sorts every object in Xcode's key order anyway.
/// Numbers keep their original text so that `1.0` is not rewritten as `1`.
public indirect enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// The number exactly as it was written in the file.
    case number(String)
    case bool(Bool)
    case null

    /// A short name for the kind of value, used in error messages ("expected a string, found an array").
    public var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension JSONValue {
    /// The value as pretty-printed JSON in the catalog layout (sorted keys, `" : "`), followed by a
    /// newline: for machine-readable reports (`--json`).
    public var prettyPrinted: String {
        var out = JSONOutput()
        out.value(self)
        return String(decoding: out.bytes, as: UTF8.self) + "\n"
    }
}
