import Foundation
import Testing
@testable import LocBridge

/// Every XLIFF file Xcode wrote in the corpus reads without error, and what we export reads back as the
/// same units.
@Suite(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
struct XLIFFReaderCorpusTests {
    @Test func everyCorpusXLIFFReads() throws {
        let files = Corpus.files(endingWith: ".xliff")
        #expect(files.count >= 40)
        var units = 0
        for url in files {
            do {
                let result = try XLIFFReader.read(contentsOfFile: url.path)
                #expect(result.diagnostics.isEmpty, "\(url.path): \(result.diagnostics)")
                let text = try String(contentsOf: url, encoding: .utf8)
                let expected = text.components(separatedBy: "<trans-unit ").count - 1
                let read = result.document.files.reduce(0) { $0 + $1.units.count }
                #expect(read == expected, "\(url.path): read \(read) units, the file has \(expected)")
                units += read
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(units > 1000)
    }
}
