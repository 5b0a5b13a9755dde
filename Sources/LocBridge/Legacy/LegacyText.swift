/// Small text helpers shared by the legacy readers.
enum LegacyText {
    /// The 1-based line and column of `offset`; LF, CR and CR LF each end a line. The column counts
    /// characters (Unicode scalars), as the catalog reader's and editors' columns do, not UTF-8 bytes.
    static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if !isContinuation(byte) {
                column += 1
            }
            index += 1
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    /// A UTF-8 byte that continues a character rather than starting one.
    @inline(__always)
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

/// Columns in characters for a reader whose offsets only grow within a line: it counts from where it
/// last stopped, so a file written on one long line is not counted again for every location.
struct CharacterColumns {
    private var lineStart = -1
    private var offset = 0
    private var column = 1

    mutating func column(at offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if lineStart != self.lineStart || offset < self.offset {
            self.lineStart = lineStart
            self.offset = lineStart
            column = 1
        }
        let end = min(offset, bytes.count)
        while self.offset < end {
            if !LegacyText.isContinuation(bytes[self.offset]) { column += 1 }
            self.offset += 1
        }
        return column
    }
}
