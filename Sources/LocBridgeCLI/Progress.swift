/// "files done / total" on stderr while a long batch runs, only when stderr is a terminal (DESIGN.md:
/// progress only on a TTY), rewritten in place and erased at the end.
struct Progress {
    private let io: CLIIO
    private let total: Int
    private let label: String
    private var shown = false

    init(io: CLIIO, total: Int, label: String) {
        self.io = io
        self.total = total
        self.label = label
    }

    /// Shows `done/total label: item`; does nothing unless stderr is a terminal and there is more than one item.
    mutating func step(_ done: Int, _ item: String) {
        guard io.stderrIsTerminal, total > 1 else { return }
        io.writeStderr("\r\u{1B}[K\(label) \(done)/\(total): \(item)")
        shown = true
    }

    /// Erases the progress line.
    mutating func finish() {
        guard shown else { return }
        io.writeStderr("\r\u{1B}[K")
        shown = false
    }
}
