import Foundation

/// A symbolic link that leads nowhere: to nothing (dangling), round in a loop, or to a place that cannot
/// be reached. Named on the command line it is an error; met in a folder search, a warning when its
/// name says it would be read (`L.xcstrings`, `de.lproj`, `de.lproj/L.strings`), and skipped.
public struct BrokenLink: Error, Equatable, Sendable {
    /// Why it leads nowhere.
    public enum Problem: Equatable, Sendable {
        /// What it points at does not exist (`ENOENT`, or `ENOTDIR`: a file where a folder must be).
        case missing
        /// Following it never ends (`ELOOP`: too many levels of symbolic links).
        case loop
        /// The system's reason for anything else (`Permission denied`).
        case unreachable(String)
    }

    /// The link as shown (spelled from the user's path).
    public var path: String
    /// Where it points, as written in it (`gone.xcstrings`, `../Shared`).
    public var destination: String
    public var problem: Problem

    public init(path: String, destination: String, problem: Problem) {
        self.path = path
        self.destination = destination
        self.problem = problem
    }

    /// The broken link at `resolved` (shown as `shown`); nil when nothing is there, it is not a link,
    /// or it leads somewhere.
    public init?(at resolved: String, shown: String) {
        var status = stat()
        guard lstat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK, stat(resolved, &status) != 0 else { return nil }
        let problem: Problem = switch errno {
        case ENOENT, ENOTDIR: .missing
        case ELOOP: .loop
        default: .unreachable(String(cString: strerror(errno)))
        }
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: resolved)) ?? "?"
        self.init(path: shown, destination: destination, problem: problem)
    }

    /// Whether a link's name says a search reads what it leads to (`L.xcstrings`, `de.lproj`,
    /// `L.strings`, `L.stringsdict`): broken, it is warned about by the search that reads it (catalogs
    /// or legacy tables), and passed over in silence by the other. Any other name may have been a folder,
    /// said for `-v`.
    public static func namesAnInput(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return [".xcstrings", ".lproj", ".strings", ".stringsdict"].contains { lowercased.hasSuffix($0) }
    }

    /// `a symbolic link to gone.xcstrings, which does not exist`.
    public var what: String {
        let target = Diagnostic.quotedIfNeeded(destination)
        return switch problem {
        case .missing: "a symbolic link to \(target), which does not exist"
        // Said as a loop, not as a missing file: the link is there (the system's words in brackets).
        case .loop: "a symbolic link loop (following it to \(target) never ends: too many levels of symbolic links)"
        case .unreachable(let reason): "a symbolic link to \(target), which cannot be reached: \(reason)"
        }
    }

    /// `App/L.xcstrings is a symbolic link to gone.xcstrings, which does not exist`: the error for a link
    /// named on the command line.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(path)) is \(what)")
    }

    /// The warning for a link a folder search met and skipped.
    public var skippedWarning: Diagnostic {
        Diagnostic(.warning, "\(Diagnostic.quotedIfNeeded(path)) is \(what): skipped")
    }
}

/// A folder (or a link to one) a search passed over, said under `-v` (`skipping App/Loop: …`): a link
/// back to a folder that holds it, a folder searched already, a broken link whose name says nothing.
public struct SkippedFolder: Equatable, Sendable, CustomStringConvertible {
    /// As shown.
    public var path: String
    /// `a symbolic link to .., which holds it (a loop)`.
    public var reason: String
    /// Said as a warning, not only under `-v`: something the user may have meant to be read.
    public var isWarning: Bool

    public init(path: String, reason: String, isWarning: Bool = false) {
        self.path = path
        self.reason = reason
        self.isWarning = isWarning
    }

    /// `skipping App/Loop: a symbolic link to .., which holds it (a loop)`.
    public var description: String { "skipping \(Diagnostic.quotedIfNeeded(path)): \(reason)" }
}
