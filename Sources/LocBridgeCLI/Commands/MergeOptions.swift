/// `locbridge merge`'s command line, typed.
struct MergeOptions: Equatable, Sendable {
    /// The common ancestor (`--base`; git's `%O`). An empty file means there is none.
    var base: String
    /// Our version (git's `%A`); the result goes here unless `output` is given.
    var ours: String
    /// Their version (git's `%B`).
    var theirs: String
    /// Where to write the result (`--output`), or nil for over `ours`.
    var output: String?
    /// How messages name the merged catalog (`--name`; git's `%P`), or nil for the output path.
    var name: String?
}
