/// What importing one XLIFF `<file>` did to one catalog for one language (FORMATS.md §3).
///
/// Every unit of the file is counted exactly once: `updated + unchanged + sourceChanged + draftsAdded +
/// draftsSkipped + emptySkipped + notTranslatable + refused + unknown` is the number of units.
public struct MergeReport: Sendable, Hashable {
    /// Whether `diagnostic` is about a unit whose id has no place in the catalog (counted in `unknown`).
    public static func isUnknownID(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasPrefix(MergeMessages.unknownPrefix)
    }

    /// Whether `diagnostic` notes a unit that carries the text from before an earlier input's change.
    public static func isKeptEarlierChange(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .note && diagnostic.message.contains(MergeMessages.keptEarlierMarker)
    }

    /// The catalog path as the user sees it.
    public var catalog: String
    /// The input the `<file>` was read from, as given (several inputs may fill one catalog's language).
    public var input: String?
    /// The language imported (the file's `target-language`).
    public var language: String
    /// Translations written or changed, with the state they came with (`translated`, or `NAME` for `x-NAME`).
    public var updated: Int
    /// Targets equal to what the catalog already holds (FORMATS.md §3: an import of an unchanged
    /// export changes nothing), whatever their state; also the source language's untranslated
    /// `new` units whose target is their source.
    public var unchanged: Int
    /// Translations imported as `needs_review` because their `<source>` no longer matches the catalog.
    public var sourceChanged: Int
    /// Drafts (`new`, `needs-review-*`) that filled an empty slot as `needs_review`.
    public var draftsAdded: Int
    /// Drafts not applied because the slot already has a value.
    public var draftsSkipped: Int
    /// Units without `<target>`, or with an empty target and no state (or an empty draft): never erase anything.
    public var emptySkipped: Int
    /// `translate="no"` units and units of keys with `shouldTranslate: false`: never imported.
    public var notTranslatable: Int
    /// Unknown ids (warning), refused units (error), source changes and replaced plain translations
    /// (warning), in the order of the units; each at the unit's location and naming the key.
    public var diagnostics: [Diagnostic]

    /// A report with the given counts; `Merge.apply` builds them, tests and tools may too.
    public init(catalog: String, language: String, updated: Int = 0, unchanged: Int = 0, sourceChanged: Int = 0,
                draftsAdded: Int = 0, draftsSkipped: Int = 0, emptySkipped: Int = 0, notTranslatable: Int = 0,
                diagnostics: [Diagnostic] = []) {
        self.catalog = catalog
        self.language = language
        self.updated = updated
        self.unchanged = unchanged
        self.sourceChanged = sourceChanged
        self.draftsAdded = draftsAdded
        self.draftsSkipped = draftsSkipped
        self.emptySkipped = emptySkipped
        self.notTranslatable = notTranslatable
        self.diagnostics = diagnostics
    }

    /// Units refused because their format specifiers do not match the source (FORMATS.md §3.5):
    /// the error diagnostics. Nothing was written for them; an import with refusals must not be saved.
    public var refused: Int { diagnostics.count { $0.severity == .error } }

    /// Units whose id names no key of the catalog, or no place in it (FORMATS.md §3.4): a malformed
    /// path, an unknown plural category or device, or a shape the key's variations cannot take (a plain
    /// text for plural forms, device variations for plural forms or the reverse). Never invented.
    public var unknown: Int { diagnostics.count { $0.severity == .warning && $0.message.hasPrefix(MergeMessages.unknownPrefix) } }

    /// Adds units the reader refused (`XLIFFFile.refusals`), among the other diagnostics by line: the
    /// units are in document order, so that is the order of the units. The merges call it, so that every
    /// unit of a file is counted.
    mutating func add(refusals: [Diagnostic]) {
        guard !refusals.isEmpty else { return }
        diagnostics = (diagnostics + refusals).enumerated()
            .sorted { ($0.element.location?.line ?? 0, $0.offset) < ($1.element.location?.line ?? 0, $1.offset) }
            .map(\.element)
    }

    /// Whether the catalog was changed.
    public var changedCatalog: Bool { updated + sourceChanged + draftsAdded > 0 }
}
