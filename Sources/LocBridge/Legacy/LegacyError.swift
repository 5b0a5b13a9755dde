/// A legacy `.strings` or `.stringsdict` file that could not be read: the diagnostic says where and why.
///
/// Apple's own parser gives up on the whole file at the first error (FORMATS.md §4), and so do we; the
/// difference is that we say where. A migration leaves the whole language out when its file fails.
public struct LegacyError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The error, with the file, line and column.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    init(_ message: String, at location: SourceLocation) {
        self.diagnostic = Diagnostic(.error, message, at: location)
    }

    /// `path:line:column: error: message`.
    public var description: String { diagnostic.description }
}
