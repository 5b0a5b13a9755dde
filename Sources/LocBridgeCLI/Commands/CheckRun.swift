import LocBridge

/// What one `check` run read and found.
struct CheckRun {
    var catalogs: [String] = []
    var xliffFiles: [String] = []
    var findings: [Finding] = []
    /// Reader warnings (a newer catalog version, flattened inline markup) and errors (units refused
    /// by the XLIFF reader), and inputs that could not be read.
    var diagnostics: [Diagnostic] = []
    /// Only the readers' diagnostics about inputs they read: the summary counts them.
    var readerDiagnostics: [Diagnostic] = []
    /// Inputs that could not be found or read, or gave nothing to read.
    var failures: [Diagnostic] = []
    /// How many of `failures` are folders that gave nothing to read.
    var emptyFolders = 0

    /// One input as read and checked: only its findings are kept (an XLIFF document's `same-as-source`
    /// ones until every input is counted in `keptAsSource`), and an XLIFF file's languages.
    enum Input {
        case catalog(path: String, findings: [Finding], diagnostics: [Diagnostic])
        case xliff(path: String, findings: [Finding], languages: [Checker.FileLanguages], diagnostics: [Diagnostic])
        case failure(Diagnostic)
        /// A folder without catalogs (or a bundle without XLIFF files): an error, but not a read failure.
        case nothingFound(Diagnostic)
        /// What a folder search said besides (a folder named like a catalog): printed and in the JSON's
        /// diagnostics, but about no input read, so neither a failure nor counted in the summary.
        case searchWarning(Diagnostic)
        /// A file the search would have read but could not reach (a link that dangles or loops): counted
        /// with the reading warnings, so `--werror` fails on a catalog a gate silently left out.
        case unreachable(Diagnostic)

        var languages: [Checker.FileLanguages] {
            guard case .xliff(_, _, let languages, _) = self else { return [] }
            return languages
        }
    }

    /// Reads and checks `input`, counting an XLIFF document's texts in `keptAsSource`.
    static func read(_ input: CheckInput, with checker: Checker, keptAsSource: inout UnitsKeptAsSource,
                     context: CommandContext) -> Input {
        switch input {
        case .catalog(let path):
            do {
                return checked(try ReadOnlyInput.catalog(path, context: context), path: path, with: checker)
            } catch {
                return .failure(error.diagnostic)
            }
        case .xliff(let path):
            do {
                return checked(try ReadOnlyInput.xliff(path, context: context), path: path, with: checker, keptAsSource: &keptAsSource)
            } catch {
                return .failure(error.diagnostic)
            }
        case .byContent(let path):
            do {
                switch try ReadOnlyInput.byContent(path, context: context) {
                case .catalog(let result): return checked(result, path: path, with: checker)
                case .xliff(let result): return checked(result, path: path, with: checker, keptAsSource: &keptAsSource)
                }
            } catch {
                return .failure(error.diagnostic)
            }
        }
    }

    private static func checked(_ result: CatalogReadResult, path: String, with checker: Checker) -> Input {
        .catalog(path: path, findings: checker.findings(in: result.catalog, path: path), diagnostics: result.warnings)
    }

    private static func checked(_ result: XLIFFReadResult, path: String, with checker: Checker,
                                keptAsSource: inout UnitsKeptAsSource) -> Input {
        // The `<file>`s import skips are said, as import says them, and not checked.
        let (document, skipped) = SkippedFile.removing(from: result.document, path: path)
        keptAsSource.count(document, path: path)
        // Nothing left out yet: `record` drops what the files counted together keep.
        let findings = checker.findings(in: document, path: path, keptAsSource: UnitsKeptAsSource())
        return .xliff(path: path, findings: findings, languages: Checker.FileLanguages.of(document),
                      diagnostics: result.diagnostics + skipped)
    }

    /// `inputs` with each `<source>`'s `empty-source` findings said only by the first XLIFF file that
    /// has them (`RepeatedSources`).
    static func collapsingRepeatedSources(_ inputs: [Input]) -> [Input] {
        let xliff = inputs.compactMap { input -> [Finding]? in
            guard case .xliff(_, let findings, _, _) = input else { return nil }
            return findings
        }
        var collapsed = RepeatedSources.collapse(xliff).makeIterator()
        return inputs.map { input in
            guard case .xliff(let path, _, let languages, let diagnostics) = input, let findings = collapsed.next() else { return input }
            return .xliff(path: path, findings: findings, languages: languages, diagnostics: diagnostics)
        }
    }

    /// Adds what `input` gave (an XLIFF document's findings without those `keptAsSource`, counted over
    /// all of them, leaves out), printing it unless the report is JSON.
    mutating func record(_ input: Input, keptAsSource: UnitsKeptAsSource, context: CommandContext, streaming: Bool) {
        let found: [Finding], said: [Diagnostic]
        switch input {
        case .catalog(let path, let findings, let diagnostics):
            catalogs.append(path)
            (found, said) = (findings, diagnostics)
        case .xliff(let path, let findings, _, let diagnostics):
            xliffFiles.append(path)
            (found, said) = (keptAsSource.removingKept(from: findings), diagnostics)
        case .searchWarning(let diagnostic), .unreachable(let diagnostic):
            diagnostics.append(diagnostic)
            if case .unreachable = input { readerDiagnostics.append(diagnostic) }
            if streaming { context.diagnostics.print(diagnostic) }
            return
        case .failure(let diagnostic), .nothingFound(let diagnostic):
            failures.append(diagnostic)
            if case .nothingFound = input { emptyFolders += 1 }
            diagnostics.append(diagnostic)
            if streaming { context.diagnostics.print(diagnostic) }
            return
        }
        diagnostics += said
        readerDiagnostics += said
        findings += found
        if streaming {
            said.forEach(context.diagnostics.print)
            CheckCommand.printable(found, verbose: context.verbosity == .verbose).forEach(context.diagnostics.print)
        }
    }

    /// 65 when an input could not be read; else 1 for an error finding or reader error (such as a
    /// refused XLIFF unit), or a warning with `--werror`; else 0.
    func exitCode(summary: CheckSummary, werror: Bool) -> ExitCode {
        if !failures.isEmpty { return .dataError }
        if summary.errors > 0 || (werror && summary.warnings > 0) { return .findings }
        return .success
    }
}
