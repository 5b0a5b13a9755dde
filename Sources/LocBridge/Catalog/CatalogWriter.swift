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

    /// Hands the catalog's bytes to `sink` in chunks of about `chunkSize` bytes, in order. Peak memory
    /// stays at one chunk however big the catalog is.
    /// The chunk is only valid during the call.
    public static func write(_ catalog: StringCatalog, chunkSize: Int = 1 << 20,
                             to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        var out = JSONOutput(chunkSize: chunkSize, sink: sink)
        write(catalog, to: &out)
        out.finish()
    }

    /// True when writing `catalog` would produce exactly `bytes` (e.g. the file it was read from).
    /// Compares chunk by chunk instead of building a second copy of the file in memory.
    public static func writes(_ catalog: StringCatalog, exactly bytes: [UInt8]) -> Bool {
        let comparison = ChunkComparison(expected: bytes)
        write(catalog) { chunk in comparison.consume(chunk) }
        return comparison.matchesCompletely
    }

    private static func write(_ catalog: StringCatalog, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.root, extra: catalog.extra, to: &out) { out, name in
            switch name {
            case "sourceLanguage":
                out.key(name)
                out.string(catalog.sourceLanguage)
            case "strings":
                out.key(name)
                writeStrings(catalog.strings, to: &out)
            case "version":
                out.key(name)
                out.string(catalog.version)
            default: break
            }
        }
        out.endObject()
    }

    /// Writes known members (listed in Xcode's key order) merged with unknown ones. `writeKnown` writes
    /// the named member if it is present and does nothing otherwise.
    static func writeMembers(_ known: [String], extra: [String: JSONValue], to out: inout JSONOutput,
                             _ writeKnown: (inout JSONOutput, String) -> Void) {
        if extra.isEmpty {
            for name in known { writeKnown(&out, name) }
            return
        }
        for name in KeyOrder.sorted(known + extra.keys) {
            if let value = extra[name] {
                out.key(name)
                out.value(value)
            } else {
                writeKnown(&out, name)
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
        // Sort dictionary indices rather than copies of the values.
        var order: [(rank: Int, index: Dictionary<Key, Value>.Index)] = []
        order.reserveCapacity(map.count)
        var allRanked = true
        var index = map.startIndex
        while index != map.endIndex {
            let position = rank(map[index].key)
            if position == nil { allRanked = false }
            order.append((position ?? 0, index))
            map.formIndex(after: &index)
        }
        if allRanked {
            // A rank table that learnt a key on the way may have moved the keys ranked before it.
            for slot in order.indices { order[slot].rank = rank(map[order[slot].index].key)! }
        }
        if allRanked {
            order.sort { $0.rank < $1.rank }
        } else {
            order.sort { KeyOrder.areInIncreasingOrder(name(map[$0.index].key), name(map[$1.index].key)) }
        }
        for item in order {
            let element = map[item.index]
            out.key(name(element.key))
            writeValue(&out, element.value)
        }
        out.endObject()
    }

    private static func writeStrings(_ strings: [String: CatalogEntry], to out: inout JSONOutput) {
        writeMap(strings, name: { $0 }, rank: { _ in nil }, to: &out) { out, entry in
            writeEntry(entry, to: &out)
            out.flushIfFull()
        }
    }

    private static func writeEntry(_ entry: CatalogEntry, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.entry, extra: entry.extra, to: &out) { out, name in
            switch name {
            case "comment":
                if let comment = entry.comment {
                    out.key(name)
                    out.string(comment)
                }
            case "extractionState":
                if let state = entry.extractionState {
                    out.key(name)
                    out.string(state.rawValue)
                }
            case "isCommentAutoGenerated":
                if let flag = entry.isCommentAutoGenerated {
                    out.key(name)
                    out.bool(flag)
                }
            case "localizations":
                if let localizations = entry.localizations {
                    out.key(name)
                    writeMap(localizations, name: { $0 }, rank: out.languageRanks.rank, to: &out) { out, localization in
                        writeLocalization(localization, to: &out)
                    }
                }
            case "shouldTranslate":
                if let flag = entry.shouldTranslate {
                    out.key(name)
                    out.bool(flag)
                }
            default: break
            }
        }
        out.endObject()
    }
}

/// Compares output chunks against expected bytes as they arrive.
private final class ChunkComparison {
    private let expected: [UInt8]
    private var offset = 0
    private var differs = false

    init(expected: [UInt8]) { self.expected = expected }

    func consume(_ chunk: UnsafeRawBufferPointer) {
        guard !differs else { return }
        let end = offset + chunk.count
        if end > expected.count {
            differs = true
        } else {
            let same = expected.withUnsafeBytes { whole in
                memcmp(whole.baseAddress! + offset, chunk.baseAddress!, chunk.count) == 0
            }
            if !same { differs = true }
        }
        offset = end
    }

    var matchesCompletely: Bool { !differs && offset == expected.count }
}

/// The members each catalog object can have, in Xcode's key order. Kept as constants: an array
/// literal inside the writers would be built again for every object.
enum Members {
    static let root = ["sourceLanguage", "strings", "version"]
    static let entry = ["comment", "extractionState", "isCommentAutoGenerated", "localizations", "shouldTranslate"]
    static let localization = ["stringSet", "stringUnit", "substitutions", "variations"]
    static let stringUnit = ["state", "value"]
    static let stringSet = ["state", "values"]
    static let variations = ["device", "plural"]
    static let substitution = ["argNum", "formatSpecifier", "variations"]
}
