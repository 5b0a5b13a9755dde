/// A substitution without `argNum` consumes the argument its reference's place in the text gives it:
/// `%@ hat %#@n@` passes the second argument to `n`. Xcode, and `migrate` after it, writes `argNum` only
/// where the text is positional (FORMATS.md §4), so `check` compares such a substitution, and the forms
/// it shows, by that argument rather than as having none.
enum ImplicitArgumentNumbers {
    /// `catalog` with a translation's such substitution given the `argNum` of the source's substitution of
    /// that name where its place gives it that argument. One whose place gives another keeps none, and
    /// is reported as it is; so is the source's own (one without `argNum` on both sides compares equal).
    static func filled(_ catalog: StringCatalog) -> StringCatalog {
        var filled = catalog
        for (key, entry) in catalog.strings {
            guard let localizations = entry.localizations, let source = localizations[catalog.sourceLanguage],
                  localizations.values.contains(where: lacksArgumentNumber) else { continue }
            let sourceArguments = argumentNumbers(in: source)
            guard !sourceArguments.isEmpty else { continue }
            for (language, localization) in localizations where language != catalog.sourceLanguage {
                guard let changed = Self.filled(localization, matching: sourceArguments) else { continue }
                filled.strings[key]!.localizations![language] = changed
            }
        }
        return filled
    }

    private static func lacksArgumentNumber(_ localization: Localization) -> Bool {
        localization.substitutions?.values.contains { $0.argNum == nil } == true
            || localization.variations?.device?.values.contains(where: lacksArgumentNumber) == true
    }

    /// The `argNum` of each substitution name in `localization` and its device variations.
    private static func argumentNumbers(in localization: Localization) -> [String: Int] {
        var numbers: [String: Int] = [:]
        for (name, substitution) in localization.substitutions ?? [:] { numbers[name] = substitution.argNum }
        for variation in (localization.variations?.device ?? [:]).values {
            numbers.merge(argumentNumbers(in: variation)) { own, _ in own }
        }
        return numbers
    }

    /// `localization` with its own and its device variations' substitutions filled where the position is
    /// `expected`'s for that name; nil when none was.
    static func filled(_ localization: Localization, matching expected: [String: Int]) -> Localization? {
        var copy = localization
        var changed = false
        if let substitutions = localization.substitutions {
            for name in substitutions.keys where substitutions[name]!.argNum == nil {
                guard let position = position(of: name, in: texts(of: localization)), expected[name] == position else { continue }
                copy.substitutions![name]!.argNum = position
                changed = true
            }
        }
        for (device, variation) in localization.variations?.device ?? [:] {
            guard let filled = filled(variation, matching: expected) else { continue }
            copy.variations!.device![device] = filled
            changed = true
        }
        return changed ? copy : nil
    }

    /// The texts that can name the localization's substitutions: its own, else its devices'.
    private static func texts(of localization: Localization) -> [String] {
        if let text = localization.stringUnit?.value { return [text] }
        return (localization.variations?.device ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }
            .compactMap { $0.value.stringUnit?.value }
    }

    /// The argument the first reference to `name` takes, where every text that names it agrees.
    private static func position(of name: String, in texts: [String]) -> Int? {
        var found: Int?
        for text in texts where text.containsBytes("#@") {
            let uses = FormatSpecifiers.arguments(of: FormatSpecifiers.parse(text))
            guard let use = uses.first(where: { $0.kind == .substitution(name) }) else { continue }
            if let found, found != use.position { return nil }
            found = use.position
        }
        return found
    }
}

extension ImplicitArgumentNumbers {
    /// A form of a substitution without `argNum` (`%lld Elemente`), as an export would write it had the
    /// substitution the `argNum` its reference's place gives it (`%2$lld Elemente`), where that is the
    /// source's: so that import judges it by the argument the app passes it. Otherwise `text` itself.
    static func positionedForm(_ text: String, at path: [UnitPathStep], target: Localization?, source: Localization?) -> String {
        guard let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last],
              let target, let source else { return text }
        var targetScope: [String: Substitution] = [:], sourceScope: [String: Substitution] = [:]
        guard let level = SubstitutionContext.counterpart(of: path[..<last], in: target, scope: &targetScope),
              let sourceLevel = SubstitutionContext.counterpart(of: path[..<last], in: source, scope: &sourceScope),
              let substitution = level.substitutions?[name] ?? targetScope[name], substitution.argNum == nil,
              let expected = (sourceLevel.substitutions?[name] ?? sourceScope[name])?.argNum,
              position(of: name, in: texts(of: level)) ?? position(of: name, in: texts(of: target)) == expected
        else { return text }
        var positioned = substitution
        positioned.argNum = expected
        return FormatArguments.expandArgument(in: FormatArguments.collapseArgument(in: text, substitution: substitution),
                                              substitution: positioned)
    }
}

extension ImplicitArgumentNumbers {
    /// `positionedForm` for an XLIFF file, which holds no substitution objects: the form's text unit
    /// (`text`) shows where the translation's reference is, and the source form its `%N$spec`.
    static func positionedForm(_ form: TranslationUnit, text: TranslationUnit?) -> String? {
        guard let target = form.target, let textTarget = text?.target, let textSource = text?.source,
              let last = form.id.path.lastIndex(where: \.isSubstitution), case .substitution(let name) = form.id.path[last],
              let expected = FormatSpecifiers.parse(textSource).first(where: { $0.kind == .substitution(name) })?.position,
              FormatSpecifiers.parse(textTarget).first(where: { $0.kind == .substitution(name) })?.position == nil,
              position(of: name, in: [textTarget]) == expected,
              let shown = FormatSpecifiers.parse(form.source).first(where: { $0.position == expected }) else { return nil }
        let specifier = String(shown.text.dropFirst("%\(expected)$".count))
        let substitution = Substitution(formatSpecifier: specifier)
        return FormatArguments.expandArgument(in: FormatArguments.collapseArgument(in: target, substitution: substitution),
                                              substitution: Substitution(argNum: expected, formatSpecifier: specifier))
    }
}
