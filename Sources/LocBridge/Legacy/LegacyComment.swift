/// A `/* … */` or `// …` comment of a `.strings` file.
public struct LegacyComment: Hashable, Sendable {
    /// The comment exactly as written, markers included (`/* Title */`, `// Title`).
    public var raw: String
    /// The comment with its markers stripped and surrounding white space trimmed: what a catalog's
    /// `comment` or an XLIFF `<note>` holds (FORMATS.md §4 "markers stripped and trimmed").
    public var text: String

    /// The placeholder `genstrings` writes for a string without a comment; migration and export treat
    /// it as no comment at all.
    public static let noCommentPlaceholder = "No comment provided by engineer."

    public init(raw: String) {
        self.raw = raw
        self.text = LegacyComment.clean(raw)
    }

    /// True for `genstrings`' "No comment provided by engineer.".
    public var isPlaceholder: Bool { text == LegacyComment.noCommentPlaceholder }

    /// Strips `/*` … `*/` or a leading `//`, then trims white space and line breaks at both ends.
    static func clean(_ raw: String) -> String {
        var text = Substring(raw)
        if text.hasPrefix("/*") {
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
        } else if text.hasPrefix("//") {
            text = text.dropFirst(2)
        }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
