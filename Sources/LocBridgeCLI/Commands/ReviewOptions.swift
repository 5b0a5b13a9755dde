/// `locbridge review`'s command line, typed.
struct ReviewOptions: Equatable, Sendable {
    /// The older catalog to compare with (`--base`).
    var base: String
    /// Report only; exit 1 when any translation would be marked.
    var check: Bool
    /// The catalog to review (and rewrite), as the user typed it.
    var catalog: String
}
