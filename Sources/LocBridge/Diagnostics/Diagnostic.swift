/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A finding about an input: what is wrong, where, and how bad it is.
///
/// Rendered as `path:line:column: severity: message` (DESIGN.md "Every problem has a place").
/// Findings inside a catalog also carry the key path (`strings → "Done" → localizations → de`).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var message: String
    /// Where the problem is; nil only for problems with no file (e.g. a missing folder).
    public var location: SourceLocation?
    /// For catalogs: the JSON members leading to the problem, outermost first.
    public var keyPath: [String]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, keyPath: [String] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.keyPath = keyPath
    }

    /// The compiler-style line, without colour.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): "
        if !keyPath.isEmpty { text += "\(KeyPath.render(keyPath)): " }
        text += Self.escapingControls(message)
        return text
    }

    /// `message` with what `isEscaped` names escaped as `quoted` does, quotes and backslashes left as they
    /// are: messages quote what an input holds, and any name still shown bare (a language, a folder) must
    /// not break the line or reach the terminal as an escape sequence.
    static func escapingControls(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isEscaped) else { return message }
        var result = ""
        for scalar in message.unicodeScalars {
            guard isEscaped(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let quoted = Self.quoted(String(scalar))
            result += quoted.dropFirst().dropLast()
        }
        return result
    }
}

/// Renders catalog key paths the way messages quote them: `strings → "Done" → localizations → de`.
public enum KeyPath {
    /// The string key (the member right under the root's `strings`) is quoted because it is free text;
    /// schema names, languages and categories are not, unless they hold a line break, quote or control
    /// character. Quoting escapes those, so the diagnostic stays on one line.
    public static func render(_ components: [String]) -> String {
        var parts = components
        for index in parts.indices {
            if index == 1 && parts[0] == "strings" {
                parts[index] = Diagnostic.quoted(parts[index])
            } else {
                parts[index] = Diagnostic.quotedIfNeeded(parts[index])
            }
        }
        // A path of hundreds of levels (a hostile file's nesting) keeps its ends and says how deep it is.
        if parts.count > 12 {
            parts = Array(parts.prefix(6)) + ["… (\(parts.count) levels)"] + Array(parts.suffix(3))
        }
        return parts.joined(separator: " → ")
    }
}

extension Diagnostic {
    /// A key in double quotes with `"`, `\`, control characters, bidi controls and the noncharacters
    /// escaped, so a message naming it stays on one line and shows what is invisible.
    /// Whether `quoted` escapes `scalar` (besides `"` and `\`): controls (C1 too: U+0085 breaks lines,
    /// U+009B starts terminal escapes), line and paragraph separators, the bidi embeddings, overrides
    /// and isolates (which reorder the rest of the line on screen), and the noncharacters U+FFFE/U+FFFF.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isEscaped(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as it is when it needs no escape (a plain path, a language), else `quoted`: for names that
    /// messages show bare but that an input can fill with line breaks or terminal controls.
    public static func quotedIfNeeded(_ text: String) -> String {
        let escaped = quoted(text)
        return escaped == "\"" + text + "\"" ? text : escaped
    }

    /// `<file original="App/Localizable.xcstrings">`: how messages name an XLIFF `<file>`, its
    /// `original` quoted (`quoted`) because a translator's file can put anything there, `&#10;` too.
    public static func fileOriginal(_ original: String) -> String {
        "<file original=\(quoted(original))>"
    }
}
