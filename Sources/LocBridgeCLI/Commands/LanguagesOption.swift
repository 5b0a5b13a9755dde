import LocBridge

/// `--languages` of export, check and stats: one rule for all three, so a typo (`de;fr`) is a usage
/// error everywhere instead of a made-up language with 0% in one command and a refusal in another.
enum LanguagesOption {
    /// Why the list cannot be used, or nil when it can (or was not given).
    static func problem(_ languages: [String]?) -> Diagnostic? {
        guard let languages else { return nil }
        if languages.isEmpty {
            return Diagnostic(.error, "--languages needs at least one language, e.g. --languages de,fr")
        }
        if let bad = languages.first(where: { !LanguageTag.isWellFormed($0) }) {
            return Diagnostic(.error, "--languages: \(LanguageTag.notATag(bad))")
        }
        // `german` has a tag's shape, but is the name old `.lproj` folders used (QA: an empty German was exported).
        for name in languages {
            if let tag = LegacyLanguageName.tag(ofOldName: name) {
                return Diagnostic(.error, "--languages: \(Diagnostic.quoted(name)) is a language name, not a language tag; use \(tag)")
            }
        }
        return nil
    }
}
