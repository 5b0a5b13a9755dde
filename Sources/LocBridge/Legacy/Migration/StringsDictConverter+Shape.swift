/// How a translation's plural rule is shaped beside its source's. `check` and `import` compare each
/// text of a translation with the source text, and a `%#@n@` (a substitution) must be in both: a
/// translation whose format key only adds text around the variable (`%#@n@ gefunden` beside `%#@n@`)
/// would be a substitution beside plain plural variations, which `check` reports. FORMATS.md §4 gives
/// Xcode's rules one format key at a time and says nothing of such pairs.
public enum PluralShape: Hashable, Sendable {
    /// As the format key alone says (the development language's own rules).
    case asWritten
    /// The source has no substitutions: a format key of one variable and text around it is folded into
    /// each form (`%lld Datei` → `%lld Datei gefunden`), as the app's lookup splices the form into it.
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

    /// The forms of the format's one variable spliced into the format key, when the key holds nothing
    /// else that takes an argument (text and `%%` only), so each spliced text has the form's arguments.
    private static func folded(_ format: StringsDictFormat) -> [StringsDictPluralForm]? {
        let references = format.references
        guard references.count == 1, let variable = format[variable: references[0].name] else { return nil }
        let scalars = Array(format.formatKey.unicodeScalars)
        var reference: Range<Int>?
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = FormatSpecifierScanner.scan(scalars, at: index) else { index += 1; continue }
            if specifier.isReference {
                reference = index..<specifier.end
            } else if !specifier.isLiteralPercent {
                return nil
            }
            index = specifier.end
        }
        guard let reference else { return nil }
        let before = String(String.UnicodeScalarView(scalars[..<reference.lowerBound]))
        let after = String(String.UnicodeScalarView(scalars[reference.upperBound...]))
        return variable.forms.map { form in
            var spliced = form
            spliced.text = before + form.text + after
            return spliced
        }
    }
}
