import Foundation
import Testing
@testable import LocBridge

extension Legacy {
    /// Compiled `.strings` files: XML and binary property lists (FORMATS.md §4), read through libxml2
    /// with the secure options, and through locbridge's own binary-plist reader.
    @Suite struct PropertyListStringsTests {
        static let expectedFixture: [[String]] = [
            ["Cancel", "Abbrechen"], ["Emoji 😀", "Smiley 😀"], ["Größe", "Size — “quoted”"], ["Empty", ""],
        ]

        // MARK: XML

        @Test func xmlPlistWithAppleDoctype() throws {
            let table = try Legacy.strings(Legacy.plist("""
                \t<key>Done</key>
                \t<string>Fertig &amp; gut &lt;3 &#x1F600;</string>
                \t<key>Empty</key>
                \t<string/>
                \t<key>CDATA</key>
                \t<string><![CDATA[<b>bold</b>]]></string>
                """))
            #expect(table.format == .xmlPropertyList)
            #expect(table.entries == [
                LegacyStringsEntry(key: "Done", value: "Fertig & gut <3 😀", keyLocation: Legacy.at(5, 2), valueLocation: Legacy.at(6, 2)),
                LegacyStringsEntry(key: "Empty", value: "", keyLocation: Legacy.at(7, 2), valueLocation: Legacy.at(8, 2)),
                LegacyStringsEntry(key: "CDATA", value: "<b>bold</b>", keyLocation: Legacy.at(9, 2), valueLocation: Legacy.at(10, 2)),
            ])
            #expect(table.diagnostics.isEmpty)
        }

        @Test func xmlFixtureFromPlistlib() throws {
            let table = try StringsFileReader.read(contentsOfFile: Legacy.fixture("XML.strings"), displayPath: "XML.strings")
            #expect(table.format == .xmlPropertyList)
            #expect(table.entries.map { [$0.key, $0.value] } == Self.expectedFixture)
            #expect(table.entries.map(\.keyLocation.line) == [5, 7, 9, 11])
        }

        @Test func xmlPlistInUTF16() throws {
            let text = Legacy.plist("<key>a</key><string>é</string>").replacingOccurrences(of: "UTF-8", with: "UTF-16")
            let bytes: [UInt8] = [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let table = try StringsFileReader.read(bytes, path: "L.strings")
            #expect(table.format == .xmlPropertyList)
            #expect(table.entries.map(\.value) == ["é"])
        }

        @Test func xmlDuplicateKeysWarn() throws {
            let table = try Legacy.strings(Legacy.plist("<key>a</key><string>1</string>\n<key>a</key><string>2</string>"))
            #expect(table.entries.map(\.value) == ["2"])
            #expect(table.diagnostics.map(\.description) == [
                #"Localizable.strings:6:1: warning: duplicate key "a" (first at line 5); the last one wins"#,
            ])
        }

        struct Refusal: Sendable, CustomTestStringConvertible {
            var name: String
            var xml: String
            var expected: String
            var testDescription: String { name }
        }

        static let refusals: [Refusal] = [
            Refusal(name: "a non-string value", xml: Legacy.plist("<key>a</key>\n<integer>1</integer>"),
                    expected: #"Localizable.strings:6:1: error: the value of "a" is an <integer>; values in a .strings file are strings"#),
            Refusal(name: "a dictionary value", xml: Legacy.plist("<key>a</key>\n  <dict/>"),
                    expected: #"Localizable.strings:6:3: error: the value of "a" is a dictionary; values in a .strings file are strings"#),
            Refusal(name: "an array at the top", xml: "<plist version=\"1.0\">\n<array/>\n</plist>",
                    expected: "Localizable.strings:2:1: error: expected a dictionary at the top of the property list, found an array"),
            Refusal(name: "a key without a value", xml: Legacy.plist("<key>a</key>"),
                    expected: #"Localizable.strings:5:1: error: the key "a" has no value"#),
            Refusal(name: "a value without a key", xml: Legacy.plist("<string>a</string>"),
                    expected: "Localizable.strings:5:1: error: <string> in a <dict> must follow a <key>"),
            Refusal(name: "two keys in a row", xml: Legacy.plist("<key>a</key><key>b</key><string/>"),
                    expected: #"Localizable.strings:5:13: error: the key "a" has no value"#),
            Refusal(name: "an unknown element", xml: Legacy.plist("<key>a</key><text>1</text>"),
                    expected: "Localizable.strings:5:13: error: unknown element <text> in a property list"),
            Refusal(name: "an element inside a string", xml: Legacy.plist("<key>a</key><string>x<b>y</b></string>"),
                    expected: "Localizable.strings:5:22: error: <string> cannot contain elements (found <b>)"),
            // Columns count characters, as the catalog reader's do: "ü" and "😀" are one each.
            Refusal(name: "an element after non-ASCII text", xml: Legacy.plist("<key>ü</key><string>😀<b>y</b></string>"),
                    expected: "Localizable.strings:5:22: error: <string> cannot contain elements (found <b>)"),
            Refusal(name: "an element with thousands of attributes (quadratic in libxml2)",
                    xml: Legacy.plist("<key " + (0..<2000).map { "a\($0)=\"1\"" }.joined(separator: " ") + ">a</key><string/>"),
                    expected: "Localizable.strings:5:1: error: an element with more than 1000 attributes (namespace declarations "
                        + "included); no XLIFF or property-list element has that many, and reading them takes the XML parser "
                        + "quadratic time: refused"),
            Refusal(name: "stray text", xml: Legacy.plist("stray <key>a</key><string/>"),
                    expected: #"Localizable.strings:5:7: error: unexpected text "stray" between property-list elements"#),
            Refusal(name: "a root other than plist", xml: "<?xml version=\"1.0\"?>\n<dict/>",
                    expected: "Localizable.strings:2:1: error: the root element is <dict>; a property list starts with <plist>"),
            Refusal(name: "an empty plist", xml: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n</plist>\n",
                    expected: "Localizable.strings:3:9: error: the property list holds no value; expected <plist> with a <dict> inside"),
            Refusal(name: "malformed XML", xml: Legacy.plist("<key>a</key><string>1</strin>"),
                    expected: "Localizable.strings:5:30: error: malformed XML: Opening and ending tag mismatch: string line 5 and strin"),
            Refusal(name: "another DOCTYPE", xml: "<?xml version=\"1.0\"?>\n<!DOCTYPE html>\n<plist><dict/></plist>",
                    expected: "Localizable.strings:2:1: error: the document type is <!DOCTYPE html>; a property list's is <!DOCTYPE plist …>"),
            Refusal(name: "an internal subset", xml: """
                    <?xml version="1.0"?>
                    <!DOCTYPE plist [ <!-- only a comment --> ]>
                    <plist><dict/></plist>
                    """,
                    expected: "Localizable.strings:2:17: error: the document type declaration has an internal subset ([…]); locbridge refuses "
                        + "them in property lists because they can declare entities that read local files or expand without limit"),
            Refusal(name: "an external entity", xml: """
                    <?xml version="1.0"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
                      <!ENTITY secret SYSTEM "file:///etc/passwd">
                    ]>
                    <plist><dict><key>a</key><string>&secret;</string></dict></plist>
                    """,
                    expected: "Localizable.strings:2:103: error: the document type declaration has an internal subset ([…]); locbridge refuses "
                        + "them in property lists because they can declare entities that read local files or expand without limit"),
            Refusal(name: "an undeclared entity", xml: Legacy.plist("<key>a</key><string>&nbsp;</string>"),
                    expected: "Localizable.strings:5:27: error: malformed XML: Entity 'nbsp' not defined"),
        ]

        @Test(arguments: refusals)
        func refuses(_ refusal: Refusal) {
            #expect(Legacy.stringsFailure(refusal.xml) == refusal.expected)
        }

        @Test func externalDTDIsNeverLoaded() throws {
            // A DOCTYPE naming a real local DTD that declares an entity: if libxml2 loaded it, `&leak;` would
            // expand to the DTD's text. It is never loaded, so the reference is refused instead.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locbridge-dtd-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let dtd = folder.appendingPathComponent("evil.dtd")
            try "<!ENTITY leak \"SECRET\">".write(to: dtd, atomically: true, encoding: .utf8)
            let xml = """
                <?xml version="1.0"?>
                <!DOCTYPE plist SYSTEM "\(dtd.path)">
                <plist><dict><key>a</key><string>&leak;</string></dict></plist>
                """
            let failure = Legacy.stringsFailure(xml) ?? ""
            #expect(failure.hasPrefix("Localizable.strings:3:"))
            #expect(failure.contains("leak"))
            #expect(!failure.contains("SECRET"))
            // Without the reference, the same DOCTYPE is harmless and the file reads.
            let table = try Legacy.strings(xml.replacingOccurrences(of: "&leak;", with: "ok"))
            #expect(table.entries.map(\.value) == ["ok"])
        }

        // MARK: Binary

        @Test func binaryFixtureFromPlistlib() throws {
            let table = try StringsFileReader.read(contentsOfFile: Legacy.fixture("Binary.strings"), displayPath: "Binary.strings")
            #expect(table.format == .binaryPropertyList)
            #expect(table.entries.map { [$0.key, $0.value] } == Self.expectedFixture)
            #expect(table.entries.allSatisfy { $0.comment == nil && $0.keyLocation == Legacy.at(1, 1, "Binary.strings") })
        }

        @Test func binaryBuiltByHand() throws {
            var plist = BinaryPlistBuilder()
            let key = plist.ascii("Done")
            let value = plist.utf16("Fertig ✓")
            let long = plist.ascii(String(repeating: "x", count: 20))  // a length written as an integer object
            let top = plist.dictionary([(key, value), (long, long)])
            let table = try StringsFileReader.read(plist.bytes(top: top), path: "L.strings")
            #expect(table.entries.map { [$0.key, $0.value] } == [["Done", "Fertig ✓"], [String(repeating: "x", count: 20)] + [String(repeating: "x", count: 20)]])
        }

        @Test func binaryRefusals() {
            var plist = BinaryPlistBuilder()
            let key = plist.ascii("count")
            let number = plist.integer(3)
            let top = plist.dictionary([(key, number)])
            #expect(Legacy.stringsFailure(plist.bytes(top: top))
                    == #"Localizable.strings:1:1: error: the value of "count" is an <integer>; values in a .strings file are strings"#)
            #expect(Legacy.stringsFailure(plist.bytes(top: key))
                    == "Localizable.strings:1:1: error: expected a dictionary at the top of the property list, found a string")
            #expect(Legacy.stringsFailure(plist.bytes(top: top, version: "bplist15"))
                    == "Localizable.strings:1:1: error: unsupported binary property list version 'bplist15'; locbridge reads bplist00")
            #expect(Legacy.stringsFailure(Array("bplist00".utf8) + [0xD0])
                    == "Localizable.strings:1:1: error: the binary property list is damaged (it is too short for its trailer)")

            var cyclic = BinaryPlistBuilder()
            let name = cyclic.ascii("self")
            cyclic.add([0xD1, UInt8(name), 1])  // object 1: { "self": object 1 }
            #expect(Legacy.stringsFailure(cyclic.bytes(top: 1))
                    == "Localizable.strings:1:1: error: the binary property list is damaged (object 1 contains itself)")

            var dangling = BinaryPlistBuilder()
            let danglingKey = dangling.ascii("a")
            dangling.add([0xD1, UInt8(danglingKey), 9])
            #expect(Legacy.stringsFailure(dangling.bytes(top: 1))
                    == "Localizable.strings:1:1: error: the binary property list is damaged (a reference to object 9 of 2)")

            var latin = BinaryPlistBuilder()
            let bad = latin.add([0x51, 0xE9])
            let ok = latin.ascii("k")
            let latinTop = latin.dictionary([(ok, bad)])
            #expect(Legacy.stringsFailure(latin.bytes(top: latinTop))
                    == "Localizable.strings:1:1: error: the binary property list is damaged (the ASCII string object 0 holds byte 0xE9)")

            var surrogate = BinaryPlistBuilder()
            let lone = surrogate.add([0x61, 0xD8, 0x3D])
            let k = surrogate.ascii("k")
            let surrogateTop = surrogate.dictionary([(k, lone)])
            #expect(Legacy.stringsFailure(surrogate.bytes(top: surrogateTop))
                    == "Localizable.strings:1:1: error: the binary property list is damaged (the UTF-16 string object 0 holds an unpaired surrogate)")

            var trailer = plist.bytes(top: top)
            trailer[trailer.count - 1] = 0xFF  // offset table beyond the file
            #expect(Legacy.stringsFailure(trailer)
                    == "Localizable.strings:1:1: error: the binary property list is damaged (its trailer does not fit the file)")
        }

        @Test func sharedContainersCannotExplode() {
            // 40 levels of a dictionary whose two members both point at the next level: 2^40 paths.
            var plist = BinaryPlistBuilder()
            let a = plist.ascii("a")
            let b = plist.ascii("b")
            var level = plist.ascii("leaf")
            for _ in 0..<40 { level = plist.dictionary([(a, level), (b, level)]) }
            let failure = Legacy.stringsFailure(plist.bytes(top: level))
            #expect(failure == "Localizable.strings:1:1: error: the binary property list expands to more than 1000000 values")
        }
    }
}
