/// A `<file>` import leaves out because its `original` names nothing import writes: a tool's own file
/// (translate-toolkit's `po2xliff` adds `<file original="ru.po">`), or one that lost its original. Import
/// says so; check and stats leave it out with the same words, so that their counts are import's.
public enum SkippedFile {
    public static func isSkipped(_ file: XLIFFFile) -> Bool {
        !file.original.hasSuffix(".xcstrings") && !LegacyImporter.handles(original: file.original)
    }

    /// What import says of the skipped `file` (check: what it will say): an error when translations are
    /// left behind, else a warning.
    public static func diagnostic(for file: XLIFFFile, path: String, purpose: XLIFFReader.Purpose = .importing) -> Diagnostic {
        let translated = LegacyImporter.translatedCount(file)
        let what = "only String Catalogs (.xcstrings), legacy .strings/.stringsdict tables, storyboards, xibs and intent "
            + "definitions are imported"
        let message = switch purpose {
        case .importing: "skipped \(Diagnostic.fileOriginal(file.original)): \(what)" + LegacyImporter.lost(translated)
        case .checking:
            "import will skip \(Diagnostic.fileOriginal(file.original)) and its units, which are not counted here: \(what)"
                + (translated == 0 ? "" : "; its \(translated) translated \(translated == 1 ? "unit" : "units") would be lost")
        }
        return Diagnostic(translated > 0 ? .error : .warning, message,
                          at: file.startLocation ?? SourceLocation(path: path, line: 1, column: 1))
    }

    /// `document` without the `<file>`s import skips, and what check says of each.
    public static func removing(from document: XLIFFDocument, path: String) -> (document: XLIFFDocument, diagnostics: [Diagnostic]) {
        let skipped = document.files.filter(isSkipped)
        guard !skipped.isEmpty else { return (document, []) }
        return (XLIFFDocument(files: document.files.filter { !isSkipped($0) }),
                skipped.map { diagnostic(for: $0, path: path, purpose: .checking) })
    }
}
