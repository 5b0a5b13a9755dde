import Testing
@testable import LocBridge

extension Checks {
    /// A legacy table's `<file>`: its ids are its keys, `|==|` and all, as import writes them back.
    @Suite struct CheckerLegacyXLIFFTests {
        static func findings(_ units: String) throws -> [String] {
            let xliff = MergeFixture.xliff(units).replacingOccurrences(of: "original=\"\(MergeFixture.catalogPath)\"",
                                                                       with: "original=\"App/en.lproj/Localizable.strings\"")
            let read = try XLIFFReader.read(Array(xliff.utf8), path: "de.xliff")
            return Checker().findings(in: read.document, path: "de.xliff").map(\.description)
        }

        static func unit(_ id: String, _ source: String, _ target: String) -> String {
            "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">\n        <source>\(source)</source>\n"
                + "        <target state=\"translated\">\(target)</target>\n      </trans-unit>"
        }

        @Test func keysThatLookLikeVariationIdsAreKeys() throws {
            #expect(try Self.findings([
                Self.unit("x|==|plural.one", "One x", "Ein X"),
                Self.unit("h", "H", "Ha"),
                Self.unit("h|==|plural", "H plural", "Ha plural"),
                Self.unit("f|==|", "F", "Ef"),
            ].joined(separator: "\n")) == [])
        }

        @Test func aRepeatedKeyIsStillReported() throws {
            #expect(try Self.findings([
                Self.unit("x|==|plural.one", "One x", "Ein X"),
                Self.unit("x|==|plural.one", "One x", "Ein X"),
            ].joined(separator: "\n")) == [
                #"de.xliff:12:1: error: [duplicate-unit] the id "x|==|plural.one" is already used by the unit at line 8 of "#
                    + #"this <file>; remove one of the two (import applies the first and refuses the other) (key "x|==|plural.one")"#,
            ])
        }
    }
}
