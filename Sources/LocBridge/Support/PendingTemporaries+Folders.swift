#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Staging folders being built (an `.xcloc` bundle before it is put in place), removed by the same
/// signal handler as temporary files. A handler may not list a folder, so each is registered with
/// every path it will hold, known before the first is written: files first, then folders deepest
/// first, so that each `rmdir` finds its folder empty.
extension PendingTemporaries {
    static let folderSlotCount = 1024

    /// Per slot, a C buffer of entries, each a kind byte (`f` file, `d` folder), the path and a NUL,
    /// ended by an empty entry.
    nonisolated(unsafe) static let folderTrees: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: folderSlotCount)
        slots.initialize(repeating: nil, count: folderSlotCount)
        return slots
    }()
    nonisolated(unsafe) static let folderInUse: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: folderSlotCount)
        flags.initialize(repeating: 0, count: folderSlotCount)
        return flags
    }()
    private static let folderLock = NSLock()

    /// Registers the folder `root` and the files (relative paths) it is about to hold; returns its slot
    /// for `removeFolder`, or nil when the table is full (an interruption then leaves the folder for the
    /// next export into that folder to remove, as before).
    static func addFolder(_ root: String, files: [String]) -> Int? {
        var folders: Set<String> = []
        for file in files {
            var components = file.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        let deepestFirst = folders.sorted { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
        var bytes: [UInt8] = []
        for file in files { bytes += [UInt8(ascii: "f")] + Array((root + "/" + file).utf8) + [0] }
        for folder in deepestFirst { bytes += [UInt8(ascii: "d")] + Array((root + "/" + folder).utf8) + [0] }
        bytes += [UInt8(ascii: "d")] + Array(root.utf8) + [0, 0]
        return register(bytes)
    }

    /// Registers folders made to hold a staged file (`StagedFile`), outermost first: a signal removes
    /// them, deepest first, after the temporary files, when they are empty by then. Nil when the table is full.
    static func addMadeFolders(_ folders: [String]) -> Int? {
        guard !folders.isEmpty else { return nil }
        return register(folders.reversed().flatMap { [UInt8(ascii: "d")] + Array($0.utf8) + [0] } + [0])
    }

    private static func register(_ bytes: [UInt8]) -> Int? {
        _ = handlersInstalled
        return folderLock.withLock {
            guard let slot = (0..<folderSlotCount).first(where: { folderInUse[$0] == 0 }) else { return nil }
            // A buffer is never freed (one per bundle): the handler, on another thread, may be reading it.
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            folderTrees[slot] = buffer
            folderInUse[slot] = 1
            return slot
        }
    }

    /// The folder of `slot` was put in place or removed: the handler no longer touches it.
    static func removeFolder(_ slot: Int?) {
        guard let slot else { return }
        folderLock.withLock { folderInUse[slot] = 0 }
    }
}

/// Removes the registered staging folders' files and folders; only `unlink` and `rmdir`, which a
/// signal handler may call. What is missing (not yet written) is passed over.
func removePendingFolders() {
    // Newest first: a folder registered later may sit in one registered earlier (`--output out/x` made for
    // one catalog, `out/x/B` for the next), which is empty only once the later one is gone.
    for slot in (0..<PendingTemporaries.folderSlotCount).reversed() where PendingTemporaries.folderInUse[slot] != 0 {
        guard var entry = PendingTemporaries.folderTrees[slot] else { continue }
        while entry[0] != 0 {
            let path = entry + 1
            if entry[0] == CChar(UInt8(ascii: "f")) { unlink(path) } else { rmdir(path) }
            var end = path
            while end[0] != 0 { end += 1 }
            entry = end + 1
        }
    }
}
