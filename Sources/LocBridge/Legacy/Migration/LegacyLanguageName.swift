/// The language an `.lproj` folder stands for. Old Mac projects name folders by language name
/// (`English.lproj`, `German.lproj`) or with an underscore (`zh_CN.lproj`, `pt_BR.lproj`); catalogs use
/// language tags (`en`, `de`, `zh-Hans`, `pt-BR`).
public enum LegacyLanguageName {
    /// The catalog language for a folder name: the tag for an old language name; a tag in BCP 47's
    /// conventional casing with `-` for `_` (`EN` → `en`, `pt_br` → `pt-BR`: tags ignore case, and
    /// macOS's file system does too, so `EN.lproj` is the development language's folder); Chinese
    /// regions as the scripts catalogs use; other names as they are.
    public static func catalogLanguage(_ folder: String) -> String {
        // In any case, as a Mac's file system finds `French.lproj` under `french.lproj` (QA).
        if let tag = tag(ofOldName: folder) { return tag }
        guard LanguageTag.isWellFormed(folder) else { return folder }
        let tag = LanguageTag.conventionalCasing(folder)
        // Only the old `_` spellings: a tag written with `-` is the language it says (`zh-HK` is Chinese
        // (Hong Kong), a language of its own beside `zh-Hant`, and folding it in lost its texts).
        return folder.contains("_") ? chineseRegions[tag] ?? tag : tag
    }

    /// The XLIFF `target-language` an export gives a folder: the catalog language for an old name or
    /// an underscore spelling (`German`, `zh_CN`, `pt_BR` are not valid `xs:language` values, or no
    /// language at all); any other name as it is, so exports of folders named with tags do not change.
    static func exportLanguage(_ folder: String) -> String {
        tag(ofOldName: folder) != nil || folder.contains("_") ? catalogLanguage(folder) : folder
    }

    /// The existing folder an import of `tag` writes to, and whether the tag is spelled otherwise than
    /// the folder's export names it (for a note): the folder named `tag`; else the folder of the tag's
    /// language: found as the first (by name) that export names `tag` (`pt_BR` for `pt-BR`, `German` for
    /// `de`), else, for a tag a tool respelled (`DE`, `zh_hans`: tags compare case aside and `_` as `-`),
    /// the folder so named (`de` for `DE`), else the first whose export name is that tag (`German` for
    /// `DE`, `zh_CN` for `zh_hans`); and of that language's folders, the one export sends (`exported`:
    /// `DE.lproj` beside `German.lproj`), so that the translation goes back where it came from. Nil
    /// when no folder stands for the tag's language.
    static func folder(for tag: String, among folders: [String]) -> (folder: String, respelled: Bool)? {
        if folders.contains(tag) { return (tag, false) }
        let sorted = folders.sorted()
        guard let found = sorted.first(where: { exportLanguage($0) == tag })
            ?? sorted.first(where: { LanguageTag.same($0, tag) })
            ?? sorted.first(where: { LanguageTag.same(exportLanguage($0), tag) }) else { return nil }
        let language = catalogLanguage(found)
        let taken = exported(among: folders.filter { catalogLanguage($0) == language }, language: language) ?? found
        return (taken, exportLanguage(taken) != tag)
    }

    /// Of several folders standing for one language, the one export takes (import writes back to it, and
    /// migrate takes its values over the others'): the most closely named (`preference`), else the first by name.
    static func exported(among folders: [String], language: String) -> String? {
        folders.min { (preference($0, for: language), $0) < (preference($1, for: language), $1) }
    }

    /// How closely a folder's name spells `language`: 0 exactly, 1 as the tag in another case or with `_`
    /// (`DE`, `zh-hant`), 2 otherwise (an old name, `German`; a region for a script, `zh_TW`).
    public static func preference(_ folder: String, for language: String) -> Int {
        folder == language ? 0 : LanguageTag.same(folder, language) ? 1 : 2
    }

    /// The tag of an old language name in any case (`German`, `german` → `de`), or nil.
    public static func tag(ofOldName name: String) -> String? {
        oldNamesByLowercase[name.lowercased()]
    }

    /// The names NeXTSTEP and early Mac OS X used for `.lproj` folders.
    private static let oldNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es",
        "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb", "Portuguese": "pt",
        "Korean": "ko", "Russian": "ru", "Polish": "pl",
    ]

    private static let oldNamesByLowercase = Dictionary(uniqueKeysWithValues: oldNames.map { ($0.key.lowercased(), $0.value) })

    /// The Chinese folders old projects named by region (`zh_CN.lproj`) for the scripts catalogs use.
    private static let chineseRegions = ["zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant"]
}
