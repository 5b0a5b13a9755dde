import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads XLIFF 1.2 with libxml2's streaming SAX2 parser (SWIFT-LINUX.md: the fastest reader measured
/// here), keeping the line of every unit.
///
/// Secure by default (DESIGN.md "Hostile input is ordinary input"): network access is off
/// (`XML_PARSE_NONET`), entities are never substituted (no `XML_PARSE_NOENT`), no DTD is loaded, any
/// `<!DOCTYPE>` is refused (XLIFF needs none, and every entity attack needs one), external entities
/// cannot be loaded at all, and `XML_PARSE_HUGE` is off so libxml2 keeps its size limits.
public enum XLIFFReader {
    /// The libxml2 options used: only `NONET` and `NOCDATA` (CDATA sections read as text).
    static let parserOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)
    static let chunkSize = 1 << 16

    /// Parses XLIFF bytes; `path` is used in diagnostics only, `purpose` in the wording of refused units.
    public static func read(_ bytes: [UInt8], path: String, purpose: Purpose = .importing) throws(XLIFFError) -> XLIFFReadResult {
        try bytes.withUnsafeBufferPointer { buffer throws(XLIFFError) in
            var offset = 0
            return try parse(path: path, purpose: purpose, onFile: nil) { chunk in
                let count = min(chunk.count, buffer.count - offset)
                if count > 0 { chunk.baseAddress!.update(from: buffer.baseAddress! + offset, count: count) }
                offset += count
                return count
            }
        }
    }

    /// Reads and parses a file in chunks, so memory stays bounded however big it is.
    public static func read(contentsOfFile path: String, displayPath: String? = nil,
                            purpose: Purpose = .importing) throws(XLIFFError) -> XLIFFReadResult {
        try read(contentsOfFile: path, displayPath: displayPath, purpose: purpose, onFile: nil)
    }

    /// Reads a file, handing each `<file>` to `eachFile` as soon as it is complete instead of keeping
    /// them all: an import merges one `<file>` while the next is parsed (on a second thread; `eachFile`
    /// runs on the caller's), and memory holds a few at a time. The returned document has no files. A
    /// fatal error can come after some files were handed over.
    ///
    /// - Parameter startingFile: called with each `<file>`'s `original` as soon as its start tag is read
    ///   (and before that file's `eachFile`), so the caller can get its catalog ready meanwhile.
    public static func read(contentsOfFile path: String, displayPath: String? = nil,
                            startingFile: (String) -> Void = { _ in },
                            eachFile: (XLIFFFile) -> Void) throws(XLIFFError) -> XLIFFReadResult {
        try XLIFFFileHandoff.pipeline(startingFile: startingFile, eachFile: eachFile) { sender throws(XLIFFError) in
            try read(contentsOfFile: path, displayPath: displayPath, onFileStart: sender.announce, onFile: sender.put)
        }
    }

    private static func read(contentsOfFile path: String, displayPath: String?, purpose: Purpose = .importing,
                             onFileStart: ((String) -> Void)? = nil,
                             onFile: ((XLIFFFile) -> Void)?) throws(XLIFFError) -> XLIFFReadResult {
        let shown = displayPath ?? path
        // Non-blocking, so that a FIFO does not wait for a writer: only regular files are read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = FileError.fromErrno(path).reason
            throw XLIFFError(Diagnostic(.error, "cannot read the XLIFF file: \(reason)", at: SourceLocation(path: shown, line: 1, column: 1)))
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw XLIFFError(Diagnostic(.error, "cannot read the XLIFF file: it is not a regular file", at: SourceLocation(path: shown, line: 1, column: 1)))
        }
        var readFailure: String?
        let result = try parse(path: shown, purpose: purpose, onFileStart: onFileStart, onFile: onFile) { chunk in
            while true {
                let count = posixRead(descriptor, chunk.baseAddress, chunk.count)
                if count >= 0 { return count }
                if errno != EINTR {
                    readFailure = FileError.fromErrno(path).reason
                    return 0
                }
            }
        }
        if let readFailure {
            throw XLIFFError(Diagnostic(.error, "cannot read the XLIFF file: \(readFailure)", at: SourceLocation(path: shown, line: 1, column: 1)))
        }
        return result
    }

    /// Feeds chunks from `next` (which fills the buffer and returns how many bytes it wrote, 0 at the
    /// end) to a push parser.
    private static func parse(path: String, purpose: Purpose, onFileStart: ((String) -> Void)? = nil, onFile: ((XLIFFFile) -> Void)?,
                              next: (UnsafeMutableBufferPointer<UInt8>) -> Int) throws(XLIFFError) -> XLIFFReadResult {
        _ = libxml2Setup
        // The callbacks reach the state through this pointer (see XLIFFParseState).
        let state = UnsafeMutablePointer<XLIFFParseState>.allocate(capacity: 1)
        state.initialize(to: XLIFFParseState(path: path))
        defer { state.deinitialize(count: 1); state.deallocate() }
        state.pointee.onFile = onFile
        state.pointee.purpose = purpose
        state.pointee.onFileStart = onFileStart
        var handler = saxHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, state, nil, 0, path) else {
            throw XLIFFError(Diagnostic(.error, "libxml2 could not create a parser", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        defer { freeParserContext(context) }
        xmlCtxtUseOptions(context, parserOptions)
        state.pointee.currentLine = { Int(xmlSAX2GetLineNumber(context)) }
        state.pointee.startTagLine = { startTagLine(context) }

        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var sawBytes = false
        var flood = AttributeFlood()
        var carriageReturns = LoneCarriageReturns()
        var reachedEnd = false
        var mislabeled: MislabeledUTF8?
        while !state.pointee.hasFailed {
            var read = 0
            let count = buffer.withUnsafeMutableBufferPointer {
                read = next($0)
                return carriageReturns.normalize($0, count: read)
            }
            // A chunk that was only the LF of a CR LF split between chunks is not the end of the file.
            if count == 0 && read > 0 { continue }
            if let finding = buffer.withUnsafeBufferPointer({ flood.scan(UnsafeBufferPointer(rebasing: $0[..<count])) }) {
                throw XLIFFError(AttributeFlood.diagnostic(finding, path: path))
            }
            // Translators send bundles zipped: said as such, not as malformed XML.
            if !sawBytes, ContentKind.isZipArchive(buffer.prefix(count)) {
                throw XLIFFError(Diagnostic(.error, "the file is a zip archive, not XML: unzip it and import the .xcloc bundle or "
                    + ".xliff files it holds (a spreadsheet is a zip archive too, and cannot be imported)",
                                            at: SourceLocation(path: path, line: 1, column: 1)))
            }
            // A catalog under another name (`de.json`): JSON, said as such (QA).
            if !sawBytes, ContentKind.of(Array(buffer.prefix(count))) == .catalog {
                throw XLIFFError(Diagnostic(.error, "the file is JSON, as a String Catalog is, not XML; XLIFF files are XML documents "
                    + "with <xliff> (import reads those translated from a catalog, and finds the catalog through their "
                    + "<file original> paths)", at: SourceLocation(path: path, line: 1, column: 1)))
            }
            if !sawBytes, count > 0 { mislabeled = MislabeledUTF8(start: Array(buffer.prefix(min(count, 256)))) }
            buffer.withUnsafeBufferPointer { mislabeled?.scan(UnsafeBufferPointer(rebasing: $0[..<count])) }
            if count > 0 { sawBytes = true }
            let status = buffer.withUnsafeBufferPointer { chunk in
                chunk.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(count, 1)) {
                    xmlParseChunk(context, $0, Int32(count), count == 0 ? 1 : 0)
                }
            }
            if status != 0 && !state.pointee.hasFailed {
                state.pointee.fail("the file is not well-formed XML")
            }
            if count == 0 {
                reachedEnd = true
                break
            }
        }
        if !sawBytes {
            throw XLIFFError(Diagnostic(.error, "the file is empty; an XLIFF file is an XML document", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        // A wrong declaration first: libxml2 says a byte it cannot read in it as the document ending early.
        if let wrong = mislabeled?.diagnostic(path: path, atEnd: reachedEnd) { throw XLIFFError(wrong) }
        if let failure = state.pointee.failure { throw XLIFFError(reachedEnd ? flood.cutShort(failure, path: path) : failure) }
        return XLIFFReadResult(document: XLIFFDocument(files: state.pointee.files), diagnostics: state.pointee.diagnostics)
    }

    /// Only the callbacks locbridge needs; the default SAX2 handlers (which build a DOM tree and resolve
    /// entities) are never installed.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, localname, _, uri, _, _, attributeCount, _, attributes in
            let state = XLIFFReader.state(user)
            guard !state.pointee.hasFailed, let localname else { return }
            state.pointee.start(XLIFFElement(name: localname), name: localname, namespace: uri,
                                attributes: SAXAttributes(pointers: attributes, count: Int(attributeCount)))
        }
        handler.endElementNs = { user, localname, _, _ in
            let state = XLIFFReader.state(user)
            guard !state.pointee.hasFailed, let localname else { return }
            state.pointee.end(XLIFFElement(name: localname))
        }
        handler.characters = { user, characters, length in
            let state = XLIFFReader.state(user)
            guard !state.pointee.hasFailed, let characters else { return }
            state.pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { user, name, _, _ in
            XLIFFReader.state(user).pointee.fail("the file has a document type declaration (<!DOCTYPE \(name.map { String(cString: $0) } ?? "")>); "
                + "XLIFF needs none, and locbridge refuses them because they can define entities that read local "
                + "files or expand without limit")
        }
        handler.entityDecl = { user, _, _, _, _, _ in
            XLIFFReader.state(user).pointee.fail("the file declares an entity; locbridge refuses entity declarations")
        }
        handler.reference = { user, name in
            XLIFFReader.state(user).pointee.fail("the file uses the entity &\(name.map { String(cString: $0) } ?? "");, which locbridge does not expand")
        }
        handler.serror = { user, error in
            guard let user, let error else { return }
            let state = XLIFFReader.state(user)
            let level = error.pointee.level
            guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, !state.pointee.hasFailed else { return }
            // libxml2's messages can run over several lines (a hex dump of bad bytes); the first says it.
            let text = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            var message = "malformed XML: " + String(text.split(separator: "\n").first ?? "XML error").trimmingWhitespace
            // libxml2's push parser calls a file cut off between two tags "extra content at the end".
            let depth = state.pointee.depth, code = error.pointee.code
            if code == Int32(XML_ERR_DOCUMENT_END.rawValue), depth > 0 {
                message = "the file ends with \(depth) element\(depth == 1 ? "" : "s") still open; was it cut short?"
            } else if code == Int32(XML_ERR_DOCUMENT_EMPTY.rawValue) || code == Int32(XML_ERR_DOCUMENT_END.rawValue),
                      !state.pointee.sawElement {
                // Not XML at all (a spreadsheet or a zip archive named .xliff), or only an XML declaration.
                message = "the file has no XML element, where an XLIFF file has <xliff>; is it another kind of file "
                    + "(a spreadsheet, a zip archive) given as XLIFF, or was it cut short?"
            }
            state.pointee.fail(Diagnostic(.error, message,
                                          at: SourceLocation(path: state.pointee.path, line: max(Int(error.pointee.line), 1),
                                                             column: max(Int(error.pointee.int2), 1))))
        }
        return handler
    }

    /// The line the start tag being read begins on. libxml2 calls back at the tag's end, its attributes
    /// read: the lines between its `<` (still in the input buffer, and the last `<` there, since attribute
    /// values cannot hold one) and that end are taken off libxml2's line.
    private static func startTagLine(_ context: xmlParserCtxtPtr) -> Int {
        let line = Int(xmlSAX2GetLineNumber(context))
        guard let input = context.pointee.input, let base = input.pointee.base, var at = input.pointee.cur else { return line }
        var breaks = 0
        while at > base {
            at -= 1
            switch at.pointee {
            case UInt8(ascii: "<"): return max(line - breaks, 1)
            case UInt8(ascii: "\n"): breaks += 1
            default: break
            }
        }
        return line
    }

    private static func state(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XLIFFParseState> {
        user!.assumingMemoryBound(to: XLIFFParseState.self)
    }
}

/// One-time libxml2 set-up: initialise the library and install an external-entity loader that refuses
/// everything, so that no code path can make libxml2 open a file or URL named by a document.
private let libxml2Setup: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader { _, _, _ in nil }
}()

private extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        return String(text)
    }
}
