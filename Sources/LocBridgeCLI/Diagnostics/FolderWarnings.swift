import LocBridge

/// What a command's folder searches say besides what they find, each said once however many of its
/// paths (or searches: export looks for catalogs and for legacy tables) lead to it: folders named like
/// catalogs (`L.xcstrings/`) and broken links, as warnings; folders and links passed over, under `-v`.
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

    /// The warning for a broken link the search met and skipped, or nil when already said.
    func brokenLink(_ link: BrokenLink) -> Diagnostic? {
        said.insert("link\u{0}" + identity(ofLink: link.path)).inserted ? link.skippedWarning : nil
    }

    /// Prints the warning for `path` unless already said.
    func print(_ path: String) {
        folderNamedAsCatalog(path).map(context.diagnostics.print)
    }

    /// Prints the warning for `link` unless already said.
    func print(_ link: BrokenLink) {
        brokenLink(link).map(context.diagnostics.print)
    }

    /// Says `skipping PATH: …` under `-v` (as a warning when it is one), unless already said (export's two
    /// searches pass over the same).
    func print(_ skipped: SkippedFolder) {
        guard said.insert("skipped\u{0}" + skipped.description).inserted else { return }
        if skipped.isWarning {
            context.diagnostics.print(Diagnostic(.warning, skipped.description))
        } else {
            context.detail(skipped.description)
        }
    }

    /// A link's own place (its folder's real path and its name): the link itself cannot be resolved.
    private func identity(ofLink path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return context.identity(of: ".") + "/" + trimmed }
        let folder = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        return context.identity(of: folder) + "/" + trimmed[trimmed.index(after: slash)...]
    }
}
