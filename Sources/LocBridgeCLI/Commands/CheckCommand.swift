import Foundation
import LocBridge

/// `locbridge check`: finds translations that would break or ship unfinished, in catalogs, XLIFF files
/// and `.xcloc` bundles (`Checker`). Findings go to standard error compiler-style, the summary to standard
/// output; `--json` prints one document instead.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check String Catalogs and XLIFF files for broken, missing and unfinished translations.",
        discussion: """
            Finds a dropped %@, a Russian plural without its few form, German text still identical to the
            English. Each finding is printed as
              path:line:column: error|warning: [rule] message (key "…", language xx)
            then a summary per rule, with a reading row for what reading the inputs said (an XLIFF unit
            import will refuse, for an inline <x/>). Catalog findings point at the line of the key, XLIFF findings at the
            <trans-unit>. A <path> is a .xcstrings file, a folder searched for catalogs (skipping .build,
            DerivedData, .git and .xcloc bundles), an .xliff file or an .xcloc bundle.

            By default every language is checked and missing or unreviewed translations are warnings.
            --languages checks only the languages named and requires them complete: their untranslated
            and needs-review findings become errors.

            RULES (turn one off with --disable RULE):
            \(rulesTable)

            Exit status: 0 when nothing (or only warnings) was found, 1 when an error was found (or a
            warning, with --werror), 64 for a usage error, 65 when an input could not be read.

            Examples:
              locbridge check .
              locbridge check --languages de,fr --werror App
              locbridge check --disable same-as-source --disable whitespace App/Localizable.xcstrings
              locbridge check --json Localizations/de.xcloc translations/fr.xliff > check.json
            """,
        options: [
            OptionSpec("languages", .value(placeholder: "list"), repeatable: true,
                       help: "Comma-separated languages to check and require complete, e.g. de,fr (default: all)."),
            OptionSpec("json", help: "Print the findings and summary as one JSON document on standard output."),
            OptionSpec("werror", help: "Treat warnings as errors: exit 1 when any warning is found."),
            OptionSpec("disable", .value(placeholder: "rule"), repeatable: true,
                       help: "Turn a rule off (see RULES); repeat it or separate rules with commas."),
        ],
        arguments: [
            ArgumentSpec("path", help: "A .xcstrings file, a folder to search, an .xliff file or an .xcloc bundle.",
                         isVariadic: true),
        ]
    )

    /// One line per rule: id, usual severity, what it finds.
    static var rulesTable: String {
        let width = CheckRule.allCases.map(\.id.count).max()! + 2
        return CheckRule.allCases.map { rule in
            let severity = rule.severity.rawValue
            return "  " + rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
        }.joined(separator: "\n")
    }

    static func options(from arguments: ParsedArguments) throws(UsageError) -> CheckOptions {
        CheckOptions(languages: arguments.commaSeparatedValues("languages"), json: arguments.flag("json"),
                     werror: arguments.flag("werror"), disabled: arguments.commaSeparatedValues("disable"),
                     paths: try arguments.positionalPaths(of: spec))
    }

    static func run(_ options: CheckOptions, context: CommandContext) throws -> ExitCode {
        var context = context
        // With --werror a warning makes the exit status 1: -q keeps warnings then.
        if options.werror && context.verbosity == .quiet { context.diagnostics.minimumSeverity = .warning }
        var disabled: Set<CheckRule> = []
        if options.disabled?.isEmpty == true {
            context.diagnostics.print(Diagnostic(.error, "--disable needs at least one rule, e.g. --disable same-as-source"))
            return .usage
        }
        for id in options.disabled ?? [] {
            guard let rule = CheckRule(id: id) else {
                let suggestion = Suggestion.closest(to: id, among: CheckRule.allCases.map(\.id))
                context.diagnostics.print(Diagnostic(.error, "unknown rule '\(id)' for --disable"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
                context.diagnostics.printLine("Rules: \(CheckRule.allCases.map(\.id).joined(separator: ", ")). "
                    + "Run '\(spec.qualifiedName) --help' for usage.")
                return .usage
            }
            disabled.insert(rule)
        }
        if let problem = LanguagesOption.problem(options.languages) {
            context.diagnostics.print(problem)
            return .usage
        }
        let checker = Checker(configuration: CheckConfiguration(disabledRules: disabled, languages: options.languages))
        // Findings are printed once every input is read: `same-as-source` looks across the XLIFF files'
        // languages. Each file is checked as it is read, and only its findings are kept.
        var inputs: [CheckRun.Input] = []
        var kept = UnitsKeptAsSource()
        var seen: Set<String> = []
        let folders = FolderWarnings(context: context)
        for path in options.paths {
            do {
                let found = try CheckInputs.inputs(for: path, relativeTo: context.io.currentDirectory, unreadable: { error in
                    inputs.append(.failure(Diagnostic(.error, "\(error)")))
                }, folderNamedAsCatalog: { path in
                    if let warning = folders.folderNamedAsCatalog(path) { inputs.append(.searchWarning(warning)) }
                }, brokenLink: { link in
                    if let warning = folders.brokenLink(link) { inputs.append(.unreachable(warning)) }
                }, skipped: folders.print)
                if found.isEmpty {
                    inputs.append(.nothingFound(nothingFound(in: path, command: spec.qualifiedName, context: context)))
                }
                // A file that two paths reach (`L.xcstrings .`) is checked once.
                for input in found where seen.insert(context.identity(of: input.path)).inserted {
                    context.detail("reading \(Diagnostic.quotedIfNeeded(input.path))")
                    inputs.append(CheckRun.read(input, with: checker, keptAsSource: &kept, context: context))
                }
            } catch {
                inputs.append(.failure(Diagnostic(.error, "\(error)")))
            }
        }
        inputs = CheckRun.collapsingRepeatedSources(inputs)
        var run = CheckRun()
        let streaming = !options.json, verbose = context.verbosity == .verbose
        for input in inputs {
            run.record(input, keptAsSource: kept, context: context, streaming: streaming)
        }
        if run.failures.isEmpty {
            let missing = checker.findings(forLanguagesMissingFrom: inputs.flatMap(\.languages),
                                           catalogsChecked: !run.catalogs.isEmpty)
            run.findings += missing
            if streaming { printable(missing, verbose: verbose).forEach(context.diagnostics.print) }
        }
        let summary = CheckSummary(run.findings, readerDiagnostics: run.readerDiagnostics)
        let exitCode = run.exitCode(summary: summary, werror: options.werror)
        if options.json {
            context.outputText(CheckReportJSON.render(run, summary: summary, options: options, disabled: disabled,
                                                      exitCode: exitCode))
            // Everything is in the document; standard error gets only the inputs that could not be read.
            run.failures.forEach(context.diagnostics.print)
        } else {
            printSummary(run, summary: summary, disabled: disabled, werror: options.werror, context: context)
        }
        return exitCode
    }

    /// The error for a path that gave nothing to read (check and stats): how to name the XLIFF files
    /// and bundles the folder holds, if it holds any. Otherwise it says only that no catalog was found:
    /// the search does not look for XLIFF files, so some may be in subfolders.
    static func nothingFound(in path: String, command: String, context: CommandContext) -> Diagnostic {
        Diagnostic(.error, FolderXLIFFHint.noCatalogs(in: path, command: command, context: context)
            ?? "no catalogs found in \(Diagnostic.quotedIfNeeded(path)) (a folder is searched for catalogs only); name .xliff files and .xcloc "
            + "bundles directly")
    }

    /// More `untranslated` findings than this for one language of one input are said in one line (the
    /// first one's place), unless `-v`: a language barely begun would list every key. The summary and
    /// `--json` still count and list each.
    static let untranslatedLines = 10

    static func printable(_ findings: [Finding], verbose: Bool) -> [Diagnostic] {
        guard !verbose else { return findings.map(\.diagnostic) }
        var counts: [String: Int] = [:]
        for finding in findings where finding.rule == .untranslated && finding.key != nil {
            counts[finding.language ?? "", default: 0] += 1
        }
        guard counts.values.contains(where: { $0 > untranslatedLines }) else { return findings.map(\.diagnostic) }
        var said: Set<String> = []
        var lines: [Diagnostic] = []
        for finding in findings {
            let language = finding.language ?? ""
            guard finding.rule == .untranslated, let key = finding.key, let count = counts[language], count > untranslatedLines else {
                lines.append(finding.diagnostic)
                continue
            }
            guard said.insert(language).inserted else { continue }
            lines.append(Diagnostic(finding.severity, "[untranslated] \(count) keys are not (fully) translated into \(Diagnostic.quotedIfNeeded(language)); "
                + "-v lists each (the first: key \(Diagnostic.quoted(key)), language \(language))", at: finding.location))
        }
        return lines
    }

    /// `checked 2 catalogs and 1 XLIFF file: 3 errors, 2 warnings`, then a table of counts per rule.
    private static func printSummary(_ run: CheckRun, summary: CheckSummary, disabled: Set<CheckRule>, werror: Bool,
                                     context: CommandContext) {
        var inputs: [String] = []
        if !run.catalogs.isEmpty { inputs.append(counted(run.catalogs.count, "catalog")) }
        if !run.xliffFiles.isEmpty { inputs.append(counted(run.xliffFiles.count, "XLIFF file")) }
        var headline = "checked " + (inputs.isEmpty ? "nothing" : inputs.joined(separator: " and "))
        // A folder that held nothing to check was read: it is not counted as unreadable.
        var failed: [String] = []
        let unread = run.failures.count - run.emptyFolders
        if unread > 0 { failed.append("\(counted(unread, "input")) could not be read") }
        if run.emptyFolders > 0 { failed.append("\(counted(run.emptyFolders, "folder")) held no catalogs") }
        if !failed.isEmpty { headline += " (\(failed.joined(separator: ", ")))" }
        if summary.errors == 0, summary.warnings == 0 {
            // Not "no problems" when some input was never checked.
            context.output(headline + (run.failures.isEmpty ? ": no problems found" : ""))
        } else {
            headline += ": \(counted(summary.errors, "error")), \(counted(summary.warnings, "warning"))"
            if werror && summary.warnings > 0 {
                headline += " (warnings are errors: --werror)"
            } else if summary.warnings > 0 && context.verbosity == .quiet {
                headline += " (warnings not listed: -q)"
            }
            // Also under -q: the table's heading, which says what its counts and the exit status rest on.
            context.outputText(headline + "\n" + table(summary))
        }
        if !disabled.isEmpty {
            context.output("disabled: " + disabled.sorted().map(\.id).joined(separator: ", "))
        }
    }

    /// The row of the readers' errors and warnings (`CheckSummary.reading`).
    static let readingRow = "reading"

    /// Counts per rule with findings, in rule order, the readers' row when they said something, and a
    /// total row.
    static func table(_ summary: CheckSummary) -> String {
        let width = max(CheckRule.allCases.map(\.id.count).max()!, "total".count) + 2
        func row(_ name: String, _ errors: String, _ warnings: String) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + pad(errors, 6) + "  " + pad(warnings, 8) + "\n"
        }
        var text = row("rule", "errors", "warnings")
        for rule in summary.rulesWithFindings {
            text += row(rule.id, String(summary[rule].errors), String(summary[rule].warnings))
        }
        if summary.reading != CheckSummary.Counts() {
            text += row(readingRow, String(summary.reading.errors), String(summary.reading.warnings))
        }
        return text + row("total", String(summary.errors), String(summary.warnings))
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `1 catalog`, `2 catalogs`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The check report as one JSON document for CI.
enum CheckReportJSON {
    static func render(_ run: CheckRun, summary: CheckSummary, options: CheckOptions, disabled: Set<CheckRule>,
                       exitCode: ExitCode) -> String {
        var rules: [String: JSONValue] = [:]
        for rule in CheckRule.allCases where !disabled.contains(rule) {
            rules[rule.id] = .object(["errors": number(summary[rule].errors), "warnings": number(summary[rule].warnings)])
        }
        return JSONValue.object([
            "catalogs": .array(run.catalogs.map(JSONValue.string)),
            "xliffFiles": .array(run.xliffFiles.map(JSONValue.string)),
            "findings": .array(run.findings.map(finding)),
            "diagnostics": .array(run.diagnostics.map(ImportReportJSON.diagnostic)),
            "summary": .object([
                "errors": number(summary.errors),
                "warnings": number(summary.warnings),
                "rules": .object(rules),
                CheckCommand.readingRow: .object(["errors": number(summary.reading.errors),
                                                  "warnings": number(summary.reading.warnings)]),
            ]),
            "disabledRules": .array(disabled.sorted().map { .string($0.id) }),
            "languages": options.languages.map { .array($0.map(JSONValue.string)) } ?? .null,
            "werror": .bool(options.werror),
            "exitCode": number(Int(exitCode.rawValue)),
        ]).prettyPrinted
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            "rule": .string(finding.rule.id),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "file": finding.location.map { .string($0.path) } ?? .null,
            "line": finding.location.map { number($0.line) } ?? .null,
            "column": finding.location.map { number($0.column) } ?? .null,
            "key": finding.key.map(JSONValue.string) ?? .null,
            "language": finding.language.map(JSONValue.string) ?? .null,
            "variation": finding.variation.map(JSONValue.string) ?? .null,
            "variations": .array(finding.variations.map(JSONValue.string)),
            "original": finding.original.map(JSONValue.string) ?? .null,
        ])
    }

    private static func number(_ value: Int) -> JSONValue { .number(String(value)) }
}
