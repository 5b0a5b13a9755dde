/// Turns `.stringsdict` rules into catalog localizations the way Xcode's migration does (FORMATS.md §4
/// "Migration to a catalog"):
///
/// - one variable and a format key of exactly `%#@var@`, with some form using the variable's own
///   specifier → `variations.plural` with the categories exactly as present;
/// - otherwise → a `stringUnit` holding the format key (positions `N$` removed from `%N$#@x@`) plus one
///   `substitutions[x]` per variable: `argNum` when the reference is positional, `formatSpecifier`, and
///   `variations.plural` whose forms write the variable's own specifier as `%arg`;
/// - device rules → `variations.device`, each branch plain text or converted as above (device → plural);
/// - a translation's plural rule shaped to fit its source's (`PluralShape`).
///
/// Width rules have no catalog equivalent; `localization(for:)` returns nil for them. `refusal(for:)`
/// names the rules that are left out (width rules, and plurals a catalog would change the meaning of).
public enum StringsDictConverter {
    /// What one rule became: the localization, and whether it used plural variations or substitutions
    /// (for the migration summary).
    public struct Conversion: Hashable, Sendable {
        public var localization: Localization
        public var hasPlural: Bool
        public var hasSubstitutions: Bool
    }

    /// The localization for `rule` with every unit in `state`, a plural rule shaped as `shape` asks;
    /// nil for width rules.
    public static func localization(for rule: StringsDictRule, state: TranslationState,
                                    shape: PluralShape = .asWritten) -> Conversion? {
        switch rule {
        case .plural(let format):
            return convert(format, state: state, shape: shape)
        case .device(let variants):
            var devices: [DeviceKind: Localization] = [:]
            var hasPlural = false
            var hasSubstitutions = false
            // As Xcode keeps them: a device text's substitutions beside `variations`, once (`refusal(for:)`
            // leaves out devices that define one differently).
            var substitutions: [String: Substitution] = [:]
            for variant in variants {
                switch variant.value {
                case .text(let text):
                    devices[variant.device] = .unit(text, state: state)
                case .plural(let format):
                    var conversion = convert(format, state: state, shape: .asWritten)
                    for (name, substitution) in conversion.localization.substitutions ?? [:]
                    where substitutions[name] == nil || substitutions[name]?.argNum == nil {
                        // One device's `%1$#@n@` says the argument another's `%#@n@` leaves to its place.
                        substitutions[name] = substitution
                    }
                    conversion.localization.substitutions = nil
                    devices[variant.device] = conversion.localization
                    hasPlural = hasPlural || conversion.hasPlural
                    hasSubstitutions = hasSubstitutions || conversion.hasSubstitutions
                }
            }
            var localization = Localization(variations: Variations(device: devices))
            if !substitutions.isEmpty { localization.substitutions = substitutions }
            return Conversion(localization: localization, hasPlural: hasPlural, hasSubstitutions: hasSubstitutions)
        case .width:
            return nil
        }
    }

    /// Why `rule` cannot be migrated faithfully, or nil when it can (`localization(for:)` then says
    /// what it becomes).
    public static func refusal(for rule: StringsDictRule, shape: PluralShape = .asWritten) -> MigrationRefusal? {
        switch rule {
        case .plural(let format):
            return refusal(for: format, shape: shape)
        case .device(let variants):
            var defined: [String: (substitution: Substitution, device: String, numbered: Bool, alone: Bool)] = [:]
            for variant in variants {
                guard case .plural(let format) = variant.value else { continue }
                if let refusal = refusal(for: format, shape: .asWritten) { return refusal }
                let localization = convert(format, state: .translated, shape: .asWritten).localization
                let alone = specifierCount(in: localization.stringUnit?.value ?? "") <= 1
                for (name, substitution) in (localization.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
                    // Compared with the argument each consumes, however its text says it (`%#@n@`, `%1$#@n@`).
                    var compared = substitution
                    compared.argNum = ImplicitArgumentNumbers.argument(of: name, substitution, in: localization)
                    let numbered = substitution.argNum != nil
                    if let first = defined[name] {
                        // Shared, the substitution keeps the number: a text without numbers beside other
                        // arguments would then mix numbered and unnumbered ones (QA: `check` refused it).
                        let mixes = first.numbered != numbered && !(first.numbered ? alone : first.alone)
                        if first.substitution != compared || mixes {
                            return .deviceSubstitutionsDiffer(variable: name, devices: [first.device, variant.device.rawValue])
                        }
                    }
                    defined[name] = (compared, variant.device.rawValue, numbered, alone)
                }
            }
            return nil
        case .width:
            return .widthRule
        }
    }

