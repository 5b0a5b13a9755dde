import Foundation
import Testing
@testable import LocBridge

extension Export {
    /// Legacy `.strings` / `.stringsdict` tables exported as Xcode's legacy units (FORMATS.md §4 "Legacy
    /// export ids (Xcode)"), golden XLIFF written out in full.
    @Suite struct LegacyExportTests {
        static let xliffLine = ExporterDocumentTests.xliffLine
        static let tool = "<tool tool-id=\"locbridge\" tool-name=\"locbridge\" tool-version=\"\(locbridgeVersion)\"/>"

        static let english = """
            /* Title of the sign-in button */
            "Sign in" = "Sign in";

            "Connecting" = "Connecting";

            /* No comment provided by engineer. */
            "%d files" = "%d files";

            // Shown & logged
            "Errors <3" = "Errors <3";
            """
        static let german = """
            /* Kommentare der Übersetzung werden nicht exportiert */
            "Sign in" = "Anmelden";
            "Connecting" = "Verbinde";
            "Not in English" = "Nur hier";
            """
        static let original = "App/en.lproj/Localizable.strings"

        static func strings(_ text: String, path: String = original) throws -> ExportedLegacyTable.Content {
            .strings(try StringsFileReader.read(Array(text.utf8), path: path))
        }

        static func stringsTable(translations: [String: String] = [:]) throws -> ExportedLegacyTable {
            var contents: [String: ExportedLegacyTable.Content] = [:]
            for (language, text) in translations { contents[language] = try strings(text) }
            return ExportedLegacyTable(original: original, developmentLanguage: "en", source: try strings(english),
                                       translations: contents)
        }

        static func document(_ legacy: [ExportedLegacyTable], catalogs: [ExportedCatalog] = [], language: String) -> String {
            let document = Exporter(catalogs: catalogs, legacyTables: legacy).document(for: language)
            return String(decoding: XLIFFWriter.bytes(document), as: UTF8.self)
        }

        /// No file of the table in the target language: Xcode's legacy attribute order, no `<target>`,
        /// comments as notes (markers stripped; a literal "No comment provided by engineer." too), `<note/>` when there is none,
        /// units sorted by id.
        @Test func untranslatedStrings() throws {
            expectXLIFF(Self.document([try Self.stringsTable(translations: ["de": Self.german])], language: "fr"), """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.xliffLine)
                  <file original="App/en.lproj/Localizable.strings" datatype="plaintext" source-language="en" target-language="fr">
                    <header>
                      \(Self.tool)
                    </header>
                    <body>
                      <trans-unit id="%d files" xml:space="preserve">
                        <source>%d files</source>
                        <note>No comment provided by engineer.</note>
                      </trans-unit>
                      <trans-unit id="Connecting" xml:space="preserve">
                        <source>Connecting</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Errors &lt;3" xml:space="preserve">
                        <source>Errors &lt;3</source>
                        <note>Shown &amp; logged</note>
                      </trans-unit>
                      <trans-unit id="Sign in" xml:space="preserve">
                        <source>Sign in</source>
                        <note>Title of the sign-in button</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        }

        /// A target language with the table: the catalog attribute order, `<target>` without `state`
        /// (as Xcode writes translated legacy units, Elytra), only for keys the translation has; keys
        /// only the translation has are not exported; its comments are not used.
        @Test func translatedStrings() throws {
            expectXLIFF(Self.document([try Self.stringsTable(translations: ["de": Self.german])], language: "de"), """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.xliffLine)
                  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                    <header>
                      \(Self.tool)
                    </header>
                    <body>
                      <trans-unit id="%d files" xml:space="preserve">
                        <source>%d files</source>
                        <note>No comment provided by engineer.</note>
                      </trans-unit>
                      <trans-unit id="Connecting" xml:space="preserve">
                        <source>Connecting</source>
                        <target>Verbinde</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Errors &lt;3" xml:space="preserve">
                        <source>Errors &lt;3</source>
                        <note>Shown &amp; logged</note>
                      </trans-unit>
                      <trans-unit id="Sign in" xml:space="preserve">
                        <source>Sign in</source>
                        <target>Anmelden</target>
                        <note>Title of the sign-in button</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        }

