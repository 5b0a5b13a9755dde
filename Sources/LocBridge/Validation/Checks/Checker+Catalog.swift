/// The rules over a String Catalog. Findings point at the line of the key (column 1).
extension Checker {
    /// Everything the enabled rules find in `catalog`, in report order; `path` names the file in locations.
    ///
    /// Languages checked: `configuration.languages`, or every language the catalog has. The source
    /// language gets only `plural-categories` (its own plural forms) and `substitution-mismatch` about its
    /// own substitutions (`argNum` below 1, none named by a text); the others get every rule.
    public func findings(in catalog: StringCatalog, path: String) -> [Finding] {
        var collector = FindingCollector(configuration: configuration, path: path)
        let languages = configuration.languages(among: catalog.languages) ?? catalog.languages
        let sourceLanguage = catalog.sourceLanguage
        for (key, entry) in catalog.strings {
            if let (written, read) = UnitID.misreadID(of: key, entry: entry) {
                collector.add(.ambiguousKey, .error, CheckMessages.ambiguousKey(written, read: read), line: entry.line, key: key,
                              language: nil)
            }
            for problem in Exporter.textProblems(key: key, entry: entry, at: SourceLocation(path: path, line: entry.line, column: 1)) {
                collector.add(.unexportable, .error, problem.message, line: entry.line, key: key, language: nil)
            }
            if entry.extractionState == .stale {
                collector.add(.stale, .warning, CheckMessages.stale, line: entry.line, key: key, language: nil)
            }
            guard let localizations = entry.localizations, !localizations.isEmpty else { continue }
            for language in languages {
                guard let localization = localizations[language] else { continue }
                let place = Place(key: key, line: entry.line, language: language, source: localizations[sourceLanguage])
                checkPluralCategories(localization, at: [], place: place, into: &collector)
                checkArgumentNumbers(localization, at: [], place: place, into: &collector)
                checkSubstitutionsNamed(localization, at: [], key: key, line: entry.line, language: language, into: &collector)
                if language != sourceLanguage, let source = localizations[sourceLanguage] {
                    checkSubstitutions(localization, source: source, at: [], place: place, into: &collector)
                }
                checkDeviceOther(of: entry, place: place, sourceLanguage: sourceLanguage, into: &collector)
            }
        }
        let exported = ExportedCatalog(original: path, catalog: catalog, displayPath: path)
        if let (key, problem) = Exporter.languageSpelledTwice(in: exported) {
            collector.add(.unexportable, .error, problem.message, line: problem.location?.line ?? 1, key: key, language: nil)
        }
        if let (key, problem) = Exporter.languageNotATag(in: exported) {
            collector.add(.unexportable, .error, problem.message, line: problem.location?.line ?? 1, key: key, language: nil)
        }
        if languages.contains(sourceLanguage) { checkSourceTexts(of: catalog, into: &collector) }
        let keptKeys = Self.keysKeptAsSource(in: catalog)
        // Texts and forms compared as an export would show them had each substitution its argument's number.
        let positioned = ImplicitArgumentNumbers.filled(catalog)
        for language in languages where language != sourceLanguage {
            checkLeaves(of: positioned, language: language, keptKeys: keptKeys, into: &collector)
        }
        return collector.sortedFindings
    }

    /// `untranslated`: device variations without `other` where the source shows a text on a device they
    /// lack (`CatalogEntry.lacksDeviceOther`). Export offers only the translation's own devices (as Xcode
    /// does), so the devices it lacks would never come back to a translator. Reported where the key's
    /// other untranslated leaves are (`checkKey`), so that it matches the leaf `stats` counts.
    private func checkDeviceOther(of entry: CatalogEntry, place: Place, sourceLanguage: String,
                                  into collector: inout FindingCollector) {
        guard entry.shouldTranslate != false, entry.extractionState != .stale,
              !LanguageTag.sharesLanguage(place.language, sourceLanguage) || configuration.languages != nil,
              entry.lacksDeviceOther(key: place.key, language: place.language, sourceLanguage: sourceLanguage),
              let devices = entry.localizations?[place.language]?.variations?.device else { return }
        collector.add(.untranslated, collector.configuration.completenessSeverity,
                      CheckMessages.deviceOtherMissing(language: place.language, has: devices.keys.map(\.rawValue).sorted()),
                      line: place.line, key: place.key, language: place.language, variation: [.device(.other)])
    }

