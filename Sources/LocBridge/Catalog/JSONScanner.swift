#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure while reading JSON: what was wrong, at which byte, and (filled in while unwinding) the
/// members that lead to it.
struct JSONFailure: Error {
    var message: String
    var offset: Int
    var keyPath: [String] = []
}

/// A member name (or short string) as it appears in the buffer. Known names are recognised by comparing
/// bytes, so the hot path builds no `String` for `"stringUnit"`, `"state"` and the like.
struct JSONToken {
    /// The raw bytes between the quotes; meaningful only when `decoded` is nil.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The text, already built, when the raw bytes are not plain ASCII without escapes.
    let decoded: String?

    /// Whether the text is `name`, however written: `"v\u0061lue"` is `value` in JSON (QA: such a member
    /// was kept as an unknown one, and the catalog's translation dropped).
    @inline(__always)
    func matches(_ name: StaticString) -> Bool {
        if let decoded {
            return decoded.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        return bytes.count == name.utf8CodeUnitCount && memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0
    }

    var string: String { decoded ?? String(decoding: bytes, as: UTF8.self) }
}

/// A cursor over the UTF-8 bytes of a JSON document.
///
/// It only lexes; `CatalogReader` decides what each member means. Lines are counted while skipping
/// whitespace (JSON strings cannot hold a raw newline), so every key knows its line for free.
struct JSONScanner {
    /// Deeper nesting than this is refused: no real catalog comes close, and recursion must stay bounded.
    static let maximumDepth = 256

    // Internal rather than private: the string and splitting extensions live in their own files.
    let base: UnsafePointer<UInt8>
    let end: Int
    var position: Int
    var line = 1
    var lineStart = 0
    var depth = 0
    /// How many languages the previous entry had. Entries of one catalog have similar counts, so
    /// reserving that many up front saves most dictionary regrowth.
    var localizationCountHint = 0
    /// Objects with more bytes than this left may be read on several threads, in chunks of about
    /// `chunkBytes` (see `CatalogReader`).
    var splitThreshold = Int.max
    var chunkBytes = Int.max

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        // An empty buffer may have no base address; point at a harmless static byte instead.
        self.base = buffer.baseAddress ?? JSONScanner.emptyByte
        self.end = buffer.count
        self.position = 0
    }

    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    // MARK: Positions

    /// 1-based line and column of a byte offset, the column in characters (Unicode scalars, as editors
    /// count them; a byte order mark is no character), for error messages.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        while index < offset && index < end {
            // A CR alone breaks a line too, as editors show it; in CR LF the LF does.
            if base[index] == UInt8(ascii: "\n")
                || (base[index] == UInt8(ascii: "\r") && (index + 1 >= end || base[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if base[index] & 0xC0 != 0x80 {
                // Not a UTF-8 continuation byte: a character starts here.
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    var isAtEnd: Bool { position >= end }

    func failure(_ message: String, at offset: Int? = nil) -> JSONFailure {
        JSONFailure(message: message, offset: offset ?? position)
    }

    // MARK: Structure

    /// Skips a UTF-8 byte order mark, which some editors add; Xcode never writes one.
    mutating func skipByteOrderMark() {
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
    }

    /// True when the document starts with a UTF-16 or UTF-32 byte order mark.
    /// A UTF-16 or UTF-32 byte order mark, or without one a zero byte among the first two: JSON starts with
    /// an ASCII character, which those encodings write with zero bytes.
    var looksWideEncoded: Bool {
        end >= 2 && ((base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF) || base[0] == 0 || base[1] == 0)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: " ") {
                position += 1
                // Half of a pretty-printed catalog is indentation: skip it eight bytes at a time.
                while end - position >= 8,
                      UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    position += 8
                }
            } else if byte == UInt8(ascii: "\t") {
                position += 1
            } else if byte == UInt8(ascii: "\r") {
                position += 1
                if position >= end || base[position] != UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position
                }
            } else if byte == UInt8(ascii: "\n") {
                position += 1
                line += 1
                lineStart = position
            } else {
                return
            }
        }
    }

