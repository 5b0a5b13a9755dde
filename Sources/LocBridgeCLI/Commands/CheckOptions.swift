import Foundation

/// `locbridge check`'s command line, typed.
struct CheckOptions: Equatable, Sendable {
    /// Languages to check and require complete (`--languages de,fr`); nil for every language.
    var languages: [String]?
    var json: Bool
    var werror: Bool
    /// Rule ids as typed (`--disable`, repeatable and comma-separated); checked against `CheckRule` in `run`.
    /// Empty when the option was given only blank values (an unset shell variable): a usage error.
    var disabled: [String]?
    var paths: [String]
}

extension ParsedArguments {
    /// `--name a,b --name c` → `[a, b, c]`, blanks dropped; nil when the option was not given.
    func commaSeparatedValues(_ name: String) -> [String]? {
        guard let values = values[name] else { return nil }
        return values.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
