import Testing
@testable import LocBridge

extension MergeTests {
    /// A file with variations the translator added, imported twice: the second import changes nothing.
    @Suite struct MergeImportTwiceTests {
        /// Imports `file` into `catalog`, then again into the result; the second import must change nothing.
        static func twice(_ file: String, into catalog: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
            -> (json: String, first: MergeReport, second: MergeReport) {
            let (once, first) = try MergeFixture.importing(file, into: catalog, sourceLocation: sourceLocation)
            let (again, second) = try MergeFixture.importing(file, into: once, sourceLocation: sourceLocation)
            MergeFixture.expectText(again, once, sourceLocation: sourceLocation)
            #expect(!second.changedCatalog, sourceLocation: sourceLocation)
            return (once, first, second)
        }

        static let items = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld trucs" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        static func itemsUnit(_ path: String, target: String) -> String {
            """
                  <trans-unit id="%lld items\(path.isEmpty ? "" : "|==|" + path)" xml:space="preserve">
                    <source>%lld items</source>
                    <target state="translated">\(target)</target>
                    <note/>
                  </trans-unit>
            """
        }

        /// The untouched plain unit and an added `other` form with another text: the `other` unit, the more
        /// specific, is taken on every import, whichever comes first; the plain unit, which then stands for
        /// that form, is said not to be applied.
        @Test(arguments: [false, true]) func anAddedOtherFormWinsOverThePlainUnit(otherFirst: Bool) throws {
            var units = [Self.itemsUnit("", target: "%lld trucs"), Self.itemsUnit("plural.other", target: "%lld choses")]
            if otherFirst { units.reverse() }
            let (json, first, second) = try Self.twice(MergeFixture.xliff(language: "fr", units.joined(separator: "\n")), into: Self.items)
            MergeFixture.expectText(json, #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%lld items"
                          }
                        },
                        "fr" : {
                          "variations" : {
                            "plural" : {
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld choses"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)
            let plainLine = otherFirst ? 13 : 8
            let otherLine = otherFirst ? 8 : 13
            let replaced = #"de.xliff:\#(otherLine):1: warning: "%lld items" had one fr translation for all counts ("%lld trucs"); "#
                + "it was replaced by the plural forms from the XLIFF"
            let notApplied = #"de.xliff:\#(plainLine):1: note: "%lld items": not applied: the fr translation varies now, and this "#
                + #"plain unit stands for %lld items|==|plural.other, which the file's own unit for it translates as "%lld choses"; "#
                + "that unit is taken"
            #expect(MergeCounts(first) == MergeCounts(updated: 1, unchanged: 1))
            let said: [String] = otherFirst ? [replaced, notApplied] : [replaced]
            #expect(first.diagnostics.map(\.description) == said)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
            #expect(second.diagnostics.map(\.description) == [notApplied])
        }

        /// The same text in both units is no conflict: nothing is said.
        @Test func anAddedOtherFormWithThePlainTextIsNoConflict() throws {
            let file = MergeFixture.xliff(language: "fr", [
                Self.itemsUnit("", target: "%lld trucs"), Self.itemsUnit("plural.other", target: "%lld trucs"),
                Self.itemsUnit("plural.one", target: "%lld truc"),
            ].joined(separator: "\n"))
            let (json, first, second) = try Self.twice(file, into: Self.items)
            #expect(try MergeFixture.catalog(json).strings["%lld items"]?.localizations?["fr"]?.variations?.plural?.mapValues(\.stringUnit)
                == [.one: StringUnit(state: .translated, value: "%lld truc"), .other: StringUnit(state: .translated, value: "%lld trucs")])
            #expect(MergeCounts(first) == MergeCounts(updated: 2, unchanged: 1))
            #expect(MergeCounts(second) == MergeCounts(unchanged: 3))
            #expect(second.diagnostics.isEmpty)
        }
    }
}
