/// Reads the subset of Apple's binary property list format (`bplist00`) that compiled `.strings` and
/// `.stringsdict` files use: dictionaries, arrays, and ASCII, UTF-16 and UTF-8 strings. Other values
/// (numbers, dates, data…) become `.other(kind:)` for the caller to refuse with the key in the message.
///
/// Layout: an 8-byte header, the objects, a table of object offsets, and a 32-byte trailer giving the
/// offset size, the object-reference size, the object count, the top object and the table's offset.
/// Everything is bounds-checked; cycles, excessive nesting and exponential expansion of shared
/// containers are refused. Binary plists have no lines, so every node is located at 1:1.
enum BinaryPropertyListReader {
    static let maximumDepth = 64
    /// Containers may be shared (Core Foundation writes equal objects once); expanding them is capped.
    static let maximumNodes = 1_000_000

    static func read(_ bytes: [UInt8], path: String) throws(LegacyError) -> PropertyListNode {
        var parser = try Parser(bytes: bytes, path: path)
        return try parser.node(parser.topObject, depth: 0)
    }

    private struct Parser {
        let bytes: [UInt8]
        let location: SourceLocation
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int
        var visiting: Set<Int> = []
        var produced = 0

        init(bytes: [UInt8], path: String) throws(LegacyError) {
            self.bytes = bytes
            self.location = SourceLocation(path: path, line: 1, column: 1)
            guard bytes.starts(with: Array("bplist00".utf8)) else {
                throw LegacyError("unsupported binary property list version '\(String(decoding: bytes.prefix(8), as: UTF8.self))'; "
                    + "locbridge reads bplist00", at: location)
            }
            guard bytes.count >= 8 + 32 else { throw LegacyError("the binary property list is damaged (it is too short for its trailer)", at: location) }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Parser.bigEndian(bytes, at: trailer + 8, size: 8)
            let top = Parser.bigEndian(bytes, at: trailer + 16, size: 8)
            let table = Parser.bigEndian(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw LegacyError("the binary property list is damaged (offset size \(offsetSize), reference size \(referenceSize))", at: location)
            }
            guard count >= 1, count <= UInt64(bytes.count), top < count, table >= 8, table <= UInt64(trailer),
                  UInt64(trailer) - table >= count * UInt64(offsetSize) else {
                throw LegacyError("the binary property list is damaged (its trailer does not fit the file)", at: location)
            }
            objectCount = Int(count)
            topObject = Int(top)
            tableOffset = Int(table)
        }

        static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        func damaged(_ reason: String) -> LegacyError {
            LegacyError("the binary property list is damaged (\(reason))", at: location)
        }

