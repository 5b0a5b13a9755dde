/// A property list value read from an XML or binary plist, with where it starts, so that errors about
/// `.stringsdict` rules can name the line (binary plists have no lines: their nodes are at 1:1).
///
/// Only what `.strings` and `.stringsdict` files use is kept: strings, dictionaries (members in file
/// order) and arrays; any other value is kept as its kind alone so that it can be reported.
struct PropertyListNode: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        case string(String)
        case dictionary([PropertyListMember])
        case array([PropertyListNode])
        /// A value locbridge does not read: `integer`, `real`, `true`, `false`, `date`, `data`, `uid`…
        case other(kind: String)
    }

    var value: Value
    var location: SourceLocation

    /// "a string", "a dictionary", "an <integer>"…, for messages.
    var kindDescription: String {
        switch value {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other(let kind): kind.first.map { "aeiou".contains($0) } == true ? "an <\(kind)>" : "a <\(kind)>"
        }
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var members: [PropertyListMember]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }
}

/// One `<key>` and its value in a dictionary.
struct PropertyListMember: Hashable, Sendable {
    var key: String
    var keyLocation: SourceLocation
    var node: PropertyListNode
}
