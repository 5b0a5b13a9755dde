/// What a written translation says about the slot it filled, for the catalog and legacy merges alike:
/// a blank target over a translation (the app will show nothing), the source text itself over a
/// translation, and stateless targets that copy their source into empty slots (some tools fill every
/// untranslated target with its source), counted and said once per `<file>`.
struct ReplacementNotes {
    let language: String
    let sourceLanguage: String
    private var copied = 0
    private var firstCopied: (order: Int, location: SourceLocation?)?

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
            // Only stateless targets: a tool's state (Xcode's `translated`) says someone decided on the text.
            if old == nil, finished, isTranslation, unit.state == nil {
                if copied == 0 { firstCopied = (order, unit.location) }
                copied += 1
            }
            return nil
        }
        if LeafStatus.isBlank(target, source: unit.source) {
            return (.warning, MergeMessages.blankReplaced(key: key, id: unit.id.description, old: old, language: language))
        }
        if isTranslation, target != old {
            // Often a tool's "copy source to target" run over a finished file, sometimes the translator's choice.
            return (.note, MergeMessages.sourceReplaced(key: key, id: unit.id.description, old: old))
        }
        return nil
    }

    /// The one note about copied sources, at the first of them.
    var copiedNote: (order: Int, diagnostic: Diagnostic)? {
        firstCopied.map { ($0.order, Diagnostic(.note, MergeMessages.copiedSources(copied, language: language), at: $0.location)) }
    }
}
