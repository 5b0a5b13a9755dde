/// Word-at-a-time tests on eight bytes, for the JSON reader's and writer's string loops.
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
}
