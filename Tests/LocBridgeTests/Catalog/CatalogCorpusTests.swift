import Foundation
import Testing
@testable import LocBridge

/// Reading then writing every Xcode-written catalog of the corpus gives the same bytes
/// (FORMATS.md §1, "178 of 178 reproduced").
@Suite(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
struct CatalogCorpusTests {
    @Test func everyCorpusCatalogRoundTripsByteForByte() throws {
        let catalogs = Corpus.files(endingWith: ".xcstrings")
        #expect(catalogs.count >= 300, "expected the corpus's 361 catalogs, found \(catalogs.count)")
        var failures: [String] = []
        for url in catalogs {
            let bytes = try FileBytes.read(url.path)
            do {
                let result = try CatalogReader.read(bytes, path: url.path)
                let written = CatalogWriter.bytes(result.catalog)
                if written != bytes {
                    failures.append("\(url.path): \(ByteDifference.describe(expected: bytes, actual: written))")
                }
                if !CatalogWriter.writes(result.catalog, exactly: bytes, splittingAbove: 0) {
                    failures.append("\(url.path): comparing on two threads finds a difference")
                }
                var halves: [UInt8] = []
                CatalogWriter.write(result.catalog, splittingAbove: 0) { halves.append(contentsOf: $0) }
                if halves != bytes {
                    failures.append("\(url.path): writing in two halves gives other bytes")
                }
                // Reading on two threads (as big catalogs do) must give the same model and lines.
                let split = try CatalogReader.read(bytes, path: url.path, splittingAbove: 0).catalog
                if split != result.catalog || split.strings.mapValues(\.line) != result.catalog.strings.mapValues(\.line) {
                    failures.append("\(url.path): reading on two threads gives a different catalog")
                }
            } catch {
                failures.append(error.description)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) catalogs differ:\n\(failures.prefix(10).joined(separator: "\n"))")
    }
}
