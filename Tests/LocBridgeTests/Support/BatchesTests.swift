import Foundation
import Testing
@testable import LocBridge

@Suite struct BatchesTests {
    /// Results are used in the items' order, whatever order the threads finish in, and no more than one
    /// batch is made ahead of the use of its first result.
    @Test func resultsAreUsedInOrderOneBatchAtATime() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var made = 0
            func increment() { lock.withLock { made += 1 } }
            var value: Int { lock.withLock { made } }
        }
        let counter = Counter()
        var used: [String] = []
        var madeWhenUsed: [Int] = []
        Batches.forEach(Array(0..<7), width: 3, make: { item in
            // The first item of each batch finishes last.
            if item % 3 == 0 { usleep(20_000) }
            counter.increment()
            return "r\(item)"
        }, use: { item, result in
            used.append("\(item):\(result)")
            madeWhenUsed.append(counter.value)
        })
        #expect(used == ["0:r0", "1:r1", "2:r2", "3:r3", "4:r4", "5:r5", "6:r6"])
        #expect(madeWhenUsed == [3, 3, 3, 6, 6, 6, 7])
    }

    /// A `use` that throws stops the work: no later batch is made.
    @Test func aThrowingUseStopsTheRest() {
        struct Stop: Error {}
        let made = NSLock()
        nonisolated(unsafe) var count = 0
        #expect(throws: Stop.self) {
            try Batches.forEach(Array(0..<6), width: 2, make: { item in
                made.withLock { count += 1 }
                return item
            }, use: { item, _ in
                if item == 1 { throw Stop() }
            })
        }
        #expect(made.withLock { count } == 2)
    }
}
