/// The rules over an XLIFF document (a translator's file, or one inside an `.xcloc`). Findings point at
/// the line of the `<trans-unit>`. XLIFF carries no `extractionState` and no substitution objects, so
/// `stale` is a catalog rule only, and `substitution-mismatch` only says a text names a substitution
/// whose forms the file lacks; substitution references (`%1$#@x@`) and their forms' specifiers are
/// compared by `format-specifiers`.
extension Checker {
    /// Everything the enabled rules find in `document`, in report order; `path` names the file in locations.
    ///
    /// `ambiguous-key` reports ids that name no key and variation (a malformed path after `|==|` for a key
    /// the `<file>` has, an empty id), which import reports as unknown.
    /// `duplicate-unit` and `ambiguous-key` look at every unit of every `<file>`; the other rules only at
    /// units not marked `translate="no"`, in files whose `target-language` is checked. A file whose
    /// target language is its source language (Xcode's `en.xliff`) gets the rules about broken text
    /// (`format-specifiers`, `empty-translation`) and `plural-categories`, not the ones
    /// about translating (`untranslated`, `needs-review`, `same-as-source`): its targets are the source
    /// texts, which import replaces. `empty-source` looks at every checked file (each carries the
    /// sources) when the source language is checked too.
    ///
    /// - Parameter keptAsSource: the units `same-as-source` leaves out, counted over the XLIFF files
    ///   checked together; by default over `document` alone.
    public func findings(in document: XLIFFDocument, path: String, keptAsSource: UnitsKeptAsSource? = nil) -> [Finding] {
        var collector = FindingCollector(configuration: configuration, path: path)
        let kept = keptAsSource ?? UnitsKeptAsSource([document])
        for file in document.files {
            check(file, kept: kept, into: &collector)
        }
        return collector.sortedFindings
    }

    /// `untranslated`, as errors: each language `--languages` names (so requires complete) that no
    /// `<file>` of `documents` has as its target language, nor as its source language (complete by
    /// definition). Nothing when a catalog was checked: a catalog reports every key of a language it
    /// lacks.
    public func findings(forLanguagesMissingFrom files: [FileLanguages], catalogsChecked: Bool) -> [Finding] {
        guard let named = configuration.languages, !catalogsChecked, configuration.isEnabled(.untranslated) else { return [] }
        return named.filter { language in
            !files.contains { LanguageTag.same($0.target, language) || LanguageTag.same($0.source, language) }
        }.map { language in
            Finding(rule: .untranslated, severity: .error, message: CheckMessages.languageNotInInputs(language),
                    location: nil, key: nil, language: language)
        }
    }

    /// A `<file>`'s source and target language: all `findings(forLanguagesMissingFrom:)` needs of it.
    public struct FileLanguages: Sendable {
        public var source: String
        public var target: String

        public static func of(_ document: XLIFFDocument) -> [FileLanguages] {
            document.files.map { FileLanguages(source: $0.sourceLanguage, target: $0.targetLanguage) }
        }
    }

