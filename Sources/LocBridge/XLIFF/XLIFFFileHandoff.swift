import Foundation

/// Hands `<file>`s from the parsing thread to the thread that merges them (`XLIFFReader.read(contentsOfFile:
/// eachFile:)`): parsing the next `<file>` overlaps merging the last one, and at most one parsed file waits,
/// so memory still holds only a few `<file>`s at a time.
///
/// Merged files go back to the parsing thread to be freed: freeing thousands of units takes time, and
/// the merging thread is the one the import waits for.
final class XLIFFFileHandoff: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: XLIFFFile?
    private var merged: [XLIFFFile] = []
    private var outcome: Result<XLIFFReadResult, XLIFFError>?

    /// Runs `parse` on a new thread, handing it `put` for each `<file>`, and `eachFile` on this one.
    static func pipeline(eachFile: (XLIFFFile) -> Void,
                         parse: @escaping @Sendable (_ put: @escaping (XLIFFFile) -> Void) throws(XLIFFError) -> XLIFFReadResult)
        throws(XLIFFError) -> XLIFFReadResult {
        let handoff = XLIFFFileHandoff()
        let parser = Thread {
            do throws(XLIFFError) {
                handoff.finish(.success(try parse(handoff.put)))
            } catch {
                handoff.finish(.failure(error))
            }
        }
        parser.stackSize = 8 << 20
        parser.start()
        while let file = handoff.take() {
            eachFile(file)
            handoff.giveBack(consume file)
        }
        return try handoff.result()
    }

    /// Called by the parser: blocks while the previous file has not been taken. Frees the files merged
    /// so far (after unlocking).
    func put(_ file: XLIFFFile) {
        condition.lock()
        while waiting != nil { condition.wait() }
        waiting = file
        var done: [XLIFFFile] = []
        swap(&done, &merged)
        condition.broadcast()
        condition.unlock()
        done.removeAll()
    }

    /// Called by the merger with a file it is done with (and holds no other reference to).
    func giveBack(_ file: consuming XLIFFFile) {
        condition.lock()
        defer { condition.unlock() }
        merged.append(file)
    }

    /// Called by the parser when it is done, successfully or not.
    func finish(_ result: Result<XLIFFReadResult, XLIFFError>) {
        condition.lock()
        defer { condition.unlock() }
        outcome = result
        condition.broadcast()
    }

    /// The next file, or nil once the parser finished and every file was taken.
    func take() -> XLIFFFile? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && outcome == nil { condition.wait() }
        guard let file = waiting else { return nil }
        waiting = nil
        condition.broadcast()
        return file
    }

    /// The parser's result; only after `take()` returned nil.
    func result() throws(XLIFFError) -> XLIFFReadResult {
        condition.lock()
        defer { condition.unlock() }
        return try outcome!.get()
    }
}
