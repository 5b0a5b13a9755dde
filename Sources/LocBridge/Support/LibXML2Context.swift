import CLibXML2

/// Frees a push parser's context together with the document libxml2 may have made on its own: when a
/// document declares an entity, libxml2 records it in a stand-in document ("SAX compatibility mode")
/// even though no tree was asked for, and `xmlFreeParserCtxt` does not free that document (found by
/// running the tests under AddressSanitizer's leak checker).
func freeParserContext(_ context: xmlParserCtxtPtr) {
    if let document = context.pointee.myDoc {
        xmlFreeDoc(document)
        context.pointee.myDoc = nil
    }
    xmlFreeParserCtxt(context)
}
