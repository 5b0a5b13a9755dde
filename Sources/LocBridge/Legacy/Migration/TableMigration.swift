/// The result of migrating one legacy table: the catalog it makes, what could not be migrated, and the
/// numbers the summary shows.
public struct TableMigration: Sendable {
    /// The table's files.
    public var tableSet: LegacyTableSet
    /// The migrated catalog; nil when no language could be read, or the development language could not.
    public var catalog: StringCatalog?
    /// Reader warnings, width-rule warnings and the errors of files that failed to parse, the development
    /// language's first, then the others' in folder order.
    public var diagnostics: [Diagnostic]
    /// Languages left out whole because one of their files failed to parse.
    public var failedLanguages: [String]
    /// True when the development language failed: then no other language is read and there is no catalog.
    public var developmentFailed = false
    /// Languages migrated, in Xcode's key order.
    public var languages: [String]
    /// Keys whose localizations use plural variations (directly or under a device).
    public var pluralKeys: Int
    /// Keys whose localizations use substitutions.
    public var substitutionKeys: Int
    /// Legacy files that were migrated completely, which `--remove-legacy` may delete once the catalog is
    /// written. Files of failed languages and files holding an entry left out (`MigrationRefusal`) are not in this list.
    public var removableFiles: [LegacyFilePath]

    /// Number of keys in the migrated catalog.
    public var keys: Int { catalog?.strings.count ?? 0 }
    /// Number of warnings.
    public var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }
    /// True when some language was left out.
    public var hasErrors: Bool { !failedLanguages.isEmpty }
}
