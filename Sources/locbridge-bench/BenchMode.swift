import Foundation

/// One operation the benchmark can time. Reading the file and any set-up (parsing before a write-only
/// measurement) happen outside the timed part, except for `export`, which times a whole command.
enum BenchMode: String, CaseIterable {
    /// `CatalogReader.read` on bytes already in memory.
    case parse
    /// `CatalogWriter.bytes` on a catalog parsed beforehand.
    case write
    /// Read and write, then check the output is byte-identical to the input.
    case roundtrip
    /// `JSONSerialization.jsonObject` on bytes already in memory.
    case foundationParse = "foundation-parse"
    /// `JSONSerialization` sorted pretty write of an object parsed beforehand.
    case foundationWrite = "foundation-write"
    /// `JSONSerialization` parse, then sorted pretty write; also checked for identity.
    case foundationRoundtrip = "foundation-roundtrip"
    /// `locbridge export --all-languages` of one catalog into a folder: read, build, write, all timed.
    case export
    /// `locbridge import --project-root CATALOG_ROOT XLIFF` into a scratch copy of the catalogs: read the
    /// XLIFF, merge, write the changed catalogs; all timed except the copy.
    case `import`
    /// `XLIFFReader.read(contentsOfFile:eachFile:)` alone: the import's parsing thread, each `<file>`
    /// dropped as soon as it is handed over (its units counted).
    case xliffRead = "xliff-read"
    /// `Merge.apply` alone: the XLIFF is read as the import reads it and the catalog parsed beforehand
    /// (untimed), then every `<file>` is merged into the catalog in turn.
    case mergeOnly = "merge-only"

    /// What the mode takes after its name: `FILE`, `FILE OUTDIR` for `export`, `CATALOG_ROOT XLIFF` for
    /// `import`.
    var operands: [String] {
        switch self {
        case .export: ["FILE", "OUTDIR"]
        case .import, .mergeOnly: ["CATALOG_ROOT", "XLIFF"]
        default: ["FILE"]
        }
    }

    /// Our modes read the file straight into `[UInt8]` and Foundation's into `Data`, so neither holds a
    /// second copy of the input that would inflate its peak RSS.
    /// - Parameter operands: as many as `operands` names; the first is the catalog (`import`: the folder
    ///   its catalogs are under).
    func run(_ operands: [String]) throws -> BenchResult {
        let path = operands[0]
        return switch self {
        case .parse: try CatalogBenchmarks.parse(path: path)
        case .write: try CatalogBenchmarks.write(path: path)
        case .roundtrip: try CatalogBenchmarks.roundtrip(path: path)
        case .foundationParse: try FoundationJSON.benchmarkParse(path: path)
        case .foundationWrite: try FoundationJSON.benchmarkWrite(path: path)
        case .foundationRoundtrip: try FoundationJSON.benchmarkRoundtrip(path: path)
        case .export: try ExportBenchmark.run(path: path, output: operands[1])
        case .import: try ImportBenchmark.run(root: path, xliff: operands[1])
        case .xliffRead: try ImportBenchmark.read(xliff: path)
        case .mergeOnly: try ImportBenchmark.merge(root: path, xliff: operands[1])
        }
    }
}
