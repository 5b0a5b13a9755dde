/// Why a `.stringsdict` entry is left out of a migration, its file kept: what the catalog would say
/// differs from what the entry means, or cannot be known to be the same.
public enum MigrationRefusal: Hashable, Sendable {
    /// `NSStringVariableWidthRuleType`: catalogs have no equivalent (FORMATS.md §4).
    case widthRule
    /// A plural form refers to another variable (`%#@b@` in a form of `a`). A catalog could hold both
    /// as substitutions of the localization, but import folds a form's `%#@b@` into a substitution
    /// nested under that form, so a translated form could not come back.
    case nestedVariable(variable: String, category: PluralCategory, reference: String, at: SourceLocation)
    /// A form turned into a substitution's form holds a specifier that is not the variable's own as `%arg`
    /// prints it: the next argument (FORMATS.md §1 only says the variable's own is `%arg`, not how a
    /// catalog numbers the others), or the number in another format (`%x` for a `d` variable).
    case otherArgument(variable: String, category: PluralCategory, form: String, specifier: String, at: SourceLocation)
    /// Device rules whose formats define one variable differently: a catalog keeps a device text's
    /// substitutions beside `variations`, once for every device (nested under a device, they do not compile).
    case deviceSubstitutionsDiffer(variable: String, devices: [String])

    /// The warning's text after the quoted key, from its separator on.
    func reason() -> String {
        switch self {
        case .widthRule:
            return " has a width rule (NSStringVariableWidthRuleType), which String Catalogs cannot express"
        case .nestedVariable(let variable, let category, let reference, let location):
            return ": the \(category.rawValue) form of variable \(Diagnostic.quoted(variable)) (line \(location.line)) refers to "
                + "another variable, \(reference); a catalog would hold it as a substitution beside the first, which "
                + "import cannot bring back"
        case .otherArgument(let variable, let category, let form, let specifier, let location):
            return ": the \(category.rawValue) form of variable \(Diagnostic.quoted(variable)) (line \(location.line)), "
                + "\(Diagnostic.quoted(form)), holds \(specifier), which a catalog's %arg cannot stand for: it is another "
                + "argument, or the number in another format than the variable's"
        case .deviceSubstitutionsDiffer(let variable, let devices):
            return ": its device rules (\(devices.joined(separator: ", "))) define variable \(Diagnostic.quoted(variable)) differently "
                + "(its forms, or how its argument is numbered), but a catalog holds one substitution for every device (beside the "
                + "device variations)"
        }
    }
}
