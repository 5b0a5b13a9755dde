import Testing
@testable import LocBridge

extension MergeTests {
    /// A review mark on one side and a new text on the other (`CarriedReviewMark`): the new text is
    /// kept; it keeps the mark only when it was not written for the result's source text, and a mark it
    /// keeps is said and counted. Every case either way round.
    @Suite struct CatalogThreeWayMergeReviewMarkTests {
        /// `"Hello"` with its English and German texts and the German state.
        static func catalog(en: String, de: String, _ state: String = "translated") -> String {
            SourceReviewTests.catalog(#"""
                "Hello" : { "localizations" : { "de" : \#(SourceReviewTests.unit(de, state)), "en" : \#(SourceReviewTests.unit(en)) } }
                """#)
        }

        static let base = catalog(en: "Hello there", de: "Hallo")

        struct Outcome: Equatable {
            /// `language: "state value"`, read back from the written bytes.
            var texts: [String: String]
            var messages: [String]
            var markedTranslations: Int
        }

        static func merge(ours: String, theirs: String) throws -> Outcome {
            let result = try CatalogThreeWayMergeTests.merge(base: base, ours: ours, theirs: theirs)
            #expect(result.conflicts.isEmpty)
            let merged = try CatalogReader.read(result.bytes, path: "").catalog
            let texts = merged.strings["Hello"]?.localizations?.mapValues { "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)" }
            return Outcome(texts: texts ?? [:], messages: CatalogThreeWayMergeTests.messages(result),
                           markedTranslations: result.markedTranslations)
        }

        /// Both sides made the same source change; one ran `review` (German marked, old text), the other
        /// translated the new source. The mark was about the text that was replaced: the new one stays.
        @Test func aNewTextForTheSameNewSourceDropsTheOtherSidesMark() throws {
            let marked = Self.catalog(en: "Hi there", de: "Hallo", "needs_review")
            let retranslated = Self.catalog(en: "Hi there", de: "Hi du")
            let expected = Outcome(texts: ["de": "translated Hi du", "en": "translated Hi there"], messages: [], markedTranslations: 0)
            #expect(try Self.merge(ours: retranslated, theirs: marked) == expected)
            #expect(try Self.merge(ours: marked, theirs: retranslated) == expected)
        }

        /// The side that changed the source also wrote the new German text, for that source; the other
        /// side's mark (set with the old source) was about the text that was replaced.
        @Test func aNewTextFromTheSideThatChangedTheSourceDropsTheMark() throws {
            let marked = Self.catalog(en: "Hello there", de: "Hallo", "needs_review")
            let retranslated = Self.catalog(en: "Hi there", de: "Hi du")
            let expected = Outcome(texts: ["de": "translated Hi du", "en": "translated Hi there"], messages: [], markedTranslations: 0)
            #expect(try Self.merge(ours: retranslated, theirs: marked) == expected)
            #expect(try Self.merge(ours: marked, theirs: retranslated) == expected)
        }

        /// One side changed the source and marked German; the other rewrote German for the old source.
        /// The new text translates a text the result no longer has: marked, as the source review says.
        @Test func aNewTextForTheOldSourceIsMarkedAndSaid() throws {
            let marked = Self.catalog(en: "Hi there", de: "Hallo", "needs_review")
            let retranslated = Self.catalog(en: "Hello there", de: "Hallo zusammen")
            let expected = Outcome(texts: ["de": "needs_review Hallo zusammen", "en": "translated Hi there"], messages: [
                #"App/L.xcstrings:4:1: note: "Hello" (de): source changed "Hello there" → "Hi there"; marked needs_review"#,
            ], markedTranslations: 1)
            #expect(try Self.merge(ours: retranslated, theirs: marked) == expected)
            #expect(try Self.merge(ours: marked, theirs: retranslated) == expected)
        }

        /// Neither side changed the source (the mark came from a review against an older version): the
        /// new text keeps the mark, and the merge says so and counts it.
        @Test func aMarkWithoutASourceChangeIsKeptSaidAndCounted() throws {
            let marked = Self.catalog(en: "Hello there", de: "Hallo", "needs_review")
            let retranslated = Self.catalog(en: "Hello there", de: "Hallo zusammen")
            let texts = ["de": "needs_review Hallo zusammen", "en": "translated Hello there"]
            #expect(try Self.merge(ours: retranslated, theirs: marked) == Outcome(texts: texts, messages: [
                #"App/L.xcstrings:4:1: note: "Hello" de: theirs marked "Hallo" needs_review, ours replaced it with "Hallo zusammen"; marked needs_review"#,
            ], markedTranslations: 1))
            #expect(try Self.merge(ours: marked, theirs: retranslated) == Outcome(texts: texts, messages: [
                #"App/L.xcstrings:4:1: note: "Hello" de: ours marked "Hallo" needs_review, theirs replaced it with "Hallo zusammen"; marked needs_review"#,
            ], markedTranslations: 1))
        }

        /// A mark kept on a substitution's form is applied there, and named by its place.
        @Test func aMarkKeptOnASubstitutionFormIsSaidWithItsPlace() throws {
            func catalog(one: String, _ state: String = "translated") -> String {
                SourceReviewTests.catalog(#"""
                    "%#@n@ files" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                      "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : \#(SourceReviewTests.unit(one, state)), "other" : \#(SourceReviewTests.unit("%arg Dateien")) } } } } } } }
                    """#)
            }
            let base = catalog(one: "%arg Datei")
            let result = try CatalogThreeWayMergeTests.merge(base: base, ours: catalog(one: "%arg Akte"),
                                                             theirs: catalog(one: "%arg Datei", "needs_review"))
            MergeFixture.expectText(CatalogThreeWayMergeTests.text(result),
                                    MergeFixture.json(try MergeFixture.catalog(catalog(one: "%arg Akte", "needs_review"))))
            #expect(CatalogThreeWayMergeTests.messages(result) == [
                #"App/L.xcstrings:4:1: note: "%#@n@ files" de substitutions.n.plural.one: theirs marked "%arg Datei" needs_review, "#
                    + #"ours replaced it with "%arg Akte"; marked needs_review"#,
            ])
            #expect(result.markedTranslations == 1)
        }

        /// A new text its side left `new` is not final already: nothing to mark, nothing said.
        @Test func aNewTextThatIsNotTranslatedIsLeftAsItsSideWroteIt() throws {
            let marked = Self.catalog(en: "Hello there", de: "Hallo", "needs_review")
            let draft = Self.catalog(en: "Hello there", de: "Hallo zusammen", "new")
            let expected = Outcome(texts: ["de": "new Hallo zusammen", "en": "translated Hello there"], messages: [], markedTranslations: 0)
            #expect(try Self.merge(ours: draft, theirs: marked) == expected)
            #expect(try Self.merge(ours: marked, theirs: draft) == expected)
        }
    }
}
