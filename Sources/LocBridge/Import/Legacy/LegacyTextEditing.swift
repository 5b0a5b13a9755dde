/// Byte-level helpers for writing legacy files back: turning a reader's line/column location into a
/// byte offset, applying replacements, and encoding the edited UTF-8 text back into the file's own
/// encoding, so that every byte the import does not change stays as it was.
enum LegacyTextEditing {
    /// One replacement in the UTF-8 text: `range` (byte offsets) becomes `bytes`.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    /// Where each line of a text starts, found once: an edit looks up every changed value, and a scan
    /// from the start for each made updating a big file quadratic.
    struct LineIndex {
        private var starts: [Int] = [0]
        private let bytes: [UInt8]
        private var count: Int { bytes.count }

        /// Counts LF, CR LF and a lone CR as line ends, like `StringsTokenizer` and `XMLPropertyListReader`.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }

        /// The byte offset of a 1-based `line` and `column`; nil when out of range. Columns count characters
        /// (Unicode scalars), as the readers give them (QA: taken as bytes, a value after a key like
        /// `"Open “%@”"` was written over the ` = "` before it and the file corrupted).
        func offset(line: Int, column: Int) -> Int? {
            guard line >= 1, line <= starts.count, column >= 1 else { return nil }
            var offset = starts[line - 1]
            var left = column - 1
            while left > 0 {
                guard offset < count else { return nil }
                offset += 1
                while offset < count, LegacyText.isContinuation(bytes[offset]) { offset += 1 }
                left -= 1
            }
            return offset <= count ? offset : nil
        }
    }

    /// Applies non-overlapping edits (in any order) to `bytes`, in one pass.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.bytes
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    /// The UTF-8 `text` in `encoding`, with the byte order mark the encoding implies.
    static func encode(_ text: [UInt8], as encoding: LegacyTextEncoding) -> [UInt8] {
        let string = String(decoding: text, as: UTF8.self)
        switch encoding {
        case .utf8:
            return text
        case .utf8WithBOM:
            return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian:
            let big = encoding == .utf16BigEndian
            var output: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
            output.reserveCapacity(2 + text.count * 2)
            for unit in string.utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                output += big ? [high, low] : [low, high]
            }
            return output
        case .utf32LittleEndian, .utf32BigEndian:
            let big = encoding == .utf32BigEndian
            var output: [UInt8] = big ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00]
            for scalar in string.unicodeScalars {
                let value = scalar.value
                let bytes = [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
                output += big ? bytes : bytes.reversed()
            }
            return output
        }
    }

    /// The line break the text uses (its first one), LF when it has none.
    static func lineBreak(of text: [UInt8]) -> [UInt8] {
        guard let index = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if text[index] == 0x0D { return index + 1 < text.count && text[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D] }
        return [0x0A]
    }

    /// `text` with each line break (LF, CR LF, a lone CR) written as `lineBreak`: text taken from another
    /// file (a development-language comment) takes the line breaks of the file it goes into.
    static func withLineBreaks(_ text: [UInt8], _ lineBreak: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D {
                result += lineBreak
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// `value` as a double-quoted `.strings` string: `"` `\` and control characters escaped
    /// (`\n`, `\t`, `\r`, others as `\U` + four hex digits), everything else as it is.
    static func quotedStringsLiteral(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// `value` escaped for the content of an XML `<string>` element.
    static func xmlText(_ value: String) -> String {
        var output = ""
        for character in value.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            // Read back as a line feed where written as it is (XML's end-of-line handling).
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
