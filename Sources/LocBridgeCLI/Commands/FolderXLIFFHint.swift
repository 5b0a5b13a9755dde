import LocBridge

/// What `check`, `stats` and `import` say about a folder holding XLIFF files or `.xcloc` bundles, which
/// they read only when named: how to name them.
enum FolderXLIFFHint {
    /// `out holds 4 XLIFF files and no catalogs; name them: locbridge check out/*.xliff`; nil when the
    /// folder holds neither.
    static func noCatalogs(in path: String, command: String, context: CommandContext) -> String? {
        let found = FolderXLIFF(folder: context.resolve(path))
        guard !found.isEmpty else { return nil }
        let one = found.files.count + found.bundles.count == 1
        return "\(Diagnostic.quotedIfNeeded(path)) holds \(listed(found.counts + ["no catalogs"])); name \(one ? "it" : "them"): "
            + commandLine(command, found, in: path)
    }

    /// `; name the 4 XLIFF files in it instead: locbridge import out/*.xliff`; nil when the folder holds
    /// neither.
    static func instead(in path: String, command: String, context: CommandContext) -> String? {
        let found = FolderXLIFF(folder: context.resolve(path))
        guard !found.isEmpty else { return nil }
        return "; name the \(listed(found.counts)) in it instead: " + commandLine(command, found, in: path)
    }

    private static func commandLine(_ command: String, _ found: FolderXLIFF, in path: String) -> String {
        ShellWord.commandLine(command, found.globs.map { ShellWord.glob($0, in: path) }, paths: [path])
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
