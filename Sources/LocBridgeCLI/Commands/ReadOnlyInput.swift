import LocBridge

/// Reading the inputs a command only reads (check's and stats' files named directly, review's OLD,
/// merge's BASE and THEIRS), which may be pipes: `--base <(git show main:App/L.xcstrings)`,
/// `/dev/stdin` (`FileBytes.read(_:acceptingPipes:)`). Files written in place are read with the
/// library's defaults, which refuse them.
enum ReadOnlyInput {
    static func catalog(_ path: String, context: CommandContext) throws(CatalogError) -> CatalogReadResult {
        try CatalogReader.read(contentsOfFile: context.resolve(path), displayPath: path, acceptingPipes: true)
    }

    /// A file is parsed in chunks as it is read; a pipe, which the XLIFF reader does not open, is read
    /// whole first.
    static func xliff(_ path: String, context: CommandContext) throws(XLIFFError) -> XLIFFReadResult {
        let file = context.resolve(path)
        guard FileBytes.isPipe(file) else { return try XLIFFReader.read(contentsOfFile: file, displayPath: path, purpose: .checking) }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(file, acceptingPipes: true)
        } catch {
            throw XLIFFError(Diagnostic(.error, "cannot read the XLIFF file: \(error.reason)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        return try XLIFFReader.read(bytes, path: path, purpose: .checking)
    }
}
