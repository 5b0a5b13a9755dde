/// A `.stringsdict` file read into typed rules (FORMATS.md §4): key → plural format, device variants or
/// width variants. Entries are in file order; warnings (duplicate keys, unused variables, unknown
/// devices or plural categories) are in `diagnostics`.
public struct LegacyStringsDict: Hashable, Sendable {
    /// XML or binary property list.
    public var format: LegacyFileFormat
    /// The entries in file order, one per key (the last occurrence of a duplicated key).
    public var entries: [StringsDictEntry] { didSet { positions = CodePointKey.positions(entries.lazy.map(\.key)) } }
    /// Each key's entry, so that looking up every key of a big file takes linear time, not quadratic.
    private var positions: [CodePointKey: Int]
    /// Warnings found while reading; errors are thrown instead.
    public var diagnostics: [Diagnostic]

    public init(format: LegacyFileFormat, entries: [StringsDictEntry] = [], diagnostics: [Diagnostic] = []) {
        self.format = format
        self.entries = entries
        self.positions = CodePointKey.positions(entries.lazy.map(\.key))
        self.diagnostics = diagnostics
    }

    /// The entry for `key`, compared exactly (code point by code point).
    public subscript(key: String) -> StringsDictEntry? {
        positions[CodePointKey(text: key)].map { entries[$0] }
    }
}

/// One top-level key of a `.stringsdict` and its rule.
public struct StringsDictEntry: Hashable, Sendable {
    public var key: String
    /// Where the entry's `<key>` is.
    public var keyLocation: SourceLocation
    public var rule: StringsDictRule

    public init(key: String, keyLocation: SourceLocation, rule: StringsDictRule) {
        self.key = key
        self.keyLocation = keyLocation
        self.rule = rule
    }
}

/// What a `.stringsdict` entry says.
public enum StringsDictRule: Hashable, Sendable {
    /// `NSStringLocalizedFormatKey` with its variables (`NSStringPluralRuleType`).
    case plural(StringsDictFormat)
    /// `NSStringDeviceSpecificRuleType`: device → text, or device → plural format.
    case device([StringsDictDeviceVariant])
    /// `NSStringVariableWidthRuleType`: width → text. String Catalogs have no equivalent; a migration
    /// warns, leaves the entry out and keeps the legacy file.
    case width([StringsDictWidthVariant])

    /// True for width rules, which cannot be migrated.
    public var isWidthRule: Bool {
        if case .width = self { return true }
        return false
    }
}

/// A format (`NSStringLocalizedFormatKey`) and the variables it and its forms refer to.
public struct StringsDictFormat: Hashable, Sendable {
    /// The format, e.g. `%#@files@` or `%1$#@files@ in %2$#@folders@`.
    public var formatKey: String
    /// Where the format's `<string>` is.
    public var formatKeyLocation: SourceLocation
    /// The variables in file order.
    public var variables: [StringsDictVariable]

    public init(formatKey: String, formatKeyLocation: SourceLocation, variables: [StringsDictVariable]) {
        self.formatKey = formatKey
        self.formatKeyLocation = formatKeyLocation
        self.variables = variables
    }

    /// The variable called `name`.
    public subscript(variable name: String) -> StringsDictVariable? {
        variables.first { $0.name == name }
    }

    /// The `%#@name@` / `%N$#@name@` references in the format key, in order.
    public var references: [StringsDictReference] { StringsDictReference.all(in: formatKey) }
}

/// A plural variable: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, its value type and its
/// forms.
public struct StringsDictVariable: Hashable, Sendable {
    /// The name used in `%#@name@`.
    public var name: String
    /// Where the variable's `<key>` is.
    public var location: SourceLocation
    /// `NSStringFormatValueTypeKey` without the `%`, e.g. `lld`, `d`, `u`; nil when absent.
    public var valueType: String?
    /// Category → text, in file order; only the six CLDR categories (others are reported and dropped).
    public var forms: [StringsDictPluralForm]

    public init(name: String, location: SourceLocation, valueType: String?, forms: [StringsDictPluralForm]) {
        self.name = name
        self.location = location
        self.valueType = valueType
        self.forms = forms
    }

    /// The text for `category`, if the variable has that form.
    public subscript(category: PluralCategory) -> String? {
        forms.first { $0.category == category }?.text
    }
}

/// One plural form of a variable.
public struct StringsDictPluralForm: Hashable, Sendable {
    public var category: PluralCategory
    public var text: String
    /// Where the form's `<string>` is.
    public var location: SourceLocation

    public init(category: PluralCategory, text: String, location: SourceLocation) {
        self.category = category
        self.text = text
        self.location = location
    }
}

/// A branch of a device or width rule: plain text, or a plural format of its own.
public enum StringsDictVariantValue: Hashable, Sendable {
    /// A plain string.
    case text(String)
    /// A dictionary with `NSStringLocalizedFormatKey` and plural variables, like a top-level entry.
    case plural(StringsDictFormat)
}

/// `device → text` or `device → plural` in an `NSStringDeviceSpecificRuleType` rule.
public struct StringsDictDeviceVariant: Hashable, Sendable {
    /// `iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `appletv`, `applevision` or `other`; anything else
    /// is kept as written, with a warning.
    public var device: DeviceKind
    public var value: StringsDictVariantValue
    /// Where the device's `<key>` is.
    public var location: SourceLocation

    public init(device: DeviceKind, value: StringsDictVariantValue, location: SourceLocation) {
        self.device = device
        self.value = value
        self.location = location
    }
}

/// `width → text` in an `NSStringVariableWidthRuleType` rule (the width is kept as written, e.g. `20`).
public struct StringsDictWidthVariant: Hashable, Sendable {
    public var width: String
    public var value: StringsDictVariantValue
    /// Where the width's `<key>` is.
    public var location: SourceLocation

    public init(width: String, value: StringsDictVariantValue, location: SourceLocation) {
        self.width = width
        self.value = value
        self.location = location
    }
}
