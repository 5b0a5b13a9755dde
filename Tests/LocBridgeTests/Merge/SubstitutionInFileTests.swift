import Testing
@testable import LocBridge

extension MergeTests {
    /// What an XLIFF file says of a substitution only through its texts: `argNum` from the position its
    /// text names it at, `formatSpecifier` from its forms (else from the source's argument).
    @Suite struct SubstitutionInFileTests {
        static func unit(_ path: [UnitPathStep], _ source: String, _ target: String?) -> TranslationUnit {
            TranslationUnit(id: UnitID(key: "k", path: path), source: source, target: target)
        }

        static func form(_ category: PluralCategory, _ target: String?) -> TranslationUnit {
            let path: [UnitPathStep] = [.substitution("V"), .plural(category)]
            return unit(path, UnitID(key: "k", path: path).description, target)
        }

        static func infer(_ units: [TranslationUnit]) -> Result<Substitution, SubstitutionInFile.Unknown> {
            SubstitutionInFile.infer("V", at: [], among: units)
        }

        @Test func fromThePositionAndTheForms() {
            #expect(Self.infer([Self.unit([], "%lld visits", "Insgesamt %1$#@V@"), Self.form(.one, "ein Besuch"),
                                Self.form(.other, "%1$lld Besuche")]) == .success(Substitution(argNum: 1, formatSpecifier: "lld")))
            // Without positions, there is no `argNum`.
            #expect(Self.infer([Self.unit([], "%lld visits", "Insgesamt %#@V@"), Self.form(.other, "%lld Besuche")])
                == .success(Substitution(formatSpecifier: "lld")))
        }

        @Test func fromTheSourceWhereNoFormShowsTheArgument() {
            #expect(Self.infer([Self.unit([], "%@: %ld visits", "%1$@: %2$#@V@"), Self.form(.other, "viele Besuche")])
                == .success(Substitution(argNum: 2, formatSpecifier: "ld")))
        }

        @Test func unknown() {
            #expect(Self.infer([Self.form(.other, "%1$lld Besuche")]) == .failure(.init(description: "no text in the file names %#@V@")))
            #expect(Self.infer([Self.unit([.device(.iphone)], "%lld visits", "%1$#@V@"),
                                Self.unit([.device(.other)], "%lld visits", "%2$#@V@"), Self.form(.other, "%1$lld Besuche")])
                == .failure(.init(description: "its texts name it as different arguments (%1$#@V@, %2$#@V@)")))
            #expect(Self.infer([Self.unit([], "Visits", "Insgesamt %1$#@V@"), Self.form(.other, "viele Besuche")])
                == .failure(.init(description: "no form shows argument 1, nor does the source text")))
            // Forms that show another argument than the one the text names: one of the two is wrong.
            #expect(Self.infer([Self.unit([], "%@ has %lld visits", "%1$@: %2$#@V@"), Self.form(.other, "%1$lld Besuche")])
                == .failure(.init(description: "its forms show %1$lld but never argument 2, which the text names it as")))
        }
    }
}
