/// `locbridge import`'s command line, typed.
struct ImportOptions: Equatable, Sendable {
    var projectRoot: String?
    var allowOutsideRoot = false
    var dryRun: Bool
    var json: Bool
    var strict: Bool
    var paths: [String]
}
