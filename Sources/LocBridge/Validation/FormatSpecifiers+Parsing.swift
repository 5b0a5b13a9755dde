/// Scanning a text for format specifiers with CoreFoundation's grammar (see ``FormatSpecifiers``).
///
/// The scan reads Unicode scalars, as the formatter reads UTF-16 units: a combining mark after `%d` does
/// not hide the `d` from it. Splitting the text into `Character`s cost more than the rest of an
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
    static func scan(_ text: String) -> Scan {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return Scan() }
        var result = Scan(text: text)
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                result.hasFormatMarks = true
                index += 2
            } else if characters[index + 1 ..< min(index + 4, characters.count)].elementsEqual("arg".unicodeScalars) {
                result.hasFormatMarks = true
                index += 4
            } else {
                switch attempt(characters, at: index) {
                case .specifier(let specifier, let end):
                    result.specifiers.append(specifier)
                    index = end
                case .literal(let end):
                    result.strayPercents.append(index)
                    index = end
                }
            }
        }
        return result
    }

    /// Reads one specifier starting at the `%` at `start`, accepting flags, digits, `N$`, `*`, `.` and
    /// length modifiers in any order until a conversion character, as CoreFoundation does.
    private static func attempt(_ characters: [Unicode.Scalar], at start: Int) -> Attempt {
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
                position: position, kind: kind, text: string(characters[start ..< end]), offset: start,
                widthArgument: widthPending ? .implicit : width,
                precisionArgument: precisionPending ? .implicit : precision)
            return .specifier(specifier, end: end)
        }

        while index < characters.count {
            let character = characters[index]
            index += 1
            if let first = character.asciiDigit, first > 0 {
                // A width or precision, or an `N$` position (of the value, or of a pending `*`).
                var number = first
                while index < characters.count, let digit = characters[index].asciiDigit {
                    let (times10, overflow1) = number.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(digit)
                    guard !overflow1, !overflow2 else { return .literal(end: index) }
                    number = sum
                    index += 1
                }
                guard index < characters.count, characters[index] == "$" else { continue }
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
            switch character {
            case "#":
                sharp = true
            case "-", "+", "0":
                break
            case "*":
                widthPending = true
            case ".":
                if index < characters.count, characters[index] == "*" {
                    precisionPending = true
                    index += 1
                }
            case "h":
                if index < characters.count, characters[index] == "h" { index += 1 }
                length = .short
            case "l":
                if index < characters.count, characters[index] == "l" { index += 1 }
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
                guard let close = substitutionNameEnd(characters, from: index) else {
                    return .literal(end: index)
                }
                return finish(.substitution(string(characters[index ..< close])), end: close + 1)
            case "c": return finish(.char, end: index)
            case "C": return finish(.unichar, end: index)
            case "s": return finish(.cString, end: index)
            case "S": return finish(.unicharString, end: index)
            case "P": return finish(.pascalString, end: index)
            case "p": return finish(.pointer, end: index)
            case "n": return finish(.storeCount, end: index)
            default:
                // Anything else, a space and `'` included, ends the attempt: the `%` is literal text.
                return .literal(end: index)
            }
        }
        return .literal(end: characters.count)
    }

    /// The index of the `@` that closes a substitution name starting at `start`; nil when the name is
    /// empty, unclosed, or holds whitespace or `%`.
    private static func substitutionNameEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "@" { return index > start ? index : nil }
            if character == "%" || character.properties.isWhitespace { return nil }
            index += 1
        }
        return nil
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
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

extension Unicode.Scalar {
    /// The value of an ASCII digit `0`–`9`; nil for anything else (other scripts' digits included).
    fileprivate var asciiDigit: Int? {
        guard value >= 0x30, value <= 0x39 else { return nil }
        return Int(value - 0x30)
    }
}
