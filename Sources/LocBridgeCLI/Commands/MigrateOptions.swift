/// `locbridge migrate`'s command line, typed.
struct MigrateOptions: Equatable, Sendable {
    /// The catalogs' source language; `Base.lproj` counts as it.
    var developmentLanguage: String
    /// The state of migrated translations, as typed (`translated` or `needs_review`; checked in `run`).
    var state: String
    /// Where to write the catalogs instead of beside the `.lproj` folders (same relative layout).
    var output: String?
    var dryRun: Bool
    var removeLegacy: Bool
    /// Where an existing catalog's translation differs from the legacy files', theirs replaces it.
    var preferLegacy = false
    var paths: [String]
}