    /// How many format specifiers `text` has (`%%` is none).
    private static func specifierCount(in text: String) -> Int {
        var count = 0
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            if bytes.next() != UInt8(ascii: "%") { count += 1 }
        }
        return count
    }

    private static func refusal(for format: StringsDictFormat, shape: PluralShape) -> MigrationRefusal? {
        // Every variable, referenced or not: `b` may be named only inside `a`'s forms.
        for variable in format.variables {
            for form in variable.forms {
                if let reference = StringsDictReference.all(in: form.text).first {
                    let text = "%" + (reference.position.map { "\($0)$" } ?? "") + "#@\(reference.name)@"
                    return .nestedVariable(variable: variable.name, category: form.category, reference: text, at: form.location)
                }
            }
        }
        // Plain plural variations keep each form's text as it is; only substitution forms are rewritten.
        if case .plural = plan(format, shape: shape) { return nil }
        return substitutionRefusal(format)
    }

    /// Why `format`'s forms cannot be written as substitution forms (`%arg`), or nil.
    static func substitutionRefusal(_ format: StringsDictFormat) -> MigrationRefusal? {
        for reference in format.references {
            guard let variable = format[variable: reference.name] else { continue }
            for form in variable.forms {
                if let other = FormatSpecifierRewriter.otherSpecifier(in: form.text, valueType: variable.valueType,
                                                                      position: argumentPosition(of: reference, in: format)) {
                    return .otherArgument(variable: variable.name, category: form.category, form: form.text, specifier: other,
                                          at: form.location)
                }
            }
        }
        return nil
    }

    /// The argument a reference stands for: its `N$`, else its place among the format key's arguments
    /// (`%@ has %#@files@`: 2), which a form may write as `%2$d`; nil when positions are mixed.
    static func argumentPosition(of reference: StringsDictReference, in format: StringsDictFormat) -> Int? {
        if let position = reference.position { return position }
        let scalars = Array(format.formatKey.unicodeScalars)
        var index = 0, arguments = 0
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = FormatSpecifierScanner.scan(scalars, at: index) else { index += 1; continue }
            if !specifier.isLiteralPercent {
                guard specifier.position == nil else { return nil }
                // A `*` width or precision takes an argument of its own (`%*d` takes two).
                arguments += 1 + scalars[index..<specifier.end].count { $0 == "*" }
                if specifier.isReference,
                   String(String.UnicodeScalarView(scalars[index..<specifier.end])).hasSuffix("#@\(reference.name)@") {
                    return arguments
                }
            }
            index = specifier.end
        }
        return nil
    }

    /// The variable when the forms become plain plural variations: one reference that is the whole
    /// format key (so each form is the whole text, formatted with every argument), and some form uses
    /// the variable's own specifier. Xcode does so for `%#@var@`. For `%N$#@var@` (FORMATS.md does not
    /// say what Xcode does) the forms' other arguments (`%1$@ has %2$lld items`) are kept as written;
    /// but only when argument N is the one number of the variable's kind the forms print, which is
    /// what a plural variation can be chosen by.
    static func plainPluralVariable(_ format: StringsDictFormat) -> StringsDictVariable? {
        let references = format.references
        guard references.count == 1, let reference = references.first, let variable = format[variable: reference.name],
              format.formatKey == "%" + (reference.position.map { "\($0)$" } ?? "") + "#@\(reference.name)@" else { return nil }
        guard let position = reference.position else {
            // The variable is the key's one argument, so `%1$lld` in a form is its own as much as `%lld`.
            return variable.forms.contains(where: { usesOwnSpecifier($0.text, of: variable, position: 1) }) ? variable : nil
        }
        guard let valueType = variable.valueType else { return nil }
        var printed = false
        for form in variable.forms {
            guard let arguments = FormatSpecifierScanner.arguments(in: form.text) else { return nil }
            for argument in arguments where FormatSpecifierRewriter.sameKind(argument.conversion, valueType) {
                guard argument.number == position else { return nil }
                printed = true
            }
        }
        return printed ? variable : nil
    }

    /// A plural format: plain plural variations when Xcode makes them, else a unit with substitutions;
    /// a format key naming no variable is plain text, a unit alone.
    static func convert(_ format: StringsDictFormat, state: TranslationState, shape: PluralShape) -> Conversion {
        if case .plural(let forms) = plan(format, shape: shape) {
            return Conversion(localization: Localization(variations: Variations(plural: plural(forms, state: state))),
                              hasPlural: true, hasSubstitutions: false)
        }
        let references = format.references
        var substitutions: [String: Substitution] = [:]
        for reference in references where substitutions[reference.name] == nil {
            guard let variable = format[variable: reference.name] else { continue }
            let forms = variable.forms.map { form in
                var rewritten = form
                rewritten.text = FormatSpecifierRewriter.argumentForm(form.text, valueType: variable.valueType,
                                                                      position: argumentPosition(of: reference, in: format))
                return rewritten
            }
            substitutions[reference.name] = Substitution(argNum: reference.position, formatSpecifier: variable.valueType,
                                                         variations: Variations(plural: plural(forms, state: state)))
        }
        let value = FormatSpecifierRewriter.removingReferencePositions(format.formatKey)
        // No variable to substitute (`Just text`, or names with no variable): `"substitutions" : { }`
        // would say nothing, and the summary would count a substitution that is not there.
        guard !substitutions.isEmpty else {
            return Conversion(localization: .unit(value, state: state), hasPlural: false, hasSubstitutions: false)
        }
        return Conversion(localization: Localization(stringUnit: StringUnit(state: state, value: value),
                                                     substitutions: substitutions),
                          hasPlural: false, hasSubstitutions: true)
    }

    private static func plural(_ forms: [StringsDictPluralForm], state: TranslationState) -> [PluralCategory: Localization] {
        var result: [PluralCategory: Localization] = [:]
        for form in forms { result[form.category] = .unit(form.text, state: state) }
        return result
    }

    /// True when `text` holds the variable's own specifier (`%d` for value type `d`, or `%N$d` with N its
    /// `position`); any unpositioned specifier counts when the value type is absent.
    static func usesOwnSpecifier(_ text: String, of variable: StringsDictVariable, position: Int) -> Bool {
        FormatSpecifierRewriter.argumentForm(text, valueType: variable.valueType, position: position) != text
    }
}
