#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The elements the XLIFF reader tells apart, recognised from libxml2's name bytes: an import sees
/// about four elements per unit, and making a `String` of every name cost more than parsing it.
enum XLIFFElement {
    case xliff, file, header, body, group, transUnit, source, segSource, target, note
    /// Inline markup (XLIFF 1.2 §2.4): `mrk` may hold a string set's phrase; the `x` family are
    /// placeholders without text.
    case mrk, g, ph, it, bpt, ept, sub, x, bx, ex
    case other

    init(name: UnsafePointer<UInt8>) {
        let length = name.withMemoryRebound(to: CChar.self, capacity: 1) { strlen($0) }
        func matches(_ candidate: StaticString) -> Bool {
            candidate.utf8CodeUnitCount == length && memcmp(name, candidate.utf8Start, length) == 0
        }
        self = switch length {
        case 1: matches("g") ? .g : matches("x") ? .x : .other
        case 2: matches("ph") ? .ph : matches("it") ? .it : matches("bx") ? .bx : matches("ex") ? .ex : .other
        case 3: matches("mrk") ? .mrk : matches("bpt") ? .bpt : matches("ept") ? .ept : matches("sub") ? .sub : .other
        case 4: matches("file") ? .file : matches("body") ? .body : matches("note") ? .note : .other
        case 5: matches("xliff") ? .xliff : matches("group") ? .group : .other
        case 6: matches("source") ? .source : matches("target") ? .target : matches("header") ? .header : .other
        case 10: matches("trans-unit") ? .transUnit : matches("seg-source") ? .segSource : .other
        default: .other
        }
    }
}

/// The attributes libxml2's SAX2 `startElementNs` hands over (five pointers each: local name, prefix,
/// namespace, value start, value end), read by name without building them all.
struct SAXAttributes {
    let pointers: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    let count: Int

    /// The value of the attribute `name` that has no namespace, with character references decoded; nil
    /// when there is none. The reader needs no namespaced attribute: `xml:id` is not `id`, and other
    /// namespaces are tool extensions.
    func value(_ name: StaticString) -> String? {
        bytes(name).map(XMLCharacterReferences.decode)
    }

    /// The value's bytes as written (character references not decoded), or nil.
    func bytes(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let base = 5 * index
            guard let local = pointers[base], let start = pointers[base + 3], let end = pointers[base + 4] else { continue }
            guard pointers[base + 2] == nil, Self.equal(local, name) else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// `xml:space`: true for `preserve`, false for `default` (or another value), nil when absent.
    func preservesSpace() -> Bool? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let base = 5 * index
            // Most attributes have no prefix: one test each.
            guard let prefix = pointers[base + 1], let local = pointers[base], let start = pointers[base + 3],
                  let end = pointers[base + 4], Self.equal(prefix, "xml"), Self.equal(local, "space") else { continue }
            let value: StaticString = "preserve"
            return end - start == value.utf8CodeUnitCount && memcmp(start, value.utf8Start, value.utf8CodeUnitCount) == 0
        }
        return nil
    }

    /// Whether the NUL-terminated `bytes` are exactly `text`; reads no further than the first difference,
    /// so never past `bytes`' terminator.
    private static func equal(_ bytes: UnsafePointer<UInt8>, _ text: StaticString) -> Bool {
        let expected = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount where bytes[index] != expected[index] { return false }
        return bytes[text.utf8CodeUnitCount] == 0
    }
}
