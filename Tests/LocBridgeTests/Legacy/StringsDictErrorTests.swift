import Testing
@testable import LocBridge

extension Legacy {
    /// Every error a `.stringsdict` can give, with its exact message and line (libxml2 gives lines; the
    /// column is where the element's `<` is).
    @Suite struct StringsDictErrorTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var body: String
            var expected: String
            var testDescription: String { name }
        }

        static let spec = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        static let valueType = "<key>NSStringFormatValueTypeKey</key><string>d</string>"

        static let cases: [Case] = [
            Case(name: "missing format key", body: """
                <key>%d files</key>
                <dict>
                  <key>files</key><dict>\(spec)\(valueType)<key>other</key><string>%d files</string></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:5:1: error: the entry "%d files" has no NSStringLocalizedFormatKey"#),
            // Regression (broken-input corpus): a key with a line break is escaped, so the diagnostic
            // stays on one line.
            Case(name: "missing format key, the key holding a line break", body: """
                <key>%d
                files</key>
                <dict>
                  <key>files</key><dict>\(spec)\(valueType)<key>other</key><string>%d files</string></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:5:1: error: the entry "%d\nfiles" has no NSStringLocalizedFormatKey"#),
            Case(name: "variable in the format key not defined", body: """
                <key>%d files</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key>
                  <string>%#@files@ in %#@folders@</string>
                  <key>files</key><dict>\(spec)\(valueType)<key>other</key><string>%d files</string></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:8:3: error: the format of the entry "%d files" uses the variable "folders", which is not defined"#),
            Case(name: "variable in a form not defined", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                  <key>files</key>
                  <dict>
                    \(spec)\(valueType)
                    <key>other</key>
                    <string>%d files in %#@folders@</string>
                  </dict>
                </dict>
                """, expected: #"Localizable.stringsdict:12:5: error: the form "other" of the variable "files" in the entry "k" uses the variable "folders", which is not defined"#),
            Case(name: "unknown rule type", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringGenderRuleType</string>
                  </dict>
                </dict>
                """, expected: #"Localizable.stringsdict:11:5: error: unknown rule type "NSStringGenderRuleType" for the variable "n" of the entry "k"; expected NSStringPluralRuleType"#),
            Case(name: "device rule as a variable's type", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringDeviceSpecificRuleType</string>
                    <key>iphone</key><string>Tap</string>
                  </dict>
                </dict>
                """, expected: #"Localizable.stringsdict:11:5: error: NSStringDeviceSpecificRuleType is not a variable's rule type (the variable "n" of the entry "k"); it goes in the entry itself, as the key of a dictionary of variants, in place of NSStringLocalizedFormatKey"#),
            Case(name: "missing rule type", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict>\(valueType)<key>other</key><string>%d</string></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:8:3: error: the variable "n" of the entry "k" has no NSStringFormatSpecTypeKey"#),
            Case(name: "a form that is not a string", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict>\(spec)\(valueType)
                    <key>one</key><integer>1</integer>
                  </dict>
                </dict>
                """, expected: #"Localizable.stringsdict:10:19: error: expected a string for the form "one" of the variable "n" of the entry "k", found an <integer>"#),
            Case(name: "a format key that is not a string", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key>
                  <array><string>%#@n@</string></array>
                </dict>
                """, expected: #"Localizable.stringsdict:8:3: error: expected a string for NSStringLocalizedFormatKey of the entry "k", found an array"#),
            Case(name: "a value type that is not a string", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict>\(spec)<key>NSStringFormatValueTypeKey</key><true/></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:9:121: error: expected a string for NSStringFormatValueTypeKey of the variable "n" of the entry "k", found a <true>"#),
            Case(name: "a rule type that is not a string", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key>
                  <dict><key>NSStringFormatSpecTypeKey</key><dict/></dict>
                </dict>
                """, expected: #"Localizable.stringsdict:9:45: error: expected a string for NSStringFormatSpecTypeKey of the variable "n" of the entry "k", found a dictionary"#),
            Case(name: "a referenced variable that is a string", body: """
                <key>k</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                  <key>n</key><string>one</string>
                </dict>
                """, expected: #"Localizable.stringsdict:8:15: error: expected a dictionary for the variable "n" of the entry "k", found a string"#),
            Case(name: "an entry that is not a dictionary", body: """
                <key>k</key>
                <string>text</string>
                """, expected: #"Localizable.stringsdict:6:1: error: expected a dictionary for the entry "k", found a string"#),
            Case(name: "a device value of the wrong type", body: """
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><dict>
                  <key>mac</key><date>2024-01-01T00:00:00Z</date>
                </dict></dict>
                """, expected: #"Localizable.stringsdict:7:17: error: expected a string or a dictionary for the entry "k" (mac), found a <date>"#),
            Case(name: "a device plural without a format key", body: """
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><dict>
                  <key>ipad</key><dict><key>n</key><dict>\(spec)</dict></dict>
                </dict></dict>
                """, expected: #"Localizable.stringsdict:7:3: error: the entry "k" (ipad) has no NSStringLocalizedFormatKey"#),
            Case(name: "a device rule that is not a dictionary", body: """
                <key>k</key>
                <dict><key>NSStringDeviceSpecificRuleType</key><string>iphone</string></dict>
                """, expected: #"Localizable.stringsdict:6:48: error: expected a dictionary for NSStringDeviceSpecificRuleType of the entry "k", found a string"#),
            Case(name: "a device rule mixed with a format key", body: """
                <key>k</key>
                <dict>
                  <key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>a</string></dict>
                  <key>NSStringLocalizedFormatKey</key><string>b</string>
                </dict>
                """, expected: #"Localizable.stringsdict:8:3: error: the entry "k" has both NSStringDeviceSpecificRuleType and "NSStringLocalizedFormatKey"; a device or width rule stands alone"#),
            Case(name: "a width plural with an undefined variable", body: """
                <key>k</key>
                <dict><key>NSStringVariableWidthRuleType</key><dict>
                  <key>20</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@x@</string></dict>
                </dict></dict>
                """, expected: #"Localizable.stringsdict:7:59: error: the format of the entry "k" (width 20) uses the variable "x", which is not defined"#),
        ]

        @Test(arguments: cases)
        func reportsError(_ failure: Case) {
            #expect(Legacy.stringsDictFailure(Array(Legacy.plist(failure.body).utf8)) == failure.expected)
        }

        @Test func documentLevelErrors() {
            #expect(Legacy.stringsDictFailure(Array("\"a\" = \"b\";".utf8))
                    == "Localizable.stringsdict:1:1: error: a .stringsdict file is a property list (XML or binary), and this file is neither")
            #expect(Legacy.stringsDictFailure(Array("<plist version=\"1.0\"><string>x</string></plist>".utf8))
                    == "Localizable.stringsdict:1:22: error: expected a dictionary at the top of the property list, found a string")
            #expect(Legacy.stringsDictFailure([0x3C, 0x00, 0x70, 0x00, 0x6C, 0x00])
                    == "Localizable.stringsdict:1:1: error: the file is UTF-16 without a byte order mark; save it as UTF-8 or UTF-16 with BOM")
            var plist = BinaryPlistBuilder()
            let key = plist.ascii("k")
            let value = plist.ascii("not a dictionary")
            let top = plist.dictionary([(key, value)])
            #expect(Legacy.stringsDictFailure(plist.bytes(top: top))
                    == #"Localizable.stringsdict:1:1: error: expected a dictionary for the entry "k", found a string"#)
        }
    }
}
