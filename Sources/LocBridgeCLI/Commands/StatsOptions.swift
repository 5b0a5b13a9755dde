/// `locbridge stats`'s command line, typed.
struct StatsOptions: Equatable, Sendable {
    var languages: [String]?
    var json: Bool
    var paths: [String]
}
