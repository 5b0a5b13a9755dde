import Foundation
import LocBridge

/// A path as one shell word, for hints that show a command to type.
enum ShellWord {
    /// `text` as it is when no shell treats any of its characters specially, else in single quotes
    /// (`'My App'`, a quote inside as `'\''`). A text with a line break or a control character, which
    /// single quotes would keep raw (forging a line of the report), is written as `$'…'` with those
    /// escaped, as bash, zsh and ksh read it.
    static func quoted(_ text: String) -> String {
        guard text.isEmpty || text.unicodeScalars.contains(where: { !plain.contains($0) }) else { return text }
        if text.unicodeScalars.contains(where: Diagnostic.isEscaped) { return escaped(text) }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `$'a\nb'`: `\\`, `\'` and the characters `Diagnostic.quoted` escapes as `\xHH` or `\uHHHH`.
    private static func escaped(_ text: String) -> String {
        var result = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case _ where Diagnostic.isEscaped(scalar):
                result += scalar.value < 0x80 ? "\\x" + hex(scalar.value, 2) : "\\u" + hex(scalar.value, 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./+,:@"))

    /// `locbridge format App`: `command`, then `--` when one of `paths` starts with `-` (the command would
    /// read it as an option), then `words`, the paths as the shell should pass them.
    static func commandLine(_ command: String, _ words: [String], paths: [String]) -> String {
        let separator = paths.contains { $0.hasPrefix("-") } ? ["--"] : []
        return ([command] + separator + words).joined(separator: " ")
    }

    /// `out/*.xliff` for the folder `out` (or `out/`) and the glob `*.xliff`, the folder quoted as
    /// needed and the glob not, so the shell still expands it; `*.xliff` for `.`.
    static func glob(_ glob: String, in folder: String) -> String {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if trimmed == "." { return glob }
        return quoted(trimmed) + (trimmed.hasSuffix("/") ? "" : "/") + glob
    }
}
