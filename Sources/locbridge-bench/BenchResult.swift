import Foundation

/// What one timed operation produced.
struct BenchResult {
    var seconds: Double
    /// Size of the file the operation ran on, for MB/s.
    var inputSize: Int
    /// Whether the output equals the input byte for byte (round trips only).
    var identical: Bool? = nil
    /// Extra `name=value` fields, e.g. the key count, so the work cannot be optimised away unseen.
    var note: String? = nil

    /// `MODE SECONDS MB/S peak-rss-mb=N [identical=yes|no] [note]`; MB are 10^6 bytes.
    func line(mode: BenchMode, peakMemory: Int?) -> String {
        var fields = [mode.rawValue, String(format: "%.6f", seconds),
                      String(format: "%.1f", Double(inputSize) / 1e6 / max(seconds, 1e-9))]
        fields.append("peak-rss-mb=" + (peakMemory.map { String(format: "%.1f", Double($0) / 1e6) } ?? "unknown"))
        if let identical { fields.append("identical=\(identical ? "yes" : "no")") }
        if let note { fields.append(note) }
        return fields.joined(separator: " ")
    }
}
