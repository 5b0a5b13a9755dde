import Foundation
import LocBridge

/// `locbridge export --all-languages --output OUTDIR FILE`, timed from reading the catalog file to the
/// last XLIFF on disk, with the library calls the command makes (ExportCommand): read the catalog,
/// validate its keys, then build the languages a batch per core at a time and write each atomically.
enum ExportBenchmark {
    /// The `original` the catalog is exported under, as if it lived in an app's `Bench/` folder.
    static let original = "Bench/Localizable.xcstrings"

    static func run(path: String, output: String) throws -> BenchResult {
        // Only for MB/s; the timed part reads the file itself, as the command does.
        guard let inputSize = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            throw BenchError("cannot read \(path)")
        }
        var keys = 0
        var languages: [String] = []
        var units = 0
        var largest = 0
        var written = 0
        let time = try Stopwatch.measure { () throws in
            let catalog = try CatalogReader.read(contentsOfFile: path).catalog
            keys = catalog.strings.count
            let exporter = Exporter(catalogs: [ExportedCatalog(original: original, catalog: catalog)])
            try exporter.validate()
            // --all-languages: the translated languages and the source language, in Xcode's order.
            languages = KeyOrder.sorted(Array(Set(exporter.translatedLanguages + exporter.sourceLanguages)))
            // As the command does: a language per core at a time, written in order.
            try Batches.forEach(languages, make: { language in
                exporter.output(for: language, xcloc: false, project: "Bench.xcodeproj")
            }, use: { _, built in
                try ExportOutput.write(built, to: output)
                guard case .xliff(let bytes) = built.files else { return }
                units += built.document.files.reduce(0) { $0 + $1.units.count }
                largest = max(largest, bytes.count)
                written += bytes.count
            })
        }
        return BenchResult(
            seconds: time, inputSize: inputSize,
            note: "keys=\(keys) languages=\(languages.count) units=\(units) largest-xliff-mb="
                + String(format: "%.3f", Double(largest) / 1e6) + " written-mb=" + String(format: "%.3f", Double(written) / 1e6))
    }
}
