import Foundation

/// The Foundation baseline: `JSONSerialization` with the options that reproduce Xcode's catalog bytes
/// on Linux (FORMATS.md §1).
enum FoundationJSON {
    static let writingOptions: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

    static func parse(_ data: Data) throws -> [String: Any] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchError("the catalog's root is not a JSON object")
        }
        return root
    }

    static func write(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: writingOptions)
    }

    static func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
        return data
    }

    /// Re-writes `input` to `output` (may be the same path) in Xcode's key order and layout.
    static func canonicalize(input: String, output: String) throws {
        try write(try parse(try read(input))).write(to: URL(fileURLWithPath: output), options: .atomic)
    }

    static func benchmarkParse(path: String) throws -> BenchResult {
        let data = try read(path)
        // Kept alive past the stopwatch, as for our parse: freeing is not timed.
        var root: [String: Any] = [:]
        let time = try Stopwatch.measure { () throws in root = try parse(data) }
        return BenchResult(seconds: time, inputSize: data.count, note: "root-members=\(root.count)")
    }

    static func benchmarkWrite(path: String) throws -> BenchResult {
        let data = try read(path)
        let object = try parse(data)
        var written = 0
        let time = try Stopwatch.measure { () throws in written = try write(object).count }
        return BenchResult(seconds: time, inputSize: data.count, note: "written-bytes=\(written)")
    }

    static func benchmarkRoundtrip(path: String) throws -> BenchResult {
        let data = try read(path)
        var output = Data()
        let time = try Stopwatch.measure { () throws in output = try write(try parse(data)) }
        return BenchResult(seconds: time, inputSize: data.count, identical: output == data)
    }
}
