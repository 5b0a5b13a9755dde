import Testing
@testable import LocBridge

extension Units {
    /// Which keys with `|==|` export refuses (FORMATS.md §2, "Id grammar"): those with an id that reads
    /// back as another key or variation, as Xcode ignores them on import; the others come back.
    @Suite struct UnitIDAmbiguityTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var key: String
            /// The entry's `localizations` object, as JSON.
            var localizations: String
            /// What the first misread id reads back as, written; nil when every id reads back.
            var readAs: String?
            var testDescription: String { key }
        }

        static let plain = #"{ "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } } }"#
        static let plural = #"{ "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld one" } }, "#
            + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%lld other" } } } } } }"#

        static let cases: [Case] = [
            Case(key: "Done", localizations: plain, readAs: nil),
            Case(key: "a|==", localizations: plural, readAs: nil),
            Case(key: "plain|==|word", localizations: plain, readAs: nil),
            Case(key: "plain|==|word", localizations: plural, readAs: nil),
            Case(key: "plain|==|unknown.x", localizations: plain, readAs: nil),
            Case(key: "k|==|", localizations: plain, readAs: nil),
            Case(key: "x|==|plural.one", localizations: plain, readAs: "x plural.one"),
            Case(key: "x|==|device.mac", localizations: plain, readAs: "x device.mac"),
            Case(key: "x|==|substitutions.N.plural.one", localizations: plain, readAs: "x substitutions.N.plural.one"),
            Case(key: "x|==|plural.bogus", localizations: plain, readAs: "x plural.bogus"),
            Case(key: "a|==|b|==|plural.one", localizations: plain, readAs: "a|==|b plural.one"),
            // Only the plural ids would be written, but a plain translation of it would be too: refused.
            Case(key: "x|==|plural.one", localizations: plural, readAs: "x plural.one"),
            // The plain id reads back; a substitution's id does not (its name swallows the separator).
            Case(key: "x|==|substitutions.@a", localizations: #"{ "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@.device.mac@" }, "#
                    + #""substitutions" : { ".device.mac" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "#
                    + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } } }"#,
                 readAs: "x substitutions.@a|==|substitutions.@.device.mac@.plural.other"),
        ]

        @Test(arguments: cases)
        func refusesOnlyKeysWhoseIdsReadBackAsAnother(_ form: Case) throws {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "\#(form.key)" : { "localizations" : \#(form.localizations) } }, "version" : "1.0" }"#
            let catalog = try CatalogReader.read(Array(json.utf8), path: "L.xcstrings").catalog
            let misread = UnitID.misreadID(of: form.key, entry: catalog.strings[form.key])
            #expect(misread.map { "\($0.read.key) \(TranslationLeaf(path: $0.read.path).place)" } == form.readAs)
            if let misread {
                #expect(misread.written.key == form.key)
                #expect(UnitID(parsing: misread.written.description) == misread.read)
            }
        }

        /// Without an entry (migrate, before the catalog is built), the plain id is judged.
        @Test func judgesThePlainIdWithoutAnEntry() {
            #expect(UnitID.misreadID(of: "plain|==|word", entry: nil) == nil)
            let misread = UnitID.misreadID(of: "x|==|device.mac", entry: nil)
            #expect(misread?.written == UnitID(key: "x|==|device.mac"))
            #expect(misread?.read == UnitID(key: "x", path: [.device(.mac)]))
        }

        /// A literal key that is another key's variation id is refused; the other key is not.
        @Test func ofTwoKeysWritingOneIdTheLiteralOneIsRefused() throws {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "x" : { "localizations" : \#(Self.plural) }, "#
                + #""x|==|plural.one" : { "localizations" : \#(Self.plain) } }, "version" : "1.0" }"#
            let catalog = try CatalogReader.read(Array(json.utf8), path: "L.xcstrings").catalog
            #expect(UnitID.misreadID(of: "x", entry: catalog.strings["x"]) == nil)
            #expect(UnitID.misreadID(of: "x|==|plural.one", entry: catalog.strings["x|==|plural.one"])?.read
                    == UnitID(key: "x", path: [.plural(.one)]))
        }

        @Test func saysWhatTheIdReadsAs() {
            #expect(UnitID.misreading(UnitID(key: "x|==|plural.one"), as: UnitID(key: "x", path: [.plural(.one)]))
                    == #"its XLIFF id "x|==|plural.one" would read back as the plural.one variation of the key "x""#)
        }
    }
}
