import Foundation

/// Work on a list of items, a batch as wide as the machine's cores at a time, whose results are used
/// in the items' order: only one batch's results are held at once.
public enum Batches {
    public static func forEach<Item: Sendable, Result>(
        _ items: [Item], width: Int = ProcessInfo.processInfo.activeProcessorCount,
        make: @escaping @Sendable (Item) -> Result, use: (Item, Result) throws -> Void
    ) rethrows {
        let width = max(1, width)
        var start = 0
        while start < items.count {
            let batch = Array(items[start..<min(start + width, items.count)])
            start += batch.count
            nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: batch.count)
            results.initialize(repeating: nil)
            defer {
                _ = results.deinitialize()
                results.deallocate()
            }
            if batch.count == 1 {
                results[0] = make(batch[0])
            } else {
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in results[index] = make(batch[index]) }
            }
            for index in batch.indices {
                let result = results[index]!
                results[index] = nil
                try use(batch[index], result)
            }
        }
    }
}
