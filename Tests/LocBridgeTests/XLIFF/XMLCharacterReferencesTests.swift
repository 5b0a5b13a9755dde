import Testing
@testable import LocBridge

extension XLIFF {
    /// Attribute values arrive with references unexpanded (entity substitution stays off); the five XML
    /// names and numeric references are decoded, anything else is kept as written.
    @Suite struct XMLCharacterReferencesTests {
        @Test func decodesWhatXMLDefines() {
            #expect(XMLCharacterReferences.decode("&quot;Hi&quot; &amp; &lt;b&gt; &apos;x&apos;") == "\"Hi\" & <b> 'x'")
            #expect(XMLCharacterReferences.decode("&#38;&#x26;&#X26;&#233;&#x1F600;") == "&&&#X26;é😀")
            #expect(XMLCharacterReferences.decode("Ünïcödé &#38; ✓") == "Ünïcödé & ✓")
        }

        @Test func keepsWhatItCannotDecode() {
            #expect(XMLCharacterReferences.decode("&nbsp; &; &#; &#x; &#+5; &#xZZ; &#1114112;") == "&nbsp; &; &#; &#x; &#+5; &#xZZ; &#1114112;")
            #expect(XMLCharacterReferences.decode("a & b") == "a & b")
            #expect(XMLCharacterReferences.decode("tail &amp") == "tail &amp")
            #expect(XMLCharacterReferences.decode("&#99999999999999999999;") == "&#99999999999999999999;")
        }
    }
}
