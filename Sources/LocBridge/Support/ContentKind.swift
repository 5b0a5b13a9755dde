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

    /// The first character after any UTF-8 or UTF-16 byte order mark and whitespace (as a UTF-16 code
    /// unit, or a byte of UTF-8); nil when there is none. UTF-16 without a mark is read as such when
    /// big-endian (a zero byte first); little-endian, its first byte is the character's.
    public static func firstCharacter(_ bytes: [UInt8]) -> UInt16? {
        var index = 0
        // The byte order of UTF-16 text, from its mark.
        var bigEndian: Bool?
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            bigEndian = bytes[0] == 0xFE
            index = 2
        }
        // UTF-16 without a mark, big-endian: its first character's high byte, zero, comes first.
        if bigEndian == nil, bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { bigEndian = true }
        let width = bigEndian == nil ? 1 : 2
        while index + width <= bytes.count {
            let character: UInt16 = switch bigEndian {
            case nil: UInt16(bytes[index])
            case true?: UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            case false?: UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
            }
            // JSON's and XML's whitespace alike.
            guard [0x20, 0x09, 0x0A, 0x0D].contains(character) else { return character }
            index += width
        }
        return nil
    }
}
