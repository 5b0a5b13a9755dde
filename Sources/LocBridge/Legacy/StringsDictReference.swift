/// A variable reference in a format: `%#@name@`, or positional `%2$#@name@`.
public struct StringsDictReference: Hashable, Sendable {
    /// The variable's name, between `#@` and `@`.
    public var name: String
    /// The `N` of `%N$#@name@`; nil when not positional.
    public var position: Int?

    public init(name: String, position: Int?) {
        self.name = name
        self.position = position
    }

    /// Every reference in `format`, in order. `%%` is a literal percent sign and starts none.
    public static func all(in format: String) -> [StringsDictReference] {
        let scalars = Array(format.unicodeScalars)
        var references: [StringsDictReference] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            var position: Int?
            var digits = 0
            var number = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                number = number &* 10 &+ Int(scalars[cursor].value - 0x30)
                digits += 1
                cursor += 1
            }
            if digits > 0 {
                guard cursor < scalars.count, scalars[cursor] == "$" else { index = cursor; continue }
                position = number
                cursor += 1
            }
            guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else { index = cursor; continue }
            cursor += 2
            let nameStart = cursor
            while cursor < scalars.count, scalars[cursor] != "@" { cursor += 1 }
            guard cursor < scalars.count else { break }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[nameStart..<cursor])
            references.append(StringsDictReference(name: String(name), position: position))
            index = cursor + 1
        }
        return references
    }
}
