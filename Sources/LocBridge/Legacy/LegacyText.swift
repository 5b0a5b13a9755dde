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
}
