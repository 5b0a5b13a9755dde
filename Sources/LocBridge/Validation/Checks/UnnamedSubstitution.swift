/// A form of a source substitution that the translation never names: its text uses a substitution of its
/// own instead (a `.stringsdict` translation that calls `%#@count@` `%#@n@`), or no substitution at all.
/// The app never shows such a form in that language, so `check` and `stats` do not count it as
/// untranslated; a text that lost an argument is `format-specifiers`' finding, not this one's.
public enum UnnamedSubstitution {
    /// Whether an untranslated form of the substitution `name` is such a form: `levelText`, the translation's text where the
    /// substitution is used, is there, and none of `translationTexts` (all of the key's texts and forms in
    /// the language) names the substitution.
    static func isForm(name: String, levelText: String?, translationTexts: [String]) -> Bool {
        guard let levelText, !LeafStatus.isBlank(levelText) else { return false }
        return !translationTexts.contains { FormatSpecifiers.substitutionNames(in: $0).contains(name) }
    }

    /// In a catalog: the translation is the key's localization in the language.
    static func isForm(_ path: [UnitPathStep], in translation: Localization?) -> Bool {
        guard let translation, let name = substitutionName(path), let last = path.lastIndex(where: \.isSubstitution),
              let text = translation.descendant(at: path[..<last])?.stringUnit?.value,
              !LeafStatus.isBlank(text) else { return false }
        return !CatalogMerger.names(name, in: translation)
    }

    /// In an XLIFF file: the ids of the units that are such forms when untranslated. The translation is
    /// the targets of the key's units; the text, the unit at the substitution's level (else its `other`
    /// device's), or a `.stringsdict` entry's format key. Keys are gathered only when some form lacks a target.
    public static func forms(in file: XLIFFFile) -> Set<String> {
        let isStringsDict = file.original.hasSuffix(".stringsdict")
        func place(_ unit: TranslationUnit) -> (key: String, name: String, text: [String])? {
            if isStringsDict {
                guard let id = StringsDictUnitID(unit.id.description), let name = id.variable, id.category != nil else { return nil }
                return (id.key, name, [StringsDictUnitID.format(key: id.key)])
            }
            guard let name = substitutionName(unit.id.path) else { return nil }
            let level = UnitID(key: unit.id.key, path: Array(unit.id.path[..<unit.id.path.lastIndex(where: \.isSubstitution)!]))
            return (unit.id.key, name, [level.description, UnitID(key: level.key, path: level.path + [.device(.other)]).description])
        }
        func key(_ unit: TranslationUnit) -> String {
            isStringsDict ? StringsDictUnitID(unit.id.description)?.key ?? unit.id.description : unit.id.key
        }
        let candidates = file.units.compactMap { unit in
            unit.targetSet == nil && LeafStatus.isBlank(unit.target ?? "") ? place(unit).map { (unit.id.description, $0) } : nil
        }
        guard !candidates.isEmpty else { return [] }
        var targets: [String: String] = [:]
        var byKey: [String: [String]] = [:]
        for unit in file.units {
            guard let target = unit.target else { continue }
            if targets[unit.id.description] == nil { targets[unit.id.description] = target }
            byKey[key(unit), default: []].append(target)
        }
        var found: Set<String> = []
        for (id, place) in candidates {
            let text = place.text.lazy.compactMap { targets[$0] }.first
            if isForm(name: place.name, levelText: text, translationTexts: byKey[place.key] ?? []) { found.insert(id) }
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
