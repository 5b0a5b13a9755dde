/// Open vocabularies of the catalog format. Each is a struct wrapping the raw string, so values that
/// a newer Xcode writes and locbridge does not know survive a read/write unchanged (FORMATS.md §1).

/// `stringUnit.state` / `stringSet.state`.
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let translated = TranslationState("translated")
    public static let new = TranslationState("new")
    public static let needsReview = TranslationState("needs_review")
    /// Xcode's machine translation (exported as `translated` with `state-qualifier="leveraged-mt"`).
    public static let machineTranslated = TranslationState("machine_translated")
    /// A text taken as done, by a person or by Xcode's machine translation: a change of its source
    /// text sends it back to review.
    public var isFinished: Bool { self == .translated || self == .machineTranslated }
    public static let stale = TranslationState("stale")
}

/// `extractionState` of an entry; absent means "extracted from code".
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let manual = ExtractionState("manual")
    public static let stale = ExtractionState("stale")
    public static let extractedWithValue = ExtractionState("extracted_with_value")
    public static let migrated = ExtractionState("migrated")
}

/// A key of `variations.device`.
public struct DeviceKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let iphone = DeviceKind("iphone")
    public static let ipad = DeviceKind("ipad")
    public static let ipod = DeviceKind("ipod")
    public static let mac = DeviceKind("mac")
    public static let applewatch = DeviceKind("applewatch")
    public static let appletv = DeviceKind("appletv")
    public static let applevision = DeviceKind("applevision")
    public static let other = DeviceKind("other")
}

/// A CLDR plural category, the key of `variations.plural`.
public struct PluralCategory: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let zero = PluralCategory("zero")
    public static let one = PluralCategory("one")
    public static let two = PluralCategory("two")
    public static let few = PluralCategory("few")
    public static let many = PluralCategory("many")
    public static let other = PluralCategory("other")

    /// The six CLDR categories in CLDR's own order (not Xcode's key order).
    public static let cldrOrder: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
}

extension PluralCategory {
    /// Position in Xcode's key order among the six CLDR categories (`few, many, one, other, two,
    /// zero`), nil for anything else.
    var xcodeRank: Int? {
        switch rawValue {
        case "few": 0
        case "many": 1
        case "one": 2
        case "other": 3
        case "two": 4
        case "zero": 5
        default: nil
        }
    }
}

extension DeviceKind {
    /// Position in Xcode's key order among the known devices, nil for anything else.
    var xcodeRank: Int? {
        switch rawValue {
        case "appletv": 0
        case "applevision": 1
        case "applewatch": 2
        case "ipad": 3
        case "iphone": 4
        case "ipod": 5
        case "mac": 6
        case "other": 7
        default: nil
        }
    }
}
