import Testing
@testable import LocBridge

extension Legacy {
    /// `.stringsdict` files read into the typed model (FORMATS.md §4): plural rules with one variable or
    /// several (positional or not), device rules (to text and to plurals), width rules.
    @Suite struct StringsDictReaderTests {
        static func at(_ line: Int, _ column: Int) -> LocBridge.SourceLocation { Legacy.at(line, column, "Localizable.stringsdict") }

        static func pluralVariable(_ name: String, type: String = "lld", forms: [(String, String)]) -> String {
            """
            \t\t<key>\(name)</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>\(type)</string>
            \(forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>" }.joined(separator: "\n"))
            \t\t</dict>
            """
        }

        @Test func oneVariable() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                \t<key>%lld files</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@files@</string>
                \(Self.pluralVariable("files", forms: [("one", "%lld file"), ("other", "%lld files")]))
                \t</dict>
                """))
            #expect(dict.format == .xmlPropertyList)
            #expect(dict.diagnostics.isEmpty)
            let files = StringsDictVariable(name: "files", location: Self.at(9, 3), valueType: "lld", forms: [
                StringsDictPluralForm(category: .one, text: "%lld file", location: Self.at(16, 4)),
                StringsDictPluralForm(category: .other, text: "%lld files", location: Self.at(18, 4)),
            ])
            #expect(dict.entries == [
                StringsDictEntry(key: "%lld files", keyLocation: Self.at(5, 2), rule: .plural(StringsDictFormat(
                    formatKey: "%#@files@", formatKeyLocation: Self.at(8, 3), variables: [files]))),
            ])
            guard case .plural(let format)? = dict["%lld files"]?.rule else { return }
            #expect(format.references == [StringsDictReference(name: "files", position: nil)])
            #expect(format[variable: "files"]?[.other] == "%lld files")
            #expect(format[variable: "files"]?[.few] == nil)
        }

        @Test func twoVariablesPositional() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>files in folders</key>
                <dict>
                \t<key>NSStringLocalizedFormatKey</key>
                \t<string>%2$#@folders@ hold %1$#@files@</string>
                \(Self.pluralVariable("files", type: "d", forms: [("zero", "no files"), ("one", "%d file"), ("other", "%d files")]))
                \(Self.pluralVariable("folders", type: "u", forms: [("one", "one folder"), ("other", "%u folders")]))
                </dict>
                """))
            guard case .plural(let format)? = dict.entries.first?.rule else {
                Issue.record("expected a plural rule")
                return
            }
            #expect(format.formatKey == "%2$#@folders@ hold %1$#@files@")
            #expect(format.references == [StringsDictReference(name: "folders", position: 2), StringsDictReference(name: "files", position: 1)])
            #expect(format.variables.map(\.name) == ["files", "folders"])
            #expect(format.variables.map(\.valueType) == ["d", "u"])
            #expect(format.variables.map { $0.forms.map(\.category.rawValue) } == [["zero", "one", "other"], ["one", "other"]])
            #expect(format[variable: "files"]?[.zero] == "no files")
            #expect(dict.diagnostics.isEmpty)
        }

        @Test func twoVariablesNotPositional() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>summary</key>
                <dict>
                \t<key>NSStringLocalizedFormatKey</key>
                \t<string>%#@files@ and %#@folders@ (100%% done)</string>
                \(Self.pluralVariable("files", forms: [("one", "%lld file"), ("other", "%lld files")]))
                \(Self.pluralVariable("folders", forms: [("one", "%lld folder"), ("other", "%lld folders")]))
                </dict>
                """))
            guard case .plural(let format)? = dict.entries.first?.rule else {
                Issue.record("expected a plural rule")
                return
            }
            #expect(format.references == [StringsDictReference(name: "files", position: nil), StringsDictReference(name: "folders", position: nil)])
            #expect(format[variable: "folders"]?[.one] == "%lld folder")
        }

        @Test func variableUsedOnlyInsideAForm() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>nested</key>
                <dict>
                \t<key>NSStringLocalizedFormatKey</key>
                \t<string>%#@files@</string>
                \(Self.pluralVariable("files", forms: [("one", "one file in %#@folders@"), ("other", "%lld files in %#@folders@")]))
                \(Self.pluralVariable("folders", forms: [("one", "one folder"), ("other", "%lld folders")]))
                </dict>
                """))
            #expect(dict.diagnostics.isEmpty)
            guard case .plural(let format)? = dict.entries.first?.rule else { return }
            #expect(format.references.map(\.name) == ["files"])
            #expect(format.variables.count == 2)
        }

        @Test func deviceRules() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>Tap to continue</key>
                <dict>
                \t<key>NSStringDeviceSpecificRuleType</key>
                \t<dict>
                \t\t<key>iphone</key>
                \t\t<string>Tap to continue</string>
                \t\t<key>mac</key>
                \t\t<string>Click to continue</string>
                \t\t<key>appletv</key>
                \t\t<string>Press to continue</string>
                \t</dict>
                </dict>
                """))
            #expect(dict.entries == [StringsDictEntry(key: "Tap to continue", keyLocation: Self.at(5, 1), rule: .device([
                StringsDictDeviceVariant(device: .iphone, value: .text("Tap to continue"), location: Self.at(9, 3)),
                StringsDictDeviceVariant(device: .mac, value: .text("Click to continue"), location: Self.at(11, 3)),
                StringsDictDeviceVariant(device: .appletv, value: .text("Press to continue"), location: Self.at(13, 3)),
            ]))])
            #expect(dict.diagnostics.isEmpty)
        }

        @Test func deviceToPlural() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>%d photos</key>
                <dict>
                \t<key>NSStringDeviceSpecificRuleType</key>
                \t<dict>
                \t\t<key>ipad</key>
                \t\t<dict>
                \t\t\t<key>NSStringLocalizedFormatKey</key>
                \t\t\t<string>%#@photos@ on your iPad</string>
                \(Self.pluralVariable("photos", type: "d", forms: [("one", "%d photo"), ("other", "%d photos")]))
                \t\t</dict>
                \t\t<key>other</key>
                \t\t<string>%d photos</string>
                \t</dict>
                </dict>
                """))
            guard case .device(let variants)? = dict.entries.first?.rule else {
                Issue.record("expected a device rule")
                return
            }
            #expect(variants.map(\.device) == [.ipad, .other])
            #expect(variants.last?.value == .text("%d photos"))
            guard case .plural(let format) = variants[0].value else {
                Issue.record("expected iPad → plural")
                return
            }
            #expect(format.formatKey == "%#@photos@ on your iPad")
            #expect(format[variable: "photos"]?.forms.map(\.text) == ["%d photo", "%d photos"])
            #expect(format.formatKeyLocation == Self.at(12, 4))
        }

        @Test func widthRuleIsKeptAndFlagged() throws {
            let dict = try Legacy.stringsDict(Legacy.plist("""
                <key>Welcome</key>
                <dict>
                \t<key>NSStringVariableWidthRuleType</key>
                \t<dict>
                \t\t<key>1</key>
                \t\t<string>Hi</string>
                \t\t<key>20</key>
                \t\t<string>Welcome</string>
                \t\t<key>50</key>
                \t\t<string>Welcome to the app</string>
                \t</dict>
                </dict>
                """))
            #expect(dict.entries.map(\.rule.isWidthRule) == [true])
            #expect(dict.entries.first?.rule == .width([
                StringsDictWidthVariant(width: "1", value: .text("Hi"), location: Self.at(9, 3)),
                StringsDictWidthVariant(width: "20", value: .text("Welcome"), location: Self.at(11, 3)),
                StringsDictWidthVariant(width: "50", value: .text("Welcome to the app"), location: Self.at(13, 3)),
            ]))
            // The reader only flags it; the migration warns and leaves the entry out (FORMATS.md §4).
            #expect(dict.diagnostics.isEmpty)
        }

        @Test func entriesKeepFileOrder() throws {
            let entry = { (key: String) in
                "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                    + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                    + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>"
            }
            let dict = try Legacy.stringsDict(Legacy.plist(["zebra", "apple", "Mango", "banana"].map(entry).joined(separator: "\n")))
            #expect(dict.entries.map(\.key) == ["zebra", "apple", "Mango", "banana"])
            #expect(dict.entries.map(\.keyLocation.line) == [5, 6, 7, 8])
        }

        struct Warning: Sendable, CustomTestStringConvertible {
            var name: String
            var body: String
            var expected: [String]
            var testDescription: String { name }
        }

        static let warnings: [Warning] = [
            Warning(name: "unknown plural category", body: """
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", forms: [("One", "x"), ("other", "y")]))
                </dict>
                """, expected: [#"Localizable.stringsdict:14:4: warning: unknown plural category "One" in the variable "n" of the entry "k"; it is ignored"#]),
            Warning(name: "no other form", body: """
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", forms: [("one", "x")]))
                </dict>
                """, expected: [#"Localizable.stringsdict:8:3: warning: the variable "n" of the entry "k" has no "other" form"#]),
            Warning(name: "no value type", body: """
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>y</string></dict>
                </dict>
                """, expected: [#"Localizable.stringsdict:8:1: warning: the variable "n" of the entry "k" has no NSStringFormatValueTypeKey"#]),
            Warning(name: "unused variable", body: """
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", forms: [("other", "y")]))
                \(pluralVariable("unused", forms: [("other", "z")]))
                </dict>
                """, expected: [#"Localizable.stringsdict:17:3: warning: the variable "unused" of the entry "k" is not used by its format"#]),
            Warning(name: "a string that is not a variable", body: """
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>comment</key><string>for translators</string>
                \(pluralVariable("n", forms: [("other", "y")]))
                </dict>
                """, expected: [#"Localizable.stringsdict:8:1: warning: "comment" in the entry "k" is a string, not a variable; it is ignored"#]),
            Warning(name: "unknown device", body: """
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>iphone</key><string>a</string>
                <key>toaster</key><string>b</string>
                </dict></dict>
                """, expected: [#"Localizable.stringsdict:8:1: warning: unknown device "toaster" in the entry "k"; it is kept as written"#]),
            Warning(name: "duplicate entry", body: """
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>1</string></dict></dict>
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>2</string></dict></dict>
                """, expected: [#"Localizable.stringsdict:7:1: warning: duplicate key "k" (first at line 5); the last one wins"#]),
        ]

        @Test(arguments: warnings)
        func warns(_ warning: Warning) throws {
            let dict = try Legacy.stringsDict(Legacy.plist(warning.body))
            #expect(dict.diagnostics.map(\.description) == warning.expected)
            #expect(dict.entries.count == 1)
        }

        @Test func duplicateEntryLastWins() throws {
            let dict = try Legacy.stringsDict(Legacy.plist(Self.warnings.last!.body))
            #expect(dict.entries.first?.rule == .device([StringsDictDeviceVariant(device: .mac, value: .text("2"), location: Self.at(8, 54))]))
        }

        @Test func binaryStringsDictFromPlistlib() throws {
            let dict = try StringsDictReader.read(contentsOfFile: Legacy.fixture("Binary.stringsdict"), displayPath: "Binary.stringsdict")
            #expect(dict.format == .binaryPropertyList)
            guard case .plural(let format)? = dict["%lld files"]?.rule else {
                Issue.record("expected a plural rule")
                return
            }
            #expect(format.formatKey == "%#@files@")
            #expect(format.variables.map(\.name) == ["files"])
            #expect(format[variable: "files"]?.valueType == "lld")
            #expect(format[variable: "files"]?.forms.map { [$0.category.rawValue, $0.text] } == [["one", "%lld Datei"], ["other", "%lld Dateien"]])
            #expect(dict.diagnostics.isEmpty)
        }

        @Test func locationsStayExactInALargeFile() throws {
            // libxml2 reads big inputs in pieces; every key's line and column must still be exact.
            var body: [String] = []
            for index in 0..<4000 {
                body.append("  <key>key \(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                    + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                    + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d é 😀 \(index)</string></dict></dict>")
            }
            let dict = try Legacy.stringsDict(Legacy.plist(body.joined(separator: "\n")))
            #expect(dict.entries.count == 4000)
            #expect(dict.entries.enumerated().allSatisfy { $0.element.keyLocation == Self.at(5 + $0.offset, 3) })
            guard case .plural(let format)? = dict.entries.last?.rule else { return }
            #expect(format[variable: "n"]?.forms.first?.location == Self.at(4004, 251))
        }

        /// Old Mac line breaks (CR alone) count as lines, as they do in `.strings` files (QA: line 1 for all).
        @Test func carriageReturnLinesAreLines() throws {
            let body = "  <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
                + "  <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>"
            let text = Legacy.plist(body).replacingOccurrences(of: "\n", with: "\r")
            let dict = try Legacy.stringsDict(text)
            #expect(dict.entries.first?.keyLocation == Self.at(5, 3))
            #expect(Legacy.stringsDictFailure(Array(text.replacingOccurrences(of: "<key>n</key>", with: "<oops>").utf8))?
                .hasPrefix("Localizable.stringsdict:6:") == true)
        }

        /// A property list cut short is said to be, not "extra content at the end" or an element named by
        /// the cut tag (`<di`), and an unclosed comment at the line it opens (QA).
        @Test func aCutFileIsSaidToBeCut() throws {
            let full = Legacy.plist("  <key>a</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>x</string>\n  </dict>")
            let cut = { (marker: String) in Array(full[..<full.range(of: marker)!.lowerBound].utf8) }
            #expect(Legacy.stringsDictFailure(cut("    <key>NSStringLocalizedFormatKey")) == "Localizable.stringsdict:6:9: error: the file "
                + "ends with 3 elements still open; was it cut short?")
            #expect(Legacy.stringsDictFailure(cut("ct>\n    <key>NSString")) == "Localizable.stringsdict:6:1: error: the file ends "
                + "inside a tag that starts at line 6: is its end missing, or was the file cut short?")
            let comment = full.replacingOccurrences(of: "  <dict>", with: "  <!-- note\n  <dict>")
            #expect(Legacy.stringsDictFailure(Array(comment.utf8)) == "Localizable.stringsdict:6:1: error: the file ends inside a "
                + "comment (<!-- without its -->) that starts at line 6: is its end missing, or was the file cut short?")
        }

        @Test func referencesInFormats() {
            let cases: [(String, [StringsDictReference])] = [
                ("%#@a@", [StringsDictReference(name: "a", position: nil)]),
                ("%1$#@a@ %12$#@b.c@", [StringsDictReference(name: "a", position: 1), StringsDictReference(name: "b.c", position: 12)]),
                ("100%% %#@a@", [StringsDictReference(name: "a", position: nil)]),
                ("%%#@a@", []),
                ("%@ %d %1$@ #@a@ %#@unterminated", []),
                ("%#@é ü@ and %2$#@😀@", [StringsDictReference(name: "é ü", position: nil), StringsDictReference(name: "😀", position: 2)]),
            ]
            for (format, expected) in cases {
                #expect(StringsDictReference.all(in: format) == expected, "\(format)")
            }
        }
    }
}
