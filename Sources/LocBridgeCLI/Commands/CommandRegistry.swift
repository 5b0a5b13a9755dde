/// The commands `locbridge` knows, in the order `locbridge --help` lists them.
enum CommandRegistry {
    /// Every command; adding a command is adding its type here. (A computed list: metatypes in a stored
    /// global would need `Sendable` conformances the protocol does not otherwise need.)
    static var all: [any Command.Type] {
        [ExportCommand.self, ImportCommand.self, FormatCommand.self, ReviewCommand.self, MergeCommand.self, MigrateCommand.self, CheckCommand.self, StatsCommand.self, HelpCommand.self]
    }

    /// Every command's spec, in listing order.
    // A closure, not `\.spec`: a key path through `any Command.Type` crashes swiftc 6.3.1 (SILGen).
    static var specs: [CommandSpec] { all.map { $0.spec } }

    /// The command called `name`, if any.
    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.spec.name == name }
    }

    /// The error for an unknown command name, suggesting the closest real one.
    static func unknownCommand(_ name: String) -> UsageError {
        .unknownCommand(name, suggestion: Suggestion.closest(to: name, among: specs.map(\.name)))
    }
}
