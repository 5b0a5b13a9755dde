/// A catalog that an import read and merged into.
/// A file an import may change: a catalog, or a legacy `.strings`/`.stringsdict` table.
public protocol ImportedFile: Sendable {
    /// Where the file is.
    var path: String { get }
    /// How messages name it.
    var displayPath: String { get }
    /// Whether the import changed it (or creates it).
    var isChanged: Bool { get }
    /// Writes it beside itself, to be put in place with the others (`AtomicFile.commit`); nil when
    /// there is nothing to write.
    func stage() throws(FileError) -> StagedFile?
}

extension ImportedFile {
    /// Writes it atomically.
    public func write() throws(FileError) {
        try stage()?.commit()
    }
}

public struct ImportedCatalog: ImportedFile {
    /// Where the file is.
    public var path: String
    /// How messages name it (the `original` of the XLIFF `<file>`).
    public var displayPath: String
    /// Its size before the import, in bytes (the bytes themselves are not kept).
    public var originalSize: Int
    /// How its file's layout differs from Xcode's (`CatalogLayout`), or nil.
    var layoutDifference: String?
    public var catalog: StringCatalog
    /// Whether some merge changed a text or state (a report's `changedCatalog`).
    public var merged = false

    /// Whether a merge changed a text or state. Only then is the catalog written (in Xcode's form): an
    /// import that changes nothing leaves a file in another tool's format as it is (`locbridge format`
    /// is the command that reformats).
    public var isChanged: Bool { merged }

    /// Writes the merged catalog beside its file, streamed in chunks.
    public func stage() throws(FileError) -> StagedFile? {
        try CatalogWriter.stage(catalog, toFile: path)
    }
}

/// Routes each XLIFF `<file>` to its catalog under the project root and merges it (FORMATS.md §3).
/// Nothing is written here: the caller writes `catalogs` once every input was merged without a fatal
/// error (DESIGN.md "Nothing is written unless it all worked").
public struct Importer {
    public let projectRoot: String
    /// The project root as the user wrote it (`--project-root Samples`), or nil for the current folder:
    /// messages name a catalog from there (`Samples/App/L.xcstrings`), as the user can open it.
    public var shownRoot: String? {
        didSet { legacy.shownRoot = shownRoot }
    }
    /// Whether `<file original>`s may lead outside `projectRoot` (`import --allow-outside-root`).
    public let allowsOutsideRoot: Bool
    /// Told each catalog and legacy file as the import first reads it, as messages name it (`-v`).
    public var onFileRead: (@Sendable (String) -> Void)? {
        didSet { legacy.onFileRead = onFileRead }
    }
    public internal(set) var catalogs: [ImportedCatalog] = []
    public internal(set) var reports: [MergeReport] = []
    /// Routing problems (missing catalogs, language mismatches: errors that stop the import) and
    /// reader warnings.
    public private(set) var diagnostics: [Diagnostic] = []
    /// True once a problem was found that must stop the import before anything is written.
    public private(set) var hasFatalError = false
    private var indexByPath: [String: Int] = [:]
    /// Legacy `.strings` / `.stringsdict` `<file>`s (Build item 4, "Legacy XLIFF"): merged into the
    /// target language's `<lang>.lproj` file; the caller writes `legacy.files` with the catalogs.
    public private(set) var legacy: LegacyImporter
    /// Whether some `<file>` was a legacy table or an interface file (the report then says "files").
    public private(set) var sawLegacy = false
    /// Catalogs that could not be read, reported once however many XLIFF files name them.
    private var unreadablePaths: Set<String> = []
    /// Per catalog (index) and language, the units the inputs so far changed (see `Merge.apply`).
    var changes: [Int: [String: [UnitID: EarlierChange]]] = [:]
    /// Per catalog (index), the `<source>`s its files were found to share with it.
    private var knownSources: [Int: KnownSources] = [:]
    /// Per catalog, the keys whose source text a source-language input changed, and where (see
    /// `CatalogMerger.sourceEdits`).
    private var sourceEdits: [Int: [String: SourceLocation]] = [:]
    /// Per catalog, those keys' entries before that change: what a translation's file was exported from.
    private var sourceBefore: [Int: [String: CatalogEntry]] = [:]
    /// Per catalog and language, the keys whose finished translation such a change marked `needs_review`:
    /// a draft of a later input does not replace it, as it would not have before.
    private var reviewMarked: [Int: [String: [String: Localization]]] = [:]
    /// Per catalog, the languages it has localizations in (and its source language).
    private var languages: [Int: Set<String>] = [:]
    /// The reader's refusals `add` has placed, to leave out of the reader's diagnostics.
    private var refusalsTaken: [Diagnostic] = []
    /// `import --map-language`: a `<file>` whose `target-language` is `from` (as a language tag, any
    /// spelling) is read as `to`.
    public var languageMap: [(from: String, to: String)] = []
    /// `import --allow-source-rewrite`: a source-language file may rewrite most of the source texts.
    public var allowsSourceRewrite = false
    /// Catalogs read by `prepare` that no `<file>` was added for yet.
    private var prepared: [String: (size: Int, layout: String?, result: CatalogReadResult)] = [:]
    /// Per catalog (index), one that a symbolic link places outside the project root: read, and written
    /// only with `allowsOutsideRoot` (`finish` says which).
    private var outsideRoot: [Int: OutsideRootCatalog] = [:]
    /// The originals `prepare` has seen: the catalog of each is read (or found unreadable) once.
    private var preparedOriginals: Set<String> = []
    /// `route`'s answers, by the path routed.
    private var routes: [String: Result<(path: String, isOutside: Bool), RealPath.Escape>] = [:]

