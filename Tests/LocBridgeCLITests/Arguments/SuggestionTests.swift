import Testing
@testable import LocBridgeCLI

struct SuggestionCase: Sendable, CustomTestStringConvertible {
    var typed: String
    var candidates: [String]
    var expected: String?
    var testDescription: String { "\(typed) → \(expected ?? "nil")" }
}

@Suite struct SuggestionTests {
    static let options = ["--check", "--help"]
    static let commands = ["export", "import", "migrate", "check", "stats", "format", "help"]

    static let cases: [SuggestionCase] = [
        SuggestionCase(typed: "--chek", candidates: options, expected: "--check"),
        SuggestionCase(typed: "--chekc", candidates: options, expected: "--check"),
        SuggestionCase(typed: "--CHECK", candidates: options, expected: "--check"),
        SuggestionCase(typed: "-check", candidates: options, expected: "--check"),
        SuggestionCase(typed: "--hlep", candidates: options, expected: "--help"),
        SuggestionCase(typed: "--ch", candidates: options, expected: nil),
        SuggestionCase(typed: "--verbose", candidates: options, expected: nil),
        SuggestionCase(typed: "frmat", candidates: commands, expected: "format"),
        SuggestionCase(typed: "exprot", candidates: commands, expected: "export"),
        SuggestionCase(typed: "stat", candidates: commands, expected: "stats"),
        SuggestionCase(typed: "chek", candidates: commands, expected: "check"),
        SuggestionCase(typed: "translate", candidates: commands, expected: nil),
        SuggestionCase(typed: "", candidates: commands, expected: nil),
    ]

    @Test(arguments: cases)
    func suggests(_ testCase: SuggestionCase) {
        #expect(Suggestion.closest(to: testCase.typed, among: testCase.candidates) == testCase.expected)
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("ab", "ba", 1), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0),
        ("check", "chekc", 1), ("ca", "abc", 3),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == expected)
        #expect(Suggestion.editDistance(Array(b), Array(a)) == expected)
    }
}
