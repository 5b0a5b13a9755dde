/// A substitution without `argNum` consumes the argument its reference's place in the text gives it:
/// `%@ hat %#@n@` passes the second argument to `n`. Xcode, and `migrate` after it, writes `argNum` only
/// where the text is positional (FORMATS.md §4), so `check` and `import` judge such a substitution, and
/// the forms it shows, by that argument rather than as having none: in the source as in a translation.
enum ImplicitArgumentNumbers {
    /// `catalog` with each such substitution whose localization's text names it given that argument as
    /// its `argNum`, for comparing texts and forms as an export would show them positioned.
    static func filled(_ catalog: StringCatalog) -> StringCatalog {
        var filled = catalog
        for (key, entry) in catalog.strings {
            guard let localizations = entry.localizations, localizations.values.contains(where: lacksArgumentNumber) else { continue }
            for (language, localization) in localizations {
                guard let changed = Self.filled(localization) else { continue }
                filled.strings[key]!.localizations![language] = changed
            }
        }
        return filled
    }

    /// The argument the substitution `name` of `level` consumes: its `argNum`, else its reference's place
    /// in the texts that name it (where they agree); nil when neither says.
    static func argument(of name: String, _ substitution: Substitution, in level: Localization) -> Int? {
        substitution.argNum ?? position(of: name, in: texts(of: level))
    }

    private static func lacksArgumentNumber(_ localization: Localization) -> Bool {
        localization.substitutions?.values.contains { $0.argNum == nil } == true
            || localization.variations?.device?.values.contains(where: lacksArgumentNumber) == true
    }

    /// `localization` with its own and its device variations' substitutions filled; nil when none was.
    private static func filled(_ localization: Localization) -> Localization? {
        var copy = localization
        var changed = false
        if let substitutions = localization.substitutions {
            let lacking = Set(substitutions.keys.filter { substitutions[$0]!.argNum == nil })
            let texts = texts(of: localization)
            let allowed = texts.map { Self.numberable(lacking, in: $0) }
            let named = texts.map { Set(FormatSpecifiers.substitutionNames(in: $0)) }
            for name in lacking {
                // Every text that names it must allow it, and agree on the argument.
                guard let position = position(of: name, in: texts),
                      zip(named, allowed).allSatisfy({ names, allowed in !names.contains(name) || allowed.contains(name) })
                else { continue }
                copy.substitutions![name]!.argNum = position
                changed = true
            }
        }
        for (device, variation) in localization.variations?.device ?? [:] {
            guard let filled = filled(variation) else { continue }
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

    /// The references of `names` in `text` that can be numbered without renumbering another specifier:
    /// numbered, a reference would move an unnumbered specifier after it (`%#@n@ hat %@`). Judged from
    /// the end, where a reference numbered counts as numbered for those before it.
    private static func numberable(_ names: Set<String>, in text: String) -> Set<String> {
        var allowed: Set<String> = []
        var unnumberedAfter = false
        for specifier in FormatSpecifiers.parse(text).reversed() {
            if specifier.widthArgument == .implicit || specifier.precisionArgument == .implicit { unnumberedAfter = true }
            guard specifier.position == nil else { continue }
            if case .substitution(let name) = specifier.kind, names.contains(name), !unnumberedAfter {
                allowed.insert(name)
            } else {
                unnumberedAfter = true
            }
        }
        return allowed
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
    /// A form of a substitution without `argNum` in `localization` (`%lld Elemente`), as an export would
    /// write it had the substitution the `argNum` its reference's place gives (`%2$lld Elemente`), so
    /// that import compares it by the argument the app passes it. Any other text is returned as it is.
    static func positioned(_ text: String, at path: [UnitPathStep], in localization: Localization?) -> String {
        guard let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last],
              let localization else { return text }
        var scope: [String: Substitution] = [:]
        guard let level = SubstitutionContext.counterpart(of: path[..<last], in: localization, scope: &scope),
              let substitution = level.substitutions?[name] ?? scope[name], substitution.argNum == nil,
              let position = position(of: name, in: texts(of: level)) ?? position(of: name, in: texts(of: localization))
        else { return text }
        return positioned(text, specifier: substitution.formatSpecifier, at: position)
    }

    /// `positioned` for an XLIFF file, which holds no substitution objects: the form's text unit (`text`)
    /// shows where each side's reference is, and the source form the specifier. Nil where nothing changes.
    static func positioned(_ form: TranslationUnit, text: TranslationUnit?) -> (source: String, target: String)? {
        guard let target = form.target, let text, let textTarget = text.target,
              let last = form.id.path.lastIndex(where: \.isSubstitution), case .substitution(let name) = form.id.path[last],
              let sourcePlace = position(of: name, in: [text.source]), let targetPlace = position(of: name, in: [textTarget]),
              let shown = FormatSpecifiers.parse(form.source).first(where: { $0.kind != .substitution(name) })
        else { return nil }
        // The substitution's specifier as the source form shows it, with or without its position.
        let specifier = shown.position.map { String(shown.text.dropFirst("%\($0)$".count)) } ?? String(shown.text.dropFirst())
        let source = shown.position == nil ? positioned(form.source, specifier: specifier, at: sourcePlace) : form.source
        let positionedTarget = positioned(target, specifier: specifier, at: targetPlace)
        guard source != form.source || positionedTarget != target else { return nil }
        return (source, positionedTarget)
    }

    /// `text` with each unpositioned `%specifier` as `%N$specifier`.
    private static func positioned(_ text: String, specifier: String?, at position: Int) -> String {
        guard let specifier else { return text }
        return FormatArguments.expandArgument(
            in: FormatArguments.collapseArgument(in: text, substitution: Substitution(formatSpecifier: specifier)),
            substitution: Substitution(argNum: position, formatSpecifier: specifier))
    }
}