    public init(projectRoot: String, allowingOutsideRoot: Bool = false) {
        self.projectRoot = projectRoot
        self.allowsOutsideRoot = allowingOutsideRoot
        self.legacy = LegacyImporter(projectRoot: projectRoot, allowingOutsideRoot: allowingOutsideRoot)
    }

    /// Diagnostics from reading an input (warnings, refused units), to report with the rest.
    public mutating func add(diagnostics more: [Diagnostic]) {
        diagnostics += more
    }

    /// Reads the catalog a `<file>` with this `original` goes to, if it is one and was not read yet, so
    /// that `add` finds it ready (an import calls this when the `<file>` starts, while its units are
    /// still being parsed). Problems are left for `add` to report, with the file's location.
    public mutating func prepare(original: String) {
        guard preparedOriginals.insert(original).inserted, !LegacyImporter.handles(original: original),
              original.hasSuffix(".xcstrings"),
              case let located = Self.spelledOnDisk(original, under: projectRoot),
              case .success(let (path, _)) = route(located),
              indexByPath[path] == nil, prepared[path] == nil, !unreadablePaths.contains(path),
              let bytes = try? FileBytes.read(path),
              let result = try? CatalogReader.read(bytes, path: shown(located)) else { return }
        prepared[path] = (bytes.count, CatalogLayout.difference(bytes), result)
    }

    /// Reads the XLIFF file at `path` and merges each `<file>` as soon as it is read, while the next one
    /// is parsed on a second thread (`XLIFFReader`'s streaming read), so memory holds a few at a time.
    /// Each catalog is read as soon as a `<file>` naming it starts (`prepare`), while the parsing thread
    /// reads its units. The reader's diagnostics join `diagnostics`. After a fatal read error the
    /// reports and diagnostics are as they were, and `hasFatalError` is set: the catalogs may hold part
    /// of the file, and must not be written.
    ///
    /// - Parameter eachFile: sees each `<file>` once it is merged.
    public mutating func importXLIFF(contentsOfFile path: String, displayPath: String,
                                     eachFile: (XLIFFFile) -> Void = { _ in }) throws(XLIFFError) {
        // The reader's callbacks run on this thread, one at a time.
        final class Box {
            var importer: Importer
            init(_ importer: Importer) { self.importer = importer }
        }
        let (reports, diagnostics) = (self.reports, self.diagnostics)
        // Moved into the box, not copied: a copy left here would make every catalog entry the file changes
        // copy its languages first (quadratic over one file per language).
        let box = Box(self)
        self = Importer(projectRoot: projectRoot)
        defer { self = box.importer }
        do {
            let result = try XLIFFReader.read(contentsOfFile: path, displayPath: displayPath,
                                              startingFile: { box.importer.prepare(original: $0) }) { file in
                box.importer.add(file, from: displayPath)
                eachFile(file)
            }
            box.importer.addReaderDiagnostics(result.diagnostics)
        } catch {
            box.importer.reports = reports
            box.importer.diagnostics = diagnostics
            box.importer.hasFatalError = true
            throw error
        }
    }

