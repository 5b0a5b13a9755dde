import Foundation

/// Byte chunks passed from one thread to another in order, holding at most `limit` bytes: the writer
/// waits while that much is waiting, so a fast producer cannot fill memory with a slow consumer's share.
final class ChunkPipe: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var waitingBytes = 0
    private var closed = false
    private let limit: Int
    /// The most bytes that were waiting at once (for tests).
    private(set) var peakWaitingBytes = 0

    init(limit: Int) { self.limit = limit }

    /// Adds a copy of `bytes`; waits first while the pipe is full.
    func put(_ bytes: UnsafeRawBufferPointer) {
        let chunk = Array(bytes.assumingMemoryBound(to: UInt8.self))
        condition.lock()
        defer { condition.unlock() }
        while waitingBytes > 0, waitingBytes + chunk.count > limit { condition.wait() }
        chunks.append(chunk)
        waitingBytes += chunk.count
        peakWaitingBytes = max(peakWaitingBytes, waitingBytes)
        condition.broadcast()
    }

    /// No more chunks will come.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }

    /// Hands every chunk to `body` in order, until the pipe is closed and empty.
    func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        while let chunk = take() { chunk.withUnsafeBytes(body) }
    }

    private func take() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty, !closed { condition.wait() }
        guard !chunks.isEmpty else { return nil }
        let chunk = chunks.removeFirst()
        waitingBytes -= chunk.count
        condition.broadcast()
        return chunk
    }
}
