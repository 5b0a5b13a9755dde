/// Reading one big object (`strings`) in chunks on several threads (see `CatalogReader`).
extension JSONScanner {
    /// Which members of an object `forEachMember` reads, so that threads can share a big object.
    enum ObjectPart: Equatable {
        /// The whole object, from `{` to `}`.
        case whole
        /// From `{` up to the member whose name starts at this offset (that member is not read).
        case upTo(Int)
        /// From the cursor (placed by `startingRest`) up to the member whose name starts at this offset.
        case between(Int)
        /// From the cursor (placed by `startingRest`) to `}`.
        case rest

        /// Whether the part starts at the object's `{` rather than at a member inside it.
        var startsAtBrace: Bool {
            switch self {
            case .whole, .upTo: true
            case .between, .rest: false
            }
        }

        /// The offset of the member the part stops before, if it does not run to `}`.
        var stop: Int? {
            switch self {
            case .upTo(let stop), .between(let stop): stop
            case .whole, .rest: nil
            }
        }
    }

    /// A copy of this scanner placed at `offset`, inside the object the cursor is at, ready for
    /// `forEachMember(.between)` or `forEachMember(.rest)`. Its line numbers count from 0 at `offset`;
    /// add the line there later.
    func startingRest(at offset: Int) -> JSONScanner {
        var copy = self
        copy.position = offset
        copy.line = 0
        copy.lineStart = offset
        copy.depth = depth + 1
        return copy
    }

    /// A likely member boundary of the object at the cursor, at or after `target`: the offset after
    /// `,` LF and `indent` spaces, where a member name starts — how Xcode lays out the keys of
    /// `strings`. Only a guess (nil when there is none): a raw LF can only be whitespace in JSON, but
    /// the indentation may belong to another object. `forEachMember(.upTo:)` proves it, by arriving
    /// exactly there after a member of this object.
    func likelyMemberBoundary(near target: Int, indent: Int) -> Int? {
        var index = max(target, position)
        let patternLength = indent + 3
        while index + patternLength < end {
            if base[index] == UInt8(ascii: ","), base[index + 1] == UInt8(ascii: "\n") {
                var spaces = 0
                while spaces < indent, base[index + 2 + spaces] == UInt8(ascii: " ") { spaces += 1 }
                if spaces == indent, base[index + 2 + indent] == UInt8(ascii: "\"") {
                    return index + 2 + indent
                }
            }
            index += 1
        }
        return nil
    }

    /// Moves this scanner to where `other` stopped; `other` started `lines` lines into the file.
    mutating func adopt(positionOf other: JSONScanner, startingAtLine lines: Int) {
        position = other.position
        line = other.line + lines
        lineStart = other.lineStart
    }

    /// Bytes from the cursor to the end of the buffer.
    var remainingCount: Int { end - position }
}
