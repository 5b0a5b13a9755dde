import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an XML property list (a `.stringsdict`, or a compiled `.strings`) with libxml2's SAX2 parser
/// into `PropertyListNode`s that know their line and column.
///
/// Secure like `XLIFFReader` (SWIFT-LINUX.md "Security of the XML path"): only `XML_PARSE_NONET`, no
/// `NOENT`/`DTDLOAD`/`DTDATTR`/`HUGE`, and an external-entity loader that refuses everything. Real plists
/// carry `<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/…">`, so a
/// DOCTYPE named `plist` is allowed — its DTD is never loaded — but an internal subset, any entity
/// declaration and any entity reference other than the five predefined ones are refused.
enum XMLPropertyListReader {
    /// The input is UTF-8 already (the caller transcoded it and removed any BOM), so a declared encoding
    /// is ignored.
    static let parserOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

    /// Parses UTF-8 XML; `path` is used in locations only.
    static func read(_ utf8: [UInt8], path: String) throws(LegacyError) -> PropertyListNode {
        _ = legacyLibxml2Setup
        // Lines as editors count them, old Mac line breaks included (libxml2 counts LF alone).
        var utf8 = utf8
        var carriageReturns = LoneCarriageReturns()
        utf8.withUnsafeMutableBufferPointer { _ = carriageReturns.normalize($0, count: $0.count) }
        var flood = AttributeFlood()
        if let finding = utf8.withUnsafeBufferPointer({ flood.scan($0) }) {
            throw LegacyError(AttributeFlood.diagnostic(finding, path: path))
        }
        let state = PropertyListParseState(path: path, bytes: utf8)
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }
        var handler = saxHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, path) else {
            throw LegacyError("libxml2 could not create a parser", at: SourceLocation(path: path, line: 1, column: 1))
        }
        defer { freeParserContext(context) }
        xmlCtxtUseOptions(context, parserOptions)
        state.context = context
        let status = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlParseChunk(context, chars.baseAddress, Int32(chars.count), 1)
            }
        }
        state.context = nil
        if let failure = state.failure { throw LegacyError(flood.cutShort(failure, path: path)) }
        if status != 0 {
            let malformed = Diagnostic(.error, "the file is not well-formed XML", at: state.location(ofOffset: utf8.count))
            throw LegacyError(flood.cutShort(malformed, path: path))
        }
        guard let root = state.root else {
            throw LegacyError("the property list holds no value; expected <plist> with a <dict> inside",
                              at: state.location(ofOffset: utf8.count))
        }
        return root
    }

    /// Only the callbacks needed; libxml2's default SAX2 handlers (which build a tree, load DTDs and
    /// resolve entities) are never installed.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, localname, _, _, _, _, _, _, _ in
            let state = XMLPropertyListReader.state(user)
            guard state.failure == nil, let localname else { return }
            state.start(String(cString: localname))
        }
        handler.endElementNs = { user, _, _, _ in
            let state = XMLPropertyListReader.state(user)
            guard state.failure == nil else { return }
            state.end()
        }
        handler.characters = { user, characters, length in
            let state = XMLPropertyListReader.state(user)
            guard state.failure == nil, let characters else { return }
            state.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { user, name, _, _ in
            XMLPropertyListReader.state(user).doctype(name.map { String(cString: $0) } ?? "")
        }
        handler.entityDecl = { user, name, _, _, _, _ in
            XMLPropertyListReader.state(user).refuseDeclaration("<!ENTITY \(name.map { String(cString: $0) } ?? "")>")
        }
        handler.elementDecl = { user, name, _, _ in
            XMLPropertyListReader.state(user).refuseDeclaration("<!ELEMENT \(name.map { String(cString: $0) } ?? "")>")
        }
        handler.attributeDecl = { user, element, _, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            XMLPropertyListReader.state(user).refuseDeclaration("<!ATTLIST \(element.map { String(cString: $0) } ?? "")>")
        }
        handler.notationDecl = { user, name, _, _ in
            XMLPropertyListReader.state(user).refuseDeclaration("<!NOTATION \(name.map { String(cString: $0) } ?? "")>")
        }
        handler.unparsedEntityDecl = { user, name, _, _, _ in
            XMLPropertyListReader.state(user).refuseDeclaration("<!ENTITY \(name.map { String(cString: $0) } ?? "")>")
        }
        handler.reference = { user, name in
            XMLPropertyListReader.state(user).fail(
                "the file uses the entity &\(name.map { String(cString: $0) } ?? "");, which locbridge does not expand")
        }
        handler.serror = { user, error in
            guard let user, let error else { return }
            let state = XMLPropertyListReader.state(user)
            let level = error.pointee.level
            guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, state.failure == nil else { return }
            // libxml2's messages can run over several lines (a dump of the bad bytes); the first says it.
            let text = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            let first = text.split(separator: "\n").first.map(String.init) ?? "XML error"
            // libxml2 calls a file cut off between two tags "extra content at the end" (as in `XLIFFReader`).
            let open = Int(state.context?.pointee.nameNr ?? 0)
            let message = error.pointee.code == Int32(XML_ERR_DOCUMENT_END.rawValue) && open > 0
                ? "the file ends with \(open) element\(open == 1 ? "" : "s") still open; was it cut short?"
                : "malformed XML: \(LegacyComment.clean(first))"
            state.failure = Diagnostic(.error, message,
                                       at: SourceLocation(path: state.path, line: max(Int(error.pointee.line), 1),
                                                          column: max(Int(error.pointee.int2), 1)))
        }
        return handler
    }

    private static func state(_ user: UnsafeMutableRawPointer?) -> PropertyListParseState {
        Unmanaged<PropertyListParseState>.fromOpaque(user!).takeUnretainedValue()
    }
}

