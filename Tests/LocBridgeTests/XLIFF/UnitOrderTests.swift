import Foundation
import Testing
@testable import LocBridge

extension XLIFF {
    /// Xcode's `<trans-unit>` order (FORMATS.md §2, "Unit order"): digit runs compared as numbers,
    /// everything else by UTF-16 code unit, case-sensitive.
    @Suite struct UnitOrderTests {
        struct Pair: Sendable, CustomTestStringConvertible {
            var first: String
            var second: String
            var testDescription: String { "\(first.debugDescription) < \(second.debugDescription)" }
        }

        static let pairs: [Pair] = [
            Pair(first: "2nd", second: "17+"),
            Pair(first: "%lld Anime", second: "%lld actors"),
            Pair(first: "a2", second: "a10"),
            Pair(first: "a9b", second: "a10a"),
            Pair(first: "B", second: "a"),
            Pair(first: "Z", second: "a"),
            Pair(first: "a", second: "ab"),
            Pair(first: "", second: "a"),
            // A number longer than any integer type still compares by value.
            Pair(first: "v99999999999999999999999", second: "v100000000000000000000000"),
            // Equal values: the shorter spelling first, so distinct ids never tie.
            Pair(first: "a1", second: "a01"),
            // Digits sort against other characters by code unit: ' ' (0x20) < '0' < 'A' < '|'.
            Pair(first: "a b", second: "a1"),
            Pair(first: "a1", second: "aA"),
            // The key sorts before its own variations, and variations sort by path text.
            Pair(first: "%lld files", second: "%lld files|==|plural.few"),
            Pair(first: "%lld files|==|plural.one", second: "%lld files|==|plural.other"),
            Pair(first: "K|==|device.iphone.plural.one", second: "K|==|device.mac"),
            // UTF-16, not scalar order: U+FF5E (one unit) sorts after U+1F600 (surrogates 0xD83D…).
            Pair(first: "😀", second: "～"),
            Pair(first: "é", second: "日"),
        ]

        @Test(arguments: pairs)
        func ordersPair(_ pair: Pair) {
            #expect(UnitOrder.areInIncreasingOrder(pair.first, pair.second))
            #expect(!UnitOrder.areInIncreasingOrder(pair.second, pair.first))
        }

        @Test func equalIDsAreNotOrdered() {
            #expect(!UnitOrder.areInIncreasingOrder("a10", "a10"))
        }

        @Test func sortsUnitsByID() {
            let ids = ["a10", "17+", "B", "%lld actors", "2nd", "a2", "%lld Anime", "a"]
            let units = ids.map { TranslationUnit(id: UnitID(key: $0), source: $0) }
            #expect(UnitOrder.sorted(units).map(\.id.description) == ["%lld Anime", "%lld actors", "2nd", "17+", "B", "a", "a2", "a10"])
        }

        /// Every catalog `<file>` of every Xcode export in the corpus lists its units in this order.
        @Test(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
        func corpusExportsAreInOrder() throws {
            let exports = Corpus.files(endingWith: ".xliff")
            var checkedFiles = 0
            for url in exports {
                let text = try String(contentsOf: url, encoding: .utf8)
                for file in Self.catalogFiles(in: text) {
                    checkedFiles += 1
                    for (a, b) in zip(file.ids, file.ids.dropFirst()) where !UnitOrder.areInIncreasingOrder(a, b) {
                        Issue.record("\(url.lastPathComponent) \(file.original): \(a.debugDescription) is written before \(b.debugDescription)")
                    }
                }
            }
            #expect(exports.isEmpty || checkedFiles > 0, "no <file> of a .xcstrings in the corpus exports")
        }

        /// The unescaped `<trans-unit>` ids of each `<file>` whose `original` ends in `.xcstrings`.
        static func catalogFiles(in text: String) -> [(original: String, ids: [String])] {
            var found: [(original: String, ids: [String])] = []
            let fileTag = /<file original="([^"]*)"/
            let idAttribute = /<trans-unit id="([^"]*)"/
            for chunk in text.split(separator: "</file>") {
                guard let file = chunk.firstMatch(of: fileTag) else { continue }
                let original = unescape(file.1)
                guard original.hasSuffix(".xcstrings") else { continue }
                found.append((original, chunk.matches(of: idAttribute).map { unescape($0.1) }))
            }
            return found
        }

        static func unescape(_ text: Substring) -> String {
            var result = String(text)
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#10;", "\n"), ("&#13;", "\r"),
                                        ("&#9;", "\t"), ("&amp;", "&")] {
                result = result.replacingOccurrences(of: entity, with: character)
            }
            return result
        }
    }
}
