import LocBridge

/// `locbridge merge --base BASE OURS THEIRS [--output FILE] [--name PATH]`: a three-way String Catalog
/// merge (`CatalogThreeWayMerge` has the rules), shaped as a git merge driver: git runs
/// `locbridge merge --base %O %A %B --name %P` and expects the result in `%A` (OURS), exit 0 for a
/// clean merge and non-zero for conflicts.
///
/// The result is always written in Xcode's bytes (when OURS, or `--output`, does not already hold
/// exactly them; into `--output` always when it is standard output, a pipe, a terminal or /dev/null),
/// also when there are conflicts: each then holds ours (or the changed side, against a
/// deletion) and is reported at its line in the result. An empty BASE file (what git passes when both
/// branches added the file) means there is no common base (one of white space is refused); an empty path
/// is a usage error. Exit status:
/// 0 merged cleanly, 1 conflicts, 64 usage, 65 an input cannot be read (nothing written), 70 the result
/// cannot be written.
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge",
        abstract: "Merge two versions of a String Catalog with their common base (a git merge driver).",
        discussion: """
            A three-way merge by key and member rather than by line: both sides' additions are kept, a
            change on one side wins over no change on the other, and a value both sides changed
            differently is a conflict that keeps ours and is reported. A key deleted on one side is
            deleted unless the other side changed it (then the changed key is kept, as a conflict). When
            one side changed a key's source text, the translated forms of that key it did not write are
            marked needs_review. The result is written in Xcode's bytes over OURS, or to --output.
            BASE and THEIRS are only read and may be pipes; so may OURS with --output.
            --output /dev/stdout prints the catalog (the summary then goes to standard error); a pipe, a
            terminal or /dev/null given as --output is written into, not replaced.

            As a git merge driver, with "*.xcstrings merge=xcstrings" in .gitattributes:
              git config merge.xcstrings.name "String Catalog three-way merge"
              git config merge.xcstrings.driver "locbridge merge --base %O %A %B --name %P"

            Exit status: 0 merged cleanly, 1 conflicts (ours kept; git marks the file conflicted),
            64 a usage error (an empty path too: an empty file, not an empty path, means no base),
            65 a catalog could not be read (nothing written), 70 the result could not be written.
            """,
        options: [
            OptionSpec("base", .value(placeholder: "base-catalog"), required: true,
                       help: "The common ancestor (required; an empty file means none)."),
            OptionSpec("output", .value(placeholder: "file"), help: "Write the result here instead of over <ours>."),
            OptionSpec("name", .value(placeholder: "path"),
                       help: "The catalog's path in messages (git: %P; default: the output path)."),
        ],
        arguments: [
            ArgumentSpec("ours", help: "Our version (git: %A); receives the result unless --output is given."),
            ArgumentSpec("theirs", help: "Their version (git: %B)."),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> MergeOptions {
        try MergeOptions(base: arguments.requiredPath("base", of: spec), ours: arguments.positionalPath(0, of: spec),
                         theirs: arguments.positionalPath(1, of: spec), output: arguments.path("output", of: spec),
                         name: arguments.path("name", of: spec))
    }

    static func run(_ options: MergeOptions, context: CommandContext) throws -> ExitCode {
        let shownName = options.name ?? options.output ?? options.ours
        // With --name, the inputs are git's temporary files: name them by the catalog and their role.
        func shown(_ path: String, _ role: String) -> String { options.name.map { "\($0) (\(role))" } ?? path }
        let writesOurs = context.identity(of: options.output ?? options.ours) == context.identity(of: options.ours)
        // Not "cannot read": with --output a pipe is read; it is the write over OURS that a pipe cannot take.
        if writesOurs, FileBytes.isPipe(context.resolve(options.ours)) {
            context.diagnostics.print(Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(options.ours)) is a pipe, and merge writes "
                + "the result over OURS, which a pipe cannot take; name OURS's file, or pass --output, which leaves OURS as it is"))
            return .dataError
        }
        // What is only read may be a pipe (`<(git show …)`); OURS is not, when the result is written over it.
        let base = read(options.base, shownAs: shown(options.base, "base"), allowingEmpty: true, acceptingPipes: true,
                        context: context)
        let ours = read(options.ours, shownAs: shown(options.ours, "ours"), allowingEmpty: false, acceptingPipes: !writesOurs,
                        context: context)
        let theirs = read(options.theirs, shownAs: shown(options.theirs, "theirs"), allowingEmpty: false, acceptingPipes: true,
                          context: context)
        guard case .read(let baseCatalog, _) = base, case .read(let ours?, let oursBytes) = ours, case .read(let theirs?, _) = theirs else {
            return .dataError
        }

        let result = CatalogThreeWayMerge.merge(base: baseCatalog, ours: ours, theirs: theirs)
        let destination = context.resolve(options.output ?? options.ours)
        // `--output /dev/stdout`: the result is the command's output, and the summary goes to stderr.
        let toStandardOutput = options.output != nil && context.io.isStandardOutput(destination)
        if toStandardOutput {
            context.outputText(String(decoding: result.bytes, as: UTF8.self))
        } else if options.output != nil, StreamOutput.isStream(destination) {
            // A pipe, terminal or /dev/null is written into, whatever it held.
            do {
                try StreamOutput.write(result.bytes, to: destination)
            } catch {
                context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(options.output!)): \(error.reason)"))
                return .internalError
            }
        } else if (writesOurs ? oursBytes : try? FileBytes.read(destination)) != result.bytes {
            // OURS as first read: read again, it would become what the write is checked against, and a change
            // made meanwhile by another process would be overwritten.
            do {
                try AtomicFile.write(result.bytes, toFile: destination)
            } catch {
                // The merge's notes would say "marked needs_review": nothing was.
                context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(options.output ?? options.ours)): \(error.reason); "
                    + "the merge was not saved"))
                return .internalError
            }
        }
        // The conflicts are what exit 1 is about: -q keeps them.
        let conflicts = Set(result.conflicts.map { $0.diagnostic(catalogPath: shownName) })
        for diagnostic in result.diagnostics(catalogPath: shownName) {
            conflicts.contains(diagnostic) ? context.printFailing(diagnostic) : context.diagnostics.print(diagnostic)
        }
        if toStandardOutput {
            if context.verbosity != .quiet { context.io.writeStderr(summary(result, name: shownName) + "\n") }
        } else {
            context.output(summary(result, name: shownName))
        }
        return result.hasConflicts ? .findings : .success
    }

    /// One input file, read.
    enum Input {
        /// The catalog, or nil for an empty file where that is allowed (no common base), and the bytes read.
        case read(StringCatalog?, [UInt8])
        /// Could not be read or parsed; already reported.
        case unreadable
    }

    /// Reads one input, printing its warnings or its error.
    static func read(_ path: String, shownAs shownPath: String, allowingEmpty: Bool, acceptingPipes: Bool,
                     context: CommandContext) -> Input {
        context.detail("reading \(Diagnostic.quotedIfNeeded(shownPath))")
        let bytes: [UInt8]
        do {
            bytes = try CatalogReader.fileBytes(context.resolve(path), displayPath: shownPath, acceptingPipes: acceptingPipes)
        } catch {
            context.diagnostics.print(error.diagnostic)
            return .unreadable
        }
        if allowingEmpty && bytes.isEmpty { return .read(nil, bytes) }
        do {
            let result = try CatalogReader.read(bytes, path: shownPath)
            result.warnings.forEach(context.diagnostics.print)
            return .read(result.catalog, bytes)
        } catch {
            var diagnostic = ReadOnlyInput.catalogError(error, bytes: bytes, command: spec.name)
            // Only an empty BASE means no base (what git passes); one of white space is refused, with the way to say none.
            let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
            if allowingEmpty, text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                diagnostic.message += "; to merge without a base, make BASE empty"
            }
            context.diagnostics.print(diagnostic)
            return .unreadable
        }
    }

    /// `merged App/L.xcstrings: 1 key added, 2 changed, 0 deleted; 1 conflict; 0 translations marked needs_review`
    /// (keys counted against ours).
    static func summary(_ result: CatalogMergeResult, name: String) -> String {
        let conflicts = result.conflicts.count
        let marked = result.markedTranslations
        return "merged \(Diagnostic.quotedIfNeeded(name)): \(result.keysAdded) \(result.keysAdded == 1 ? "key" : "keys") added, "
            + "\(result.keysChanged) changed, \(result.keysDeleted) deleted; "
            + "\(conflicts) \(conflicts == 1 ? "conflict" : "conflicts"); "
            + "\(marked) \(marked == 1 ? "translation" : "translations") marked needs_review"
    }
}
