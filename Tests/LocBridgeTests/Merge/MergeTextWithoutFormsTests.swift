import Testing
@testable import LocBridge

extension MergeTests {
    /// A text naming a substitution its language lacks needs forms of it from the file: where the file has
    /// forms with targets but the import takes none of them, the text is refused too, as it is where the
    /// file translates none (stored alone, it is what `check` reports as `substitution-mismatch`).
    @Suite struct MergeTextWithoutFormsTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "n %#@C@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "n %#@C@" },
                      "substitutions" : { "C" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            /// The `<target>` line of the `other` form.
            var target: String
            var counts: MergeCounts
            /// What is said of the `other` form (line 17).
            var said: String?
            var testDescription: String { name }
        }

        static let cases = [
            Case(name: "refused", target: #"<target state="translated">%1$lld Dinge %2$@</target>"#,
                 counts: MergeCounts(emptySkipped: 1, refused: 2),
                 said: #"de.xliff:17:1: error: refused "n %#@C@" (n %#@C@|==|substitutions.C.plural.other): the translation has 2 format specifiers (%1$lld, %2$@) but the source has 1 (%1$lld); fix the translation and import again"#),
            Case(name: "a tool's placeholder", target: #"<target state="new">%1$lld items</target>"#,
                 counts: MergeCounts(emptySkipped: 2, refused: 1),
                 said: "de.xliff:17:1: note: 1 unit has the source text as target in state new or needs-translation (the first here): "
                    + "a tool's placeholder for text not translated yet, not imported"),
            Case(name: "empty", target: "<target/>", counts: MergeCounts(emptySkipped: 2, refused: 1), said: nil),
        ]

        @Test(arguments: cases) func theTextIsRefusedWhenNoFormOfItIsImported(_ test: Case) throws {
            let file = MergeFixture.xliff("""
                      <trans-unit id="n %#@C@" xml:space="preserve">
                        <source>n %1$#@C@</source>
                        <target state="translated">n %1$#@C@ DE</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.one" xml:space="preserve">
                        <source>%1$lld item</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.other" xml:space="preserve">
                        <source>%1$lld items</source>
                        \(test.target)
                        <note/>
                      </trans-unit>
                """)
            let (json, report) = try MergeFixture.importing(file, into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(Self.catalog)))
            #expect(MergeCounts(report) == test.counts)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "n %#@C@": the text uses %#@C@, but the de translation has no "C" substitution and the XLIFF's forms of it (n %#@C@|==|substitutions.C.plural.…) are not imported; fix them and import again"#,
            ] + [test.said].compactMap { $0 })
        }

        /// One form imported is enough: the text and the substitution go in together.
        @Test func oneImportedFormIsEnough() throws {
            let file = MergeFixture.xliff("""
                      <trans-unit id="n %#@C@" xml:space="preserve">
                        <source>n %1$#@C@</source>
                        <target state="translated">n %1$#@C@ DE</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.one" xml:space="preserve">
                        <source>%1$lld item</source>
                        <target state="translated">%1$lld Ding %2$@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.other" xml:space="preserve">
                        <source>%1$lld items</source>
                        <target state="new">%1$lld Dinge</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, report) = try MergeFixture.importing(file, into: Self.catalog)
            let german = try MergeFixture.catalog(json).strings["n %#@C@"]?.localizations?["de"]
            #expect(german?.stringUnit == StringUnit(state: .translated, value: "n %#@C@ DE"))
            #expect(german?.substitutions?["C"]?.variations?.plural?.mapValues(\.stringUnit)
                == [.other: StringUnit(state: .needsReview, value: "%arg Dinge")])
            #expect(MergeCounts(report) == MergeCounts(updated: 1, draftsAdded: 1, refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:13:1: error: refused "n %#@C@" (n %#@C@|==|substitutions.C.plural.one): the translation has 2 format specifiers (%1$lld, %2$@) but the source has 1 (%1$lld); fix the translation and import again"#,
            ])
        }

        /// Crowdin and Transifex send an untranslated key as placeholders: each unit's target its source, in
        /// state `needs-translation`. The text is a placeholder, so are its forms, and a blank form imports
        /// nothing either: none is refused for want of the text (QA: two errors and exit 1 per such key).
        @Test func placeholderOrBlankFormsOfAPlaceholderTextAreSkipped() throws {
            let file = MergeFixture.xliff("""
                      <trans-unit id="n %#@C@" xml:space="preserve">
                        <source>n %1$#@C@</source>
                        <target state="needs-translation">n %1$#@C@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.one" xml:space="preserve">
                        <source>%1$lld item</source>
                        <target/>
                        <note/>
                      </trans-unit>
                      <trans-unit id="n %#@C@|==|substitutions.C.plural.other" xml:space="preserve">
                        <source>%1$lld items</source>
                        <target state="needs-translation">%1$lld items</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, report) = try MergeFixture.importing(file, into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(Self.catalog)))
            #expect(MergeCounts(report) == MergeCounts(emptySkipped: 3))
            #expect(report.diagnostics.map(\.description) == [
                "de.xliff:8:1: note: 2 units have the source text as target in state new or needs-translation (the first here): "
                    + "a tool's placeholder for text not translated yet, not imported",
            ])
        }
    }
}
