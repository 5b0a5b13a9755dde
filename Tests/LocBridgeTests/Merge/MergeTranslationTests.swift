import Testing
@testable import LocBridge

extension MergeTests {
    /// Finished translations (FORMATS.md §3): written when they differ, `needs_review` when the source
    /// changed, never erased by an empty stateless target, unknown states kept through `x-NAME`,
    /// `translate="no"` and `shouldTranslate: false` never imported.
    @Suite struct MergeTranslationTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "reviewed",
                        "value" : "Fertig"
                      }
                    }
                  }
                },
                "OK" : {
                  "shouldTranslate" : false
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
                  "extractionState" : "stale"
                },
                "title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Posteingang"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Mailbox"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#

        /// The catalog with `"Save"` in German set to `value` in `state`.
        static func catalog(savedAs value: String, state: String = "translated") -> String {
            MergeFixture.replacing("""
                            "state" : "translated",
                            "value" : "Sichern"
                """, with: """
                            "state" : "\(state)",
                            "value" : "\(value)"
                """, in: catalog)
        }

        @Test func aChangedTranslationIsWritten() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="title" xml:space="preserve">
                        <source>Mailbox</source>
                        <target state="signed-off">Posteingang</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog(savedAs: "Speichern"))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
            #expect(report.diagnostics.isEmpty)
            #expect(report.catalog == MergeFixture.catalogPath && report.language == "de")
        }

        /// A target that differs from the catalog's value only in its Unicode normalization is the same
        /// text (strings compare by canonical equivalence), though not the same bytes: nothing changes.
        @Test func aCanonicallyEqualTargetChangesNothing() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Sicherne\u{301}</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog(savedAs: "Sichern\u{E9}"))
            MergeFixture.expectText(json, Self.catalog(savedAs: "Sichern\u{E9}"))
            #expect(MergeCounts(report) == MergeCounts(unchanged: 1))
        }

        /// No state, `final`, `signed-off` and states XLIFF does not define are finished translations;
        /// a `state-qualifier` other than `translated` + `leveraged-mt` changes nothing (a reviewer's
        /// `final` wins over the qualifier). So is a tool's own `x-` state, spelled as no catalog state is
        /// (`x-memoq-confirmed`, `x-needs-review`): unknown states are `translated`, as in Xcode.
        @Test(arguments: [nil, "final", "signed-off", "final\" state-qualifier=\"leveraged-mt",
                          "translated\" state-qualifier=\"exact-match", "x-memoq-confirmed", "x-needs-review", "x-Reviewed", "x-"])
        func finishedStatesAreStoredAsTranslated(state: String?) throws {
            let attribute = state.map { " state=\"\($0)\"" } ?? ""
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target\(attribute)>Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog(savedAs: "Sichern", state: "needs_review"))
            MergeFixture.expectText(json, Self.catalog(savedAs: "Speichern"))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        /// `needs-translation`, `needs-l10n` and `needs-adaptation` are unfinished work: drafts, which never
        /// overwrite a finished value, but replace one that is itself unfinished (FORMATS.md §3.3).
        @Test(arguments: ["needs-translation", "needs-l10n", "needs-adaptation"])
        func needsStatesAreDrafts(state: String) throws {
            let xliff = MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="\(state)">Sichern!</target>
                        <note/>
                      </trans-unit>
                """)
            let (json, report) = try MergeFixture.importing(xliff, into: Self.catalog(savedAs: "Sichern"))
            MergeFixture.expectText(json, Self.catalog(savedAs: "Sichern"))
            #expect(MergeCounts(report) == MergeCounts(draftsSkipped: 1))
            for unfinished in ["needs_review", "new"] {
                let (replaced, second) = try MergeFixture.importing(xliff, into: Self.catalog(savedAs: "Sichern", state: unfinished))
                MergeFixture.expectText(replaced, Self.catalog(savedAs: "Sichern!", state: "needs_review"))
                #expect(MergeCounts(second) == MergeCounts(draftsAdded: 1))
            }
        }

        /// A reviewer who marks an unchanged `needs_review` (or `new`) text as finished confirms it.
        @Test(arguments: ["final", "translated", "signed-off"], ["needs_review", "new"])
        func finishingAnUnchangedTextConfirmsTheReview(state: String, held: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="\(state)">Sichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog(savedAs: "Sichern", state: held))
            MergeFixture.expectText(json, Self.catalog(savedAs: "Sichern"))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        /// FORMATS.md §3.2: the translation was made for a source text the catalog no longer has. So is
        /// the text the catalog holds, sent back for an older source: the translator answered the old text,
        /// so the finished translation is marked for review (and reported), not counted unchanged.
        @Test(arguments: ["Eingang", "Posteingang"])
        func aChangedSourceImportsTheTranslationForReview(target: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="title" xml:space="preserve">
                        <source>Inbox</source>
                        <target state="translated">\(target)</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                            "state" : "translated",
                            "value" : "Posteingang"
                """, with: """
                            "state" : "needs_review",
                            "value" : "\(target)"
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(sourceChanged: 1))
            // A translation it replaces may be newer than the file: named.
            let replacing = target == "Posteingang" ? "" : #", replacing "Posteingang""#
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: the file's <source> of "title" is "Inbox", not the catalog's source text "Mailbox" (changed since export, or edited in the file); imported as needs_review"#
                    + replacing,
            ])
        }

        /// The texts of a source change are quoted as messages quote texts: a line break a tool wrote as
        /// CR LF is seen, and the message stays on one line.
        @Test func aChangedSourceIsSaidOnOneLine() throws {
            let (_, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="title" xml:space="preserve"><source>In&#13;
                box</source><target state="translated">Post&#13;
                eingang</target></trans-unit>
                """), into: Self.catalog)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: the file's <source> of "title" is "In\r\nbox", not the catalog's source text "Mailbox" (changed since export, or edited in the file); imported as needs_review, replacing "Posteingang""#,
            ])
        }

        /// A file older than the key's source text does not confirm a review mark: not on the unit whose
        /// source changed, nor on another form of the same key (the translator saw neither new text).
        @Test(arguments: ["needs_review", "new"])
        func anOlderFileDoesNotConfirmReviewMarks(state: String) throws {
            let catalog = #"""
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "title" : { "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Datei" } },
                    "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Dateien" } } } } },
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld documents" } } } } } } } } }
                """#.replacingOccurrences(of: "needs_review", with: state)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="title|==|plural.one" xml:space="preserve">
                        <source>%lld file</source>
                        <target state="translated">%lld Datei</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="title|==|plural.other" xml:space="preserve">
                        <source>%lld files</source>
                        <target state="translated">%lld Dateien</target>
                        <note/>
                      </trans-unit>
                """), into: catalog)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(catalog)))
            #expect(MergeCounts(report) == MergeCounts(unchanged: 2))
            // The same note for a draft whose own <source> changed (there was none for `new`).
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "title" (title|==|plural.one): kept \#(state): the file's <source> for this key is older "#
                    + #"than the catalog's, so the translation was not reviewed against the new text"#,
                #"de.xliff:13:1: note: "title" (title|==|plural.other): kept \#(state): the file's <source> for this key is "#
                    + #"older than the catalog's, so the translation was not reviewed against the new text"#,
            ])
        }

        /// FORMATS.md §3.1: a missing target, or an empty one without a state, never erases.
        @Test func aMissingOrEmptyStatelessTargetErasesNothing() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target/>
                        <note/>
                      </trans-unit>
                      <trans-unit id="title" xml:space="preserve">
                        <source>Mailbox</source>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(emptySkipped: 2))
            #expect(report.diagnostics.isEmpty)
        }

        /// A stateless target of only whitespace (a pretty-printed empty `<target>`) is empty too; with a
        /// state it is the translator's choice, and a blank source may have a blank translation.
        @Test func aBlankStatelessTargetErasesNothing() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target>
                        </target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="title" xml:space="preserve">
                        <source>Mailbox</source>
                        <target state="new"> </target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(emptySkipped: 2))

            let (blank, second) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated"> </target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(blank, Self.catalog(savedAs: " "))
            #expect(MergeCounts(second) == MergeCounts(updated: 1))
        }

        /// An explicit empty `<target state="translated"/>` sets `""`, as Xcode does (FORMATS.md §3).
        @Test func anEmptyTranslatedTargetSetsAnEmptyValue() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated"/>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog(savedAs: ""))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        /// `x-reviewed` is how the exporter writes the unknown catalog state `reviewed`; it comes back
        /// as `reviewed` where the text had it. Over another state (`x-checked` on a `translated` text) it
        /// is a tool's own state, imported as `translated`.
        @Test func anExtensionStateComesBackAsTheCatalogState() throws {
            let catalog = try MergeFixture.catalog(Self.catalog)
            let exported = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: catalog)])
                .document(for: "de").files[0].units.first { $0.id.key == "Done" }
            #expect(exported?.state == "x-reviewed" && exported?.target == "Fertig")

            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Done" xml:space="preserve">
                        <source>Done</source>
                        <target state="x-reviewed">Erledigt</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="x-checked">Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                            "state" : "reviewed",
                            "value" : "Fertig"
                """, with: """
                            "state" : "reviewed",
                            "value" : "Erledigt"
                """, in: Self.catalog(savedAs: "Speichern")))
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
        }

        /// `x-new` and `x-needs_review` name unfinished work as `new` and `needs-review-*` do: drafts,
        /// which never replace a translation (the exporter writes neither: those states have XLIFF names).
        @Test func extensionDraftStatesAreDrafts() throws {
            #expect(ImportedState(xliffState: "x-new", qualifier: nil) == .draft)
            #expect(ImportedState(xliffState: "x-needs_review", qualifier: nil) == .draft)
            #expect(ImportedState(xliffState: "x-translated", qualifier: nil) == .translation(.translated))
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Done" xml:space="preserve">
                        <source>Done</source>
                        <target state="x-new">Erledigt</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(report.draftsAdded == 0 && report.updated == 0)
        }

        /// `translate="no"` units and keys with `shouldTranslate: false` are never imported.
        @Test func untranslatableUnitsAreIgnored() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="OK" xml:space="preserve">
                        <source>OK</source>
                        <target state="translated">Okay</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save" translate="no" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated">Speichern</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(notTranslatable: 2))
            // A translator's target that is not imported is said, so that it is not lost unseen.
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "OK": the catalog marks the key as not to be translated, so its target "Okay" was not imported"#,
                #"de.xliff:13:1: note: "Save": the unit is marked translate="no", so its target "Speichern" was not imported"#,
            ])
            // A copy of the source, or no target, says nothing.
            let (_, quiet) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="OK" xml:space="preserve">
                        <source>OK</source>
                        <target state="translated">OK</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Save" translate="no" xml:space="preserve">
                        <source>Save</source>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(quiet) == MergeCounts(notTranslatable: 2))
            #expect(quiet.diagnostics.isEmpty)
        }

        /// Targets that repeat their source into empty translations are imported, and said once per
        /// `<file>` (tools copy the source into units nobody translated); a blank finished target that
        /// replaces a translation is imported with a warning.
        @Test func copiedSourcesAndBlankedTranslationsAreSaid() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                    },
                    "Delete" : {
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Fertig"
                          }
                        }
                      }
                    },
                    "OK" : {
                    }
                  },
                  "version" : "1.0"
                }
                """#
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Cancel" xml:space="preserve">
                        <source>Cancel</source>
                        <target>Cancel</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Delete" xml:space="preserve">
                        <source>Delete</source>
                        <target>Delete</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Done" xml:space="preserve">
                        <source>Done</source>
                        <target state="translated"> </target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="OK" xml:space="preserve">
                        <source>OK</source>
                        <target>OK</target>
                        <note/>
                      </trans-unit>
                """), into: catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 4))
            #expect(try MergeFixture.catalog(json).strings["Done"]?.localizations?["de"]?.stringUnit?.value == " ")
            // With a state (Xcode's own files say translated), a text equal to its source is someone's decision.
            let stated = MergeFixture.xliff(#"      <trans-unit id="OK"><source>OK</source><target state="translated">OK</target></trans-unit>"#)
            #expect(try MergeFixture.importing(stated, into: catalog).report.diagnostics.isEmpty)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: 3 units fill an empty de translation with the source text unchanged (the first here); a tool may have copied the source into units nobody translated: check them"#,
                #"de.xliff:18:1: warning: "Done": the blank target replaced the translation "Fertig"; the app will show nothing for it in de"#,
            ])
            // The source text over a translation (the tool above, run over a finished file) is noted.
            let copied = MergeFixture.xliff(#"      <trans-unit id="Done"><source>Done</source><target state="translated">Done</target></trans-unit>"#)
            let (copiedJSON, copiedReport) = try MergeFixture.importing(copied, into: catalog)
            #expect(try MergeFixture.catalog(copiedJSON).strings["Done"]?.localizations?["de"]?.stringUnit?.value == "Done")
            #expect(copiedReport.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "Done": the target, the source text itself, replaced the translation "Fertig"; if a tool copied the sources into the targets, import the translated file instead"#,
            ])
        }

        /// A unit a tool sends back untranslated, its state saying so (`new`, `needs-translation`) and its
        /// target a copy of the source, is no translation: nothing is imported for it (a draft over the
        /// catalog's draft neither), and the units are said in one note per `<file>`. A needs-review draft
        /// equal to its source, a text without words, and a real draft are imported as drafts.
        @Test func untranslatedUnitsWhoseTargetIsTheirSourceAreNotImported() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%@" : {
                    },
                    "Cancel" : {
                    },
                    "Delete" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Löschen"
                          }
                        }
                      }
                    },
                    "Done" : {
                    },
                    "OK" : {
                    },
                    "Save" : {
                    }
                  },
                  "version" : "1.0"
                }
                """#
            let unit = { (key: String, target: String, state: String) in
                #"      <trans-unit id="\#(key)"><source>\#(key)</source><target state="\#(state)">\#(target)</target></trans-unit>"#
            }
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                unit("%@", "%@", "new"),
                unit("Cancel", "Cancel", "new"),
                unit("Delete", "Delete", "needs-translation"),
                unit("Done", "Done", "needs-review-translation"),
                unit("OK", "OK", "needs-translation"),
                unit("Save", "Sichern", "new"),
            ].joined(separator: "\n")), into: catalog)
            #expect(MergeCounts(report) == MergeCounts(draftsAdded: 3, emptySkipped: 3))
            let strings = try MergeFixture.catalog(json).strings
            #expect(strings.filter { $0.value.localizations?["de"] != nil }.keys.sorted() == ["%@", "Delete", "Done", "Save"])
            #expect(strings["Delete"]?.localizations?["de"]?.stringUnit?.value == "Löschen")
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:9:1: note: 3 units have the source text as target in state new or needs-translation (the first here): a tool's placeholder for text not translated yet, not imported"#,
            ])
        }

        /// A pretty-printed file without `xml:space="preserve"`: the line breaks a source text really has at
        /// its ends are put back (on the target too), so an untouched re-import changes nothing.
        @Test func prettyPrintedEdgeLineBreaksOfTheTextAreKept() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "tail" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Schwanz\n"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Tail\n"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            func file(_ target: String) -> String {
                MergeFixture.xliff("""
                      <trans-unit id="tail">
                        <source>
                          Tail
                        </source>
                        <target state="translated">
                          \(target)
                        </target>
                      </trans-unit>
                """)
            }
            let (same, unchanged) = try MergeFixture.importing(file("Schwanz"), into: catalog, readerDiagnostics: [
                #"de.xliff:3:1: note: 1 unit has line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there"#,
            ])
            MergeFixture.expectText(same, catalog)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 1))
            let (revised, updated) = try MergeFixture.importing(file("Ende"), into: catalog, readerDiagnostics: [
                #"de.xliff:3:1: note: 1 unit has line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there"#,
            ])
            #expect(MergeCounts(updated) == MergeCounts(updated: 1))
            #expect(try MergeFixture.catalog(revised).strings["tail"]?.localizations?["de"]?.stringUnit?.value == "Ende\n")
        }

        /// Pretty-printing took spaces at a text's ends too, or the translation's own ends differ from the
        /// source's: a target equal to the current translation but for white space at its ends is that
        /// translation; an edited one takes the source's.
        @Test func prettyPrintedTextsKeepTheirOwnEdges() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "name" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Name: "
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Name: "
                          }
                        }
                      }
                    },
                    "tail" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Schwanz"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Tail\n"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            func unit(_ id: String, _ source: String, _ target: String) -> String {
                "      <trans-unit id=\"\(id)\">\n        <source>\n          \(source)\n        </source>\n"
                    + "        <target state=\"translated\">\n          \(target)\n        </target>\n      </trans-unit>"
            }
            let note = #"de.xliff:3:1: note: 2 units have line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there"#
            let (same, unchanged) = try MergeFixture.importing(MergeFixture.xliff(unit("name", "Name: ", "Name: ") + "\n"
                + unit("tail", "Tail", "Schwanz")), into: catalog, readerDiagnostics: [note])
            MergeFixture.expectText(same, catalog)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 2))
            let (edited, updated) = try MergeFixture.importing(MergeFixture.xliff(unit("name", "Name: ", "Nom : ") + "\n"
                + unit("tail", "Tail", "Ende")), into: catalog, readerDiagnostics: [note])
            #expect(MergeCounts(updated) == MergeCounts(updated: 2))
            let german = try MergeFixture.catalog(edited).strings
            #expect(german["name"]?.localizations?["de"]?.stringUnit?.value == "Nom : ")
            #expect(german["tail"]?.localizations?["de"]?.stringUnit?.value == "Ende\n")
        }

        /// A pretty-printer that also indented a text's inner lines (each on its own line of the file): the
        /// indentation after each line break is formatting too where the catalog's source has none there,
        /// so an untouched translation is unchanged (not a source change) and an edited one loses it.
        @Test func prettyPrintedInnerLinesLoseTheirIndentation() throws {
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "empty" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Alles erledigt!\nSchönen Tag."
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "All caught up!\nEnjoy your day."
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            func file(_ first: String, _ second: String) -> String {
                MergeFixture.xliff("""
                      <trans-unit id="empty">
                        <source>
                          All caught up!
                          Enjoy your day.
                        </source>
                        <target state="translated">
                          \(first)
                          \(second)
                        </target>
                      </trans-unit>
                """)
            }
            let note = #"de.xliff:3:1: note: 1 unit has line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there"#
            let (same, unchanged) = try MergeFixture.importing(file("Alles erledigt!", "Schönen Tag."), into: catalog,
                                                               readerDiagnostics: [note])
            MergeFixture.expectText(same, catalog)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 1))
            let (edited, updated) = try MergeFixture.importing(file("Fertig!", "Schönen Tag noch."), into: catalog,
                                                               readerDiagnostics: [note])
            #expect(MergeCounts(updated) == MergeCounts(updated: 1))
            #expect(try MergeFixture.catalog(edited).strings["empty"]?.localizations?["de"]?.stringUnit?.value == "Fertig!\nSchönen Tag noch.")

            // The target laid out alone, its source left as it was (QA: the indentation went into the catalog).
            let targetOnly = MergeFixture.xliff("""
                  <trans-unit id="empty">
                    <source>All caught up!
            Enjoy your day.</source>
                    <target state="translated">
                      Fertig!
                      Schönen Tag noch.
                    </target>
                  </trans-unit>
            """)
            let (laidOut, _) = try MergeFixture.importing(targetOnly, into: catalog, readerDiagnostics: [note])
            #expect(try MergeFixture.catalog(laidOut).strings["empty"]?.localizations?["de"]?.stringUnit?.value == "Fertig!\nSchönen Tag noch.")

            // A source that indents lines itself: the tool's share is what goes beyond the source's (QA).
            let indented = catalog.replacingOccurrences(of: #"All caught up!\nEnjoy your day."#, with: #"Steps:\n  1. Open"#)
            let steps = MergeFixture.xliff("""
                  <trans-unit id="empty">
                    <source>Steps:
              1. Open</source>
                    <target state="translated">
                      Schritte:
                        1. Öffnen
                    </target>
                  </trans-unit>
            """)
            let (kept, _) = try MergeFixture.importing(steps, into: indented, readerDiagnostics: [note])
            #expect(try MergeFixture.catalog(kept).strings["empty"]?.localizations?["de"]?.stringUnit?.value == "Schritte:\n  1. Öffnen")

            // Both laid out so, the source indenting a line itself: its source is the catalog's, not a
            // changed one that would send the translation to review (QA).
            let bothLaidOut = MergeFixture.xliff("""
                  <trans-unit id="empty">
                    <source>
                      Steps:
                        1. Open
                    </source>
                    <target state="translated">
                      Schritte:
                        1. Öffnen
                    </target>
                  </trans-unit>
            """)
            let (both, bothReport) = try MergeFixture.importing(bothLaidOut, into: indented, readerDiagnostics: [note])
            #expect(MergeCounts(bothReport) == MergeCounts(updated: 1))
            #expect(try MergeFixture.catalog(both).strings["empty"]?.localizations?["de"]?.stringUnit
                    == StringUnit(state: .translated, value: "Schritte:\n  1. Öffnen"))
        }

        /// A stale key (no longer in code) takes translations like any other.
        @Test func aStaleKeyTakesTranslations() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="translated">Abgleichen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                    "Sync" : {
                      "extractionState" : "stale"
                    },
                """, with: """
                    "Sync" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abgleichen"
                          }
                        }
                      }
                    },
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
        }

        /// Importing the source language: units exported for keys without a source localization
        /// (target = key, state `new`) are no translations; an edited English text is.
        @Test func theSourceLanguageTakesEditsOnly() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "en", """
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="new">Save</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="translated">Synchronize</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="title" xml:space="preserve">
                        <source>Mailbox</source>
                        <target state="translated">Mailbox</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.replacing("""
                    "Sync" : {
                      "extractionState" : "stale"
                    },
                """, with: """
                    "Sync" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Synchronize"
                          }
                        }
                      }
                    },
                """, in: Self.catalog))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 2))
            #expect(report.language == "en")
        }

        /// A developer who edits the text of a unit the export marked `new` (a key without a source
        /// localization) writes the source: taken as finished, not as a draft.
        @Test func aSourceEditOfANewUnitIsFinished() throws {
            /// The source-language file with one unit, imported into `catalog`.
            func importing(_ id: String, _ source: String, _ target: String, state: String) throws -> (json: String, report: MergeReport) {
                try MergeFixture.importing(MergeFixture.xliff(language: "en", MergeOlderFileTests.unit(id, source, target, state: state)),
                                           into: Self.catalog)
            }
            let (json, report) = try importing("Sync", "Sync", "Synchronize", state: "new")
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
            #expect(try MergeFixture.catalog(json).strings["Sync"]?.localizations?["en"]
                    == Localization(stringUnit: StringUnit(state: .translated, value: "Synchronize")))
            // A target a tool emptied is no edit: an empty draft is no draft.
            let (emptied, emptiedReport) = try importing("Sync", "Sync", " ", state: "new")
            #expect(MergeCounts(emptiedReport) == MergeCounts(emptySkipped: 1))
            MergeFixture.expectText(emptied, Self.catalog)
            // A blank source text marked finished is written as Xcode would, and said.
            #expect(try importing("Sync", "Sync", " ", state: "translated").report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "Sync": the blank target was written as the source text; the app will show nothing "#
                    + #"for it in en, and translators have nothing to translate"#,
            ])
            // Over a source text the catalog holds: said as the source text, not a translation.
            #expect(try importing("title", "Mailbox", " ", state: "translated").report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: warning: "title": the blank target replaced the source text "Mailbox"; the app will show "#
                    + #"nothing for it in en, and translators have nothing to translate; restore the text"#,
            ])
        }
    }
}
