/// Scanning a text for format specifiers with CoreFoundation's grammar (see ``FormatSpecifiers``).
///
/// The scan reads Unicode scalars (as UTF-8), as the formatter reads UTF-16 units: a combining mark after
/// `%d` does not hide the `d` from it. Splitting the text into `Character`s cost more than the rest of an
/// import's check, so offsets are scalar offsets here and turned into `Character` offsets only for what
/// callers see (`parse`, and the stray `%` message).
extension FormatSpecifiers {
    /// What one pass over a text finds.
    struct Scan: Equatable {
        /// The argument-consuming specifiers, in text order (offsets in scalars).
        var specifiers: [FormatSpecifier] = []
        /// Scalar offsets of each `%` that begins neither a specifier, `%%` nor `%arg`.
        var strayPercents: [Int] = []
        /// Whether the text writes `%%` or `%arg`: marks of a format string that consume nothing.
        var hasFormatMarks = false
        /// The text, kept for quoting stray `%` signs.
        var text = ""

        /// Whether `String(format:)` is meant to read the text: it has a specifier, `%%` or `%arg`.
        var isFormatString: Bool { !specifiers.isEmpty || hasFormatMarks }
    }

    /// The result of reading from one `%`.
    private enum Attempt {
        /// A specifier that ends before `end`.
        case specifier(FormatSpecifier, end: Int)
        /// Not a specifier; scanning resumes at `end`.
        case literal(end: Int)
    }

    /// A length modifier, as far as it decides the argument class.
    private enum Length {
        case none, short, long, longDouble

        /// Integers of 64 bits: `l ll q z t j`. `h`, `hh` and `L` read an `int`.
        var isWideInteger: Bool { self == .long }
    }

    /// Scans `text` once, finding specifiers, `%%`, `%arg` and stray `%` signs.
    ///
    /// Reads the UTF-8 bytes: every character of the grammar is ASCII, and no byte of a multi-byte
    /// scalar is ASCII, so a non-ASCII scalar ends an attempt as it would read as a scalar. Scalar
    /// offsets are counted on the way (making an array of scalars cost as much as the rest of the check).
    static func scan(_ text: String) -> Scan {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return Scan() }
        var result = Scan(text: text)
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            // The scalar offset of `counted`, a byte index at or before `index`.
            var counted = 0
            var scalars = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                while counted < index {
                    if bytes[counted] & 0xC0 != 0x80 { scalars += 1 }
                    counted += 1
                }
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                    result.hasFormatMarks = true
                    index += 2
                } else if index + 4 <= bytes.count, bytes[index + 1] == UInt8(ascii: "a"),
                          bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "g") {
                    result.hasFormatMarks = true
                    index += 4
                } else {
                    switch attempt(bytes, at: index, scalarOffset: scalars) {
                    case .specifier(let specifier, let end):
                        result.specifiers.append(specifier)
                        index = end
                    case .literal(let end):
                        result.strayPercents.append(scalars)
                        index = end
                    }
                }
            }
        }
        return result
    }

    /// Reads one specifier starting at the `%` at byte `start`, accepting flags, digits, `N$`, `*`, `.`
    /// and length modifiers in any order until a conversion character, as CoreFoundation does.
    private static func attempt(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, scalarOffset: Int) -> Attempt {
        var index = start + 1
        var position: Int?
        var width: FormatSpecifier.StarArgument?
        var precision: FormatSpecifier.StarArgument?
        var widthPending = false
        var precisionPending = false
        var sharp = false
        var length = Length.none

        func finish(_ kind: FormatSpecifier.Kind, end: Int) -> Attempt {
            let specifier = FormatSpecifier(
                position: position, kind: kind, text: string(bytes[start ..< end]), offset: scalarOffset,
                widthArgument: widthPending ? .implicit : width,
                precisionArgument: precisionPending ? .implicit : precision)
            return .specifier(specifier, end: end)
        }

        while index < bytes.count {
            let character = bytes[index]
            index += 1
            if let first = character.asciiDigit, first > 0 {
                // A width or precision, or an `N$` position (of the value, or of a pending `*`).
                var number = first
                while index < bytes.count, let digit = bytes[index].asciiDigit {
                    let (times10, overflow1) = number.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(digit)
                    guard !overflow1, !overflow2 else { return .literal(end: index) }
                    number = sum
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else { continue }
                index += 1
                if precisionPending {
                    precision = .explicit(number)
                    precisionPending = false
                } else if widthPending {
                    width = .explicit(number)
                    widthPending = false
                } else {
                    position = number
                }
                continue
            }
            switch Unicode.Scalar(character) {
            case "#":
                sharp = true
            case "-", "+", "0":
                break
            case "*":
                widthPending = true
            case ".":
                if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                    precisionPending = true
                    index += 1
                }
            case "h":
                if index < bytes.count, bytes[index] == UInt8(ascii: "h") { index += 1 }
                length = .short
            case "l":
                if index < bytes.count, bytes[index] == UInt8(ascii: "l") { index += 1 }
                length = .long
            case "q", "z", "t", "j":
                length = .long
            case "L":
                length = .longDouble
            case "d", "i", "u", "o", "x", "X", "D", "U", "O":
                return finish(length.isWideInteger ? .int64 : .int, end: index)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                return finish(length == .longDouble ? .longDouble : .double, end: index)
            case "@":
                guard sharp else { return finish(.object, end: index) }
                guard let close = substitutionNameEnd(bytes, from: index) else {
                    return .literal(end: index)
                }
                return finish(.substitution(string(bytes[index ..< close])), end: close + 1)
            case "c": return finish(.char, end: index)
            case "C": return finish(.unichar, end: index)
            case "s": return finish(.cString, end: index)
            case "S": return finish(.unicharString, end: index)
            case "P": return finish(.pascalString, end: index)
            case "p": return finish(.pointer, end: index)
            case "n": return finish(.storeCount, end: index)
            default:
                // Anything else, a space, `'` and any non-ASCII scalar included, ends the attempt: the
                // `%` is literal text. (Scanning on from a scalar's later bytes finds no `%` in them.)
                return .literal(end: index)
            }
        }
        return .literal(end: bytes.count)
    }

    /// The byte index of the `@` that closes a substitution name starting at `start`; nil when the name
    /// is empty, unclosed, or holds whitespace or `%`.
    private static func substitutionNameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") { return index > start ? index : nil }
            if byte == UInt8(ascii: "%") { return nil }
            let (scalar, length) = scalar(in: bytes, at: index)
            if scalar.properties.isWhitespace { return nil }
            index += length
        }
        return nil
    }

    /// The scalar whose UTF-8 encoding starts at `index` (the bytes are a `String`'s: valid UTF-8).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1 ..< length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// `Character` offsets for ascending scalar offsets into `text` (each offset goes to the character
    /// its scalar belongs to).
    static func characterOffsets(_ scalarOffsets: [Int], in text: String) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(scalarOffsets.count)
        var pending = scalarOffsets[...]
        var scalarStart = 0
        for (characterOffset, character) in text.enumerated() {
            let scalarEnd = scalarStart + character.unicodeScalars.count
            while let next = pending.first, next < scalarEnd {
                result.append(characterOffset)
                pending = pending.dropFirst()
            }
            if pending.isEmpty { break }
            scalarStart = scalarEnd
        }
        return result
    }
}

extension UInt8 {
    /// The value of an ASCII digit `0`–`9`; nil for anything else.
    fileprivate var asciiDigit: Int? {
        guard self >= 0x30, self <= 0x39 else { return nil }
        return Int(self - 0x30)
    }
}