    private func check(_ file: XLIFFFile, kept: UnitsKeptAsSource, into collector: inout FindingCollector) {
        collector.original = file.original
        // A legacy table's ids are its keys, `|==|` included: import writes them back as they are.
        let isLegacy = LegacyImporter.handles(original: file.original)
        let fileUnits = isLegacy ? file.units.map(Self.keyedByWholeID) : file.units
        var firstLines: [String: Int] = [:]
        var fileKeys: Set<String>?
        for unit in fileUnits {
            let line = Self.line(of: unit)
            let id = unit.id.description
            if let first = firstLines[id] {
                collector.add(.duplicateUnit, .error, CheckMessages.duplicateUnit(id: id, firstLine: first), line: line,
                              key: unit.id.key, language: nil, variation: unit.id.path)
            } else {
                firstLines[id] = line
            }
            // Ids import cannot place in any catalog, whatever it holds. A key read from XLIFF has `|==|` when
            // no path after it could be read: a key of its own (`plain|==|word`, or `k|==|plural` beside a plain
            // `k`, as export writes both), unless the file has variations of the key before it and what follows
            // starts like a path (`k|==|plural.`): a broken variation of that key.
            let key = unit.id.key
            if !isLegacy, let malformed = Self.malformedSplit(unit.id, in: file, keys: &fileKeys) {
                collector.add(.ambiguousKey, .error, CheckMessages.malformedID(key, path: malformed.path),
                              line: line, key: malformed.key, language: nil)
            } else if !isLegacy, CatalogMerger.isMisnested(unit.id.path) {
                let path = String(id.dropFirst(key.count + UnitID.separator.count))
                collector.add(.ambiguousKey, .error, CheckMessages.malformedID(id, path: path), line: line, key: key, language: nil)
            } else if key.isEmpty, !(id.isEmpty && unit.source.isEmpty) {
                // An empty id with an empty source is how export writes the key "" (Xcode extracts it from
                // `Text("")`): `empty-source` says what there is to say of it.
                collector.add(.ambiguousKey, .error, id.isEmpty ? CheckMessages.emptyID : CheckMessages.idWithoutKey(id),
                              line: line, key: "", language: nil)
            }
        }
        let language = file.targetLanguage
        guard configuration.includes(language: language) else { return }
        // Import never imports a unit marked translate="no": nothing in it is the translator's to fix.
        let units = fileUnits.filter(\.translate)
        let context = FileContext(file, units: units, kept: kept)
        checkPluralCategories(units, in: context, into: &collector)
        // As for a catalog, only when the source language is checked too.
        if configuration.includes(language: file.sourceLanguage) {
            checkSourceTexts(units, sourceLanguage: file.sourceLanguage, in: context, into: &collector)
        }

        // Each key's units, in the order their keys first appear.
        var order: [String] = []
        var unitsByKey: [String: [TranslationUnit]] = [:]
        for unit in units {
            if unitsByKey[unit.id.key] == nil { order.append(unit.id.key) }
            unitsByKey[unit.id.key, default: []].append(unit)
        }
        for key in order {
            checkKey(unitsByKey[key]!, in: context, into: &collector)
        }
    }

    private static func keyedByWholeID(_ unit: TranslationUnit) -> TranslationUnit {
        guard !unit.id.path.isEmpty else { return unit }
        var keyed = unit
        keyed.id = UnitID(key: unit.id.description)
        return keyed
    }

    /// The last split of a plain id at a separator whose key has variations in the `<file>` and whose rest
    /// starts like a path; those keys are gathered on the first such id. Import, which knows the catalog,
    /// reports any id it cannot place (`k|==|word` beside `k`); without it, that may be a key of its own.
    private static func malformedSplit(_ id: UnitID, in file: XLIFFFile,
                                       keys: inout Set<String>?) -> (key: String, path: String)? {
        guard id.path.isEmpty, UnitID.containsSeparator(id.key) else { return nil }
        if keys == nil { keys = Set(file.units.lazy.filter { !$0.id.path.isEmpty }.map(\.id.key)) }
        return UnitID.splits(of: id.key).last { keys!.contains($0.key) && UnitID.startsLikeAPath($0.path) }
    }

    /// What the rules need to know about the `<file>` a key's units are in.
    private struct FileContext {
        var language: String
        /// The target language shares the source's (`en-GB` for `en`): see `LanguageTag.sharesLanguage`.
        var sharesLanguage: Bool
        /// The target language is the source language (Xcode's `en.xliff`): nothing to translate.
        var isSourceLanguage: Bool
        /// A storyboard's, xib's or intent definition's texts, which are not format strings.
        var isInterface: Bool
        /// A legacy table's (interface files' included), which has no review state.
        var isLegacy: Bool
        /// For a legacy `.stringsdict` file, each unit's `<source>` by id: its plural forms' ids are not
        /// `KEY|==|plural.CATEGORY` but `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string`.
        var stringsDictSources: [String: String]?
        /// Forms of a source substitution the translation never names (`UnnamedSubstitution`), by id.
        var unnamedForms: Set<String>
        /// The file's `original`, and the units `same-as-source` leaves out (by `original` and id).
        var original: String
        var kept: UnitsKeptAsSource
        /// The language's plural forms only fractions select (`PluralCategoryCheck.isUnneeded`).
        var fractionOnly: [PluralCategory]

        init(_ file: XLIFFFile, units: [TranslationUnit], kept: UnitsKeptAsSource) {
            language = file.targetLanguage
            fractionOnly = PluralRules.categories(for: file.targetLanguage).fractionOnly
            original = file.original
            self.kept = kept
            sharesLanguage = LanguageTag.sharesLanguage(file.targetLanguage, file.sourceLanguage)
            isSourceLanguage = LanguageTag.same(file.targetLanguage, file.sourceLanguage)
            isInterface = LegacyImporter.isInterfaceFile(file.original)
            isLegacy = LegacyImporter.handles(original: file.original)
            unnamedForms = isSourceLanguage ? [] : UnnamedSubstitution.forms(in: file)
            if file.original.hasSuffix(".stringsdict") {
                stringsDictSources = Dictionary(units.map { ($0.id.description, $0.source) }) { first, _ in first }
            }
        }
    }

