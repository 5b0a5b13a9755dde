/// A migration's catalog entries, each key kept as first spelled. Swift's `String` takes a key in
/// another Unicode normalization ("é" as U+00E9 and as U+0065 U+0301) for the same key, and would file
/// the second spelling's text under the first's; the app looks keys up by their exact spelling
/// (NSString compares code points), and Xcode's migration keeps such spellings as two keys. A catalog
/// keyed by `String` cannot hold both, so the later spelling is left out and said (`clash`); so is one
/// the catalog being merged into already spells otherwise.
struct MigratedEntries {
    private(set) var strings: [String: CatalogEntry] = [:]
    /// Where each key was first spelled, for the message about a later spelling.
    private var firstPlaces: [String: SourceLocation] = [:]
    private let languageCount: Int
    /// The catalog the migration is merged into, whose spellings count as first.
    private let existing: ExistingCatalog?

    init(languageCount: Int, existing: ExistingCatalog? = nil) {
        self.languageCount = languageCount
        self.existing = existing
    }

    /// Applies `change` to the entry of `key` (created when new) and returns nil; or, when the
    /// entries hold the key in another spelling, changes nothing and returns that spelling's place.
    mutating func update(_ key: String, at location: SourceLocation,
                         _ change: (inout CatalogEntry) -> Void) -> (spelling: String, at: SourceLocation)? {
        if let index = strings.index(forKey: key) {
            let spelling = strings.keys[index]
            guard spelling.utf8.elementsEqual(key.utf8) else { return (spelling, firstPlaces[spelling]!) }
            change(&strings.values[index])
            return nil
        }
        // The merge matches keys as `String`s too: it would file this spelling's text under the catalog's.
        if let existing, let index = existing.catalog.strings.index(forKey: key) {
            let spelling = existing.catalog.strings.keys[index]
            if !spelling.utf8.elementsEqual(key.utf8) {
                return (spelling, SourceLocation(path: existing.path, line: max(existing.catalog.strings.values[index].line, 1),
                                                 column: 1))
            }
        }
        // Room for every language up front: grown one language at a time, each entry's dictionary was
        // reallocated six times over 40 languages.
        var entry = CatalogEntry(extractionState: .migrated, localizations: Dictionary(minimumCapacity: languageCount))
        change(&entry)
        strings[key] = entry
        firstPlaces[key] = location
        return nil
    }

    /// The warning for an entry left out because the entries hold its key in another spelling.
    static func clash(_ key: String, at location: SourceLocation, with first: (spelling: String, at: SourceLocation),
                      table: String, fileKind: String) -> Diagnostic {
        let codes = NormalizationDifference.describe(key, first.spelling)!
        return Diagnostic(.warning, "\(Diagnostic.quoted(key)) here (\(codes.first)) and in \(first.at.path):\(first.at.line) "
            + "(\(codes.second)) differ only in Unicode normalization; the app looks a key up by its exact spelling, so "
            + "Xcode keeps two keys, which a catalog in locbridge cannot yet: the catalog keeps that spelling, this entry "
            + "is left out of \(table), and its \(fileKind) file is kept", at: location)
    }
}

/// The catalog a migration will be merged into, as read from `path` (which messages show).
public struct ExistingCatalog: Sendable {
    public var catalog: StringCatalog
    public var path: String

    public init(catalog: StringCatalog, path: String) {
        self.catalog = catalog
        self.path = path
    }
}
