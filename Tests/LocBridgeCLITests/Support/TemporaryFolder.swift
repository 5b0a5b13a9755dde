import Foundation
import LocBridge

/// A uniquely named folder under the system temporary folder, removed when the body returns.
struct TemporaryFolder {
    let path: String

    /// Runs `body` with a fresh folder and deletes it afterwards, also when `body` throws.
    static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "/locbridge-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(TemporaryFolder(path: (path as NSString).standardizingPath))
    }

    /// Writes `text` as UTF-8 to `relativePath`, creating folders on the way.
    func write(_ text: String, to relativePath: String) throws {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    /// The file's bytes as a string (catalogs in these tests are UTF-8). Read with `FileBytes`, not
    /// `Data(contentsOf:)`, which leaked a buffer per call here under AddressSanitizer.
    func read(_ relativePath: String) throws -> String {
        String(decoding: try FileBytes.read(path + "/" + relativePath), as: UTF8.self)
    }
}