    /// `empty-source`: a `<source>` that is empty or only whitespace, not that of a `zero` plural form
    /// (showing nothing for none is a choice) nor the key "" (`isEmptyKeyOfCode`), as the catalog rule
    /// reports it; every file has the sources.
    private func checkSourceTexts(_ units: [TranslationUnit], sourceLanguage: String, in context: FileContext,
                                  into collector: inout FindingCollector) {
        for unit in units where unit.hasEmptySource {
            let isZeroForm = context.stringsDictSources == nil ? unit.id.path.last == .plural(.zero)
                : StringsDictUnitID(unit.id.description)?.category == .zero
            guard !isZeroForm, !Self.isEmptyKeyOfCode(unit) else { continue }
            collector.add(.emptySource, .warning, CheckMessages.emptyXLIFFSource, line: Self.line(of: unit),
                          key: unit.id.key, language: sourceLanguage, variation: unit.id.path)
        }
    }

    /// A plural variation: a key and the path before `plural.CATEGORY`, or the variable of a
    /// `.stringsdict` entry (`/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string`).
    private struct PluralVariation: Hashable {
        var key: String
        var path: [UnitPathStep] = []
        var variable: String?
    }

    /// The forms a file has of one plural variation, and what their `<source>`s say about it.
    private struct PluralGroup {
        var categories: Set<PluralCategory> = []
        /// The first form's line and `<source>`.
        let line: Int
        let source: String
        /// Whether some `<source>` has a format specifier, all are `source`, and all are the key.
        var hasNumber = false
        /// The forms' sources and targets, which show the number the plural is chosen by.
        var texts: [String] = []
        var sameSource = true
        var sourcesAreKey = true

        init(first unit: TranslationUnit, line: Int) {
            self.line = line
            source = unit.source
        }

        mutating func add(_ unit: TranslationUnit, category: PluralCategory) {
            categories.insert(category)
            texts.append(unit.source)
            if let target = unit.target { texts.append(target) }
            if unit.source != source { sameSource = false }
            if unit.source != unit.id.key { sourcesAreKey = false }
            if !hasNumber, !FormatSpecifiers.parse(unit.source).isEmpty { hasNumber = true }
        }

        /// Forms a translator added to a text with no number, which import refuses: no `<source>` has one,
        /// and they all carry the text they vary (a source plural's differ: "One apple", "Apples"). One
        /// form alone may be a source plural's numberless `one` ("One item"): added only when its source
        /// is the key.
        var isAddedToATextWithoutNumber: Bool { !hasNumber && sameSource && (categories.count > 1 || sourcesAreKey) }
    }

    /// The plural forms of each variation, against the target language's categories.
    private func checkPluralCategories(_ units: [TranslationUnit], in context: FileContext, into collector: inout FindingCollector) {
        var order: [PluralVariation] = []
        var groups: [PluralVariation: PluralGroup] = [:]
        for unit in units {
            let variation: PluralVariation, category: PluralCategory
            if context.stringsDictSources != nil {
                guard let id = StringsDictUnitID(unit.id.description), let variable = id.variable, let form = id.category else { continue }
                (variation, category) = (PluralVariation(key: id.key, variable: variable), form)
            } else {
                guard case .plural(let form)? = unit.id.path.last, !unit.id.key.isEmpty else { continue }
                (variation, category) = (PluralVariation(key: unit.id.key, path: Array(unit.id.path.dropLast())), form)
            }
            if groups[variation] == nil {
                order.append(variation)
                groups[variation] = PluralGroup(first: unit, line: Self.line(of: unit))
            }
            groups[variation]!.add(unit, category: category)
        }
        // Forms a translator added beside a plain translation: import keeps that text as their `other` form.
        var plainTexts: Set<UnitID> = []
        if context.stringsDictSources == nil {
            for unit in units where !LeafStatus.isBlank(unit.targetSet?.joined() ?? unit.target ?? "") {
                if case .plural? = unit.id.path.last { continue }
                plainTexts.insert(unit.id)
            }
        }
        for variation in order {
            var group = groups[variation]!
            if variation.variable == nil, group.isAddedToATextWithoutNumber {
                collector.add(.pluralCategories, .error, CheckMessages.pluralFormsWithoutNumber(group.source), line: group.line,
                              key: variation.key, language: context.language, variation: variation.path)
                continue
            }
            if variation.variable == nil, plainTexts.contains(UnitID(key: variation.key, path: variation.path)) {
                group.categories.insert(.other)
            }
            PluralCategoryCheck.compare(group.categories, language: context.language,
                                        integer: PluralCategoryCheck.isChosenByInteger(group.texts), line: group.line,
                                        key: variation.key, variation: variation.path, variable: variation.variable,
                                        into: &collector)
        }
    }