    /// The source texts themselves: `empty-source`, and `format-specifiers` for one argument used with
    /// two types. An empty `zero` form is a choice (show nothing for none), not reported, nor is the key
    /// "" with no text (Xcode extracts it from `Text("")` and adds it again on every build).
    private func checkSourceTexts(of catalog: StringCatalog, into collector: inout FindingCollector) {
        for unit in CatalogFlattener(catalog: catalog, language: catalog.sourceLanguage).units() where unit.sourceSet == nil {
            if LeafStatus.isBlank(unit.source), unit.id.path.last != .plural(.zero), !Self.isEmptyKeyOfCode(unit),
               let entry = catalog.strings[unit.id.key], entry.shouldTranslate != false, entry.extractionState != .stale {
                collector.add(.emptySource, .warning, CheckMessages.emptySource(language: catalog.sourceLanguage, text: unit.source),
                              line: entry.line,
                              key: unit.id.key, language: catalog.sourceLanguage, variation: unit.id.path)
            }
            guard unit.source.utf8.contains(UInt8(ascii: "$")), let broken = FormatSpecifiers.conflictInSource(unit.source) else { continue }
            collector.add(.formatSpecifiers, .error, CheckMessages.brokenSource(broken),
                          line: catalog.strings[unit.id.key]?.line ?? 1, key: unit.id.key, language: catalog.sourceLanguage,
                          variation: unit.id.path)
        }
    }

    /// `target` with each reference its own substitutions could not position (the substitution is
    /// missing, which `substitution-mismatch` says) at the source's position for that name, so that it
    /// is not taken for the next implicit argument.
    static func positionedLikeSource(_ target: String, source: String) -> String {
        guard target.utf8.contains(UInt8(ascii: "#")) else { return target }
        var positions: [String: Substitution] = [:]
        for specifier in FormatSpecifiers.parse(source) {
            if case .substitution(let name) = specifier.kind, let position = specifier.position {
                positions[name] = Substitution(argNum: position)
            }
        }
        return positions.isEmpty ? target : FormatArguments.positionSubstitutionReferences(in: target, substitutions: positions)
    }

    /// The key "" without a text: what Xcode extracts from `Text("")`, which shows nothing as the code asks.
    static func isEmptyKeyOfCode(_ unit: TranslationUnit) -> Bool {
        unit.id.key.isEmpty && unit.id.path.isEmpty && unit.source.isEmpty
    }

    /// A key in one language, where findings about it go.
    private struct Place {
        var key: String
        var line: Int
        var language: String
        /// The key's source-language localization, if any.
        var source: Localization?
    }

    // MARK: plural-categories

