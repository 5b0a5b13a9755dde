/// Binds tokens to a command's declared options and arguments, or says exactly what is wrong.
enum ArgumentBinder {
    /// What the command line asks for.
    enum Outcome: Equatable, Sendable {
        /// `-h`/`--help` appeared before any `--`: show help, ignore everything else.
        case help
        case arguments(ParsedArguments)
    }

    /// Binds `tokens` (the words after the command name) to `spec`.
    ///
    /// Help wins over every other problem, so `locbridge format --chek --help` shows help rather than an
    /// error. Otherwise the first problem found, left to right, is thrown.
    static func bind(_ tokens: [Token], to spec: CommandSpec) throws(UsageError) -> Outcome {
        if asksForHelp(tokens) { return .help }
        let options = spec.options + [.quiet, .verbose]
        var parsed = ParsedArguments()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .terminator:
                continue
            case .value(let value):
                parsed.positionals.append(value)
            case .option(let typed, let inlineValue):
                guard let option = options.first(where: { matches(typed, $0) }) else {
                    let suggestion = Suggestion.closest(to: typed, among: spec.allOptions.map(\.longForm))
                    throw .unknownOption(typed, command: spec.qualifiedName, suggestion: suggestion)
                }
                switch option.kind {
                case .flag:
                    if let inlineValue {
                        throw .unexpectedValue(option: typed, value: inlineValue, command: spec.qualifiedName)
                    }
                    parsed.flags.insert(option.name)
                case .value(let placeholder):
                    if !option.isRepeatable, parsed.values[option.name] != nil {
                        throw .repeatedOption(option: option.longForm, command: spec.qualifiedName)
                    }
                    if let inlineValue {
                        parsed.values[option.name, default: []].append(inlineValue)
                    } else if index < tokens.count, case .value(let next) = tokens[index] {
                        parsed.values[option.name, default: []].append(next)
                        index += 1
                    } else {
                        throw .missingValue(option: typed, placeholder: placeholder, command: spec.qualifiedName)
                    }
                }
            }
        }
        try checkPositionals(parsed.positionals, against: spec)
        for option in spec.options where option.isRequired && parsed.values[option.name] == nil {
            guard case .value(let placeholder) = option.kind else { continue }
            throw .missingOption(option: option.longForm, placeholder: placeholder, command: spec.qualifiedName)
        }
        return .arguments(parsed)
    }

    /// Whether `-h` or `--help` appears as an option (not after `--`, where it would be a value).
    static func asksForHelp(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            if case .option(let name, _) = token { return matches(name, .help) }
            return false
        }
    }

    private static func matches(_ typed: String, _ option: OptionSpec) -> Bool {
        typed == option.longForm || option.shortName.map { typed == "-\($0)" } == true
    }

    private static func checkPositionals(_ positionals: [String], against spec: CommandSpec) throws(UsageError) {
        let arguments = spec.arguments
        if positionals.count < arguments.count {
            for argument in arguments[positionals.count...] where argument.isRequired {
                throw .missingArgument(name: argument.name, isVariadic: argument.isVariadic,
                                       command: spec.qualifiedName)
            }
        }
        let takesAnyNumber = arguments.last?.isVariadic == true
        if !takesAnyNumber, positionals.count > arguments.count {
            throw .unexpectedArgument(positionals[arguments.count], command: spec.qualifiedName)
        }
    }
}
