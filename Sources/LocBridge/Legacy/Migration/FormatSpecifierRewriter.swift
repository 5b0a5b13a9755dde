/// The two format-string rewrites a `.stringsdict` → catalog migration needs (FORMATS.md §1
/// substitutions, §4 migration).
enum FormatSpecifierRewriter {
    /// `%1$#@files@ in %2$#@folders@` → `%#@files@ in %#@folders@`: a catalog's unit refers to its
    /// substitutions by name only (their `argNum` keeps the position).
    static func removingReferencePositions(_ format: String) -> String {
        var output = ""
        var scalars = Substring(format).unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            output.unicodeScalars.append(contentsOf: scalars[..<percent])
            var cursor = scalars.index(after: percent)
            if cursor < scalars.endIndex, scalars[cursor] == "%" {
                output += "%%"
                scalars = scalars[scalars.index(after: cursor)...]
                continue
            }
            let digitsStart = cursor
            while cursor < scalars.endIndex, ("0"..."9").contains(scalars[cursor]) { cursor = scalars.index(after: cursor) }
            if cursor > digitsStart, cursor < scalars.endIndex, scalars[cursor] == "$" {
                let afterDollar = scalars.index(after: cursor)
                if scalars[afterDollar...].starts(with: "#@".unicodeScalars) {
                    output += "%"
                    scalars = scalars[afterDollar...]
                    continue
                }
            }
            output += "%"
            scalars = scalars[scalars.index(after: percent)...]
        }
        output.unicodeScalars.append(contentsOf: scalars)
        return output
    }

    /// A plural form with the variable's own specifier written `%arg`: `%d files` → `%arg files` for value
    /// type `d`. A positional `%N$d` is the variable's only when N is the variable's position. Other
    /// specifiers (the other arguments) stay as they are; `%%` stays. With no value type, the first
    /// unpositioned specifier is taken as the variable's.
    static func argumentForm(_ text: String, valueType: String?, position: Int?) -> String {
        var output = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var replacedUntyped = false
        while index < scalars.count {
            guard scalars[index] == "%" else { output.unicodeScalars.append(scalars[index]); index += 1; continue }
            guard let specifier = FormatSpecifierScanner.scan(scalars, at: index) else {
                output.unicodeScalars.append(scalars[index]); index += 1; continue
            }
            let body = String(String.UnicodeScalarView(scalars[(index + 1)..<specifier.end]))
            let isOwn: Bool
            if specifier.isLiteralPercent || specifier.isReference {
                isOwn = false
            } else if let valueType {
                // `%ld` in a form of a `lld` variable is still its argument: compare kinds of conversion only.
                let matchesType = sameKind(specifier.conversion, valueType)
                isOwn = matchesType && (specifier.position == nil || specifier.position == position)
            } else {
                isOwn = !replacedUntyped && specifier.position == nil
                if isOwn { replacedUntyped = true }
            }
            output += isOwn ? "%arg" : "%" + body
            index = specifier.end
        }
        return output
    }

    /// Whether a form's conversion prints the variable's number as the variable's own type does, so that
    /// `%arg` (printed with that type) shows the same: the same conversion whatever its length (`ld`,
    /// `lld`), and the decimal integers (`d i u`) as one. `%x` or `%g` for a `d` or `f` variable would
    /// change what is shown.
    static func sameKind(_ conversion: String, _ valueType: String) -> Bool {
        guard let left = conversion.unicodeScalars.last, let right = valueType.unicodeScalars.last else { return false }
        let decimals: Set<Unicode.Scalar> = ["d", "i", "u"]
        return left == right || (decimals.contains(left) && decimals.contains(right))
    }

    /// The first specifier in a plural form that is not the variable's own, as written (`%@`, or a
    /// second `%d`: in a `.stringsdict` form only the first is the variable's, the next is the next
    /// argument); nil when the form holds only the variable's own and `%%`. Own means what
    /// `argumentForm` rewrites.
    static func otherSpecifier(in text: String, valueType: String?, position: Int?) -> String? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var sawOwn = false
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = FormatSpecifierScanner.scan(scalars, at: index) else { index += 1; continue }
            defer { index = specifier.end }
            if specifier.isLiteralPercent { continue }
            var isOwn = !specifier.isReference && (specifier.position == nil || specifier.position == position)
            if let valueType {
                isOwn = isOwn && sameKind(specifier.conversion, valueType)
            } else {
                isOwn = isOwn && specifier.position == nil
            }
            if isOwn && !sawOwn {
                sawOwn = true
                continue
            }
            return String(String.UnicodeScalarView(scalars[index..<specifier.end]))
        }
        return nil
    }
}

/// A minimal printf-specifier scanner: `%[N$][flags][width][.precision][length]conversion`.
enum FormatSpecifierScanner {
    struct Specifier {
        /// The index after the specifier.
        var end: Int
        var position: Int?
        /// Length modifier and conversion, e.g. `lld`, `@`, `d`.
        var conversion: String
        var isLiteralPercent: Bool
        /// `%#@name@`.
        var isReference: Bool
    }

    /// The arguments a whole format string prints, each with its number (`N$`, else its place; a `*`
    /// width or precision takes one of its own) and conversion; `%%` and `%#@x@` are left out. Nil when
    /// positional and unpositioned arguments are mixed, which printf leaves undefined.
    static func arguments(in text: String) -> [(number: Int, conversion: String)]? {
        let scalars = Array(text.unicodeScalars)
        var arguments: [(number: Int, conversion: String)] = []
        var index = 0, next = 1
        var positional: Bool?
        while index < scalars.count {
            guard scalars[index] == "%", let specifier = scan(scalars, at: index) else { index += 1; continue }
            defer { index = specifier.end }
            if specifier.isLiteralPercent || specifier.isReference { continue }
            if positional.map({ $0 != (specifier.position != nil) }) ?? false { return nil }
            positional = specifier.position != nil
            if let position = specifier.position {
                arguments.append((position, specifier.conversion))
            } else {
                next += scalars[index..<specifier.end].count { $0 == "*" }
                arguments.append((next, specifier.conversion))
                next += 1
            }
        }
        return arguments
    }

    static func scan(_ scalars: [Unicode.Scalar], at start: Int) -> Specifier? {
        var cursor = start + 1
        guard cursor < scalars.count else { return nil }
        if scalars[cursor] == "%" {
            return Specifier(end: cursor + 1, position: nil, conversion: "%", isLiteralPercent: true, isReference: false)
        }
        var position: Int?
        var number = 0
        let digitsStart = cursor
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
            number = number &* 10 &+ Int(scalars[cursor].value - 0x30)
            cursor += 1
        }
        if cursor > digitsStart, cursor < scalars.count, scalars[cursor] == "$" {
            position = number
            cursor += 1
        } else {
            cursor = digitsStart
        }
        if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
            var end = cursor + 2
            while end < scalars.count, scalars[end] != "@" { end += 1 }
            guard end < scalars.count else { return nil }
            return Specifier(end: end + 1, position: position, conversion: "#@", isLiteralPercent: false, isReference: true)
        }
        while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "*" { cursor += 1 }
        if cursor < scalars.count, scalars[cursor] == "." {
            cursor += 1
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "*" { cursor += 1 }
        }
        let conversionStart = cursor
        while cursor < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
        guard cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) else { return nil }
        cursor += 1
        return Specifier(end: cursor, position: position,
                         conversion: String(String.UnicodeScalarView(scalars[conversionStart..<cursor])),
                         isLiteralPercent: false, isReference: false)
    }
}