    /// Every plural variation of one localization (top level, under each device, in each substitution)
    /// against the language's CLDR categories (FORMATS.md §5). `zero` is always allowed: Xcode offers
    /// it in every language. Languages without CLDR rules are not checked.
    private func checkPluralCategories(_ localization: Localization, at path: [UnitPathStep], place: Place,
                                       into collector: inout FindingCollector) {
        if let devices = localization.variations?.device {
            for device in devices.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                checkPluralCategories(devices[device]!, at: path + [.device(device)], place: place, into: &collector)
            }
        }
        if let forms = localization.variations?.plural {
            let integer = PluralCategoryCheck.isChosenByInteger(forms.values.compactMap { $0.stringUnit?.value },
                                                                source: PluralCategoryCheck.sourceText(at: path, in: place.source, key: place.key))
            PluralCategoryCheck.compare(Set(forms.keys), language: place.language, integer: integer, line: place.line,
                                        key: place.key, variation: path, into: &collector)
        }
        for name in (localization.substitutions ?? [:]).keys.sorted() {
            guard let substitution = localization.substitutions?[name], let forms = substitution.variations?.plural else { continue }
            let integer = PluralCategoryCheck.isChosenByInteger(forms.values.compactMap { $0.stringUnit?.value },
                                                                formatSpecifier: substitution.formatSpecifier)
            PluralCategoryCheck.compare(Set(forms.keys), language: place.language, integer: integer, line: place.line,
                                        key: place.key, variation: path + [.substitution(name)], into: &collector)
        }
    }

    // MARK: substitution-mismatch

    /// A translated text's substitutions against the source's at the same place (FORMATS.md §1): a
    /// name the text uses must have a substitution, with the source's `argNum` and an equivalent
    /// `formatSpecifier`. A name the text does not use is `format-specifiers`' finding, not this one.
    /// A text can name the substitutions of its own level and of those above it (`SubstitutionScope`:
    /// the `outer` ones); each substitution is compared where the translation defines it.
    private func checkSubstitutions(_ target: Localization, source: Localization, at path: [UnitPathStep], place: Place,
                                    outer: (source: [String: Substitution], target: [String: Substitution]) = ([:], [:]),
                                    into collector: inout FindingCollector) {
        let sourceSubstitutions = SubstitutionScope.entering(outer.source, source.substitutions)
        let targetSubstitutions = SubstitutionScope.entering(outer.target, target.substitutions)
        if let devices = target.variations?.device {
            let sourceDevices = source.variations?.device
            for device in devices.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                let counterpart = sourceDevices.map { $0[device] ?? $0[.other] } ?? source
                guard let counterpart else { continue }
                checkSubstitutions(devices[device]!, source: counterpart, at: path + [.device(device)], place: place,
                                   outer: (sourceSubstitutions, targetSubstitutions), into: &collector)
            }
        }
        for name in (target.substitutions ?? [:]).keys.sorted() {
            guard let expected = sourceSubstitutions[name], let actual = target.substitutions?[name] else { continue }
            compare(actual, expected, name: name, levels: (target, source), at: path + [.substitution(name)], place: place,
                    into: &collector)
        }
        guard let text = target.stringUnit?.value, text.containsBytes("#@") else { return }
        var references: [String: String] = [:]
        for specifier in FormatSpecifiers.parse(text) {
            if case .substitution(let name) = specifier.kind, references[name] == nil { references[name] = specifier.text }
        }
        // A name neither the translation nor the source defines: the app would show the text as it is.
        for name in references.keys.sorted() where sourceSubstitutions[name] == nil && targetSubstitutions[name] == nil {
            collector.add(.substitutionMismatch, .error,
                          CheckMessages.substitutionUnknown(name: name, reference: references[name]!, language: place.language,
                                                            sourceNames: sourceSubstitutions.keys.sorted()),
                          line: place.line, key: place.key, language: place.language, variation: path + [.substitution(name)])
        }
        for name in references.keys.sorted() where targetSubstitutions[name] == nil {
            guard let expected = sourceSubstitutions[name] else { continue }
            collector.add(.substitutionMismatch, .error,
                          CheckMessages.substitutionMissing(name: name, reference: references[name]!, language: place.language,
                                                            argNum: expected.argNum, formatSpecifier: expected.formatSpecifier),
                          line: place.line, key: place.key, language: place.language, variation: path + [.substitution(name)])
        }
    }

    /// A translation's substitution against the source's of the same name.
    /// Without `argNum`, a substitution takes the argument its reference's place in its level's text gives
    /// (`ImplicitArgumentNumbers`); where a text does not say, the numbers are compared as written.
    private func compare(_ actual: Substitution, _ expected: Substitution, name: String,
                         levels: (target: Localization, source: Localization), at: [UnitPathStep], place: Place,
                         into collector: inout FindingCollector) {
        let actualArgument = ImplicitArgumentNumbers.argument(of: name, actual, in: levels.target)
        let expectedArgument = ImplicitArgumentNumbers.argument(of: name, expected, in: levels.source)
        let differ = if let actualArgument, let expectedArgument { actualArgument != expectedArgument }
            else { actual.argNum != expected.argNum }
        if differ {
            collector.add(.substitutionMismatch, .error,
                          CheckMessages.substitutionArgNum(name: name, language: place.language, translation: actual.argNum,
                                                           source: expected.argNum, translationPlace: actualArgument,
                                                           sourcePlace: expectedArgument),
                          line: place.line, key: place.key, language: place.language, variation: at)
        }
        if !Self.sameArgumentType(actual.formatSpecifier, expected.formatSpecifier) {
            collector.add(.substitutionMismatch, .error,
                          CheckMessages.substitutionFormatSpecifier(name: name, language: place.language,
                                                                    translation: actual.formatSpecifier,
                                                                    source: expected.formatSpecifier),
                          line: place.line, key: place.key, language: place.language, variation: at)
        }
    }

    /// `substitution-mismatch`: an `argNum` below 1, in any language. Arguments count from 1 (`%1$…`);
    /// the export would write `%0$` or `%-1$`, which String(format:) reads as flags and a width.
    private func checkArgumentNumbers(_ localization: Localization, at path: [UnitPathStep], place: Place,
                                      into collector: inout FindingCollector) {
        for device in (localization.variations?.device ?? [:]).keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            checkArgumentNumbers(localization.variations!.device![device]!, at: path + [.device(device)], place: place,
                                 into: &collector)
        }
        for name in (localization.substitutions ?? [:]).keys.sorted() {
            guard let argNum = localization.substitutions![name]!.argNum, argNum < 1 else { continue }
            collector.add(.substitutionMismatch, .error, CheckMessages.argNumBelowOne(name: name, argNum: argNum, language: place.language),
                          line: place.line, key: place.key, language: place.language, variation: path + [.substitution(name)])
        }
    }

    /// `lld` and `ld` read the same argument (FormatSpecifier.Kind); `d` and `lld` do not.
    static func sameArgumentType(_ a: String?, _ b: String?) -> Bool {
        if a == b { return true }
        guard let a, let b else { return false }
        let first = FormatSpecifiers.parse("%" + a), second = FormatSpecifiers.parse("%" + b)
        return first.count == 1 && second.count == 1 && first[0].kind == second[0].kind
    }

    // MARK: leaves

    /// Every leaf of every key in `language`, as `CatalogFlattener` gives them for an export: the
    /// completeness rules per key, the text rules per leaf.
    private func checkLeaves(of catalog: StringCatalog, language: String, keptKeys: Set<String>,
                             into collector: inout FindingCollector) {
        let units = CatalogFlattener(catalog: catalog, language: language).units()
        let sharesLanguage = LanguageTag.sharesLanguage(language, catalog.sourceLanguage)
        let fractionOnly = PluralRules.categories(for: language).fractionOnly
        // The flattener emits each key's units together.
        var start = 0
        while start < units.count {
            let key = units[start].id.key
            var end = start + 1
            while end < units.count, units[end].id.key == key { end += 1 }
            if let entry = catalog.strings[key] {
                checkKey(units[start..<end], entry: entry, language: language, sourceLanguage: catalog.sourceLanguage,
                         sharesLanguage: sharesLanguage, fractionOnly: fractionOnly,
                         keptAsSource: keptKeys.contains(key), into: &collector)
            }
            start = end
        }
    }

    private func checkKey(_ units: ArraySlice<TranslationUnit>, entry: CatalogEntry, language: String, sourceLanguage: String,
                          sharesLanguage: Bool, fractionOnly: [PluralCategory],
                          keptAsSource: Bool, into collector: inout FindingCollector) {
        // Keys that must not be translated, and keys the code no longer uses, need no translation.
        let tracksProgress = entry.shouldTranslate != false && entry.extractionState != .stale
        // A regional variant of the source language (`en-AU` for `en`) falls back to it where it has no
        // text: untranslated keys are expected there, unless `--languages` names it.
        let requiresAll = !sharesLanguage || configuration.languages != nil
        var progress = KeyProgress(total: units.count)
        let otherFormSources = OtherFormSources(units)
        let plurals = IntegerPlurals(units, fractionOnly: fractionOnly)
        for unit in units {
            // An empty source text has nothing to translate (`empty-source` reports it once).
            if unit.hasEmptySource { continue }
            let status = LeafStatus(unit, origin: .catalog)
            if PluralCategoryCheck.isUnneeded(unit, status: status, fractionOnly: fractionOnly, plurals: plurals)
                || (status == .untranslated && UnnamedSubstitution.isForm(unit.id.path, in: entry.localizations?[language], language: language)) {
                progress.total -= 1
                continue
            }
            switch status {
            case .untranslated:
                // Also a plural or substitution form the translation lacks, which `plural-categories` or
                // `substitution-mismatch` reports too: each leaf `stats` counts untranslated is listed here.
                if tracksProgress, requiresAll { progress.addUntranslated(unit.id.path, line: entry.line) }
            case .needsReview:
                if tracksProgress { progress.addNeedsReview(unit.id.path, line: entry.line) }
            case .empty:
                collector.add(.emptyTranslation, .error,
                              CheckMessages.emptyTranslation(language: language, translatable: entry.shouldTranslate != false,
                                                             text: unit.targetSet?.joined() ?? unit.target ?? ""),
                              line: entry.line, key: unit.id.key, language: language, variation: unit.id.path)
            case .translated:
                break
            }
            // A blank phrase beside phrases with text: import's reader refuses such a set (a key not to be
            // translated is never imported, so not said there).
            if let phrases = unit.targetSet, entry.shouldTranslate != false, phrases.contains(where: { !LeafStatus.isBlank($0) }),
               let blank = phrases.firstIndex(where: LeafStatus.isBlank) {
                collector.add(.emptyTranslation, .error, CheckMessages.emptyPhrase(blank + 1, language: language),
                              line: entry.line, key: unit.id.key, language: language, variation: unit.id.path)
            }
            guard status != .empty, unit.hasTarget,
                  !LeafStatus.isBlank(unit.targetSet?.joined() ?? unit.target ?? "") else { continue }
            var unit = unit
            if let target = unit.target { unit.target = Self.positionedLikeSource(target, source: unit.source) }
            var leaf = TextChecks.Leaf(unit: unit, otherFormSource: otherFormSources.of(unit),
                                       line: entry.line, language: language,
                                       comparesWithSource: tracksProgress && !sharesLanguage && !keptAsSource && status == .translated,
                                       reportsBrokenSource: false)
            // A form of a substitution the source lacks, whose `<source>` is its id, is compared with the
            // source text it is part of, as import compares it.
            leaf.formSource = SubstitutionContext.sourceTextOfAddedForm(at: unit.id.path, in: entry.localizations?[sourceLanguage],
                                                                       key: unit.id.key)
            if unit.target?.containsBytes("#@") == true || (leaf.formSource ?? unit.source).containsBytes("#@") {
                leaf.substitutions = SubstitutionContext(entry: entry, sourceLanguage: sourceLanguage,
                                                         target: entry.localizations?[language], path: unit.id.path).arguments
            }
            TextChecks.check(leaf, into: &collector)
        }
        progress.report(into: &collector, key: units.first!.id.key, language: language)
    }

    /// Keys whose text most translations keep as it is (`KeptAsSource`), and Info.plist's bundle names:
    /// `same-as-source` leaves them out.
    static func keysKeptAsSource(in catalog: StringCatalog) -> Set<String> {
        var counter = KeptAsSource<String>()
        for (key, entry) in catalog.strings {
            guard let localizations = entry.localizations else { continue }
            let sourceLocalization = localizations[catalog.sourceLanguage]
            guard let source = sourceLocalization.map({ $0.stringUnit?.value }) ?? key else { continue }
            for (language, localization) in localizations where !LanguageTag.sharesLanguage(language, catalog.sourceLanguage) {
                guard let unit = localization.stringUnit, unit.state == .translated else { continue }
                counter.count(key, language: language, keepsSource: unit.value == source)
            }
        }
        return counter.ids.union(TextChecks.bundleNames)
    }
}