    /// `importXLIFF(contentsOfFile:)` for an XLIFF file already read whole: a pipe, which the reader's
    /// streaming read does not open. Its `<file>`s are merged in order once it is all parsed.
    public mutating func importXLIFF(_ bytes: [UInt8], displayPath: String,
                                     eachFile: (XLIFFFile) -> Void = { _ in }) throws(XLIFFError) {
        let result = try XLIFFReader.read(bytes, path: displayPath)
        for file in result.document.files {
            add(file, from: displayPath)
            eachFile(file)
        }
        addReaderDiagnostics(result.diagnostics)
    }

    /// The reader's diagnostics, but the refused units already placed: they are in their file's
    /// report, or already added where it had none.
    private mutating func addReaderDiagnostics(_ read: [Diagnostic]) {
        let reported = Set(refusalsTaken)
        refusalsTaken = []
        add(diagnostics: read.filter { !reported.contains($0) })
    }

    /// Routes and merges one `<file>` read from `xliffPath`.
    public mutating func add(_ file: XLIFFFile, from xliffPath: String) {
        var file = file
        let at = file.startLocation ?? SourceLocation(path: xliffPath, line: 1, column: 1)
        // A source-language file (Xcode's `en.xliff`), however a tool retagged it (`en-US` for both).
        let isSourceFile = LanguageTag.same(file.targetLanguage, file.sourceLanguage)
        let writtenTarget = file.targetLanguage
        if let source = Self.mapped(file.sourceLanguage, by: languageMap) { file.sourceLanguage = source }
        // The user named the language: no note about its spelling, nor advice to map it.
        let mapped = Self.mapped(file.targetLanguage, by: languageMap)
        if let mapped {
            guard isSourceFile || !LanguageTag.same(mapped, file.sourceLanguage) else {
                fail("\(Diagnostic.fileOriginal(file.original)) has target-language \"\(file.targetLanguage)\", which --map-language "
                    + "reads as its source language \"\(file.sourceLanguage)\": its translations would replace the source texts", at: at)
                return
            }
            file.targetLanguage = mapped
        }
        // The units the reader refused join the file's report; where there is none (the file is skipped
        // or cannot be routed), the diagnostics, so each is said once.
        refusalsTaken += file.refusals
        var report: MergeReport?
        defer {
            if var report {
                report.input = xliffPath
                reports.append(report)
            } else {
                diagnostics += file.refusals
            }
        }
        // Legacy tables go to their `<lang>.lproj` file (see LegacyImporter), with the same reports.
        if LegacyImporter.handles(original: file.original) {
            sawLegacy = true
            // Made whole once: the legacy merge goes through the units more than once.
            var whole = file
            whole.units = file.units
            let outcome = legacy.add(whole, from: xliffPath, languageNamed: mapped != nil)
            diagnostics += outcome.diagnostics
            if outcome.isFatal { hasFatalError = true }
            report = outcome.report
            if isSourceFile, let merged = outcome.report { stopIfRewritingSources(merged, of: file, tagged: writtenTarget, at: at) }
            return
        }
        guard !SkippedFile.isSkipped(file) else {
            // Translations that go nowhere are an error (exit 1), as for a legacy table without its file.
            diagnostics.append(SkippedFile.diagnostic(for: file, path: xliffPath))
            return
        }
        // A tool may have respelled the path in another Unicode normalization (NFC for macOS's NFD).
        let located = ImportSources.located(file.original, naming: file.original, projectRoot: projectRoot,
                                            shownRoot: shownRoot, verb: "goes to", at: at)
        if let note = located.note { diagnostics.append(note) }
        let path: String
        let isOutside: Bool
        switch route(located.path) {
        case .success(let routed): (path, isOutside) = routed
        case .failure(let escape):
            fail(ImportSources.outsideMessage(original: file.original, projectRoot: projectRoot, escape: escape,
                                              what: "catalogs"), at: at)
            return
        }
        guard let index = catalogIndex(path: path, original: file.original, located: located.path, ambiguity: located.ambiguity,
                                       at: at) else { return }
        if isOutside, outsideRoot[index] == nil { outsideRoot[index] = OutsideRootCatalog(original: file.original, location: at) }
        // No copy of the catalog is held while it is merged into: the first change would copy its key
        // table, and each key's first its languages (quadratic in languages over one file per language).
        let sourceLanguage = catalogs[index].catalog.sourceLanguage
        if !file.sourceLanguage.isEmpty, !LanguageTag.sharesLanguage(file.sourceLanguage, sourceLanguage) {
            // The catalog's sourceLanguage is not checked to be a tag on reading: quoted, and no advice to map to it.
            let advice = LanguageTag.isWellFormed(sourceLanguage) ? "; was the XLIFF exported from another project? If the file is "
                + "in the catalog's language, import with --map-language \(file.sourceLanguage)=\(sourceLanguage)" : ""
            fail("\(Diagnostic.fileOriginal(file.original)) has source-language \"\(file.sourceLanguage)\" but the catalog's "
                + "sourceLanguage is \(Diagnostic.quoted(sourceLanguage))" + advice, at: at)
            return
        }
        if isSourceFile { file.targetLanguage = sourceLanguage }
        let tag = file.targetLanguage
        // The catalog's languages, gathered once and kept up to date: gathering them for each file scanned
        // every key.
        if languages[index] == nil { languages[index] = Set(ImportLanguage.languages(of: catalogs[index].catalog)) }
        let match = ImportLanguage.match(tag, among: languages[index]!.sorted(), sourceLanguage: sourceLanguage)
        file.targetLanguage = match.language
        var earlier = changes[index, default: [:]].removeValue(forKey: match.language) ?? [:]
        // Editing the source language (through its export) changes source texts: their translations are
        // marked needs_review, as `locbridge review` marks them.
        let base = match.language == sourceLanguage ? catalogs[index].catalog : nil
        let known = knownSources[index, default: KnownSources()]
        knownSources[index] = known
        let merged = Merge.apply(file, to: &catalogs[index].catalog, catalogPath: shown(located.path), earlier: &earlier,
                                 knownSources: known, sourceEdits: sourceEdits[index] ?? [:], sourceBefore: sourceBefore[index] ?? [:],
                                 reviewMarked: reviewMarked[index]?[match.language] ?? [:])
        changes[index, default: [:]][match.language] = earlier
        if merged.changedCatalog {
            languages[index]?.insert(match.language)
            catalogs[index].merged = true
            outsideRoot[index]?.changed(by: file.original, at: at)
        }
        if base != nil { stopIfRewritingSources(merged, of: file, tagged: writtenTarget, at: at) }
        if let base, merged.changedCatalog {
            known.removeAll()
            let review = SourceReview.apply(base: base, to: &catalogs[index].catalog)
            diagnostics += review.diagnostics(catalogPath: shown(located.path))
            // Where the file changed each key: its first unit of the key that changed something (else its `<file>`).
            var edited: [String: SourceLocation] = [:]
            for (id, change) in earlier {
                guard let location = change.location, location.path == at.path else { continue }
                if let known = edited[id.key], known.line <= location.line { continue }
                edited[id.key] = location
            }
            for change in review.changes where sourceEdits[index]?[change.key] == nil {
                sourceEdits[index, default: [:]][change.key] = edited[change.key] ?? at
                sourceBefore[index, default: [:]][change.key] = base.strings[change.key]
            }
            // Each marked translation as it was before: which of its texts were finished.
            for change in review.changes {
                for language in change.markedLanguages where reviewMarked[index]?[language]?[change.key] == nil {
                    reviewMarked[index, default: [:]][language, default: [:]][change.key] = base.strings[change.key]?.localizations?[language]
                }
            }
            recount(translationsBefore: review, base: base, catalog: index, catalogPath: shown(located.path), edited: edited,
                    sourceInput: at)
        }
        if mapped == nil { say(match, of: tag, in: file.original, added: merged.changedCatalog, at: at) }
        report = merged
    }

