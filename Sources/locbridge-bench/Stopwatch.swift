/// Times a closure with `ContinuousClock`.
enum Stopwatch {
    static func measure<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
