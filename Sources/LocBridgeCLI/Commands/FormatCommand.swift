import LocBridge

/// `locbridge format [--check] <path>...`: rewrites catalogs in the exact bytes Xcode writes
/// (FORMATS.md §1 "Exact bytes"), or with `--check` only reports the ones that differ.
///
/// A catalog that does not parse is reported and never written; the others are still processed.
/// Exit status: 65 if any catalog could not be read, else 1 if `--check` found differences, else 0
/// (70 if a rewrite could not be written, 64 for a usage error).
enum FormatCommand: Command {
    static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite String Catalogs in the exact form Xcode writes.",
        discussion: """
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
            """,
        options: [
            OptionSpec("check", help: "Write nothing; list the catalogs that are not canonical and exit 1 if any."),
        ],
        arguments: [
            ArgumentSpec("path", help: "A .xcstrings file, or a folder to search.", isVariadic: true),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> FormatOptions {
        FormatOptions(check: arguments.flag("check"), paths: try arguments.positionalPaths(of: spec))
    }

    static func run(_ options: FormatOptions, context: CommandContext) throws -> ExitCode {
        let catalogs: [String]
        var empty: [String] = []
        do {
            // As export and check: a translator's bundle is not the project's; one named directly is searched.
            let folders = FolderWarnings(context: context)
            catalogs = try CatalogFinder.catalogs(in: options.paths, relativeTo: context.io.currentDirectory,
                                                  skippingBundles: true, folderNamedAsCatalog: folders.print,
                                                  brokenLink: folders.print, skipped: folders.print,
                                                  foundNothing: { empty.append($0) })
        } catch {
            context.diagnostics.print(error.diagnostic)
            return .dataError
        }
        // As check, stats and export: a folder without catalogs is most likely the wrong folder, also
        // beside others that have some. Nothing is written.
        if !empty.isEmpty {
            let searched = empty.map(Diagnostic.quotedIfNeeded).joined(separator: ", ")
            context.diagnostics.print(Diagnostic(.error, "no .xcstrings catalogs found in \(searched)"))
            return .dataError
        }

        var exitCode = ExitCode.success
        var changed = 0
        var failed = 0
        var changedPaths: [String] = []
        for path in catalogs {
            switch format(path, check: options.check, context: context) {
            case .canonical:
                break
            case .changed:
                changed += 1
                changedPaths.append(path)
                if options.check { exitCode = max(exitCode, .findings) }
            case .unreadable:
                failed += 1
                exitCode = max(exitCode, .dataError)
            case .unwritable:
                failed += 1
                exitCode = max(exitCode, .internalError)
            }
        }
        context.output(summary(total: catalogs.count, changed: changed, failed: failed, check: options.check))
        if options.check && changed > 0 {
            // Catalogs named one by one: only those to rewrite. A folder stands for what it holds.
            let named = Set(catalogs)
            let paths = options.paths.allSatisfy(named.contains) ? changedPaths : options.paths
            context.output("to rewrite \(changed == 1 ? "it" : "them"): " + rewriteCommand(paths))
        }
        return exitCode
    }

    /// `locbridge format App`: the paths as given, as shell words (after `--` when one looks like an option).
    static func rewriteCommand(_ paths: [String]) -> String {
        ShellWord.commandLine(spec.qualifiedName, paths.map(ShellWord.quoted), paths: paths)
    }

    /// What happened to one catalog.
    enum Outcome: Equatable {
        /// Already byte-identical to what the writer produces.
        case canonical
        /// Differed: rewritten, or (with `--check`) reported.
        case changed
        /// Could not be read or parsed; reported, left untouched.
        case unreadable
        /// Parsed but could not be written back.
        case unwritable
    }

    /// Reads, re-writes in memory, compares, and rewrites or reports one catalog.
    static func format(_ path: String, check: Bool, context: CommandContext) -> Outcome {
        let file = context.resolve(path)
        context.detail("checking \(Diagnostic.quotedIfNeeded(path))")
        let original: [UInt8]
        let result: CatalogReadResult
        do {
            original = try FileBytes.read(file)
        } catch {
            context.diagnostics.print(CatalogReader.unreadable(error, shownAs: path))
            return .unreadable
        }
        do {
            result = try CatalogReader.read(original, path: path)
        } catch {
            context.diagnostics.print(ReadOnlyInput.catalogError(error, bytes: original, command: spec.name))
            return .unreadable
        }
        result.warnings.forEach(context.diagnostics.print)

        // Compare chunk by chunk first: a canonical catalog never needs a second copy in memory.
        if CatalogWriter.writes(result.catalog, exactly: original) { return .canonical }
        if check {
            let line = firstDifferingLine(original, CatalogWriter.bytes(result.catalog)) ?? 1
            // The result `--check` asks for: listed under `--quiet` too.
            context.outputText("not canonical: \(Diagnostic.quotedIfNeeded(path)) (first difference at line \(line))\n")
            return .changed
        }
        do {
            try CatalogWriter.write(result.catalog, toFile: file)
        } catch {
            context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(path)): \(error.reason)"))
            return .unwritable
        }
        context.output("formatted \(Diagnostic.quotedIfNeeded(path))")
        return .changed
    }

    /// The 1-based line of `original` where it first differs from `canonical`, or nil when they are equal.
    static func firstDifferingLine(_ original: [UInt8], _ canonical: [UInt8]) -> Int? {
        guard original != canonical else { return nil }
        let common = zip(original, canonical).prefix { $0 == $1 }.count
        return original[..<common].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// `2 of 5 catalogs reformatted`, `1 of 1 catalog not canonical, 1 with errors`.
    static func summary(total: Int, changed: Int, failed: Int, check: Bool) -> String {
        let noun = total == 1 ? "catalog" : "catalogs"
        var text = "\(changed) of \(total) \(noun) \(check ? "not canonical" : "reformatted")"
        if failed > 0 { text += ", \(failed) with errors" }
        return text
    }
}
