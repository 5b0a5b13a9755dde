import Testing
@testable import LocBridge

extension MergeTests {
    /// Positions converted back on import (FORMATS.md §2, "Substitutions"): the reverse of what the
    /// exporter writes.
    @Suite struct MergeFormatArgumentsTests {
        static let files = Substitution(argNum: 1, formatSpecifier: "lld")
        static let folders = Substitution(argNum: 2, formatSpecifier: "lld")
        static let unnumbered = Substitution(formatSpecifier: "lld")
        static let substitutions = ["files": files, "folders": folders, "a.b": folders, "count": unnumbered]

        @Test(arguments: [
            ("%1$#@files@ in %2$#@folders@", "%#@files@ in %#@folders@"),
            ("%2$#@a.b@!", "%#@a.b@!"),
            // Not the substitution's argNum, no argNum, no such substitution, escaped, incomplete: kept.
            ("%2$#@files@", "%2$#@files@"),
            ("%1$#@count@", "%1$#@count@"),
            ("%1$#@other@", "%1$#@other@"),
            ("100%%1$#@files@", "100%%1$#@files@"),
            ("%1$#@files", "%1$#@files"),
            ("%1$@ and %1$#@files@ at 100%", "%1$@ and %#@files@ at 100%"),
        ])
        func referencesLoseTheirPositions(xliff: String, catalog: String) {
            #expect(FormatArguments.unpositionSubstitutionReferences(in: xliff, substitutions: Self.substitutions) == catalog)
        }

        @Test(arguments: [
            ("%1$lld file", files, "%arg file"),
            ("%2$lld of %2$lld", folders, "%arg of %arg"),
            ("%lld file", unnumbered, "%arg file"),
            ("one file", files, "one file"),
            ("%11$lld files", files, "%11$lld files"),
            ("%%1$lld", files, "%%1$lld"),
            ("%1$lld file", unnumbered, "%1$lld file"),
            ("%1$lld file", Substitution(argNum: 1), "%1$lld file"),
        ])
        func theSpecifierBecomesTheArgument(xliff: String, substitution: Substitution, catalog: String) {
            #expect(FormatArguments.collapseArgument(in: xliff, substitution: substitution) == catalog)
        }

        /// Catalog text → XLIFF → catalog text gives the same text. (A catalog text that already says
        /// `%1$#@files@` does not: it comes back as `%#@files@`. The merge compares the XLIFF forms first,
        /// so such a text round-trips unchanged anyway.)
        @Test(arguments: ["Found %#@files@ in %#@folders@", "%#@count@ left", "%#@a.b@!", "50% of %#@files@", ""])
        func positionsRoundTrip(text: String) {
            let exported = FormatArguments.positionSubstitutionReferences(in: text, substitutions: Self.substitutions)
            #expect(FormatArguments.unpositionSubstitutionReferences(in: exported, substitutions: Self.substitutions) == text)
        }

        @Test(arguments: ["%arg file", "%arg of %arg", "no argument", "%arg%%"])
        func argumentsRoundTrip(text: String) {
            for substitution in [Self.files, Self.folders, Self.unnumbered] {
                let exported = FormatArguments.expandArgument(in: text, substitution: substitution)
                #expect(FormatArguments.collapseArgument(in: exported, substitution: substitution) == text)
            }
        }
    }
}