    /// A translation whose tool wrote the source language as target-language would replace the source
    /// texts: likely when a source-language `<file>` rewrites most of them at once. Stopped unless asked
    /// for, with the way out.
    private mutating func stopIfRewritingSources(_ merged: MergeReport, of file: XLIFFFile, tagged tag: String, at: SourceLocation) {
        let rewritten = merged.updated + merged.draftsAdded
        guard rewritten >= 10, rewritten * 2 >= rewritten + merged.unchanged, !allowsSourceRewrite else { return }
        fail(MergeMessages.sourceRewrite(original: file.original, rewritten: rewritten, of: rewritten + merged.unchanged,
                                         language: tag), at: at)
    }

    /// Judges, once every input is merged, the plurals the import wrote forms of (so that forms from a
    /// later unit or input count): one left without an `other` form, the app's text for most counts, is an
    /// error at its first unit (the forms stay written: taking them back safely would need what each
    /// input held before, across inputs and source edits); one that lacks another form its language
    /// needs is a warning. `check` reports both. A catalog a symbolic link places outside the root
    /// stops the import if it was changed, and is noted as only read if not (`OutsideRootCatalog`).
    public mutating func finish() {
        var found: [Diagnostic] = []
        for (index, languages) in changes {
            for (language, units) in languages {
                var seen: Set<UnitID> = []
                let rules = PluralRules.categories(for: language)
                let pluralUnits = units.filter { if case .plural? = $0.key.path.last { true } else { false } }
                // By line, then id: a one-line file's units share a line, and the first unit of a plural names it.
                for (id, change) in pluralUnits.sorted(by: { ($0.value.location?.line ?? 0, $0.value.location?.column ?? 0, $0.key.description)
                                                         < ($1.value.location?.line ?? 0, $1.value.location?.column ?? 0, $1.key.description) }) {
                    let plural = UnitID(key: id.key, path: Array(id.path.dropLast()))
                    guard seen.insert(plural).inserted,
                          let localization = catalogs[index].catalog.strings[id.key]?.localizations?[language],
                          let forms = Self.pluralForms(at: plural.path, in: localization) else { continue }
                    guard forms[.other] != nil else {
                        let other = UnitID(key: id.key, path: plural.path + [.plural(.other)])
                        found.append(Diagnostic(.error, MergeMessages.pluralWithoutOther(
                            key: id.key, id: id.description, language: language, otherID: other.description), at: change.location))
                        continue
                    }
                    guard rules.matchedLanguage != nil else { continue }
                    // Forms the language needs besides `other`: check reports them missing.
                    let source = catalogs[index].catalog.strings[id.key]?.localizations?[catalogs[index].catalog.sourceLanguage]
                    let required = rules.required(integer: Self.isChosenByInteger(forms, at: plural.path, in: localization,
                                                                                  source: source, key: id.key))
                    let missing = required.filter { forms[$0] == nil }
                    if !missing.isEmpty {
                        found.append(Diagnostic(.warning, MergeMessages.pluralFormsMissing(
                            key: id.key, id: id.description, language: language, missing: missing.map(\.rawValue),
                            required: required.map(\.rawValue)), at: change.location))
                    }
                    // Forms this import wrote that the language never uses (`two` in Russian): the app never
                    // shows them. `zero` is every language's to spell out, as Xcode allows.
                    let unused = PluralCategory.cldrOrder.filter { category in
                        rules.neverUses(category)
                            && units[UnitID(key: id.key, path: plural.path + [.plural(category)])] != nil
                    }
                    if let first = unused.first {
                        // Said at the first unused form's unit, not the plural's first (a valid `zero`).
                        let firstID = UnitID(key: id.key, path: plural.path + [.plural(first)])
                        found.append(Diagnostic(.warning, MergeMessages.pluralFormsUnused(
                            key: id.key, id: firstID.description, language: language, unused: unused.map(\.rawValue),
                            used: rules.categories.map(\.rawValue)), at: units[firstID]?.location ?? change.location))
                    }
                }
            }
        }
        // A catalog outside the root through a link: an error (nothing written) only if the import changed it.
        for (_, outside) in outsideRoot.sorted(by: { $0.key < $1.key }) {
            let said = outside.diagnostic(projectRoot: projectRoot)
            found.append(said)
            if said.severity == .error { hasFatalError = true }
        }
        found += legacy.pluralFormProblems()
        // Found in dictionary order, which changes from run to run: the message settles ties of place.
        diagnostics += found.sorted { ($0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.message)
                                      < ($1.location?.path ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0, $1.message) }
        // A catalog in another tool's layout is written whole in Xcode's (FORMATS.md §1): said, not hidden.
        for catalog in catalogs where catalog.merged {
            guard let difference = catalog.layoutDifference else { continue }
            diagnostics.append(Diagnostic(.note, MergeMessages.reformatted(difference),
                                          at: SourceLocation(path: catalog.displayPath, line: 1, column: 1)))
        }
    }

