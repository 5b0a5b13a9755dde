import LocBridge

/// The `locbridge` command line as a function: arguments and injected I/O in, exit status out.
///
/// Never calls `exit` and never touches the real streams except through `io`, so tests run it in-process.
public enum LocBridgeCLI {
    /// Runs one command line (without the program name) and returns the process exit status
    /// (`ExitCode`: 0 ok, 1 findings, 64 usage, 65 bad input data, 70 internal error).
    public static func run(arguments: [String], io: CLIIO) -> Int32 {
        let context = CommandContext(io: io)
        do {
            // A command stops where the working folder cannot be told (`Command.parseAndRun`); the version,
            // the usage and help texts, and usage errors, are given from a removed folder too.
            return try dispatch(Tokenizer.tokenize(arguments), context: context).rawValue
        } catch let error as UsageError {
            context.diagnostics.print(Diagnostic(.error, error.message))
            context.diagnostics.printLine(error.hint)
            return ExitCode.usage.rawValue
        } catch {
            context.diagnostics.print(Diagnostic(.error, "internal error: \(error)"))
            return ExitCode.internalError.rawValue
        }
    }

    /// Handles the global options (`--help`, `--version`) and hands everything after a command name to it.
    static func dispatch(_ tokens: [Token], context: CommandContext) throws -> ExitCode {
        guard let first = tokens.first else {
            // Not asked for: a usage error, so a script that lost its command does not pass.
            context.io.writeStderr(HelpText.overview(commands: CommandRegistry.specs))
            return .usage
        }
        switch first {
        case .value(let name):
            guard let command = CommandRegistry.command(named: name) else {
                throw CommandRegistry.unknownCommand(name)
            }
            return try command.parseAndRun(Array(tokens.dropFirst()), context: context)
        case .terminator:
            throw UsageError.missingCommand
        case .option(let name, let value):
            // Help wins anywhere, as it does for commands: `locbridge --version --help` shows help.
            if ArgumentBinder.asksForHelp(tokens) {
                context.outputText(HelpText.overview(commands: CommandRegistry.specs))
                return .success
            }
            guard name == "--version" else {
                let suggestion = Suggestion.closest(to: name, among: HelpText.globalOptions.map(\.longForm))
                throw UsageError.unknownOption(name, command: "locbridge", suggestion: suggestion)
            }
            if let value {
                throw UsageError.unexpectedValue(option: name, value: value, command: "locbridge")
            }
            switch tokens.dropFirst().first {
            case .value(let extra): throw UsageError.unexpectedArgument(extra, command: "locbridge")
            case .option(let extra, _): throw UsageError.unknownOption(extra, command: "locbridge", suggestion: nil)
            case .terminator, nil: break
            }
            context.output("locbridge \(locbridgeVersion)")
            return .success
        }
    }
}
