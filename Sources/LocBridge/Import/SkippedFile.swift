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

    /// A legacy table's `<file>` that is in no `<language>.lproj` folder: import cannot tell where its
    /// translations go, and stops (`LegacyImporter`).
    static func isUnplaceable(_ file: XLIFFFile) -> Bool {
        let original = file.original
        guard LegacyImporter.handles(original: original) else { return false }
        let target = LegacyImporter.isInterfaceFile(original)
            ? LegacyImporter.interfaceStringsOriginal(original, language: file.targetLanguage)
            : LegacyImporter.targetOriginal(original, language: file.targetLanguage, sourceLanguage: file.sourceLanguage)
        return target == nil
    }

    /// `document` without the `<file>`s import skips or cannot place, and what check says of each.
    public static func removing(from document: XLIFFDocument, path: String) -> (document: XLIFFDocument, diagnostics: [Diagnostic]) {
        let left = document.files.filter { isSkipped($0) || isUnplaceable($0) }
        guard !left.isEmpty else { return (document, []) }
        return (XLIFFDocument(files: document.files.filter { !isSkipped($0) && !isUnplaceable($0) }),
                left.map { file in
                    guard isUnplaceable(file) else { return diagnostic(for: file, path: path, purpose: .checking) }
                    return Diagnostic(.error, "import will stop at \(Diagnostic.fileOriginal(file.original)), and its units are "
                        + "not counted here: it is not in a <language>.lproj folder, so where the \(file.targetLanguage) file "
                        + "goes cannot be told", at: file.startLocation ?? SourceLocation(path: path, line: 1, column: 1))
                })
    }
}
