/// Small text helpers shared by the legacy readers.
enum LegacyText {
    /// The 1-based line and column (in UTF-8 bytes) of `offset`; LF, CR and CR LF each end a line.
    static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(path: path, line: line, column: offset - lineStart + 1)
    }

    static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | (value >> 12) & 0x3F))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
