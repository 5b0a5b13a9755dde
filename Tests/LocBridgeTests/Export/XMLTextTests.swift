import Testing
@testable import LocBridge

/// A control character XML cannot carry is reported with the text that holds it.
struct XMLTextTests {
    @Test func theTextHoldingTheCharacterIsNamed() {
        let plain = CatalogEntry(comment: "Button", localizations: ["de": .unit("Fertig"), "fr": .unit("Terminé")])
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: plain) == nil)
        #expect(XMLText.firstUnrepresentable(key: "Do\u{1}ne", entry: plain)! == ("control character U+0001", "the key \"Do\\u{1}ne\""))
        var comment = plain
        comment.comment = "Bu\u{7}tton"
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: comment)! == ("control character U+0007", "the comment of \"Done\""))
        var translation = plain
        translation.localizations!["fr"] = .unit("Termin\u{FFFF}é")
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: translation)! == ("noncharacter U+FFFF", "the fr translation of \"Done\""))
    }

    /// A text longer than XLIFF readers take (the import's 10 MB) is refused by the export, which could
    /// otherwise write a file that never comes back.
    @Test func aTextTooLongToComeBackIsRefused() throws {
        let long = String(repeating: "x", count: XLIFFParseState.maximumTextLength + 1)
        let entry = CatalogEntry(localizations: ["de": .unit(long), "en": .unit("Hello")])
        #expect(XMLText.firstTooLong(key: "Hello", entry: entry)! == (10_000_001, "the de translation of \"Hello\""))
        let catalog = StringCatalog(sourceLanguage: "en", strings: ["Hello": entry])
        let exporter = Exporter(catalogs: [ExportedCatalog(original: "L.xcstrings", catalog: catalog)])
        #expect(throws: ExportError.self) { try exporter.validate() }
        do {
            try exporter.validate()
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "the de translation of \"Hello\" is 10000001 bytes long; XLIFF readers (the import's too) take texts of at "
                    + "most 10000000 bytes, so it could not come back: shorten it",
            ])
        }
    }
}
