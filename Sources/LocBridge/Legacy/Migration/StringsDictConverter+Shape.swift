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
    /// splices the form into it, when the arguments keep their places (`folded`); so are forms that
    /// print no number, which the development language's rule would make a substitution.
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
            if case .forms(let forms) = folded(format) { return .plural(forms) }
            return .substitutions
        case .substitutions:
            guard let plain, substitutionRefusal(format) != nil else { return .substitutions }
            return .plural(plain.forms)
        }
    }

    /// Why `format`, a translation's beside a source without substitutions, cannot be plural variations
    /// as the source is (it becomes a substitution, which `check` reports against the source text); nil
    /// when it can.
    static func pluralVariationsProblem(_ format: StringsDictFormat) -> String? {
        guard plainPluralVariable(format) == nil, case .unfit(let reason) = folded(format) else { return nil }
        return reason
    }

    /// What splicing a format's forms into its format key gave.
    private enum Folding {
        case forms([StringsDictPluralForm])
        /// Why the forms cannot be plural variations, said of the `.stringsdict` entry.
        case unfit(String)
    }

    /// The forms of the format's one variable spliced into the format key, as the app splices them, when
    /// every spliced text keeps each argument's number and type: the key's other arguments where they
    /// were, and the variable's own specifier, where a form prints it, at the variable's argument (with
    /// explicit positions, as the only number of its kind, `plainPluralVariable`'s rule). Forms need not
    /// print the number (`un élément`, `des éléments` for `%lld item(s)`): a plural form may leave its
    /// count out, which `check` and `import` allow. Else why not: the plural would be chosen by another
    /// number, or the key's arguments would change places.
    private static func folded(_ format: StringsDictFormat) -> Folding {
        let references = format.references
        let formatKey = Diagnostic.quoted(format.formatKey)
        guard references.count == 1, let reference = references.first else {
            let names = Set(references.map(\.name))
            return .unfit("its format key \(formatKey) names " + (names.count == 1 ? "its variable \(references.count) times"
                : "\(names.count) variables") + ", and plural variations are chosen by one number")
        }
        let name = Diagnostic.quoted(reference.name)
        guard let variable = format[variable: reference.name], !variable.forms.isEmpty else {
            return .unfit("its variable \(name) has no plural forms")
        }
        let mixed = Folding.unfit("its format key \(formatKey) mixes numbered and unnumbered arguments")
        guard let position = argumentPosition(of: reference, in: format) else { return mixed }
        let scalars = Array(format.formatKey.unicodeScalars)
        var range: Range<Int>?
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = FormatSpecifierScanner.scan(scalars, at: index) else { index += 1; continue }
            if specifier.isReference { range = index..<specifier.end }
            index = specifier.end
        }
        guard let range else { return mixed }
        let before = String(String.UnicodeScalarView(scalars[..<range.lowerBound]))
        let after = String(String.UnicodeScalarView(scalars[range.upperBound...]))
        // The key's own arguments, numbered with the variable's slot standing in for the reference.
        let slot = "%" + (reference.position.map { "\($0)$" } ?? "") + "@"
        guard let keyArguments = FormatSpecifierScanner.arguments(in: before + slot + after)?.filter({ $0.number != position })
        else { return mixed }
        let isOwn = { (conversion: String) in variable.valueType.map { FormatSpecifierRewriter.sameKind(conversion, $0) } ?? true }
        let noValueType = Folding.unfit("its variable \(name) has no \(StringsDictReader.valueTypeKey), so the number that "
            + "chooses the form cannot be told from the format key's other arguments")
        // Another number of the variable's kind in the key would leave two to choose the plural by.
        if !keyArguments.isEmpty, variable.valueType == nil || keyArguments.contains(where: { isOwn($0.conversion) }) {
            return variable.valueType == nil ? noValueType : .unfit("its format key \(formatKey) prints another number "
                + "besides the variable \(name), which would choose the form as well")
        }
        if reference.position != nil && variable.valueType == nil { return noValueType }
        var printed = false
        // A form printing the variable's argument in another conversion (`%@` for a number).
        var otherAtSlot: StringsDictPluralForm?
        for form in variable.forms {
            let spliced = before + form.text + after
            let subject = "its \(form.category.rawValue) form \(Diagnostic.quoted(form.text))"
            guard let arguments = FormatSpecifierScanner.arguments(in: spliced),
                  keyArguments.allSatisfy({ key in arguments.contains { $0 == key } }) else {
                return .unfit("\(subject), spliced into the format key as the app splices it (\(Diagnostic.quoted(spliced))), "
                    + "would not keep the key's other arguments in their places")
            }
            if reference.position != nil {
                for argument in arguments where isOwn(argument.conversion) {
                    guard argument.number == position else {
                        return .unfit("\(subject) prints a number as argument \(argument.number), not as the variable's "
                            + "argument \(position), and a plural variation would be chosen by either")
                    }
                    printed = true
                }
                if arguments.contains(where: { $0.number == position && !isOwn($0.conversion) }) { otherAtSlot = form }
            } else if let formArguments = FormatSpecifierScanner.arguments(in: form.text) {
                // Spliced after the key's first `position - 1` arguments, the form's first is the variable's.
                if let own = formArguments.first(where: { isOwn($0.conversion) }) {
                    guard own.number == 1 else {
                        return .unfit("\(subject) prints a number as argument \(position + own.number - 1), not as the "
                            + "variable's argument \(position), and a plural variation would be chosen by either")
                    }
                    printed = true
                } else if formArguments.contains(where: { $0.number == 1 }) {
                    otherAtSlot = form
                }
            }
        }
        if !printed, let form = otherAtSlot {
            return .unfit("its \(form.category.rawValue) form \(Diagnostic.quoted(form.text)) prints the variable's argument, "
                + "but not as a number of its type, \(variable.valueType ?? "")")
        }
        return .forms(variable.forms.map { form in
            var spliced = form
            spliced.text = before + form.text + after
            return spliced
        })
    }
}
