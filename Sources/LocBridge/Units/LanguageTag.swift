/// What may stand as a language: in a catalog's `localizations`, an XLIFF `target-language` or a
/// `--languages` list. Languages become file names (`de.xliff`, `de.lproj`), so only the characters
/// of language tags are allowed: `en`, `pt-BR`, `zh-Hans`, `es-419`, `sr_Latn` (old `.lproj` spelling).
public enum LanguageTag {
    /// ASCII letters, digits, `-` and `_`, starting with a letter, at most 64 characters.
    public static func isWellFormed(_ tag: String) -> Bool {
        guard let first = tag.utf8.first, isLetter(first), tag.utf8.count <= 64 else { return false }
        return tag.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// What a language tag is made of, for messages.
    public static let rule = "letters, digits, - and _, such as de, pt-BR, zh-Hans"

    /// `"tag" is not a language tag (…)`, the tag quoted as messages quote texts.
    public static func notATag(_ tag: String) -> String {
        "\(Diagnostic.quoted(tag)) is not a language tag (\(rule))"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
