/// A benchmark that could not run (unreadable file, input that is not a JSON object).
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
