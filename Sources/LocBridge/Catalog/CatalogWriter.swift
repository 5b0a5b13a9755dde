import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `StringCatalog` as the exact bytes Xcode writes (FORMATS.md §1), in one pass into a buffer.
///
/// Not `JSONSerialization` (about 2 MB/s for sorted pretty output) and not `JSONEncoder` (code-point key
/// order on Linux, no unknown members).
public enum CatalogWriter {
    /// The catalog's bytes, all at once.
    public static func bytes(_ catalog: StringCatalog) -> [UInt8] {
        var out = JSONOutput(capacity: 4096 + catalog.strings.count * 512)
        write(catalog, to: &out)
        return out.bytes
    }

    /// Hands the catalog's bytes to `sink` in chunks of about `chunkSize` bytes, in order; each chunk is
    /// valid only during the call. Peak memory stays at one chunk however big the catalog is.
    public static func write(_ catalog: StringCatalog, chunkSize: Int = 1 << 20,
                             to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        var out = JSONOutput(chunkSize: chunkSize, sink: sink)
        write(catalog, to: &out)
        out.finish()
    }

    /// Writes the catalog to a file atomically, streaming it in chunks. A big catalog's second half is
    /// made on a second thread while the first is written, and waits in 1 MB chunks (never more than
    /// half the file) until it is its turn.
    public static func write(_ catalog: StringCatalog, toFile path: String) throws(FileError) {
        try write(catalog, toFile: path, splittingAbove: splitEntries)
    }

    /// Writes the catalog beside its file, to be put in place with other files (`AtomicFile.stage`).
    public static func stage(_ catalog: StringCatalog, toFile path: String, creatingFolder: Bool = false,
                             mustBeNew: Bool = false) throws(FileError) -> StagedFile {
        try AtomicFile.stage(toFile: path, creatingFolder: creatingFolder, mustBeNew: mustBeNew) { emit in
            write(catalog, splittingAbove: splitEntries, to: emit)
        }
    }

    /// The number of keys from which `write(_:toFile:)` makes the two halves at once.
    static let splitEntries = 2000

    static func write(_ catalog: StringCatalog, toFile path: String, splittingAbove threshold: Int) throws(FileError) {
        try AtomicFile.write(toFile: path) { emit in
            write(catalog, splittingAbove: threshold, to: emit)
        }
    }

