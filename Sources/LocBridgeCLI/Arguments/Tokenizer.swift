/// Splits argv into tokens: `--name value`, `--name=value`, `-h`, `--`, and values.
enum Tokenizer {
    /// Tokenises `arguments` (without the program name).
    ///
    /// - `--` becomes `.terminator` and everything after it is a `.value`.
    /// - `--name=value` splits at the first `=` (the value may be empty or contain more `=`).
    /// - `-` alone is a value (conventionally standard input), as are empty words.
    /// - Short options are not bundled: `-hv` is one unknown option, not `-h -v`.
    static func tokenize(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(arguments.count)
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                tokens.append(.value(argument))
            } else if argument == "--" {
                tokens.append(.terminator)
                afterTerminator = true
            } else if argument.hasPrefix("--") {
                if let equals = argument.firstIndex(of: "=") {
                    let name = String(argument[..<equals])
                    let value = String(argument[argument.index(after: equals)...])
                    tokens.append(.option(name, value: value))
                } else {
                    tokens.append(.option(argument, value: nil))
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                tokens.append(.option(argument, value: nil))
            } else {
                tokens.append(.value(argument))
            }
        }
        return tokens
    }
}
