/// Which property-list syntax a byte buffer holds, judged by its first bytes.
enum PropertyListSyntax {
    /// `bplist00`.
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    /// UTF-8 text whose first non-blank characters open an XML document or a `<plist>`.
    static func isXML(_ utf8: [UInt8]) -> Bool {
        var index = 0
        while index < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[index]) { index += 1 }
        let rest = utf8[index...]
        return rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<!DOCTYPE".utf8))
            || rest.starts(with: Array("<plist".utf8)) || rest.starts(with: Array("<!--".utf8))
    }
}
