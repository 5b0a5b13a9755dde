/// What an input is by its first character, for an input whose name does not say (a pipe such as
/// `/dev/fd/63` from a shell's `<(git show HEAD:fr.xliff)`).
public enum ContentKind: Sendable, Equatable {
    case catalog
    case xliff

    /// `{` is a catalog (JSON), `<` is XLIFF (XML); nil for any other first character, or none
    /// (`firstCharacter`). A UTF-16 catalog is still a catalog: its reader says it must be UTF-8.
    public static func of(_ bytes: [UInt8]) -> ContentKind? {
        switch firstCharacter(bytes) {
        case 0x7B?: .catalog
        case 0x3C?: .xliff
        default: nil
        }
    }

    /// Whether `bytes` start as a zip archive does (a zipped `.xcloc`, a spreadsheet): said as such, not
    /// as malformed XML or JSON.
    public static func isZipArchive(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// The first character after any byte order mark and whitespace (a byte of UTF-8, or a UTF-16 or
    /// UTF-32 code unit, 0xFFFF for one beyond 16 bits); nil when there is none. UTF-16 and UTF-32 without
    /// a mark are told by their zero bytes, since JSON and XML start with an ASCII character.
    public static func firstCharacter(_ bytes: [UInt8]) -> UInt16? {
        let (start, width, bigEndian) = encoding(of: bytes)
        var index = start
        while index + width <= bytes.count {
            var character: UInt32 = 0
            for offset in 0..<width {
                let byte = UInt32(bytes[index + (bigEndian ? offset : width - 1 - offset)])
                character = character << 8 | byte
            }
            // JSON's and XML's whitespace alike.
            guard [0x20, 0x09, 0x0A, 0x0D].contains(character) else { return UInt16(clamping: character) }
            index += width
        }
        return nil
    }

    /// Where the text starts, the bytes per code unit, and their order: from a byte order mark, else from
    /// where the first character's zero bytes are (`00 00 00 7B` is UTF-32BE, `7B 00` UTF-16LE).
    private static func encoding(of bytes: [UInt8]) -> (start: Int, width: Int, bigEndian: Bool) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (3, 1, true) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (4, 4, true) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (4, 4, false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (2, 2, true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (2, 2, false) }
        guard bytes.count >= 2 else { return (0, 1, true) }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 { return (0, 4, true) }
        if bytes.count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return (0, 4, false) }
        if bytes[0] == 0, bytes[1] != 0 { return (0, 2, true) }
        if bytes[0] != 0, bytes[1] == 0 { return (0, 2, false) }
        return (0, 1, true)
    }
}
