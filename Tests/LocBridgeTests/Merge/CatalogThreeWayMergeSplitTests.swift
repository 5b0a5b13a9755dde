import Testing
@testable import LocBridge

extension MergeTests {
    /// One side split the plain German text into device variations (an import of a translator's
    /// `device.mac`); the other changed that plain text. The plain text is the split's `other` branch, so
    /// the two merge branch by branch, either way round (QA: a conflict that dropped the new variation).
    @Suite struct CatalogThreeWayMergeSplitTests {
        typealias Three = CatalogThreeWayMergeTests

        static func catalog(en: String = "Hello", de: String) -> String {
            SourceReviewTests.catalog(#""Hello" : { "localizations" : { "de" : \#(de), "en" : \#(SourceReviewTests.unit(en)) } }"#)
        }

        static func devices(mac: String, other: String, _ state: String = "translated") -> String {
            #"{ "variations" : { "device" : { "mac" : \#(SourceReviewTests.unit(mac, state)), "other" : \#(SourceReviewTests.unit(other, state)) } } }"#
        }

        static let base = catalog(de: SourceReviewTests.unit("Hallo"))
        static let split = catalog(de: devices(mac: "Hallo Mac", other: "Hallo"))

        /// `device: "state value"` of the merged German text.
        static func german(_ result: CatalogMergeResult) throws -> [String: String] {
            let merged = try CatalogReader.read(result.bytes, path: "").catalog
            let devices = merged.strings["Hello"]?.localizations?["de"]?.variations?.device ?? [:]
            return Dictionary(uniqueKeysWithValues: devices.map { ($0.key.rawValue, "\($0.value.stringUnit!.state.rawValue) \($0.value.stringUnit!.value)") })
        }

        @Test func aRetranslatedPlainTextBecomesTheOtherBranch() throws {
            let retranslated = Self.catalog(de: SourceReviewTests.unit("Servus"))
            for (ours, theirs) in [(retranslated, Self.split), (Self.split, retranslated)] {
                let result = try Three.merge(base: Self.base, ours: ours, theirs: theirs)
                #expect(result.conflicts.isEmpty)
                #expect(try Self.german(result) == ["mac": "translated Hallo Mac", "other": "translated Servus"])
            }
        }

        /// `review` after a source change marked the plain text: both branches are marked.
        @Test func aReviewMarkReachesEveryBranch() throws {
            let reviewed = Self.catalog(en: "Hello!", de: SourceReviewTests.unit("Hallo", "needs_review"))
            for (ours, theirs) in [(reviewed, Self.split), (Self.split, reviewed)] {
                let result = try Three.merge(base: Self.base, ours: ours, theirs: theirs)
                #expect(result.conflicts.isEmpty)
                #expect(try Self.german(result) == ["mac": "needs_review Hallo Mac", "other": "needs_review Hallo"])
            }
        }

        /// The other side changed the source and retranslated the plain text for it: that text, now the
        /// `other` branch, was written for the result's source and stays; the added variation is marked
        /// (QA: both were marked).
        @Test func aRetranslationForTheNewSourceStaysTranslated() throws {
            let retranslated = Self.catalog(en: "Hello you", de: SourceReviewTests.unit("Hallo du"))
            for (ours, theirs) in [(retranslated, Self.split), (Self.split, retranslated)] {
                let result = try Three.merge(base: Self.base, ours: ours, theirs: theirs)
                #expect(result.conflicts.isEmpty)
                #expect(try Self.german(result) == ["mac": "needs_review Hallo Mac", "other": "translated Hallo du"])
            }
        }

        /// Both sides split the plain text; one also revised `other`, or each added its own device: the
        /// plain text was every branch both have, so neither is a conflict (QA: `other` conflicted).
        @Test func twoSplitsMergeBranchByBranch() throws {
            let revised = Self.catalog(de: Self.devices(mac: "Hallo Mac", other: "Servus"))
            for (ours, theirs) in [(Self.split, revised), (revised, Self.split)] {
                let result = try Three.merge(base: Self.base, ours: ours, theirs: theirs)
                #expect(result.conflicts.isEmpty)
                #expect(try Self.german(result) == ["mac": "translated Hallo Mac", "other": "translated Servus"])
            }
            let iPad = Self.catalog(de: #"{ "variations" : { "device" : { "ipad" : \#(SourceReviewTests.unit("Hallo iPad")), "other" : \#(SourceReviewTests.unit("Hallo")) } } }"#)
            let result = try Three.merge(base: Self.base, ours: Self.split, theirs: iPad)
            #expect(result.conflicts.isEmpty)
            #expect(try Self.german(result) == ["ipad": "translated Hallo iPad", "mac": "translated Hallo Mac", "other": "translated Hallo"])
        }

        /// `review` of a split made since the old version: the `other` branch still holds the old plain text,
        /// written for the old source, and is marked; the variation added since is not.
        @Test func reviewMarksTheOtherBranchAPlainTextBecame() throws {
            let (json, report) = try SourceReviewTests.review(old: Self.base,
                                                              new: Self.catalog(en: "Hello!", de: Self.devices(mac: "Hallo Mac", other: "Hallo")))
            #expect(report.markedTranslations == 1)
            let catalog = try CatalogReader.read(Array(json.utf8), path: "").catalog
            let devices = catalog.strings["Hello"]?.localizations?["de"]?.variations?.device
            #expect(devices?[.other]?.stringUnit?.state == .needsReview)
            #expect(devices?[.mac]?.stringUnit?.state == .translated)
        }

        /// The split side also changed the `other` branch: that branch conflicts (ours kept), the new
        /// variation stays.
        @Test func aChangedOtherBranchStillConflicts() throws {
            let retranslated = Self.catalog(de: SourceReviewTests.unit("Servus"))
            let changed = Self.catalog(de: Self.devices(mac: "Hallo Mac", other: "Hallo anders"))
            let result = try Three.merge(base: Self.base, ours: retranslated, theirs: changed)
            #expect(Three.messages(result) == [
                #"App/L.xcstrings:4:1: warning: conflict: "Hello" de device.other: ours "Servus", theirs "Hallo anders"; kept ours"#,
            ])
            #expect(try Self.german(result) == ["mac": "translated Hallo Mac", "other": "translated Servus"])
        }
    }
}

