/// A byte buffer that writes pretty-printed JSON in exactly Xcode's layout (FORMATS.md §1):
/// 2-space indent, `"key" : value`, `,` then LF between members, empty containers as `{`/`[`, LF, LF,
/// indent, `}`/`]`, and no final newline. It writes what it is told in the order it is told; sorting
/// members is the caller's job.
struct JSONOutput {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the container being written already has a member, so the next one needs a comma.
    private var hasMembers = false
    /// Receives the buffer whenever it grows past `chunkSize` (at `flushIfFull`), so that big catalogs
    /// can be written or compared without holding all their output at once.
    private let sink: (([UInt8]) -> Void)?
    private let chunkSize: Int

    /// Collects everything in `bytes`.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        sink = nil
        chunkSize = .max
    }

    /// Hands the output to `sink` in chunks of about `chunkSize` bytes; call `finish()` at the end.
    init(chunkSize: Int, sink: @escaping ([UInt8]) -> Void) {
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
        self.sink = sink
        self.chunkSize = chunkSize
    }

    /// Passes the buffer on if it is full. Called between entries, where the buffer may be cut.
    @inline(__always)
    mutating func flushIfFull() {
        if bytes.count >= chunkSize { flush() }
    }

    /// Passes whatever is left to the sink.
    mutating func finish() { flush() }

    private mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// LF followed by enough spaces for any sane depth; indentation is a slice of it.
    private static let newlineAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 512)

    @inline(__always)
    private mutating func newline(indent level: Int) {
        let count = 1 + 2 * level
        if count <= JSONOutput.newlineAndSpaces.count {
            bytes.append(contentsOf: JSONOutput.newlineAndSpaces[0..<count])
        } else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !hasMembers { bytes.append(UInt8(ascii: "\n")) }
        newline(indent: depth)
        bytes.append(bracket)
        // The container just closed was itself a member or element of its parent.
        hasMembers = true
    }

    /// Starts an object member: separator, indentation, quoted name and `" : "`.
    mutating func key(_ name: String) {
        if hasMembers { bytes.append(UInt8(ascii: ",")) }
        newline(indent: depth)
        appendQuoted(name)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        hasMembers = true
    }

    /// Starts an array element.
    mutating func element() {
        if hasMembers { bytes.append(UInt8(ascii: ",")) }
        newline(indent: depth)
        hasMembers = true
    }

    mutating func string(_ value: String) { appendQuoted(value) }

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

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

    /// Writes a quoted, escaped string. Strings with nothing to escape (almost all) are copied in one go.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                appendEscape(byte)
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Xcode's escapes: the short forms JSON has, `\u00xx` (lowercase hex) for other controls; `/` and
    /// all non-ASCII stay raw.
    private mutating func appendEscape(_ byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [backslash, UInt8(ascii: "\"")])
        case backslash: bytes.append(contentsOf: [backslash, backslash])
        case 0x0A: bytes.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [backslash, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [backslash, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [backslash, UInt8(ascii: "f")])
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }
}
