/// A catalog that a `<file original>` reaches through a symbolic link leading outside the project root
/// (one an app shares with its extension, kept beside the project). Export reads it, so an import of
/// that export must not be stopped by it: import reads it too, and only writing it needs
/// `--allow-outside-root`. Judged once every input is merged, since a later input may change it.
struct OutsideRootCatalog {
    /// The first `<file>` that named it.
    var original: String
    var location: SourceLocation
    /// The first `<file>` that changed it, if any.
    private(set) var change: (original: String, location: SourceLocation)?

    init(original: String, location: SourceLocation) {
        self.original = original
        self.location = location
    }

    mutating func changed(by original: String, at location: SourceLocation) {
        if change == nil { change = (original, location) }
    }

    /// The import's refusal, at the first `<file>` that changed it (the import then writes nothing); or,
    /// when nothing changed, a note that it was only read.
    func diagnostic(projectRoot: String) -> Diagnostic {
        if let change {
            return Diagnostic(.error, ImportSources.outsideMessage(original: change.original, projectRoot: projectRoot,
                                                                   escape: .symbolicLink, what: "catalogs"), at: change.location)
        }
        return Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) points outside the project root \(projectRoot) "
            + "(\(RealPath.Escape.symbolicLink.reason)); it was only read, as the import changes nothing in it", at: location)
    }
}
