import LocBridge

/// `locbridge review --base OLD CATALOG [--check]`: marks `needs_review` the translations of every key
/// whose source text changed since OLD (`SourceReview` has the rule), for CI or before handing work to
/// translators.
///
/// Each marked key is reported as a note at its line in CATALOG. CATALOG is written atomically, in
/// Xcode's bytes, and only when something was marked. Exit status: 0 done; with `--check` (nothing
/// written) 1 when anything would be marked, else 0; 64 for a usage error (an empty path too); 65 when a
/// catalog cannot be read (then nothing is written); 70 when CATALOG cannot be written.
enum ReviewCommand: Command {
    static let spec = CommandSpec(
        name: "review",
        abstract: "Mark translations needs_review where the source text changed since an older catalog.",
        discussion: """
            Compares CATALOG with OLD key by key, leaf by leaf (plain texts, plural and device forms,
            substitution forms, string sets). Every translation of a key whose source-language text
            changed is marked needs_review (all its forms), except forms that themselves changed since
            OLD. Only translated forms are marked: new, needs_review, stale and states locbridge does
            not know stay as they are. CATALOG is written, in Xcode's bytes, only when something was
            marked.

            Exit status: 0 done (with --check: nothing to mark), 1 --check found translations to mark,
            64 a usage error (an empty path too), 65 a catalog could not be read, 70 CATALOG could not
            be written.

            OLD is only read and may be a pipe; so may CATALOG with --check. An empty OLD is a
            catalog that did not exist yet (what git show gives for a new file): nothing to mark.

            Examples:
              locbridge review --base release-1.0/Localizable.xcstrings App/Localizable.xcstrings
              locbridge review --check --base <(git show main:App/Localizable.xcstrings) App/Localizable.xcstrings
            """,
        options: [
            OptionSpec("base", .value(placeholder: "old-catalog"), required: true,
                       help: "The same catalog at an older version (required)."),
            OptionSpec("check", help: "Write nothing; exit 1 if any translation would be marked."),
        ],
        arguments: [
            ArgumentSpec("catalog", help: "The .xcstrings file to review."),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> ReviewOptions {
        try ReviewOptions(base: arguments.requiredPath("base", of: spec), check: arguments.flag("check"),
                          catalog: arguments.positionalPath(0, of: spec))
    }

    static func run(_ options: ReviewOptions, context: CommandContext) throws -> ExitCode {
        // Not "cannot read": --check reads a pipe; it is the write in place that a pipe cannot take.
        if !options.check, FileBytes.isPipe(context.resolve(options.catalog)) {
            context.diagnostics.print(Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(options.catalog)) is a pipe, and review "
                + "writes CATALOG in place, which a pipe cannot take; name the catalog's file, or pass --check, which only reports"))
            return .dataError
        }
        // OLD is only read, so it may be a pipe (`<(git show …)`); so may CATALOG when --check writes nothing.
        let base = read(options.base, acceptingPipes: true, emptyMeansNew: true, context: context)
        let current = read(options.catalog, acceptingPipes: options.check, context: context)
        guard var base, var catalog = current else { return .dataError }
        // An empty OLD is a catalog that did not exist then (`git show` of a file a branch adds gives
        // nothing): every key is new, so no source text changed.
        if base.strings.isEmpty { base.sourceLanguage = catalog.sourceLanguage }

        let report = SourceReview.apply(base: base, to: &catalog)
        if report.changedCatalog && !options.check {
            do {
                try CatalogWriter.write(catalog, toFile: context.resolve(options.catalog))
            } catch {
                // The notes would say "marked": nothing was.
                context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(options.catalog)): \(error.reason); nothing was marked"))
                return .internalError
            }
        }
        // With --check the notes are what exit 1 is about: -q keeps them.
        report.diagnostics(catalogPath: options.catalog, applied: !options.check)
            .forEach(options.check ? context.printFailing : context.diagnostics.print)
        context.output(summary(report, catalog: options.catalog, check: options.check))
        return options.check && report.changedCatalog ? .findings : .success
    }

    /// Reads one catalog, printing its warnings, or its error and nil; an empty file, where
    /// `emptyMeansNew`, is a catalog without keys.
    static func read(_ path: String, acceptingPipes: Bool, emptyMeansNew: Bool = false, context: CommandContext) -> StringCatalog? {
        context.detail("reading \(Diagnostic.quotedIfNeeded(path))")
        let bytes: [UInt8]
        do {
            bytes = try CatalogReader.fileBytes(context.resolve(path), displayPath: path, acceptingPipes: acceptingPipes)
        } catch {
            context.diagnostics.print(error.diagnostic)
            return nil
        }
        if emptyMeansNew && bytes.isEmpty { return StringCatalog(sourceLanguage: "") }
        do {
            let result = try CatalogReader.read(bytes, path: path)
            result.warnings.forEach(context.diagnostics.print)
            return result.catalog
        } catch {
            context.diagnostics.print(ReadOnlyInput.catalogError(error, bytes: bytes, command: spec.name))
            return nil
        }
    }

    /// `App/L.xcstrings: source changed for 2 keys; 3 translations marked needs_review`.
    static func summary(_ report: SourceReviewReport, catalog: String, check: Bool) -> String {
        let keys = report.changes.count
        let marked = report.markedTranslations
        return "\(Diagnostic.quotedIfNeeded(catalog)): source changed for \(keys) \(keys == 1 ? "key" : "keys"); "
            + "\(marked) \(marked == 1 ? "translation" : "translations") \(check ? "would be marked" : "marked") needs_review"
    }
}