    /// The plural forms at `path` (which ends before `plural.CATEGORY`): a variation's, or a substitution's.
    /// Whether the plural at `path` is chosen by an integer, as check judges it (`PluralCategoryCheck`).
    private static func isChosenByInteger(_ forms: [PluralCategory: Localization], at path: [UnitPathStep],
                                          in localization: Localization, source: Localization?, key: String) -> Bool {
        var formatSpecifier: String?
        if case .substitution(let name)? = path.last {
            formatSpecifier = localization.descendant(at: path.dropLast())?.substitutions?[name]?.formatSpecifier
        }
        return PluralCategoryCheck.isChosenByInteger(forms.values.compactMap { $0.stringUnit?.value }, formatSpecifier: formatSpecifier,
                                                     source: PluralCategoryCheck.sourceText(at: path, in: source, key: key))
    }

    private static func pluralForms(at path: [UnitPathStep], in localization: Localization) -> [PluralCategory: Localization]? {
        if case .substitution(let name)? = path.last {
            return localization.descendant(at: path.dropLast())?.substitutions?[name]?.variations?.plural
        }
        return localization.descendant(at: path[...])?.variations?.plural
    }

    /// The language `--map-language` reads `tag` as, or nil when no mapping names it.
    public static func mapped(_ tag: String, by map: [(from: String, to: String)]) -> String? {
        map.first { LanguageTag.same($0.from, tag) }?.to
    }