extension MergeTests.CatalogThreeWayMergeSplitTests {
    static func plural(one: String, other: String, _ state: String = "translated") -> String {
        #"{ "variations" : { "plural" : { "one" : \#(MergeTests.SourceReviewTests.unit(one, state)), "other" : \#(MergeTests.SourceReviewTests.unit(other, state)) } } }"#
    }

    /// Plural forms take a review mark of the plain text they were made from, but not a new plain text,
    /// which would sit beside forms worded for the old one: that stays a conflict (ours kept).
    @Test func pluralFormsTakeAReviewMarkButNotANewText() throws {
        let base = Self.catalog(en: "%lld items", de: MergeTests.SourceReviewTests.unit("%lld Elemente"))
        let forms = Self.catalog(en: "%lld items", de: Self.plural(one: "%lld Element", other: "%lld Elemente"))
        let marked = Self.catalog(en: "%lld items", de: MergeTests.SourceReviewTests.unit("%lld Elemente", "needs_review"))
        let merged = try Three.merge(base: base, ours: marked, theirs: forms)
        #expect(merged.conflicts.isEmpty)
        let catalog = try CatalogReader.read(merged.bytes, path: "").catalog
        let plural = catalog.strings["Hello"]?.localizations?["de"]?.variations?.plural ?? [:]
        #expect(plural.mapValues { "\($0.stringUnit!.state.rawValue) \($0.stringUnit!.value)" }
            == [PluralCategory.one: "needs_review %lld Element", .other: "needs_review %lld Elemente"])
        let retranslated = Self.catalog(en: "%lld items", de: MergeTests.SourceReviewTests.unit("%lld Einträge"))
        #expect(Three.messages(try Three.merge(base: base, ours: retranslated, theirs: forms)) == [
            #"App/L.xcstrings:4:1: warning: conflict: "Hello" de: ours "%lld Einträge", theirs (plural forms); kept ours"#,
        ])
    }
}
