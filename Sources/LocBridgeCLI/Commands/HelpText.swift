import LocBridge

/// Renders `--help` pages from command specs, so help can never disagree with what the parser accepts.
enum HelpText {
    /// The options `locbridge` itself takes before any command.
    static let globalOptions = [
        OptionSpec.help,
        OptionSpec("version", help: "Print the version and exit."),
    ]

    /// `locbridge --help`: usage, purpose, the command list and global options.
    static func overview(commands: [CommandSpec]) -> String {
        var text = "USAGE: locbridge <command> [options] <path>...\n\n"
        text += "Moves translations between String Catalogs, XLIFF and .strings files.\n\n"
        text += section("COMMANDS", commands.map { ($0.name, $0.abstract) })
        text += section("OPTIONS", globalOptions.map { ($0.synopsis, $0.help) })
        text += "See 'locbridge help <command>' for a command's options.\n"
        return text
    }

    /// `locbridge COMMAND --help`: usage line first, then abstract, discussion, arguments, options.
    static func command(_ spec: CommandSpec) -> String {
        var text = "USAGE: \(usageLine(spec))\n\n\(spec.abstract)\n\n"
        if let discussion = spec.discussion { text += discussion + "\n\n" }
        if !spec.arguments.isEmpty {
            text += section("ARGUMENTS", spec.arguments.map { ("<\($0.name)>", $0.help) })
        }
        text += section("OPTIONS", spec.allOptions.map { ($0.synopsis, $0.help) })
        return text.hasSuffix("\n\n") ? String(text.dropLast()) : text
    }

    /// `locbridge format [--check] <path>...`; a required option without brackets
    /// (`locbridge review --base <old-catalog> [--check] <catalog>`).
    static func usageLine(_ spec: CommandSpec) -> String {
        var parts = [spec.qualifiedName]
        for option in spec.options {
            var part = option.longForm
            if case .value(let placeholder) = option.kind { part += " <\(placeholder)>" }
            parts.append(option.isRequired ? part : "[\(part)]")
        }
        parts += spec.arguments.map(\.synopsis)
        return parts.joined(separator: " ")
    }

    /// A titled two-column list; the first column is padded so the second lines up.
    private static func section(_ title: String, _ rows: [(String, String)]) -> String {
        let width = max(14, (rows.map(\.0.count).max() ?? 0) + 2)
        var text = "\(title):\n"
        for (name, help) in rows {
            text += "  " + name + String(repeating: " ", count: width - name.count) + help + "\n"
        }
        return text + "\n"
    }
}
