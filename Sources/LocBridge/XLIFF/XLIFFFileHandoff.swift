import Foundation

/// Hands `<file>`s from the parsing thread to the thread that merges them (`XLIFFReader.read(contentsOfFile:
/// startingFile:eachFile:)`): parsing the next `<file>` overlaps merging the last one, and at most one parsed
/// file waits, so memory still holds only a few `<file>`s at a time.
///
/// Each `<file>`'s start is announced as soon as its start tag is read, so that the merging thread can
/// read the catalog it names while the parser reads the units. Merged files go back to the parsing
/// thread to be freed: freeing thousands of units takes time, and the merging thread is the one the
/// import waits for.
final class XLIFFFileHandoff: @unchecked Sendable {
    enum Event {
        /// A `<file>` with this `original` has started.
        case starting(String)
        case file(XLIFFFile)
    }

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var events: [Event] = []
    private var fileWaits = false
    private var merged: [XLIFFFile] = []
    private var outcome: Result<XLIFFReadResult, XLIFFError>?

    /// What the parsing side is given: `announce` for each `<file>`'s start, `put` for each whole one.
    struct Sender: Sendable {
        let announce: @Sendable (String) -> Void
        let put: @Sendable (XLIFFFile) -> Void
    }

    /// Runs `parse` on a new thread; `startingFile` and `eachFile` run on this one, in document order.
    static func pipeline(startingFile: (String) -> Void, eachFile: (XLIFFFile) -> Void,
                         parse: @escaping @Sendable (Sender) throws(XLIFFError) -> XLIFFReadResult)
        throws(XLIFFError) -> XLIFFReadResult {
        let handoff = XLIFFFileHandoff()
        let sender = Sender(announce: { handoff.announce($0) }, put: { handoff.put($0) })
        let parser = Thread {
            do throws(XLIFFError) {
                handoff.finish(.success(try parse(sender)))
            } catch {
                handoff.finish(.failure(error))
            }
        }
        parser.stackSize = 8 << 20
        parser.start()
        while let event = handoff.take() {
            switch event {
            case .starting(let original): startingFile(original)
            case .file(let file):
                eachFile(file)
                handoff.giveBack(consume file)
            }
        }
        return try handoff.result()
    }

    /// Called by the parser when a `<file>` starts; never waits.
    private func announce(_ original: String) {
        condition.lock()
        defer { condition.unlock() }
        events.append(.starting(original))
        condition.broadcast()
    }

    /// Called by the parser: blocks while the previous file has not been taken. Frees the files merged
    /// so far (after unlocking).
    private func put(_ file: XLIFFFile) {
        condition.lock()
        while fileWaits { condition.wait() }
        events.append(.file(file))
        fileWaits = true
        var done: [XLIFFFile] = []
        swap(&done, &merged)
        condition.broadcast()
        condition.unlock()
        done.removeAll()
    }

    /// Called by the merger with a file it is done with (and holds no other reference to).
    private func giveBack(_ file: consuming XLIFFFile) {
        condition.lock()
        defer { condition.unlock() }
        merged.append(file)
    }

    /// Called by the parser when it is done, successfully or not.
    private func finish(_ result: Result<XLIFFReadResult, XLIFFError>) {
        condition.lock()
        defer { condition.unlock() }
        outcome = result
        condition.broadcast()
    }

    /// The next event, or nil once the parser finished and every event was taken.
    private func take() -> Event? {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty && outcome == nil { condition.wait() }
        guard !events.isEmpty else { return nil }
        let event = events.removeFirst()
        if case .file = event {
            fileWaits = false
            condition.broadcast()
        }
        return event
    }

    /// The parser's result; only after `take()` returned nil.
    private func result() throws(XLIFFError) -> XLIFFReadResult {
        condition.lock()
        defer { condition.unlock() }
        return try outcome!.get()
    }
}
