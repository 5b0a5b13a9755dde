import Testing
@testable import LocBridge

/// A tool that pretty-prints XLIFF without `xml:space="preserve"` puts each text on lines of its own and
/// indents every line as much as the first, over the text's own indentation. The first line shows how
/// much is the tool's (QA: guessed from the lines, a source that indents lines itself was taken as
/// changed, and a translation's own indentation was replaced by the source's).
@Suite struct LaidOutIndentationTests {
    private static let note = #"de.xliff:3:1: note: 1 unit has line breaks and indentation around the text of <source> or <target> without xml:space="preserve" (a tool pretty-printed the file); they were taken as formatting and left out, except where the source text itself has line breaks there"#

    private static func catalog(source: String, translation: String) -> String {
        func json(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "list" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(json(translation))"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(json(source))"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
    }

    /// `text` as such a tool writes it: on lines of its own, each indented by `indent` but empty ones.
    private static func laidOut(_ text: String, indent: Int = 10) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return "\n" + lines.map { $0.isEmpty ? "" : String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
            + "\n        "
    }

    private static func importing(source: String, target: String, into json: String,
                                  sourceLaidOut: Bool = true, targetLaidOut: Bool = true) throws -> (unit: StringUnit?, counts: MergeCounts) {
        let xliff = MergeFixture.xliff("""
                  <trans-unit id="list">
                    <source>\(sourceLaidOut ? laidOut(source) : source)</source>
                    <target state="translated">\(targetLaidOut ? laidOut(target) : target)</target>
                  </trans-unit>
            """)
        let (result, report) = try MergeFixture.importing(xliff, into: json, readerDiagnostics: [note])
        return (try MergeFixture.catalog(result).strings["list"]?.localizations?["de"]?.stringUnit, MergeCounts(report))
    }

    /// Only the source laid out: the target, as it was, is the translation (QA: its lines indented beyond
    /// the source's were taken as the tool's and dedented).
    @Test func anUntouchedTargetBesideALaidOutSourceChangesNothing() throws {
        for translation in ["Liste:\n    - a", "Liste:\n\t\t- a"] {
            let json = Self.catalog(source: "List:\n  - a", translation: translation)
            let (unit, counts) = try Self.importing(source: "List:\n  - a", target: translation, into: json, targetLaidOut: false)
            #expect(counts == MergeCounts(unchanged: 1), "\(translation.debugDescription)")
            #expect(unit == StringUnit(state: .translated, value: translation))
        }
    }

    /// A pretty-printer empties a line of only white space: the translation that had one is unchanged
    /// (QA: " " on its own line came back empty), and an edit elsewhere still counts.
    @Test func aLineOfOnlySpacesEmptiedByTheToolIsTheSame() throws {
        for blank in [" ", "\t  "] {
            let json = Self.catalog(source: "A\n\nB", translation: "Ä\n\(blank)\nB")
            let (unit, counts) = try Self.importing(source: "A\n\nB", target: "Ä\n\nB", into: json)
            #expect(counts == MergeCounts(unchanged: 1))
            #expect(unit == StringUnit(state: .translated, value: "Ä\n\(blank)\nB"))
            let (edited, editedCounts) = try Self.importing(source: "A\n\nB", target: "Ö\n\nB", into: json)
            #expect(editedCounts == MergeCounts(updated: 1))
            #expect(edited == StringUnit(state: .translated, value: "Ö\n\nB"))
        }
    }

    @Test func aSourceThatIndentsLinesItselfIsTheCatalogs() throws {
        for source in ["List:\n  - a", "List:\n\n  - a", "List:\n  - a\n", "A:\n\t- a\nB"] {
            let translation = source.replacingOccurrences(of: "List", with: "Liste").replacingOccurrences(of: "A:", with: "Ä:")
            let json = Self.catalog(source: source, translation: "alt")
            let (unit, counts) = try Self.importing(source: source, target: translation, into: json)
            #expect(counts == MergeCounts(updated: 1), "\(source.debugDescription)")
            #expect(unit == StringUnit(state: .translated, value: translation), "\(source.debugDescription)")
        }
    }

    /// An untouched re-import changes nothing, whatever the translation's own indentation.
    @Test func aTranslationKeepsItsOwnIndentation() throws {
        for translation in ["Liste:\n    - a", "Liste:\n- a"] {
            let json = Self.catalog(source: "List:\n  - a", translation: translation)
            for sourceLaidOut in [true, false] {
                let (unit, counts) = try Self.importing(source: "List:\n  - a", target: translation, into: json,
                                                        sourceLaidOut: sourceLaidOut)
                #expect(counts == MergeCounts(unchanged: 1), "\(translation.debugDescription)")
                #expect(unit == StringUnit(state: .translated, value: translation))
            }
        }
    }

    /// A source whose own indentation changed since the export is a changed source, laid out or not.
    @Test func aChangeOfTheSourcesOwnIndentationIsASourceChange() throws {
        let json = Self.catalog(source: "List:\n  - a", translation: "Liste:\n  - a")
        let (unit, counts) = try Self.importing(source: "List:\n    - a", target: "Liste:\n    - b", into: json)
        #expect(counts == MergeCounts(sourceChanged: 1))
        #expect(unit == StringUnit(state: .needsReview, value: "Liste:\n    - b"))
    }
}
