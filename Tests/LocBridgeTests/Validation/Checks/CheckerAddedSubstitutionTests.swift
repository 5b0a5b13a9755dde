import Testing
@testable import LocBridge

extension Checks {
    /// A substitution the translation adds and the source lacks (`AddedSubstitutionFixture`): clean where it
    /// reads the source's argument, in the catalog and in its export; reported where its type differs, and
    /// where no text names the substitutions (Xcode does not compile substitutions without a text).
    @Suite struct CheckerAddedSubstitutionTests {
        typealias Fixture = AddedSubstitutionFixture

        static func findings(_ json: String) throws -> [String] {
            Checker().findings(in: try CheckerCatalogTests.read(json), path: "L.xcstrings").map(\.description)
        }

        static func xliffFindings(_ units: String) throws -> [String] {
            let read = try XLIFFReader.read(Array(MergeFixture.xliff(units).utf8), path: "de.xliff")
            return Checker().findings(in: read.document, path: "de.xliff").map(\.description)
        }

        @Test func theCatalogAndItsExportAreClean() throws {
            #expect(try Self.findings(Fixture.catalog()) == [])
            #expect(try Self.xliffFindings(Fixture.export) == [])
        }

        @Test func anotherTypeIsAFormatSpecifierError() throws {
            let where_ = #"(key "visits", language de)"#
            #expect(try Self.findings(Fixture.catalog(Fixture.german(formatSpecifier: "@"))) == [
                "L.xcstrings:4:1: error: [format-specifiers] argument 1 is %lld in the source but %1$#@VISITS@ (formatSpecifier @) "
                    + "in the translation; fix the translation so it uses the same arguments as the source \(where_)",
                "L.xcstrings:4:1: error: [format-specifiers] substitutions.VISITS.plural.one: argument 1 is %lld in the source but "
                    + "%1$@ in the translation; fix the translation so it uses the same arguments as the source \(where_)",
                "L.xcstrings:4:1: error: [format-specifiers] substitutions.VISITS.plural.other: argument 1 is %lld in the source but "
                    + "%1$@ in the translation; fix the translation so it uses the same arguments as the source \(where_)",
            ])
            #expect(try Self.xliffFindings([
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@"),
                Fixture.form("one", target: "%1$lld Besuch"),
                Fixture.form("other", target: "%1$lld Besuche von %2$@"),
            ].joined(separator: "\n")) == [
                "de.xliff:18:1: error: [format-specifiers] substitutions.VISITS.plural.other: the translation uses argument 2 "
                    + "(%2$@), which the source does not have; fix the translation so it uses the same arguments as the source \(where_)",
            ])
        }

        /// A translation that renames the source's substitution: its forms show the argument the source's
        /// substitution stands for (the type its forms in the file give), as import reads them.
        @Test func formsOfARenamedSubstitutionReadTheSourceSubstitutionsType() throws {
            func units(_ other: String) -> String {
                [
                    Fixture.unit("", source: "%1$#@N@ visits", target: "Insgesamt %1$#@VISITS@"),
                    Fixture.unit("substitutions.N.plural.one", source: "%1$lld visit", target: nil),
                    Fixture.unit("substitutions.N.plural.other", source: "%1$lld visits", target: nil),
                    Fixture.form("one", target: "%1$lld Besuch"),
                    Fixture.form("other", target: other),
                ].joined(separator: "\n")
            }
            #expect(try Self.xliffFindings(units("%1$lld Besuche")).filter { $0.contains("error") } == [])
            // Forms of two types tell no type for the text's reference either.
            #expect(try Self.xliffFindings(units("%1$@ Besuche")).filter { $0.contains("error") } == [
                "de.xliff:8:1: error: [format-specifiers] the translation uses %1$#@VISITS@ but the source does not; fix the "
                    + #"translation so it uses the same arguments as the source (key "visits", language de)"#,
                "de.xliff:26:1: error: [format-specifiers] substitutions.VISITS.plural.other: argument 1 is %1$#@N@ "
                    + "(formatSpecifier lld) in the source but %1$@ in the translation; fix the translation so it uses the "
                    + #"same arguments as the source (key "visits", language de)"#,
            ])
        }

        /// The shape an import that loses the text leaves (forms only), and a substitution no text names.
        @Test func substitutionsNoTextNames() throws {
            let text = #"          "stringUnit" : {\#n            "state" : "translated",\#n"#
                + #"            "value" : "Insgesamt %#@VISITS@"\#n          },\#n"#
            let formsOnly = Fixture.catalog(MergeFixture.replacing(text, with: "", in: Fixture.german()))
            #expect(try Self.findings(formsOnly).filter { $0.contains("substitution-mismatch") } == [
                #"L.xcstrings:4:1: error: [substitution-mismatch] substitutions.VISITS: the de localization has substitution "#
                    + #""VISITS" but no text, which does not compile; add the text that names it (%#@VISITS@), or remove the "#
                    + #"substitution (key "visits", language de)"#,
            ])
            #expect(try Self.findings(Fixture.catalog(Fixture.german("Insgesamt %lld Besuche"))) == [
                #"L.xcstrings:4:1: warning: [substitution-mismatch] substitutions.VISITS: substitution "VISITS" is named by no de "#
                    + #"text, so nothing shows its forms; name it (%#@VISITS@) or remove it (key "visits", language de)"#,
            ])
        }
    }
}
