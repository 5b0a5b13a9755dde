import Testing
@testable import LocBridge

/// `%#@NAME@` references only one text has, compared as the argument their substitution consumes
/// (`argNum`, `formatSpecifier`), and the forms of a substitution the source lacks, compared with the
/// source text they are part of.
@Suite struct FormatSpecifiersSubstitutionTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        var source: String
        var translation: String
        var substitutions: SubstitutionArguments
        var message: String?
        var testDescription: String { "\(source) → \(translation)" }
    }

    static func defining(source: [String: Substitution] = [:], translation: [String: Substitution] = [:]) -> SubstitutionArguments {
        SubstitutionArguments(source: source, translation: translation)
    }

    static let pairs: [Pair] = [
        // A translation that adds a substitution for the source's count (Xcode compiles it).
        Pair(source: "%lld visits", translation: "Insgesamt %#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 1, formatSpecifier: "lld")]), message: nil),
        Pair(source: "%lld visits", translation: "Insgesamt %1$#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 1, formatSpecifier: "ld")]), message: nil),
        // A translation without the source's substitution, showing its argument.
        Pair(source: "%#@files@", translation: "%lld Dateien",
             substitutions: defining(source: ["files": Substitution(argNum: 1, formatSpecifier: "lld")]), message: nil),
        // Types and counts are still compared.
        Pair(source: "%lld visits", translation: "Insgesamt %1$#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 1, formatSpecifier: "@")]),
             message: "argument 1 is %lld in the source but %1$#@V@ (formatSpecifier @) in the translation"),
        Pair(source: "%@ has %lld visits", translation: "%#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 2, formatSpecifier: "lld")]),
             message: "the translation has 1 format specifier (%#@V@ (formatSpecifier lld)) but the source has 2 (%@, %lld)"),
        Pair(source: "%@ has %lld visits", translation: "%@: %#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 2, formatSpecifier: "lld")]), message: nil),
        // Without a usable definition, names are compared as before.
        Pair(source: "%lld visits", translation: "Insgesamt %#@V@",
             substitutions: defining(translation: ["V": Substitution(argNum: 1)]),
             message: "the translation uses %#@V@ but the source does not"),
        Pair(source: "%lld visits", translation: "Insgesamt %#@V@", substitutions: defining(),
             message: "the translation uses %#@V@ but the source does not"),
    ]

    @Test(arguments: pairs) func mismatch(_ pair: Pair) {
        #expect(FormatSpecifiers.mismatch(source: pair.source, translation: pair.translation,
                                          substitutions: pair.substitutions) == pair.message)
    }

    static let forms: [(source: String, form: String, message: String?)] = [
        ("%lld visits", "%1$lld Besuche", nil),
        ("%lld visits", "ein Besuch", nil),                      // the count left out
        ("%@ has %lld visits", "%2$lld Besuche", nil),           // the other arguments are the text's
        ("%lld visits", "%1$lld Besuche von %2$@", "the translation uses argument 2 (%2$@), which the source does not have"),
        ("%lld visits", "%1$d Besuche", "argument 1 is %lld in the source but %1$d in the translation"),
        ("%lld visits", "%1$lld Besuche, 100 % sicher",
         #"the translation's % at offset 20 ("% si") is read by String(format:) as "% s" (a space flag), which takes an "#
             + "argument the source does not have; in a format string a literal percent sign is written %%"),
    ]

    @Test(arguments: forms) func formMismatch(_ pair: (source: String, form: String, message: String?)) {
        #expect(FormatSpecifiers.formMismatch(source: pair.source, form: pair.form, substitutions: nil) == pair.message)
    }
}
