/// The `untranslated` and `needs-review` leaves of one key in one language, reported as one finding
/// each (a plural key missing in Russian is one problem, not four).
struct KeyProgress {
    /// Leaves of the key in the language.
    var total = 0
    var untranslated: [[UnitPathStep]] = []
    var needsReview: [[UnitPathStep]] = []
    /// Where each finding points: the first leaf concerned (XLIFF), or the key (catalogs).
    var untranslatedLine: Int?
    var needsReviewLine: Int?

    mutating func addUntranslated(_ path: [UnitPathStep], line: Int) {
        untranslated.append(path)
        if untranslatedLine == nil { untranslatedLine = line }
    }

    mutating func addNeedsReview(_ path: [UnitPathStep], line: Int) {
        needsReview.append(path)
        if needsReviewLine == nil { needsReviewLine = line }
    }

    func report(into collector: inout FindingCollector, key: String, language: String) {
        let severity = collector.configuration.completenessSeverity
        if let line = untranslatedLine {
            collector.add(.untranslated, severity,
                          CheckMessages.untranslated(language: language, paths: untranslated.map(FindingCollector.render), total: total),
                          line: line, key: key, language: language, listing: untranslated)
        }
        if let line = needsReviewLine {
            collector.add(.needsReview, severity,
                          CheckMessages.needsReview(language: language, paths: needsReview.map(FindingCollector.render), total: total),
                          line: line, key: key, language: language, listing: needsReview)
        }
    }
}
