import LocBridge

/// The warnings about folders named like catalogs (`L.xcstrings/`) that a command's searches meet,
/// each said once however many of its paths lead to the folder (`check App App/Sub`, or a link).
/// A class, so that the closures the searches call can all add to one set.
final class FolderWarnings {
    private let context: CommandContext
    private var said: Set<String> = []

    init(context: CommandContext) {
        self.context = context
    }

    /// The warning for the folder at `path` (as the search shows it), or nil when already said.
    func folderNamedAsCatalog(_ path: String) -> Diagnostic? {
        said.insert(context.identity(of: path)).inserted ? CatalogFinder.folderNamedAsCatalog(path) : nil
    }

    /// Prints the warning for `path` unless already said.
    func print(_ path: String) {
        folderNamedAsCatalog(path).map(context.diagnostics.print)
    }
}