        /// The development language itself: target = source without `state` (geteduroam's `en`).
        @Test func developmentLanguage() throws {
            let body = ExportFixture.body(of: Self.document([try Self.stringsTable()], language: "en"))
            #expect(body.contains("""
                      <trans-unit id="Connecting" xml:space="preserve">
                        <source>Connecting</source>
                        <target>Connecting</target>
                        <note/>
                      </trans-unit>

                """))
            #expect(Self.document([try Self.stringsTable()], language: "en")
                .contains(#"<file original="App/en.lproj/Localizable.strings" source-language="en" target-language="en" datatype="plaintext">"#))
        }

        static let englishDict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>lines</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@count@</string>
            \t\t<key>count</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>u</string>
            \t\t\t<key>zero</key>
            \t\t\t<string></string>
            \t\t\t<key>one</key>
            \t\t\t<string>%u line</string>
            \t\t\t<key>two</key>
            \t\t\t<string>%u lines (two)</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%u lines</string>
            \t\t</dict>
            \t</dict>
            \t<key>files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%1$#@f@ in %2$#@d@</string>
            \t\t<key>f</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d file</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d files</string>
            \t\t</dict>
            \t\t<key>d</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d folder</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d folders</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """

        static let germanDict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>lines</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@count@</string>
            \t\t<key>count</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>u</string>
            \t\t\t<key>zero</key>
            \t\t\t<string></string>
            \t\t\t<key>one</key>
            \t\t\t<string>%u Zeile</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%u Zeilen</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """

        static func dictTable() throws -> ExportedLegacyTable {
            let path = "App/en.lproj/Localizable.stringsdict"
            return ExportedLegacyTable(
                original: path, developmentLanguage: "en",
                source: .stringsDict(try StringsDictReader.read(Array(englishDict.utf8), path: path)),
                translations: ["de": .stringsDict(try StringsDictReader.read(Array(germanDict.utf8), path: path))])
        }

        /// `.stringsdict` ids `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` and
        /// `/KEY:dict/VAR:dict/CAT:dict/:string`; the target language's categories plus `zero` when
        /// spelled out (Elytra: `de` gets `one other zero` from an English file with more), an empty
        /// form as `<source/>`/`<target/>`, keys the translation lacks without `<target>`.
        @Test func stringsDictTranslated() throws {
            expectXLIFF(Self.document([try Self.dictTable()], language: "de"), """
                <?xml version="1.0" encoding="UTF-8"?>
                \(Self.xliffLine)
                  <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
                    <header>
                      \(Self.tool)
                    </header>
                    <body>
                      <trans-unit id="/files:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                        <source>%1$#@f@ in %2$#@d@</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/files:dict/d:dict/one:dict/:string" xml:space="preserve">
                        <source>%d folder</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/files:dict/d:dict/other:dict/:string" xml:space="preserve">
                        <source>%d folders</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/files:dict/f:dict/one:dict/:string" xml:space="preserve">
                        <source>%d file</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/files:dict/f:dict/other:dict/:string" xml:space="preserve">
                        <source>%d files</source>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/lines:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                        <source>%#@count@</source>
                        <target>%#@count@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/lines:dict/count:dict/one:dict/:string" xml:space="preserve">
                        <source>%u line</source>
                        <target>%u Zeile</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/lines:dict/count:dict/other:dict/:string" xml:space="preserve">
                        <source>%u lines</source>
                        <target>%u Zeilen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="/lines:dict/count:dict/zero:dict/:string" xml:space="preserve">
                        <source/>
                        <target/>
                        <note/>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        }

