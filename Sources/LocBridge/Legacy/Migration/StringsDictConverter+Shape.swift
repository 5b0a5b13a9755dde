/// How a translation's plural rule is shaped beside its source's. `check` and `import` compare each
/// text of a translation with the source text, and a `%#@n@` (a substitution) must be in both: a
/// translation whose format key only adds text around the variable (`%#@n@ gefunden` beside `%#@n@`)
/// would be a substitution beside plain plural variations, which `check` reports. FORMATS.md §4 gives
/// Xcode's rules one format key at a time and says nothing of such pairs.
public enum PluralShape: Hashable, Sendable {
    /// As the format key alone says (the development language's own rules).
    case asWritten
    /// The source has no substitutions: a format key of one variable and text (or other arguments)
    /// around it is folded into each form (`%lld Datei` → `%lld Datei gefunden`), as the app's lookup
    /// splices the form into it, when the arguments keep their places (`folded`).
    case pluralVariations
    /// The source has substitutions: a format key that is only the variable becomes a substitution too,
    /// unless its forms cannot be written with `%arg` (then as written).
    case substitutions
}

extension StringsDictConverter {
    /// What a plural format becomes: plain plural variations with these forms, or a unit with substitutions.
    enum Plan {
        case plural([StringsDictPluralForm])
        case substitutions
    }

    static func plan(_ format: StringsDictFormat, shape: PluralShape) -> Plan {
        let plain = plainPluralVariable(format)
        switch shape {
        case .asWritten:
            return plain.map { .plural($0.forms) } ?? .substitutions
        case .pluralVariations:
            if let plain { return .plural(plain.forms) }
            return folded(format).map { .plural($0) } ?? .substitutions
        case .substitutions:
            guard let plain, substitutionRefusal(format) != nil else { return .substitutions }
            return .plural(plain.forms)
        }
    }

    /// The forms of the format's one variable spliced into the format key, as the app splices them, when
    /// every spliced text keeps each argument's number and type: the key's other arguments where they
    /// were, and the variable's own specifier at the variable's argument (with explicit positions, as
    /// the only number of its kind, `plainPluralVariable`'s rule). Else nil: the plural would be chosen
    /// by another number, or the key's arguments would change places.
    private static func folded(_ format: StringsDictFormat) -> [StringsDictPluralForm]? {
        let references = format.references
        guard references.count == 1, let reference = references.first, let variable = format[variable: reference.name],
              let position = argumentPosition(of: reference, in: format) else { return nil }
        let scalars = Array(format.formatKey.unicodeScalars)
        var range: Range<Int>?
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = FormatSpecifierScanner.scan(scalars, at: index) else { index += 1; continue }
            if specifier.isReference { range = index..<specifier.end }
            index = specifier.end
        }
        guard let range else { return nil }
        let before = String(String.UnicodeScalarView(scalars[..<range.lowerBound]))
        let after = String(String.UnicodeScalarView(scalars[range.upperBound...]))
        // The key's own arguments, numbered with the variable's slot standing in for the reference.
        let slot = "%" + (reference.position.map { "\($0)$" } ?? "") + "@"
        guard let keyArguments = FormatSpecifierScanner.arguments(in: before + slot + after)?.filter({ $0.number != position })
        else { return nil }
        let isOwn = { (conversion: String) in variable.valueType.map { FormatSpecifierRewriter.sameKind(conversion, $0) } ?? true }
        // Another number of the variable's kind in the key would leave two to choose the plural by.
        if !keyArguments.isEmpty, variable.valueType == nil || keyArguments.contains(where: { isOwn($0.conversion) }) {
            return nil
        }
        if reference.position != nil && variable.valueType == nil { return nil }
        var printed = false
        for form in variable.forms {
            guard let arguments = FormatSpecifierScanner.arguments(in: before + form.text + after),
                  keyArguments.allSatisfy({ key in arguments.contains { $0 == key } }) else { return nil }
            if reference.position != nil {
                for argument in arguments where isOwn(argument.conversion) {
                    guard argument.number == position else { return nil }
                    printed = true
                }
            } else if let own = FormatSpecifierScanner.arguments(in: form.text)?.first(where: { isOwn($0.conversion) }) {
                // Spliced after the key's first `position - 1` arguments, the form's first is the variable's.
                guard own.number == 1 else { return nil }
                printed = true
            }
        }
        guard printed else { return nil }
        return variable.forms.map { form in
            var spliced = form
            spliced.text = before + form.text + after
            return spliced
        }
    }
}
