#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A key compared code point by code point (by its UTF-8 bytes), as Apple's dictionaries compare keys,
/// not by Swift's canonical equivalence. Hashes its bytes in one call: an `Array(key.utf8)` per entry,
/// hashed byte by byte, was 5% of a large `migrate` (`perf record`).
struct CodePointKey: Hashable {
    var text: String

    static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension CodePointKey {
    /// Where each key is first in `keys`.
    static func positions(_ keys: some Collection<String>) -> [CodePointKey: Int] {
        var positions: [CodePointKey: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() where positions[CodePointKey(text: key)] == nil {
            positions[CodePointKey(text: key)] = position
        }
        return positions
    }
}

/// The rule of `.strings` and `.stringsdict` files for a key written twice: the last one wins.
enum DuplicateKeys {
    /// `items` with only the last of each key kept, in their order; `report` is called for each item
    /// whose key came before, with the line where it first did.
    static func lastWins<Item>(_ items: [Item], key: (Item) -> String, line: (Item) -> Int,
                               report: (Item, _ firstLine: Int) -> Void) -> [Item] {
        var seen: [CodePointKey: (firstLine: Int, last: Int)] = [:]
        seen.reserveCapacity(items.count)
        var duplicates = false
        // By index: `enumerated()` would copy every item, retaining and releasing each of its strings.
        for index in items.indices {
            let itemKey = CodePointKey(text: key(items[index]))
            if let earlier = seen[itemKey] {
                duplicates = true
                report(items[index], earlier.firstLine)
                seen[itemKey] = (earlier.firstLine, index)
            } else {
                seen[itemKey] = (line(items[index]), index)
            }
        }
        guard duplicates else { return items }
        return items.indices.filter { seen[CodePointKey(text: key(items[$0]))]!.last == $0 }.map { items[$0] }
    }
}
