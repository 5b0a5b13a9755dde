/// The language an `.lproj` folder stands for. Old Mac projects name folders by language name
/// (`English.lproj`, `German.lproj`) or with an underscore (`zh_CN.lproj`, `pt_BR.lproj`); catalogs use
/// language tags (`en`, `de`, `zh-Hans`, `pt-BR`).
enum LegacyLanguageName {
    /// The catalog language for a folder name: the tag for an old language name; a tag in BCP 47's
    /// conventional casing with `-` for `_` (`EN` → `en`, `pt_br` → `pt-BR`: tags ignore case, and
    /// macOS's file system does too, so `EN.lproj` is the development language's folder); Chinese
    /// regions as the scripts catalogs use; other names as they are.
    static func catalogLanguage(_ folder: String) -> String {
        if let tag = oldNames[folder] { return tag }
        guard LanguageTag.isWellFormed(folder) else { return folder }
        let tag = LanguageTag.conventionalCasing(folder)
        return chineseRegions[tag] ?? tag
    }

    /// The names NeXTSTEP and early Mac OS X used for `.lproj` folders.
    private static let oldNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es",
        "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb", "Portuguese": "pt",
        "Korean": "ko", "Russian": "ru", "Polish": "pl",
    ]

    private static let chineseRegions = ["zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant", "zh-HK": "zh-Hant"]
}
