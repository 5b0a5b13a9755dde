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
/// never freed, each with a flag that says whether it names a file being written. The buffers come in
/// chunks of 64, made as needed: an import stages every catalog it changes before it renames any.
enum PendingTemporaries {
    static let slotsPerChunk = 64
    static let chunkLimit = 1024
    static let pathCapacity = 4096
    /// Bytes of a chunk: its flags (`sig_atomic_t`, padded to 8 bytes each), then its path buffers.
    private static let chunkBytes = slotsPerChunk * 8 + slotsPerChunk * pathCapacity

    /// The chunks made so far, in order; nil after the last. A chunk is whole before it is published here.
    nonisolated(unsafe) static let chunks: UnsafeMutablePointer<UnsafeMutableRawPointer?> = {
        let chunks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: chunkLimit)
        chunks.initialize(repeating: nil, count: chunkLimit)
        return chunks
    }()
    private static let lock = NSLock()
    static let handlersInstalled: Void = {
        // Made before a handler can read them (a lazy global's first use is not safe in a handler).
        _ = (chunks, deferringDepth, deferredSignal)
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

    static func flag(_ chunk: UnsafeMutableRawPointer, _ slot: Int) -> UnsafeMutablePointer<sig_atomic_t> {
        (chunk + slot * 8).assumingMemoryBound(to: sig_atomic_t.self)
    }

    static func path(_ chunk: UnsafeMutableRawPointer, _ slot: Int) -> UnsafeMutablePointer<CChar> {
        (chunk + slotsPerChunk * 8 + slot * pathCapacity).assumingMemoryBound(to: CChar.self)
    }

    /// Registers `path`; returns its slot for `remove`, or nil when all chunks are full or the path is too
    /// long (then an interruption leaves the file for the next write to remove, as before).
    static func add(_ path: String) -> Int? {
        _ = handlersInstalled
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity else { return nil }
        return lock.withLock {
            for index in 0..<chunkLimit {
                let chunk: UnsafeMutableRawPointer
                if let made = chunks[index] {
                    chunk = made
                } else {
                    chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkBytes, alignment: 8)
                    for slot in 0..<slotsPerChunk { flag(chunk, slot).initialize(to: 0) }
                    chunks[index] = chunk
                }
                guard let slot = (0..<slotsPerChunk).first(where: { flag(chunk, $0).pointee == 0 }) else { continue }
                let buffer = Self.path(chunk, slot)
                for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
                buffer[bytes.count] = 0
                flag(chunk, slot).pointee = 1
                return index * slotsPerChunk + slot
            }
            return nil
        }
    }

    /// The file of `slot` was renamed or removed: the handler no longer touches it.
    static func remove(_ slot: Int?) {
        guard let slot, let chunk = chunks[slot / slotsPerChunk] else { return }
        lock.withLock { flag(chunk, slot % slotsPerChunk).pointee = 0 }
    }
}

/// The signal handler: removes the files being written, then ends the process the way the signal would.
private func removeAndReraise(_ signalNumber: Int32) {
    if PendingTemporaries.holds(signalNumber) { return }
    for index in 0..<PendingTemporaries.chunkLimit {
        guard let chunk = PendingTemporaries.chunks[index] else { break }
        for slot in 0..<PendingTemporaries.slotsPerChunk where PendingTemporaries.flag(chunk, slot).pointee != 0 {
            unlink(PendingTemporaries.path(chunk, slot))
        }
    }
    removePendingFolders()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
