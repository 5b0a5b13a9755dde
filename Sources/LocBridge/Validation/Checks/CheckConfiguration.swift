/// What a check run looks at: which rules, and which languages.
public struct CheckConfiguration: Hashable, Sendable {
    /// Rules that report nothing (`--disable RULE`).
    public var disabledRules: Set<CheckRule>
    /// The languages to check (`--languages`), or nil for every language: each catalog's own languages
    /// (its source language included, for `plural-categories`) and every XLIFF `<file>`.
    ///
    /// Naming languages also says they must be complete: their `untranslated` and `needs-review`
    /// findings are errors instead of warnings, and a named language a catalog lacks is reported as
    /// untranslated for every key.
    public var languages: [String]?

    /// Every rule, every language, unless told otherwise.
    public init(disabledRules: Set<CheckRule> = [], languages: [String]? = nil) {
        self.disabledRules = disabledRules
        self.languages = languages
    }

    /// Whether `rule` reports anything.
    public func isEnabled(_ rule: CheckRule) -> Bool { !disabledRules.contains(rule) }

    /// `untranslated` and `needs-review`: warnings, errors when the languages were named.
    var completenessSeverity: Severity { languages == nil ? .warning : .error }

    /// Whether findings about `language` are wanted.
    func includes(language: String) -> Bool { languages?.contains { LanguageTag.same($0, language) } ?? true }

    /// The named languages as `available` spells them (`--languages DE` is a catalog's `de`), each once
    /// (`de,DE` would check every text twice).
    func languages(among available: [String]) -> [String]? {
        var chosen: [String] = []
        for language in languages ?? [] where !chosen.contains(where: { LanguageTag.same($0, language) }) {
            chosen.append(LanguageTag.spelling(of: language, among: available))
        }
        return languages == nil ? nil : chosen
    }
}
