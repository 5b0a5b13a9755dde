/// Which texts XML 1.0 can carry: every control character except TAB, LF and CR is forbidden, even
/// as a character reference, so a catalog text holding one cannot be exported.
enum XMLText {
    /// The first forbidden character in the key, comment or any text of the entry (`control character
    /// U+0001`), and
    /// which text holds it, for messages: `the key "Done"`, `the comment of "Done"`, `the de
    /// translation of "Done"`.
    static func firstUnrepresentable(key: String, entry: CatalogEntry) -> (character: String, place: String)? {
        let quoted = Diagnostic.quoted(key)
        if let character = forbidden(in: key) { return (character, "the key \(quoted)") }
        if let character = forbidden(in: entry.comment ?? "") { return (character, "the comment of \(quoted)") }
        for (language, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
            var texts: [String] = []
            collect(localization, into: &texts)
            if let character = texts.lazy.compactMap(forbidden).first {
                return (character, "the \(language) translation of \(quoted)")
            }
        }
        return nil
    }

    /// The first text of the entry longer than an XLIFF reader takes (`XLIFFParseState.maximumTextLength`,
    /// libxml2's own limit too), with its length in bytes and which text it is: exported, it could never
    /// be imported back.
    static func firstTooLong(key: String, entry: CatalogEntry) -> (bytes: Int, place: String)? {
        let limit = XLIFFParseState.maximumTextLength
        let quoted = Diagnostic.quoted(key)
        if key.utf8.count > limit { return (key.utf8.count, "the key \(quoted.prefix(40))…\"") }
        if let comment = entry.comment, comment.utf8.count > limit { return (comment.utf8.count, "the comment of \(quoted)") }
        for (language, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
            var texts: [String] = []
            collect(localization, into: &texts)
            if let long = texts.first(where: { $0.utf8.count > limit }) {
                return (long.utf8.count, "the \(language) translation of \(quoted)")
            }
        }
        return nil
    }

    /// The first forbidden character of `text`, named for messages: `control character U+0001`, or
    /// `noncharacter U+FFFE` (which XML forbids too, though it controls nothing).
    static func forbidden(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: isForbidden) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return (scalar.value < 0x20 ? "control character " : "noncharacter ") + code
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    private static func collect(_ localization: Localization, into texts: inout [String]) {
        if let unit = localization.stringUnit { texts.append(unit.value) }
        if let set = localization.stringSet { texts += set.values }
        for form in (localization.variations?.plural ?? [:]).values { collect(form, into: &texts) }
        for form in (localization.variations?.device ?? [:]).values { collect(form, into: &texts) }
        for substitution in (localization.substitutions ?? [:]).values {
            for form in (substitution.variations?.plural ?? [:]).values { collect(form, into: &texts) }
        }
    }
}
