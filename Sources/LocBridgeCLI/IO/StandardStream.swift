import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// File descriptor 1 or 2, written with `write(2)`. `FileHandle.write` traps on a failed write (a full
/// disk, a pipe closed while SIGPIPE is ignored, as some CI runners do), and SIGPIPE itself kills the
/// process: either way the command would die half-way, with files of an export still to write. Here the first failure is remembered, later text
/// for that stream is dropped, the command finishes its work, and `exitStatus(after:)` says why it failed.
public final class StandardStream: @unchecked Sendable {
    public static let output = StandardStream(descriptor: 1, name: "standard output")
    public static let error = StandardStream(descriptor: 2, name: "standard error")

    private let descriptor: Int32
    private let name: String
    // Guards `failure`, and keeps one call's text in one piece when threads print.
    private let lock = NSLock()
    private var failure: Int32?

    private init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
    }

    private var failedWith: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// Call first thing: a reader that goes away (`| head`) then fails a write with EPIPE instead of killing
    /// the process, so an export or import finishes writing its files before `exitStatus(after:)` ends it.
    /// A caller that ignores SIGPIPE itself is told of a broken pipe as of any failed write.
    public static func deferBrokenPipes() {
        let previous = signal(SIGPIPE, SIG_IGN)
        endsOnBrokenPipe = unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Call first thing: past the shell's file size limit (`ulimit -f`) a write then fails with EFBIG, which
    /// is reported and leaves every file as it was, instead of SIGXFSZ ending the process half-way through a
    /// write with its temporary file left behind.
    public static func deferFileSizeLimit() {
        signal(SIGXFSZ, SIG_IGN)
    }

    nonisolated(unsafe) private static var endsOnBrokenPipe = false

    /// The process's exit status for a command that returned `status`: at least 70 (`internalError`) when
    /// a stream could not be written, which standard error then says if it still can. A reader that went
    /// away ends the process as SIGPIPE would have, now that the work is done: silently, status 141.
    public static func exitStatus(after status: Int32) -> Int32 {
        if endsOnBrokenPipe, output.failedWith == EPIPE || (output.failedWith == nil && error.failedWith == EPIPE) {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if let code = output.failedWith {
            let reason = String(cString: strerror(code))
            error.write("error: could not write to standard output (\(reason)): the command's output is incomplete\n")
        }
        guard output.failedWith != nil || error.failedWith != nil else { return status }
        return max(status, ExitCode.internalError.rawValue)
    }
}
