/// `locbridge help [COMMAND]`: the same text as `locbridge --help` or `locbridge COMMAND --help`.
enum HelpCommand: Command {
    static let needsWorkingFolder = false

    /// The command to describe; nil for the overall usage.
    struct Options: Equatable {
        var command: String?
    }

    static let spec = CommandSpec(
        name: "help",
        abstract: "Show help for a command.",
        arguments: [ArgumentSpec("command", help: "The command to describe.", isRequired: false)]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> Options {
        Options(command: arguments.positionals.first)
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitCode {
        guard let name = options.command else {
            context.outputText(HelpText.overview(commands: CommandRegistry.specs))
            return .success
        }
        guard let command = CommandRegistry.command(named: name) else {
            throw CommandRegistry.unknownCommand(name)
        }
        context.outputText(HelpText.command(command.spec))
        return .success
    }
}
