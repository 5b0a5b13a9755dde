import Foundation
import Testing
@testable import LocBridge

/// `FileBytes.read`: regular files only, unless a pipe is accepted (an input only read); then the pipe
/// is read to its end, its writer waited for, up to a limit.
@Suite struct FileBytesTests {
    /// Runs `body` with a FIFO in a fresh folder and a shell that runs `writer` (`$1` is the FIFO) in
    /// its own process, as a shell's `<(…)` does: a writer that never gets a reader is ended afterwards.
    static func withFIFO(writer: String?, _ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "/locbridge-filebytes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/in.xcstrings"
        try #require(mkfifo(fifo, 0o644) == 0)
        let process = Process()
        if let writer {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", writer, "sh", fifo]
            try process.run()
        }
        defer {
            if writer != nil {
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
            }
        }
        try body(fifo)
    }

    @Test func aPipeIsReadWhenAccepted() throws {
        try Self.withFIFO(writer: #"printf 'abc' > "$1""#) { (fifo: String) throws in
            #expect(try FileBytes.read(fifo, acceptingPipes: true) == Array("abc".utf8))
        }
    }

    /// A named FIFO waits for its writer, as `cat` does; a writer that writes nothing gives no bytes.
    @Test func aWriterThatComesLaterIsWaitedFor() throws {
        try Self.withFIFO(writer: #"sleep 0.3; printf 'later' > "$1""#) { (fifo: String) throws in
            #expect(try FileBytes.read(fifo, acceptingPipes: true) == Array("later".utf8))
        }
        try Self.withFIFO(writer: #"sleep 0.3; : > "$1""#) { (fifo: String) throws in
            #expect(try FileBytes.read(fifo, acceptingPipes: true) == [])
        }
    }

    /// Why `read` refused, or nil when it read.
    static func refusal(_ read: () throws(FileError) -> [UInt8]) -> String? {
        do {
            _ = try read()
            return nil
        } catch {
            return error.description
        }
    }

    /// Where a file is written in place, a pipe is refused at once (no writer is waited for).
    @Test func aPipeIsRefusedUnlessAccepted() throws {
        try Self.withFIFO(writer: nil) { (fifo: String) throws in
            #expect(Self.refusal { () throws(FileError) in try FileBytes.read(fifo) }
                    == fifo + ": is not a regular file (a FIFO, socket or device)")
        }
        #expect(Self.refusal { () throws(FileError) in try FileBytes.read("/dev/zero", acceptingPipes: true) }
                == "/dev/zero: is not a regular file or a pipe (a socket or device)")
    }

    /// A pipe that never ends (`yes |`) stops at the limit, rather than fill the memory.
    @Test func aPipeIsReadUpToTheLimit() throws {
        let limit = 1 << 20
        try Self.withFIFO(writer: #"head -c 1048576 /dev/zero > "$1""#) { (fifo: String) throws in
            #expect(try FileBytes.read(fifo, acceptingPipes: true, pipeLimit: limit).count == limit)
        }
        try Self.withFIFO(writer: #"head -c 1048577 /dev/zero > "$1""#) { (fifo: String) throws in
            #expect(Self.refusal { () throws(FileError) in try FileBytes.read(fifo, acceptingPipes: true, pipeLimit: limit) }
                    == fifo + ": the pipe gave more than 1 MB; write it to a file and name the file")
        }
    }
}
