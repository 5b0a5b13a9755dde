import Foundation
import Testing
@testable import LocBridge

/// Catalogs as JSON in, catalogs as JSON out: every merge test states the catalog before, the XLIFF
/// the translator returned (as text, read by `XLIFFReader` so locations are real) and the catalog
/// JSON expected after, written out in full.
enum MergeFixture {
    /// The catalog path every one-catalog test imports into.
    static let catalogPath = "App/Localizable.xcstrings"
    /// The XLIFF path locations name.
    static let xliffPath = "de.xliff"

    static func catalog(_ json: String) throws -> StringCatalog {
        try CatalogReader.read(Array(json.utf8), path: catalogPath).catalog
    }

    /// The catalog as Xcode writes it.
    static func json(_ catalog: StringCatalog) -> String {
        String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    }

    /// A whole XLIFF document with one `<file>` for `language`, `units` being its `<trans-unit>`
    /// lines. The first unit starts on line 8.
    static func xliff(language: String = "de", sourceLanguage: String = "en", _ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(catalogPath)" source-language="\(sourceLanguage)" target-language="\(language)" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
            </header>
            <body>
        \(units)
            </body>
          </file>
        </xliff>

        """
    }

    /// Reads `xliff` and applies its one file to the catalog `json`; returns the catalog as JSON.
    /// The reader's own diagnostics must be `readerDiagnostics` (none unless a test expects some).
    static func importing(_ xliff: String, into json: String, readerDiagnostics: [String] = [],
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (json: String, report: MergeReport) {
        var catalog = try catalog(json)
        let read = try XLIFFReader.read(Array(xliff.utf8), path: xliffPath)
        #expect(read.diagnostics.map(\.description) == readerDiagnostics, sourceLocation: sourceLocation)
        try #require(read.document.files.count == 1)
        let report = Merge.apply(read.document.files[0], to: &catalog, catalogPath: catalogPath)
        return (Self.json(catalog), report)
    }

    /// Replaces a state in every unit and string set of `localization`.
    static func replaceState(_ old: TranslationState, with new: TranslationState, in localization: inout Localization) {
        if localization.stringUnit?.state == old { localization.stringUnit!.state = new }
        if localization.stringSet?.state == old { localization.stringSet!.state = new }
        if var forms = localization.variations {
            forms.plural = forms.plural?.mapValues { replacingState(old, with: new, in: $0) }
            forms.device = forms.device?.mapValues { replacingState(old, with: new, in: $0) }
            localization.variations = forms
        }
        localization.substitutions = localization.substitutions?.mapValues { substitution in
            var substitution = substitution
            let forms = substitution.variations?.plural?.mapValues { replacingState(old, with: new, in: $0) }
            substitution.variations?.plural = forms
            return substitution
        }
    }

    private static func replacingState(_ old: TranslationState, with new: TranslationState, in localization: Localization) -> Localization {
        var copy = localization
        replaceState(old, with: new, in: &copy)
        return copy
    }

    /// `text` with `old` replaced by `new`; records an issue when `old` is not there, so an expected
    /// catalog written as "the input with this change" cannot silently equal the input.
    static func replacing(_ old: String, with new: String, in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        if !text.contains(old) { Issue.record("the text to replace is not there: \(old)", sourceLocation: sourceLocation) }
        return text.replacingOccurrences(of: old, with: new)
    }

    /// Compares texts and says where they first differ.
    static func expectText(_ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(actual == expected, "\(ByteDifference.describe(expected: Array(expected.utf8), actual: Array(actual.utf8)))",
                sourceLocation: sourceLocation)
    }
}

/// The counts of a report as one comparable value, so a test states them all at once.
struct MergeCounts: Equatable, CustomStringConvertible {
    var updated = 0, unchanged = 0, sourceChanged = 0, draftsAdded = 0, draftsSkipped = 0, emptySkipped = 0
    var notTranslatable = 0, refused = 0, unknown = 0

    init(updated: Int = 0, unchanged: Int = 0, sourceChanged: Int = 0, draftsAdded: Int = 0, draftsSkipped: Int = 0,
         emptySkipped: Int = 0, notTranslatable: Int = 0, refused: Int = 0, unknown: Int = 0) {
        self.updated = updated
        self.unchanged = unchanged
        self.sourceChanged = sourceChanged
        self.draftsAdded = draftsAdded
        self.draftsSkipped = draftsSkipped
        self.emptySkipped = emptySkipped
        self.notTranslatable = notTranslatable
        self.refused = refused
        self.unknown = unknown
    }

    init(_ report: MergeReport) {
        self.init(updated: report.updated, unchanged: report.unchanged, sourceChanged: report.sourceChanged,
                  draftsAdded: report.draftsAdded, draftsSkipped: report.draftsSkipped, emptySkipped: report.emptySkipped,
                  notTranslatable: report.notTranslatable, refused: report.refused, unknown: report.unknown)
    }

    var total: Int {
        updated + unchanged + sourceChanged + draftsAdded + draftsSkipped + emptySkipped + notTranslatable + refused + unknown
    }

    var description: String {
        "updated \(updated), unchanged \(unchanged), sourceChanged \(sourceChanged), draftsAdded \(draftsAdded), "
            + "draftsSkipped \(draftsSkipped), emptySkipped \(emptySkipped), notTranslatable \(notTranslatable), "
            + "refused \(refused), unknown \(unknown)"
    }
}
