import Foundation

/// One legacy file to export as its own `<file>`: a development-language `<lang>.lproj/<Table>.strings`
/// or `.stringsdict`, with the same table's file of each other language (FORMATS.md §4 "Legacy export
/// ids (Xcode)").
///
/// What Xcode writes, and so what `units(for:)` gives:
/// - `.strings`: `id` = key, `<source>` = the development-language value, `<note>` = the comment above
///   the entry, or `<note/>` when there is none (Elytra, 292 of 292 such entries). FORMATS.md §4 says
///   "No comment provided by engineer."; in the corpus that text appears only where the file itself
///   holds it as a comment (geteduroam), so the files win. `.stringsdict` units: `<note/>` (Elytra).
/// - `.stringsdict`: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the format) and
///   `/KEY:dict/VAR:dict/CAT:dict/:string` for each plural form; the categories are the target
///   language's CLDR categories, plus `zero` when either side spells it out (Elytra: `en` and `de` get
///   `one other zero` from a file with all six); a category the source lacks takes its `other` text.
/// - A target language that has the table: `<target>` without `state` (Elytra), only for keys it has.
///   The development language itself: target = source, no `state` (geteduroam `en`).
/// - A target language without the table: no `<target>`, and the `<file>` attributes in Xcode's legacy
///   order `original datatype source-language target-language` (geteduroam).
/// - Units sorted by id like catalog units (Elytra's `Localizable.strings`).
public struct ExportedLegacyTable: Sendable {
    /// The parsed contents of one legacy file.
    public enum Content: Sendable {
        case strings(LegacyStringsTable)
        case stringsDict(LegacyStringsDict)
    }

    /// `original` of its `<file>`: the development-language file relative to the project root
    /// (`App/en.lproj/Localizable.strings`).
    public var original: String
    public var developmentLanguage: String
    public var source: Content
    /// Language → that language's file of the same table and kind (`de.lproj/Localizable.strings`).
    public var translations: [String: Content]
    /// The development-language file's bytes, copied as they are into an `.xcloc` bundle's
    /// `Source Contents`.
    public var sourceBytes: [UInt8]

    public init(original: String, developmentLanguage: String, source: Content, translations: [String: Content] = [:],
                sourceBytes: [UInt8] = []) {
        self.original = original
        self.developmentLanguage = developmentLanguage
        self.source = source
        self.translations = translations
        self.sourceBytes = sourceBytes
    }

    /// The `<file>` for `language`, its targets from the table's own spelling of it (`DE.lproj` for `de`).
    public func file(for language: String, tool: ToolInfo) -> XLIFFFile {
        let own = spelling(of: language)
        let translated = own == developmentLanguage || translations[own] != nil
        var units = units(for: own)
        // Xcode 15.0 did not mark the bundle name so (130 units in the corpus).
        let name = original.split(separator: "/").last ?? ""
        if tool.followsXcode(16, 3), name.hasSuffix(".strings"), InfoPlistTable.isInfoPlist(table: String(name.dropLast(8))) {
            for index in units.indices where units[index].id == UnitID(key: InfoPlistTable.untranslatedKey) {
                units[index].translate = false
            }
        }
        var file = XLIFFFile(original: original, sourceLanguage: developmentLanguage, targetLanguage: language,
                             tool: tool, units: UnitOrder.sorted(units))
        file.legacyAttributeOrder = !translated
        return file
    }

    /// How the table spells `language` (`LanguageTag.same`): the development language, a language with a
    /// file of the table, else `language` itself.
    private func spelling(of language: String) -> String {
        if language == developmentLanguage || translations[language] != nil { return language }
        if LanguageTag.same(language, developmentLanguage) { return developmentLanguage }
        return translations.keys.sorted().first { LanguageTag.same($0, language) } ?? language
    }

    /// Whether the table gives translators no unit (a development-language file with no entries).
    public var sendsNothing: Bool { units(for: developmentLanguage).isEmpty }

