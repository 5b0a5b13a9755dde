import Testing
@testable import LocBridge

/// `LegacyLanguageName.folder(for:among:)`: the existing `.lproj` folder an import of a tag writes to,
/// found by the language the folder stands for (as export names it), however the tag is spelled.
@Suite struct LegacyLanguageNameTests {
    static let folders = ["en", "German", "zh_CN", "pt_BR", "fr"]

    @Test(arguments: [
        // As export names them: no note.
        ("de", "German", false), ("zh-Hans", "zh_CN", false), ("pt-BR", "pt_BR", false), ("fr", "fr", false),
        ("zh_CN", "zh_CN", false), ("German", "German", false),
        // An old name in other letters is that language, as a Mac's file system finds the folder (QA).
        ("fr", "fr", false),
        // Respelled by a tool: the same folders, with a note.
        ("DE", "German", true), ("zh_Hans", "zh_CN", true), ("zh-hans", "zh_CN", true), ("PT_br", "pt_BR", true),
        ("FR", "fr", true), ("zh-cn", "zh_CN", true),
    ])
    func aTagFindsTheFolderOfItsLanguage(tag: String, folder: String, respelled: Bool) {
        let found = LegacyLanguageName.folder(for: tag, among: Self.folders)
        #expect(found?.folder == folder && found?.respelled == respelled, "\(tag) → \(String(describing: found))")
    }

    /// Old names in any case (`french.lproj` is `French.lproj` on a Mac) are their language.
    @Test func oldNamesInOtherLettersAreTheirLanguage() {
        #expect(LegacyLanguageName.catalogLanguage("french") == "fr")
        #expect(LegacyLanguageName.catalogLanguage("ENGLISH") == "en")
        #expect(LegacyLanguageName.exportLanguage("german") == "de")
        #expect(LegacyLanguageName.folder(for: "de", among: ["german"])! == ("german", false))
    }

    /// Other languages, and regions the folders do not have, name no folder.
    @Test(arguments: ["de-DE", "zh-Hant", "zh-TW", "pt", "ja"])
    func otherLanguagesNameNoFolder(tag: String) {
        #expect(LegacyLanguageName.folder(for: tag, among: Self.folders) == nil)
    }

    /// Of two folders of one language the one named as the tag goes first, as export takes it; then one
    /// named as the tag in another case (QA: `de` went to `German.lproj`, which export had not sent).
    @Test func theFolderNamedAsTheTagGoesFirst() {
        #expect(LegacyLanguageName.folder(for: "DE", among: ["German", "de"])! == ("de", true))
        #expect(LegacyLanguageName.folder(for: "de", among: ["German", "de"])! == ("de", false))
        #expect(LegacyLanguageName.folder(for: "de", among: ["German", "DE"])! == ("DE", true))
        #expect(LegacyLanguageName.folder(for: "zh-Hant", among: ["zh_TW", "zh-hant"])! == ("zh-hant", true))
        #expect(LegacyLanguageName.exported(among: ["German", "DE"], language: "de") == "DE")
        #expect(LegacyLanguageName.exported(among: ["zh_TW", "zh-hant"], language: "zh-Hant") == "zh-hant")
    }
}
