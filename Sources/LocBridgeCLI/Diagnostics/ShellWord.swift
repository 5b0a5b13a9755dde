import Foundation

/// A path as one shell word, for hints that show a command to type.
enum ShellWord {
    /// `text` as it is when no shell treats any of its characters specially, else in single quotes
    /// (`'My App'`, a quote inside as `'\''`).
    static func quoted(_ text: String) -> String {
        guard text.isEmpty || text.unicodeScalars.contains(where: { !plain.contains($0) }) else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./+,:@"))

    /// `out/*.xliff` for the folder `out` (or `out/`) and the glob `*.xliff`, the folder quoted as
    /// needed and the glob not, so the shell still expands it; `*.xliff` for `.`.
    static func glob(_ glob: String, in folder: String) -> String {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if trimmed == "." { return glob }
        return quoted(trimmed) + (trimmed.hasSuffix("/") ? "" : "/") + glob
    }
}
