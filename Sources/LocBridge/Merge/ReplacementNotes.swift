/// What a written translation says about the slot it filled, for the catalog and legacy merges alike:
/// a blank target over a translation (the app will show nothing), the source text itself over a
/// translation, and stateless targets that copy their source into empty slots (some tools fill every
/// untranslated target with its source), counted and said once per `<file>`.
struct ReplacementNotes {
    let language: String
    let sourceLanguage: String
    private var copied = 0
    private var firstCopied: (order: Int, location: SourceLocation?)?
    private var placeholders = 0
    private var firstPlaceholder: (order: Int, location: SourceLocation?)?

    init(language: String, sourceLanguage: String) {
        self.language = language
        self.sourceLanguage = sourceLanguage
    }

    /// Notes the plain text `target` written for `unit` over `old` (nil: the slot was empty).
    /// `finished`: counted as a translation (not a draft, nor a source change). Returns what to say now.
    mutating func wrote(_ target: String, over old: String?, unit: TranslationUnit, key: String, finished: Bool,
                        order: Int) -> (Severity, String)? {
        // A letter outside format specifiers: `%#@count@` alone (a `.stringsdict` format key) reads the
        // same in every language.
        let isTranslation = language != sourceLanguage && target == unit.source && TextChecks.hasWords(target, minimum: 1)
        guard let old, !LeafStatus.isBlank(old) else {
            // Written as Xcode writes it (FORMATS.md §3), but the app then shows nothing, not the source text.
            if LeafStatus.isBlank(target, source: unit.source) {
                return (.warning, MergeMessages.blankWritten(key: key, id: unit.id.description, language: language,
                                                             isSource: language == sourceLanguage))
            }
            // Only stateless targets: a tool's state (Xcode's `translated`) says someone decided on the text.
            if old == nil, finished, isTranslation, unit.state == nil {
                if copied == 0 { firstCopied = (order, unit.location) }
                copied += 1
            }
            return whitespace(target, unit: unit, key: key)
        }
        if LeafStatus.isBlank(target, source: unit.source) {
            return (.warning, MergeMessages.blankReplaced(key: key, id: unit.id.description, old: old, language: language,
                                                          isSource: language == sourceLanguage))
        }
        if isTranslation, target != old {
            // Often a tool's "copy source to target" run over a finished file, sometimes the translator's choice.
            return (.note, MergeMessages.sourceReplaced(key: key, id: unit.id.description, old: old))
        }
        return target == old ? nil : whitespace(target, unit: unit, key: key)
    }

    /// A translation whose white space at its ends is not the source's (a tool that re-indented the file
    /// inside `xml:space="preserve"`): imported as it is, as `check` would report it. Not said of source
    /// edits.
    private func whitespace(_ target: String, unit: TranslationUnit, key: String) -> (Severity, String)? {
        guard language != sourceLanguage, unit.targetSet == nil else { return nil }
        let differences = TextChecks.whitespaceDifferences(target, source: unit.source, language: language)
        guard !differences.isEmpty else { return nil }
        return (.warning, MergeMessages.whitespace(key: key, id: unit.id.description, differences: differences))
    }

    /// Whether `unit` is a tool's placeholder, not a translation: its state says it is not translated yet
    /// (`new`, `needs-translation`) and its target is its source (Crowdin and Transifex send untranslated
    /// units so). Counted, to be said once per `<file>`; the caller imports nothing for it.
    mutating func isPlaceholder(_ unit: TranslationUnit, order: Int) -> Bool {
        guard language != sourceLanguage, Self.isPlaceholder(unit) else { return false }
        if placeholders == 0 { firstPlaceholder = (order, unit.location) }
        placeholders += 1
        return true
    }

    /// Whether the unit's state says it is not translated yet and its target repeats its source (with
    /// words: `%@` may well read the same translated). `check` says the same of it.
    static func isPlaceholder(_ unit: TranslationUnit) -> Bool {
        guard unit.state == "new" || unit.state == "needs-translation" else { return false }
        if let phrases = unit.targetSet { return phrases == unit.sourceSet }
        return unit.target == unit.source && TextChecks.hasWords(unit.source, minimum: 1)
    }

    /// The notes said once per `<file>` (copied sources, placeholders), each at the first unit it counts.
    var notes: [(order: Int, diagnostic: Diagnostic)] {
        var notes: [(order: Int, diagnostic: Diagnostic)] = []
        if let first = firstCopied {
            notes.append((first.order, Diagnostic(.note, MergeMessages.copiedSources(copied, language: language), at: first.location)))
        }
        if let first = firstPlaceholder {
            notes.append((first.order, Diagnostic(.note, MergeMessages.placeholders(placeholders), at: first.location)))
        }
        return notes
    }
}
