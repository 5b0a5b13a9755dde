import LocBridge
import Testing
@testable import LocBridgeCLI

/// The dispatcher: global options, unknown commands, usage errors as the user sees them.
@Suite struct LocBridgeCLITests {
    /// Only the real process leaves its models for exit to free; in-process callers, these tests among
    /// them, must get every model freed as usual.
    @Test func onlyTheRealProcessKeepsModelsUntilExit() {
        #expect(CLIIO.standard.exitsAfterCommand)
        let io = CLIIO(writeStdout: { _ in }, writeStderr: { _ in }, stderrIsTerminal: false, environment: [:],
                       currentDirectory: "/")
        #expect(!io.exitsAfterCommand)
    }

    @Test func versionPrintsNameAndVersion() {
        #expect(runCLI(["--version"]) == CLIResult(exitCode: 0, stdout: "locbridge \(locbridgeVersion)\n", stderr: ""))
        #expect(locbridgeVersion == "0.1.0")
    }

    /// An empty path option (an unset shell variable) is a usage error naming it, in every command that
    /// takes one, not the current folder.
    @Test(arguments: [
        (["export", "--output", "", "App"], "export", "--output <folder>"),
        (["export", "--output", "out", "--project-root=", "App"], "export", "--project-root <folder>"),
        (["import", "--project-root", "", "de.xliff"], "import", "--project-root <folder>"),
        (["migrate", "--output=", "App"], "migrate", "--output <folder>"),
    ])
    func emptyPathOptionsAreUsageErrors(arguments: [String], command: String, option: String) {
        let name = String(option.prefix { $0 != " " })
        #expect(runCLI(arguments) == CLIResult(exitCode: 64, stdout: "", stderr: """
            error: option '\(name)' of 'locbridge \(command)' needs a path, not an empty value: \(option)
            Run 'locbridge \(command) --help' for usage.

            """))
    }

    /// An empty path argument too: it used to be listed as the current folder and opened at `/`.
    @Test(arguments: [
        (["check", "App", ""], "check", "path"), (["stats", ""], "stats", "path"), (["format", "--check", ""], "format", "path"),
        (["import", ""], "import", "file"), (["export", "--output", "o", ""], "export", "path"),
        (["migrate", "--dry-run", ""], "migrate", "folder"),
    ])
    func emptyPathArgumentsAreUsageErrors(arguments: [String], command: String, name: String) {
        #expect(runCLI(arguments) == CLIResult(exitCode: 64, stdout: "", stderr: """
            error: 'locbridge \(command)' needs a path for <\(name)>, not an empty value
            Run 'locbridge \(command) --help' for usage.

            """))
    }

    @Test func noArgumentsIsAUsageErrorWithTheUsageOnStderr() {
        #expect(runCLI([]) == CLIResult(exitCode: 64, stdout: "", stderr: HelpText.overview(commands: CommandRegistry.specs)))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["--version", "--help"]])
    func overallUsage(_ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result == CLIResult(exitCode: 0, stdout: HelpText.overview(commands: CommandRegistry.specs), stderr: ""))
        #expect(result.stdout.hasPrefix("USAGE: locbridge <command> [options] <path>...\n"))
        #expect(result.stdout.contains("\n  format        Rewrite String Catalogs in the exact form Xcode writes.\n"))
        #expect(result.stdout.contains("\n  help          Show help for a command.\n"))
    }

    @Test func formatHelpIsExact() {
        let expected = """
            USAGE: locbridge format [--check] <path>...

            Rewrite String Catalogs in the exact form Xcode writes.

            Files written by other tools (4-space indent, ": " separators, a final newline, another key
            order) are rewritten to Xcode's bytes, so the next save in Xcode leaves no diff. Folders are
            searched recursively for *.xcstrings, skipping .build, DerivedData, .git and .xcloc bundles
            (their Source Contents are export copies); name a bundle to format the catalogs in it.

            With --check, the catalogs that are not canonical are listed, then the command that rewrites them.

            Exit status: 0 when every catalog is (or now is) canonical, 1 with --check when some are not,
            64 for a usage error, 65 when a catalog cannot be read (it is left untouched; the others are
            still processed), 70 when a catalog cannot be written (read-only, or changed meanwhile).

            Examples:
              locbridge format .
              locbridge format --check App/Localizable.xcstrings

            ARGUMENTS:
              <path>        A .xcstrings file, or a folder to search.

            OPTIONS:
              --check        Write nothing; list the catalogs that are not canonical and exit 1 if any.
              -q, --quiet    Print only errors, the results asked for (tables, --json) and what makes the exit status non-zero.
              -v, --verbose  Also print each file as it is read.
              -h, --help     Show this help.

            """
        for arguments in [["format", "--help"], ["format", "-h"], ["help", "format"], ["format", "--chek", "--help"]] {
            #expect(runCLI(arguments) == CLIResult(exitCode: 0, stdout: expected, stderr: ""), "\(arguments)")
        }
    }

    /// Required options are shown as such; the help says what each command now accepts.
    @Test(arguments: [
        (["export", "--help"], "USAGE: locbridge export --output <folder> [--languages <list>] [--all-languages] "
            + "[--include-source-language] [--xcloc] [--project-root <folder>] [--project <name>] "
            + "[--tool-info <id,name,version[,build]>] <path>...\n"),
        (["review", "--help"], "USAGE: locbridge review --base <old-catalog> [--check] <catalog>\n"),
        (["merge", "--help"], "USAGE: locbridge merge --base <base-catalog> [--output <file>] [--name <path>] <ours> <theirs>\n"),
        (["export", "--help"], "\n  <path>        A .xcstrings file, a legacy table's <lang>.lproj/<Table>.strings or .stringsdict file, "
            + "a <lang>.lproj folder, or a folder to search.\n"),
        (["import", "--help"], "\n  --map-language <from=to>  Read target-language (and source-language) FROM as TO, e.g. de-DE=de "
            + "for a tool that rewrote de (repeatable).\n"),
    ])
    func helpShows(arguments: [String], line: String) {
        let result = runCLI(arguments)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains(line), "\(result.stdout)")
    }

    @Test func everyCommandHasHelpStartingWithItsUsageLine() {
        for spec in CommandRegistry.specs {
            let result = runCLI([spec.name, "--help"])
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("USAGE: locbridge \(spec.name)"), "\(spec.name)")
            #expect(result.stderr == "")
        }
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["format", "--chek", "App"], stderr: """
            error: unknown option '--chek' for 'locbridge format'; did you mean '--check'?
            Run 'locbridge format --help' for usage.

            """),
        UsageCase(arguments: ["format", "--force", "App"], stderr: """
            error: unknown option '--force' for 'locbridge format'
            Run 'locbridge format --help' for usage.

            """),
        UsageCase(arguments: ["format", "--check=yes", "App"], stderr: """
            error: option '--check' of 'locbridge format' does not take a value (got '--check=yes')
            Run 'locbridge format --help' for usage.

            """),
        UsageCase(arguments: ["format", "--check"], stderr: """
            error: 'locbridge format' needs at least one <path>
            Run 'locbridge format --help' for usage.

            """),
        UsageCase(arguments: ["frmat", "App"], stderr: """
            error: unknown command 'frmat'; did you mean 'format'?
            Run 'locbridge --help' for usage.

            """),
        UsageCase(arguments: ["translate"], stderr: """
            error: unknown command 'translate'
            Run 'locbridge --help' for usage.

            """),
        UsageCase(arguments: ["help", "fromat"], stderr: """
            error: unknown command 'fromat'; did you mean 'format'?
            Run 'locbridge --help' for usage.

            """),
        UsageCase(arguments: ["help", "format", "export"], stderr: """
            error: unexpected argument 'export' for 'locbridge help'
            Run 'locbridge help --help' for usage.

            """),
        UsageCase(arguments: ["--verison"], stderr: """
            error: unknown option '--verison' for 'locbridge'; did you mean '--version'?
            Run 'locbridge --help' for usage.

            """),
        UsageCase(arguments: ["--version", "format"], stderr: """
            error: unexpected argument 'format' for 'locbridge'
            Run 'locbridge --help' for usage.

            """),
        UsageCase(arguments: ["--", "format"], stderr: """
            error: missing command before '--'
            Run 'locbridge --help' for usage.

            """),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExit64(_ testCase: UsageCase) {
        #expect(runCLI(testCase.arguments) == CLIResult(exitCode: 64, stdout: "", stderr: testCase.stderr))
    }

    @Test func usageErrorIsColouredOnATerminal() {
        let result = runCLI(["frmat"], stderrIsTerminal: true)
        #expect(result.stderr == "\u{1B}[1;31merror:\u{1B}[0m \u{1B}[1munknown command 'frmat'; did you mean 'format'?\u{1B}[0m\n"
            + "Run 'locbridge --help' for usage.\n")
        #expect(runCLI(["frmat"], stderrIsTerminal: true, environment: ["NO_COLOR": "1"]).stderr
            == "error: unknown command 'frmat'; did you mean 'format'?\nRun 'locbridge --help' for usage.\n")
    }

    @Test func exitCodesAreTheDocumentedValues() {
        #expect([ExitCode.success, .findings, .usage, .dataError, .internalError].map(\.rawValue) == [0, 1, 64, 65, 70])
        #expect(max(ExitCode.findings, .dataError) == .dataError)
        #expect(max(ExitCode.internalError, .dataError) == .internalError)
    }
}
