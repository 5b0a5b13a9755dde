/// A form of a source substitution that the translation never names: its text uses a substitution of its
/// own instead (a `.stringsdict` translation that calls `%#@count@` `%#@n@`), or no substitution at all.
/// The app never shows such a form in that language, so `check` and `stats` do not count it as
/// untranslated; a text that lost an argument is `format-specifiers`' finding, not this one's.
public enum UnnamedSubstitution {
    /// Whether the untranslated leaf at `path` is such a form: `levelText`, the translation's text where the
    /// substitution is used, is there, and none of `translationTexts` (all of the key's texts and forms in
    /// the language) names the substitution.
    static func isForm(_ path: [UnitPathStep], levelText: String?, translationTexts: [String]) -> Bool {
        guard let name = substitutionName(path), let levelText, !LeafStatus.isBlank(levelText) else { return false }
        return !translationTexts.contains { FormatSpecifiers.substitutionNames(in: $0).contains(name) }
    }

    /// In a catalog: the translation is the key's localization in the language.
    static func isForm(_ path: [UnitPathStep], in translation: Localization?) -> Bool {
        guard let translation, let name = substitutionName(path), let last = path.lastIndex(where: \.isSubstitution),
              let text = translation.descendant(at: path[..<last])?.stringUnit?.value,
              !LeafStatus.isBlank(text) else { return false }
        return !CatalogMerger.names(name, in: translation)
    }

    /// In an XLIFF file: the ids of `units` that are such forms when untranslated (the translation is the
    /// targets of the key's units; the text is the unit at the substitution's level, else its `other`
    /// device's). Keys are gathered only when some form lacks a target.
    public static func forms(among units: [TranslationUnit]) -> Set<UnitID> {
        let candidates = units.filter { substitutionName($0.id.path) != nil && LeafStatus.isBlank($0.target ?? "") && $0.targetSet == nil }
        guard !candidates.isEmpty else { return [] }
        var byKey: [String: [TranslationUnit]] = [:]
        for unit in units { byKey[unit.id.key, default: []].append(unit) }
        var found: Set<UnitID> = []
        for unit in candidates {
            let ofKey = byKey[unit.id.key] ?? []
            let level = Array(unit.id.path[..<unit.id.path.lastIndex(where: \.isSubstitution)!])
            let text = ofKey.first { $0.id.path == level } ?? ofKey.first { $0.id.path == level + [.device(.other)] }
            if isForm(unit.id.path, levelText: text?.target, translationTexts: ofKey.compactMap(\.target)) { found.insert(unit.id) }
        }
        return found
    }

    /// The last substitution on `path`, when `path` is one of its plural forms.
    private static func substitutionName(_ path: [UnitPathStep]) -> String? {
        guard case .plural? = path.last, let last = path.lastIndex(where: \.isSubstitution),
              case .substitution(let name) = path[last] else { return nil }
        return name
    }
}
