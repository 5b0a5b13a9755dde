import Foundation
import LocBridge

/// `locbridge migrate`: legacy `*.lproj/<Table>.strings` + `.stringsdict` into one `<Table>.xcstrings`
/// per table, the way Xcode's "Migrate to String Catalog" does (FORMATS.md §4), keeping every comment
/// and never half-importing a language.
///
/// Every table is read, converted and merged with an existing catalog of the same name before anything
/// is written; catalogs are written atomically; `--remove-legacy` deletes a table's legacy files only
/// after its catalog is on disk.
enum MigrateCommand: Command {
    static let spec = CommandSpec(
        name: "migrate",
        abstract: "Migrate legacy .strings and .stringsdict files to String Catalogs.",
        discussion: """
            Finds every folder under each <folder> that holds *.lproj folders (skipping .build, DerivedData, .git,
            Pods, Carthage, .xcloc bundles, built products such as .app and .framework, and resource bundles
            such as Settings.bundle) and writes one <Table>.xcstrings beside them per table name, merging every
            language's <Table>.strings and <Table>.stringsdict (Base.lproj counts as the development
            language). Entries are marked extractionState "migrated"; comments come from the development
            language; a .stringsdict entry wins over a .strings entry with the same key; plurals become
            plural variations or substitutions, device rules device variations. Width rules cannot be
            expressed in a catalog: they are reported and left in their legacy file.

            A language whose file does not parse is left out whole and reported; the others are migrated.
            When that is the development language, which holds the source texts, the whole table is left
            out: no catalog is written and none of its files is removed.
            An existing catalog of the same name is merged into: what it has wins, and every translation
            that differs from the legacy files is reported as a conflict. With --prefer-legacy the legacy
            files' translation replaces the catalog's instead (each reported), e.g. after translations were
            imported into restored legacy files; source texts still conflict, and so do plural forms,
            device variations and substitutions that a plain .strings text would replace.

            Exit status: 0 migrated, 1 a language was left out or there were conflicts, 64 usage error,
            65 a folder or an existing catalog could not be read (then nothing is written), 70 a file could
            not be written.

            Examples:
              locbridge migrate App
              locbridge migrate --dry-run --development-language de App
              locbridge migrate --state needs_review --remove-legacy App Widgets
            """,
        options: [
            OptionSpec("development-language", .value(placeholder: "language"),
                       help: "The catalogs' source language; Base.lproj counts as it (default: en)."),
            OptionSpec("state", .value(placeholder: "state"),
                       help: "State of migrated translations: translated (default) or needs_review."),
            OptionSpec("output", .value(placeholder: "folder"),
                       help: "Write the catalogs under this folder, in the same layout, instead of beside the .lproj folders."),
            OptionSpec("dry-run", help: "Report what would be written; write and delete nothing."),
            OptionSpec("remove-legacy", help: "Delete the migrated legacy files once their catalog is written."),
            OptionSpec("prefer-legacy", help: "Where an existing catalog's translation differs from the legacy files', "
                + "write theirs (reported as replaced) instead of keeping the catalog's."),
        ],
        arguments: [
            ArgumentSpec("folder", help: "A folder searched for *.lproj folders.", isVariadic: true),
        ]
    )

    static func options(from arguments: ParsedArguments) throws(UsageError) -> MigrateOptions {
        try MigrateOptions(developmentLanguage: arguments.value("development-language") ?? "en",
                           state: arguments.value("state") ?? "translated", output: arguments.path("output", of: spec),
                           dryRun: arguments.flag("dry-run"), removeLegacy: arguments.flag("remove-legacy"),
                           preferLegacy: arguments.flag("prefer-legacy"), paths: try arguments.positionalPaths(of: spec))
    }

