import Foundation
import LocBridge

/// `locbridge import`'s command line, typed.
struct ImportOptions: Equatable, Sendable {
    var projectRoot: String?
    var allowOutsideRoot = false
    var allowSourceRewrite = false
    var dryRun: Bool
    var json: Bool
    var strict: Bool
    var paths: [String]
    /// `--map-language FROM=TO`, as given (checked by `languageMap`).
    var languageMappings: [String] = []

    /// The mappings as (from, to) tag pairs, and the usage error that says why one cannot be used.
    func languageMap() -> (map: [(from: String, to: String)], problem: Diagnostic?) {
        var map: [(from: String, to: String)] = []
        for mapping in languageMappings {
            let parts = mapping.split(separator: "=", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                return ([], Diagnostic(.error, "--map-language needs FROM=TO, e.g. --map-language de-DE=de, got '\(mapping)'"))
            }
            if let bad = parts.first(where: { !LanguageTag.isWellFormed($0) }) {
                return ([], Diagnostic(.error, "--map-language: \(LanguageTag.notATag(bad))"))
            }
            if LanguageTag.same(parts[1], "Base") {
                return ([], Diagnostic(.error, "--map-language: \"\(parts[1])\" is not a language (Base.lproj holds the development "
                    + "language's interface files)"))
            }
            if let earlier = map.first(where: { LanguageTag.same($0.from, parts[0]) && !LanguageTag.same($0.to, parts[1]) }) {
                return ([], Diagnostic(.error, "--map-language maps '\(parts[0])' to two languages, '\(earlier.to)' and '\(parts[1])'"))
            }
            map.append((parts[0], parts[1]))
        }
        return (map, nil)
    }
}