    private func checkKey(_ units: [TranslationUnit], in context: FileContext, into collector: inout FindingCollector) {
        let language = context.language, sharesLanguage = context.sharesLanguage, isSourceLanguage = context.isSourceLanguage
        var progress = KeyProgress(total: units.count)
        // A regional variant of the source language falls back to it (see the catalog rules). The source
        // language's own file has nothing to translate.
        let requiresAll = !isSourceLanguage && (!sharesLanguage || configuration.languages != nil)
        let otherFormSources = OtherFormSources(units)
        let plurals = IntegerPlurals(units, fractionOnly: context.fractionOnly)
        for unit in units {
            // An empty source text has nothing to translate.
            if unit.hasEmptySource { continue }
            let line = Self.line(of: unit)
            let status = LeafStatus(unit, origin: .xliff)
            if PluralCategoryCheck.isUnneeded(unit, status: status, fractionOnly: context.fractionOnly, plurals: plurals)
                || (status == .untranslated && context.unnamedForms.contains(unit.id.description)) {
                progress.total -= 1
                continue
            }
            switch status {
            case .untranslated:
                // A draft: a text the translator has not marked finished. A tool's placeholder (the source
                // copied into an untranslated unit) is no draft: import does not take it.
                let draft = unit.hasTarget && !LeafStatus.isBlank(unit.targetSet?.joined() ?? unit.target ?? "")
                    && !ReplacementNotes.isPlaceholder(unit)
                if requiresAll { progress.addUntranslated(unit.id.path, line: line, draftState: draft ? unit.state : nil) }
            case .needsReview:
                if !isSourceLanguage { progress.addNeedsReview(unit.id.path, line: line) }
            case .empty:
                let text = unit.targetSet?.joined() ?? unit.target ?? ""
                collector.add(.emptyTranslation, .error,
                              isSourceLanguage ? CheckMessages.emptySourceLanguageTarget(language: language, text: text)
                                  : CheckMessages.emptyTranslation(language: language, text: text),
                              line: line, key: unit.id.key, language: language, variation: unit.id.path)
            case .translated:
                break
            }
            // A blank phrase beside phrases with text: import refuses the set (unless the catalog holds it).
            if unit.translate, let phrases = unit.targetSet, phrases.contains(where: LeafStatus.showsText),
               let blank = phrases.firstIndex(where: { !LeafStatus.showsText($0) }) {
                collector.add(.emptyTranslation, .error, CheckMessages.emptyPhrase(blank + 1, language: language),
                              line: line, key: unit.id.key, language: language, variation: unit.id.path)
            }
            guard status != .empty, unit.hasTarget,
                  !LeafStatus.isBlank(unit.targetSet?.joined() ?? unit.target ?? "") else { continue }
            var leaf = TextChecks.Leaf(unit: unit, otherFormSource: Self.otherFormSource(of: unit, in: context, otherFormSources),
                                       line: line, language: language,
                                       comparesWithSource: !sharesLanguage && status == .translated
                                           && !TextChecks.bundleNames.contains(unit.id.key)
                                           && !context.kept.contains(unit, original: context.original))
            leaf.isFormat = !context.isInterface
            leaf.comparesWhitespace = !isSourceLanguage
            leaf.comparesPlaceholders = !context.isLegacy
            if Self.isFormOfAddedSubstitution(unit) {
                // Compared with the text it is part of, as import compares it; not at all without that text.
                // The text's own one-sided references (a source substitution the translation renamed) stand
                // for the arguments their forms show.
                let text = Self.textOfForm(unit, among: units)
                leaf.formSource = text?.source
                if let text { leaf.substitutions = Self.substitutions(for: text, among: units) } else { leaf.isFormat = false }
            } else if context.stringsDictSources != nil, let target = unit.target {
                // A format key names its own file's variables, which the XLIFF does not hold.
                leaf.substitutions = StringsDictRenamedVariables.arguments(source: unit.source, translation: target)
            } else if unit.target?.containsBytes("#@") == true || unit.source.containsBytes("#@") {
                leaf.substitutions = Self.substitutions(for: unit, among: units)
            } else if !context.isLegacy, unit.id.path.contains(where: \.isSubstitution),
                      let positioned = ImplicitArgumentNumbers.positioned(unit, text: Self.textOfForm(unit, among: units)) {
                // As import judges it: by the argument each side's reference's place gives it.
                leaf.unit.source = positioned.source
                leaf.unit.target = positioned.target
            }
            TextChecks.check(leaf, into: &collector)
            if !context.isLegacy, !isSourceLanguage, let name = Self.substitutionWithoutForms(unit, among: units) {
                collector.add(.substitutionMismatch, .error,
                              CheckMessages.substitutionFormsMissing(name: name, language: language,
                                  forms: UnitID(key: unit.id.key, path: [.substitution(name)]).description),
                              line: line, key: unit.id.key, language: language, variation: unit.id.path)
            }
        }
        if let first = units.first {
            progress.report(into: &collector, key: first.id.key, language: language,
                            legacyFile: context.isLegacy)
        }
    }

