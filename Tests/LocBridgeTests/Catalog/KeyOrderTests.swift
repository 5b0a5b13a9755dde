import Foundation
import Testing
@testable import LocBridge

/// KeyOrder must reproduce the key order of `JSONSerialization` with
/// `.sortedKeys` on this platform (FORMATS.md §1, key order).
@Suite struct KeyOrderTests {
    // MARK: Fixed cases

    /// Each list is strictly increasing in Xcode's order (measured on Linux).
    static let increasingLists: [[String]] = [
        // Single characters: ignorable control, whitespace, punctuation,
        // symbols, digits, letters with lowercase first.
        ["\u{1}", "\t", "\n", "\u{B}", "\u{C}", "\r", " ", "_", "-", ",", ";", ":", "!", "?", ".", "'", "\"",
         "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">",
         "|", "~", "$", "0", "9", "a", "A", "b", "B", "z", "Z"],
        // Equal numbers: the shorter digit run first, and only after the rest.
        ["1", "01", "001", "1a", "01a"],
        ["a", "A", "ä", "a b", "a_b", "a-b", "a.b", "a1", "a01", "a001", "a2", "a10", "aa", "aA", "Aa", "AA", "ab"],
        ["D2", "D02", "D10"],
        ["en", "en-GB", "es"],
        ["e", "é", "en"],
        // Case decides before leading zeros once ICU takes over...
        ["a10", "a010", "A10"],
        // ...but after an equal-valued digit run, case is folded.
        ["1a", "1A", "01a", "01A"],
        // A tab sorts before a space; ignorable controls only break ties.
        ["a\tb", "a b"],
        ["a\u{1}b", "ab"],
    ]

    /// (a, b, expected `a` before `b`): pairs where the order is surprising.
    static let pairs: [(String, String, Bool)] = [
        // CoreFoundation accumulates digit runs in a wrapping UInt64:
        // 2^64 reads as 0, 2^64 + 1 as 1 (then the longer run sorts later).
        ("18446744073709551616", "1", true),
        ("1", "18446744073709551617", true),
        ("18446744073709551616a", "1b", true),
        // Ignorable controls: the next character decides.
        ("\u{1}b", "a", false),
        ("x1\u{1}2", "x12", true),
        // Prefix order for short keys...
        ("z ", "Z a", true),
        // ...but a long rest is compared chunk by chunk and a key that runs
        // out keeps offering its last chunk ("z " against "aaaa…").
        ("z ", "Z " + String(repeating: "a", count: 70), false),
        // Foundation's order has cycles: ignorable controls against digit
        // tie-breaks and case.
        ("0a\u{1}", "0A", true),
        ("0A", "00a", true),
        ("00a", "0a\u{1}", true),
        ("Settings.title", "Settings.subtitle", false),
        ("item_10", "item_9", false),
        ("item-2", "item_2", false),
        ("%@ items", "%lld items", true),
    ]

    @Test func fixedListsAreIncreasing() {
        for list in Self.increasingLists {
            #expect(KeyOrder.isSorted(list), "not sorted: \(list)")
            #expect(KeyOrder.sorted(list.reversed()) == list)
            for (index, a) in list.enumerated() {
                for b in list[(index + 1)...] {
                    #expect(KeyOrder.areInIncreasingOrder(a, b), "\(a.debugDescription) < \(b.debugDescription)")
                    #expect(!KeyOrder.areInIncreasingOrder(b, a), "not \(b.debugDescription) < \(a.debugDescription)")
                    #expect(KeyOrder.foundationCompare(a, b) == -1, "Foundation: \(a.debugDescription) < \(b.debugDescription)")
                }
            }
        }
    }

    @Test func fixedPairs() {
        for (a, b, aFirst) in Self.pairs {
            #expect(KeyOrder.areInIncreasingOrder(a, b) == aFirst, "\(a.debugDescription) vs \(b.debugDescription)")
            #expect(KeyOrder.areInIncreasingOrder(b, a) == !aFirst, "\(b.debugDescription) vs \(a.debugDescription)")
            #expect(KeyOrder.foundationCompare(a, b) == (aFirst ? -1 : 1), "Foundation: \(a.debugDescription) vs \(b.debugDescription)")
        }
    }

