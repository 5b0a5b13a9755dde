/// A review mark (`needs_review`) that one side of a three-way merge set on a text the other side
/// replaced: `locbridge review` on one branch, a translator's new text on the other. The merge takes the
/// new text; whether it takes the mark too depends on the key's source text (`apply`).
public struct CarriedReviewMark: Hashable, Sendable {
    public var key: String
    public var language: String
    /// The form's steps below the language; empty for the plain unit.
    public var path: [UnitPathStep]
    /// Where, as conflicts name it: `de`, `ru plural.one`.
    public var place: String
    /// The side that marked the text.
    public var markedBy: MergeConflict.Side
    /// The text it marked (the base's).
    public var markedText: String
    /// The other side's text, which replaced it.
    public var newText: String
    /// The key's 1-based line in the merged catalog (0 when unknown).
    public var line: Int
    /// For a phrase set (`stringSet`): the phrases marked and the other side's, which replaced them
    /// (`markedText` and `newText` then hold them a line each).
    public var markedPhrases: [String]?
    public var newPhrases: [String]?

    public init(key: String, language: String, path: [UnitPathStep], place: String, markedBy: MergeConflict.Side,
                markedText: String, newText: String, line: Int = 0) {
        self.key = key
        self.language = language
        self.path = path
        self.place = place
        self.markedBy = markedBy
        self.markedText = markedText
        self.newText = newText
        self.line = line
    }

    /// A mark on a phrase set.
    init(key: String, language: String, path: [UnitPathStep], place: String, markedBy: MergeConflict.Side,
         markedPhrases: [String], newPhrases: [String]) {
        self.init(key: key, language: language, path: path, place: place, markedBy: markedBy,
                  markedText: markedPhrases.joined(separator: "\n"), newText: newPhrases.joined(separator: "\n"))
        self.markedPhrases = markedPhrases
        self.newPhrases = newPhrases
    }

    /// `"Add" de: theirs marked "Hinzufügen" needs_review, ours replaced it with "Neu"; marked needs_review`.
    public var message: String {
        let writer = markedBy == .ours ? "theirs" : "ours"
        // Phrases each quoted: `"Open it", "Launch it"`.
        func shown(_ text: String, _ phrases: [String]?) -> String {
            phrases.map { $0.map(Diagnostic.quoted).joined(separator: ", ") } ?? Diagnostic.quoted(text)
        }
        return "\(Diagnostic.quoted(key)) \(Diagnostic.quotedIfNeeded(place)): \(markedBy.rawValue) marked "
            + "\(shown(markedText, markedPhrases)) needs_review, \(writer) replaced it with \(shown(newText, newPhrases)); marked needs_review"
    }

    /// The note at the key's line.
    public func diagnostic(catalogPath: String) -> Diagnostic {
        Diagnostic(.note, message, at: SourceLocation(path: catalogPath, line: max(line, 1), column: 1))
    }

    /// Marks the new texts of `marks` in `catalog` (already source-reviewed, `review` being what that
    /// found) and returns the marks applied.
    ///
    /// Where the key's source text changed, the source review has already judged each translation by
    /// the source its side wrote it for: a new text from a side whose source is the result's stays
    /// (the mark was about the old text, which it replaced), one written for another source is marked
    /// and said there. Elsewhere the mark was not about a source change in this merge (a review against
    /// an older version, a person's doubt), and nothing says the new text settles it: it keeps the mark.
    /// So does a text of the source language, which the source review never marks.
    static func apply(_ marks: [CarriedReviewMark], to catalog: inout StringCatalog,
                      review: SourceReviewReport) -> [CarriedReviewMark] {
        let judged = Set(review.changes.map(\.key))
        var applied: [CarriedReviewMark] = []
        for mark in marks where mark.language == catalog.sourceLanguage || !judged.contains(mark.key) {
            // A text not `translated` (a state its side gave it, or one locbridge does not know) already
            // says it is not final.
            guard catalog.strings[mark.key]?.localizations?[mark.language]?
                .markUnitNeedingReview(at: mark.path[...], holding: mark.newText, phrases: mark.newPhrases) == true else { continue }
            applied.append(mark)
        }
        return applied
    }
}

extension Localization {
    /// Marks the `stringUnit` at `path` `needs_review` when it is finished and holds `value`; says
    /// whether it did.
    mutating func markUnitNeedingReview(at path: ArraySlice<UnitPathStep>, holding value: String, phrases: [String]? = nil) -> Bool {
        guard let step = path.first else {
            if let phrases {
                guard stringSet?.state.isFinished == true, stringSet?.values == phrases else { return false }
                stringSet!.state = .needsReview
                return true
            }
            guard stringUnit?.state.isFinished == true, stringUnit?.value == value else { return false }
            stringUnit!.state = .needsReview
            return true
        }
        switch step {
        case .plural, .device:
            guard var forms = variations, var branch = forms.branch(step),
                  branch.markUnitNeedingReview(at: path.dropFirst(), holding: value) else { return false }
            forms.setBranch(step, to: branch)
            variations = forms
        case .substitution(let name):
            guard let inner = path.dropFirst().first, var substitution = substitutions?[name],
                  var forms = substitution.variations, var branch = forms.branch(inner),
                  branch.markUnitNeedingReview(at: path.dropFirst(2), holding: value) else { return false }
            forms.setBranch(inner, to: branch)
            substitution.variations = forms
            substitutions![name] = substitution
        }
        return true
    }
}
