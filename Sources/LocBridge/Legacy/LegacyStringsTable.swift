/// A legacy `.strings` table as read from one file: its entries in file order, and the warnings found
/// while reading it (duplicate keys, octal escapes outside NeXTSTEP's table).
///
/// Duplicate keys follow Apple's rule, the last one wins (FORMATS.md §4): only the last occurrence is
/// kept, at its own place in the order, and each earlier one is reported.
public struct LegacyStringsTable: Hashable, Sendable {
    /// How the file was stored; only `.text` files can hold comments.
    public var format: LegacyFileFormat
    /// The entries in file order, one per key (the last occurrence of a duplicated key).
    public var entries: [LegacyStringsEntry] { didSet { positions = CodePointKey.positions(entries.lazy.map(\.key)) } }
    /// Each key's entry, so that looking up every key of a big table takes linear time, not quadratic.
    private var positions: [CodePointKey: Int]
    /// Warnings found while reading; errors are thrown instead.
    public var diagnostics: [Diagnostic]
    /// Where the closing `}` is when the text file wraps its entries in one `{ … }` (the old plist
    /// form): new keys go before it, since nothing may follow it.
    public var closingBrace: SourceLocation?

    public init(format: LegacyFileFormat, entries: [LegacyStringsEntry] = [], diagnostics: [Diagnostic] = []) {
        self.format = format
        self.entries = entries
        self.positions = CodePointKey.positions(entries.lazy.map(\.key))
        self.diagnostics = diagnostics
    }

    /// The value of `key`, compared exactly (code point by code point, as Apple's dictionaries do).
    public subscript(key: String) -> String? {
        positions[CodePointKey(text: key)].map { entries[$0].value }
    }
}

/// One `key = value;` of a `.strings` file.
public struct LegacyStringsEntry: Hashable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The value, escapes resolved; the key itself for the short form `"key";`.
    public var value: String
    /// The last comment above the entry (since the previous entry), if any; nil in property-list files.
    public var comment: LegacyComment?
    /// Where the key starts (its opening quote, or its first character when unquoted).
    public var keyLocation: SourceLocation
    /// Where the value starts; the key's location for the short form `"key";`.
    public var valueLocation: SourceLocation

    public init(key: String, value: String, comment: LegacyComment? = nil, keyLocation: SourceLocation, valueLocation: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation ?? keyLocation
    }
}