        /// Where object `index` starts.
        func offset(of index: Int) throws(LegacyError) -> Int {
            let value = Parser.bigEndian(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
            guard value >= 8, value < UInt64(tableOffset) else { throw damaged("object \(index) lies outside the object area") }
            return Int(value)
        }

        /// The element count of the object whose marker is at `offset`, and where its content starts.
        func count(at offset: Int) throws(LegacyError) -> (count: Int, content: Int) {
            let low = Int(bytes[offset] & 0x0F)
            if low != 0x0F { return (low, offset + 1) }
            guard offset + 1 < tableOffset else { throw damaged("a length runs past the object area") }
            let marker = bytes[offset + 1]
            guard marker & 0xF0 == 0x10, marker & 0x0F <= 3 else { throw damaged("a length is not an integer") }
            let size = 1 << Int(marker & 0x0F)
            guard offset + 2 + size <= tableOffset else { throw damaged("a length runs past the object area") }
            let value = Parser.bigEndian(bytes, at: offset + 2, size: size)
            guard value <= UInt64(tableOffset) else { throw damaged("a length of \(value) is larger than the file") }
            return (Int(value), offset + 2 + size)
        }

        func references(at start: Int, count: Int) throws(LegacyError) -> [Int] {
            guard start + count * referenceSize <= tableOffset else { throw damaged("a container's references run past the object area") }
            var result: [Int] = []
            result.reserveCapacity(count)
            for index in 0..<count {
                let value = Parser.bigEndian(bytes, at: start + index * referenceSize, size: referenceSize)
                guard value < UInt64(objectCount) else { throw damaged("a reference to object \(value) of \(objectCount)") }
                result.append(Int(value))
            }
            return result
        }

        mutating func node(_ index: Int, depth: Int) throws(LegacyError) -> PropertyListNode {
            produced += 1
            guard produced <= BinaryPropertyListReader.maximumNodes else {
                throw LegacyError("the binary property list expands to more than \(BinaryPropertyListReader.maximumNodes) values", at: location)
            }
            guard depth < BinaryPropertyListReader.maximumDepth else {
                throw LegacyError("values are nested more than \(BinaryPropertyListReader.maximumDepth) levels deep", at: location)
            }
            let start = try offset(of: index)
            let marker = bytes[start]
            switch marker >> 4 {
            case 0x5:
                let (length, content) = try count(at: start)
                guard content + length <= tableOffset else { throw damaged("string object \(index) runs past the object area") }
                let slice = bytes[content..<(content + length)]
                if let high = slice.first(where: { $0 >= 0x80 }) {
                    throw damaged("the ASCII string object \(index) holds byte 0x\(StringsTokenizer.hex(high).suffix(2))")
                }
                return leaf(.string(String(decoding: slice, as: UTF8.self)))
            case 0x6:
                let (length, content) = try count(at: start)
                guard content + 2 * length <= tableOffset else { throw damaged("string object \(index) runs past the object area") }
                var units: [UInt16] = []
                units.reserveCapacity(length)
                for unit in 0..<length {
                    units.append(UInt16(bytes[content + 2 * unit]) << 8 | UInt16(bytes[content + 2 * unit + 1]))
                }
                var text = ""
                for scalar in Unicode.UTF16.decodeStrictly(units) {
                    guard let scalar else { throw damaged("the UTF-16 string object \(index) holds an unpaired surrogate") }
                    text.unicodeScalars.append(scalar)
                }
                return leaf(.string(text))
            case 0x7:
                let (length, content) = try count(at: start)
                guard content + length <= tableOffset else { throw damaged("string object \(index) runs past the object area") }
                let slice = Array(bytes[content..<(content + length)])
                guard LegacyTextDecoder.firstInvalidUTF8(slice) == nil else { throw damaged("the UTF-8 string object \(index) is not valid UTF-8") }
                return leaf(.string(String(decoding: slice, as: UTF8.self)))
            case 0xA, 0xD:
                guard visiting.insert(index).inserted else { throw damaged("object \(index) contains itself") }
                defer { visiting.remove(index) }
                let (length, content) = try count(at: start)
                if marker >> 4 == 0xA {
                    var elements: [PropertyListNode] = []
                    for reference in try references(at: content, count: length) {
                        elements.append(try node(reference, depth: depth + 1))
                    }
                    return leaf(.array(elements))
                }
                let keys = try references(at: content, count: length)
                let values = try references(at: content + length * referenceSize, count: length)
                var members: [PropertyListMember] = []
                members.reserveCapacity(length)
                for (key, value) in zip(keys, values) {
                    let keyNode = try node(key, depth: depth + 1)
                    guard let text = keyNode.string else { throw damaged("a dictionary key is \(keyNode.kindDescription), not a string") }
                    members.append(PropertyListMember(key: text, keyLocation: location, node: try node(value, depth: depth + 1)))
                }
                return leaf(.dictionary(members))
            default:
                guard let kind = Parser.kind(of: marker) else {
                    throw damaged("object \(index) has the unknown type marker 0x\(StringsTokenizer.hex(marker).suffix(2))")
                }
                return leaf(.other(kind: kind))
            }
        }

        func leaf(_ value: PropertyListNode.Value) -> PropertyListNode {
            PropertyListNode(value: value, location: location)
        }

        /// Names of the value types locbridge does not read, as their XML elements are called.
        static func kind(of marker: UInt8) -> String? {
            switch marker {
            case 0x00: "null"
            case 0x08: "false"
            case 0x09: "true"
            case 0x0F: "fill"
            case 0x33: "date"
            default:
                switch marker >> 4 {
                case 0x1: "integer"
                case 0x2: "real"
                case 0x4: "data"
                case 0x8: "uid"
                case 0xB, 0xC: "set"
                default: nil
                }
            }
        }
    }
}

private extension Unicode.UTF16 {
    /// The scalars of `units`, nil for each unpaired surrogate.
    static func decodeStrictly(_ units: [UInt16]) -> [Unicode.Scalar?] {
        var result: [Unicode.Scalar?] = []
        var iterator = units.makeIterator()
        var decoder = Unicode.UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.append(scalar)
            case .emptyInput: break loop
            case .error: result.append(nil)
            }
        }
        return result
    }
}
