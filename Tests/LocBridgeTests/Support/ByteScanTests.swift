import Testing
@testable import LocBridge

@Suite struct ByteScanTests {
    /// Counted a word at a time, as byte by byte, at every length and start (bytes near 0x0A, 0x8A and
    /// 0xFF are where a carry or borrow between bytes would miscount).
    @Test func lineFeedsAreCountedAsByteByByte() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x09, 0x8A, 0xFF, 0x00, 0x7F, 0x80, 0x20, 0x41]
        for length in 0..<70 {
            let bytes = (0..<length + 7).map { _ in alphabet.randomElement(using: &generator)! }
            for start in 0..<8 {
                let slice = bytes[start..<start + length]
                let counted = bytes.withUnsafeBufferPointer {
                    ByteScan.lineFeeds(in: UnsafeBufferPointer(rebasing: $0[start..<start + length]))
                }
                #expect(counted == slice.filter { $0 == 0x0A }.count, "\(Array(slice))")
            }
        }
        let all = [UInt8](repeating: 0x0A, count: 64)
        #expect(all.withUnsafeBufferPointer { ByteScan.lineFeeds(in: $0) } == 64)
        #expect(ByteScan.lineFeeds(in: UnsafeBufferPointer(start: nil, count: 0)) == 0)
    }
}
