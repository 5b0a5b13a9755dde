import Testing
@testable import LocBridge

extension MergeTests {
    /// The format-specifier check of imported translations (FORMATS.md §3.5) with the allowance plural
    /// forms need: a form may leave out its count where the other arguments keep their places, and may
    /// use what its `other` form uses.
    @Suite struct MergePluralFormCheckTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var source: String
            var otherForm: String?
            var translation: String
            var problem: String?
            var testDescription: String { "\(source) → \(translation)" }
        }

        static let cases: [Case] = [
            // Not a plural form: the exact comparison.
            Case(source: "%lld file", otherForm: nil, translation: "Eine Datei",
                 problem: "the translation has no format specifiers but the source has 1 (%lld)"),
            Case(source: "Delete %@?", otherForm: nil, translation: "%@ löschen?", problem: nil),
            // A form without its count.
            Case(source: "%lld item", otherForm: "%lld items", translation: "عنصر واحد", problem: nil),
            Case(source: "%@ has %lld files", otherForm: "%@ has %lld files", translation: "%@ hat eine Datei", problem: nil),
            Case(source: "%1$lld file", otherForm: "%1$lld files", translation: "une fichier", problem: nil),
            // The English form has no count, the translation shows it: the `other` form has it.
            Case(source: "One item", otherForm: "%lld items", translation: "%lld Artikel", problem: nil),
            // Leaving out the count would move `%@` onto it: only `%2$@` is safe.
            Case(source: "%lld file in %@", otherForm: "%lld files in %@", translation: "Eine Datei in %@",
                 problem: "the translation has 1 format specifier (%@) but the source has 2 (%lld, %@)"),
            Case(source: "%lld file in %@", otherForm: "%lld files in %@", translation: "Eine Datei in %2$@", problem: nil),
            // Only the count may go, and nothing may change kind.
            Case(source: "%lld file in %@", otherForm: "%lld files in %@", translation: "%lld Datei",
                 problem: "the translation has 1 format specifier (%lld) but the source has 2 (%lld, %@)"),
            Case(source: "%lld item", otherForm: "%lld items", translation: "%@ Artikel",
                 problem: "argument 1 is %lld in the source but %@ in the translation"),
            // A `%` that begins no specifier breaks any form, even one whose own source has no specifier
            // (a pseudo-localizer's `%ŀŀḓ`, a typo), unless the source writes such a `%` itself.
            Case(source: "%lld task", otherForm: "%lld tasks", translation: "%ŀŀḓ Aufgabe",
                 problem: #"the translation's % at offset 0 ("%ŀŀḓ") is not a format specifier; in a format string a "#
                    + "literal percent sign is written %%"),
            Case(source: "One task", otherForm: "%lld tasks", translation: "Eine Aufgabe %q",
                 problem: #"the translation's % at offset 13 ("%q") is not a format specifier; in a format string a "#
                    + "literal percent sign is written %%"),
            Case(source: "One task", otherForm: "%lld tasks", translation: "Eine Aufgabe, 5 %%", problem: nil),
            Case(source: "One task, 5 % off", otherForm: "%lld tasks, 5 % off", translation: "Eine Aufgabe, 5 % Rabatt", problem: nil),
        ]

        @Test(arguments: cases)
        func check(_ example: Case) {
            #expect(PluralFormCheck.problem(source: example.source, otherForm: example.otherForm,
                                            translation: example.translation) == example.problem)
        }
    }
}