    /// For a plural form, the `<source>` of its `other` form in the same file, as import uses it (for a
    /// `.stringsdict` form, import takes the development file's `other` form, which the export wrote there).
    private static func otherFormSource(of unit: TranslationUnit, in context: FileContext,
                                        _ otherFormSources: OtherFormSources) -> String? {
        if let sources = context.stringsDictSources {
            guard let other = StringsDictUnitID(unit.id.description)?.otherForm else { return nil }
            return sources[other] ?? unit.source
        }
        return otherFormSources.of(unit)
    }

    private static func line(of unit: TranslationUnit) -> Int { unit.location?.line ?? 1 }

    /// The first substitution a text's target names of which the file has no form with a target, at the
    /// text's level or above it: import refuses such a text, since the translation would name a
    /// substitution without forms (where the catalog has them, its export gave their targets).
    private static func substitutionWithoutForms(_ unit: TranslationUnit, among units: [TranslationUnit]) -> String? {
        guard !unit.id.path.contains(where: \.isSubstitution), let target = unit.target else { return nil }
        for name in FormatSpecifiers.substitutionNames(in: target) {
            let translated = units.contains { other in
                guard other.target != nil, let index = other.id.path.firstIndex(of: .substitution(name)) else { return false }
                return unit.id.path.starts(with: other.id.path[..<index])
            }
            if !translated { return name }
        }
        return nil
    }

    /// A form of a substitution the source lacks: its `<source>` is a form's id, not a text (as Xcode 27
    /// exports them).
    private static func isFormOfAddedSubstitution(_ unit: TranslationUnit) -> Bool {
        guard unit.id.path.contains(where: \.isSubstitution), case .plural? = unit.id.path.last,
              case let id = UnitID(parsing: unit.source), id.key == unit.id.key, case .plural? = id.path.last else { return false }
        return id.path.dropLast() == unit.id.path.dropLast()
    }

    /// The text a form's substitution is part of: the unit at the substitution's level, else its `other`
    /// device's.
    private static func textOfForm(_ unit: TranslationUnit, among units: [TranslationUnit]) -> TranslationUnit? {
        guard let last = unit.id.path.lastIndex(where: \.isSubstitution) else { return nil }
        let level = Array(unit.id.path[..<last])
        return units.first { $0.id.path == level } ?? units.first { $0.id.path == level + [.device(.other)] }
    }

    /// What the references only one of the unit's texts has stand for, as the file's forms give them
    /// (`SubstitutionInFile`): XLIFF has no substitution objects.
    private static func substitutions(for unit: TranslationUnit, among units: [TranslationUnit]) -> SubstitutionArguments {
        func names(_ text: String?) -> Set<String> {
            Set((text.map { FormatSpecifiers.scan($0).specifiers } ?? []).compactMap {
                if case .substitution(let name) = $0.kind { name } else { nil }
            })
        }
        let inSource = names(unit.source), inTarget = names(unit.target)
        var arguments = SubstitutionArguments()
        let oneSided = inSource.subtracting(inTarget).map { ($0, true) } + inTarget.subtracting(inSource).map { ($0, false) }
        for (name, fromSources) in oneSided {
            guard let level = SubstitutionInFile.level(of: name, for: unit.id.path, among: units, sources: fromSources),
                  case .success(let substitution) = SubstitutionInFile.infer(name, at: level, among: units, sources: fromSources)
            else { continue }
            if fromSources { arguments.source[name] = substitution } else { arguments.translation[name] = substitution }
        }
        return arguments
    }
}