    /// `; name the folder that holds the .lproj folder instead: App` when some of `paths` are `.lproj`
    /// folders or files in one, where the search finds nothing; nil when none is.
    static func lprojHint(_ paths: [String]) -> String? {
        var holding: [String] = []
        for path in paths {
            if let folder = LegacyTableFile.holdingFolder(ofLproj: path), !holding.contains(folder) { holding.append(folder) }
        }
        guard !holding.isEmpty else { return nil }
        let lprojPaths = paths.count(where: { LegacyTableFile.holdingFolder(ofLproj: $0) != nil })
        let named = lprojPaths == 1 ? "the .lproj folder" : "the .lproj folders"
        return "; name the folder that holds \(named) instead: " + holding.joined(separator: ", ")
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// One catalog to write: the migration, where it goes, and its bytes.
    struct Planned {
        var migration: TableMigration
        var display: String
        var resolved: String
        /// The catalog to write (the migration, merged into the existing catalog when there is one); its
        /// bytes are produced only while comparing and writing, streamed, never held whole.
        var catalog: StringCatalog
        /// False when the file already holds exactly the catalog's bytes.
        var changed: Bool
        /// Set when an existing catalog was merged into.
        var merge: MigrationMerger.Result?
        /// Folders of legacy files also reached under another name (`removableFiles` has that one): emptied
        /// with it, so removed as well.
        var aliasFolders: [String] = []
        /// Whether `--remove-legacy` may remove its legacy files: not while the catalog disagrees with them.
        var agreesWithLegacy: Bool { merge?.conflicts.isEmpty ?? true }
    }

    static func run(_ options: MigrateOptions, context: CommandContext) throws -> ExitCode {
        let states = ["translated", "needs_review"]
        guard states.contains(options.state) else {
            let suggestion = Suggestion.closest(to: options.state, among: states)
            context.diagnostics.print(Diagnostic(.error, "--state takes translated or needs_review, got '\(options.state)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
            context.diagnostics.printLine("Run '\(spec.qualifiedName) --help' for usage.")
            return .usage
        }
        if !LanguageTag.isWellFormed(options.developmentLanguage) || options.developmentLanguage == "Base" {
            context.diagnostics.print(Diagnostic(.error, "--development-language needs a language such as en, "
                + "got '\(options.developmentLanguage)'"))
            return .usage
        }
        // As `.lproj` folder names are read: `EN` is `en`, `German` (which the folder may be named) `de`.
        var options = options
        options.developmentLanguage = LegacyLanguageName.catalogLanguage(options.developmentLanguage)
        let tables: [LegacyTableSet]
        var empty: [String] = []
        do {
            let folders = FolderWarnings(context: context)
            tables = try LegacyTableFinder.tables(in: options.paths, relativeTo: context.io.currentDirectory, for: .migration,
                                                  brokenLink: folders.print, skipped: folders.print,
                                                  foundNothing: { empty.append($0) })
        } catch {
            if case .unreadableFolder(let path, _) = error, !isFolder(context.resolve(path)), let hint = lprojHint([path]) {
                context.diagnostics.print(Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(path)) is not a folder" + hint))
            } else {
                context.diagnostics.print(error.diagnostic)
            }
            return .dataError
        }
        // A folder named for nothing, also beside others: it is most likely the wrong one. Nothing is written.
        if !empty.isEmpty {
            context.diagnostics.print(Diagnostic(.error, "no *.lproj folders with .strings or .stringsdict files found in "
                + empty.map(Diagnostic.quotedIfNeeded).joined(separator: ", ") + (lprojHint(empty) ?? "")))
            return .dataError
        }

        let migrationOptions = MigrationOptions(developmentLanguage: options.developmentLanguage,
                                                translationState: TranslationState(options.state))
        var planned: [Planned] = []
        defer { context.keepUntilExit(planned) }
        var unreadable = false
        var exitCode = ExitCode.success
        // Two tables that would become one catalog (`--output out App Widgets`): the second would replace
        // the first, and --remove-legacy delete both tables' files. Compared in any case: on a Mac's file
        // system `Localizable.xcstrings` and `localizable.xcstrings` are one file.
        var destinations: [String: LegacyTableSet] = [:]
        for table in tables where table.interfaceFile == nil {
            let target = destination(of: table, options: options, context: context)
            if let first = destinations.updateValue(table, forKey: target.resolved.lowercased()) {
                context.diagnostics.print(Diagnostic(.error, "the \(first.table) tables of \(first.folder) and of \(table.folder) "
                    + "would both be migrated to \(target.display); migrate them in separate runs, with an --output each"))
                return .usage
            }
        }
        for table in tables {
            // Its source texts are in the interface file, which locbridge does not read: a catalog of the
            // translations alone would have no source texts.
            if let interface = table.interfaceFile {
                context.diagnostics.print(Diagnostic(.warning, "left as it is: the \(table.table) table in \(table.folder) "
                    + "translates \(interface), whose texts locbridge does not read; migrate it in Xcode"))
                continue
            }
            context.detail("reading the \(Diagnostic.quotedIfNeeded(table.table)) table in \(Diagnostic.quotedIfNeeded(table.folder))")
            let target = destination(of: table, options: options, context: context)
            // Read first: the migration compares key spellings with it and takes its source texts as there.
            var existing: (bytes: [UInt8], catalog: ExistingCatalog)?
            if FileManager.default.fileExists(atPath: target.resolved) {
                do {
                    let bytes = try CatalogReader.fileBytes(target.resolved, displayPath: target.display)
                    let read = try CatalogReader.read(bytes, path: target.display)
                    read.warnings.forEach(context.diagnostics.print)
                    existing = (bytes, ExistingCatalog(catalog: read.catalog, path: target.display))
                } catch {
                    context.diagnostics.print(error.diagnostic)
                    unreadable = true
                    continue
                }
            }
            let migration = LegacyMigrator.migrate(table, options: migrationOptions, existing: existing?.catalog)
            guard let catalog = migration.catalog else {
                migration.diagnostics.forEach(context.diagnostics.print)
                // Every language, or the development language, was left out: that is still "a language was
                // left out" (exit 1), not success.
                exitCode = max(exitCode, .findings)
                context.output("\(Diagnostic.quotedIfNeeded(destination(of: table, options: options, context: context).display)): nothing migrated, "
                    + (migration.developmentFailed ? "the development language failed" : "every language failed"))
                continue
            }
            var plan = Planned(migration: migration, display: target.display, resolved: target.resolved, catalog: catalog,
                               changed: true, merge: nil)
            if let existing {
                do {
                    // Read once: parsed for the merge, then compared with what would be written.
                    let merge = try MigrationMerger.merge(catalog, into: existing.catalog.catalog, path: target.display,
                                                          preferringLegacy: options.preferLegacy)
                    plan.catalog = merge.catalog
                    plan.merge = merge
                    plan.changed = !CatalogWriter.writes(plan.catalog, exactly: existing.bytes)
                } catch {
                    context.diagnostics.print(error.diagnostic)
                    unreadable = true
                    continue
                }
            }
            planned.append(plan)
        }
        if unreadable {
            context.output("nothing written: fix the errors reported and migrate again")
            return .dataError
        }

        if options.removeLegacy {
            settleRemovals(&planned).forEach(context.diagnostics.print)
        }

        // A catalog that cannot be written, or a legacy file that cannot be removed, is found before the
        // first catalog is written or any legacy file removed. A dry run finds them too: it says what the
        // run would do, and that run would stop here (QA: it promised removals the run refused).
        do {
            var problems: [Diagnostic] = []
            for plan in planned {
                if plan.changed, let reason = AtomicFile.writeProblem(plan.resolved) {
                    problems.append(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(plan.display)): \(reason)"))
                }
                guard options.removeLegacy, plan.agreesWithLegacy else { continue }
                for file in plan.migration.removableFiles {
                    if let reason = AtomicFile.removalProblem(file.resolved) ?? Folder.problem(holding: file.resolved) {
                        problems.append(Diagnostic(.error, "cannot remove \(Diagnostic.quotedIfNeeded(file.display)): \(reason)"))
                    }
                }
            }
            if !problems.isEmpty {
                problems.forEach(context.diagnostics.print)
                context.output((options.dryRun ? "dry run: nothing would be written" : "nothing written")
                    + ": fix the errors reported and migrate again")
                return .internalError
            }
        }

        var written = 0
        var unchanged = 0
        /// Legacy files removed, or in a dry run the files that would be.
        var removed = 0
        let noun = { (count: Int) in count == 1 ? "catalog" : "catalogs" }
        // What a failure part-way leaves on disk, said as the last line.
        func stopped(at index: Int, committed: Set<String>) -> ExitCode {
            let left = planned[index...].filter { $0.changed && !committed.contains($0.resolved) }.map(\.display)
            context.output("stopped: \(written) \(noun(written)) written, \(unchanged) unchanged"
                + (options.removeLegacy ? "; \(removed) legacy \(removed == 1 ? "file" : "files") removed" : "")
                + (left.isEmpty ? "" : "; not written: " + left.map(Diagnostic.quotedIfNeeded).joined(separator: ", ")))
            return .internalError
        }
        // Every catalog is written beside its place first, then all are renamed into place: a full disk
        // or a file size limit stops the run before the first catalog changes.
        var committed: Set<String> = []
        if !options.dryRun {
            var staged: [StagedFile] = []
            // Last staged first: a folder made for an earlier catalog may hold a later one's temporary file.
            defer { staged.reversed().forEach { $0.discard() } }
            for plan in planned where plan.changed {
                do throws(FileError) {
                    staged.append(try stage(plan))
                } catch {
                    // The reason alone: the error's own path is the resolved one, the display already said.
                    context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(plan.display)): \(error.reason)"))
                    return stopped(at: 0, committed: [])
                }
            }
            do throws(FileError) {
                try AtomicFile.commit(staged)
            } catch {
                let failed = planned.first { $0.resolved == error.path }?.display ?? error.path
                context.diagnostics.print(Diagnostic(.error, "cannot write \(Diagnostic.quotedIfNeeded(failed)): \(error.reason)"))
                written = staged.filter(\.isCommitted).count
                return stopped(at: 0, committed: Set(staged.filter(\.isCommitted).map(\.path)))
            }
            committed = Set(staged.map(\.path))
            written = staged.count
        }
        // The removals all at once, before the report: a signal meanwhile waits for the last one (QA: it
        // stopped them part-way). Per plan, the files kept as changed since read, and how it went (nil:
        // not tried, after a failure).
        var removals: [(changedSince: [LegacyFilePath], outcome: Removal?)] = planned.map { _ in ([], nil) }
        if options.removeLegacy, !options.dryRun {
            SignalDeferral.run {
                for index in planned.indices where planned[index].agreesWithLegacy {
                    let plan = planned[index]
                    // A legacy file changed since it was read holds what the catalog does not: it stays.
                    let changedSince = plan.migration.removableFiles.filter { ReadVersions.hasChanged($0.resolved) }
                    let outcome = removeLegacyFiles(plan.migration.removableFiles.filter { !changedSince.contains($0) },
                                                    alsoEmptying: plan.aliasFolders)
                    removals[index] = (changedSince, outcome)
                    if case .failure = outcome { break }
                }
            }
        }
        var removalFailed = false
        for (index, plan) in planned.enumerated() {
            plan.migration.diagnostics.forEach(context.diagnostics.print)
            plan.merge?.replaced.forEach(context.diagnostics.print)
            // Conflicts make the exit status 1: -q keeps them.
            plan.merge?.conflicts.forEach(context.printFailing)
            if plan.migration.hasErrors || !plan.agreesWithLegacy { exitCode = max(exitCode, .findings) }
            let status: String
            if !plan.changed {
                status = "unchanged"
                unchanged += 1
            } else if options.dryRun {
                status = "would be written"
            } else {
                status = "written"
            }
            context.output(summary(plan, status: status))
            // After a failed removal the catalogs are still reported (all were written), but no more is removed.
            if options.removeLegacy, !removalFailed {
                if let conflicts = plan.merge?.conflicts, !conflicts.isEmpty {
                    context.diagnostics.print(Diagnostic(.warning, "legacy files of \(Diagnostic.quotedIfNeeded(plan.display)) "
                        + (options.dryRun ? "would be kept" : "kept") + ": the catalog disagrees with them (see the conflicts above)"))
                    continue
                }
                if options.dryRun {
                    removed += plan.migration.removableFiles.count
                    continue
                }
                for file in removals[index].changedSince {
                    context.diagnostics.print(Diagnostic(.warning, "\(file.display) kept: \(ReadVersions.changedReason)"))
                }
                switch removals[index].outcome {
                case .success(let count)?: removed += count
                case .failure(let message, let count)?:
                    removed += count
                    context.diagnostics.print(Diagnostic(.error, message))
                    removalFailed = true
                case nil: break
                }
            }
        }
        if removalFailed { return stopped(at: planned.count, committed: committed) }
        if options.dryRun {
            let wouldWrite = planned.filter(\.changed).count
            context.output("dry run: \(wouldWrite) \(noun(wouldWrite)) would be written, \(unchanged) unchanged"
                + (options.removeLegacy ? "; \(removed) legacy \(removed == 1 ? "file" : "files") would be removed" : "")
                + "; nothing written")
        } else {
            context.output("\(written) \(noun(written)) written, \(unchanged) unchanged"
                + (options.removeLegacy ? "; \(removed) legacy \(removed == 1 ? "file" : "files") removed" : ""))
            if written > 0, !options.removeLegacy, options.output == nil {
                context.diagnostics.print(Diagnostic(.note, "the legacy files are kept beside their catalogs; remove them once "
                    + "the catalogs are in the Xcode target (or run again with --remove-legacy): while both are there, "
                    + "export sends their texts twice"))
            }
        }
        return exitCode
    }

    /// Where a table's catalog goes: beside its `.lproj` folders, or under `--output` in the same layout.
    static func destination(of table: LegacyTableSet, options: MigrateOptions,
                            context: CommandContext) -> (display: String, resolved: String) {
        guard let output = options.output else {
            return (LegacyTableFinder.join(table.folder, table.catalogName),
                    LegacyTableFinder.join(table.resolvedFolder, table.catalogName))
        }
        var display = output
        if !table.relativeFolder.isEmpty { display = LegacyTableFinder.join(display, table.relativeFolder) }
        display = LegacyTableFinder.join(display, table.catalogName)
        return (display, RelativePath.standardized(context.resolve(display)))
    }

    /// Writes one catalog beside its place, creating its folder when `--output` names a new one (removed
    /// again if the catalog is discarded).
    private static func stage(_ plan: Planned) throws(FileError) -> StagedFile {
        // No catalog was there when the tables were read: one there now is another process's.
        try CatalogWriter.stage(plan.catalog, toFile: plan.resolved, creatingFolder: true, mustBeNew: plan.merge == nil)
    }

    private enum Removal { case success(Int), failure(String, removed: Int) }

    /// Deletes the files, then each `.lproj` folder left empty (and `aliases`, other names of those
    /// folders): links first, which go with the folder they lead to once it is empty.
    private static func removeLegacyFiles(_ files: [LegacyFilePath], alsoEmptying aliases: [String]) -> Removal {
        var folders: [String] = []
        for (index, file) in files.enumerated() {
            // The system's own reason (Foundation's was "NSCocoaErrorDomain error 512").
            guard unlink(file.resolved) == 0 else {
                return .failure("cannot remove \(Diagnostic.quotedIfNeeded(file.display)): \(String(cString: strerror(errno)))", removed: index)
            }
            let folder = (file.resolved as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in aliases where !folders.contains(folder) { folders.append(folder) }
        func isLink(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        }
        for folder in folders.filter(isLink) + folders.filter({ !isLink($0) }) {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                // A link to a link removed before it (`en-NZ` → `en-AU` → `en-GB`) dangles now: it goes too.
                if isLink(folder), RealPath.existing(folder) == nil { unlink(folder) }
                continue
            }
            if contents.isEmpty { try? FileManager.default.removeItem(atPath: folder) }
        }
        return .success(files.count)
    }

    /// A legacy file reached under two names (an `.lproj` folder that is a symbolic link to another,
    /// `en-AU.lproj` → `en-GB.lproj`) is removed once, under the first; the other name's folder is
    /// emptied with it (QA: the second removal failed, and stopped the run). And a file that a kept legacy
    /// file is a link to stays, with a warning (QA: a kept table's file was left a dangling link).
    static func settleRemovals(_ planned: inout [Planned]) -> [Diagnostic] {
        func real(_ path: String) -> String? { RealPath.existing(path) }
        var removedAnywhere: Set<String> = []
        for plan in planned where plan.agreesWithLegacy {
            for file in plan.migration.removableFiles { if let path = real(file.resolved) { removedAnywhere.insert(path) } }
        }
        // The files that stay, as real paths: every legacy file of a table not in its removable list.
        var kept: [String: String] = [:]
        for plan in planned {
            let removable = plan.agreesWithLegacy ? Set(plan.migration.removableFiles) : []
            for files in plan.migration.tableSet.files {
                for file in [files.strings, files.stringsDict].compactMap({ $0 }) where !removable.contains(file) {
                    if let path = real(file.resolved), removedAnywhere.contains(path) { kept[path] = file.display }
                }
            }
        }
        var warnings: [Diagnostic] = []
        var entries: Set<String> = []
        for index in planned.indices where planned[index].agreesWithLegacy {
            var aliases: [String] = []
            planned[index].migration.removableFiles.removeAll { file in
                if let path = real(file.resolved), let keeper = kept[path] {
                    warnings.append(Diagnostic(.warning, "\(Diagnostic.quotedIfNeeded(file.display)) kept: "
                        + "\(Diagnostic.quotedIfNeeded(keeper)), which is kept, is a symbolic link to it"))
                    return true
                }
                // The folder resolved, the name not: a file that is itself a link is an entry of its own.
                let folder = (file.resolved as NSString).deletingLastPathComponent
                let entry = (real(folder.isEmpty ? "." : folder) ?? folder) + "/" + (file.resolved as NSString).lastPathComponent
                if entries.insert(entry).inserted { return false }
                aliases.append(folder)
                return true
            }
            planned[index].aliasFolders = aliases
        }
        return warnings
    }

    /// `App/Localizable.xcstrings: 3 languages (en, ru, zh-Hans), 12 keys, 2 plurals, 1 substitution, 0 warnings — written`.
    static func summary(_ plan: Planned, status: String) -> String {
        let migration = plan.migration
        func count(_ value: Int, _ singular: String, _ plural: String) -> String { "\(value) \(value == 1 ? singular : plural)" }
        var text = "\(Diagnostic.quotedIfNeeded(plan.display)): "
            + count(migration.languages.count, "language", "languages") + " (\(migration.languages.map(Diagnostic.quotedIfNeeded).joined(separator: ", "))), "
            + count(migration.keys, "key", "keys") + ", " + count(migration.pluralKeys, "plural", "plurals") + ", "
            + count(migration.substitutionKeys, "substitution", "substitutions") + ", "
            + count(migration.warnings, "warning", "warnings")
        if !migration.failedLanguages.isEmpty {
            text += ", left out: " + migration.failedLanguages.map(Diagnostic.quotedIfNeeded).joined(separator: ", ")
        }
        if let merge = plan.merge {
            text += "; merged into the existing catalog: " + count(merge.addedKeys, "key", "keys") + " added, "
                + count(merge.addedLocalizations, "translation", "translations") + " added, "
                + (merge.replaced.isEmpty ? "" : "\(merge.replaced.count) replaced, ")
                + count(merge.conflicts.count, "conflict", "conflicts")
        }
        return text + " — " + status
    }
}
