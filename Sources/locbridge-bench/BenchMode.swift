import Foundation

/// One operation the benchmark can time. Reading the file and any set-up (parsing before a write-only
/// measurement) happen outside the timed part.
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

    /// Our modes read the file straight into `[UInt8]` and Foundation's into `Data`, so neither holds a
    /// second copy of the input that would inflate its peak RSS.
    func run(path: String) throws -> BenchResult {
        switch self {
        case .parse: try CatalogBenchmarks.parse(path: path)
        case .write: try CatalogBenchmarks.write(path: path)
        case .roundtrip: try CatalogBenchmarks.roundtrip(path: path)
        case .foundationParse: try FoundationJSON.benchmarkParse(path: path)
        case .foundationWrite: try FoundationJSON.benchmarkWrite(path: path)
        case .foundationRoundtrip: try FoundationJSON.benchmarkRoundtrip(path: path)
        }
    }
}
