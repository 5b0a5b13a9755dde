/// Options and arguments that name files. An empty one (`--base ""`, often an unset shell variable)
/// would resolve to the current folder and fail later with a message about a folder; it is refused as
/// a usage error naming the option instead.
extension ParsedArguments {
    /// The value of the path option `--name`, or nil when it was not given.
    func path(_ name: String, of spec: CommandSpec) throws(UsageError) -> String? {
        guard let value = value(name) else { return nil }
        guard value.isEmpty else { return value }
        var placeholder = "path"
        if case .value(let declared)? = spec.options.first(where: { $0.name == name })?.kind { placeholder = declared }
        throw .emptyValue(option: "--" + name, placeholder: placeholder, command: spec.qualifiedName)
    }

    /// The value of the path option `--name`, which the spec declares required (binding made sure of it).
    func requiredPath(_ name: String, of spec: CommandSpec) throws(UsageError) -> String {
        try path(name, of: spec) ?? requiredValue(name)
    }

    /// Every positional, each a path, the last declared argument taking any number (`PATH…`); an empty
    /// one (an unset variable) would read as the current folder.
    func positionalPaths(of spec: CommandSpec) throws(UsageError) -> [String] {
        for (index, value) in positionals.enumerated() where value.isEmpty {
            throw .emptyArgument(name: spec.arguments[min(index, spec.arguments.count - 1)].name, command: spec.qualifiedName)
        }
        return positionals
    }

    /// The positional path at `index`, declared as `spec.arguments[index]`.
    func positionalPath(_ index: Int, of spec: CommandSpec) throws(UsageError) -> String {
        let value = positionals[index]
        guard value.isEmpty else { return value }
        throw .emptyArgument(name: spec.arguments[index].name, command: spec.qualifiedName)
    }
}
