/// The typed command line of `locbridge format`.
struct FormatOptions: Equatable, Sendable {
    /// Report instead of rewriting; exit 1 when any catalog is not canonical.
    var check: Bool
    /// Catalog files and folders to search, as the user typed them.
    var paths: [String]
}
