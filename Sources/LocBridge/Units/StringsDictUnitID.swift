/// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the format, no variable) or
/// `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string` (a plural form): Xcode's legacy `.stringsdict` ids
/// (FORMATS.md §4). Export writes them, import places units by them, check groups a variable's forms by them.
struct StringsDictUnitID {
    var key: String
    var variable: String?
    var category: PluralCategory?

    init?(_ id: String) {
        let suffix = ":dict/:string", separator = ":dict/"
        guard id.hasPrefix("/"), id.hasSuffix(suffix), id.count > 1 + suffix.count else { return nil }
        let inner = String(id.dropFirst().dropLast(suffix.count))
        let formatMarker = separator + "NSStringLocalizedFormatKey"
        if inner.hasSuffix(formatMarker) {
            key = String(inner.dropLast(formatMarker.count))
            return
        }
        guard let last = inner.range(of: separator, options: .backwards) else { return nil }
        let rest = inner[..<last.lowerBound]
        guard let previous = rest.range(of: separator, options: .backwards) else { return nil }
        key = String(rest[..<previous.lowerBound])
        variable = String(rest[previous.upperBound...])
        category = PluralCategory(String(inner[last.upperBound...]))
    }

    /// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`.
    static func format(key: String) -> String { "/\(key):dict/NSStringLocalizedFormatKey:dict/:string" }

    /// `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string`.
    static func form(key: String, variable: String, category: PluralCategory) -> String {
        "/\(key):dict/\(variable):dict/\(category.rawValue):dict/:string"
    }

    /// The id of the same variable's `other` form, whose arguments every form may use (`PluralFormCheck`);
    /// nil for the format key.
    var otherForm: String? {
        guard let variable, category != nil else { return nil }
        return Self.form(key: key, variable: variable, category: .other)
    }
}
