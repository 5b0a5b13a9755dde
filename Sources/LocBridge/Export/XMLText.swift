/// Which texts XML 1.0 can carry: every control character except TAB, LF and CR is forbidden, even
/// as a character reference, so a catalog text holding one cannot be exported.
enum XMLText {
    /// The first forbidden character in the key, comment or any text of the entry, as `U+0001`, and
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

    /// The first forbidden character of `text`, as `U+0001`.
    static func forbidden(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: isForbidden) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
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
