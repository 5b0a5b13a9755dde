/// One word of the command line after tokenising, before it is bound to a command's options.
///
/// The tokeniser does not know which options take values, so `--output file` is two tokens; binding
/// decides whether `file` belongs to `--output` (the same split swift-argument-parser makes).
enum Token: Hashable, Sendable {
    /// `--name`, `--name=value` or `-h`; `name` keeps its dashes so messages can quote it as typed.
    case option(String, value: String?)
    /// A word that is not an option: a path, a command name, or anything after `--`.
    case value(String)
    /// `--`: every later word is a value, even if it starts with `-`.
    case terminator
}
