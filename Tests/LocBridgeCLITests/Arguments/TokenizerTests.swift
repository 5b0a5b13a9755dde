import Testing
@testable import LocBridgeCLI

struct TokenizerCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: [Token]
    var testDescription: String { arguments.map { "'\($0)'" }.joined(separator: " ") }
}

@Suite struct TokenizerTests {
    static let cases: [TokenizerCase] = [
        TokenizerCase(arguments: [], expected: []),
        TokenizerCase(arguments: ["--check", "a.xcstrings"], expected: [.option("--check", value: nil), .value("a.xcstrings")]),
        TokenizerCase(arguments: ["--output", "x.xliff"], expected: [.option("--output", value: nil), .value("x.xliff")]),
        TokenizerCase(arguments: ["--output=x.xliff"], expected: [.option("--output", value: "x.xliff")]),
        TokenizerCase(arguments: ["--output="], expected: [.option("--output", value: "")]),
        TokenizerCase(arguments: ["--define=a=b"], expected: [.option("--define", value: "a=b")]),
        TokenizerCase(arguments: ["-h"], expected: [.option("-h", value: nil)]),
        TokenizerCase(arguments: ["-hv"], expected: [.option("-hv", value: nil)]),
        TokenizerCase(arguments: ["-"], expected: [.value("-")]),
        TokenizerCase(arguments: [""], expected: [.value("")]),
        TokenizerCase(arguments: ["format", "--", "--check", "-h", "--"],
                      expected: [.value("format"), .terminator, .value("--check"), .value("-h"), .value("--")]),
        TokenizerCase(arguments: ["--"], expected: [.terminator]),
        TokenizerCase(arguments: ["a", "--x=1", "b"], expected: [.value("a"), .option("--x", value: "1"), .value("b")]),
    ]

    @Test(arguments: cases)
    func tokenizes(_ testCase: TokenizerCase) {
        #expect(Tokenizer.tokenize(testCase.arguments) == testCase.expected)
    }
}
