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

    /// For `check` of an XLIFF file alone, which does not hold the translation's variables: every
    /// reference only one text has is taken as an argument of one shared type. Nil unless that makes the
    /// two texts agree (then the texts are compared by name, and the message names the references).
    static func arguments(source: String, translation: String) -> SubstitutionArguments? {
        let inSource = Set(FormatSpecifiers.substitutionNames(in: source))
        let inTranslation = Set(FormatSpecifiers.substitutionNames(in: translation))
        guard !inSource.isSubset(of: inTranslation), !inTranslation.isSubset(of: inSource) else { return nil }
        let unknown = Substitution(formatSpecifier: "@")
        var arguments = SubstitutionArguments()
        for name in inSource.subtracting(inTranslation) { arguments.source[name] = unknown }
        for name in inTranslation.subtracting(inSource) { arguments.translation[name] = unknown }
        return FormatSpecifiers.mismatch(source: source, translation: translation, substitutions: arguments) == nil ? arguments : nil
    }
}
