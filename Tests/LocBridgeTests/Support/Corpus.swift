import Foundation
import Testing

/// The real-world corpus named by `LOCBRIDGE_CORPUS` (CI sets it to `../shared/corpus`).
/// Tests over it are skipped when the variable is unset and fail loudly when it names a missing folder.
enum Corpus {
    static let variable = "LOCBRIDGE_CORPUS"

    static var isConfigured: Bool { ProcessInfo.processInfo.environment[variable] != nil }

    /// The corpus folder; records a test failure when the variable names nothing.
    static func root(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            Issue.record("\(variable) is set to \(path), but no such folder exists", sourceLocation: sourceLocation)
            return nil
        }
        return URL(fileURLWithPath: path)
    }

    /// Every file under the corpus whose name ends with `suffix`, sorted.
    static func files(endingWith suffix: String, sourceLocation: SourceLocation = #_sourceLocation) -> [URL] {
        guard let root = root(sourceLocation: sourceLocation) else { return [] }
        var found: [URL] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix(suffix) { found.append(url) }
        }
        if found.isEmpty {
            Issue.record("no *\(suffix) files under \(root.path)", sourceLocation: sourceLocation)
        }
        return found.sorted { $0.path < $1.path }
    }
}
