/// A `.stringsdict` format key names variables of its own file, so a translation may call the source's
/// `%#@count@` `%#@n@` (its file defines `n`). Such a reference is compared as the argument it consumes,
/// not by name, as the runtime reads it.
enum StringsDictRenamedVariables {
    /// For import, where both files are known: each variable stands for an argument of its value type;
    /// the translation names its own file's variables, else the development file's.
    static func arguments(development: StringsDictFormat, target: StringsDictFormat?) -> SubstitutionArguments {
        func substitutions(_ format: StringsDictFormat?) -> [String: Substitution] {
            var found: [String: Substitution] = [:]
            for variable in format?.variables ?? [] where found[variable.name] == nil {
                found[variable.name] = Substitution(formatSpecifier: variable.valueType)
            }
            return found
        }
        return SubstitutionArguments(source: substitutions(development),
                                     translation: substitutions(target).merging(substitutions(development)) { own, _ in own })
    }

    /// For `check` of an XLIFF file alone, which does not hold the translation's variables: a reference
    /// only one text has stands for what the other text has at its argument (`%1$#@a@` for `%1$lld`), or,
    /// facing another such reference, for one shared type; the file's variables are checked by import. Nil
    /// unless that makes the two texts agree (then the texts are compared by name, and the message names
    /// the references).
    static func arguments(source: String, translation: String) -> SubstitutionArguments? {
        let inSource = Set(FormatSpecifiers.substitutionNames(in: source))
        let inTranslation = Set(FormatSpecifiers.substitutionNames(in: translation))
        let sourceOnly = inSource.subtracting(inTranslation), translationOnly = inTranslation.subtracting(inSource)
        guard !sourceOnly.isEmpty || !translationOnly.isEmpty else { return nil }
        let sourceUses = FormatSpecifiers.arguments(of: FormatSpecifiers.scan(source).specifiers)
        let translationUses = FormatSpecifiers.arguments(of: FormatSpecifiers.scan(translation).specifiers)
        var arguments = SubstitutionArguments()
        for (name, position) in references(in: sourceUses) where sourceOnly.contains(name) {
            arguments.source[name] = Substitution(formatSpecifier: plainConversions(in: translationUses)[position] ?? "@")
        }
        for (name, position) in references(in: translationUses) where translationOnly.contains(name) {
            arguments.translation[name] = Substitution(formatSpecifier: plainConversions(in: sourceUses)[position] ?? "@")
        }
        return FormatSpecifiers.mismatch(source: source, translation: translation, substitutions: arguments) == nil ? arguments : nil
    }

    /// The argument each variable reference consumes, by name.
    private static func references(in uses: [FormatSpecifiers.ArgumentUse]) -> [String: Int] {
        var found: [String: Int] = [:]
        for use in uses {
            if case .substitution(let name) = use.kind, found[name] == nil { found[name] = use.position }
        }
        return found
    }

    /// The conversion (`lld`, `@`) of each argument a plain specifier consumes (`%2$lld` gives 2: `lld`).
    private static func plainConversions(in uses: [FormatSpecifiers.ArgumentUse]) -> [Int: String] {
        var found: [Int: String] = [:]
        for use in uses where use.label.hasPrefix("%") {
            if case .substitution = use.kind { continue }
            var conversion = use.label.dropFirst()
            if let dollar = conversion.firstIndex(of: "$"), conversion[..<dollar].allSatisfy(\.isNumber) {
                conversion = conversion[conversion.index(after: dollar)...]
            }
            if found[use.position] == nil { found[use.position] = String(conversion) }
        }
        return found
    }
}
