import Foundation
import Testing
@testable import LocBridge

/// Chunks cross from one thread to another in order, and a producer ahead of its consumer waits
/// rather than queueing more than the limit.
struct ChunkPipeTests {
    @Test func chunksArriveInOrderAndThePipeNeverHoldsMoreThanItsLimit() {
        let pipe = ChunkPipe(limit: 64)
        let chunks = (0..<300).map { index in [UInt8](repeating: UInt8(index % 251), count: index % 40 + 1) }
        let producer = Thread {
            for chunk in chunks { chunk.withUnsafeBytes(pipe.put) }
            pipe.close()
        }
        producer.start()
        var received: [UInt8] = []
        pipe.drain { received.append(contentsOf: $0) }
        #expect(received == chunks.flatMap { $0 })
        #expect(pipe.peakWaitingBytes <= 64)
        #expect(pipe.peakWaitingBytes > 0)
    }

    /// A chunk bigger than the limit still passes, alone.
    @Test func aChunkOverTheLimitPassesAlone() {
        let pipe = ChunkPipe(limit: 4)
        let producer = Thread {
            [UInt8](repeating: 7, count: 10).withUnsafeBytes(pipe.put)
            [UInt8](repeating: 8, count: 2).withUnsafeBytes(pipe.put)
            pipe.close()
        }
        producer.start()
        var received: [[UInt8]] = []
        pipe.drain { received.append(Array($0)) }
        #expect(received == [[UInt8](repeating: 7, count: 10), [8, 8]])
        #expect(pipe.peakWaitingBytes == 10)
    }
}
