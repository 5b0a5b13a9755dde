/// A command line that cannot be run; printed as `error: …` plus a hint, exit 64.
enum UsageError: Error, Equatable, Sendable {
    /// An option the command does not know, with the closest known option if one is close enough.
    case unknownOption(String, command: String, suggestion: String?)
    /// `--output` at the end of the line or followed by another option.
    case missingValue(option: String, placeholder: String, command: String)
    /// `--base ""`: a path option given an empty value (often an unset shell variable).
    case emptyValue(option: String, placeholder: String, command: String)
    /// `merge --base b "" c`: a path argument given as an empty value.
    case emptyArgument(name: String, command: String)
    /// An option the command cannot run without (`export` without `--output`).
    case missingOption(option: String, placeholder: String, command: String)
    /// `--check=yes`: a flag does not take a value.
    case unexpectedValue(option: String, value: String, command: String)
    /// `--output a --output b`: an option that takes one value given two (which one was meant?).
    case repeatedOption(option: String, command: String)
    /// A required positional argument is absent.
    case missingArgument(name: String, isVariadic: Bool, command: String)
    /// More positional values than the command takes.
    case unexpectedArgument(String, command: String)
    /// Two options that say opposite things (`-q -v`).
    case conflictingOptions(String, String, command: String)
    /// A word after `locbridge` that is not a command.
    case unknownCommand(String, suggestion: String?)
    /// `locbridge --` or `locbridge -- format`: the command must come first, as a plain word.
    case missingCommand

    /// The message after `error: `.
    var message: String {
        switch self {
        case .unknownOption(let option, let command, let suggestion):
            "unknown option '\(option)' for '\(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let placeholder, let command):
            "option '\(option)' of '\(command)' needs a value: \(option) <\(placeholder)>"
        case .emptyValue(let option, let placeholder, let command):
            "option '\(option)' of '\(command)' needs a path, not an empty value: \(option) <\(placeholder)>"
        case .emptyArgument(let name, let command):
            "'\(command)' needs a path for <\(name)>, not an empty value"
        case .missingOption(let option, let placeholder, let command):
            "'\(command)' needs the option \(option) <\(placeholder)>"
        case .unexpectedValue(let option, let value, let command):
            "option '\(option)' of '\(command)' does not take a value (got '\(option)=\(value)')"
        case .repeatedOption(let option, let command):
            "option '\(option)' of '\(command)' takes one value but was given more than one"
        case .missingArgument(let name, let isVariadic, let command):
            isVariadic ? "'\(command)' needs at least one <\(name)>" : "'\(command)' needs a <\(name)>"
        case .unexpectedArgument(let value, let command):
            "unexpected argument '\(value)' for '\(command)'"
        case .conflictingOptions(let first, let second, let command):
            "options '\(first)' and '\(second)' of '\(command)' cannot be used together"
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingCommand:
            "missing command before '--'"
        }
    }

    /// Where to look next: the failing command's help, or the overall help.
    var hint: String {
        switch self {
        case .unknownOption(_, let command, _), .missingValue(_, _, let command), .missingOption(_, _, let command),
             .emptyValue(_, _, let command), .emptyArgument(_, let command),
             .unexpectedValue(_, _, let command), .missingArgument(_, _, let command),
             .unexpectedArgument(_, let command), .repeatedOption(_, let command), .conflictingOptions(_, _, let command):
            "Run '\(command) --help' for usage."
        case .unknownCommand, .missingCommand:
            "Run 'locbridge --help' for usage."
        }
    }
}