    /// The catalog's bytes to `sink` in order, the second half made on another thread when the catalog
    /// has `threshold` keys or more (tests and the fuzz target lower it).
    static func write(_ catalog: StringCatalog, splittingAbove threshold: Int, to sink: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            let keys = catalog.sortedKeys
            if keys.count >= threshold, keys.count >= 2, catalog.extra.isEmpty {
                writeInTwoHalves(catalog, keys: keys, to: sink)
            } else {
                write(catalog, to: sink)
            }
        }
    }

    /// The first half of the keys streamed to `sink` while the second half is made on another thread
    /// (up to 8 MB ahead); the same bytes as `write(_:to:)` for a catalog without unknown root members
    /// (where those go among the known ones is only worked out there). The second half gets a thread of
    /// its own: the two halves wait for each other, which a shared pool might run one after the other.
    private static func writeInTwoHalves(_ catalog: StringCatalog, keys: [String],
                                         to sink: (UnsafeRawBufferPointer) -> Void) {
        let middle = keys.count / 2
        let secondHalf = ChunkPipe(limit: 8 << 20)
        let maker = Thread {
            var out = JSONOutput(chunkSize: 1 << 20, sink: secondHalf.put, depth: 2, hasMembers: true)
            writeSecondHalf(catalog, keys: keys[middle...], to: &out)
            out.finish()
            secondHalf.close()
        }
        maker.stackSize = 8 << 20
        maker.start()
        withoutActuallyEscaping(sink) { sink in
            var out = JSONOutput(chunkSize: 1 << 20, sink: sink)
            writeFirstHalf(catalog, keys: keys[..<middle], to: &out)
            out.finish()
        }
        secondHalf.drain(sink)
    }

    /// True when writing `catalog` would produce exactly `bytes` (e.g. the file it was read from).
    /// Compares chunk by chunk instead of building a second copy of the file in memory.
    public static func writes(_ catalog: StringCatalog, exactly bytes: [UInt8]) -> Bool {
        writes(catalog, exactly: bytes, splittingAbove: CatalogReader.parallelThreshold)
    }

    /// `writes(_:exactly:)`, with the size above which the comparison runs on two threads (tests lower it).
    static func writes(_ catalog: StringCatalog, exactly bytes: [UInt8], splittingAbove threshold: Int) -> Bool {
        let keys = catalog.sortedKeys
        if bytes.count >= threshold, catalog.extra.isEmpty, keys.count >= 2,
           let both = writesInTwoHalves(catalog, keys: keys, exactly: bytes) {
            return both
        }
        let comparison = ChunkComparison(expected: bytes[...])
        write(catalog) { chunk in comparison.consume(chunk) }
        return comparison.matchesCompletely
    }

    /// `writes(_:exactly:)` on two threads: the first half of the keys is compared with the bytes before
    /// where the middle key's member must start, the second half with the rest. Any answer is exact: if
    /// both halves match, the output is the file. Nil (compare in one go) only when the split needs a
    /// check it cannot make cheaply.
    private static func writesInTwoHalves(_ catalog: StringCatalog, keys: [String], exactly bytes: [UInt8]) -> Bool? {
        let middle = keys.count / 2
        // The middle key's member as the writer starts it: `,` LF, four spaces, the quoted key, ` : `.
        var marker = JSONOutput(depth: 2, hasMembers: true)
        marker.key(keys[middle])
        let pattern = marker.bytes
        guard let split = ByteSearch.firstOffset(of: pattern, in: bytes) else { return false }
        nonisolated(unsafe) var results: (Bool, Bool) = (false, false)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                let comparison = ChunkComparison(expected: bytes[..<split])
                var out = JSONOutput(chunkSize: 1 << 20, sink: { comparison.consume($0) })
                writeFirstHalf(catalog, keys: keys[..<middle], to: &out)
                out.finish()
                results.0 = comparison.matchesCompletely
            } else {
                let comparison = ChunkComparison(expected: bytes[split...])
                var out = JSONOutput(chunkSize: 1 << 20, sink: { comparison.consume($0) }, depth: 2, hasMembers: true)
                writeSecondHalf(catalog, keys: keys[middle...], to: &out)
                out.finish()
                results.1 = comparison.matchesCompletely
            }
        }
        return results.0 && results.1
    }

    /// The root up to `strings`' members, and the members for `keys`: a split output's first half.
    private static func writeFirstHalf(_ catalog: StringCatalog, keys: ArraySlice<String>, to out: inout JSONOutput) {
        out.beginObject()
        out.key("sourceLanguage")
        out.string(catalog.sourceLanguage)
        out.key("strings")
        out.beginObject()
        writeEntries(keys, of: catalog.strings, to: &out)
    }

    /// The members for `keys`, then the rest of the root: a split output's second half, written inside
    /// `strings` after the first half's members.
    private static func writeSecondHalf(_ catalog: StringCatalog, keys: ArraySlice<String>, to out: inout JSONOutput) {
        writeEntries(keys, of: catalog.strings, to: &out)
        out.endObject()
        out.key("version")
        out.string(catalog.version)
        out.endObject()
    }

    private static func write(_ catalog: StringCatalog, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.root, extra: catalog.extra, to: &out) { out, member in
            switch member {
            case 0:
                out.key("sourceLanguage")
                out.string(catalog.sourceLanguage)
            case 1:
                out.key("strings")
                out.beginObject()
                writeEntries(catalog.sortedKeys[...], of: catalog.strings, to: &out)
                out.endObject()
            default:
                out.key("version")
                out.string(catalog.version)
            }
        }
        out.endObject()
    }

    /// The members of `strings` for `keys` (already in Xcode's order).
    private static func writeEntries(_ keys: ArraySlice<String>, of strings: [String: CatalogEntry], to out: inout JSONOutput) {
        for key in keys {
            out.key(key)
            writeEntry(strings[key]!, to: &out)
            out.flushIfFull()
        }
    }

    private static func writeEntry(_ entry: CatalogEntry, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.entry, extra: entry.extra, to: &out) { out, member in
            switch member {
            case 0:
                if let comment = entry.comment {
                    out.key("comment")
                    out.string(comment)
                }
            case 1:
                if let state = entry.extractionState {
                    out.key("extractionState")
                    out.string(state.rawValue)
                }
            case 2:
                if let flag = entry.isCommentAutoGenerated {
                    out.key("isCommentAutoGenerated")
                    out.bool(flag)
                }
            case 3:
                if let localizations = entry.localizations {
                    out.key("localizations")
                    writeMap(localizations, name: { $0 }, rank: out.languageRanks.rank, to: &out) { out, localization in
                        writeLocalization(localization, to: &out)
                    }
                }
            default:
                if let flag = entry.shouldTranslate {
                    out.key("shouldTranslate")
                    out.bool(flag)
                }
            }
        }
        out.endObject()
    }

    /// Writes an object's known members (numbered in `known`, which lists them in Xcode's key order)
    /// merged with its unknown ones. `writeKnown` writes member number N if it is present.
    static func writeMembers(_ known: [StaticString], extra: [String: JSONValue], to out: inout JSONOutput,
                             _ writeKnown: (inout JSONOutput, Int) -> Void) {
        if extra.isEmpty {
            for member in known.indices { writeKnown(&out, member) }
            return
        }
        let knownNames = known.map(\.description)
        for name in KeyOrder.sorted(knownNames + extra.keys) {
            if let member = knownNames.firstIndex(of: name) {
                writeKnown(&out, member)
            } else if let value = extra[name] {
                out.key(name)
                out.value(value)
            }
        }
    }

    /// Writes a map member by member in Xcode's key order. `rank` gives keys from a known vocabulary
    /// (plural categories, devices, languages) a precomputed position, so most maps sort by integers;
    /// maps with any key it does not know are sorted with `KeyOrder`.
    static func writeMap<Key: Hashable, Value>(_ map: [Key: Value], name: (Key) -> String, rank: (Key) -> Int?,
                                               to out: inout JSONOutput,
                                               _ writeValue: (inout JSONOutput, Value) -> Void) {
        out.beginObject()
        // Sort dictionary indices, not copies of the values, in scratch memory on the stack.
        withUnsafeTemporaryAllocation(of: (rank: Int, index: Dictionary<Key, Value>.Index).self, capacity: map.count) { order in
            var count = 0
            var allRanked = true
            var index = map.startIndex
            while index != map.endIndex {
                let position = rank(map[index].key)
                if position == nil { allRanked = false }
                (order.baseAddress! + count).initialize(to: (position ?? 0, index))
                count += 1
                map.formIndex(after: &index)
            }
            var slots = UnsafeMutableBufferPointer(rebasing: order[0..<count])
            if allRanked {
                // A rank table that learnt a key on the way may have moved the keys ranked before it.
                for slot in slots.indices { slots[slot].rank = rank(map[slots[slot].index].key)! }
                slots.sort { $0.rank < $1.rank }
            } else {
                // From the names' byte order, as `KeyOrder.sort` does: the same result on every run.
                slots.sort { name(map[$0.index].key).utf8.lexicographicallyPrecedes(name(map[$1.index].key).utf8) }
                slots.sort { KeyOrder.areInIncreasingOrder(name(map[$0.index].key), name(map[$1.index].key)) }
            }
            for item in slots {
                out.key(name(map[item.index].key))
                writeValue(&out, map[item.index].value)
            }
            slots.deinitialize()
        }
        out.endObject()
    }
}

