import Testing
@testable import LocBridge

extension Checks {
    /// How check and stats classify one leaf, per format: a catalog's empty value without a state is
    /// what the app shows; XLIFF drafts and stateless empty targets are never imported.
    @Suite struct LeafStatusTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var target: String?
            var state: String?
            var catalog: LeafStatus
            var xliff: LeafStatus
            var testDescription: String { "\(target.map { "\"\($0)\"" } ?? "no target") \(state ?? "no state")" }

            init(_ target: String?, _ state: String?, catalog: LeafStatus, xliff: LeafStatus) {
                (self.target, self.state, self.catalog, self.xliff) = (target, state, catalog, xliff)
            }
        }

        static let cases: [Case] = [
            Case(nil, nil, catalog: .untranslated, xliff: .untranslated),
            Case("Fertig", "translated", catalog: .translated, xliff: .translated),
            Case("Fertig", nil, catalog: .translated, xliff: .translated),
            Case("Fertig", "final", catalog: .translated, xliff: .translated),
            Case("Fertig", "x-reviewed", catalog: .translated, xliff: .translated),
            Case("Fertig", "new", catalog: .untranslated, xliff: .untranslated),
            Case("Fertig", "needs-translation", catalog: .untranslated, xliff: .untranslated),
            Case("Fertig", "needs-review-l10n", catalog: .needsReview, xliff: .needsReview),
            Case("Fertig", "needs-adaptation", catalog: .needsReview, xliff: .needsReview),
            Case("", "translated", catalog: .empty, xliff: .empty),
            Case(" \n", "signed-off", catalog: .empty, xliff: .empty),
            // Marked for review is not finished: untranslated, not `empty-translation`, in both formats.
            Case("", "needs-review-l10n", catalog: .untranslated, xliff: .untranslated),
            Case(" ", "needs-adaptation", catalog: .untranslated, xliff: .untranslated),
            Case("", nil, catalog: .empty, xliff: .untranslated),
            Case("", "new", catalog: .untranslated, xliff: .untranslated),
        ]

        @Test(arguments: cases) func classify(_ check: Case) {
            let unit = TranslationUnit(id: UnitID(key: "Done"), source: "Done", target: check.target, state: check.state)
            #expect(LeafStatus(unit, origin: .catalog) == check.catalog)
            #expect(LeafStatus(unit, origin: .xliff) == check.xliff)
        }

        @Test func anEmptyTranslationOfAnEmptySourceIsTranslated() {
            let unit = TranslationUnit(id: UnitID(key: "k"), source: " ", target: "", state: "translated")
            #expect(LeafStatus(unit, origin: .catalog) == .translated)
        }
    }
}
