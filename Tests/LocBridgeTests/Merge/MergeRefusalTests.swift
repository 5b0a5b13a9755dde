import Foundation
import Testing
@testable import LocBridge

extension MergeTests {
    /// What is not imported, and how it is reported (FORMATS.md §3.4, §3.5): ids that name no key or no
    /// place, and translations whose format specifiers differ from the source's. Each problem is a
    /// diagnostic at the unit's line; the other units are still imported.
    @Suite struct MergeRefusalTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files in %@" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld file in %@"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld files in %@"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Delete %@?" : {
                  "comment" : "Confirmation title",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%@ löschen?"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Delete %@?"
                      }
                    }
                  }
                },
                "Save" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Sichern"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        static let savedAsSpeichern = MergeFixture.replacing(#""value" : "Sichern""#, with: #""value" : "Speichern""#, in: catalog)

        /// A translation that dropped `%@` is refused and nothing is written for it; the next unit is
        /// still imported (the caller must not save while `refused > 0`, FORMATS.md §3.6).
        @Test func aDroppedSpecifierIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Delete %@?" xml:space="preserve">
                        <source>Delete %@?</source>
                        <target state="translated">Löschen?</target>
                        <note>Confirmation title</note>
                      </trans-unit>
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.savedAsSpeichern)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Delete %@?": the translation has no format specifiers but the source has 1 (%@); fix the translation and import again"#,
            ])
        }

        /// A translation made for an older source text is checked against the current one, whose arguments
        /// the app passes: matching the file's older `<source>` (or an emptied one) is not enough.
        @Test func specifiersAreCheckedAgainstTheCurrentSource() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Delete %@?" xml:space="preserve">
                        <source>Delete %@ (%d)?</source>
                        <target state="translated">%@ (%d) löschen?</target>
                        <note>Confirmation title</note>
                      </trans-unit>
                      <trans-unit id="Save" xml:space="preserve">
                        <source/>
                        <target state="translated">Speichern %@</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 2))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Delete %@?": the translation has 2 format specifiers (%@, %d) but the current "#
                    + #"source text has 1 (%@) (the current source text is "Delete %@?"; this file's <source> is the older "#
                    + #""Delete %@ (%d)?"); translate the current text and import again"#,
                #"de.xliff:13:1: error: refused "Save": the translation has 1 format specifier (%@) but the current source text "#
                    + #"has none (the current source text is "Save"; this file's <source> is empty); translate the current text and "#
                    + #"import again"#,
            ])
            // One that fits the current text is imported, for review.
            let (fits, fitsReport) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Delete %@?" xml:space="preserve">
                        <source>Delete %@ (%d)?</source>
                        <target state="translated">%@ entfernen?</target>
                        <note>Confirmation title</note>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(fitsReport) == MergeCounts(sourceChanged: 1))
            #expect(fits.contains(#""state" : "needs_review",\#n            "value" : "%@ entfernen?""#))
        }

        /// A blank target written into an empty slot (as Xcode writes it) is said: the app shows nothing.
        @Test func aBlankTargetIntoAnEmptySlotIsSaid() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "fr", """
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">  </target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
            #expect(json.contains(#""fr" : {\#n          "stringUnit" : {\#n            "state" : "translated",\#n            "value" : "  ""#))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "Save": the blank target was written as the translation; the app will show nothing "#
                    + #"for it in fr, not the source text"#,
            ])
            // The same for a text with format specifiers: a blank is no text to check them in.
            let (_, withSpecifier) = try MergeFixture.importing(MergeFixture.xliff(language: "fr", """
                      <trans-unit id="Delete %@?" xml:space="preserve">
                        <source>Delete %@?</source>
                        <target state="translated"> </target>
                        <note>Confirmation title</note>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(withSpecifier) == MergeCounts(updated: 1))
            #expect(withSpecifier.diagnostics.map(\.severity) == [.warning])
        }

        /// Drafts are checked too when they would be written.
        @Test func aDraftWithADroppedSpecifierIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%lld files in %@|==|plural.other" xml:space="preserve">
                        <source>%lld files in %@</source>
                        <target state="new">%lld Dateien</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "%lld files in %@" (%lld files in %@|==|plural.other): the translation has 1 format specifier (%lld) but the source has 2 (%lld, %@); fix the translation and import again"#,
            ])
        }

        /// A source that uses one argument with two types is a broken format string: the refusal says
        /// so instead of asking for another translation.
        @Test func aBrokenSourceIsBlamedOnTheSource() throws {
            let catalog = MergeFixture.replacing(#""Save" : {"#, with: #""%1$lld or %1$@" : {"#, in: Self.catalog)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%1$lld or %1$@" xml:space="preserve">
                        <source>%1$lld or %1$@</source>
                        <target state="translated">%1$lld oder %1$@</target>
                        <note/>
                      </trans-unit>
                """), into: catalog)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(catalog)))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "%1$lld or %1$@": the source uses argument 1 as both %1$lld and %1$@, so no translation can match it; fix the source text first"#,
            ])
        }

        /// A plural form may leave out the count when the arguments after it keep their places
        /// (`%2$@`); `Eine Datei in %@` would read the count as the `%@` object, and is refused.
        @Test func aPluralFormMayLeaveOutItsCountOnlyWhereThatIsSafe() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%lld files in %@|==|plural.one" xml:space="preserve">
                        <source>%lld file in %@</source>
                        <target state="translated">Eine Datei in %@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld files in %@|==|plural.other" xml:space="preserve">
                        <source>%lld files in %@</source>
                        <target state="translated">%lld Dateien in %@</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "%lld files in %@" (%lld files in %@|==|plural.one): the translation has 1 format specifier (%@) but the source has 2 (%lld, %@); fix the translation and import again"#,
            ])
            #expect(json.contains(#""value" : "%lld Dateien in %@""#))

            let (fixed, fixedReport) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%lld files in %@|==|plural.one" xml:space="preserve">
                        <source>%lld file in %@</source>
                        <target state="translated">Eine Datei in %2$@</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld files in %@|==|plural.other" xml:space="preserve">
                        <source>%lld files in %@</source>
                        <target state="translated">%lld Dateien in %@</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(fixedReport) == MergeCounts(updated: 2))
            MergeFixture.expectText(fixed, MergeFixture.replacing("""
                      "localizations" : {
                        "en" : {
                          "variations" : {
                """, with: """
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Eine Datei in %2$@"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld Dateien in %@"
                                }
                              }
                            }
                          }
                        },
                        "en" : {
                          "variations" : {
                """, in: Self.catalog))
        }

        static let repeatedSave = MergeFixture.xliff("""
                  <trans-unit id="Save" xml:space="preserve">
                    <source>Save</source>
                    <target state="translated">Speichern</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Save" xml:space="preserve">
                    <source>Save</source>
                    <target state="translated">Sichern!</target>
                    <note/>
                  </trans-unit>
            """)

        /// Two units with one id: the first is imported, the second refused with the first one's line.
        @Test func aRepeatedIdIsRefused() throws {
            let (json, report) = try MergeFixture.importing(Self.repeatedSave, into: Self.catalog)
            MergeFixture.expectText(json, Self.savedAsSpeichern)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:13:1: error: refused "Save": the unit at line 8 of this <file> has the same id, and only the first unit with an id is taken; remove one of the two"#,
            ])
        }

        /// The import's streaming read finds the repeated id on its parsing thread: the same outcome.
        @Test func aRepeatedIdIsRefusedWhenStreamed() throws {
            var catalog = try MergeFixture.catalog(Self.catalog)
            var reports: [MergeReport] = []
            let path = NSTemporaryDirectory() + "/locbridge-repeated-\(UUID().uuidString).xliff"
            try Data(Self.repeatedSave.utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            _ = try XLIFFReader.read(contentsOfFile: path, displayPath: MergeFixture.xliffPath) { file in
                reports.append(Merge.apply(file, to: &catalog, catalogPath: MergeFixture.catalogPath))
            }
            MergeFixture.expectText(MergeFixture.json(catalog), Self.savedAsSpeichern)
            #expect(reports.map(\.refused) == [1])
            #expect(reports.first?.diagnostics.map(\.description) == [
                #"de.xliff:13:1: error: refused "Save": the unit at line 8 of this <file> has the same id, and only the first unit with an id is taken; remove one of the two"#,
            ])
        }

        /// A unit with two targets is refused by the reader: which one is meant is unclear. The file's
        /// report counts it, so every unit is counted once.
        @Test func aUnitWithTwoTargetsIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <target state="translated">Sichern!</target>
                      </trans-unit>
                """), into: Self.catalog, readerDiagnostics: [
                    #"de.xliff:8:1: error: refused "Save": it has 2 <target> elements, so which one is the translation is unclear; keep one and import again"#,
                ])
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Save": it has 2 <target> elements, so which one is the translation is unclear; keep one and import again"#,
            ])
        }

        /// FORMATS.md §3.4: an id whose key is not in the catalog is reported with its line, never
        /// invented.
        @Test func anUnknownIdIsReportedWithItsLine() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Archive" xml:space="preserve">
                        <source>Archive</source>
                        <target state="translated">Archivieren</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.savedAsSpeichern)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unknown: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:13:1: warning: unknown id "Archive": no key "Archive" in App/Localizable.xcstrings; the unit was not imported"#,
            ])
            // A key with line breaks is named on one line (escaped), as every diagnostic is one line.
            let (_, multiline) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Two&#10;lines" xml:space="preserve">
                        <source>Two&#10;lines</source>
                        <target state="translated">Zwei&#10;Zeilen</target>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(multiline.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: unknown id "Two\nlines": no key "Two\nlines" in App/Localizable.xcstrings; the unit was not imported"#,
            ])
        }

        static let likes = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "likes" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%@ liked %#@count@" },
                      "substitutions" : {
                        "count" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg time" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg times" } } } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        /// A text naming a substitution the translation would not have (no forms in the catalog, none
        /// translated in the file) is refused: stored alone, it is what check reports. With a form, it
        /// goes in, and the substitution is made.
        @Test func aTextWhoseSubstitutionWouldHaveNoFormsIsRefused() throws {
            let root = """
                      <trans-unit id="likes" xml:space="preserve">
                        <source>%@ liked %2$#@count@</source>
                        <target state="translated">%@ gefällt %2$#@count@</target>
                        <note/>
                      </trans-unit>
                """
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(root), into: Self.likes)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(Self.likes)))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "likes": the text uses %#@count@, but the de translation has no "count" substitution and the XLIFF translates none of its forms (likes|==|substitutions.count.plural.…); translate them and import again"#,
            ])
            let (withForm, second) = try MergeFixture.importing(MergeFixture.xliff(root + """

                      <trans-unit id="likes|==|substitutions.count.plural.other" xml:space="preserve">
                        <source>%2$lld times</source>
                        <target state="translated">%2$lld-mal</target>
                        <note/>
                      </trans-unit>
                """), into: Self.likes)
            #expect(MergeCounts(second) == MergeCounts(updated: 2))
            let catalog = try MergeFixture.catalog(withForm)
            let german = try #require(catalog.strings["likes"]?.localizations?["de"])
            #expect(german.stringUnit?.value == "%@ gefällt %#@count@")
            #expect(german.substitutions?["count"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg-mal")
        }

        /// Ids whose path is not a variation path, or names a plural category or device that does not
        /// exist, are unknown ids too.
        @Test func idsWithoutAPlaceAreUnknown() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save|==|plural" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save|==|plural.several" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save|==|device.car" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save|==|substitutions.count" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unknown: 4))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: unknown id "Save|==|plural": "plural" is not a variation path (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported"#,
                #"de.xliff:13:1: warning: unknown id "Save|==|plural.several": "several" is not a plural category (zero, one, two, few, many, other); the unit was not imported"#,
                #"de.xliff:18:1: warning: unknown id "Save|==|device.car": "car" is not a device (iphone, ipad, ipod, mac, applewatch, appletv, applevision, other) and the catalog has no such variation; the unit was not imported"#,
                #"de.xliff:23:1: warning: unknown id "Save|==|substitutions.count": "substitutions.count" is not a variation path (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY); the unit was not imported"#,
            ])
        }

        /// Variations nested where Xcode has no shape for them (a plural inside a plural form, devices
        /// inside a device or a plural form) are unknown ids: imported, they built entries export refuses (QA).
        @Test func idsNestedWhereXcodeHasNoShapeAreUnknown() throws {
            let ids = ["Save|==|plural.one.plural.two", "Save|==|device.mac.device.iphone", "Save|==|plural.few.device.mac",
                       "Save|==|plural.other.device.other", "Save|==|device.mac.plural.one.plural.few"]
            let units = ids.map { #"<trans-unit id="\#($0)"><source>Save</source><target state="translated">Speichern</target></trans-unit>"# }
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(units.joined(separator: "\n")), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unknown: 5))
            let paths = ["plural.one.plural.two", "device.mac.device.iphone", "plural.few.device.mac", "plural.other.device.other",
                         "device.mac.plural.one.plural.few"]
            #expect(report.diagnostics.map(\.message) == zip(ids, paths).map { id, path in
                "unknown id \"\(id)\": \"\(path)\" is not a variation path (plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, "
                    + "substitutions.NAME.plural.CATEGORY); the unit was not imported"
            })
        }
    }
}
