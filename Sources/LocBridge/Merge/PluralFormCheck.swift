/// Format-specifier parity for imported translations (FORMATS.md §3.5), with the one allowance plural
/// forms need: a form may leave out the count it is chosen by (`"one" : "Ein Artikel"` for
/// `"%lld item"`, Arabic `zero`/`one`/`two` without the number), and may use any argument its
/// `other` form has (`"%lld Artikel"` where the English `one` form is `"One item"`).
///
/// The comparison itself is `FormatSpecifiers.mismatch`; this only chooses the sources to compare with.
enum PluralFormCheck {
    /// Nil when `translation` is acceptable for a unit whose source is `source`; otherwise the
    /// message of the exact comparison with `source`.
    ///
    /// - Parameter otherForm: for a plural form, the source of its `other` form (the form that
    ///   shows every argument); nil for a text that is not a plural form.
    /// - Parameter substitutions: what a `%#@NAME@` only one text has stands for (`SubstitutionArguments`).
    static func problem(source: String, otherForm: @autoclosure () -> String?, translation: String,
                        substitutions: SubstitutionArguments? = nil) -> String? {
        let exact = FormatSpecifiers.mismatch(source: source, translation: translation, substitutions: substitutions)
        // The `other` form is worked out (a flattening of the catalog, on import) only when it is needed.
        if exact == nil, !FormatSpecifiers.hasStrayPercent(translation) { return nil }
        guard let otherForm = otherForm() else { return exact }
        // Every form is formatted with the arguments, whatever its own source shows: a `%` that begins no
        // specifier (a pseudo-localizer's `%ŀŀḓ`) is as broken in `one` as in `other`.
        // Said as such: the form may leave its count out, so the count is not what is wrong.
        if let stray = FormatSpecifiers.strayPercent(source: otherForm, translation: translation) { return stray }
        guard let problem = exact else { return nil }
        for candidate in [source, otherForm] {
            if candidate != source,
               FormatSpecifiers.mismatch(source: candidate, translation: translation, substitutions: substitutions) == nil { return nil }
            for reduced in withoutCount(candidate, substitutions: substitutions)
            where FormatSpecifiers.mismatch(source: reduced, translation: translation, substitutions: substitutions) == nil {
                return nil
            }
        }
        return problem
    }

    /// `text` without one numeric specifier that could be the count, once for each such argument. The
    /// other arguments keep their places: implicit specifiers are given their positions first
    /// (`%lld file in %@` → ` file in %2$@`), so a translation that leaves out the count must name the
    /// later arguments by position. Texts with `*` widths or precisions are left alone.
    private static func withoutCount(_ text: String, substitutions: SubstitutionArguments?) -> [String] {
        let specifiers = FormatSpecifiers.parse(text)
        guard !specifiers.contains(where: { $0.widthArgument != nil || $0.precisionArgument != nil }) else { return [] }
        var implicit = 0
        let positions = specifiers.map { specifier -> Int in
            if let position = specifier.position { return position }
            implicit += 1
            return implicit
        }
        var counts: [Int] = []
        // Where the text shows no number itself, a substitution of one may be the count (`%2$#@n@`, whose
        // forms a translation's own plural forms replace); beside a number it is another argument.
        let showsNumber = specifiers.contains { $0.kind.isNumber }
        func isNumber(_ kind: FormatSpecifier.Kind) -> Bool {
            if case .substitution(let name) = kind {
                return !showsNumber && substitutions?.source[name]?.argumentKind?.isNumber == true
            }
            return kind.isNumber
        }
        for (specifier, position) in zip(specifiers, positions) where isNumber(specifier.kind) && !counts.contains(position) {
            counts.append(position)
        }
        return counts.map { count in
            var characters = Array(text)
            for (specifier, position) in zip(specifiers, positions).sorted(by: { $0.0.offset > $1.0.offset }) {
                if position == count {
                    characters.removeSubrange(specifier.offset..<min(characters.count, specifier.offset + specifier.text.count))
                } else if specifier.position == nil {
                    characters.insert(contentsOf: "\(position)$", at: specifier.offset + 1)
                }
            }
            return String(characters)
        }
    }
}

extension FormatSpecifier.Kind {
    /// Integers and floating point: the arguments a plural can be chosen by.
    fileprivate var isNumber: Bool {
        switch self {
        case .int, .int64, .double, .longDouble: true
        default: false
        }
    }
}
