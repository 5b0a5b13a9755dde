/// A 1-based position in an input file, printed compiler-style as `path:line:column`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (relative paths stay relative).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like most compilers do.
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The path quoted when it holds a line break or a control character (`Diagnostic.quotedIfNeeded`):
    /// a file name must not forge or hide a line of the report.
    public var description: String { "\(Diagnostic.quotedIfNeeded(path)):\(line):\(column)" }
}