/// The members each catalog object can have, in Xcode's key order; writers number them by position.
enum Members {
    static let root: [StaticString] = ["sourceLanguage", "strings", "version"]
    static let entry: [StaticString] = ["comment", "extractionState", "isCommentAutoGenerated", "localizations", "shouldTranslate"]
    static let localization: [StaticString] = ["stringSet", "stringUnit", "substitutions", "variations"]
    static let stringUnit: [StaticString] = ["state", "value"]
    static let stringSet: [StaticString] = ["state", "values"]
    static let variations: [StaticString] = ["device", "plural"]
    static let substitution: [StaticString] = ["argNum", "formatSpecifier", "variations"]
}

/// Compares output chunks against expected bytes as they arrive.
private final class ChunkComparison {
    private let expected: ArraySlice<UInt8>
    private var offset = 0
    private var differs = false

    init(expected: ArraySlice<UInt8>) { self.expected = expected }

    func consume(_ chunk: UnsafeRawBufferPointer) {
        guard !differs else { return }
        let end = offset + chunk.count
        if end > expected.count {
            differs = true
        } else {
            let same = expected.withUnsafeBytes { whole in
                chunk.count == 0 || memcmp(whole.baseAddress! + offset, chunk.baseAddress!, chunk.count) == 0
            }
            if !same { differs = true }
        }
        offset = end
    }

    var matchesCompletely: Bool { !differs && offset == expected.count }
}
