import Foundation

/// What is at a path, for the folder searches. `other` is anything but a folder, a regular file or a
/// link: a FIFO, a socket, a device, which a search skips (opening a FIFO named `X.xcstrings` would
/// wait forever for a writer).
enum ItemKind {
    case file, folder, link, other

    /// What is at `path` itself (a link is `.link`), or nil if nothing is (`errno` says why).
    static func at(_ path: String) -> ItemKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return kind(of: status)
    }

    /// What `path` leads to once links are followed, or nil if nothing is there (or a link on the way
    /// dangles or loops).
    static func target(of path: String) -> ItemKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(of: status)
    }

    private static func kind(of status: stat) -> ItemKind {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFLNK: .link
        case S_IFREG: .file
        default: .other
        }
    }
}

/// The folders one search has entered, and the symbolic links to folders it has met but not yet
/// followed. Links are followed after the real folders (so a folder reached both ways is named by its
/// own path), and each real folder is searched once: a link to a folder that holds it (a loop) or to a
/// folder searched already is passed over, said through `skipped`.
struct LinkedFolders {
    private struct Link {
        var shown: String
        var path: String
        /// The real path of the folder that holds the link.
        var holder: String
        /// Its path under the named folder the search began at (`Sub/Resources`).
        var relative: String
    }

    /// Real path → the folder as shown where it was searched.
    private var searched: [String: String] = [:]
    private var waiting: [Link] = []
    private var next = 0

    /// Records that the folder shown as `shown`, whose real path is `real`, is being searched; false
    /// (and said) when it was searched already, under another path.
    mutating func enter(_ real: String, shown: String, skipped: ((SkippedFolder) -> Void)?) -> Bool {
        if let first = searched[real] {
            skipped?(SkippedFolder(path: shown, reason: "searched already as \(Diagnostic.quotedIfNeeded(first))"))
            return false
        }
        searched[real] = shown
        return true
    }

    /// A link to a folder, to follow once the real folders are searched.
    mutating func wait(_ shown: String, path: String, holder: String, relative: String = "") {
        waiting.append(Link(shown: shown, path: path, holder: holder, relative: relative))
    }

    /// The next link to follow, with the real path of its folder (now entered), or nil when none is
    /// left. Links passed over are said through `skipped`.
    mutating func nextLink(skipped: ((SkippedFolder) -> Void)?) -> (shown: String, path: String, real: String, relative: String)? {
        while next < waiting.count {
            let link = waiting[next]
            next += 1
            // Gone since it was met: nothing to search.
            guard let real = RealPath.existing(link.path) else { continue }
            let destination = Diagnostic.quotedIfNeeded((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) ?? real)
            if RealPath.isInside(link.holder, folder: real) {
                skipped?(SkippedFolder(path: link.shown, reason: "a symbolic link to \(destination), which holds it (a loop)"))
                continue
            }
            if let first = searched[real] {
                skipped?(SkippedFolder(path: link.shown, reason: "a symbolic link to \(destination), searched already as "
                    + Diagnostic.quotedIfNeeded(first)))
                continue
            }
            searched[real] = link.shown
            return (link.shown, link.path, real, link.relative)
        }
        return nil
    }
}