    /// Describes what is at the cursor, for "expected X, found Y" messages.
    func describeCurrent() -> String {
        guard position < end else { return "the end of the file" }
        switch base[position] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case let byte where isLetter(byte):
            // A bare word: name it, so `tru` is reported as 'tru', not as a boolean.
            var stop = position
            while stop < end, stop - position < 20, isLetter(base[stop]) { stop += 1 }
            let word = String(decoding: UnsafeBufferPointer(start: base + position, count: stop - position), as: UTF8.self)
            switch word {
            case "true", "false": return "a boolean"
            case "null": return "null"
            default: return "'\(word)'"
            }
        case let byte where byte >= 0x20 && byte < 0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case let byte: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// Calls `body` for each member of the object at the cursor, with the cursor on the member's value.
    /// The body must consume the value. Failures inside the body get the member name added to their path.
    mutating func forEachMember(
        _ part: ObjectPart = .whole,
        _ body: (inout JSONScanner, _ key: JSONToken, _ keyLine: Int) throws(JSONFailure) -> Void
    ) throws(JSONFailure) {
        if part.startsAtBrace {
            skipWhitespace()
            guard position < end, base[position] == UInt8(ascii: "{") else {
                throw failure("expected an object, found \(describeCurrent())")
            }
            depth += 1
            if depth > JSONScanner.maximumDepth {
                throw failure("objects and arrays are nested more than \(JSONScanner.maximumDepth) levels deep")
            }
            position += 1
            skipWhitespace()
            if position < end, base[position] == UInt8(ascii: "}") {
                // Empty, so a part that should stop at a member boundary inside it was given one that
                // is not (one in a later object that looks like it: fuzzing found this).
                if part.stop != nil { throw failure("the object ended before the expected member boundary") }
                position += 1
                depth -= 1
                return
            }
        }
        while true {
            skipWhitespace()
            guard position < end, base[position] == UInt8(ascii: "\"") else {
                throw failure("expected a member name in quotes, found \(describeCurrent())")
            }
            let keyLine = line
            let key = try readToken()
            skipWhitespace()
            guard position < end, base[position] == UInt8(ascii: ":") else {
                var problem = failure("expected ':' after member name \(Diagnostic.quoted(key.string)), found \(describeCurrent())")
                problem.keyPath = [key.string]
                throw problem
            }
            position += 1
            skipWhitespace()
            do {
                try body(&self, key, keyLine)
            } catch {
                var problem = error
                problem.keyPath.insert(key.string, at: 0)
                throw problem
            }
            skipWhitespace()
            guard position < end else {
                throw failure("expected ',' or '}' after the member \(Diagnostic.quoted(key.string)), found the end of the file")
            }
            let byte = base[position]
            position += 1
            if byte == UInt8(ascii: ",") {
                if let stop = part.stop {
                    skipWhitespace()
                    if position == stop { return }
                }
                continue
            }
            if byte == UInt8(ascii: "}") {
                // A part with a stop must end there; ending elsewhere means the split was not a member
                // boundary of this object.
                if part.stop != nil { throw failure("the object ended before the expected member boundary") }
                break
            }
            position -= 1
            throw failure("expected ',' or '}' after the member \(Diagnostic.quoted(key.string)), found \(describeCurrent())")
        }
        depth -= 1
    }

    /// Calls `body` for each element of the array at the cursor; the body must consume the element.
    mutating func forEachElement(_ body: (inout JSONScanner, _ index: Int) throws(JSONFailure) -> Void) throws(JSONFailure) {
        skipWhitespace()
        guard position < end, base[position] == UInt8(ascii: "[") else {
            throw failure("expected an array, found \(describeCurrent())")
        }
        depth += 1
        if depth > JSONScanner.maximumDepth {
            throw failure("objects and arrays are nested more than \(JSONScanner.maximumDepth) levels deep")
        }
        position += 1
        skipWhitespace()
        if position < end, base[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return
        }
        var index = 0
        while true {
            skipWhitespace()
            do {
                try body(&self, index)
            } catch {
                var problem = error
                problem.keyPath.insert("[\(index)]", at: 0)
                throw problem
            }
            index += 1
            skipWhitespace()
            guard position < end else {
                throw failure("expected ',' or ']' after an array element, found the end of the file")
            }
            let byte = base[position]
            position += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "]") { break }
            position -= 1
            throw failure("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
        depth -= 1
    }

    // MARK: Scalars

    /// Reads a string value as a token, for values from a small vocabulary (states).
    mutating func readStringToken() throws(JSONFailure) -> JSONToken {
        guard position < end, base[position] == UInt8(ascii: "\"") else {
            throw failure("expected a string, found \(describeCurrent())")
        }
        return try readToken()
    }

    /// Reads a quoted string at the cursor without building a `String` when it is plain ASCII.
    private mutating func readToken() throws(JSONFailure) -> JSONToken {
        let quote = position
        var index = position + 1
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return JSONToken(bytes: UnsafeBufferPointer(start: base + quote + 1, count: index - quote - 1), decoded: nil)
            }
            if byte == UInt8(ascii: "\\") || byte >= 0x80 || byte < 0x20 { break }
            index += 1
        }
        let text = try readStringLiteral()
        return JSONToken(bytes: UnsafeBufferPointer(start: base, count: 0), decoded: text)
    }

