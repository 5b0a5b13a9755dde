/// A command line bound against a `CommandSpec`: known options with their values, and positionals.
///
/// Each command turns this into its own typed options struct (`FormatOptions`).
struct ParsedArguments: Equatable, Sendable {
    /// Long names (without dashes) of the flags that were given.
    var flags: Set<String> = []
    /// Long name → values, in command-line order (an option given twice keeps both).
    var values: [String: [String]] = [:]
    /// Positional values in order, including everything after `--`.
    var positionals: [String] = []

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `--name`, or nil (a repeated option means the last one wins).
    func value(_ name: String) -> String? { values[name]?.last }

    /// The value of an option declared `required`, which binding refuses to leave out.
    func requiredValue(_ name: String) -> String {
        guard let value = value(name) else { preconditionFailure("--\(name) is required but was not bound") }
        return value
    }
}
