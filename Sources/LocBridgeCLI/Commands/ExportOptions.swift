/// `locbridge export`'s command line, typed.
struct ExportOptions: Equatable, Sendable {
    /// Languages to export: those named, or (nil) the default set.
    var languages: [String]?
    var allLanguages: Bool
    var includeSourceLanguage: Bool
    var xcloc: Bool
    var projectRoot: String?
    var output: String
    var toolInfo: String?
    var project: String?
    var paths: [String]
}
