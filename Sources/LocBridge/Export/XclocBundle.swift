/// The files of one `.xcloc` bundle (FORMATS.md §2, "`.xcloc` bundle"), as relative paths and bytes:
/// `contents.json`, `Localized Contents/<lang>.xliff` and `Source Contents/<original>` for each catalog
/// (a copy holding only the source language).
public struct XclocBundle: Sendable {
    public var language: String
    /// Path inside the bundle → bytes.
    public var files: [(path: String, bytes: [UInt8])]

    /// - Parameters:
    ///   - project: the `project` (or, when it ends in `.xcworkspace`, `workspace`) of `contents.json`.
    public init(language: String, document: XLIFFDocument, catalogs: [ExportedCatalog], project: String,
                developmentRegion: String, tool: ToolInfo) {
        self.language = language
        var files: [(String, [UInt8])] = []
        files.append(("contents.json", XclocBundle.contents(language: language, project: project,
                                                           developmentRegion: developmentRegion, tool: tool)))
        files.append(("Localized Contents/\(language).xliff", XLIFFWriter.bytes(document)))
        for item in catalogs {
            files.append(("Source Contents/\(item.original)", CatalogWriter.bytes(item.catalog.sourceLanguageOnly)))
        }
        self.files = files
    }

    /// `contents.json`, written like a catalog (sorted keys, `" : "`, no final newline).
    static func contents(language: String, project: String, developmentRegion: String, tool: ToolInfo) -> [UInt8] {
        var out = JSONOutput()
        out.value(.object([
            "developmentRegion": .string(developmentRegion),
            project.hasSuffix(".xcworkspace") ? "workspace" : "project": .string(project),
            "targetLocale": .string(language),
            "toolInfo": .object([
                "toolBuildNumber": .string(tool.buildNumber ?? tool.version),
                "toolID": .string(tool.id),
                "toolName": .string(tool.name),
                "toolVersion": .string(tool.version),
            ]),
            "version": .string("1.0"),
        ]))
        return out.bytes
    }
}

extension StringCatalog {
    /// The catalog with every localization but the source language's removed (an empty `localizations`
    /// is removed too), as `.xcloc` bundles carry it in `Source Contents`.
    public var sourceLanguageOnly: StringCatalog {
        var copy = self
        for (key, entry) in strings {
            guard let localizations = entry.localizations else { continue }
            var trimmed = entry
            let kept = localizations.filter { $0.key == sourceLanguage }
            trimmed.localizations = kept.isEmpty ? nil : kept
            copy.strings[key] = trimmed
        }
        return copy
    }
}
