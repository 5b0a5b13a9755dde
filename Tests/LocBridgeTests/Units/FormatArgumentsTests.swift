import Testing
@testable import LocBridge

extension Units {
    /// Substitution placeholders as Xcode's XLIFF shows them (FORMATS.md §2, "Substitutions").
    @Suite struct FormatArgumentsTests {
        static let files = Substitution(argNum: 1, formatSpecifier: "lld")
        static let folders = Substitution(argNum: 2, formatSpecifier: "lld")
        static let unnumbered = Substitution(formatSpecifier: "lld")

        @Test func referencesGainTheirArgumentNumber() {
            let substitutions = ["files": Self.files, "folders": Self.folders]
            #expect(FormatArguments.positionSubstitutionReferences(in: "%#@files@ in %#@folders@", substitutions: substitutions)
                == "%1$#@files@ in %2$#@folders@")
        }

        @Test func referencesWithoutArgumentNumberOrSubstitutionStay() {
            #expect(FormatArguments.positionSubstitutionReferences(in: "%#@files@ and %#@other@", substitutions: ["files": Self.unnumbered])
                == "%#@files@ and %#@other@")
            #expect(FormatArguments.positionSubstitutionReferences(in: "100% %#@open", substitutions: ["open": Self.files])
                == "100% %#@open")
        }

        @Test func dottedNamesAreFoundWhole() {
            #expect(FormatArguments.positionSubstitutionReferences(in: "%#@a.b@!", substitutions: ["a.b": Self.folders]) == "%2$#@a.b@!")
        }

        /// The rewrites read bytes, as the formatter does: a combining mark after a specifier or a
        /// reference does not hide it, and text in any script passes through unchanged.
        @Test func combiningMarksDoNotHideMarkers() {
            #expect(FormatArguments.collapseArgument(in: "%1$lld\u{301} Dateien", substitution: Self.files) == "%arg\u{301} Dateien")
            #expect(FormatArguments.unpositionSubstitutionReferences(in: "é %1$#@files@\u{301}", substitutions: ["files": Self.files])
                == "é %#@files@\u{301}")
            #expect(FormatArguments.positionSubstitutionReferences(in: "ファイル %#@files@", substitutions: ["files": Self.files])
                == "ファイル %1$#@files@")
            #expect(FormatArguments.expandArgument(in: "%arg\u{301} 個", substitution: Self.files) == "%1$lld\u{301} 個")
        }

        @Test func escapedPercentsAndNearMissesStay() {
            #expect(FormatArguments.collapseArgument(in: "%%1$lld %1$ll %1$lld", substitution: Self.files) == "%%1$lld %1$ll %arg")
            #expect(FormatArguments.unpositionSubstitutionReferences(in: "%%1$#@files@ %2$#@files@ %1$#@files", substitutions: ["files": Self.files])
                == "%%1$#@files@ %2$#@files@ %1$#@files")
            // A position too big for an integer is no position.
            #expect(FormatArguments.unpositionSubstitutionReferences(in: "%99999999999999999999$#@files@", substitutions: ["files": Self.files])
                == "%99999999999999999999$#@files@")
        }

        @Test func argumentBecomesTheSpecifier() {
            #expect(FormatArguments.expandArgument(in: "%arg file", substitution: Self.files) == "%1$lld file")
            #expect(FormatArguments.expandArgument(in: "%arg of %arg", substitution: Self.folders) == "%2$lld of %2$lld")
            #expect(FormatArguments.expandArgument(in: "%arg file", substitution: Self.unnumbered) == "%lld file")
            #expect(FormatArguments.expandArgument(in: "one file", substitution: Self.files) == "one file")
        }
    }
}
