import Foundation
import LocBridge

/// `--project-root` of export and import, checked before anything is read: a typo would otherwise
/// export `original="../…"` paths (exit 0) or blame every XLIFF `<file>` on import.
enum ProjectRootOption {
    /// Why the folder cannot be the project root (a usage error), or nil when it can (or was not given).
    static func problem(_ root: String?, context: CommandContext) -> Diagnostic? {
        guard let root else { return nil }
        var isFolder: ObjCBool = false
        let shown = "--project-root " + Diagnostic.quotedIfNeeded(root)
        guard FileManager.default.fileExists(atPath: context.resolve(root), isDirectory: &isFolder) else {
            return Diagnostic(.error, shown + ": no such folder")
        }
        return isFolder.boolValue ? nil : Diagnostic(.error, shown + ": is a file, not a folder")
    }
}
