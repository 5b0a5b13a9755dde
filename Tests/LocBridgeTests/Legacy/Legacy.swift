import Foundation
import Testing
@testable import LocBridge

/// Namespace for the tests of `Sources/LocBridge/Legacy/`, so that their ids read `Legacy/…` and
/// `swift test --filter Legacy` selects them; helpers shared by those tests.
enum Legacy {
    /// Reads `.strings` text given as UTF-8.
    static func strings(_ text: String, path: String = "Localizable.strings") throws(LegacyError) -> LegacyStringsTable {
        try StringsFileReader.read(Array(text.utf8), path: path)
    }

    /// The error a `.strings` file gives, as printed (`path:line:col: error: …`), or nil when it reads.
    static func stringsFailure(_ bytes: [UInt8], path: String = "Localizable.strings") -> String? {
        do {
            _ = try StringsFileReader.read(bytes, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    static func stringsFailure(_ text: String) -> String? { stringsFailure(Array(text.utf8)) }

    /// Reads `.stringsdict` XML given as text.
    static func stringsDict(_ text: String, path: String = "Localizable.stringsdict") throws(LegacyError) -> LegacyStringsDict {
        try StringsDictReader.read(Array(text.utf8), path: path)
    }

    static func stringsDictFailure(_ bytes: [UInt8], path: String = "Localizable.stringsdict") -> String? {
        do {
            _ = try StringsDictReader.read(bytes, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// An XML plist around `body` (the members of the root dictionary), with Apple's DOCTYPE: the root
    /// `<dict>` is on line 4, so the first member's `<key>` is on line 5.
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    /// `Tests/LocBridgeTests/Fixtures/Legacy/<name>`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Legacy/\(name)").standardized.path
    }

    static func at(_ line: Int, _ column: Int, _ path: String = "Localizable.strings") -> LocBridge.SourceLocation {
        LocBridge.SourceLocation(path: path, line: line, column: column)
    }
}

/// Writes binary property lists by hand (the format's layout, byte by byte), so that tests can build
/// exactly the objects they need — including damaged and unsupported ones.
struct BinaryPlistBuilder {
    private(set) var objects: [[UInt8]] = []

    /// Adds an encoded object and returns its index.
    @discardableResult
    mutating func add(_ encoded: [UInt8]) -> Int {
        objects.append(encoded)
        return objects.count - 1
    }

    mutating func ascii(_ text: String) -> Int { add(Self.marker(0x50, count: text.utf8.count) + Array(text.utf8)) }

    mutating func utf16(_ text: String) -> Int {
        let units = Array(text.utf16)
        return add(Self.marker(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }

    mutating func integer(_ value: UInt8) -> Int { add([0x10, value]) }

    /// A dictionary of already-added objects (one-byte references).
    mutating func dictionary(_ members: [(key: Int, value: Int)]) -> Int {
        add(Self.marker(0xD0, count: members.count) + members.map { UInt8($0.key) } + members.map { UInt8($0.value) })
    }

    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type | UInt8(count)] : [type | 0x0F, 0x10, UInt8(count)]
    }

    /// The file: header, objects, one-byte offset table, trailer.
    func bytes(top: Int, version: String = "bplist00") -> [UInt8] {
        var data = Array(version.utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(data.count)
            data += object
        }
        let tableOffset = data.count
        data += offsets.map { UInt8($0) }
        data += [0, 0, 0, 0, 0, 0, 1, 1]
        data += Self.u64(objects.count) + Self.u64(top) + Self.u64(tableOffset)
        return data
    }

    static func u64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
}
