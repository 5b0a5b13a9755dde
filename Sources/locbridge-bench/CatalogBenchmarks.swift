import LocBridge

/// The library's reader and writer, timed.
enum CatalogBenchmarks {
    static func parse(path: String) throws -> BenchResult {
        let bytes = try FileBytes.read(path)
        // Kept alive past the stopwatch so that freeing it is not timed (Python's json.loads result is
        // not freed inside its timing either).
        var catalog: StringCatalog?
        let time = try Stopwatch.measure { () throws(CatalogError) in
            catalog = try CatalogReader.read(bytes, path: path).catalog
        }
        return BenchResult(seconds: time, inputSize: bytes.count, note: "keys=\(catalog?.strings.count ?? 0)")
    }

    static func write(path: String) throws -> BenchResult {
        let bytes = try FileBytes.read(path)
        let catalog = try CatalogReader.read(bytes, path: path).catalog
        // Streamed in 1 MB chunks as `format` writes files; the chunks are counted, not stored.
        var written = 0
        let time = Stopwatch.measure { CatalogWriter.write(catalog) { written += $0.count } }
        return BenchResult(seconds: time, inputSize: bytes.count, note: "written-bytes=\(written)")
    }

    /// What `locbridge format` does with a canonical file: read it, write it again (streamed, compared
    /// chunk by chunk with the input instead of held in memory), and find nothing to change.
    static func roundtrip(path: String) throws -> BenchResult {
        let bytes = try FileBytes.read(path)
        var identical = false
        var catalog: StringCatalog?
        let time = try Stopwatch.measure { () throws(CatalogError) in
            let read = try CatalogReader.read(bytes, path: path).catalog
            identical = CatalogWriter.writes(read, exactly: bytes)
            catalog = read
        }
        var note: String?
        if !identical, let catalog {
            note = Difference.describe(expected: bytes, actual: CatalogWriter.bytes(catalog))
        }
        return BenchResult(seconds: time, inputSize: bytes.count, identical: identical, note: note)
    }
}
