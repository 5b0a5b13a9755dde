import Testing
@testable import LocBridge

extension MergeTests {
    /// Keys holding `|==|` (FORMATS.md §2, "Id grammar"): their units import like any other, as Xcode
    /// imports them; an id whose path is broken still names the key it fails to reach.
    @Suite struct MergeSeparatorKeyTests {
        static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "plain" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Schlicht"
                  }
                }
              }
            },
            "plain|==|word" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Wort"
                  }
                }
              }
            },
            "varied|==|key" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Schlüssel"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%lld Schlüssel"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld key"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld keys"
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
        """#

        /// A unit whose source is `source`, or the key as `UnitID` reads it (English of plain keys).
        static func unit(_ id: String, source: String? = nil, _ target: String) -> String {
            """
                  <trans-unit id="\(id)" xml:space="preserve">
                    <source>\(source ?? UnitID(parsing: id).key)</source>
                    <target state="translated">\(target)</target>
                    <note/>
                  </trans-unit>
            """
        }

        /// The catalog's own export imports unchanged, and the catalog is written to the same bytes.
        @Test func anUnchangedExportChangesNothing() throws {
            let original = try MergeFixture.catalog(Self.catalog)
            let document = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: original)]).document(for: "de")
            let read = try XLIFFReader.read(XLIFFWriter.bytes(document), path: "de.xliff")
            var catalog = original
            let report = Merge.apply(read.document.files[0], to: &catalog, catalogPath: MergeFixture.catalogPath)
            #expect(MergeCounts(report) == MergeCounts(unchanged: 4))
            #expect(report.diagnostics.isEmpty)
            MergeFixture.expectText(MergeFixture.json(catalog), Self.catalog)
        }

        /// Edits reach the key that holds the separator, plain and plural alike.
        @Test func editsImportIntoTheKeysWithTheSeparator() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Self.unit("plain|==|word", "Wörtchen"),
                Self.unit("varied|==|key|==|plural.other", source: "%lld keys", "%lld Schlüssel!"),
            ].joined(separator: "\n")), into: Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(report.diagnostics.isEmpty)
            var expected = try MergeFixture.catalog(Self.catalog)
            expected.strings["plain|==|word"]!.localizations!["de"] = .unit("Wörtchen")
            expected.strings["varied|==|key"]!.localizations!["de"]!.variations!.plural![.other] = .unit("%lld Schlüssel!")
            MergeFixture.expectText(json, MergeFixture.json(expected))
        }

        /// No path after `|==|` and no such key: a broken variation of the key before it when the catalog
        /// has that key, else an unknown key; and a literal key that reads as another key's variation.
        @Test func idsThatReachNoKeyAreNamedForWhatTheyMiss() throws {
            let catalog = Self.catalog.replacingOccurrences(of: #""plain|==|word" : {"#, with: #""other|==|plural.one" : {"#)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Self.unit("plain|==|plural", "x"),
                Self.unit("missing|==|word", "x"),
                Self.unit("other|==|plural.one", "x"),
            ].joined(separator: "\n")), into: catalog)
            #expect(json == MergeFixture.json(try MergeFixture.catalog(catalog)))
            #expect(MergeCounts(report) == MergeCounts(unknown: 3))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: unknown id "plain|==|plural": "plural" is not a variation path (plural.CATEGORY, "#
                    + #"device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported"#,
                #"de.xliff:13:1: warning: unknown id "missing|==|word": no key "missing|==|word" in App/Localizable.xcstrings; "#
                    + #"the unit was not imported"#,
                #"de.xliff:18:1: warning: unknown id "other|==|plural.one": it reads as the plural.one variation of the key "#
                    + #""other", which App/Localizable.xcstrings lacks; its key "other|==|plural.one" cannot come back through "#
                    + #"XLIFF (check reports it as ambiguous-key): rename it; the unit was not imported"#,
            ])
        }
    }
}
