import Foundation
import LocBridge

/// `locbridge import`: translators' XLIFF (or `.xcloc`) back into the catalogs, through the merge engine
/// (FORMATS.md §3). Every input is read and merged before anything is written; catalogs are written
/// atomically and only when they changed.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Import translated XLIFF files or .xcloc bundles into the String Catalogs.",
        discussion: """
            Each <file original="…"> goes to the catalog at that path under the project root. Existing
            translations are kept unless the XLIFF changes them; a translation whose <source> no longer
            matches the catalog is imported as needs_review; drafts (state new / needs-*) only fill empty
            slots or replace unfinished values; units whose format specifiers differ from the source (a
            dropped %@) are refused.

            Exit status: 0 when every unit was placed, 1 when any was refused or unknown, 64 for a usage
            error, 65 when an input could not be read or a <file> could not be routed (a missing catalog,
            an original outside the root: then nothing is written), 70 when a file could not be written or
            changed on disk during the run (the report says which were written). A <file> whose table is
            not in the project (a legacy table without its development-language file) is skipped, and the
            rest written: exit 1 when it held translations.

            Examples:
              locbridge import de.xliff fr.xliff
              locbridge import --dry-run Localizations/de.xcloc
              locbridge import --json --strict --project-root App translations/*.xliff
            """,
        options: [
            OptionSpec("project-root", .value(placeholder: "folder"),
                       help: "Folder that <file original> paths are relative to (default: current folder)."),
            OptionSpec("allow-outside-root",
                       help: "Also write files that <file original> places outside the project root through .. or a symbolic link."),
            OptionSpec("allow-source-rewrite",
                       help: "Import a source-language file that rewrites most of the source texts (stopped otherwise: a likely mislabelled translation)."),
            OptionSpec("dry-run", help: "Report what would change; write nothing."),
            OptionSpec("json", help: "Print the report as JSON on standard output."),
            OptionSpec("strict", help: "Write nothing if any unit is refused or unknown."),
            OptionSpec("map-language", .value(placeholder: "from=to"), repeatable: true,
                       help: "Read target-language (and source-language) FROM as TO, e.g. de-DE=de for a tool that rewrote de (repeatable)."),
        ],
        arguments: [
            ArgumentSpec("file", help: "An .xliff file or an .xcloc bundle.", isVariadic: true),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> ImportOptions {
        try ImportOptions(projectRoot: arguments.path("project-root", of: spec), allowOutsideRoot: arguments.flag("allow-outside-root"),
                      allowSourceRewrite: arguments.flag("allow-source-rewrite"),
                      dryRun: arguments.flag("dry-run"),
                      json: arguments.flag("json"), strict: arguments.flag("strict"), paths: try arguments.positionalPaths(of: spec),
                      languageMappings: arguments.values["map-language"] ?? [])
    }

    static func run(_ options: ImportOptions, context: CommandContext) throws -> ExitCode {
        let (languageMap, mapProblem) = options.languageMap()
        if let mapProblem {
            context.diagnostics.print(mapProblem)
            return .usage
        }
        if let problem = ProjectRootOption.problem(options.projectRoot, context: context) {
            context.diagnostics.print(problem)
            return .usage
        }
        let root = RelativePath.standardized(context.resolve(options.projectRoot ?? "."))
        var importer = Importer(projectRoot: root, allowingOutsideRoot: options.allowOutsideRoot)
        importer.shownRoot = options.projectRoot
        importer.languageMap = languageMap
        importer.allowsSourceRewrite = options.allowSourceRewrite
        if context.verbosity == .verbose {
            let io = context.io
            importer.onFileRead = { io.writeStderr("reading \(Diagnostic.quotedIfNeeded($0))\n") }
        }
        defer { context.keepUntilExit(importer) }
        var readFailure = false
        do {
            let files = try ImportSources.sources(in: options.paths, relativeTo: context.io.currentDirectory)
            var progress = Progress(io: context.io, total: files.count, label: "importing")
            defer { progress.finish() }
            var bundleLocales: [String: XclocContents.Locale] = [:]
            var mismatchedBundles: Set<String> = []
            for (index, source) in files.enumerated() {
                let path = source.path
                progress.step(index + 1, path)
                context.detail("reading \(Diagnostic.quotedIfNeeded(path))")
                // An .xcloc's contents.json names the bundle's language: checked against the XLIFF's.
                var bundleNotes: [Diagnostic] = []
                var locale: String?
                let bundle = source.bundle
                if let bundle {
                    // Read once per bundle: its warning is the bundle's, not each XLIFF's.
                    let known = bundleLocales[bundle]
                    let found = known ?? XclocContents.targetLocale(ofBundle: bundle, resolved: context.resolve(bundle))
                    bundleLocales[bundle] = found
                    switch found {
                    case .found(let found): locale = found
                    case .unreadable(let warning): if known == nil { bundleNotes.append(warning) }
                    }
                }
                let eachFile = { (file: XLIFFFile) in
                    // Once per bundle, at its first <file> that disagrees: the bundle's contents.json is one.
                    if let locale, let bundle, !mismatchedBundles.contains(bundle),
                       let warning = XclocContents.mismatch(bundle: bundle, locale: locale, file: file, map: languageMap) {
                        bundleNotes.append(warning)
                        mismatchedBundles.insert(bundle)
                    }
                }
                do {
                    // Only a file named directly may be a pipe: one found in a bundle is never waited on.
                    if options.paths.contains(path) && FileBytes.isPipe(context.resolve(path)) {
                        try importer.importXLIFF(try pipedXLIFF(path, context: context), displayPath: path, eachFile: eachFile)
                    } else {
                        try importer.importXLIFF(contentsOfFile: context.resolve(path), displayPath: path, eachFile: eachFile)
                    }
                    importer.add(diagnostics: bundleNotes)
                } catch {
                    // Reported with the rest (and in the JSON document).
                    importer.add(diagnostics: bundleNotes + [error.diagnostic])
                    readFailure = true
                }
            }
        } catch {
            // A folder of exported XLIFF files, named instead of the files: say how to name them.
            let hint = FolderXLIFFHint.instead(in: error.path, command: spec.qualifiedName, context: context) ?? ""
            importer.add(diagnostics: [Diagnostic(.error, "\(error)" + hint)])
            readFailure = true
        }

        importer.finish()
        let placementProblems = importer.reports.contains { $0.refused > 0 || $0.unknown > 0 }
            || importer.diagnostics.contains { $0.severity == .error }
        let fatal = readFailure || importer.hasFatalError
        let blocked = fatal || (options.strict && placementProblems)
        // Catalogs, then the legacy .strings/.stringsdict files the import changed (or creates).
        let changedLegacy = importer.legacy.files.filter(\.isChanged)
        let changedFiles: [any ImportedFile] = importer.catalogs.filter(\.isChanged) + changedLegacy
        let changed = changedFiles.map(\.displayPath)
        var written: [String] = []
        var writeFailure: Diagnostic?
        // A file another run changed since this one read it, a path that now leads elsewhere (a folder
        // swapped for a link since it was checked), a read-only file: nothing is written, rather than half.
        // A dry run finds them too: it says what the import would do (QA: it promised a write the import refused).
        if !blocked {
            for file in changedFiles where writeFailure == nil {
                let reason = Self.leadsElsewhere(file) ? Self.movedReason
                    : ReadVersions.hasChanged(file.path) ? ReadVersions.changedReason
                    : AtomicFile.writeProblem(file.path) ?? AtomicFile.lockProblem(file.path)
                if let reason { writeFailure = Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(file.displayPath)): \(reason)") }
            }
        }
        if !blocked && !options.dryRun {
            // Every file is written beside itself first: a full disk or a file size limit then stops the
            // import before the first file changes. Then all are renamed into place.
            var staged: [(file: any ImportedFile, staged: StagedFile)] = []
            for file in changedFiles where writeFailure == nil {
                do throws(FileError) {
                    // Checked again just before each write: the others take time.
                    if Self.leadsElsewhere(file) { throw FileError(path: file.path, reason: Self.movedReason) }
                    if let one = try file.stage() { staged.append((file, one)) }
                } catch {
                    writeFailure = Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(file.displayPath)): \(error.reason)")
                }
            }
            if writeFailure == nil {
                do throws(FileError) {
                    try AtomicFile.commit(staged.map(\.staged))
                } catch {
                    let failed = staged.first { $0.staged.path == error.path }?.file.displayPath ?? error.path
                    writeFailure = Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(failed)): \(error.reason)")
                }
                written = staged.filter(\.staged.isCommitted).map(\.file.displayPath)
            }
            // Last staged first: a folder made for an earlier file may hold a later one's temporary file.
            staged.reversed().forEach { $0.staged.discard() }
        }
        // What the merge changed that is not on disk: all of it in a dry run or a stopped import.
        let notWritten = changed.filter { !written.contains($0) }
        if let failure = writeFailure, options.dryRun {
            importer.add(diagnostics: [Diagnostic(.error, failure.message + "; the import would stop before writing anything")])
        } else if let failure = writeFailure {
            // Said with the rest of the report, which still describes the import; and what is on disk now.
            importer.add(diagnostics: [Diagnostic(.error, failure.message + (written.isEmpty ? "; nothing was written"
                : "; written: " + written.joined(separator: ", ")) + "; not written: " + notWritten.joined(separator: ", "))])
        }
        let exitCode: ExitCode = writeFailure != nil ? .internalError
            : fatal ? .dataError : (placementProblems ? .findings : .success)
        // A dry run that would stop at the writes says it would write nothing.
        let stops = blocked || (options.dryRun && writeFailure != nil)
        if options.json {
            context.outputText(ImportReportJSON.render(importer, written: written, notWritten: notWritten,
                                                       dryRun: options.dryRun, blocked: stops, exitCode: exitCode))
            // Diagnostics are in the JSON; stderr gets only the errors, for people watching CI logs.
            importer.diagnostics.filter { $0.severity == .error }.forEach(context.diagnostics.print)
        } else {
            printReport(importer, changed: changed, written: written, options: options, blocked: stops,
                        legacy: importer.sawLegacy, context: context)
        }
        return exitCode
    }

    /// A pipe's XLIFF, read whole (`<(git show main:fr.xliff)`). A pipe's name says nothing, so a
    /// catalog is told by its first character, and refused as a `.xcstrings` file is.
    private static func pipedXLIFF(_ path: String, context: CommandContext) throws(XLIFFError) -> [UInt8] {
        let bytes = try ReadOnlyInput.pipedXLIFF(path, context: context)
        if ContentKind.of(bytes) == .catalog {
            throw XLIFFError(Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(path)): " + ImportSources.catalogReason))
        }
        return bytes
    }

    private static func printReport(_ importer: Importer, changed: [String], written: [String], options: ImportOptions,
                                    blocked: Bool, legacy: Bool = false, context: CommandContext) {
        // Where several inputs fill one catalog's language, each line names its input.
        var inputs: [String: Int] = [:]
        for report in importer.reports { inputs[report.catalog + "\u{0}" + report.language, default: 0] += 1 }
        for report in importer.reports {
            context.output(line(for: report, namingInput: inputs[report.catalog + "\u{0}" + report.language]! > 1))
        }
        importer.diagnostics.forEach(context.diagnostics.print)
        for report in importer.reports {
            if context.verbosity == .quiet {
                // Refused units and unknown ids make the exit status 1: -q keeps them (and only them).
                var failing = report
                failing.diagnostics = report.diagnostics.filter { $0.severity == .error || MergeReport.isUnknownID($0) }
                printable(failing, verbose: false).forEach(context.printFailing)
            } else {
                printable(report, verbose: context.verbosity == .verbose).forEach(context.diagnostics.print)
            }
        }
        // "files" once legacy .strings/.stringsdict files are among them.
        let noun = legacy ? (changed.count == 1 ? "file" : "files") : (changed.count == 1 ? "catalog" : "catalogs")
        if blocked {
            // A dry run says what the import would do, and it would write nothing.
            let reason = options.strict ? "--strict, and the import reported errors or unknown ids (above); fix them and import again"
                : "fix the errors reported and import again"
            context.output((options.dryRun ? "dry run: nothing would be written: " : "nothing written: ") + reason)
        } else if options.dryRun {
            context.output("dry run: \(changed.count) \(noun) would change" + listing(changed, verbose: context.verbosity == .verbose))
        } else {
            let writtenNoun = legacy ? (written.count == 1 ? "file" : "files") : (written.count == 1 ? "catalog" : "catalogs")
            context.output("\(written.count) \(writtenNoun) written"
                + listing(written, verbose: context.verbosity == .verbose))
        }
    }

    /// More messages of one kind than this in one report print as one line unless `-v` is given: a
    /// source-language export of a legacy table lists every text Xcode took from the app's code, which
    /// the table lacks; an untouched export imported after the edited one repeats every edited unit.
    static let groupedLines = 10

    /// The report's diagnostics as printed: unknown ids, and units that kept an earlier input's change,
    /// each as one line at the first when there are many.
    static func printable(_ report: MergeReport, verbose: Bool) -> [Diagnostic] {
        guard !verbose else { return report.diagnostics }
        let kinds: [(matches: (Diagnostic) -> Bool, summary: (Int) -> String)] = [
            (MergeReport.isUnknownID, { "\($0) units with unknown ids were not imported" }),
            (MergeReport.isKeptEarlierChange, { "\($0) units have the text from before an earlier input of this import changed it; those changes stay" }),
        ]
        var result = report.diagnostics
        for kind in kinds {
            let count = result.count(where: kind.matches)
            guard count > groupedLines else { continue }
            var said = false
            result = result.compactMap { diagnostic in
                guard kind.matches(diagnostic) else { return diagnostic }
                guard !said else { return nil }
                said = true
                return Diagnostic(diagnostic.severity, kind.summary(count) + " (-v lists each); the first: " + diagnostic.message,
                                  at: diagnostic.location)
            }
        }
        return result
    }

    /// More paths than this print as a count unless `-v` is given.
    static let listedPaths = 10

    /// `: A, B` after a count of written (or changed) files, or how to see them when there are many.
    static func listing(_ paths: [String], verbose: Bool) -> String {
        guard !paths.isEmpty else { return "" }
        return paths.count > listedPaths && !verbose ? " (-v lists them)" : ": " + paths.map(Diagnostic.quotedIfNeeded).joined(separator: ", ")
    }

    /// Whether the path of `file` no longer leads where it led when it was checked against the project root.
    static func leadsElsewhere(_ file: any ImportedFile) -> Bool {
        RealPath.resolve(file.path) != file.path
    }

    static let movedReason = "its path leads elsewhere than when the import checked it (a folder replaced by a symbolic "
        + "link?); nothing is written through it"

    /// `App/Localizable.xcstrings [de]: 2 updated, 40 unchanged, 1 source changed, …` (zero counts left out),
    /// with ` (de.xliff)` after the language when `namingInput`.
    static func line(for report: MergeReport, namingInput: Bool = false) -> String {
        let counts: [(Int, String)] = [
            (report.updated, "updated"), (report.unchanged, "unchanged"), (report.sourceChanged, "source changed"),
            (report.draftsAdded, "draft added"), (report.draftsSkipped, "draft not applied"),
            (report.emptySkipped, "empty"), (report.notTranslatable, "not translatable"),
            (report.refused, "refused"), (report.unknown, "unknown"),
        ]
        // "1 draft added", "2 drafts added"; the other labels read the same for any count.
        let parts = counts.filter { $0.0 > 0 }.map { count, label in
            "\(count) " + (count > 1 && label.hasPrefix("draft ") ? "drafts" + label.dropFirst("draft".count) : label)
        }
        let input = namingInput ? report.input.map { " (\($0))" } ?? "" : ""
        return "\(Diagnostic.quotedIfNeeded(report.catalog)) [\(Diagnostic.quotedIfNeeded(report.language))]\(input): " + (parts.isEmpty ? "no units" : parts.joined(separator: ", "))
    }
}

