import Foundation
import LocBridge

/// `locbridge export`: every catalog under the given paths → one XLIFF (or `.xcloc`) per language, as
/// Xcode's `xcodebuild -exportLocalizations` writes them (FORMATS.md §2).
///
/// Everything is computed before anything is written: a catalog that does not parse, or a key that
/// cannot be exported, stops the export with nothing written (exit 65).
enum ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Export String Catalogs to XLIFF 1.2 or .xcloc bundles for translators.",
        discussion: """
            Writes OUTPUT/<lang>.xliff (or OUTPUT/<lang>.xcloc with --xcloc) for each language, with one
            <file> per catalog, byte for byte as Xcode writes them. Folders are searched for *.xcstrings,
            skipping .build, DerivedData, .git and *.xcloc bundles, and for legacy tables (<lang>.lproj
            folders with .strings/.stringsdict), each exported as Xcode's legacy units when its
            development-language file exists (the catalogs' source language, else en). Symbolic links to
            folders are followed, each folder once. A named <lang>.lproj folder stands for its files.

            By default every language the catalogs have, except the source language, is exported.
            Tags that name one language (de and DE) are one file, named as the first catalog spells it.

            Exit status: 0 exported, 64 for a usage error, 65 when an input could not be read or a path
            has nothing to export, 70 when an output file could not be written.

            Examples:
              locbridge export --output Localizations .
              locbridge export --languages de,fr --xcloc --output Localizations App
              locbridge export --all-languages --project-root . --output out App/Localizable.xcstrings
            """,
        options: [
            OptionSpec("output", .value(placeholder: "folder"), required: true, help: "Folder to write the files into (required)."),
            OptionSpec("languages", .value(placeholder: "list"), repeatable: true, help: "Comma-separated languages to export, e.g. de,fr,pt-BR."),
            OptionSpec("all-languages", help: "Export every language of the catalogs, the source language included."),
            OptionSpec("include-source-language", help: "Also export the source language (target = source)."),
            OptionSpec("xcloc", help: "Write .xcloc bundles instead of bare XLIFF files."),
            OptionSpec("project-root", .value(placeholder: "folder"),
                       help: "Folder that <file original> paths are relative to (default: current folder)."),
            OptionSpec("project", .value(placeholder: "name"),
                       help: "Project name for .xcloc contents.json (default: the .xcodeproj in the project root)."),
            OptionSpec("tool-info", .value(placeholder: "id,name,version[,build]"),
                       help: "Write this <tool> line instead of locbridge's, e.g. com.apple.dt.xcode,Xcode,16.0,16A242."),
        ],
        arguments: [
            ArgumentSpec("path", help: "A .xcstrings file, a legacy table's <lang>.lproj/<Table>.strings or .stringsdict "
                         + "file, a <lang>.lproj folder, or a folder to search.", isVariadic: true),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> ExportOptions {
        let output = try arguments.requiredPath("output", of: spec)
        let languages = arguments.commaSeparatedValues("languages")
        return ExportOptions(
            languages: languages, allLanguages: arguments.flag("all-languages"),
            includeSourceLanguage: arguments.flag("include-source-language"), xcloc: arguments.flag("xcloc"),
            projectRoot: try arguments.path("project-root", of: spec), output: output, toolInfo: arguments.value("tool-info"),
            project: arguments.value("project"), paths: try arguments.positionalPaths(of: spec))
    }

    static func run(_ options: ExportOptions, context: CommandContext) throws -> ExitCode {
        if options.languages != nil && options.allLanguages {
            context.diagnostics.print(Diagnostic(.error, "--languages and --all-languages cannot be used together"))
            return .usage
        }
        if let problem = LanguagesOption.problem(options.languages) {
            context.diagnostics.print(problem)
            return .usage
        }
        var tool = ToolInfo.locbridge
        if let text = options.toolInfo {
            guard let parsed = ToolInfo(commaSeparated: text) else {
                context.diagnostics.print(Diagnostic(.error, "--tool-info needs ID,NAME,VERSION[,BUILD], got '\(text)'"))
                return .usage
            }
            tool = parsed
        }
        if let problem = ProjectRootOption.problem(options.projectRoot, context: context) {
            context.diagnostics.print(problem)
            return .usage
        }
        let root = RelativePath.standardized(context.resolve(options.projectRoot ?? "."))
        let folders = FolderWarnings(context: context)
        guard let found = find(options.paths, folders: folders, context: context) else { return .dataError }
        guard let catalogs = loadCatalogs(found.catalogs, root: root, context: context) else { return .dataError }
        // Legacy tables (LegacyExport.swift) beside the catalogs.
        let development = Set(catalogs.map(\.catalog.sourceLanguage)).count == 1 ? catalogs[0].catalog.sourceLanguage : "en"
        guard let loaded = loadLegacyTables(found.tables, root: root, developmentLanguage: development, context: context) else {
            return .dataError
        }
        let legacy = loaded.tables
        if catalogs.isEmpty && legacy.isEmpty {
            // Tables were found (each path yields something), but none has its development-language file.
            context.diagnostics.print(LegacyExportLoader.nothingExported(from: options.paths, skippedTables: loaded.skippedTables,
                                                                         developmentLanguage: development))
            return .dataError
        }
        let exporter = Exporter(catalogs: catalogs, legacyTables: legacy, tool: tool)
        do {
            try exporter.validate()
        } catch {
            error.diagnostics.forEach(context.diagnostics.print)
            return .dataError
        }
        exporter.tablesExportedTwice().forEach(context.diagnostics.print)
        let languages = chooseLanguages(options, exporter: exporter)
        for (language, warning) in loaded.keysNotExported where languages.contains(where: { LanguageTag.same($0, language) }) {
            context.diagnostics.print(warning)
        }
        // Languages name the output files: the command line's must be language tags (`validate` refused
        // a catalog's).
        if let bad = languages.first(where: { !LanguageTag.isWellFormed($0) }) {
            context.diagnostics.print(Diagnostic(.error, "cannot export: \(LanguageTag.notATag(bad))"))
            return .usage
        }
        if languages.isEmpty {
            context.diagnostics.print(Diagnostic(.warning, "no languages to export: the catalogs have no translations; "
                + "name some with --languages"))
        }
        for language in languages where PluralRules.categories(for: language).matchedLanguage == nil {
            context.diagnostics.print(Diagnostic(.warning, "no CLDR plural rules for '\(language)'; its plural units use "
                + "the categories one and other"))
        }
        // Judged on the real path too: a link inside the root may lead out (the bundle's import would refuse it).
        if options.xcloc, let problem = outsideRoot(catalogs.map(\.original) + legacy.map(\.original), root: root) {
            context.diagnostics.print(problem)
            return .dataError
        }
        // Exported all the same, but an import writes back through `..` or such a link only when told it may.
        for original in catalogs.map(\.original) + legacy.map(\.original) where !options.xcloc {
            guard RelativePath.staysInside(original) else {
                context.diagnostics.print(Diagnostic(.warning, "\(Diagnostic.quotedIfNeeded(original)) is outside the project root "
                    + "\(Diagnostic.quotedIfNeeded(root)) (through \"..\"): importing translations into it will need --allow-outside-root"))
                continue
            }
            guard let target = linkTargetOutside(original, root: root) else { continue }
            context.diagnostics.print(Diagnostic(.warning, "\(Diagnostic.quotedIfNeeded(original)) leads through a symbolic link to "
                + "\(Diagnostic.quotedIfNeeded(target)), outside the project root \(Diagnostic.quotedIfNeeded(root)): importing "
                + "translations into it will need --allow-outside-root"))
        }
        return write(exporter, languages: languages, options: options, root: root, context: context)
    }

    /// The error for the first of `originals` that has no place in an `.xcloc` bundle's `Source
    /// Contents`: one outside the root by its `..`, or one inside it that leads through a symbolic link
    /// (itself, or a folder on the way) to a file outside, which is named. Nil when all lie inside.
    static func outsideRoot(_ originals: [String], root: String) -> Diagnostic? {
        let remedy = "so it has no place in an .xcloc bundle's Source Contents; pass a --project-root that contains"
        for original in originals {
            let shown = Diagnostic.quotedIfNeeded(original)
            guard RelativePath.staysInside(original) else {
                return Diagnostic(.error, "\(shown) is outside the project root, \(remedy) it")
            }
            guard case .failure(let escape) = RealPath.contained(original, in: root) else { continue }
            // The path is inside; only where the link leads is not: say where that is.
            guard let target = linkTargetOutside(original, root: root) else {
                return Diagnostic(.error, "\(shown) is outside the project root (\(escape.reason)), \(remedy) it")
            }
            return Diagnostic(.error, "\(shown) leads through a symbolic link to \(Diagnostic.quotedIfNeeded(target)), which is "
                + "outside the project root \(Diagnostic.quotedIfNeeded(root)), \(remedy) both, or copy the file into the project")
        }
        return nil
    }

    /// Where `original` (inside the root by its path) leads through a symbolic link outside the root; nil
    /// when it stays inside or escapes otherwise.
    static func linkTargetOutside(_ original: String, root: String) -> String? {
        guard case .failure(.symbolicLink) = RealPath.contained(original, in: root) else { return nil }
        return RealPath.resolve(RelativePath.standardized(root + "/" + original))
    }

    /// What the paths name: catalogs, and legacy tables (folders searched for `<lang>.lproj` folders; a
    /// `.strings`/`.stringsdict` file, or a `.lproj` folder's files, naming their tables). Nil (after
    /// printing why) when a path does not exist or cannot be searched, or yields neither: a path named
    /// for nothing is most likely the wrong one, and leaving it out would lose its texts quietly.
    private static func find(_ paths: [String], folders: FolderWarnings,
                             context: CommandContext) -> (catalogs: [String], tables: [LegacyTableSet])? {
        let directory = context.io.currentDirectory
        var empty: Set<String> = []
        var noTables: Set<String> = []
        let catalogs: [String]
        var tables: [LegacyTableSet] = []
        do {
            // A `.strings`/`.stringsdict` file named directly stands for its table, not a catalog.
            catalogs = try CatalogFinder.catalogs(in: paths.filter { !LegacyTableFile.isLegacy($0) }, relativeTo: directory,
                                                  skippingBundles: true, folderNamedAsCatalog: folders.print,
                                                  brokenLink: folders.print, skipped: folders.print,
                                                  foundNothing: { empty.insert($0) })
            let searched = paths.filter { isFolder(context.resolve($0)) && !LegacyTableFile.isLproj($0) }
            tables = try LegacyTableFinder.tables(in: searched, relativeTo: directory, brokenLink: folders.print,
                                                  skipped: folders.print, foundNothing: { noTables.insert($0) })
            // A `.lproj` folder named stands for its files, as if each were named.
            var files: [String] = []
            for path in paths {
                if LegacyTableFile.isLegacy(path) {
                    files.append(path)
                } else if LegacyTableFile.isLproj(path) && isFolder(context.resolve(path)) {
                    let inside = try LegacyTableFile.files(inLproj: path, relativeTo: directory, brokenLink: folders.print)
                    if inside.isEmpty { noTables.insert(path) }
                    files += inside
                }
            }
            for file in files {
                guard let table = try LegacyTableFile.table(named: file, relativeTo: directory, brokenLink: folders.print) else {
                    context.diagnostics.print(Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(file)): not in a <lang>.lproj folder, so not part of a "
                        + "legacy table; name the .lproj folder's parent, or the .xcstrings catalog"))
                    return nil
                }
                let identity = RealPath.identity(of: table.resolvedFolder)
                if !tables.contains(where: { RealPath.identity(of: $0.resolvedFolder) == identity && $0.table == table.table }) {
                    tables.append(table)
                }
            }
        } catch {
            context.diagnostics.print(error.diagnostic)
            return nil
        }
        var said: Set<String> = []
        let nothing = paths.filter { empty.contains($0) && noTables.contains($0) && said.insert($0).inserted }
        guard nothing.isEmpty else {
            context.diagnostics.print(Diagnostic(.error, "no .xcstrings catalogs or legacy *.lproj tables found in "
                + nothing.map(Diagnostic.quotedIfNeeded).joined(separator: ", ")))
            return nil
        }
        return (catalogs, tables)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Reads every catalog found; nil (after printing why) when any cannot be read.
    private static func loadCatalogs(_ found: [String], root: String, context: CommandContext) -> [ExportedCatalog]? {
        var catalogs: [ExportedCatalog] = []
        var failed = false
        for path in found {
            context.detail("reading \(Diagnostic.quotedIfNeeded(path))")
            do {
                let bytes = try CatalogReader.fileBytes(context.resolve(path), displayPath: path)
                let result = try read(bytes, path: path)
                result.warnings.forEach(context.diagnostics.print)
                let original = RelativePath.original(of: context.resolve(path), projectRoot: root)
                catalogs.append(ExportedCatalog(original: original, catalog: result.catalog, displayPath: path))
            } catch {
                context.diagnostics.print(error.diagnostic)
                failed = true
            }
        }
        return failed ? nil : catalogs
    }

    /// Parses a catalog; an XLIFF file named as a path is said to be one, whose translations go the other way.
    private static func read(_ bytes: [UInt8], path: String) throws(CatalogError) -> CatalogReadResult {
        do {
            return try CatalogReader.read(bytes, path: path)
        } catch {
            throw CatalogError(ReadOnlyInput.catalogError(error, bytes: bytes, command: spec.name,
                                                          instead: "XLIFF files are read by locbridge import"))
        }
    }

    /// Reads the legacy tables found; nil (after printing why) when a file cannot be read.
    private static func loadLegacyTables(_ sets: [LegacyTableSet], root: String, developmentLanguage: String,
                                         context: CommandContext) -> LegacyExportLoader.Result? {
        guard !sets.isEmpty else { return LegacyExportLoader.Result() }
        let result = LegacyExportLoader.load(sets, developmentLanguage: developmentLanguage, root: root)
        result.filesRead.forEach { context.detail("reading \(Diagnostic.quotedIfNeeded($0))") }
        result.warnings.forEach(context.diagnostics.print)
        result.errors.forEach(context.diagnostics.print)
        return result.errors.isEmpty ? result : nil
    }

    /// Each language once (`de` and `DE` are one file, as `Exporter.translatedLanguages` spells it).
    private static func chooseLanguages(_ options: ExportOptions, exporter: Exporter) -> [String] {
        let source = options.allLanguages || options.includeSourceLanguage ? exporter.sourceLanguages : []
        if let requested = options.languages {
            // As the catalogs spell them (`DE` → `de`).
            let known = exporter.translatedLanguages + exporter.sourceLanguages
            return LanguageTag.distinct(requested.map { LanguageTag.spelling(of: $0, among: known) } + source)
        }
        return KeyOrder.sorted(LanguageTag.distinct(exporter.translatedLanguages + source))
    }

    private static func write(_ exporter: Exporter, languages: [String], options: ExportOptions, root: String,
                              context: CommandContext) -> ExitCode {
        let output = context.resolve(options.output)
        let project = options.project ?? projectName(in: root)
        // A language per core at a time, each freed once written: building cannot fail (the catalogs were
        // read and validated above), and holding every language's document at once took hundreds of MB.
        var written: [String] = []
        var progress = Progress(io: context.io, total: languages.count, label: "exporting")
        let xcloc = options.xcloc
        do {
            try Batches.forEach(languages, make: { language in
                exporter.output(for: language, xcloc: xcloc, project: project)
            }, use: { language, built in
                progress.step(written.count + 1, language)
                do {
                    for warning in try ExportOutput.write(built, to: output, shownFolder: options.output) {
                        context.diagnostics.print(Diagnostic(.warning, warning))
                    }
                } catch {
                    progress.finish()
                    // Say what is there and what is not: the languages before this one were written.
                    let notWritten = languages.filter { !written.contains($0) }
                    context.diagnostics.print(Diagnostic(.error, "cannot write the export for \(language): \(error); "
                        + (written.isEmpty ? "nothing was written" : "written: \(written.joined(separator: ", "))")
                        + "; not written: \(notWritten.joined(separator: ", "))"))
                    throw error
                }
                written.append(language)
                progress.finish()
                context.output(summary(language: language, document: built.document, xcloc: xcloc, output: options.output))
            })
        } catch {
            return .internalError
        }
        return .success
    }

    /// `de: Localizations/de.xliff — 13 files, 256 units, 12 untranslated`. A `<file>` of a catalog whose
    /// source language this is carries its source as target, so none of its units is untranslated (as
    /// `stats` counts them): a file of only those says `(the source language)`, one that also translates
    /// other catalogs into it counts theirs and says how many are source files.
    static func summary(language: String, document: XLIFFDocument, xcloc: Bool, output: String) -> String {
        let units = document.files.reduce(0) { $0 + $1.units.count }
        let translated = document.files.filter { !LanguageTag.same($0.sourceLanguage, $0.targetLanguage) }
        // Counted as stats counts the written file: empty values are untranslated too; translate="no" units
        // and units whose source is empty (nothing to translate) are not.
        let untranslated = CatalogStatistics(xliff: document, path: output).languages.reduce(0) { $0 + $1.untranslated }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        let file = "\(folder)/\(language).\(xcloc ? "xcloc" : "xliff")"
        // Catalogs and legacy tables: one <file> each.
        let files = document.files.count == 1 ? "1 file" : "\(document.files.count) files"
        let counted = "\(language): \(Diagnostic.quotedIfNeeded(file)) — \(files), \(units) \(units == 1 ? "unit" : "units")"
        let sourceFiles = document.files.count - translated.count
        guard !document.files.isEmpty, sourceFiles > 0 else { return counted + ", \(untranslated) untranslated" }
        guard sourceFiles < document.files.count else { return counted + " (the source language)" }
        return counted + ", \(untranslated) untranslated (\(sourceFiles) \(sourceFiles == 1 ? "file is in its" : "files are in their") catalog's source language)"
    }

    /// The `.xcodeproj` (or `.xcworkspace`) in the project root, else the root folder's name + `.xcodeproj`.
    private static func projectName(in root: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted() ?? []
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return project }
        if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") }) { return workspace }
        return (root as NSString).lastPathComponent + ".xcodeproj"
    }
}