/// One-time libxml2 set-up, as in `XLIFFReader`: initialise the library and make sure no document can
/// make it open a file or URL.
private let legacyLibxml2Setup: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader { _, _, _ in nil }
}()

/// What the SAX callbacks build: a stack of open containers, and the finished root.
private final class PropertyListParseState {
    /// Deeper nesting is refused; `.stringsdict` files nest four levels at most.
    static let maximumDepth = 64

    let path: String
    let bytes: [UInt8]
    var context: xmlParserCtxtPtr?
    var failure: Diagnostic?
    var root: PropertyListNode?

    private enum Kind { case plist, dictionary, array, leaf(String) }
    private struct Frame {
        var kind: Kind
        var location: SourceLocation
        var members: [PropertyListMember] = []
        var elements: [PropertyListNode] = []
        var pendingKey: (text: String, location: SourceLocation)?

        var isDictionary: Bool {
            if case .dictionary = kind { return true }
            return false
        }
    }
    private var stack: [Frame] = []
    private var text: [UInt8] = []
    // A cursor for turning byte offsets into lines and columns; offsets only grow while parsing.
    private var cursorOffset = 0
    private var cursorLine = 1
    private var cursorColumn = 1

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    func fail(_ message: String, at location: SourceLocation? = nil) {
        guard failure == nil else { return }
        failure = Diagnostic(.error, message, at: location ?? self.location(ofOffset: consumed))
        if let context { xmlStopParser(context) }
    }

    // MARK: Locations

    /// Bytes libxml2 has consumed; inside a start-element callback the cursor is at the tag's `>`.
    private var consumed: Int {
        guard let context else { return bytes.count }
        return min(max(Int(xmlByteConsumed(context)), 0), bytes.count)
    }

    /// Where the start tag (or DOCTYPE) just reported begins: the last `<` before the cursor (attribute
    /// values cannot hold a raw `<`).
    private var startTagLocation: SourceLocation {
        var index = consumed
        if index >= bytes.count { index = bytes.count - 1 }
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return location(ofOffset: max(index, 0))
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        if offset < cursorOffset {
            cursorOffset = 0
            cursorLine = 1
            cursorColumn = 1
        }
        while cursorOffset < offset, cursorOffset < bytes.count {
            let byte = bytes[cursorOffset]
            if byte == 0x0A || (byte == 0x0D && (cursorOffset + 1 >= bytes.count || bytes[cursorOffset + 1] != 0x0A)) {
                cursorLine += 1
                cursorColumn = 1
            } else if !LegacyText.isContinuation(byte) {
                cursorColumn += 1
            }
            cursorOffset += 1
        }
        return SourceLocation(path: path, line: cursorLine, column: cursorColumn)
    }

