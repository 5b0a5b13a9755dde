/// The `untranslated` and `needs-review` leaves of one key in one language, reported as one finding
/// each (a plural key missing in Russian is one problem, not four).
struct KeyProgress {
    /// Leaves of the key in the language.
    var total = 0
    var untranslated: [[UnitPathStep]] = []
    /// Those of `untranslated` that have a text but a state that does not mark it finished (XLIFF `new`,
    /// `needs-translation`), and the first one's state.
    var drafts: [[UnitPathStep]] = []
    var draftState: String?
    var needsReview: [[UnitPathStep]] = []
    /// Where each finding points: the first leaf concerned (XLIFF), or the key (catalogs).
    var untranslatedLine: Int?
    var needsReviewLine: Int?

    /// `draftState` is the state of a leaf that has a text but is not finished.
    mutating func addUntranslated(_ path: [UnitPathStep], line: Int, draftState: String? = nil) {
        untranslated.append(path)
        if untranslatedLine == nil { untranslatedLine = line }
        if let draftState {
            drafts.append(path)
            if self.draftState == nil { self.draftState = draftState }
        }
    }

    mutating func addNeedsReview(_ path: [UnitPathStep], line: Int) {
        needsReview.append(path)
        if needsReviewLine == nil { needsReviewLine = line }
    }

    /// A leaf as messages list it: its variation path, or `the text` for the key's own text (the text
    /// that names substitutions, beside their forms).
    private static func name(_ path: [UnitPathStep]) -> String {
        path.isEmpty ? "the text" : FindingCollector.render(path)
    }

    /// `legacyFile`: the drafts are in a file without review states (a legacy table), where import
    /// writes a draft as it is.
    func report(into collector: inout FindingCollector, key: String, language: String, legacyFile: Bool = false) {
        let severity = collector.configuration.completenessSeverity
        if let line = untranslatedLine {
            collector.add(.untranslated, severity,
                          CheckMessages.untranslated(language: language, paths: untranslated.map(Self.name), total: total,
                                                     drafts: drafts.map(Self.name), state: draftState, legacyFile: legacyFile),
                          line: line, key: key, language: language, listing: untranslated)
        }
        if let line = needsReviewLine {
            collector.add(.needsReview, severity,
                          CheckMessages.needsReview(language: language, paths: needsReview.map(Self.name), total: total),
                          line: line, key: key, language: language, listing: needsReview)
        }
    }
}
