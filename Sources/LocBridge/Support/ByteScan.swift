/// Word-at-a-time tests on eight bytes, for the JSON reader's and writer's string loops and the XLIFF
/// reader's line count.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// True when `word` may hold a `"`, a `\` or a control byte; a false positive only costs a look at
    /// each byte. The usual bit tricks: a byte is zero after XOR with the byte searched for, and is
    /// below 0x20 when subtracting 0x20 borrows.
    @inline(__always)
    static func mayNeedJSONEscape(_ word: UInt64) -> Bool {
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let hasQuote = (quotes &- ones) & ~quotes & highs
        let hasBackslash = (backslashes &- ones) & ~backslashes & highs
        let hasControl = (word &- ones &* 0x20) & ~word & highs
        return (hasQuote | hasBackslash | hasControl) != 0
    }

    /// The line feeds in `bytes`: the XLIFF reader counts them over all the text it skips, and counting
    /// byte by byte was a sixth of the parsing thread (perf, the bench's 63 MB XLIFF).
    static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let lows = ~highs
        let feeds = ones &* 0x0A
        var total = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            // A line feed becomes a zero byte, and only a zero byte has its high bit clear both before and
            // after adding 0x7F to its low seven bits (no carry crosses bytes), so each sets one bit. The
            // bits are summed into the top byte by a multiply: without a POPCNT target, `nonzeroBitCount`
            // is a dozen instructions.
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ feeds
            let found = (~(((word & lows) &+ lows) | word) & highs) >> 7
            total += Int((found &* ones) >> 56)
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] == 0x0A { total += 1 }
            offset += 1
        }
        return total
    }
}