    // MARK: Document type

    func doctype(_ name: String) {
        guard name == "plist" else {
            fail("the document type is <!DOCTYPE \(name)>; a property list's is <!DOCTYPE plist …>", at: startTagLocation)
            return
        }
        // libxml2 reports the DOCTYPE before reading its internal subset: look for the `[`.
        var index = consumed
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            fail("the document type declaration has an internal subset ([…]); locbridge refuses them in property "
                + "lists because they can declare entities that read local files or expand without limit",
                 at: location(ofOffset: index))
        }
    }

    func refuseDeclaration(_ declaration: String) {
        fail("the file declares \(declaration); locbridge refuses declarations in property lists")
    }

    // MARK: Elements

    func start(_ name: String) {
        let location = startTagLocation
        guard stack.count < PropertyListParseState.maximumDepth else {
            fail("values are nested more than \(PropertyListParseState.maximumDepth) levels deep", at: location)
            return
        }
        guard let top = stack.last else {
            if name == "plist" {
                stack.append(Frame(kind: .plist, location: location))
            } else {
                fail("the root element is <\(name)>; a property list starts with <plist>", at: location)
            }
            return
        }
        switch top.kind {
        case .leaf(let leaf):
            fail("<\(leaf)> cannot contain elements (found <\(name)>)", at: location)
            return
        case .dictionary:
            if name == "key" {
                if let pending = top.pendingKey {
                    fail("the key \(Diagnostic.quoted(pending.text)) has no value", at: location)
                    return
                }
            } else if top.pendingKey == nil {
                fail("<\(name)> in a <dict> must follow a <key>", at: location)
                return
            }
        case .plist:
            if root != nil {
                fail("<plist> holds more than one value (found <\(name)>)", at: location)
                return
            }
        case .array:
            break
        }
        switch name {
        case "dict": stack.append(Frame(kind: .dictionary, location: location))
        case "array": stack.append(Frame(kind: .array, location: location))
        case "key" where top.isDictionary, "string", "integer", "real", "true", "false", "date", "data":
            text.removeAll(keepingCapacity: true)
            stack.append(Frame(kind: .leaf(name), location: location))
        case "key":
            fail("<key> outside a <dict>", at: location)
        default:
            fail("unknown element <\(name)> in a property list", at: location)
        }
    }

    func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard let top = stack.last else { return }
        if case .leaf = top.kind {
            text.append(contentsOf: chunk)
        } else if chunk.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            let shown = String(decoding: chunk, as: UTF8.self)
            fail("unexpected text \"\(LegacyComment.clean(shown).prefix(40))\" between property-list elements")
        }
    }

    func end() {
        guard let frame = stack.popLast() else { return }
        let node: PropertyListNode
        switch frame.kind {
        case .plist:
            if root == nil { fail("the property list holds no value; expected <plist> with a <dict> inside") }
            return
        case .dictionary:
            if let pending = frame.pendingKey {
                fail("the key \(Diagnostic.quoted(pending.text)) has no value", at: pending.location)
                return
            }
            node = PropertyListNode(value: .dictionary(frame.members), location: frame.location)
        case .array:
            node = PropertyListNode(value: .array(frame.elements), location: frame.location)
        case .leaf("key"):
            stack[stack.count - 1].pendingKey = (String(decoding: text, as: UTF8.self), frame.location)
            return
        case .leaf("string"):
            node = PropertyListNode(value: .string(String(decoding: text, as: UTF8.self)), location: frame.location)
        case .leaf(let kind):
            node = PropertyListNode(value: .other(kind: kind), location: frame.location)
        }
        guard let parent = stack.last else { return }
        switch parent.kind {
        case .plist:
            root = node
        case .dictionary:
            guard let key = parent.pendingKey else { return }
            stack[stack.count - 1].members.append(PropertyListMember(key: key.text, keyLocation: key.location, node: node))
            stack[stack.count - 1].pendingKey = nil
        case .array:
            stack[stack.count - 1].elements.append(node)
        case .leaf:
            break
        }
    }
}
