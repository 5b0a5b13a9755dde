import Foundation
import LocBridge

/// `locbridge stats`: translation progress per catalog (or XLIFF file) and language, counting every
/// variation leaf (`CatalogStatistics`), as a table or (`--json`) one document.
enum StatsCommand: Command {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Show translation progress per catalog and language.",
        discussion: """
            Counts what an export gives translators: every plain text, every plural form the language
            needs, every device variation and every substitution form is one unit (a Russian plural is
            four units). For each catalog and language: units to translate (total), translated, marked
            needs review, untranslated (no value, state new, or an empty value), stale (units of keys
            with extractionState stale, not in total) and the share translated, rounded down (100.0%
            means complete). Keys with shouldTranslate false and units whose source text is empty
            (nothing to translate) are not counted, stale or not. Device variations without other,
            where the source shows a text on a device they lack, count one untranslated unit more (the
            other no export offers), as check reports them. Languages are sorted
            most complete first. With more than one input a last table counts each language in every
            catalog, as an export to it gives translators every catalog's texts: a catalog without the
            language counts all its units as untranslated, a catalog whose source language it is all
            its units as translated (as --languages counts them). Tags that name the same language (de
            and DE, pt-BR and pt_BR) are one row there, spelled as the first catalog that has it spells it.

            By default each catalog's own languages are shown, except its source language. --languages
            shows the languages named, in every catalog: a catalog without one counts all its units as
            untranslated.

            An XLIFF file (or .xcloc bundle), such as one a translator sent back, is counted the same way
            per target language, units marked translate="no" left out (a source-language file counts
            every unit as translated); --languages keeps the files of the languages named, leaving the
            others out of the tables, the totals and --json (-v names them). Each input is
            counted on its own: the totals of a catalog and its own export count its texts twice.

            Exit status: 0, 64 for a usage error, 65 when an input could not be read.

            Examples:
              locbridge stats .
              locbridge stats --languages de,fr App/Localizable.xcstrings
              locbridge stats --json App > progress.json
            """,
        options: [
            OptionSpec("languages", .value(placeholder: "list"), repeatable: true,
                       help: "Comma-separated languages to show, e.g. de,fr (default: each catalog's languages)."),
            OptionSpec("json", help: "Print the statistics as one JSON document on standard output."),
        ],
        arguments: [
            ArgumentSpec("path", help: "A .xcstrings or .xliff file, an .xcloc bundle, or a folder to search.", isVariadic: true),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> StatsOptions {
        StatsOptions(languages: arguments.commaSeparatedValues("languages"), json: arguments.flag("json"),
                     paths: try arguments.positionalPaths(of: spec))
    }

    static func run(_ options: StatsOptions, context: CommandContext) throws -> ExitCode {
        if let problem = LanguagesOption.problem(options.languages) {
            context.diagnostics.print(problem)
            return .usage
        }
        var catalogs: [CatalogStatistics] = []
        var failed = false
        // Printed as they come, and kept for the JSON document.
        var diagnostics: [Diagnostic] = []
        func report(_ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
            context.diagnostics.print(diagnostic)
        }
        var seen: Set<String> = []
        var leftOut = 0
        var piped: [String: StringCatalog] = [:]
        let folders = FolderWarnings(context: context)
        func counted(_ result: CatalogReadResult, path: String) {
            result.warnings.forEach(report)
            catalogs.append(CatalogStatistics(catalog: result.catalog, path: path, languages: options.languages))
            // A pipe cannot be read again for the totals.
            if FileBytes.isPipe(context.resolve(path)) { piped[path] = result.catalog }
        }
        func counted(_ result: XLIFFReadResult, path: String) {
            result.diagnostics.filter { $0.severity != .note }.forEach(report)
            // Counted as import would place them: without the `<file>`s it skips (said), and not shown at
            // all when nothing else is left.
            let (document, skipped) = SkippedFile.removing(from: result.document, path: path)
            skipped.forEach(report)
            guard skipped.isEmpty || !document.files.isEmpty else { return }
            let statistics = CatalogStatistics(xliff: document, path: path, languages: options.languages)
            // --languages keeps the files of the languages named: another language's file is left out.
            guard options.languages == nil || !statistics.languages.isEmpty else {
                leftOut += 1
                context.detail("left out \(Diagnostic.quotedIfNeeded(path)): no target language among those named")
                return
            }
            catalogs.append(statistics)
        }
        for path in options.paths {
            let inputs: [CheckInput]
            do {
                inputs = try CheckInputs.inputs(for: path, relativeTo: context.io.currentDirectory, unreadable: { error in
                    report(Diagnostic(.error, "\(error)"))
                    failed = true
                }, folderNamedAsCatalog: { folders.folderNamedAsCatalog($0).map(report) },
                   brokenLink: { folders.brokenLink($0).map(report) }, skipped: folders.print)
            } catch {
                report(Diagnostic(.error, "\(error)"))
                failed = true
                continue
            }
            if inputs.isEmpty {
                report(CheckCommand.nothingFound(in: path, command: spec.qualifiedName, context: context))
                failed = true
            }
            // A catalog that two paths reach (`L.xcstrings .`) is counted once.
            for input in inputs where seen.insert(context.identity(of: input.path)).inserted {
                context.detail("reading \(Diagnostic.quotedIfNeeded(input.path))")
                do {
                    switch input {
                    case .catalog(let catalogPath):
                        counted(try ReadOnlyInput.catalog(catalogPath, context: context), path: catalogPath)
                    case .xliff(let xliffPath):
                        counted(try ReadOnlyInput.xliff(xliffPath, context: context), path: xliffPath)
                    case .byContent(let anyPath):
                        switch try ReadOnlyInput.byContent(anyPath, context: context) {
                        case .catalog(let result): counted(result, path: anyPath)
                        case .xliff(let result): counted(result, path: anyPath)
                        }
                    }
                } catch let error as CatalogError {
                    report(error.diagnostic)
                    failed = true
                } catch let error as XLIFFError {
                    report(error.diagnostic)
                    failed = true
                } catch let error as ReadOnlyInput.Failure {
                    report(error.diagnostic)
                    failed = true
                }
            }
        }
        if options.languages == nil { countLanguagesLacking(in: &catalogs, piped: piped, context: context) }
        let exitCode: ExitCode = failed ? .dataError : .success
        if options.json {
            context.outputText(StatsReportJSON.render(catalogs, diagnostics: diagnostics, exitCode: exitCode))
        } else if catalogs.isEmpty && leftOut > 0 {
            context.output("no input has a language among those named")
        } else {
            context.outputText(table(catalogs))
        }
        return exitCode
    }

    /// The totals count each language in every catalog, as an export to that language gives translators
    /// every catalog's texts: a catalog without a row for it is read again to count its units (all
    /// untranslated, or all translated in its source language, as `--languages` counts them), or taken
    /// from `piped`, the catalogs read from pipes, by path.
    private static func countLanguagesLacking(in catalogs: inout [CatalogStatistics], piped: [String: StringCatalog],
                                              context: CommandContext) {
        let isCatalog = { (statistics: CatalogStatistics) in !statistics.isXLIFF }
        guard catalogs.count(where: isCatalog) > 1 else { return }
        // Compared as tags (`DE` is `de`): each language once, and not lacking where spelled otherwise.
        let all = LanguageTag.distinct(catalogs.filter(isCatalog).flatMap { $0.languages.map(\.language) })
        for index in catalogs.indices where isCatalog(catalogs[index]) {
            let path = catalogs[index].path
            let own = Set(catalogs[index].languages.map { LanguageTag.folded($0.language) })
            let lacking = all.filter { !own.contains(LanguageTag.folded($0)) }
            guard !lacking.isEmpty,
                  let catalog = piped[path] ?? (try? CatalogReader.read(contentsOfFile: context.resolve(path), displayPath: path).catalog)
            else { continue }
            catalogs[index].lacking = CatalogStatistics(catalog: catalog, path: path, languages: lacking).languages
        }
    }

    /// One block per catalog, then (with more than one catalog) the sums per language.
    static func table(_ catalogs: [CatalogStatistics]) -> String {
        var text = ""
        for catalog in catalogs {
            text += "\(Diagnostic.quotedIfNeeded(catalog.path)) (source language \(Diagnostic.quotedIfNeeded(catalog.sourceLanguage)))\n"
            let none = !catalog.isXLIFF ? "  no languages besides the source language\n"
                : "  no target language among those named\n"
            text += catalog.languages.isEmpty ? none : rows(catalog.languages)
        }
        if catalogs.count > 1 {
            let noun = catalogs.allSatisfy { !$0.isXLIFF } ? "catalogs" : "files"
            text += "all \(catalogs.count) \(noun)\n" + rows(CatalogStatistics.totals(catalogs))
        }
        return text
    }

    private static let headers = ["language", "total", "translated", "needs review", "untranslated", "stale", "progress"]

    /// The rows of one block: the language left-aligned, the numbers right-aligned under their headers.
    private static func rows(_ languages: [LanguageStatistics]) -> String {
        let cells = languages.map { language in
            [Diagnostic.quotedIfNeeded(language.language), String(language.total), String(language.translated), String(language.needsReview),
             String(language.untranslated), String(language.stale), language.percentTranslated + "%"]
        }
        let widths = headers.indices.map { column in
            max(headers[column].count, cells.map { $0[column].count }.max() ?? 0)
        }
        func line(_ row: [String]) -> String {
            var text = "  " + row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
            for column in 1..<row.count {
                text += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            return text + "\n"
        }
        return ([headers] + cells).map(line).joined()
    }
}

/// The statistics as one JSON document for scripts.
enum StatsReportJSON {
    static func render(_ catalogs: [CatalogStatistics], diagnostics: [Diagnostic], exitCode: ExitCode) -> String {
        JSONValue.object([
            "catalogs": .array(catalogs.map { catalog in
                .object([
                    "path": .string(catalog.path),
                    // Catalogs and XLIFF files share the list (both are counted alike); scripts tell them apart here.
                    "kind": .string(catalog.isXLIFF ? "xliff" : "catalog"),
                    "sourceLanguage": .string(catalog.sourceLanguage),
                    "languages": .array(catalog.languages.map(language)),
                ])
            }),
            "totals": .array(CatalogStatistics.totals(catalogs).map(language)),
            "diagnostics": .array(diagnostics.map(ImportReportJSON.diagnostic)),
            "exitCode": .number(String(exitCode.rawValue)),
        ]).prettyPrinted
    }

    static func language(_ statistics: LanguageStatistics) -> JSONValue {
        .object([
            "language": .string(statistics.language),
            "total": .number(String(statistics.total)),
            "translated": .number(String(statistics.translated)),
            "needsReview": .number(String(statistics.needsReview)),
            "untranslated": .number(String(statistics.untranslated)),
            "stale": .number(String(statistics.stale)),
            "percentTranslated": .number(statistics.percentTranslated),
        ])
    }
}
