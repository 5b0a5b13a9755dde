/// A form of a source substitution that the translation never names: its text uses a substitution of its
/// own instead (a `.stringsdict` translation that calls `%#@count@` `%#@n@`), its own plural forms, or no
/// substitution at all. The app never shows such a form in that language, so `check` and `stats` do not
/// count it as untranslated; a text that lost an argument is `format-specifiers`' finding, not this one's.
public enum UnnamedSubstitution {
    /// Whether an untranslated form of the substitution `name` is such a form: the translation has a text
    /// where the substitution is used (among `levelTexts`: that place's text, or those of its device and
    /// plural branches), and none of `translationTexts` (all of the key's texts and forms in the language)
    /// names the substitution.
    static func isForm(name: String, levelTexts: [String], translationTexts: [String]) -> Bool {
        guard levelTexts.contains(where: { !LeafStatus.isBlank($0) }) else { return false }
        return !translationTexts.contains { FormatSpecifiers.substitutionNames(in: $0).contains(name) }
    }

    /// In a catalog: the translation is the key's localization in `language`. Its texts where the
    /// substitution is used are those an export offers: not plural forms the language never uses, which
    /// the export leaves out (QA: a translation of only `two` and `many` in German counted two units, its
    /// export four).
    static func isForm(_ path: [UnitPathStep], in translation: Localization?, language: String) -> Bool {
        guard let translation, let name = substitutionName(path), let last = path.lastIndex(where: \.isSubstitution),
              let level = translation.descendant(at: path[..<last]),
              hasExportedText(level, rules: PluralRules.categories(for: language))
        else { return false }
        return !CatalogMerger.names(name, in: translation)
    }

    private static func hasExportedText(_ level: Localization, rules: PluralRules.Lookup) -> Bool {
        if let unit = level.stringUnit, !LeafStatus.isBlank(unit.value) { return true }
        if (level.variations?.device ?? [:]).values.contains(where: { hasExportedText($0, rules: rules) }) { return true }
        return (level.variations?.plural ?? [:]).contains { !rules.neverUses($0.key) && hasExportedText($0.value, rules: rules) }
    }

    /// In an XLIFF file: the ids of the units that are such forms when untranslated. The translation is
    /// the targets of the key's units; the texts where the substitution is used, those of the units at its
    /// level and below it outside substitutions (a `.stringsdict` entry's, its format key). Keys are
    /// gathered only when some form lacks a target.
    public static func forms(in file: XLIFFFile) -> Set<String> {
        let isStringsDict = file.original.hasSuffix(".stringsdict")
        func key(_ unit: TranslationUnit) -> String {
            isStringsDict ? StringsDictUnitID(unit.id.description)?.key ?? unit.id.description : unit.id.key
        }
        // A draft counts as no text, as a `new` form does in the catalog (QA: an export counted one the
        // catalog left out).
        let candidates = file.units.filter { unit in
            guard unit.targetSet == nil, LeafStatus.isBlank(unit.target ?? "") || LeafStatus(unit, origin: .xliff) == .untranslated
            else { return false }
            if isStringsDict { return StringsDictUnitID(unit.id.description).map { $0.variable != nil && $0.category != nil } ?? false }
            return substitutionName(unit.id.path) != nil
        }
        guard !candidates.isEmpty else { return [] }
        var byKey: [String: [TranslationUnit]] = [:]
        for unit in file.units where unit.target != nil { byKey[key(unit), default: []].append(unit) }
        var found: Set<String> = []
        for unit in candidates {
            let ofKey = byKey[key(unit)] ?? []
            let name: String, levelTexts: [String]
            if isStringsDict, let id = StringsDictUnitID(unit.id.description), let variable = id.variable {
                name = variable
                let format = StringsDictUnitID.format(key: id.key)
                levelTexts = ofKey.filter { $0.id.description == format }.compactMap(\.target)
            } else if let variable = substitutionName(unit.id.path) {
                name = variable
                let level = unit.id.path[..<unit.id.path.lastIndex(where: \.isSubstitution)!]
                levelTexts = ofKey.filter {
                    $0.id.path.starts(with: level) && !$0.id.path.dropFirst(level.count).contains(where: \.isSubstitution)
                }.compactMap(\.target)
            } else {
                continue
            }
            if isForm(name: name, levelTexts: levelTexts, translationTexts: ofKey.compactMap(\.target)) {
                found.insert(unit.id.description)
            }
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
