/// An XLIFF 1.2 document as locbridge reads and writes it: `<file>` elements holding translation units.
public struct XLIFFDocument: Hashable, Sendable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) { self.files = files }
}

/// One `<file>`: the units of one catalog (or legacy table) for one target language.
public struct XLIFFFile: Hashable, Sendable {
    /// Path of the catalog relative to the project root (`App/Localizable.xcstrings`).
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var datatype: String
    public var tool: ToolInfo
    /// The units, in document order. The files an import's streaming read hands over keep them packed
    /// (`packedUnits`); reading this property then makes them all.
    public var units: [TranslationUnit] {
        get { packed?.units() ?? wholeUnits }
        set {
            wholeUnits = newValue
            packed = nil
        }
    }
    private var wholeUnits: [TranslationUnit]
    private var packed: PackedUnits?
    /// Legacy export: Xcode writes a legacy table's `<file>` whose target language has no file of the
    /// table as `original datatype source-language target-language` (FORMATS.md §4); catalogs' order is
    /// `original source-language target-language datatype`. Not read from XLIFF (false when read).
    public var legacyAttributeOrder = false
    /// Units the reader refused (two `<target>`s, an inline placeholder without text), as errors at their
    /// lines: they are not among the units, but an import counts them in the file's report. The reader's
    /// diagnostics hold them too, for readers that only read.
    public internal(set) var refusals: [Diagnostic] = []
    /// Where the `<file>` element starts, when read from XLIFF: where messages about the whole file point.
    public internal(set) var location: SourceLocation?

    public init(original: String, sourceLanguage: String, targetLanguage: String, datatype: String = "plaintext",
                tool: ToolInfo = .locbridge, units: [TranslationUnit]) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.wholeUnits = units
    }

    /// The units packed: as read, or packed now.
    var packedUnits: PackedUnits { packed ?? PackedUnits(wholeUnits) }

    /// How many units there are (without making packed ones).
    public var unitCount: Int { packed?.count ?? wholeUnits.count }

    /// Where the `<file>` starts, else where its first unit was read.
    var startLocation: SourceLocation? {
        if let location { return location }
        guard unitCount > 0 else { return nil }
        if let packed { return packed.location(0) }
        return wholeUnits[0].location
    }

    /// Keeps `units` packed (the reader's streaming read).
    mutating func pack(_ units: PackedUnits) {
        wholeUnits = []
        packed = units
    }

    public static func == (lhs: XLIFFFile, rhs: XLIFFFile) -> Bool {
        (lhs.original, lhs.sourceLanguage, lhs.targetLanguage, lhs.datatype, lhs.tool, lhs.legacyAttributeOrder)
            == (rhs.original, rhs.sourceLanguage, rhs.targetLanguage, rhs.datatype, rhs.tool, rhs.legacyAttributeOrder)
            && lhs.units == rhs.units
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(original)
        hasher.combine(targetLanguage)
        hasher.combine(units)
    }
}

/// The `<tool>` element of a file's header.
public struct ToolInfo: Hashable, Sendable {
    public var id: String
    public var name: String
    public var version: String
    /// Xcode writes `build-num`, which the strict XLIFF 1.2 schema does not allow; locbridge's own
    /// `<tool>` leaves it out so its output validates (FORMATS.md §2, "Schema validity").
    public var buildNumber: String?

    public init(id: String, name: String, version: String, buildNumber: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    public static let locbridge = ToolInfo(id: "locbridge", name: "locbridge", version: locbridgeVersion)

    /// Whether an export with this `<tool>` line follows what Xcode `major.minor` and later do. Another
    /// tool than Xcode (locbridge's own line included) follows the newest Xcode the corpus shows.
    func followsXcode(_ major: Int, _ minor: Int) -> Bool {
        guard id == "com.apple.dt.xcode" else { return true }
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        return (parts.first ?? 0, parts.dropFirst().first ?? 0) >= (major, minor)
    }

    /// Parses `ID,NAME,VERSION,BUILD` (the build may be empty or left out).
    public init?(commaSeparated text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || parts.count == 4, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        self.init(id: parts[0], name: parts[1], version: parts[2],
                  buildNumber: parts.count == 4 && !parts[3].isEmpty ? parts[3] : nil)
    }
}
