/// A byte buffer that writes pretty-printed JSON in exactly Xcode's layout (FORMATS.md §1):
/// 2-space indent, `"key" : value`, `,` then LF between members, empty containers as `{`/`[`, LF, LF,
/// indent, `}`/`]`, and no final newline. It writes what it is told in the order it is told; sorting
/// members is the caller's job.
struct JSONOutput {
    private let buffer: ByteBuffer
    private var depth = 0
    /// Whether the container being written already has a member, so the next one needs a comma.
    private var hasMembers = false
    /// Receives the buffer whenever it grows past `chunkSize` (at `flushIfFull`), so that big catalogs
    /// can be written or compared without holding all their output at once.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    private let chunkSize: Int
    /// Language codes seen so far, ranked in Xcode's order (catalogs repeat the same few dozen).
    let languageRanks = RankTable()

    /// Collects everything; read it with `bytes`.
    init(capacity: Int = 0) {
        buffer = ByteBuffer(capacity: capacity)
        sink = nil
        chunkSize = .max
    }

    /// Hands the output to `sink` in chunks of about `chunkSize` bytes; call `finish()` at the end.
    /// `depth` and `hasMembers` start the output inside an object that is already open (for writing the
    /// second half of a catalog on another thread).
    init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void, depth: Int = 0, hasMembers: Bool = false) {
        buffer = ByteBuffer(capacity: chunkSize + chunkSize / 4)
        self.sink = sink
        self.chunkSize = chunkSize
        self.depth = depth
        self.hasMembers = hasMembers
    }

    /// Collects everything, starting inside an already open object.
    init(depth: Int, hasMembers: Bool) {
        self.init()
        self.depth = depth
        self.hasMembers = hasMembers
    }

    /// Everything written (when not streaming to a sink).
    var bytes: [UInt8] { buffer.array }

    /// Passes the buffer on if it is full. Called between entries, where the buffer may be cut.
    @inline(__always)
    mutating func flushIfFull() {
        if buffer.count >= chunkSize { flush() }
    }

    /// Passes whatever is left to the sink.
    mutating func finish() { flush() }

    private mutating func flush() {
        guard let sink, buffer.count > 0 else { return }
        sink(buffer.bytes)
        buffer.removeAll()
    }

    @inline(__always)
    private mutating func newline(indent level: Int) {
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(repeating: UInt8(ascii: " "), count: 2 * level)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        buffer.append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !hasMembers { buffer.append(UInt8(ascii: "\n")) }
        newline(indent: depth)
        buffer.append(bracket)
        // The container just closed was itself a member or element of its parent.
        hasMembers = true
    }

    /// Starts an object member: separator, indentation, quoted name and `" : "`.
    mutating func key(_ name: String) {
        if hasMembers { buffer.append(UInt8(ascii: ",")) }
        newline(indent: depth)
        appendQuoted(name)
        buffer.append(" : ")
        hasMembers = true
    }

    /// `key` for the catalog's own member names, which never need escaping.
    mutating func key(_ name: StaticString) {
        if hasMembers { buffer.append(UInt8(ascii: ",")) }
        newline(indent: depth)
        buffer.append(UInt8(ascii: "\""))
        buffer.append(name)
        buffer.append("\" : ")
        hasMembers = true
    }

    /// Starts an array element.
    mutating func element() {
        if hasMembers { buffer.append(UInt8(ascii: ",")) }
        newline(indent: depth)
        hasMembers = true
    }

    mutating func string(_ value: String) { appendQuoted(value) }

    mutating func bool(_ value: Bool) {
        if value { buffer.append("true") } else { buffer.append("false") }
    }

    mutating func raw(_ text: String) { buffer.append(string: text) }

    mutating func integer(_ value: Int) { buffer.append(string: String(value)) }

    /// Writes any value; object members in Xcode's key order.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            beginObject()
            for name in KeyOrder.sorted(Array(members.keys)) {
                key(name)
                self.value(members[name]!)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for item in elements {
                element()
                self.value(item)
            }
            endArray()
        case .string(let text): string(text)
        case .number(let text): raw(text)
        case .bool(let flag): bool(flag)
        case .null: raw("null")
        }
    }

    /// Writes a quoted, escaped string. Runs with nothing to escape (almost everything) are copied whole,
    /// found eight bytes at a time.
    private mutating func appendQuoted(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            guard let start = utf8.baseAddress else { return }
            let count = utf8.count
            var runStart = 0
            var index = 0
            while index < count {
                if count - index >= 8,
                   !ByteScan.mayNeedJSONEscape(UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = start[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    if runStart < index { buffer.append(start + runStart, count: index - runStart) }
                    appendEscape(byte)
                    runStart = index + 1
                }
                index += 1
            }
            if runStart < count { buffer.append(start + runStart, count: count - runStart) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Xcode's escapes: the short forms JSON has, `\u00xx` (lowercase hex) for other controls; `/` and
    /// all non-ASCII stay raw.
    private mutating func appendEscape(_ byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): buffer.append("\\\"")
        case backslash: buffer.append("\\\\")
        case 0x0A: buffer.append("\\n")
        case 0x0D: buffer.append("\\r")
        case 0x09: buffer.append("\\t")
        case 0x08: buffer.append("\\b")
        case 0x0C: buffer.append("\\f")
        default:
            let hex: StaticString = "0123456789abcdef"
            buffer.append("\\u00")
            buffer.append(hex.utf8Start[Int(byte >> 4)])
            buffer.append(hex.utf8Start[Int(byte & 0x0F)])
        }
    }
}

/// Ranks the distinct strings of a small vocabulary in Xcode's key order, learning new ones as they
/// come: a catalog with 30 languages sorts 30 codes once instead of at every key.
final class RankTable {
    @exclusivity(unchecked) private var ranks: [String: Int] = [:]
    /// More than any project's languages.
    static let capacity = 256

    func rank(_ key: String) -> Int? {
        if let known = ranks[key] { return known }
        // Unusual keys (long, or not plain letters, digits, `-` and `_`) are left to `KeyOrder` pair by pair.
        // So is every key once the table is full: learning one re-sorts all, which for a catalog of
        // thousands of languages cost time in the square of their number.
        guard ranks.count < RankTable.capacity, key.utf8.count <= 32, key.utf8.allSatisfy(RankTable.isPlain) else { return nil }
        var all = Array(ranks.keys)
        all.append(key)
        ranks = Dictionary(uniqueKeysWithValues: KeyOrder.sorted(all).enumerated().map { ($1, $0) })
        return ranks[key]
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
