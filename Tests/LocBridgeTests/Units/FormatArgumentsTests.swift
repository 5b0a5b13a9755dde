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

        @Test func argumentBecomesTheSpecifier() {
            #expect(FormatArguments.expandArgument(in: "%arg file", substitution: Self.files) == "%1$lld file")
            #expect(FormatArguments.expandArgument(in: "%arg of %arg", substitution: Self.folders) == "%2$lld of %2$lld")
            #expect(FormatArguments.expandArgument(in: "%arg file", substitution: Self.unnumbered) == "%lld file")
            #expect(FormatArguments.expandArgument(in: "one file", substitution: Self.files) == "one file")
        }
    }
}
