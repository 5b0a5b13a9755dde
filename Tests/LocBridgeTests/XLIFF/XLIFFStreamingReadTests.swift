import Foundation
import Testing
@testable import LocBridge

/// `XLIFFReader.read(contentsOfFile:eachFile:)`, which import uses: `<file>`s are parsed on a second
/// thread and handed over in document order on the caller's thread, one at a time.
struct XLIFFStreamingReadTests {
    static func fileElement(_ index: Int) -> String {
        """
          <file original="App/T\(index).xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="k\(index)"><source>S\(index)</source><target>T\(index)</target></trans-unit>
            </body>
          </file>

        """
    }

    /// The XML declaration and the `<xliff>` start tag, one line each.
    static let opening = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"

    static func withFile(_ text: String, _ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "/locbridge-stream-\(UUID().uuidString).xliff"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    @Test func filesArriveInOrderOnTheCallersThread() throws {
        let text = Self.opening + (0..<50).map(Self.fileElement).joined() + "</xliff>\n"
        try Self.withFile(text) { path in
            let caller = Thread.current
            var originals: [String] = []
            var targets: [String?] = []
            let result = try XLIFFReader.read(contentsOfFile: path, displayPath: "In.xliff") { file in
                #expect(Thread.current == caller)
                originals.append(file.original)
                targets += file.units.map(\.target)
            }
            #expect(originals == (0..<50).map { "App/T\($0).xcstrings" })
            #expect(targets == (0..<50).map { "T\($0)" })
            #expect(result.document.files.isEmpty)
        }
    }

    /// Each `<file>`'s start is told before the file itself, on the caller's thread; a start whose file
    /// never ends (the document is cut short) is told all the same, and one without `original` is not.
    @Test func startsAreToldBeforeTheirFiles() throws {
        let text = Self.opening + (0..<20).map(Self.fileElement).joined() + "  <file original=\"App/Cut.xcstrings\" target-language=\"de\">\n    <body>\n"
        try Self.withFile(text) { path in
            let caller = Thread.current
            var events: [String] = []
            do throws(XLIFFError) {
                _ = try XLIFFReader.read(contentsOfFile: path, displayPath: "In.xliff", startingFile: { original in
                    #expect(Thread.current == caller)
                    events.append("start " + original)
                }) { file in
                    events.append("file " + file.original)
                }
                Issue.record("expected an error")
            } catch {
                #expect(error.description.hasSuffix("was it cut short?"))
            }
            #expect(events == (0..<20).flatMap { ["start App/T\($0).xcstrings", "file App/T\($0).xcstrings"] } + ["start App/Cut.xcstrings"])
        }
        try Self.withFile("<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file target-language=\"de\"/></xliff>") { path in
            var starts: [String] = []
            #expect(throws: XLIFFError.self) {
                try XLIFFReader.read(contentsOfFile: path, startingFile: { starts.append($0) }) { _ in }
            }
            #expect(starts.isEmpty)
        }
    }

    /// A file that ends inside a comment, tag or CDATA section is said so, at the line where it opens
    /// (QA: libxml2 said "Comment not terminated" at the last line, and took a cut tag for an element).
    @Test func aFileEndingInsideMarkupIsSaidAtItsStart() throws {
        let cases = [("<!-- a note\n\n", "a comment (<!-- without its -->)"), ("<target st", "a tag"),
                     ("<source><![CDATA[x\n", "a CDATA section (<![CDATA[ without its ]]>)")]
        for (tail, what) in cases {
            let text = Self.opening + Self.fileElement(0) + "  <file original=\"App/Cut.xcstrings\" target-language=\"de\">\n" + tail
            do throws(XLIFFError) {
                _ = try XLIFFReader.read(Array(text.utf8), path: "In.xliff")
                Issue.record("expected an error")
            } catch {
                #expect(error.description == "In.xliff:9:1: error: the file ends inside \(what) that starts at line 9: is its end "
                    + "missing, or was the file cut short?")
            }
        }
        // An earlier error is said as it is, not as the cut at the end.
        let text = Self.opening + "  <file original=\"a\" source-language=\"en\" target-language=\"de\"></body>\n<!-- x"
        #expect(throws: XLIFFError.self) { try XLIFFReader.read(Array(text.utf8), path: "In.xliff") }
        do throws(XLIFFError) { _ = try XLIFFReader.read(Array(text.utf8), path: "In.xliff") } catch {
            #expect(error.description.contains("malformed XML"))
        }
    }

    /// A fatal error after some `<file>`s: those were handed over, then the error is thrown.
    @Test func anErrorAfterSomeFilesComesAfterThem() throws {
        let text = Self.opening + (0..<3).map(Self.fileElement).joined() + "  <file original=\"App/Cut.xcstrings\" target-language=\"de\">\n    <body>\n"
        try Self.withFile(text) { path in
            var originals: [String] = []
            do throws(XLIFFError) {
                _ = try XLIFFReader.read(contentsOfFile: path, displayPath: "In.xliff") { originals.append($0.original) }
                Issue.record("expected an error")
            } catch {
                #expect(error.description == "In.xliff:19:11: error: the file ends with 3 elements still open; was it cut short?")
            }
            #expect(originals == ["App/T0.xcstrings", "App/T1.xcstrings", "App/T2.xcstrings"])
        }
    }
}
