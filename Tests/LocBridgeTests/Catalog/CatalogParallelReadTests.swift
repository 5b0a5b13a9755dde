import Foundation
import Testing
@testable import LocBridge

/// Big catalogs read `strings` in chunks on several threads; the result, the lines and the errors must
/// be exactly those of reading on one.
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

    /// One-byte chunks: a chunk per member, each of the middle ones read as `.between` two boundaries.
    @Test func aChunkPerMemberReadsTheSameCatalogAsOne() throws {
        let bytes = Array(Self.sample.utf8)
        let single = try CatalogReader.read(bytes, path: "S.xcstrings", splittingAbove: .max).catalog
        let chunked = try CatalogReader.read(bytes, path: "S.xcstrings", splittingAbove: 0, chunkBytes: 1).catalog
        #expect(chunked == single)
        #expect(chunked.strings.mapValues(\.line) == ["a": 4, "b": 7, "c": 17, "d": 20])
        #expect(chunked.keyOrder == ["a", "b", "c", "d"] && single.keyOrder == chunked.keyOrder)
        #expect(CatalogWriter.bytes(chunked) == bytes)
    }

    /// The chunks themselves, not the one-thread fallback that any failure would quietly take.
    @Test func chunkBoundariesAreTheMembersOfStringsAndEachChunkIsRead() throws {
        let bytes = Array(Self.sample.utf8)
        let (boundaries, lines, end) = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            // At the `{` of "strings", where the reader calls it, on line 3.
            scanner.position = bytes.firstRange(of: Array("{\n    \"a\"".utf8))!.lowerBound
            scanner.line = 3
            let boundaries = CatalogReader.chunkBoundaries(of: scanner, chunkBytes: 1)
            var order: [String] = []
            let strings = CatalogReader.readStringsInChunks(&scanner, chunkBytes: 1, order: &order)
            #expect(order == ["a", "b", "c", "d"])
            return (boundaries, strings?.mapValues(\.line), (scanner.line, String(decoding: bytes[scanner.position...].prefix(3), as: UTF8.self)))
        }
        let names = boundaries.map { String(decoding: bytes[$0..<($0 + 3)], as: UTF8.self) }
        #expect(names == [#""b""#, #""c""#, #""d""#])
        #expect(lines == ["a": 4, "b": 7, "c": 17, "d": 20])
        // Left after the closing brace of "strings", on its line.
        #expect(end.0 == 23)
        #expect(end.1 == ",\n ")
    }

    /// Found by fuzzing: an empty "strings" followed by root members indented like its own. The guessed
    /// boundaries lie in the root object; the first chunk must not accept ending at `}` before its stop,
    /// or the later chunks read root members as entries and a broken file is accepted.
    @Test(arguments: [1, CatalogReader.chunkBytes])
    func boundariesAfterAnEmptyStringsObjectAreNotTakenForItsMembers(chunkBytes: Int) {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                   },
                "a" : {
                  "comment" : "x"
                },
                "b" : {}
              },
              "version" : "1.0"
            }
            """
        Self.expectError(json, path: "F.xcstrings", chunkBytes: chunkBytes, "F.xcstrings:9:4: error: found ',' after the end of the catalog's root object")
    }

    @Test(arguments: [1, CatalogReader.chunkBytes])
    func keyInTwoChunksIsReportedAsWithOneThread(chunkBytes: Int) {
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
        Self.expectError(json, path: "D.xcstrings", chunkBytes: chunkBytes, #"D.xcstrings:6:11: error: strings → "a": the key "a" appears twice in "strings"; keep one of them"#)
    }

    @Test(arguments: [1, CatalogReader.chunkBytes])
    func syntaxErrorInALaterChunkIsReportedAsWithOneThread(chunkBytes: Int) {
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
        Self.expectError(json, path: "E.xcstrings", chunkBytes: chunkBytes, #"E.xcstrings:6:25: error: strings → "c" → comment: expected a string, found a number"#)
    }

    /// Reads `json` split into chunks and expects exactly `message`.
    private static func expectError(_ json: String, path: String, chunkBytes: Int, _ message: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try CatalogReader.read(Array(json.utf8), path: path, splittingAbove: 0, chunkBytes: chunkBytes)
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == message, sourceLocation: sourceLocation)
        }
    }

    /// Writing a file with the second half made on another thread gives the bytes of writing on one;
    /// a catalog with unknown root members is written on one thread (where they go is worked out there).
    @Test func twoThreadFileWriteGivesTheSameBytes() throws {
        let folder = NSTemporaryDirectory() + "/locbridge-split-write-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var many = try CatalogReader.read(Array(Self.sample.utf8), path: "S.xcstrings").catalog
        for index in 0..<5000 {
            many.strings["key \(index) ✓"] = CatalogEntry(comment: String(repeating: "long comment ", count: index % 50))
        }
        var withExtra = many
        withExtra.extra["zzz"] = .string("unknown")
        for catalog in [try CatalogReader.read(Array(Self.sample.utf8), path: "S.xcstrings").catalog, many, withExtra] {
            let path = folder + "/S.xcstrings"
            try CatalogWriter.write(catalog, toFile: path, splittingAbove: 0)
            #expect(try FileBytes.read(path) == CatalogWriter.bytes(catalog))
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
