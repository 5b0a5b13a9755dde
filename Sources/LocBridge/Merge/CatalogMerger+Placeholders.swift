extension CatalogMerger {
    /// A target's App Intents placeholders against its source's (`AppIntentsPlaceholders`), as `check`'s
    /// `placeholders` compares them; nil at once, after a byte test, for the many sources without `${`.
    /// Where the file's `<source>` is older, the catalog's current one counts: its placeholders are the
    /// intent's parameters now. A blank text is `empty-translation`'s, not compared.
    static func placeholderProblem(of content: FoldedLeaf.Content, unit: TranslationUnit, expected: TranslationUnit?,
                                   sourceChanged: Bool) -> AppIntentsPlaceholders.Problem? {
        let current = sourceChanged ? expected : nil
        switch content {
        case .text(let text):
            let source = current.flatMap { $0.sourceSet == nil ? $0.source : nil } ?? unit.source
            guard AppIntentsPlaceholders.mayContain(source), !LeafStatus.isBlank(text) else { return nil }
            return AppIntentsPlaceholders.problem(source: source, translation: text)
        case .phrases(let phrases):
            // A tool that dropped the source's `<mrk mtype="x-set">` leaves the export's phrases to compare with.
            let sources = current?.sourceSet ?? unit.sourceSet ?? expected?.sourceSet ?? [unit.source]
            return AppIntentsPlaceholders.problem(sourcePhrases: sources, translationPhrases: phrases)
        }
    }
}
