import Foundation

/// Reading `strings` in chunks on several threads.
///
/// Chunks rather than one half per thread: threads are not equally fast (on this project's VM the
/// second one ran 10% slower, or started late), and with a couple of dozen chunks taken in turn the
/// faster thread simply reads more of them.
extension CatalogReader {
    /// About this many bytes per chunk (from 2 chunks to 64).
    static let chunkBytes = 2 << 20

    /// One chunk read: its entries in file order, each with its line counted from the chunk's start
    /// (from the file's start for the first chunk), and the scanner where it stopped.
    private struct Chunk {
        var entries: [(key: String, entry: CatalogEntry)]
        var scanner: JSONScanner
    }

    /// Reads `strings` in chunks split at member boundaries. Returns nil, leaving the scanner where it
    /// was, when there is no boundary in Xcode's layout or anything goes wrong (a syntax error, a key
    /// in two chunks, a guessed boundary that was not one): the caller then reads in one go, which
    /// reports errors exactly as it would without threads.
    static func readStringsInChunks(_ scanner: inout JSONScanner, chunkBytes: Int, order: inout [String]) -> [String: CatalogEntry]? {
        let boundaries = chunkBoundaries(of: scanner, chunkBytes: chunkBytes)
        guard !boundaries.isEmpty else { return nil }
        let count = boundaries.count + 1
        nonisolated(unsafe) let start = scanner
        nonisolated(unsafe) let chunks = UnsafeMutableBufferPointer<Chunk?>.allocate(capacity: count)
        chunks.initialize(repeating: nil)
        defer {
            _ = chunks.deinitialize()
            chunks.deallocate()
        }
        let queue = ChunkQueue(count: count)
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, count, 8)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = queue.next() {
                // The first chunk starts at `{`; every other one at a boundary, counting lines from 0.
                var chunkScanner = index == 0 ? start : start.startingRest(at: boundaries[index - 1])
                let part: JSONScanner.ObjectPart = index == 0 ? .upTo(boundaries[0])
                    : index == count - 1 ? .rest : .between(boundaries[index])
                guard let entries = try? readChunk(&chunkScanner, part) else {
                    queue.stop()
                    return
                }
                chunks[index] = Chunk(entries: entries, scanner: chunkScanner)
            }
        }
        var total = 0
        for chunk in chunks {
            guard let chunk else { return nil }
            total += chunk.entries.count
        }
        var strings: [String: CatalogEntry] = Dictionary(minimumCapacity: total)
        var keys: [String] = []
        keys.reserveCapacity(total)
        var linesBefore = 0
        for index in 0..<count {
            var chunk = chunks[index]!
            chunks[index] = nil
            for (key, _) in chunk.entries { keys.append(key) }
            // popLast moves each entry out instead of copying it (which would retain all its strings).
            while let (key, entry) = chunk.entries.popLast() {
                var placed = entry
                placed.line += linesBefore
                if strings.updateValue(placed, forKey: key) != nil { return nil }
            }
            if index == count - 1 {
                scanner.adopt(positionOf: chunk.scanner, startingAtLine: linesBefore)
            } else {
                linesBefore += chunk.scanner.line
            }
        }
        order = keys
        return strings
    }

    /// Offsets of likely member boundaries of the object at the cursor, in increasing order, about
    /// `chunkBytes` apart.
    static func chunkBoundaries(of scanner: JSONScanner, chunkBytes: Int) -> [Int] {
        let count = min(max(scanner.remainingCount / max(chunkBytes, 1), 2), 64)
        var boundaries: [Int] = []
        for index in 1..<count {
            let target = scanner.position + scanner.remainingCount / count * index
            let after = (boundaries.last ?? scanner.position) + 1
            guard let boundary = scanner.likelyMemberBoundary(near: max(target, after), indent: 4) else { break }
            boundaries.append(boundary)
        }
        return boundaries
    }

    private static func readChunk(_ scanner: inout JSONScanner, _ part: JSONScanner.ObjectPart) throws(JSONFailure)
        -> [(key: String, entry: CatalogEntry)] {
        var entries: [(key: String, entry: CatalogEntry)] = []
        try scanner.forEachMember(part) { (scanner, key, keyLine) throws(JSONFailure) in
            var entry = try readEntry(&scanner)
            entry.line = keyLine
            entries.append((key.string, entry))
        }
        return entries
    }
}

/// Hands out chunk numbers in order to the threads that ask, until all are taken or one chunk failed.
private final class ChunkQueue: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var taken = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    /// No more chunks for anyone: the result will be thrown away.
    func stop() {
        lock.withLock { taken = count }
    }
}
