import Testing
@testable import LocBridge

extension MergeTests {
    /// Drafts (`new`, `needs-review-*`) fill empty slots as `needs_review` and never overwrite a value
    /// (FORMATS.md §3.3); finished translations are applied first, so the order of units does not matter.
    @Suite struct MergeDraftTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld Dateien"
                      }
                    },
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld files"
                            }
                          }
                        }
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
                },
                "Sync" : {

                }
              },
              "version" : "1.0"
            }
            """#

        /// One `<file>` with a unit for "Sync" in `state`.
        static func sync(_ state: String, _ text: String) throws -> XLIFFFile {
            try XLIFFReader.read(Array(MergeFixture.xliff("""
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="\(state)">\(text)</target>
                        <note/>
                      </trans-unit>
                """).utf8), path: MergeFixture.xliffPath).document.files[0]
        }

        static let draftStates = ["new", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation"]

        @Test(arguments: draftStates)
        func aDraftNeverOverwritesATranslation(state: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="\(state)">Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(draftsSkipped: 1))
            // Said with its line, so the translator can find it.
            #expect(report.diagnostics.map(\.description) == [
                "de.xliff:8:1: note: draft \"Save\" not applied: its state \"\(state)\" marks it unfinished, and the "
                    + "catalog's finished translation stays; mark the target translated (or final) to replace it",
            ])
        }

        @Test(arguments: draftStates)
        func aDraftFillsAnEmptySlotForReview(state: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="\(state)" state-qualifier="leveraged-mt">Abgleichen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                    "Sync" : {

                    }
                """, with: """
                    "Sync" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Abgleichen"
                          }
                        }
                      }
                    }
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(draftsAdded: 1))
        }

        /// Two inputs of one import: a finished text replaces the other's draft, in either order, and only
        /// the order in which it is said differs (QA: draft first, the finished text was refused as a
        /// disagreement, exit 1).
        @Test(arguments: [true, false])
        func aFinishedTextWinsOverAnotherInputsDraft(draftFirst: Bool) throws {
            let draft = try Self.sync("needs-review-translation", "Abgleich?")
            let finished = try Self.sync("translated", "Abgleichen")
            var catalog = try MergeFixture.catalog(Self.catalog)
            var earlier: [UnitID: EarlierChange] = [:]
            let reports = (draftFirst ? [draft, finished] : [finished, draft]).map {
                Merge.apply($0, to: &catalog, catalogPath: MergeFixture.catalogPath, earlier: &earlier)
            }
            #expect(catalog.strings["Sync"]?.localizations?["de"]?.stringUnit == StringUnit(state: .translated, value: "Abgleichen"))
            if draftFirst {
                #expect(reports.map(MergeCounts.init) == [MergeCounts(draftsAdded: 1), MergeCounts(updated: 1)])
                #expect(reports[1].diagnostics.map(\.description) == [
                    #"de.xliff:8:1: note: "Sync": this file's finished text replaces the draft "Abgleich?" that the unit at de.xliff:8 put in"#,
                ])
            } else {
                #expect(reports.map(MergeCounts.init) == [MergeCounts(updated: 1), MergeCounts(draftsSkipped: 1)])
            }
        }

        /// After a finished text replaced a draft, a third input with another finished text disagrees with
        /// it, as it would in any other order (QA: it replaced it, said as replacing a draft).
        @Test func aFinishedTextThatReplacedADraftIsWhatLaterInputsMeet() throws {
            var catalog = try MergeFixture.catalog(Self.catalog)
            var earlier: [UnitID: EarlierChange] = [:]
            let reports = try [Self.sync("new", "Abgleich?"), Self.sync("translated", "Abgleichen"), Self.sync("final", "Synchronisieren")].map {
                Merge.apply($0, to: &catalog, catalogPath: MergeFixture.catalogPath, earlier: &earlier)
            }
            #expect(catalog.strings["Sync"]?.localizations?["de"]?.stringUnit == StringUnit(state: .translated, value: "Abgleichen"))
            #expect(reports.map(MergeCounts.init) == [MergeCounts(draftsAdded: 1), MergeCounts(updated: 1), MergeCounts(refused: 1)])
        }

        /// A reviewer's `final` on the text from before the import, after another input's draft replaced that
        /// text: the confirmation wins in either order (QA: draft first, it was taken for an untouched export).
        @Test(arguments: [true, false])
        func aConfirmationOfTheOldTextWinsOverADraft(draftFirst: Bool) throws {
            let json = """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sync" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Alt"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
            let draft = try Self.sync("new", "Entwurf"), confirmed = try Self.sync("final", "Alt")
            var catalog = try MergeFixture.catalog(json)
            var earlier: [UnitID: EarlierChange] = [:]
            for input in draftFirst ? [draft, confirmed] : [confirmed, draft] {
                _ = Merge.apply(input, to: &catalog, catalogPath: MergeFixture.catalogPath, earlier: &earlier)
            }
            #expect(catalog.strings["Sync"]?.localizations?["de"]?.stringUnit == StringUnit(state: .translated, value: "Alt"))
        }

        /// The finished text that replaced a draft keeps, for later inputs, the text from before the import:
        /// a file that carries that text is judged as it is when no draft came first (its change stays).
        @Test(arguments: [true, false])
        func theTextFromBeforeTheImportIsJudgedAsWithoutTheDraft(draftFirst: Bool) throws {
            let json = """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sync" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Alt"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
            var catalog = try MergeFixture.catalog(json)
            var earlier: [UnitID: EarlierChange] = [:]
            let draft = try Self.sync("new", "Entwurf"), finished = try Self.sync("translated", "Neu")
            let old = try Self.sync("final", "Alt")
            let reports = (draftFirst ? [draft, finished, old] : [finished, old, draft]).map {
                Merge.apply($0, to: &catalog, catalogPath: MergeFixture.catalogPath, earlier: &earlier)
            }
            #expect(catalog.strings["Sync"]?.localizations?["de"]?.stringUnit == StringUnit(state: .translated, value: "Neu"))
            #expect(reports[draftFirst ? 2 : 1].diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "Sync": this file has the text from before the import, and the unit at de.xliff:8 changed it; that change stays"#,
            ])
        }

        /// A reviewer's `needs-*` on the finished text itself changes nothing, and is said.
        @Test func aReviewFlagOnAFinishedTranslationIsNoted() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="needs-review-translation">Sichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unchanged: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "Save": the file marks the catalog's translation "needs-review-translation", but a draft state does not change a finished translation, which stays as it is; set it to needs_review in the catalog if it needs another look"#,
            ])
        }

        /// An empty draft is no draft: nothing to review.
        @Test func anEmptyDraftIsSkipped() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="new"/>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(emptySkipped: 1))
        }

        /// An empty target for an empty source (a `zero` form that shows nothing) is its translation where
        /// the catalog has none; an empty draft for it stays skipped, and an empty target never erases.
        @Test func anEmptyTargetForAnEmptySourceIsTheTranslation() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld new" : {
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld new"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld new"
                                }
                              },
                              "zero" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : ""
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
            func units(_ zeroState: String) -> String {
                """
                      <trans-unit id="%lld new|==|plural.other" xml:space="preserve">
                        <source>%lld new</source>
                        <target state="translated">%lld neu</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld new|==|plural.zero" xml:space="preserve">
                        <source/>
                        <target\(zeroState)/>
                        <note/>
                      </trans-unit>
                """
            }
            let (draft, draftReport) = try MergeFixture.importing(MergeFixture.xliff(units(" state=\"new\"")), into: catalog)
            #expect(try MergeFixture.catalog(draft).strings["%lld new"]?.localizations?["de"]?.variations?.plural?[.zero] == nil)
            #expect(MergeCounts(draftReport) == MergeCounts(updated: 1, emptySkipped: 1))

            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(units("")), into: catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            let german = try MergeFixture.catalog(json).strings["%lld new"]?.localizations?["de"]?.variations?.plural
            #expect(german?[.zero]?.stringUnit == StringUnit(state: .translated, value: ""))
            #expect(german?[.other]?.stringUnit == StringUnit(state: .translated, value: "%lld neu"))

            // The form now holds a value: an empty target changes nothing, a translation is not erased.
            let (again, againReport) = try MergeFixture.importing(MergeFixture.xliff(units("")), into: json)
            MergeFixture.expectText(again, json)
            #expect(MergeCounts(againReport) == MergeCounts(unchanged: 2))
            let filled = json.replacingOccurrences(of: "\"value\" : \"\"", with: "\"value\" : \"keine\"")
            let (kept, keptReport) = try MergeFixture.importing(MergeFixture.xliff(units("")), into: filled)
            #expect(try MergeFixture.catalog(kept).strings["%lld new"]?.localizations?["de"]?.variations?.plural?[.zero]?.stringUnit?.value == "keine")
            #expect(MergeCounts(keptReport) == MergeCounts(unchanged: 1, emptySkipped: 1))
        }

        /// Plural forms for a German translation that is still one plain text would replace that text:
        /// a draft alone never does, and says so (the plain text is what the app shows for that form).
        @Test func aDraftNeverReplacesAPlainTranslationWithForms() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                        <source>%lld file</source>
                        <target state="new">%lld Datei</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(draftsSkipped: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: draft "%lld files" (%lld files|==|plural.one) not applied: its state "new" marks it "#
                    + #"unfinished, and the catalog's finished translation stays; mark the target translated (or final) to replace it"#,
            ])
        }

        /// A draft `one` form, then a finished `other` form reading `other`.
        static func draftOneAndOther(_ other: String) -> String {
            MergeFixture.xliff("""
                      <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                        <source>%lld file</source>
                        <target state="needs-review-l10n">%lld Datei</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">\(other)</target>
                        <note/>
                      </trans-unit>
                """)
        }

        /// The finished `other` form splits the plain text first, each form starting from it; the `one`
        /// draft listed before it then meets that finished text and is not applied, as in file order
        /// (the plain text stands for every form, so the export offers it as each form's target).
        @Test func finishedTranslationsAreAppliedBeforeDrafts() throws {
            let (json, report) = try MergeFixture.importing(Self.draftOneAndOther("%lld Dateien!"), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%lld Dateien"
                          }
                        },
                """, with: """
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld Dateien"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld Dateien!"
                                }
                              }
                            }
                          }
                        },
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, draftsSkipped: 1))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: draft "%lld files" (%lld files|==|plural.one) not applied: its state "needs-review-l10n" "#
                    + #"marks it unfinished, and the catalog's finished translation stays; mark the target translated (or final) to replace it"#,
                #"de.xliff:13:1: warning: "%lld files" had one de translation for all counts ("%lld Dateien"); it was split "#
                    + #"into plural forms, each keeping it unless the XLIFF changes it"#,
            ])
        }

        /// Earlier versions offered a plain Russian text as the target of each of the four forms Russian
        /// needs; a translator who revises one of them gets all four back, the others still the plain text
        /// (once the first unit split the plain text, the ones after it were counted unchanged and lost).
        @Test(arguments: ["few", "one", "other"])
        func oneRevisedFormKeepsTheOthersOfThePlainText(revised: String) throws {
            var catalog = try MergeFixture.catalog(Self.catalog)
            catalog.strings["%lld files"]!.localizations!["ru"] = .unit("%lld файл.")
            let units = CatalogFlattener(catalog: catalog, language: "ru", offersPlainForEachVariation: true)
                .units(forKey: "%lld files").sorted { $0.id.description < $1.id.description }
            #expect(units.map(\.id.description) == ["few", "many", "one", "other"].map { "%lld files|==|plural.\($0)" })
            let xliff = MergeFixture.xliff(language: "ru", units.map { unit in
                let target = unit.id.path == [.plural(PluralCategory(rawValue: revised))] ? "%lld штуки" : unit.target!
                return #"<trans-unit id="\#(unit.id)"><source>\#(unit.source)</source><target state="translated">\#(target)</target></trans-unit>"#
            }.joined(separator: "\n"))
            let (json, report) = try MergeFixture.importing(xliff, into: MergeFixture.json(catalog))
            let forms = try MergeFixture.catalog(json).strings["%lld files"]?.localizations?["ru"]?.variations?.plural
            #expect(forms?.keys.map(\.rawValue).sorted() == ["few", "many", "one", "other"])
            #expect(forms?[PluralCategory(rawValue: revised)]?.stringUnit?.value == "%lld штуки")
            #expect(forms?.values.filter { $0.stringUnit?.value == "%lld файл." }.count == 3)
            #expect(report.refused == 0)
        }

        /// "Tap" varies by device in English; German has one plain text in `state`.
        static func deviceCatalog(state: String) -> String {
            func unit(_ state: String, _ value: String) -> String { #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
            return MergeFixture.json(try! MergeFixture.catalog(#"""
                { "sourceLanguage" : "en", "strings" : { "Tap" : { "localizations" : {
                  "de" : \#(unit(state, "Tippen")),
                  "en" : { "variations" : { "device" : { "mac" : \#(unit("translated", "Click")), "other" : \#(unit("translated", "Tap")) } } }
                } } }, "version" : "1.0" }
                """#))
        }

        /// The export's two device units, each with its target.
        static func deviceUnits(mac: String, other: String) -> String {
            MergeFixture.xliff("""
                      <trans-unit id="Tap|==|device.mac" xml:space="preserve">
                        <source>Click</source>
                        \(mac)
                        <note/>
                      </trans-unit>
                      <trans-unit id="Tap|==|device.other" xml:space="preserve">
                        <source>Tap</source>
                        \(other)
                        <note/>
                      </trans-unit>
                """)
        }

        /// A plain German text the export offered for both devices: a finished unit splits it, each device
        /// starting from it, and a draft for the other device then meets that finished text and is not
        /// applied (noted with its line), whichever device the draft is for.
        @Test(arguments: [true, false])
        func aDraftBesideASplitKeepsThePlainText(draftForMac: Bool) throws {
            let draft = #"<target state="new">Entwurf</target>"#, finished = #"<target state="translated">Fertig</target>"#
            let (json, report) = try MergeFixture.importing(
                Self.deviceUnits(mac: draftForMac ? draft : finished, other: draftForMac ? finished : draft),
                into: Self.deviceCatalog(state: "translated"))
            let devices = try MergeFixture.catalog(json).strings["Tap"]?.localizations?["de"]?.variations?.device
            #expect(devices?[.mac]?.stringUnit == StringUnit(state: .translated, value: draftForMac ? "Tippen" : "Fertig"))
            #expect(devices?[.other]?.stringUnit == StringUnit(state: .translated, value: draftForMac ? "Fertig" : "Tippen"))
            #expect(devices?.count == 2)
            #expect(MergeCounts(report) == MergeCounts(updated: 1, draftsSkipped: 1))
            let device = draftForMac ? "mac" : "other"
            let notApplied = #"note: draft "Tap" (Tap|==|device.\#(device)) not applied: its state "new" marks it unfinished, "#
                + #"and the catalog's finished translation stays; mark the target translated (or final) to replace it"#
            let split = #"warning: "Tap" had one de translation for all devices ("Tippen"); it was split into device "#
                + #"variations, each keeping it unless the XLIFF changes it"#
            // Said in the order of the units: the mac unit is on line 8, the other one on line 13.
            #expect(report.diagnostics.map(\.description) == (draftForMac
                ? ["de.xliff:8:1: " + notApplied, "de.xliff:13:1: " + split]
                : ["de.xliff:8:1: " + split, "de.xliff:13:1: " + notApplied]))
        }

        /// Drafts over a plain text that is itself unfinished replace it, as over an unfinished text of a
        /// source that does not vary: the device variations are written as `needs_review`.
        @Test func draftsReplaceAnUnfinishedPlainTextOfAVaryingSource() throws {
            let draft = #"<target state="needs-review-l10n">Tippen?</target>"#
            let (json, report) = try MergeFixture.importing(Self.deviceUnits(mac: draft, other: draft),
                                                            into: Self.deviceCatalog(state: "new"))
            let devices = try MergeFixture.catalog(json).strings["Tap"]?.localizations?["de"]?.variations?.device
            #expect(devices == [.mac: Localization(stringUnit: StringUnit(state: .needsReview, value: "Tippen?")),
                                .other: Localization(stringUnit: StringUnit(state: .needsReview, value: "Tippen?"))])
            #expect(MergeCounts(report) == MergeCounts(draftsAdded: 2))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "Tap" had one de translation for all devices ("Tippen"); it was split into device "#
                    + #"variations, each keeping it unless the XLIFF changes it"#,
            ])
        }

        /// The export makes the plain text one unit, as Xcode does; earlier versions offered it as every
        /// form's target. Such a file imported unchanged changes nothing, and a draft for one form does
        /// not replace the plain text.
        @Test func aPlainTextOfferedForEachFormChangesNothing() throws {
            let catalog = try MergeFixture.catalog(Self.catalog)
            let exported = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: catalog)])
                .document(for: "de").files[0].units.filter { $0.id.key == "%lld files" }
            #expect(exported.map(\.id.description) == ["%lld files"])
            #expect(exported.map(\.target) == ["%lld Dateien"])
            let (same, sameReport) = try MergeFixture.importing(MergeFixture.xliff(exported.map { unit in
                #"<trans-unit id="\#(unit.id)"><source>\#(unit.source)</source><target state="translated">\#(unit.target!)</target></trans-unit>"#
            }.joined(separator: "\n")), into: Self.catalog)
            MergeFixture.expectText(same, Self.catalog)
            #expect(MergeCounts(sameReport) == MergeCounts(unchanged: 1))
            // Edited, the one unit replaces the plain text, which stays one text.
            let (edited, editedReport) = try MergeFixture.importing(MergeFixture.xliff(
                #"<trans-unit id="%lld files"><source>%lld files</source><target state="translated">%lld Dateien insgesamt</target></trans-unit>"#),
                into: Self.catalog)
            MergeFixture.expectText(edited, MergeFixture.replacing(#""value" : "%lld Dateien""#,
                                                                   with: #""value" : "%lld Dateien insgesamt""#, in: Self.catalog))
            #expect(MergeCounts(editedReport) == MergeCounts(updated: 1))
            #expect(editedReport.diagnostics.isEmpty)
            let (json, report) = try MergeFixture.importing(Self.draftOneAndOther("%lld Dateien"), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(unchanged: 1, draftsSkipped: 1))
        }
    }
}
