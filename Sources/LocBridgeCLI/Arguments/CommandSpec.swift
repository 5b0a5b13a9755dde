/// A named option a command accepts, declared once and used for both binding and `--help`.
struct OptionSpec: Sendable {
    /// Whether the option is a switch or carries a value.
    enum Kind: Sendable, Equatable {
        /// `--check`: present or absent; `--check=yes` is a usage error.
        case flag
        /// `--output <placeholder>` or `--output=<placeholder>`.
        case value(placeholder: String)
    }

    /// The long name without dashes (`check` for `--check`).
    var name: String
    /// An optional one-letter alias (`h` for `-h`).
    var shortName: Character?
    var kind: Kind
    /// One line for `--help`.
    var help: String
    /// Whether the option may be given several times, its values adding up (`--disable a --disable b`).
    /// Others take one value: given twice, it is a usage error rather than a silent choice.
    var isRepeatable: Bool
    /// Whether the command cannot run without it (`export --output`): binding refuses a command line
    /// without it, and the usage line shows it without brackets.
    var isRequired: Bool

    init(_ name: String, short shortName: Character? = nil, _ kind: Kind = .flag, repeatable: Bool = false,
         required: Bool = false, help: String) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.help = help
        self.isRepeatable = repeatable
        self.isRequired = required
    }

    /// `--name`, as users type it.
    var longForm: String { "--\(name)" }

    /// `-h, --help` or `--output <file>`, as the help listing shows it.
    var synopsis: String {
        var text = shortName.map { "-\($0), " } ?? ""
        text += longForm
        if case .value(let placeholder) = kind { text += " <\(placeholder)>" }
        return text
    }

    /// The `-h`/`--help` option every command accepts; binding handles it before anything else.
    static let help = OptionSpec("help", short: "h", help: "Show this help.")

    /// Every command takes these: how much to print besides results and errors.
    static let quiet = OptionSpec("quiet", short: "q", help: "Print only errors, the results asked for (tables, --json) and what makes the exit status non-zero.")
    static let verbose = OptionSpec("verbose", short: "v", help: "Also print each file as it is read.")
}

/// A positional argument a command accepts.
struct ArgumentSpec: Sendable {
    /// The placeholder name (`path` shows as `<path>`).
    var name: String
    var help: String
    var isRequired: Bool
    /// Takes every remaining value (`<path>...`); only the last argument may be variadic.
    var isVariadic: Bool

    init(_ name: String, help: String, isRequired: Bool = true, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
        self.isVariadic = isVariadic
    }

    /// `<path>...`, `[<command>]`, as the usage line shows it.
    var synopsis: String {
        let base = "<\(name)>" + (isVariadic ? "..." : "")
        return isRequired ? base : "[\(base)]"
    }
}

/// Everything the parser and the help printer need to know about one command.
struct CommandSpec: Sendable {
    /// The word after `locbridge` (`format`).
    var name: String
    /// One line for the command list and the top of `--help`.
    var abstract: String
    /// Optional paragraphs for `--help`, after the abstract.
    var discussion: String?
    /// The command's own options; `-h`/`--help` is added by the parser.
    var options: [OptionSpec]
    var arguments: [ArgumentSpec]

    init(name: String, abstract: String, discussion: String? = nil,
         options: [OptionSpec] = [], arguments: [ArgumentSpec] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }

    /// `locbridge format`, the name messages quote.
    var qualifiedName: String { "locbridge \(name)" }

    /// The options including `-h`/`--help`, in help order.
    var allOptions: [OptionSpec] { options + [.quiet, .verbose, .help] }
}
