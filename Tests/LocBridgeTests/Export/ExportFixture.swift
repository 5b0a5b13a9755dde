import Foundation
import Testing
@testable import LocBridge

/// Small catalogs in, XLIFF text out: the path every export test takes, so that each test only states
/// its catalog (as JSON) and the golden XLIFF it expects (written out in full in the test).
enum ExportFixture {
    /// The `original` every one-catalog test exports under.
    static let original = "App/Localizable.xcstrings"

    /// Reads a catalog written as JSON, as `CatalogReader` reads a file.
    static func catalog(_ json: String) throws -> StringCatalog {
        try CatalogReader.read(Array(json.utf8), path: original).catalog
    }

    /// The whole XLIFF document for `language`, as text.
    static func document(_ catalogs: [ExportedCatalog], language: String, tool: ToolInfo = .locbridge) -> String {
        let document = Exporter(catalogs: catalogs, tool: tool).document(for: language)
        return String(decoding: XLIFFWriter.bytes(document), as: UTF8.self)
    }

    /// The whole XLIFF document of one catalog (read from JSON) for `language`.
    static func document(_ json: String, language: String, tool: ToolInfo = .locbridge) throws -> String {
        document([ExportedCatalog(original: original, catalog: try catalog(json))], language: language, tool: tool)
    }

    /// The `<trans-unit>` elements of a one-catalog export, in the order written: every line between
    /// `    <body>` and `    </body>`, each with its trailing LF. Empty for `<body/>`.
    static func units(_ json: String, language: String) throws -> String {
        body(of: try document(json, language: language))
    }

    /// The lines inside the first `<body>` of a written document.
    static func body(of document: String) -> String {
        let open = "    <body>\n", close = "    </body>\n"
        guard let start = document.range(of: open), let end = document.range(of: close, range: start.upperBound..<document.endIndex) else {
            return ""
        }
        return String(document[start.upperBound..<end.lowerBound])
    }
}

/// Expects written XLIFF to equal the golden text; a failure shows both and where they first differ.
func expectXLIFF(_ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(actual == expected, "\(ByteDifference.describe(expected: Array(expected.utf8), actual: Array(actual.utf8)))",
            sourceLocation: sourceLocation)
}
