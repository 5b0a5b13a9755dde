/// Reading quoted strings: the fast path for plain text, escapes, and UTF-8 validation.
extension JSONScanner {
    /// Reads a quoted string. The common case (no escapes) becomes a `String` straight from the bytes.
    mutating func readStringLiteral() throws(JSONFailure) -> String {
        let quote = position
        position += 1
        let start = position
        var ascii = true
        while position < end {
            // Eight bytes at a time while none of them needs a closer look.
            while end - position >= 8 {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                if ByteScan.mayNeedJSONEscape(word) { break }
                if word & 0x8080_8080_8080_8080 != 0 { ascii = false }
                position += 8
            }
            guard position < end else { break }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                let text = try makeString(start..<position, ascii: ascii, quote: quote)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                return try readEscapedString(from: start, quote: quote)
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        throw failure("unterminated string: expected '\"' before the end of the file", at: quote)
    }

    private func controlCharacterFailure(_ byte: UInt8) -> JSONFailure {
        if byte == UInt8(ascii: "\n") {
            return failure("unterminated string: a line break inside a string must be written as \\n")
        }
        let hex = String(byte, radix: 16)
        return failure("control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) must be escaped inside a string")
    }

    private func makeString(_ range: Range<Int>, ascii: Bool, quote: Int) throws(JSONFailure) -> String {
        let bytes = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        guard let text = UTF8Bytes.string(validating: bytes) else {
            throw failure("string is not valid UTF-8", at: firstInvalidUTF8(in: range) ?? quote)
        }
        return text
    }

    /// The offset of the first byte that breaks UTF-8, for pointing the error at it.
    private func firstInvalidUTF8(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = base[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= range.upperBound,
                  UTF8Bytes.string(validating: UnsafeBufferPointer(start: base + index, count: length)) != nil
            else { return index }
            index += length
        }
        return nil
    }

    /// The slow path: a string holding at least one backslash escape.
    private mutating func readEscapedString(from start: Int, quote: Int) throws(JSONFailure) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(position - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(start: base + start, count: position - start))
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard let text = UTF8Bytes.string(validating: buffer) else {
                    throw failure("string is not valid UTF-8", at: firstInvalidUTF8(in: start..<(position - 1)) ?? quote)
                }
                return text
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            guard byte == UInt8(ascii: "\\") else {
                buffer.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            guard position < end else { break }
            let code = base[position]
            position += 1
            switch code {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try readUnicodeEscape(escapeStart: escapeStart)
                UTF8Bytes.append(scalar, to: &buffer)
            default:
                position = escapeStart
                throw failure("invalid escape '\\\(Character(Unicode.Scalar(code)))' in string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
        }
        throw failure("unterminated string: expected '\"' before the end of the file", at: quote)
    }

    /// Reads the four hex digits after `\u` (and a second escape for a surrogate pair).
    private mutating func readUnicodeEscape(escapeStart: Int) throws(JSONFailure) -> Unicode.Scalar {
        let first = try readHex4(escapeStart: escapeStart)
        if first >= 0xD800 && first < 0xDC00 {
            guard end - position >= 6, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired surrogate \\u\(String(first, radix: 16)) in string", at: escapeStart)
            }
            position += 2
            let second = try readHex4(escapeStart: escapeStart)
            guard second >= 0xDC00 && second < 0xE000 else {
                throw failure("unpaired surrogate \\u\(String(first, radix: 16)) in string", at: escapeStart)
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw failure("unpaired surrogate \\u\(String(first, radix: 16)) in string", at: escapeStart)
        }
        return scalar
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONFailure) -> UInt32 {
        guard end - position >= 4 else { throw failure("expected four hex digits after \\u", at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after \\u", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