    /// Reads a string value; anything else is a type error.
    mutating func readString() throws(JSONFailure) -> String {
        guard position < end, base[position] == UInt8(ascii: "\"") else {
            throw failure("expected a string, found \(describeCurrent())")
        }
        return try readStringLiteral()
    }

    /// Reads `true` or `false`; anything else is a type error.
    mutating func readBool() throws(JSONFailure) -> Bool {
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw failure("expected a boolean (true or false), found \(describeCurrent())")
    }

    /// Reads a JSON number that must be a whole number fitting in `Int`.
    mutating func readInteger() throws(JSONFailure) -> Int {
        let start = position
        guard position < end, base[position] == UInt8(ascii: "-") || isDigit(base[position]) else {
            throw failure("expected a whole number, found \(describeCurrent())")
        }
        let text = try readNumberText()
        guard let value = Int(text) else {
            throw failure("expected a whole number, found \(text)", at: start)
        }
        return value
    }

    /// Reads any value into a `JSONValue` (for members locbridge does not model).
    mutating func readValue() throws(JSONFailure) -> JSONValue {
        guard position < end else { throw failure("expected a value, found the end of the file") }
        switch base[position] {
        case UInt8(ascii: "{"):
            var members: [String: JSONValue] = [:]
            try forEachMember { (scanner, key, _) throws(JSONFailure) in
                let start = scanner.position
                let value = try scanner.readValue()
                if members.updateValue(value, forKey: key.string) != nil {
                    let earlier = members.keys[members.index(forKey: key.string)!]
                    throw scanner.failure(CatalogReader.duplicateMember(key.string, earlier: earlier, offset: start).message, at: start)
                }
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try forEachElement { (scanner, _) throws(JSONFailure) in elements.append(try scanner.readValue()) }
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try readStringLiteral())
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try readBool())
        case UInt8(ascii: "n"):
            if matchLiteral("null") { return .null }
            throw failure("expected a value, found \(describeCurrent())")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumberText())
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - position >= count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where base[position + index] != pointer[index] { return false }
        // `trueish` is not `true`.
        if position + count < end, isLetter(base[position + count]) { return false }
        position += count
        return true
    }

    private mutating func readNumberText() throws(JSONFailure) -> String {
        let start = position
        if base[position] == UInt8(ascii: "-") { position += 1 }
        guard position < end, isDigit(base[position]) else {
            throw failure("expected a digit in number", at: position)
        }
        if base[position] == UInt8(ascii: "0") {
            position += 1
            if position < end, isDigit(base[position]) {
                throw failure("numbers must not have leading zeros", at: start)
            }
        } else {
            while position < end, isDigit(base[position]) { position += 1 }
        }
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            guard position < end, isDigit(base[position]) else { throw failure("expected a digit after '.' in number") }
            while position < end, isDigit(base[position]) { position += 1 }
        }
        if position < end, base[position] == UInt8(ascii: "e") || base[position] == UInt8(ascii: "E") {
            position += 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") { position += 1 }
            guard position < end, isDigit(base[position]) else { throw failure("expected a digit in the exponent of number") }
            while position < end, isDigit(base[position]) { position += 1 }
        }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
    }

    @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

}
