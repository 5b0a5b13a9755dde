import Testing
@testable import LocBridge

extension XLIFF {
    /// The writer's bytes (FORMATS.md §2, "Envelope" and "Escaping"): whole documents compared byte for
    /// byte, escaping in text and in the `id` attribute, self-closing empty elements.
    @Suite struct XLIFFWriterTests {
        static let xliffLine = #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#

        static func text(_ document: XLIFFDocument) -> String {
            String(decoding: XLIFFWriter.bytes(document), as: UTF8.self)
        }

        static func file(_ units: [TranslationUnit], tool: ToolInfo = .locbridge) -> XLIFFDocument {
            XLIFFDocument(files: [XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
                                            tool: tool, units: units)])
        }

        /// The envelope, byte for byte, with locbridge's own `<tool>` line.
        @Test func tinyDocument() {
            let unit = TranslationUnit(id: UnitID(key: "Done"), source: "Done", target: "Fertig", state: "translated",
                                       note: "Button title")
            expectXLIFF(Self.text(Self.file([unit])), """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.xliffLine)
                  <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                    <header>
                      <tool tool-id="locbridge" tool-name="locbridge" tool-version="\(locbridgeVersion)"/>
                    </header>
                    <body>
                      <trans-unit id="Done" xml:space="preserve">
                        <source>Done</source>
                        <target state="translated">Fertig</target>
                        <note>Button title</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        }

        /// Xcode's `<tool>` line, `build-num` last, from `--tool-info`'s comma-separated form.
        @Test func xcodeToolLine() throws {
            let tool = try #require(ToolInfo(commaSeparated: "com.apple.dt.xcode,Xcode,16.0,16A242"))
            let unit = TranslationUnit(id: UnitID(key: "%lld items", path: [.plural(.one)]), source: "%lld item",
                                       target: "%lld Element", state: "translated", note: "Shown under the list")
            expectXLIFF(Self.text(Self.file([unit], tool: tool)), """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.xliffLine)
                  <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                    <header>
                      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
                    </header>
                    <body>
                      <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
                        <source>%lld item</source>
                        <target state="translated">%lld Element</target>
                        <note>Shown under the list</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        }

        /// Text: `& < >` escaped, quotes, LF and TAB literal, CR as `&#13;`, non-ASCII raw — in
        /// `<source>`, `<target>` and `<note>` alike.
        @Test func escapingInText() {
            let text = "a & b < c > d \"q\" 'a'\nline\ttab\rcr é 日本 😀 \u{2028}"
            let unit = TranslationUnit(id: UnitID(key: "k"), source: text, target: text, state: "translated", note: text)
            let escaped = "a &amp; b &lt; c &gt; d \"q\" 'a'\nline\ttab&#13;cr é 日本 😀 \u{2028}"
            expectXLIFF(ExportFixture.body(of: Self.text(Self.file([unit]))), """
                      <trans-unit id="k" xml:space="preserve">
                        <source>\(escaped)</source>
                        <target state="translated">\(escaped)</target>
                        <note>\(escaped)</note>
                      </trans-unit>

                """)
        }

        /// The `id` attribute: `< > & "` escaped, `'` literal, TAB, LF and CR as character references.
        @Test func escapingInTheIDAttribute() {
            let key = "<b> & \"q\" 'a'\tt\nn\rr é"
            let unit = TranslationUnit(id: UnitID(key: key, path: [.plural(.other)]), source: "x")
            expectXLIFF(ExportFixture.body(of: Self.text(Self.file([unit]))), """
                      <trans-unit id="&lt;b&gt; &amp; &quot;q&quot; 'a'&#9;t&#10;n&#13;r é|==|plural.other" xml:space="preserve">
                        <source>x</source>
                        <note/>
                      </trans-unit>

                """)
        }

        /// The same key, read from a catalog and exported: the id escaped, the text escaped.
        @Test func escapingThroughAnExport() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Say \"hi\" & <wave>\n\t'now'\r" : {
                  "comment" : "Tom & Jerry's <b>",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Sag \"hallo\" & <winke>\n\t'jetzt'\r" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Say \"hi\" & <wave>\n\t'now'\r" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                      <trans-unit id="Say &quot;hi&quot; &amp; &lt;wave&gt;&#10;&#9;'now'&#13;" xml:space="preserve">
                        <source>Say "hi" &amp; &lt;wave&gt;
                \t'now'&#13;</source>
                        <target state="translated">Sag "hallo" &amp; &lt;winke&gt;
                \t'jetzt'&#13;</target>
                        <note>Tom &amp; Jerry's &lt;b&gt;</note>
                      </trans-unit>

                """)
        }

        /// Empty source and target are self-closing, with no space before `/>`.
        @Test func emptyElementsSelfClose() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "blank" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                      <trans-unit id="blank" xml:space="preserve">
                        <source/>
                        <target state="translated"/>
                        <note/>
                      </trans-unit>

                """)
        }

        /// `translate="no"` sits between `id` and `xml:space`; `state-qualifier` follows `state`.
        @Test func attributeOrder() {
            let unit = TranslationUnit(id: UnitID(key: "OK"), source: "OK", target: "OK", state: "translated",
                                       stateQualifier: "leveraged-mt", note: "Auto", noteIsAutoGenerated: true, translate: false)
            expectXLIFF(ExportFixture.body(of: Self.text(Self.file([unit]))), """
                      <trans-unit id="OK" translate="no" xml:space="preserve">
                        <source>OK</source>
                        <target state="translated" state-qualifier="leveraged-mt">OK</target>
                        <note from="auto-generated">Auto</note>
                      </trans-unit>

                """)
        }

        /// String sets: one `<mrk mtype="x-set">` per phrase, numbered from 0, escaped like text.
        @Test func stringSetSegments() {
            let unit = TranslationUnit(id: UnitID(key: "Open"), source: "Open", state: "new",
                                       sourceSet: ["Open ${applicationName}", "Run <it> & go"], targetSet: ["Öffne ${applicationName}"])
            expectXLIFF(ExportFixture.body(of: Self.text(Self.file([unit]))), """
                      <trans-unit id="Open" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0">Open ${applicationName}</mrk><mrk mtype="x-set" mid="1">Run &lt;it&gt; &amp; go</mrk></source>
                        <target state="new"><mrk mtype="x-set" mid="0">Öffne ${applicationName}</mrk></target>
                        <note/>
                      </trans-unit>

                """)
        }

        /// An empty set, and an empty phrase, close themselves as every empty element does (QA:
        /// `<source></source>`).
        @Test func emptyStringSetsAndPhrasesSelfClose() {
            let unit = TranslationUnit(id: UnitID(key: "Open"), source: "Open", state: "translated", sourceSet: ["", "a"], targetSet: [])
            expectXLIFF(ExportFixture.body(of: Self.text(Self.file([unit]))), """
                      <trans-unit id="Open" xml:space="preserve">
                        <source><mrk mtype="x-set" mid="0"/><mrk mtype="x-set" mid="1">a</mrk></source>
                        <target state="translated"/>
                        <note/>
                      </trans-unit>

                """)
        }
    }
}
