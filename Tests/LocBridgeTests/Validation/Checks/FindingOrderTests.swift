import Testing
@testable import LocBridge

extension Checks {
    /// Findings come out in one order whatever order the checks met the keys in (a dictionary's, which
    /// changes from run to run): keys of a one-line catalog share its line, and tie only on the key.
    @Suite struct FindingOrderTests {
        /// Ten ambiguous keys, a stale one and an untranslated one, all on line 1 (German has none of the first ten).
        static let oneLine = #"{ "sourceLanguage" : "en", "strings" : { "#
            + (0..<10).map { #""k\#($0)|==|plural.one" : { }, "# }.joined()
            + #""Old" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } }, "#
            + #""New" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } } }, "version" : "1.0" }"#

        static func findings() throws -> [Finding] {
            let catalog = try CatalogReader.read(Array(oneLine.utf8), path: "L.xcstrings").catalog
            return Checker().findings(in: catalog, path: "L.xcstrings")
        }

        /// By key (bytes: uppercase first), then key-wide findings before the key's German ones.
        @Test func findingsOnOneLineAreOrderedByKey() throws {
            let untranslated = "warning: [untranslated] not translated into de; translate it"
            #expect(try Self.findings().map(\.description) == [
                #"L.xcstrings:1:1: \#(untranslated) (key "New", language de)"#,
                #"L.xcstrings:1:1: warning: [stale] Xcode no longer finds this key in the code (extractionState stale); delete it "#
                    + #"if the app no longer uses it, or set its extractionState to manual if it does (key "Old")"#,
            ] + (0..<10).flatMap { [
                #"L.xcstrings:1:1: error: [ambiguous-key] the key contains "|==|" followed by a variation path: its XLIFF id "#
                    + #""k\#($0)|==|plural.one" would read back as the plural.one variation of the key "k\#($0)", so it cannot "#
                    + #"be exported or imported; rename the key (key "k\#($0)|==|plural.one")"#,
                #"L.xcstrings:1:1: \#(untranslated) (key "k\#($0)|==|plural.one", language de)"#,
            ] })
        }

        /// The order is total: any arrangement of the same findings sorts the same.
        @Test func everyArrangementSortsAlike() throws {
            let sorted = try Self.findings()
            let twins = [
                Finding(rule: .untranslated, severity: .warning, message: "m", location: nil, key: "K", language: "de", original: "B.xcstrings"),
                Finding(rule: .untranslated, severity: .warning, message: "m", location: nil, key: "K", language: "de", original: "A.xcstrings"),
                Finding(rule: .untranslated, severity: .warning, message: "m", location: nil, key: "K", language: "de",
                        variations: ["plural.one"]),
                Finding(rule: .untranslated, severity: .warning, message: "m", location: nil, key: "K", language: "de"),
            ]
            let all = twins + sorted
            let expected = all.sorted(by: Finding.areInReportOrder)
            for shift in all.indices {
                let rotated = Array(all[shift...] + all[..<shift])
                #expect(rotated.sorted(by: Finding.areInReportOrder) == expected)
                #expect(rotated.reversed().sorted(by: Finding.areInReportOrder) == expected)
            }
        }
    }
}
