import Testing
@testable import LocBridge

extension MergeTests {
    /// A text that varies by device and names a substitution: Xcode keeps the substitution at the top of
    /// the localization, beside `variations`, and exports its forms once, as
    /// `KEY|==|substitutions.NAME.plural.CAT`, with `%1$#@NAME@` in each device's text (observed in an
    /// Xcode 27 export; a substitution nested under a device does not compile).
    @Suite struct MergeDeviceSubstitutionTests {
        static func substitution(_ one: String, _ other: String) -> String {
            """
            "substitutions" : {
                        "SONGS" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "\(one)"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "\(other)"
                                }
                              }
                            }
                          }
                        }
                      }
            """
        }

        static func devices(_ iphone: String, _ other: String) -> String {
            """
            "variations" : {
                        "device" : {
                          "iphone" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "\(iphone)"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "\(other)"
                            }
                          }
                        }
                      }
            """
        }

        static func localization(_ language: String, substitution: String?, devices: String) -> String {
            let members = [substitution, devices].compactMap { $0 }.joined(separator: ",\n          ")
            return """
                    "\(language)" : {
                      \(members)
                    }
            """
        }

        static func catalog(_ localizations: [String]) -> String {
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "sync" : {
                  "localizations" : {
            \(localizations.joined(separator: ",\n"))
                  }
                }
              },
              "version" : "1.0"
            }
            """
        }

        static let english = localization("en", substitution: substitution("%arg song", "%arg songs"),
                                          devices: devices("Synced %#@SONGS@ to iPhone", "Synced %lld songs"))
        static let german = localization("de", substitution: substitution("%arg Titel", "%arg Titel"),
                                         devices: devices("%#@SONGS@ aufs iPhone übertragen", "%lld Titel übertragen"))
        static let catalog = catalog([german, english])

        static func unit(_ id: String, _ source: String, _ target: String) -> String {
            """
                      <trans-unit id="sync\(id)" xml:space="preserve">
                        <source>\(source)</source>
                        <target state="translated">\(target)</target>
                        <note/>
                      </trans-unit>
            """
        }

        @Test func theSubstitutionIsExportedOnceAtTheTop() throws {
            try expectXLIFF(ExportFixture.units(Self.catalog, language: "de"), """
                  <trans-unit id="sync|==|device.iphone" xml:space="preserve">
                    <source>Synced %1$#@SONGS@ to iPhone</source>
                    <target state="translated">%1$#@SONGS@ aufs iPhone übertragen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="sync|==|device.other" xml:space="preserve">
                    <source>Synced %lld songs</source>
                    <target state="translated">%lld Titel übertragen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="sync|==|substitutions.SONGS.plural.one" xml:space="preserve">
                    <source>%1$lld song</source>
                    <target state="translated">%1$lld Titel</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="sync|==|substitutions.SONGS.plural.other" xml:space="preserve">
                    <source>%1$lld songs</source>
                    <target state="translated">%1$lld Titel</target>
                    <note/>
                  </trans-unit>