/// The import report as one JSON document for CI.
enum ImportReportJSON {
    /// `written`: the files on disk now; `notWritten`: the files the import changed but did not write (a dry
    /// run, a stopped import, a failed write). No list of "changed" files: one that holds files nothing
    /// wrote reads as a claim that they changed.
    static func render(_ importer: Importer, written: [String], notWritten: [String], dryRun: Bool, blocked: Bool,
                       exitCode: ExitCode) -> String {
        let reports: [JSONValue] = importer.reports.map { report in
            .object([
                "catalog": .string(report.catalog),
                "language": .string(report.language),
                "input": report.input.map(JSONValue.string) ?? .null,
                "updated": number(report.updated),
                "unchanged": number(report.unchanged),
                "sourceChanged": number(report.sourceChanged),
                "draftsAdded": number(report.draftsAdded),
                "draftsNotApplied": number(report.draftsSkipped),
                "empty": number(report.emptySkipped),
                "notTranslatable": number(report.notTranslatable),
                "refused": number(report.refused),
                "unknown": number(report.unknown),
                "diagnostics": .array(report.diagnostics.map(diagnostic)),
            ])
        }
        return JSONValue.object([
            "reports": .array(reports),
            "diagnostics": .array(importer.diagnostics.map(diagnostic)),
            "writtenCatalogs": .array(written.map(JSONValue.string)),
            "notWrittenCatalogs": .array(notWritten.map(JSONValue.string)),
            "dryRun": .bool(dryRun),
            "blocked": .bool(blocked),
            "exitCode": number(Int(exitCode.rawValue)),
        ]).prettyPrinted
    }

    static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        // Every member in every diagnostic, null where it has none, so that a reader needs no second shape
        // (QA: a missing input's diagnostic had no `file` member at all).
        let location = diagnostic.location
        return .object([
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "file": location.map { .string($0.path) } ?? .null,
            "line": location.map { number($0.line) } ?? .null,
            "column": location.map { number($0.column) } ?? .null,
            // The text's `strings → "Done" → …` prefix: where in a catalog the problem is.
            "keyPath": diagnostic.keyPath.isEmpty ? .null : .array(diagnostic.keyPath.map(JSONValue.string)),
        ])
    }
}
