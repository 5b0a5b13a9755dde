/// Substitutions a translation adds, which the source lacks ("Total %#@COUNT@" for "%lld total"). Where
/// the catalog's localization lacks them too (a new language), only the file says what they are; and
/// their forms need a text that names them (Xcode does not compile substitutions without a text).
extension CatalogMerger {
    /// What becomes of a form of a substitution the target does not define yet.
    enum FormPlacement {
        /// A text of the target names it: stored.
        case store
        /// The file's text naming it is merged later (a draft, or a later unit): asked again then.
        case wait
        /// Nothing would show it.
        case refuse
    }

    /// Puts into `context.added` each substitution the unit's text names, or its form belongs to, that
    /// neither the target nor the source defines, as the file gives it (`SubstitutionInFile`); the
    /// refusal's message where the file does not say what one is. A text whose forms the file lacks is
    /// left to `missingSubstitution`.
    mutating func addSubstitutions(for unit: TranslationUnit, text: String, to context: inout SubstitutionContext) -> String? {
        let path = unit.id.path
        var wanted: [(name: String, reference: String, level: [UnitPathStep]?)] = []
        if let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last] {
            if context.lacks(name) { wanted.append((name, "%#@\(name)@", Array(path[..<last]))) }
        } else if text.containsBytes("#@") {
            for specifier in FormatSpecifiers.scan(text).specifiers {
                guard case .substitution(let name) = specifier.kind, context.lacks(name),
                      !wanted.contains(where: { $0.name == name }) else { continue }
                wanted.append((name, specifier.text, nil))
            }
        }
        guard !wanted.isEmpty else { return nil }
        let keyUnits = unitsOfKey(unit.id.key).map { units.unit($0) }
        for (name, reference, known) in wanted {
            guard let level = known ?? SubstitutionInFile.level(of: name, for: path, among: keyUnits) else { continue }
            switch SubstitutionInFile.infer(name, at: level, among: keyUnits) {
            case .success(let substitution):
                context.added[name] = substitution
            case .failure(let unknown):
                return MergeMessages.refused(key: unit.id.key, id: unit.id.description,
                                             problem: MergeMessages.unknownAddedSubstitution(reference, name: name, language: language,
                                                                                             reason: unknown.description))
            }
        }
        return nil
    }

    /// For a form of a substitution the target does not define at its place: whether a text of the target
    /// names it, or the file's does (then the form waits for it, unless `isLastPass`). Other units are stored,
    /// and so are forms the export offers (the source defines the substitution) beside a text that does
    /// not name it: Xcode compiles that with a warning, as `check` gives one.
    mutating func placement(ofForm unit: TranslationUnit, target: Localization?, source: Localization?,
                            isLastPass: Bool) -> FormPlacement {
        let path = unit.id.path
        guard let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last] else { return .store }
        let level = path[..<last]
        if SubstitutionScope.along(level, in: target)[name] != nil || Self.names(name, in: target?.descendant(at: level)) {
            return .store
        }
        // The texts the file gives at this level or below.
        let texts = unitsOfKey(unit.id.key).compactMap { index -> String? in
            let other = units.records[index].id.path
            guard other.starts(with: level), !other.contains(where: \.isSubstitution), let target = units.unit(index).target,
                  !LeafStatus.isBlank(target) else { return nil }
            return target
        }
        // Beside a text that does not name it, a form of the source's substitution is one the export offers:
        // stored (`check` warns), whether that text is in the catalog or comes in this file, whatever the
        // order (QA: refused on the first import, stored on the second).
        if let source, Self.hasText(target?.descendant(at: level)) || !texts.isEmpty {
            var scope: [String: Substitution] = [:]
            _ = SubstitutionContext.counterpart(of: level, in: source, scope: &scope)
            if scope[name] != nil {
                // A text of the file goes in before the last pass, if at all (QA: stored beside a text refused).
                if Self.hasText(target?.descendant(at: level)) { return .store }
                return isLastPass ? .refuse : .wait
            }
        }
        guard !isLastPass else { return .refuse }
        return texts.contains { Self.text($0, names: name) } ? .wait : .refuse
    }

    /// Whether `localization` has a text of its own or in its variations.
    private static func hasText(_ localization: Localization?) -> Bool {
        localization?.selfAndBranches.contains { $0.stringUnit != nil || $0.stringSet != nil } ?? false
    }

    /// Whether a text of `localization` (its own, its variations', its other substitutions' forms) names `name`.
    static func names(_ name: String, in localization: Localization?) -> Bool {
        guard let localization else { return false }
        if localization.namedSubstitutions.contains(name) { return true }
        let forms = (localization.substitutions ?? [:]).filter { $0.key != name }.values.flatMap { $0.variations?.branches ?? [] }
        return forms.contains { names(name, in: $0) }
    }

    private static func text(_ text: String, names name: String) -> Bool {
        FormatSpecifiers.substitutionNames(in: text).contains(name)
    }

    /// The first substitution `text` names that `stored` (the text's localization once it is stored) has
    /// no forms of at its place, and of which no form the file translates would go in (refused, a
    /// tool's placeholder, blank): stored, the text would be what `check` reports. Nil where each has forms.
    mutating func substitutionWithoutImportedForms(in text: String, of id: UnitID, stored: Localization,
                                                   entry: CatalogEntry, catalog: StringCatalog) -> String? {
        let scope = SubstitutionScope.along(id.path[...], in: stored)
        var scratch: StringCatalog?
        for specifier in FormatSpecifiers.scan(text).specifiers {
            guard case .substitution(let name) = specifier.kind, scope[name] == nil else { continue }
            let forms = (0...id.path.count).flatMap { level in
                PluralCategory.cldrOrder.compactMap { category in
                    units.index(of: UnitID(key: id.key, path: id.path.prefix(level) + [.substitution(name), .plural(category)]))
                }
            } + perDeviceForms(of: name, key: id.key)
            let made = scratch ?? Self.catalog(with: stored, language: language, key: id.key, entry: entry,
                                                  sourceLanguage: sourceLanguage)
            scratch = made
            if !forms.contains(where: { wouldChange($0, in: made, catalog: catalog) }) { return name }
        }
        return nil
    }

    /// The file's units for forms of `name` under an older export's per-device ids
    /// (`device.iphone.substitutions.NAME.plural.one`), which stand for the shared forms.
    mutating func perDeviceForms(of name: String, key: String) -> [Int] {
        unitsOfKey(key).filter { index in
            let path = units.records[index].id.path
            guard path.count > 2, case .device? = path.first, path[path.count - 2] == .substitution(name), case .plural? = path.last
            else { return false }
            return true
        }
    }

    /// A catalog of the one key `key` (`entry`), its localization in `language` being `localization`.
    static func catalog(with localization: Localization, language: String, key: String, entry: CatalogEntry,
                        sourceLanguage: String) -> StringCatalog {
        var entry = entry
        if entry.localizations == nil { entry.localizations = [:] }
        entry.localizations![language] = localization
        return StringCatalog(sourceLanguage: sourceLanguage, strings: [key: entry])
    }
}
