#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The temporary files `AtomicFile` is writing, so that Ctrl-C (SIGINT), SIGTERM or SIGHUP do not leave
/// them behind: a handler removes them, then lets the signal end the process as it would have. (SIGKILL
/// cannot be caught; the next write of the same file removes those.)
///
/// The handler may only read memory and call `unlink`, so the paths live in fixed C buffers that are
/// never freed, each with a flag that says whether it names a file being written.
enum PendingTemporaries {
    static let slotCount = 64
    static let pathCapacity = 4096

    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * pathCapacity)
        buffer.initialize(repeating: 0, count: slotCount * pathCapacity)
        return buffer
    }()
    nonisolated(unsafe) static let inUse: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
        flags.initialize(repeating: 0, count: slotCount)
        return flags
    }()
    private static let lock = NSLock()
    static let handlersInstalled: Void = {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            // Only where nobody chose otherwise (a shell's `nohup` sets SIGHUP to be ignored).
            let previous = signal(signalNumber, removeAndReraise)
            if address(of: previous) != address(of: SIG_DFL) { signal(signalNumber, previous) }
        }
    }()

    /// A handler as a number, to compare with `SIG_DFL` (C function pointers are not `Equatable`).
    private static func address(of handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Registers `path`; returns its slot for `remove`, or nil when the table is full or the path too long
    /// (then an interruption leaves the file for the next write to remove, as before).
    static func add(_ path: String) -> Int? {
        _ = handlersInstalled
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity else { return nil }
        return lock.withLock {
            guard let slot = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return nil }
            let buffer = paths + slot * pathCapacity
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            inUse[slot] = 1
            return slot
        }
    }

    /// The file of `slot` was renamed or removed: the handler no longer touches it.
    static func remove(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { inUse[slot] = 0 }
    }
}

/// The signal handler: removes the files being written, then ends the process the way the signal would.
private func removeAndReraise(_ signalNumber: Int32) {
    for slot in 0..<PendingTemporaries.slotCount where PendingTemporaries.inUse[slot] != 0 {
        unlink(PendingTemporaries.paths + slot * PendingTemporaries.pathCapacity)
    }
    removePendingFolders()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
