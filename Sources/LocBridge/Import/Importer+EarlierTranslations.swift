/// A source-language input that comes after a translation of the same import: what the translation
/// said is told as it would be had the source-language input come first.
extension Importer {
    /// The review that `sourceInput` made marked translations an earlier input of the import had just
    /// written finished: they were made for the old source text, as a later file's would be. Each is
    /// counted as source changed, not updated, with the warning such a file's unit gets.
    /// - Parameters:
    ///   - base: the catalog before the source-language input.
    ///   - catalogPath: the catalog as its reports name it.
    ///   - edited: where the source-language input changed each key, where known (else `sourceInput`).
    mutating func recount(translationsBefore review: SourceReviewReport, base: StringCatalog, catalog index: Int,
                          catalogPath: String, edited: [String: SourceLocation], sourceInput: SourceLocation) {
        var keysByLanguage: [String: Set<String>] = [:]
        for change in review.changes {
            for language in change.markedLanguages { keysByLanguage[language, default: []].insert(change.key) }
        }
        guard let byLanguage = changes[index] else { return }
        // Drafts an earlier input put in for a key whose source this input changed were made for the old
        // text too, though `review` marks no draft (QA: counted "draft added" in one order only).
        let changedKeys = Set(review.changes.map(\.key))
        let sourceLanguage = catalogs[index].catalog.sourceLanguage
        for language in byLanguage.keys where language != sourceLanguage
            && byLanguage[language]!.contains(where: { changedKeys.contains($0.key.key) && $0.value.isDraft }) {
            keysByLanguage[language, default: []].formUnion(changedKeys)
        }
        guard !keysByLanguage.isEmpty else { return }
        let catalog = catalogs[index].catalog
        for (language, keys) in keysByLanguage.sorted(by: { $0.key < $1.key }) {
            guard let earlier = byLanguage[language] else { continue }
            let marked = earlier.filter { id, change in
                guard keys.contains(id.key), !change.keptAsOther, change.location != nil else { return false }
                if change.isDraft { return true }
                let state = { (catalog: StringCatalog) in
                    catalog.strings[id.key]?.localizations?[language]?.descendant(at: id.path[...])?.stringUnit?.state
                }
                return state(catalog) == .needsReview && state(base) != .needsReview
            }
            let ordered = marked.map { (id: $0.key, at: $0.value.location!, draft: $0.value.isDraft) }
                .sorted { ($0.at.path, $0.at.line) < ($1.at.path, $1.at.line) }
            for (id, at, draft) in ordered {
                guard let report = reports.lastIndex(where: { $0.catalog == catalogPath && $0.language == language
                                                               && $0.input == at.path }),
                      draft ? reports[report].draftsAdded > 0 : reports[report].updated > 0 else { continue }
                if draft { reports[report].draftsAdded -= 1 } else { reports[report].updated -= 1 }
                reports[report].sourceChanged += 1
                let warning = Diagnostic(.warning, MergeMessages.importedBeforeSourceEdit(key: id.key, id: id.description,
                                                                                           at: edited[id.key] ?? sourceInput),
                                         at: at)
                // In line order among the input's own diagnostics.
                let place = reports[report].diagnostics.firstIndex {
                    $0.location?.path == at.path && ($0.location?.line ?? 0) > at.line
                } ?? reports[report].diagnostics.endIndex
                reports[report].diagnostics.insert(warning, at: place)
            }
        }
    }
}