    /// Says how a `<file>`'s `target-language` was read: a respelled tag (a note); a language the
    /// catalog lacked, once the file added translations to it (a warning when it extends or is extended
    /// by one the catalog has, `de-DE` beside `de`; a note when only its spelling changed).
    private mutating func say(_ match: ImportLanguage.Match, of tag: String, in original: String, added: Bool,
                              at: SourceLocation) {
        switch match {
        case .existing(let language, let respelled):
            guard respelled else { return }
            diagnostics.append(Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", "
                + "read as the catalog's \"\(language)\"", at: at))
        case .new(let language, let sameLanguage):
            guard added else { return }
            if !sameLanguage.isEmpty {
                let listed = sameLanguage.map { "\"\($0)\"" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(.warning, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", "
                    + "which the catalog does not have: its translations are added as the new language \"\(language)\" beside "
                    + "\(listed); if they are for \(listed), import with --map-language \(tag)=\(sameLanguage.first!) instead (and remove "
                    + "\"\(language)\")", at: at))
            } else if language != tag {
                diagnostics.append(Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", "
                    + "added to the catalog as \"\(language)\"", at: at))
            }
        }
    }

    /// How messages name the catalog at `original`: from the project root as the user wrote it.
    func shown(_ original: String) -> String {
        ImportSources.shown(original, from: shownRoot)
    }

    /// The path `relative` names as the disk spells it (`PathSpelling`), or as written.
    static func spelledOnDisk(_ relative: String, under root: String) -> String {
        if case .onDisk(let spelled) = PathSpelling.lookup(relative, under: root) { return spelled }
        return relative
    }

    /// Where the catalog at `relative` is, and whether a symbolic link places it outside the project
    /// root: such a catalog is read (an export of it imports back unchanged) and written only with
    /// `allowsOutsideRoot`; `..` out of the root, absolute paths and broken links are refused at once.
    private mutating func route(_ relative: String) -> Result<(path: String, isOutside: Bool), RealPath.Escape> {
        // Once per path: an XLIFF may hold thousands of `<file>`s for one catalog, and each lookup
        // reads every link on the way.
        if let known = routes[relative] { return known }
        let routed = uncachedRoute(relative)
        routes[relative] = routed
        return routed
    }

    private func uncachedRoute(_ relative: String) -> Result<(path: String, isOutside: Bool), RealPath.Escape> {
        switch ImportSources.catalogPath(original: relative, projectRoot: projectRoot, allowingOutside: allowsOutsideRoot) {
        case .success(let path): return .success((path, false))
        case .failure(.symbolicLink):
            // The lexical check passed (no `..` out of the root); only where the link leads is outside.
            guard case .success(let path) = ImportSources.catalogPath(original: relative, projectRoot: projectRoot,
                                                                      allowingOutside: true) else { return .failure(.symbolicLink) }
            return .success((path, true))
        case .failure(let escape): return .failure(escape)
        }
    }

    /// The catalog at `path`, read on first use: named `original` in the XLIFF and `located` under the
    /// root as the disk spells it. `ambiguity` says why it is not found, when the disk has its name in
    /// several normalizations.
    private mutating func catalogIndex(path: String, original: String, located: String, ambiguity: String?,
                                       at: SourceLocation) -> Int? {
        if let index = indexByPath[path] { return index }
        guard !unreadablePaths.contains(path) else { return nil }
        unreadablePaths.insert(path)
        onFileRead?(shown(located))
        if let (size, layout, result) = prepared.removeValue(forKey: path) {
            return added(ImportedCatalog(path: path, displayPath: shown(located), originalSize: size, layoutDifference: layout,
                                         catalog: result.catalog), warnings: result.warnings)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            let advice = ambiguity ?? ImportSources.separatorHint(original, projectRoot: projectRoot)
                ?? "pass the --project-root the XLIFF was exported from"
            fail("no catalog for \(Diagnostic.fileOriginal(original)): \(Diagnostic.quotedIfNeeded(shown(located))): \(error.reason); "
                + advice, at: at)
            return nil
        }
        do {
            let result = try CatalogReader.read(bytes, path: shown(located))
            return added(ImportedCatalog(path: path, displayPath: shown(located), originalSize: bytes.count,
                                         layoutDifference: CatalogLayout.difference(bytes), catalog: result.catalog),
                         warnings: result.warnings)
        } catch {
            diagnostics.append(error.diagnostic)
            hasFatalError = true
            return nil
        }
    }

    private mutating func added(_ catalog: ImportedCatalog, warnings: [Diagnostic]) -> Int {
        diagnostics += warnings
        catalogs.append(catalog)
        indexByPath[catalog.path] = catalogs.count - 1
        return catalogs.count - 1
    }

    private mutating func fail(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
        hasFatalError = true
    }
}
