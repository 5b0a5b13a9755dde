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

    /// Whether two tags name the same language as tags are compared: case aside, `_` as `-`.
    public static func same(_ a: String, _ b: String) -> Bool { folded(a) == folded(b) }

    /// Each language of `tags` once, as it is first spelled there (`de`, `DE` → `de`), in their order.
    public static func distinct(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        return tags.filter { seen.insert(folded($0)).inserted }
    }

    /// Whether two tags share their language and script (`en`, `en-US`, `en-GB`; `zh-CN` and `zh-Hans`;
    /// not `zh-Hans` and `zh-Hant`, nor `sr` and `sr-Latn`): a translation tool that writes the
    /// development language with a region still means the project's, and a text in one reads right in
    /// the other.
    public static func sharesLanguage(_ a: String, _ b: String) -> Bool {
        primaryLanguage(a) == primaryLanguage(b) && script(a) == script(b)
    }

    /// Whether one tag names by its region (or Microsoft's `zh-CHS`) the Chinese script the other names
    /// by its script subtag: `zh-CN` and `zh-Hans`, `zh-TW` and `zh-Hant`, as translation tools and Xcode
    /// spell the same language.
    static func namesScriptByRegion(_ a: String, _ b: String) -> Bool {
        primaryLanguage(a) == "zh" && sharesLanguage(a, b) && (scriptSubtag(a) == nil) != (scriptSubtag(b) == nil)
    }

    /// The tag's script subtag (`Hant`), lowercased; for Chinese without one, the script its region
    /// implies (Taiwan, Hong Kong and Macau write Traditional); nil otherwise.
    private static func script(_ tag: String) -> Substring? {
        if let script = scriptSubtag(tag) { return script }
        guard primaryLanguage(tag) == "zh" else { return nil }
        return subtags(tag).contains { ["tw", "hk", "mo", "cht"].contains($0) } ? "hant" : "hans"
    }

    private static func scriptSubtag(_ tag: String) -> Substring? {
        subtags(tag).first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
    }

    /// The subtags after the language, lowercased.
    private static func subtags(_ tag: String) -> ArraySlice<Substring> {
        tag.lowercased().split { $0 == "-" || $0 == "_" }.dropFirst()
    }

    /// The language subtag, lowercased (`zh` for `zh-Hans-CN`).
    static func primaryLanguage(_ tag: String) -> Substring {
        Substring(tag.lowercased()).prefix { $0 != "-" && $0 != "_" }
    }

    /// `requested` as `available` spells it (`DE` → `de`, `pt_br` → `pt-BR`), or in conventional casing.
    public static func spelling(of requested: String, among available: [String]) -> String {
        if available.contains(requested) { return requested }
        return available.first { same($0, requested) } ?? conventionalCasing(requested)
    }

    /// BCP 47's conventional casing: `zh-Hant-TW`, `es-419`, `sr-Latn`; `_` becomes `-`.
    public static func conventionalCasing(_ tag: String) -> String {
        // After a singleton (`x-…` private use, `u-…` extensions) subtags stay lowercase.
        var afterSingleton = false
        return folded(tag).split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, part in
            if part.count == 1 { afterSingleton = true }
            guard index > 0, !afterSingleton else { return String(part) }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return String(part)
        }.joined(separator: "-")
    }

    public static func folded(_ tag: String) -> String {
        // Tags are ASCII: folded byte by byte (Foundation's replacing was most of matching a tag among
        // hundreds of languages).
        guard tag.utf8.allSatisfy({ $0 < 0x80 }) else { return tag.replacingOccurrences(of: "_", with: "-").lowercased() }
        return String(decoding: tag.utf8.map { byte in
            byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