            """)
        }

        @Test func itsExportImportsUnchanged() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(ExportFixture.units(Self.catalog, language: "de")),
                                                            into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unchanged: 4))
            #expect(report.diagnostics.isEmpty)
        }

        /// Edits of a device's text and of a form go back as stored: `%#@SONGS@`, `%arg`.
        @Test func editsAreFoldedBackInTheCatalogsForm() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ auf das iPhone übertragen"),
                Self.unit("|==|substitutions.SONGS.plural.one", "%1$lld song", "ein Titel"),
            ].joined(separator: "\n")), into: Self.catalog)
            let german = Self.localization("de", substitution: Self.substitution("ein Titel", "%arg Titel"),
                                           devices: Self.devices("%#@SONGS@ auf das iPhone übertragen", "%lld Titel übertragen"))
            MergeFixture.expectText(json, Self.catalog([german, Self.english]))
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(report.diagnostics.isEmpty)
        }

        /// A new language gets the substitution at the top too, with the source's `argNum` and specifier.
        @Test func aNewLanguageGetsTheSubstitutionAtTheTop() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "fr", [
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ sur l’iPhone"),
                Self.unit("|==|device.other", "Synced %lld songs", "%lld morceaux synchronisés"),
                Self.unit("|==|substitutions.SONGS.plural.one", "%1$lld song", "%1$lld morceau"),
                Self.unit("|==|substitutions.SONGS.plural.other", "%1$lld songs", "%1$lld morceaux"),
            ].joined(separator: "\n")), into: Self.catalog)
            let french = Self.localization("fr", substitution: Self.substitution("%arg morceau", "%arg morceaux"),
                                           devices: Self.devices("%#@SONGS@ sur l’iPhone", "%lld morceaux synchronisés"))
            MergeFixture.expectText(json, Self.catalog([Self.german, Self.english, french]))
            #expect(MergeCounts(report) == MergeCounts(updated: 4))
            #expect(Checker().findings(in: try MergeFixture.catalog(json), path: "L.xcstrings").isEmpty)
        }

        /// Files from before the substitution moved to the top gave its forms per device
        /// (`sync|==|device.iphone.substitutions.SONGS.plural.one`): they are the forms at the top, in the
        /// translation and, for a new language, as the source has them (no copy nested in the device).
        @Test(arguments: ["de", "fr"])
        func perDeviceFormIdsAreTheFormsAtTheTop(language: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: language, [
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ aufs iPhone übertragen"),
                Self.unit("|==|device.other", "Synced %lld songs", "%lld Titel übertragen"),
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.one", "%1$lld song", "ein Titel"),
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.other", "%1$lld songs", "%1$lld Titel"),
            ].joined(separator: "\n")), into: Self.catalog)
            let edited = Self.localization(language, substitution: Self.substitution("ein Titel", "%arg Titel"),
                                           devices: Self.devices("%#@SONGS@ aufs iPhone übertragen", "%lld Titel übertragen"))
            let expected = language == "de" ? Self.catalog([edited, Self.english]) : Self.catalog([Self.german, Self.english, edited])
            MergeFixture.expectText(json, expected)
            #expect(MergeCounts(report) == (language == "de" ? MergeCounts(updated: 1, unchanged: 3) : MergeCounts(updated: 4)))
        }

        /// A per-device form beside the current export's unit for the same form: the current one is taken
        /// and the older one noted (QA: both went in, the last winning, and each import swapped them).
        @Test func aPerDeviceFormYieldsToTheFilesOwnForm() throws {
            let xliff = MergeFixture.xliff([
                Self.unit("|==|substitutions.SONGS.plural.one", "%1$lld song", "ein Titel"),
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (iPhone)"),
            ].joined(separator: "\n"))
            let (json, report) = try MergeFixture.importing(xliff, into: Self.catalog)
            let edited = Self.localization("de", substitution: Self.substitution("ein Titel", "%arg Titel"),
                                           devices: Self.devices("%#@SONGS@ aufs iPhone übertragen", "%lld Titel übertragen"))
            MergeFixture.expectText(json, Self.catalog([edited, Self.english]))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
            #expect(report.diagnostics.map(\.message) == [
                "\"sync\": not applied: this id of an older export stands for sync|==|substitutions.SONGS.plural.one, which the "
                    + "file's own unit for it translates as \"ein Titel\"; that unit is taken",
            ])
            let (again, second) = try MergeFixture.importing(xliff, into: json)
            MergeFixture.expectText(again, json)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
        }

        /// Two devices' older ids for one form that say different things: neither goes in, said (QA: each
        /// import swapped the shared form between them).
        @Test func perDeviceFormsThatDisagreeAreRefused() throws {
            let xliff = MergeFixture.xliff([
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (iPhone)"),
                Self.unit("|==|device.other.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (other)"),
            ].joined(separator: "\n"))
            let (json, report) = try MergeFixture.importing(xliff, into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 2))
            #expect(report.diagnostics.first?.message == "refused \"sync\" (sync|==|device.iphone.substitutions.SONGS.plural.one): this "
                + "id of an older export stands for sync|==|substitutions.SONGS.plural.one, as "
                + "sync|==|device.other.substitutions.SONGS.plural.one does, which translates it as \"1 Titel (other)\"; the catalog "
                + "has one form for every device, so which text is meant cannot be told: give the form once, as "
                + "sync|==|substitutions.SONGS.plural.one; fix the translation and import again")
            // Only ids that stand for the form count: not one under a device the source lacks (unknown), nor a
            // tool's copy of the source (QA: either refused the translated one).
            for other in [Self.unit("|==|device.mac.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (Mac)"),
                          Self.unit("|==|device.other.substitutions.SONGS.plural.one", "%1$lld song", "%1$lld song")
                              .replacingOccurrences(of: #"state="translated""#, with: #"state="new""#)] {
                let file = MergeFixture.xliff([Self.unit("|==|device.iphone.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (neu)"),
                                               other].joined(separator: "\n"))
                let (taken, takenReport) = try MergeFixture.importing(file, into: Self.catalog)
                #expect(takenReport.updated == 1)
                #expect(try MergeFixture.catalog(taken).strings["sync"]?.localizations?["de"]?.substitutions?["SONGS"]?
                    .variations?.plural?[.one]?.stringUnit?.value == "1 Titel (neu)")
            }
        }

        /// A device text naming the substitution whose forms an older export gave under another device's ids:
        /// those are its forms (QA: the text was refused on the first import, taken on the second).
        @Test func formsUnderAnotherDevicesIdsServeEveryText() throws {
            let xliff = MergeFixture.xliff(language: "fr", [
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ sur l’iPhone"),
                Self.unit("|==|device.other", "Synced %lld songs", "%1$#@SONGS@ synchronisés"),
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.one", "%1$lld song", "%1$lld morceau"),
                Self.unit("|==|device.iphone.substitutions.SONGS.plural.other", "%1$lld songs", "%1$lld morceaux"),
            ].joined(separator: "\n"))
            let (json, report) = try MergeFixture.importing(xliff, into: Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 4))
            let (again, second) = try MergeFixture.importing(xliff, into: json)
            MergeFixture.expectText(again, json)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 4))
        }

        /// A form under a device the key has in no language is no export's id: unknown (QA: it overwrote the
        /// shared form).
        @Test func aFormUnderADeviceTheKeyLacksIsUnknown() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(
                Self.unit("|==|device.mac.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (Mac)")), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unknown: 1))
            // Beside a text for that device the translator adds, too, on every import (QA: the text went in
            // first, and the form overwrote the shared one then or on the next import).
            let withText = MergeFixture.xliff([
                Self.unit("|==|device.mac", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ auf den Mac übertragen"),
                Self.unit("|==|device.mac.substitutions.SONGS.plural.one", "%1$lld song", "1 Titel (Mac)"),
            ].joined(separator: "\n"))
            let (once, first) = try MergeFixture.importing(withText, into: Self.catalog)
            let (twice, second) = try MergeFixture.importing(withText, into: once)
            MergeFixture.expectText(twice, once)
            for report in [first, second] { #expect(report.unknown == 1) }
            #expect(try MergeFixture.catalog(twice).strings["sync"]?.localizations?["de"]?.substitutions?["SONGS"]?
                .variations?.plural?[.one]?.stringUnit?.value == "%arg Titel")
            #expect(report.diagnostics.map(\.message) == [
                "unknown id \"sync|==|device.mac.substitutions.SONGS.plural.one\": the source has no variation \"device.mac\" for this "
                    + "substitution form; its forms are \"sync|==|substitutions.SONGS.plural.one\" and the like; the unit was not imported",
            ])
        }

        /// A device text naming the substitution, for a language without it and without its forms in
        /// the XLIFF, would show `%#@SONGS@` as it is: refused.
        @Test func aDeviceTextWithoutTheSubstitutionsFormsIsRefused() throws {
            let xliff = MergeFixture.xliff(language: "fr",
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ sur l’iPhone"))
            // `check` on the file says so too, as an error.
            let document = try XLIFFReader.read(Array(xliff.utf8), path: "fr.xliff").document
            #expect(Checker().findings(in: document, path: "fr.xliff").filter { $0.severity == .error }.map(\.message) == [
                "device.iphone: the fr text uses %#@SONGS@, but the file translates none of its forms "
                    + "(sync|==|substitutions.SONGS.plural.…), so import refuses the text: translate them",
            ])
            let (json, report) = try MergeFixture.importing(xliff, into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "sync" (sync|==|device.iphone): the text uses %#@SONGS@, but the fr translation has no "SONGS" substitution and the XLIFF translates none of its forms (sync|==|substitutions.SONGS.plural.…); translate them and import again"#,
            ])
        }

        /// A translation that varies by device where the source text does not: the source's substitution
        /// stays at the top and its forms are offered once; a device the translator adds splits the plain
        /// text and leaves the substitution at the top.
        @Test func aTranslationVaryingByDeviceOverAPlainSource() throws {
            let plainEnglish = #""en" : { "stringUnit" : { "state" : "translated", "value" : "Synced %#@SONGS@" }, "#
                + #""substitutions" : { "SONGS" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "#
                + #""one" : { "stringUnit" : { "state" : "translated", "value" : "%arg song" } }, "#
                + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%arg songs" } } } } } } }"#
            func catalog(_ german: String) throws -> String {
                MergeFixture.json(try MergeFixture.catalog(#"{ "sourceLanguage" : "en", "strings" : { "sync" : { "localizations" : { "#
                    + german + ", " + plainEnglish + #" } } }, "version" : "1.0" }"#))
            }
            let forms = #""substitutions" : { "SONGS" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "#
                + #""one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Titel" } }, "#
                + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Titel" } } } } } }"#
            let byDevice = try catalog(#""de" : { "variations" : { "device" : { "#
                + #""iphone" : { "stringUnit" : { "state" : "translated", "value" : "%#@SONGS@ aufs iPhone" } }, "#
                + #""other" : { "stringUnit" : { "state" : "translated", "value" : "%#@SONGS@ übertragen" } } } }, "# + forms + " }")
            #expect(try ExportFixture.units(byDevice, language: "de").components(separatedBy: "<trans-unit id=").count - 1 == 4)
            #expect(Checker().findings(in: try MergeFixture.catalog(byDevice), path: "L.xcstrings").isEmpty)

            let plainGerman = try catalog(#""de" : { "stringUnit" : { "state" : "translated", "value" : "%#@SONGS@ übertragen" }, "#
                + forms + " }")
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@", "%1$#@SONGS@ aufs iPhone")), into: plainGerman)
            MergeFixture.expectText(json, byDevice)
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        /// A plain German text over the device-varying source is one unit; a translator adds an iPhone
        /// text, which splits it. The same file imported again changes nothing: the plain unit is the
        /// `other` device, compared in the catalog's form (`%1$#@SONGS@` is `%#@SONGS@` there).
        @Test func thePlainUnitBesideAnAddedDeviceImportsAgain() throws {
            let plain = Self.substitution("%arg Titel", "%arg Titel")
            let german = #"        "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@SONGS@ übertragen" }, "# + plain + " }"
            let catalog = MergeFixture.json(try MergeFixture.catalog(Self.catalog([german, Self.english])))
            let file = MergeFixture.xliff([
                Self.unit("", "Synced %lld songs", "%1$#@SONGS@ übertragen"),
                Self.unit("|==|device.iphone", "Synced %1$#@SONGS@ to iPhone", "%1$#@SONGS@ aufs iPhone"),
            ].joined(separator: "\n"))
            let (split, first) = try MergeFixture.importing(file, into: catalog)
            #expect(MergeCounts(first) == MergeCounts(updated: 1, unchanged: 1))
            let (again, second) = try MergeFixture.importing(file, into: split)
            MergeFixture.expectText(again, split)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
        }

        @Test func checkReadsTheSubstitutionAtTheTop() throws {
            #expect(Checker().findings(in: try MergeFixture.catalog(Self.catalog), path: "L.xcstrings").isEmpty)
            // Without it, each device text naming it is reported; a different argNum once, where it is defined.
            let missing = Self.localization("de", substitution: nil,
                                            devices: Self.devices("%#@SONGS@ aufs iPhone übertragen", "%lld Titel übertragen"))
            let otherArgument = Self.localization("de", substitution: Self.substitution("%arg Titel", "%arg Titel")
                .replacingOccurrences(of: #""argNum" : 1"#, with: #""argNum" : 2"#),
                devices: Self.devices("%#@SONGS@ aufs iPhone übertragen", "%lld Titel übertragen"))
            let messages = { (json: String) throws -> [String] in
                Checker().findings(in: try MergeFixture.catalog(json), path: "L.xcstrings")
                    .filter { $0.rule == .substitutionMismatch }.map(\.message)
            }
            #expect(try messages(Self.catalog([missing, Self.english])) == [
                "device.iphone.substitutions.SONGS: " + CheckMessages.substitutionMissing(
                    name: "SONGS", reference: "%#@SONGS@", language: "de", argNum: 1, formatSpecifier: "lld"),
            ])
            #expect(try messages(Self.catalog([otherArgument, Self.english])) == [
                "substitutions.SONGS: " + CheckMessages.substitutionArgNum(name: "SONGS", language: "de", translation: 2, source: 1),
            ])
        }
    }
}