    /// The units for `language`, in file order (`file(for:)` sorts them).
    public func units(for language: String) -> [TranslationUnit] {
        let target: Content? = language == developmentLanguage ? source : translations[language]
        switch source {
        case .strings(let table):
            var targetTable: LegacyStringsTable?
            if case .strings(let other)? = target { targetTable = other }
            return table.entries.map { entry in
                let comment = entry.comment?.text ?? ""
                return TranslationUnit(id: UnitID(key: entry.key), source: entry.value, target: targetTable?[entry.key],
                                       note: comment.isEmpty ? nil : comment)
            }
        case .stringsDict(let dict):
            var targetDict: LegacyStringsDict?
            if case .stringsDict(let other)? = target { targetDict = other }
            var units: [TranslationUnit] = []
            for entry in dict.entries {
                guard case .plural(let format) = entry.rule else { continue }
                var targetFormat: StringsDictFormat?
                if case .plural(let other)? = targetDict?[entry.key]?.rule { targetFormat = other }
                units += Self.pluralUnits(key: entry.key, source: format, target: targetFormat, language: language,
                                          isDevelopmentLanguage: language == developmentLanguage)
            }
            return units
        }
    }

    private static func pluralUnits(key: String, source: StringsDictFormat, target: StringsDictFormat?, language: String,
                                    isDevelopmentLanguage: Bool) -> [TranslationUnit] {
        var units = [TranslationUnit(id: UnitID(key: StringsDictUnitID.format(key: key)),
                                     source: source.formatKey, target: target?.formatKey, note: nil)]
        let languageCategories = PluralRules.categories(for: language).categories
        for variable in source.variables {
            let targetVariable = target?[variable: variable.name]
            var categories = languageCategories
            if !categories.contains(.zero), variable[.zero] != nil || targetVariable?[.zero] != nil {
                categories.insert(.zero, at: 0)
            }
            for category in categories {
                let text = variable[category] ?? variable[.other] ?? ""
                // The development language exports its own text as target, as catalogs do.
                let translation = isDevelopmentLanguage ? text : targetVariable?[category]
                units.append(TranslationUnit(
                    id: UnitID(key: StringsDictUnitID.form(key: key, variable: variable.name, category: category)),
                    source: text, target: translation, note: nil))
            }
        }
        return units
    }

    /// Device and width rules: Xcode's ids for them were not observed, so they are left out (reported).
    public var unexportedKeys: [String] {
        guard case .stringsDict(let dict) = source else { return [] }
        return dict.entries.filter { if case .plural = $0.rule { return false } else { return true } }.map(\.key)
    }

    /// Every language with a file of this table, the development language excluded.
    public var translatedLanguages: [String] { Array(translations.keys) }

    /// The first text XML 1.0 cannot carry (a control character other than TAB, LF, CR), as
    /// `("U+0001", which text holds it, where the key is in the file that holds it)`.
    func firstUnrepresentable() -> (character: String, place: String, location: SourceLocation)? {
        var contents = [source]
        contents += translations.keys.sorted().map { translations[$0]! }
        for content in contents {
            switch content {
            case .strings(let table):
                for entry in table.entries {
                    let quoted = Diagnostic.quoted(entry.key)
                    for (text, place) in [(entry.key, "the key \(quoted)"), (entry.value, "the value of \(quoted)"),
                                          (entry.comment?.text ?? "", "the comment of \(quoted)")] {
                        if let found = XMLText.forbidden(in: text) { return (found, place, entry.keyLocation) }
                    }
                }
            case .stringsDict(let dict):
                for entry in dict.entries {
                    guard case .plural(let format) = entry.rule else { continue }
                    let quoted = Diagnostic.quoted(entry.key)
                    if let found = XMLText.forbidden(in: entry.key) { return (found, "the key \(quoted)", entry.keyLocation) }
                    var texts = [format.formatKey]
                    for variable in format.variables { texts += [variable.name] + variable.forms.map(\.text) }
                    if let found = texts.lazy.compactMap(XMLText.forbidden).first {
                        return (found, "the plural rule of \(quoted)", entry.keyLocation)
                    }
                }
            }
        }
        return nil
    }
}
