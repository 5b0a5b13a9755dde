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

extension TemporaryFolder {
    /// Runs `body` while nothing can be created in the folder `relativePath`: `chmod 555`, or for root
    /// (which permissions do not stop) `chattr +i`. Throws when neither works here, rather than let a
    /// test of a failed write pass without one.
    func withUnwritableFolder<T>(_ relativePath: String, _ body: () throws -> T) throws -> T {
        let folder = path + "/" + relativePath
        let asRoot = getuid() == 0
        let locked = asRoot ? Self.run("/usr/bin/chattr", ["+i", folder]) : chmod(folder, 0o555) == 0
        guard locked else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder]) }
        defer { _ = asRoot ? Self.run("/usr/bin/chattr", ["-i", folder]) : chmod(folder, 0o755) == 0 }
        return try body()
    }

    /// Runs `body` while the file `relativePath` is immutable (`chattr +i`, root only: tests that use it
    /// are enabled for root), which no permission lets anyone change, rename over or remove.
    /// `attribute` `a` makes it append-only instead, which may not be replaced or removed either.
    func withImmutableFile<T>(_ relativePath: String, attribute: String = "i", _ body: () throws -> T) throws -> T {
        let file = path + "/" + relativePath
        guard Self.run("/usr/bin/chattr", ["+" + attribute, file]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file])
        }
        defer { _ = Self.run("/usr/bin/chattr", ["-" + attribute, file]) }
        return try body()
    }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
