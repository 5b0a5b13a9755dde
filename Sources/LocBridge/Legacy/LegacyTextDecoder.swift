/// Turns the bytes of a text `.strings` file into UTF-8, choosing the encoding by byte order mark the way
/// Apple's reader does (FORMATS.md §4): UTF-8 (with or without BOM), UTF-16 LE/BE and UTF-32 LE/BE with a
/// BOM; no BOM means UTF-8.
///
/// Text that is not what it claims is refused with a located error, never imported as garbage: invalid
/// UTF-8, unpaired UTF-16 surrogates, and above all UTF-16 saved without a BOM (which would otherwise
/// read as a string of NUL bytes).
enum LegacyTextDecoder {
    struct Decoded {
        var encoding: LegacyTextEncoding
        /// The text as UTF-8, byte order mark removed.
        var utf8: [UInt8]
    }

    static func decode(_ bytes: [UInt8], path: String) throws(LegacyError) -> Decoded {
        let start = SourceLocation(path: path, line: 1, column: 1)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let text = Array(bytes.dropFirst(3))
            try validateUTF8(text, path: path)
            return Decoded(encoding: .utf8WithBOM, utf8: text)
        }
        // UTF-32 LE's mark begins with UTF-16 LE's, so it is checked first.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return Decoded(encoding: .utf32LittleEndian, utf8: try decodeUTF32(bytes, bigEndian: false, path: path))
        }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return Decoded(encoding: .utf32BigEndian, utf8: try decodeUTF32(bytes, bigEndian: true, path: path))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return Decoded(encoding: .utf16LittleEndian, utf8: try decodeUTF16(bytes, bigEndian: false, path: path))
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return Decoded(encoding: .utf16BigEndian, utf8: try decodeUTF16(bytes, bigEndian: true, path: path))
        }
        if let nul = bytes.firstIndex(of: 0) {
            switch wideEncodingWithoutMark(bytes) {
            case .utf16?:
                throw LegacyError("the file is UTF-16 without a byte order mark; save it as UTF-8 or UTF-16 with BOM", at: start)
            case .utf32?:
                throw LegacyError("the file is UTF-32 without a byte order mark; save it as UTF-8 or UTF-16 with BOM", at: start)
            case nil:
                throw LegacyError("the file contains a NUL byte; a .strings file is text (UTF-8, or UTF-16 with BOM)",
                                  at: LegacyText.location(of: nul, in: bytes, path: path))
            }
        }
        try validateUTF8(bytes, path: path)
        return Decoded(encoding: .utf8, utf8: bytes)
    }

    // MARK: Files without a byte order mark

    enum WideEncoding { case utf16, utf32 }

    /// Recognises UTF-16 or UTF-32 text saved without a BOM by where its NUL bytes fall: the high byte
    /// of every ASCII character is zero, so zeros gather at one parity (UTF-16) or at three of every four
    /// positions (UTF-32). Only the first few kilobytes are looked at.
    static func wideEncodingWithoutMark(_ bytes: [UInt8]) -> WideEncoding? {
        let sample = bytes.prefix(8192)
        var zerosAt = [0, 0, 0, 0]
        for (index, byte) in sample.enumerated() where byte == 0 { zerosAt[index & 3] += 1 }
        let quarter = max(sample.count / 4, 1)
        // UTF-32 (LE: c x 0 0, BE: 0 0 x c): two fixed positions out of four are (nearly) always zero.
        let nearlyAll = quarter * 9 / 10
        if sample.count % 4 == 0,
           (zerosAt[2] >= nearlyAll && zerosAt[3] >= nearlyAll) || (zerosAt[0] >= nearlyAll && zerosAt[1] >= nearlyAll) {
            return .utf32
        }
        let even = zerosAt[0] + zerosAt[2]
        let odd = zerosAt[1] + zerosAt[3]
        let half = max(sample.count / 2, 1)
        if max(even, odd) * 4 >= half, min(even, odd) * 8 <= max(even, odd) { return .utf16 }
        return nil
    }

    // MARK: UTF-8

    /// Throws at the first byte that does not start or continue a well-formed UTF-8 sequence.
    static func validateUTF8(_ bytes: [UInt8], path: String) throws(LegacyError) {
        guard let bad = firstInvalidUTF8(bytes) else { return }
        let byte = String(bytes[bad], radix: 16, uppercase: true)
        throw LegacyError("the file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte)); save it as UTF-8",
                          at: LegacyText.location(of: bad, in: bytes, path: path))
    }

    /// The offset of the first byte of the first ill-formed sequence (Unicode's table 3-7), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low && second <= high else { return index }
                for next in (index + 2)..<(index + length) where buffer[next] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }

    // MARK: UTF-16 and UTF-32

    private static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool, path: String) throws(LegacyError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        if bytes.count % 2 != 0 {
            throw LegacyError("the file is UTF-16 but has an odd number of bytes (\(bytes.count)); it is cut short or not UTF-16",
                              at: SourceLocation(path: path, line: 1, column: 1))
        }
        var index = 2
        func unit(at offset: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
                      : UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
        }
        while index < bytes.count {
            let first = unit(at: index)
            index += 2
            var scalar = UInt32(first)
            if first >= 0xD800 && first <= 0xDBFF {
                let second = index < bytes.count ? unit(at: index) : 0
                guard second >= 0xDC00 && second <= 0xDFFF else {
                    throw unpairedSurrogate(first, after: output, path: path)
                }
                index += 2
                scalar = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            } else if first >= 0xDC00 && first <= 0xDFFF {
                throw unpairedSurrogate(first, after: output, path: path)
            }
            UTF8Bytes.append(Unicode.Scalar(scalar)!, to: &output)
        }
        return output
    }

    private static func unpairedSurrogate(_ unit: UInt16, after output: [UInt8], path: String) -> LegacyError {
        LegacyError("the file is not valid UTF-16 (unpaired surrogate 0x\(String(unit, radix: 16, uppercase: true)))",
                    at: LegacyText.location(of: output.count, in: output, path: path))
    }

    private static func decodeUTF32(_ bytes: [UInt8], bigEndian: Bool, path: String) throws(LegacyError) -> [UInt8] {
        if bytes.count % 4 != 0 {
            throw LegacyError("the file is UTF-32 but its length (\(bytes.count) bytes) is not a multiple of 4",
                              at: SourceLocation(path: path, line: 1, column: 1))
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2)
        var index = 4
        while index < bytes.count {
            let b = bytes[index..<(index + 4)].map(UInt32.init)
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            guard let scalar = Unicode.Scalar(value) else {
                throw LegacyError("the file is not valid UTF-32 (0x\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar)",
                                  at: LegacyText.location(of: output.count, in: output, path: path))
            }
            UTF8Bytes.append(scalar, to: &output)
            index += 4
        }
        return output
    }
}