    /// Foundation aborts on this pair ("free(): invalid pointer"):
    /// CoreFoundation frees its stack buffer after comparing a chunk of more
    /// than 128 units followed by one of 65 to 128. KeyOrder follows the same
    /// algorithm without the crash: the first chunks tie but for case
    /// ("A…" after "a…"), then the second ones differ ("x" before "y").
    @Test func longChunksDoNotCrash() {
        let a = String(repeating: "A", count: 130) + " " + String(repeating: "b", count: 100) + "x"
        let b = String(repeating: "a", count: 130) + " " + String(repeating: "b", count: 100) + "y"
        #expect(KeyOrder.areInIncreasingOrder(a, b))
        #expect(!KeyOrder.areInIncreasingOrder(b, a))
    }

    @Test func distinctKeysNeverTie() {
        #expect(KeyOrder.compare("a", "a") == 0)
        for list in Self.increasingLists {
            for a in list {
                for b in list where a != b { #expect(KeyOrder.compare(a, b) != 0) }
            }
        }
    }

    @Test func isSortedSpotsDisorder() {
        #expect(KeyOrder.isSorted([]))
        #expect(KeyOrder.isSorted(["only"]))
        #expect(!KeyOrder.isSorted(["b", "a"]))
        #expect(!KeyOrder.isSorted(["a", "c", "b"]))
    }

    /// A catalog read from a file keeps its keys' order, used for writing while it still has exactly those
    /// keys, spelled the same, in Xcode's order (no sort: seconds for large catalogs of non-ASCII keys).
    /// Otherwise the keys are sorted.
    @Test func aCatalogsOwnKeyOrderIsUsedWhileItHolds() throws {
        func catalog(_ keys: [String]) throws -> StringCatalog {
            let members = keys.map { "\"\($0)\" : {}" }.joined(separator: ", ")
            return try CatalogReader.read(Array(#"{ "sourceLanguage" : "en", "strings" : { \#(members) }, "version" : "1.0" }"#.utf8),
                                          path: "L.xcstrings").catalog
        }
        let read = try catalog(["b", "Café", "é"])
        #expect(read.keyOrder == ["b", "Café", "é"])
        #expect(read.sortedKeys == ["b", "Café", "é"].sorted(by: KeyOrder.areInIncreasingOrder))
        var sorted = try catalog(["a", "Café", "é"])
        #expect(sorted.sortedKeys == ["a", "Café", "é"])
        sorted.strings["b"] = CatalogEntry()
        #expect(sorted.sortedKeys == ["a", "b", "Café", "é"])
        sorted.strings["b"] = nil
        // The same key in another normalization: written as the dictionary now spells it.
        sorted.strings.removeValue(forKey: "Café")
        sorted.strings["Cafe\u{301}"] = CatalogEntry()
        #expect(sorted.sortedKeys.map { Array($0.unicodeScalars) } == ["a", "Cafe\u{301}", "é"].map { Array($0.unicodeScalars) })
        // Keys Foundation orders in a circle, in an order each neighbour agrees with: kept as the file has them.
        let cycle = try catalog(["Straße cote", "Strasse coté", "strasse Côte"])
        #expect(cycle.sortedKeys == ["Straße cote", "Strasse coté", "strasse Côte"])
    }

    /// Three keys Foundation orders in a circle: whatever order they come in (a `Dictionary`'s changes
    /// from one process to the next), `sorted` gives one result, so a catalog is written the same way
    /// by every run.
    @Test func aCycleSortsTheSameFromEveryStartingOrder() {
        let cycle = ["Strasse coté", "Straße cote", "strasse Côte"]
        #expect(KeyOrder.compare(cycle[1], cycle[0]) < 0 && KeyOrder.compare(cycle[0], cycle[2]) < 0
                && KeyOrder.compare(cycle[2], cycle[1]) < 0)
        let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]].map { $0.map { cycle[$0] } }
        #expect(Set(permutations.map(KeyOrder.sorted)).count == 1)
    }

    // MARK: Randomized, against JSONSerialization itself

    /// 24,000 keys from a fixed seed, sorted by KeyOrder and by
    /// JSONSerialization. Foundation's comparison is not a strict weak order
    /// everywhere (digit runs of 20+ digits, long keys, some mixes of
    /// non-ASCII characters give cycles, even a < b and b < a), and
    /// JSONSerialization meets the keys in hash order, so on such sets its
    /// output changes from run to run and no sort can match it. This set
    /// keeps clear of those cases (see `KeyGenerator.tame`); the next test
    /// covers the ASCII ones pair by pair.
    @Test func randomKeysSortLikeJSONSerialization() throws {
        var generator = KeyGenerator(seed: Self.seed, tame: true)
        let keys = generator.keys(24_000)
        let expected = try Self.jsonSerializationOrder(keys)
        let actual = KeyOrder.sorted(keys)
        #expect(actual.count == keys.count && expected.count == keys.count)
        if let index = Self.firstDifference(actual, expected) {
            let context = expected[max(0, index - 2)...min(expected.count - 1, index + 2)]
            Issue.record("""
                first mismatch at position \(index) of \(keys.count) keys (seed 0x\(String(Self.seed, radix: 16))):
                  KeyOrder:          \(actual[index].debugDescription)
                  JSONSerialization: \(expected[index].debugDescription)
                  JSONSerialization around it: \(context.map(\.debugDescription))
                """)
        }
    }

    /// Every kind of ASCII key (ignorable controls, 20+ digit runs, long
    /// keys differing late), compared pair by pair with Foundation's own
    /// answer: neighbours in code-unit order (which share long prefixes) and
    /// random pairs. Pairs with a non-ASCII key are left out: KeyOrder hands
    /// those to Foundation, and Foundation does not always give the same
    /// answer twice there (nor where KeyOrder defers an ASCII pair to it).
    @Test func randomASCIIPairsCompareLikeFoundation() {
        var generator = KeyGenerator(seed: Self.seed ^ 0xFFFF, tame: false)
        let keys = generator.keys(30_000).filter { KeyOrder.isASCII($0) }
        let sortedKeys = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var pairs = zip(sortedKeys, sortedKeys.dropFirst()).map { ($0, $1) }
        for _ in 0..<60_000 {
            pairs.append((keys[generator.random.below(keys.count)], keys[generator.random.below(keys.count)]))
        }
        var compared = 0, deferred = 0, disagreements = 0
        for (a, b) in pairs {
            for (x, y) in [(a, b), (b, a)] {
                var left = x, right = y
                guard let model = left.withUTF8({ p in right.withUTF8 { q in ASCIIOrder.compare(p, q) } }) else {
                    deferred += 1
                    continue
                }
                compared += 1
                let reference = KeyOrder.foundationCompare(x, y)
                if model != reference {
                    disagreements += 1
                    if disagreements <= 5 {
                        Issue.record("\(x.debugDescription) vs \(y.debugDescription): KeyOrder \(model), Foundation \(reference)")
                    }
                }
            }
        }
        #expect(disagreements == 0, "\(disagreements) of \(compared) comparisons disagree (seed 0x\(String(Self.seed ^ 0xFFFF, radix: 16)))")
        #expect(compared > 100_000 && deferred < compared / 100, "compared \(compared), deferred \(deferred)")
    }

    static let seed: UInt64 = 0x5EED_C0DE_2024

    /// Random keys, weighted towards what breaks naive orders: ASCII
    /// punctuation and symbols, digits (leading zeros, long runs), case
    /// pairs, spaces, controls, and some non-ASCII. Many keys are variations
    /// of earlier ones, so that they differ late; some are longer than 64
    /// UTF-16 units (CoreFoundation's buffer).
    ///
    /// `tame` avoids what makes Foundation's order cyclic: digit runs stay
    /// below 20 digits (CoreFoundation's wrapping UInt64 versus ICU's true
    /// value), there are no ignorable controls (with them "0a\u{1}" < "0A" <
    /// "00a" < "0a\u{1}"), a key holds at most one non-ASCII piece, and long
    /// keys start with 8 units of letters, digits and punctuation that no
    /// other key shares (so no chunk ties with short keys, and never two
    /// long keys that differ only in their last 64 units, where
    /// CoreFoundation even reads past its buffer).
    struct KeyGenerator {
        var random: SplitMix64
        let tame: Bool
        var longHeads = Set<String>()

        init(seed: UInt64, tame: Bool) {
            random = SplitMix64(seed: seed)
            self.tame = tame
        }

        static let asciiPieces: [String] = {
            var pieces: [String] = []
            func add(_ items: [String], weight: Int) {
                for _ in 0..<weight { pieces += items }
            }
            add(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".map(String.init), weight: 2)
            add((0...9).map(String.init), weight: 3)
            add(["0", "00", "007", "10", "01"], weight: 2)
            add(["a", "A", "b", "B", "e", "E", "i", "I", "z", "Z", "x"], weight: 3)
            add([" ", " ", "%@", "%lld", "."], weight: 2)
            add(["\t", "\n"], weight: 1)
            return pieces
        }()

        /// Controls that ICU ignores entirely.
        static let ignorablePieces = ["\u{1}", "\u{7F}", "\u{0}", "\u{1B}"]

        static let nonASCIIPieces = ["é", "e\u{301}", "ä", "Ä", "ß", "中", "😀", "\u{301}", "\u{A0}", "É", "ø"]

        mutating func keys(_ count: Int) -> [String] {
            var seen = Set<String>()
            var keys: [String] = []
            while keys.count < count {
                let key: String
                switch random.below(tame ? 20 : 8) {
                case 0:
                    key = longKey()
                case 1...3 where keys.count > 100:
                    let base = keys[random.below(keys.count)]
                    key = tame && base.utf16.count > 64 ? randomKey() : vary(base)
                default:
                    key = randomKey()
                }
                if tame {
                    if key.utf16.count > 64 && !longHeads.contains(String(key.utf16.prefix(8))!.lowercased()) { continue }
                    if key.unicodeScalars.filter({ !$0.isASCII }).count > 1 { continue }
                    if Self.longestDigitRun(key) >= 20 { continue }
                }
                if seen.insert(key).inserted { keys.append(key) }
            }
            return keys
        }

        mutating func randomKey(maxLength: Int? = nil) -> String {
            var key = ""
            let length = maxLength ?? (random.below(10) == 0 ? 20 + random.below(30) : 1 + random.below(8))
            var nonASCII = 0
            while key.utf16.count < length {
                switch random.below(40) {
                case 0:
                    // A long digit run; past 2^64 only when not tame.
                    key += String(repeating: "0", count: random.below(3))
                    key += String(repeating: String(1 + random.below(9)), count: 12 + random.below(tame ? 8 : 12))
                case 1:
                    key += String(random.next() % 100_000)
                case 2 where !tame:
                    key += Self.ignorablePieces[random.below(Self.ignorablePieces.count)]
                case 3...4 where !tame || nonASCII == 0:
                    key += Self.nonASCIIPieces[random.below(Self.nonASCIIPieces.count)]
                    nonASCII += 1
                default:
                    key += Self.asciiPieces[random.below(Self.asciiPieces.count)]
                }
            }
            return key
        }

        /// 100+ units. When tame, the first 8 units are ASCII letters,
        /// digits and punctuation only, new among long keys (ignoring case),
        /// so the first chunk CoreFoundation compares is never a short one
        /// that a short key could tie with.
        mutating func longKey() -> String {
            while true {
                var head = randomKey(maxLength: 8)
                if tame {
                    head = String(head.unicodeScalars.filter { scalar in
                        scalar.properties.isAlphabetic && scalar.isASCII
                            || ("0"..."9").contains(scalar) || "_-,;:!?.'\"()[]{}@*/\\&#%".unicodeScalars.contains(scalar)
                    }.map(Character.init))
                }
                guard let prefix = String(head.utf16.prefix(8)), prefix.utf16.count == 8 else { continue }
                if tame && longHeads.contains(prefix.lowercased()) { continue }
                var key = prefix
                while key.utf16.count < 100 { key += randomKey() }
                longHeads.insert(prefix.lowercased())
                return key
            }
        }

        static func longestDigitRun(_ key: String) -> Int {
            var longest = 0, current = 0
            for byte in key.utf8 {
                current = (48...57).contains(byte) ? current + 1 : 0
                longest = max(longest, current)
            }
            return longest
        }

        /// Insert, delete or flip the case of something in `key`.
        mutating func vary(_ key: String) -> String {
            var scalars = Array(key.unicodeScalars)
            let position = random.below(scalars.count + 1)
            switch random.below(3) {
            case 0:
                scalars.insert(contentsOf: randomKey(maxLength: 3).unicodeScalars, at: position)
            case 1 where position < scalars.count:
                scalars.remove(at: position)
            default:
                if position < scalars.count, let letter = Character(scalars[position]).asciiValue,
                   (65...90).contains(letter) || (97...122).contains(letter) {
                    scalars[position] = Unicode.Scalar(letter ^ 0x20)
                } else {
                    scalars.append(contentsOf: randomKey(maxLength: 2).unicodeScalars)
                }
            }
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars)
            return String(result)
        }
    }

    // MARK: Corpus

    static let corpusPath = ProcessInfo.processInfo.environment["LOCBRIDGE_CORPUS"]

    @Test(.enabled(if: corpusPath != nil, "set LOCBRIDGE_CORPUS to the corpus folder"))
    func corpusKeySetsSortLikeJSONSerialization() throws {
        let root = try #require(Self.corpusPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            Issue.record("LOCBRIDGE_CORPUS is set to \(root), but that folder is missing")
            return
        }
        var files: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcstrings") { files.append(root + "/" + relative) }
        }
        #expect(!files.isEmpty, "no .xcstrings under \(root)")
        var keySets = 0, keyCount = 0
        var failures: [String] = []
        for file in files.sorted() {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            var sets: [[String]] = []
            Self.collectKeySets(try JSONSerialization.jsonObject(with: data), into: &sets)
            for keys in sets where keys.count > 1 {
                keySets += 1
                keyCount += keys.count
                let expected = try Self.jsonSerializationOrder(keys)
                let actual = KeyOrder.sorted(keys)
                if actual != expected, failures.count < 10 {
                    let index = Self.firstDifference(actual, expected) ?? 0
                    failures.append("\(file): at \(index) KeyOrder has \(actual[index].debugDescription), JSONSerialization \(expected[index].debugDescription)")
                }
            }
        }
        #expect(failures.isEmpty, "of \(keySets) key sets (\(keyCount) keys), some sort differently:\n\(failures.joined(separator: "\n"))")
        #expect(keySets > 0, "no key sets found in \(files.count) catalogs")
    }

    static func collectKeySets(_ value: Any, into sets: inout [[String]]) {
        if let object = value as? [String: Any] {
            sets.append(Array(object.keys))
            for child in object.values { collectKeySets(child, into: &sets) }
        } else if let array = value as? [Any] {
            for child in array { collectKeySets(child, into: &sets) }
        }
    }

    // MARK: Helpers

    /// First position where both lists have different keys (a difference in
    /// length alone is checked separately).
    static func firstDifference(_ a: [String], _ b: [String]) -> Int? {
        let index = zip(a, b).prefix { $0 == $1 }.count
        return index < Swift.min(a.count, b.count) ? index : nil
    }

    /// The order in which `JSONSerialization` writes `keys`: each key maps
    /// to its index in `keys`, and the indices are read back from the output.
    static func jsonSerializationOrder(_ keys: [String]) throws -> [String] {
        var object: [String: Int] = [:]
        for (index, key) in keys.enumerated() { object[key] = index }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return emittedIndices(Array(data)).map { keys[$0] }
    }

    /// Reads `{"key":1,"key":2,...}`: skips each string (minding escapes)
    /// and collects the integer after it.
    static func emittedIndices(_ bytes: [UInt8]) -> [Int] {
        var indices: [Int] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                while bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                position += 1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                var value = 0
                while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                }
                indices.append(value)
            } else {
                position += 1
            }
        }
        return indices
    }

    /// Small deterministic generator (SplitMix64) so failures reproduce.
    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }
}
