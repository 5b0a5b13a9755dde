import LocBridge

/// One `locbridge` subcommand: its declared command line, how that becomes typed options, and what it does.
///
/// To add a command, write a type conforming to this protocol and list it in `CommandRegistry.all`;
/// parsing, `--help`, `locbridge help NAME`, "did you mean" and exit codes come for free.
protocol Command {
    /// The command's typed options (`FormatOptions`).
    associatedtype Options

    /// Names, options, arguments and help text.
    static var spec: CommandSpec { get }

    /// Builds the typed options from arguments already checked against `spec`; throws for combinations
    /// the spec cannot express.
    static func options(from arguments: ParsedArguments) throws(UsageError) -> Options

    /// Does the work. Problems with inputs are reported through `context` and the exit code; a thrown
    /// `UsageError` exits 64, anything else thrown is an internal error (70).
    static func run(_ options: Options, context: CommandContext) throws -> ExitCode

    /// Whether the command reads or writes files, and so needs the working folder (`help` does not).
    static var needsWorkingFolder: Bool { get }
}

extension Command {
    static var needsWorkingFolder: Bool { true }

    /// Binds `tokens` (the words after the command name) and runs the command, or prints its help.
    static func parseAndRun(_ tokens: [Token], context: CommandContext) throws -> ExitCode {
        switch try ArgumentBinder.bind(tokens, to: spec) {
        case .help:
            context.outputText(HelpText.command(spec))
            return .success
        case .arguments(let arguments):
            var context = context
            if arguments.flag("quiet") && arguments.flag("verbose") {
                throw UsageError.conflictingOptions("--quiet", "--verbose", command: spec.qualifiedName)
            }
            if arguments.flag("quiet") {
                context.verbosity = .quiet
            } else if arguments.flag("verbose") {
                context.verbosity = .verbose
            }
            let options = try options(from: arguments)
            // Usage errors first; then a command, which reads or writes files, needs the working folder.
            if needsWorkingFolder, let error = context.io.currentDirectoryError {
                context.diagnostics.print(Diagnostic(.error, error.message))
                return .internalError
            }
            return try run(options, context: context)
        }
    }
}
