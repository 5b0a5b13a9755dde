import Testing
@testable import LocBridgeCLI

struct BindingCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<ArgumentBinder.Outcome, UsageError>
    var testDescription: String { arguments.joined(separator: " ") }
}

@Suite struct ArgumentBinderTests {
    /// A command shaped like the future `export`: a flag, a value option with a short name, paths.
    static let exportLike = CommandSpec(
        name: "export",
        abstract: "Export.",
        options: [
            OptionSpec("dry-run", help: "Show what would change."),
            OptionSpec("output", short: "o", .value(placeholder: "file"), help: "Where to write."),
        ],
        arguments: [ArgumentSpec("path", help: "Catalogs.", isVariadic: true)]
    )

    static func parsed(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String]) -> Result<ArgumentBinder.Outcome, UsageError> {
        .success(.arguments(ParsedArguments(flags: flags, values: values, positionals: positionals)))
    }

    static let cases: [BindingCase] = [
        BindingCase(arguments: ["a", "b"], expected: parsed(positionals: ["a", "b"])),
        BindingCase(arguments: ["a", "--dry-run"], expected: parsed(flags: ["dry-run"], positionals: ["a"])),
        BindingCase(arguments: ["--output", "x.xliff", "a"], expected: parsed(values: ["output": ["x.xliff"]], positionals: ["a"])),
        BindingCase(arguments: ["--output=x.xliff", "a"], expected: parsed(values: ["output": ["x.xliff"]], positionals: ["a"])),
        BindingCase(arguments: ["-o", "x.xliff", "a"], expected: parsed(values: ["output": ["x.xliff"]], positionals: ["a"])),
        // One value, given twice: which was meant? A usage error, not a silent choice.
        BindingCase(arguments: ["--output", "1", "--output=2", "a"],
                    expected: .failure(.repeatedOption(option: "--output", command: "locbridge export"))),
        BindingCase(arguments: ["--output", "-", "a"], expected: parsed(values: ["output": ["-"]], positionals: ["a"])),
        BindingCase(arguments: ["--", "--dry-run", "-h"], expected: parsed(positionals: ["--dry-run", "-h"])),
        BindingCase(arguments: ["--chek", "--help"], expected: .success(.help)),
        BindingCase(arguments: ["-h"], expected: .success(.help)),
        BindingCase(arguments: ["--output"],
                    expected: .failure(.missingValue(option: "--output", placeholder: "file", command: "locbridge export"))),
        BindingCase(arguments: ["--output", "--dry-run", "a"],
                    expected: .failure(.missingValue(option: "--output", placeholder: "file", command: "locbridge export"))),
        BindingCase(arguments: ["-o", "--", "a"],
                    expected: .failure(.missingValue(option: "-o", placeholder: "file", command: "locbridge export"))),
        BindingCase(arguments: ["--dry-run=yes", "a"],
                    expected: .failure(.unexpectedValue(option: "--dry-run", value: "yes", command: "locbridge export"))),
        BindingCase(arguments: ["--dryrun", "a"],
                    expected: .failure(.unknownOption("--dryrun", command: "locbridge export", suggestion: "--dry-run"))),
        BindingCase(arguments: ["--loud", "a"],
                    expected: .failure(.unknownOption("--loud", command: "locbridge export", suggestion: nil))),
        BindingCase(arguments: ["--dry-run"],
                    expected: .failure(.missingArgument(name: "path", isVariadic: true, command: "locbridge export"))),
    ]

    @Test(arguments: cases)
    func binds(_ testCase: BindingCase) {
        let result = Result { () throws(UsageError) in
            try ArgumentBinder.bind(Tokenizer.tokenize(testCase.arguments), to: Self.exportLike)
        }
        #expect(result == testCase.expected)
    }

    /// A command shaped like `review`: an option it cannot run without, and one argument.
    static let reviewLike = CommandSpec(
        name: "review",
        abstract: "Review.",
        options: [OptionSpec("base", .value(placeholder: "old"), required: true, help: "The old one.")],
        arguments: [ArgumentSpec("catalog", help: "The catalog.")]
    )

    static let requiredOptionCases: [BindingCase] = [
        BindingCase(arguments: ["--base", "o", "c"], expected: parsed(values: ["base": ["o"]], positionals: ["c"])),
        BindingCase(arguments: ["c"], expected: .failure(.missingOption(option: "--base", placeholder: "old", command: "locbridge review"))),
        // The argument is missed first, as before the option was declared required.
        BindingCase(arguments: [], expected: .failure(.missingArgument(name: "catalog", isVariadic: false, command: "locbridge review"))),
        BindingCase(arguments: ["-h"], expected: .success(.help)),
    ]

    @Test(arguments: requiredOptionCases)
    func bindsRequiredOptions(_ testCase: BindingCase) {
        let result = Result { () throws(UsageError) in
            try ArgumentBinder.bind(Tokenizer.tokenize(testCase.arguments), to: Self.reviewLike)
        }
        #expect(result == testCase.expected)
    }

    @Test func usageLineShowsRequiredOptionsWithoutBrackets() {
        #expect(HelpText.usageLine(Self.reviewLike) == "locbridge review --base <old> <catalog>")
        #expect(HelpText.usageLine(Self.exportLike) == "locbridge export [--dry-run] [--output <file>] <path>...")
    }

    @Test func optionalSingleArgumentRefusesASecond() throws {
        #expect(throws: UsageError.unexpectedArgument("b", command: "locbridge help")) {
            try ArgumentBinder.bind([.value("a"), .value("b")], to: HelpCommand.spec)
        }
        #expect(try ArgumentBinder.bind([], to: HelpCommand.spec) == .arguments(ParsedArguments()))
    }

    @Test func formatOptionsComeFromTheBinding() throws {
        let outcome = try ArgumentBinder.bind(Tokenizer.tokenize(["App", "--check", "--", "-odd.xcstrings"]), to: FormatCommand.spec)
        guard case .arguments(let arguments) = outcome else {
            Issue.record("expected arguments, got \(outcome)")
            return
        }
        #expect(try FormatCommand.options(from: arguments) == FormatOptions(check: true, paths: ["App", "-odd.xcstrings"]))
    }

    @Test func parsedArgumentsLastValueWins() {
        let arguments = ParsedArguments(flags: ["check"], values: ["output": ["1", "2"]], positionals: [])
        #expect(arguments.value("output") == "2")
        #expect(arguments.value("missing") == nil)
        #expect(arguments.flag("check"))
        #expect(!arguments.flag("dry-run"))
    }
}
