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
/// disk, a pipe closed while SIGPIPE is ignored, as some CI runners do): the command would die
/// half-way, with files of an export still to write. Here the first failure is remembered, later text
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

    /// The process's exit status for a command that returned `status`: at least 70 (`internalError`) when
    /// a stream could not be written, which standard error then says if it still can.
    public static func exitStatus(after status: Int32) -> Int32 {
        if let code = output.failedWith {
            let reason = String(cString: strerror(code))
            error.write("error: could not write to standard output (\(reason)): the command's output is incomplete\n")
        }
        guard output.failedWith != nil || error.failedWith != nil else { return status }
        return max(status, ExitCode.internalError.rawValue)
    }
}
