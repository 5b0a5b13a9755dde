import LocBridge

/// Reading the inputs a command only reads (check's and stats' files named directly, review's OLD,
/// merge's BASE and THEIRS, import's XLIFF files named directly), which may be pipes:
/// `--base <(git show main:App/L.xcstrings)`, `/dev/stdin` (`FileBytes.read(_:acceptingPipes:)`). Files
/// written in place are read with the library's defaults, which refuse them.
enum ReadOnlyInput {
    static func catalog(_ path: String, context: CommandContext) throws(CatalogError) -> CatalogReadResult {
        try CatalogReader.read(contentsOfFile: context.resolve(path), displayPath: path, acceptingPipes: true)
    }

    /// A file is parsed in chunks as it is read; a pipe, which the XLIFF reader does not open, is read
    /// whole first.
    static func xliff(_ path: String, context: CommandContext) throws(XLIFFError) -> XLIFFReadResult {
        let file = context.resolve(path)
        guard FileBytes.isPipe(file) else { return try XLIFFReader.read(contentsOfFile: file, displayPath: path, purpose: .checking) }
        return try XLIFFReader.read(try pipedXLIFF(path, context: context), path: path, purpose: .checking)
    }

    /// The bytes of an XLIFF file that is a pipe, read whole; `path` as the user gave it.
    static func pipedXLIFF(_ path: String, context: CommandContext) throws(XLIFFError) -> [UInt8] {
        do {
            return try FileBytes.read(context.resolve(path), acceptingPipes: true)
        } catch {
            throw XLIFFError(Diagnostic(.error, "cannot read the XLIFF file: \(error.reason)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
    }

    /// What a file whose name says neither (`CheckInput.byContent`) was read as.
    enum Read {
        case catalog(CatalogReadResult)
        case xliff(XLIFFReadResult)
    }

    /// Why such a file could not be read or was neither.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// A file whose name says neither catalog nor XLIFF (a pipe such as `/dev/fd/63`): read whole, then
    /// parsed as what its first character says (`ContentKind`).
    static func byContent(_ path: String, context: CommandContext) throws(Failure) -> Read {
        let start = SourceLocation(path: path, line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(context.resolve(path), acceptingPipes: true)
        } catch {
            throw Failure(diagnostic: Diagnostic(.error, "cannot read the file: \(error.reason)", at: start))
        }
        switch ContentKind.of(bytes) {
        case .catalog?:
            do { return .catalog(try CatalogReader.read(bytes, path: path)) } catch { throw Failure(diagnostic: error.diagnostic) }
        case .xliff?:
            do {
                return .xliff(try XLIFFReader.read(bytes, path: path, purpose: .checking))
            } catch {
                throw Failure(diagnostic: error.diagnostic)
            }
        case nil:
            throw Failure(diagnostic: Diagnostic(.error, neither(empty: ContentKind.firstCharacter(bytes) == nil, bytes: bytes), at: start))
        }
    }

    /// A catalog's parse error, said plainly where the bytes are XML: an XLIFF file (often a pipe, whose
    /// name says nothing) given to a command that reads only catalogs.
    /// `instead`: where such a file should go (`XLIFF files are read by locbridge import`).
    static func catalogError(_ error: CatalogError, bytes: [UInt8], command: String, instead: String? = nil) -> Diagnostic {
        guard ContentKind.of(bytes) == .xliff else { return error.diagnostic }
        return Diagnostic(.error, "expected a String Catalog (JSON), found XML (an XLIFF file?); \(command) reads only catalogs"
                          + (instead.map { "; " + $0 } ?? ""), at: error.diagnostic.location)
    }

    /// The error for content that is neither a catalog nor XLIFF.
    static func neither(empty: Bool, bytes: [UInt8] = []) -> String {
        if ContentKind.isZipArchive(bytes) {
            return "neither a String Catalog nor XLIFF: it is a zip archive; unzip it and name the .xcloc bundle or .xliff "
                + "files it holds"
        }
        return "neither a String Catalog nor XLIFF: "
            + (empty ? "it is empty (or only whitespace)" : "it starts with neither '{' (a catalog's JSON) nor '<' (XLIFF's XML)")
    }
}
