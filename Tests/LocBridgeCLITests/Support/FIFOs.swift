import Foundation

extension TemporaryFolder {
    /// Runs `body` with each of `fifos` (relative path → text) made a FIFO whose text another process
    /// (`cat`) writes once a reader opens it, as a shell's `<(git show …)` gives a pipe; a nil text has
    /// no writer. Writers that never got a reader are ended afterwards.
    func withFIFOs<T>(_ fifos: [String: String?], _ body: () throws -> T) throws -> T {
        var writers: [Process] = []
        defer {
            for writer in writers {
                if writer.isRunning { writer.terminate() }
                writer.waitUntilExit()
            }
        }
        for (relativePath, text) in fifos {
            let fifo = path + "/" + relativePath
            guard mkfifo(fifo, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fifo]) }
            guard let text else { continue }
            try write(text, to: relativePath + ".text")
            let writer = Process()
            writer.executableURL = URL(fileURLWithPath: "/bin/sh")
            writer.arguments = ["-c", #"cat "$1.text" > "$1""#, "sh", fifo]
            try writer.run()
            writers.append(writer)
        }
        return try body()
    }
}
