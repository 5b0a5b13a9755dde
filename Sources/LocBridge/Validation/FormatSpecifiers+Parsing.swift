/// Scanning a text for format specifiers with CoreFoundation's grammar (see ``FormatSpecifiers``).
extension FormatSpecifiers {
    /// What one pass over a text finds.
    struct Scan: Equatable {
        /// The argument-consuming specifiers, in text order.
        var specifiers: [FormatSpecifier] = []
        /// `Character` offsets of each `%` that begins neither a specifier, `%%` nor `%arg`.
        var strayPercents: [Int] = []
        /// Whether the text writes `%%` or `%arg`: marks of a format string that consume nothing.
        var hasFormatMarks = false
        /// The text's characters, kept for quoting stray `%` signs.
        var characters: [Character] = []

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
        var result = Scan(characters: Array(text))
        let characters = result.characters
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                result.hasFormatMarks = true
                index += 2
            } else if characters[index + 1 ..< min(index + 4, characters.count)].elementsEqual("arg") {
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
    private static func attempt(_ characters: [Character], at start: Int) -> Attempt {
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
                position: position, kind: kind, text: String(characters[start ..< end]), offset: start,
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
                return finish(.substitution(String(characters[index ..< close])), end: close + 1)
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
    private static func substitutionNameEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "@" { return index > start ? index : nil }
            if character == "%" || character.isWhitespace { return nil }
            index += 1
        }
        return nil
    }
}

extension Character {
    /// The value of an ASCII digit `0`–`9`; nil for anything else (other scripts' digits included).
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, ascii >= UInt8(ascii: "0"), ascii <= UInt8(ascii: "9") else { return nil }
        return Int(ascii - UInt8(ascii: "0"))
    }
}
