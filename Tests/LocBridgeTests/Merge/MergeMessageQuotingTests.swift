import Testing
@testable import LocBridge

extension MergeTests {
    /// Merge conflicts and review notes quote keys and texts as diagnostics do (`Diagnostic.quoted`): a
    /// line break, a terminal control (ESC, C1 CSI U+009B, NEL U+0085) or a bidi override in a catalog
    /// cannot forge or hide lines of the report.
    @Suite struct MergeMessageQuotingTests {
        /// A key with an override, a C1 CSI, a line break and a bell, as JSON escapes.
        static let key = #"K\u202e\u009b\n\u0007"#
        static let shownKey = #""K\u{202E}\u{9B}\n\u{7}""#

        static func unit(_ value: String) -> String { SourceReviewTests.unit(value) }
        static func catalog(_ members: String) -> String { SourceReviewTests.catalog(members) }

        static func entry(_ de: String, source: String = Self.unit("Done")) -> String {
            catalog(#""\#(key)" : { "localizations" : { "de" : \#(de), "en" : \#(source) } }"#)
        }

        @Test func conflictsEscapeKeysAndTexts() throws {
            let set = #"{ "stringSet" : { "state" : "translated", "values" : [ "a\u001b[2J", "say \"hi\"" ] } }"#
            let result = try CatalogThreeWayMerge.merge(
                base: MergeFixture.catalog(Self.entry(Self.unit("a"))),
                ours: MergeFixture.catalog(Self.entry(Self.unit(#"x\u0085y"#))),
                theirs: MergeFixture.catalog(Self.entry(set)))
            #expect(result.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:4:1: warning: conflict: \#(Self.shownKey) de: ours "x\u{85}y", theirs ["a\u{1B}[2J", "say \"hi\""]; kept ours"#,
            ])
        }

        /// The names of the place (an unknown member, a substitution) come from the files too.
        @Test func conflictPlacesEscapeNames() throws {
            func member(_ value: Int) throws -> StringCatalog {
                try MergeFixture.catalog(Self.catalog(#""K" : { "x-\u001b[2J\n" : \#(value) }"#))
            }
            let result = try CatalogThreeWayMerge.merge(base: member(1), ours: member(2), theirs: member(3))
            #expect(result.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:4:1: warning: conflict: "K" "x-\u{1B}[2J\n": ours 2, theirs 3; kept ours"#,
            ])
        }

        @Test func reviewNotesEscapeKeysAndSourceTexts() throws {
            let (_, report) = try SourceReviewTests.review(
                old: Self.entry(Self.unit("Fertig")),
                new: Self.entry(Self.unit("Fertig"), source: Self.unit(#"Fin\u202eished\u0085"#)))
            #expect(report.diagnostics(catalogPath: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: note: \#(Self.shownKey) (de): source changed "Done" → "Fin\u{202E}ished\u{85}"; marked needs_review"#,
            ])
            let sets = try SourceReviewTests.review(
                old: Self.entry(Self.unit("Fertig"), source: #"{ "stringSet" : { "state" : "translated", "values" : [ "Open" ] } }"#),
                new: Self.entry(Self.unit("Fertig"), source: #"{ "stringSet" : { "state" : "translated", "values" : [ "Open\u2066" ] } }"#))
            #expect(sets.report.changes.map(\.summary) == [#"["Open"] → ["Open\u{2066}"]"#])
        }
    }
}
