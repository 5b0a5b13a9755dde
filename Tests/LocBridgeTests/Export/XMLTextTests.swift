import Testing
@testable import LocBridge

/// A control character XML cannot carry is reported with the text that holds it.
struct XMLTextTests {
    @Test func theTextHoldingTheCharacterIsNamed() {
        let plain = CatalogEntry(comment: "Button", localizations: ["de": .unit("Fertig"), "fr": .unit("Terminé")])
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: plain) == nil)
        #expect(XMLText.firstUnrepresentable(key: "Do\u{1}ne", entry: plain)! == ("U+0001", "the key \"Do\\u{1}ne\""))
        var comment = plain
        comment.comment = "Bu\u{7}tton"
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: comment)! == ("U+0007", "the comment of \"Done\""))
        var translation = plain
        translation.localizations!["fr"] = .unit("Termin\u{FFFF}é")
        #expect(XMLText.firstUnrepresentable(key: "Done", entry: translation)! == ("U+FFFF", "the fr translation of \"Done\""))
    }
}
