/// An XLIFF file that could not be read: the diagnostic says where and why.
public struct XLIFFError: Error, CustomStringConvertible, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}

/// An XLIFF document read from a file, with warnings (e.g. inline markup that was flattened) and
/// errors for single units that had to be refused.
public struct XLIFFReadResult: Sendable {
    public var document: XLIFFDocument
    public var diagnostics: [Diagnostic]
}