        /// Russian has no file: legacy attribute order; its categories `one few many other` (+ `zero`),
        /// a category the source lacks taking the source's `other`.
        @Test func stringsDictUntranslatedCategories() throws {
            let document = Self.document([try Self.dictTable()], language: "ru")
            #expect(document.contains(#"<file original="App/en.lproj/Localizable.stringsdict" datatype="plaintext" source-language="en" target-language="ru">"#))
            #expect(!document.contains("<target"))
            let ids = document.split(separator: "\n").compactMap { line -> String? in
                guard let start = line.range(of: "id=\""), let end = line.range(of: "\" xml:space") else { return nil }
                return String(line[start.upperBound..<end.lowerBound])
            }
            #expect(ids.filter { $0.hasPrefix("/lines:") } == [
                "/lines:dict/NSStringLocalizedFormatKey:dict/:string",
                "/lines:dict/count:dict/few:dict/:string",
                "/lines:dict/count:dict/many:dict/:string",
                "/lines:dict/count:dict/one:dict/:string",
                "/lines:dict/count:dict/other:dict/:string",
                "/lines:dict/count:dict/zero:dict/:string",
            ])
            #expect(document.contains("""
                      <trans-unit id="/lines:dict/count:dict/few:dict/:string" xml:space="preserve">
                        <source>%u lines</source>
                """))
        }

        /// Legacy `<file>`s are sorted among the catalogs' by `original`, case-insensitively
        /// (geteduroam: `…/AppRemoteConfigClient/…/en.lproj/Localizable.strings` between `AppStore` and
        /// `AuthClient` catalogs; Elytra: `.strings` before `.stringsdict`).
        @Test func fileOrderAmongCatalogs() throws {
            let catalog = try ExportFixture.catalog(#"{ "sourceLanguage" : "en", "strings" : { "A" : { } }, "version" : "1.0" }"#)
            var strings = try Self.stringsTable()
            strings.original = "App/Sources/b/en.lproj/Localizable.strings"
            var dict = try Self.dictTable()
            dict.original = "App/Sources/b/en.lproj/Localizable.stringsdict"
            let catalogs = ["App/AppStore.xcstrings", "App/Sources/C/Localizable.xcstrings", "App/Sources/a/Localizable.xcstrings",
                            "Zed.xcstrings"].map { ExportedCatalog(original: $0, catalog: catalog) }
            let document = Exporter(catalogs: catalogs.reversed(), legacyTables: [dict, strings]).document(for: "de")
            #expect(document.files.map(\.original) == [
                "App/AppStore.xcstrings",
                "App/Sources/a/Localizable.xcstrings",
                "App/Sources/b/en.lproj/Localizable.strings",
                "App/Sources/b/en.lproj/Localizable.stringsdict",
                "App/Sources/C/Localizable.xcstrings",
                "Zed.xcstrings",
            ])
            #expect(document.files.map(\.legacyAttributeOrder) == [false, false, true, false, false, false])
        }

        /// Languages: every `.lproj` language of a legacy table counts as translated; its development
        /// language as a source language.
        @Test func languages() throws {
            let exporter = Exporter(catalogs: [], legacyTables: [try Self.stringsTable(translations: ["de": Self.german, "ru": Self.german])])
            #expect(exporter.translatedLanguages == ["de", "ru"])
            #expect(exporter.sourceLanguages == ["en"])
        }

        /// The bundle name of an Info.plist table: not to be translated from Xcode 16.3 on (and with
        /// locbridge's own `<tool>`), target kept; translatable for earlier Xcodes and in other tables.
        @Test func bundleNameOfInfoPlistTable() throws {
            let english = "/* Bundle name */\n\"CFBundleName\" = \"Pay\";\n\"NSCameraUsageDescription\" = \"Scan cards\";\n"
            func translate(_ original: String, tool: ToolInfo) throws -> [String: Bool] {
                let table = ExportedLegacyTable(original: original, developmentLanguage: "en",
                                                source: try Self.strings(english, path: original),
                                                translations: ["de": try Self.strings("\"CFBundleName\" = \"Zahlen\";", path: original)])
                let file = table.file(for: "de", tool: tool)
                #expect(file.units.first { $0.id.key == "CFBundleName" }?.target == "Zahlen")
                return Dictionary(uniqueKeysWithValues: file.units.map { ($0.id.key, $0.translate) })
            }
            let xcode = { (version: String) in ToolInfo(id: "com.apple.dt.xcode", name: "Xcode", version: version) }
            let untranslatable = ["CFBundleName": false, "NSCameraUsageDescription": true]
            let translatable = ["CFBundleName": true, "NSCameraUsageDescription": true]
            #expect(try translate("Pay/en.lproj/InfoPlist.strings", tool: xcode("16.3")) == untranslatable)
            #expect(try translate("Pay/en.lproj/InfoPlist.strings", tool: xcode("26.0")) == untranslatable)
            #expect(try translate("Pay/en.lproj/Info-notarized-InfoPlist.strings", tool: .locbridge) == untranslatable)
            #expect(try translate("Pay/en.lproj/InfoPlist.strings", tool: xcode("16.0")) == translatable)
            #expect(try translate("Pay/en.lproj/InfoPlist.strings", tool: xcode("15")) == translatable)
            #expect(try translate("Pay/en.lproj/Localizable.strings", tool: xcode("16.3")) == translatable)
            #expect(try translate("Pay/en.lproj/MyInfoPlist.strings", tool: .locbridge) == translatable)
        }

        /// A control character XML cannot carry stops the export, as for catalogs.
        @Test func controlCharacterRefused() throws {
            let table = ExportedLegacyTable(original: Self.original, developmentLanguage: "en",
                                            source: try Self.strings(#""Bell" = "Ding\a";"#))
            #expect(throws: ExportError.self) { try Exporter(catalogs: [], legacyTables: [table]).validate() }
        }

        /// The loader: tables found on disk, `original` relative to the project root, a table without a
        /// development-language file left out, `Base.lproj` standing in for the development language,
        /// the development file's bytes kept for `.xcloc` Source Contents.
        @Test func loaderReadsTablesFromDisk() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("locbridge-legacy-export-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: root) }
            func write(_ path: String, _ text: String) throws {
                let full = root + "/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            }
            try write("App/en.lproj/Localizable.strings", Self.english)
            try write("App/de.lproj/Localizable.strings", Self.german)
            try write("App/de.lproj/Only.strings", #""x" = "y";"#)          // no English file: left out
            try write("App/Base.lproj/Main.strings", #""Title" = "Title";"#)  // Base = development language
            try write("App/en.lproj/Localizable.stringsdict", Self.englishDict)
            let sets = try LegacyTableFinder.tables(in: ["App"], relativeTo: root)
            let result = LegacyExportLoader.load(sets, developmentLanguage: "en", root: root)
            #expect(result.errors.isEmpty)
            #expect(result.tables.map(\.original).sorted() == [
                "App/Base.lproj/Main.strings", "App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict",
            ])
            let strings = try #require(result.tables.first { $0.original == "App/en.lproj/Localizable.strings" })
            #expect(strings.translatedLanguages == ["de"])
            #expect(strings.sourceBytes == Array(Self.english.utf8))
        }

        /// A file that does not parse is an error (nothing exported), with its location.
        @Test func loaderReportsParseErrors() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("locbridge-legacy-export-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
            try Data(#""a" = "b""#.utf8).write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
            let result = LegacyExportLoader.load(try LegacyTableFinder.tables(in: ["."], relativeTo: root),
                                                 developmentLanguage: "en", root: root)
            #expect(result.tables.isEmpty)
            #expect(result.errors.count == 1)
            #expect(result.errors.first?.description.contains("en.lproj/Localizable.strings:1:") == true)
        }
    }
}
