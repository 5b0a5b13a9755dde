/// The substitutions two texts' `%#@NAME@` references can name (FORMATS.md §1): each stands for
/// argument `argNum` of type `formatSpecifier`. A translation may define one its source lacks ("Total
/// %#@COUNT@" for "%lld total", which Xcode compiles), or drop one the source has.
struct SubstitutionArguments: Sendable {
    /// The substitutions the source text can name at its place.
    var source: [String: Substitution] = [:]
    /// The substitutions the translation can name at its place: its own, else the source's.
    var translation: [String: Substitution] = [:]

    var isEmpty: Bool { source.isEmpty && translation.isEmpty }
}

extension Substitution {
    /// The argument the substitution consumes, as a specifier: `formatSpecifier` read with `%` before it.
    /// Nil when that is not one plain conversion (`lld`, `@`, `.2f`).
    var argumentKind: FormatSpecifier.Kind? {
        guard let formatSpecifier else { return nil }
        let read = FormatSpecifiers.scan("%" + formatSpecifier)
        guard read.strayPercents.isEmpty, read.specifiers.count == 1, let only = read.specifiers.first,
              only.text.count == formatSpecifier.count + 1, only.position == nil,
              only.widthArgument == nil, only.precisionArgument == nil else { return nil }
        switch only.kind {
        case .substitution, .storeCount: return nil
        default: return only.kind
        }
    }
}

extension FormatSpecifiers {
    /// `mismatch(source:translation:)`, where a reference only one text has, to a substitution defined
    /// for it in `substitutions`, is compared as the argument it consumes. A name both texts use is still
    /// matched by name.
    static func mismatch(source: String, translation: String, substitutions: SubstitutionArguments?) -> String? {
        guard let substitutions, !substitutions.isEmpty, source.containsBytes("#@") || translation.containsBytes("#@") else {
            return mismatch(source: source, translation: translation)
        }
        var source = scan(source)
        var translation = scan(translation)
        resolveOneSided(&source, &translation, substitutions)
        return refusedSpecifier(source: source, translation: translation)
            ?? substitutionDifference(source: source, translation: translation)
            ?? argumentDifference(source: source, translation: translation)
            ?? strayPercent(source: source, translation: translation)
    }

    /// For one form of a substitution its source lacks (whose `<source>` is its id): nil when every
    /// argument `form` shows is one `source`, the text the substitution is part of, has, with the same
    /// type. A form need not show them all: the text around it shows the others, and a form may leave
    /// its count out.
    static func formMismatch(source: String, form: String, substitutions: SubstitutionArguments?) -> String? {
        var source = scan(source)
        var translation = scan(form)
        if let substitutions { resolveOneSided(&source, &translation, substitutions) }
        if let refused = refusedSpecifier(source: source, translation: translation) { return refused }
        let sourceUses = arguments(of: source.specifiers), formUses = arguments(of: translation.specifiers)
        for (side, uses) in [("source", sourceUses), ("translation", formUses)] {
            if let (first, second) = conflict(in: uses) {
                return "the \(side) uses argument \(first.position) as both \(first.label) and \(second.label)"
            }
        }
        let sourceArguments = firstUses(sourceUses)
        for use in formUses {
            guard let inSource = sourceArguments[use.position] else {
                return "the translation uses argument \(use.position) (\(use.label)), which the source does not have"
            }
            if inSource.kind != use.kind {
                return "argument \(use.position) is \(inSource.label) in the source but \(use.label) in the translation"
            }
        }
        return strayPercent(source: source, translation: translation)
    }

    /// Each reference one text has and the other lacks, whose substitution that text can name, becomes
    /// the argument it consumes: its own `N$`, else `argNum`, else the next implicit one.
    private static func resolveOneSided(_ source: inout Scan, _ translation: inout Scan, _ substitutions: SubstitutionArguments) {
        let sourceNames = names(in: source), translationNames = names(in: translation)
        resolve(&source, substitutions.source, except: translationNames)
        resolve(&translation, substitutions.translation, except: sourceNames)
    }

    private static func resolve(_ scan: inout Scan, _ substitutions: [String: Substitution], except shared: Set<String>) {
        for index in scan.specifiers.indices {
            guard case .substitution(let name) = scan.specifiers[index].kind, !shared.contains(name),
                  let substitution = substitutions[name], let kind = substitution.argumentKind else { continue }
            scan.specifiers[index].kind = kind
            scan.specifiers[index].position = scan.specifiers[index].position ?? substitution.argNum
            // Messages name it as written, with the type it stands for.
            scan.specifiers[index].text += " (formatSpecifier \(substitution.formatSpecifier ?? ""))"
        }
    }

    private static func names(in scan: Scan) -> Set<String> {
        var names: Set<String> = []
        for specifier in scan.specifiers {
            if case .substitution(let name) = specifier.kind { names.insert(name) }
        }
        return names
    }
}
