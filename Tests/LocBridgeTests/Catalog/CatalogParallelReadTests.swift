import Foundation
import Testing
@testable import LocBridge

/// Big catalogs read `strings` on two threads; the result, the lines and the errors must be exactly
/// those of reading on one.
struct CatalogParallelReadTests {
    static let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "comment" : "has a comma, and \\"quotes\\" and a } brace"
            },
            "b" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "[B]"
                  }
                }
              }
            },
            "c" : {

            },
            "d" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """

    @Test func twoThreadsReadTheSameCatalogAsOne() throws {
        let bytes = Array(Self.sample.utf8)
        let single = try CatalogReader.read(bytes, path: "S.xcstrings", splittingAbove: .max).catalog
        let split = try CatalogReader.read(bytes, path: "S.xcstrings", splittingAbove: 0).catalog
        #expect(split == single)
        #expect(split.strings.keys.sorted() == ["a", "b", "c", "d"])
        #expect(split.strings.mapValues(\.line) == single.strings.mapValues(\.line))
        #expect(split.strings["d"]?.line == 20)
        #expect(CatalogWriter.bytes(split) == bytes)
    }

    @Test func keyInBothHalvesIsReportedAsWithOneThread() {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {},
                "b" : {},
                "a" : {}
              },
              "version" : "1.0"
            }
            """
        do {
            _ = try CatalogReader.read(Array(json.utf8), path: "D.xcstrings", splittingAbove: 0)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"D.xcstrings:6:11: error: strings → "a": the key "a" appears twice in "strings"; keep one of them"#)
        }
    }

    @Test func syntaxErrorInSecondHalfIsReportedAsWithOneThread() {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {},
                "b" : {},
                "c" : { "comment" : 3 }
              },
              "version" : "1.0"
            }
            """
        do {
            _ = try CatalogReader.read(Array(json.utf8), path: "E.xcstrings", splittingAbove: 0)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"E.xcstrings:6:25: error: strings → "c" → comment: expected a string, found a number"#)
        }
    }

    /// Comparing with a file on two threads gives the answer comparing on one does.
    @Test func twoThreadComparisonAgreesWithOneThread() throws {
        let bytes = Array(Self.sample.utf8)
        let catalog = try CatalogReader.read(bytes, path: "S.xcstrings").catalog
        #expect(CatalogWriter.writes(catalog, exactly: bytes, splittingAbove: 0))
        var variants: [[UInt8]] = []
        for position in [10, bytes.count / 2 - 3, bytes.count / 2, bytes.count / 2 + 5, bytes.count - 2] {
            var changed = bytes
            changed[position] = changed[position] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            variants.append(changed)
        }
        variants.append(Array(bytes.dropLast()))
        variants.append(bytes + [UInt8(ascii: "\n")])
        variants.append(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "    \"c\"", with: "   \"c\"").utf8))
        for variant in variants {
            #expect(CatalogWriter.writes(catalog, exactly: variant, splittingAbove: 0) == false)
            #expect(CatalogWriter.writes(catalog, exactly: variant, splittingAbove: .max) == false)
        }
    }
}
