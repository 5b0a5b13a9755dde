#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Steps that must not be cut in two by Ctrl-C, SIGTERM or SIGHUP: the renames that put a batch of
/// staged files in place (cut, some files would be new and some old), and making a folder until the
/// handler knows to remove it. A signal that arrives meanwhile is held and acted on once the step is
/// done. Blocking the signals would not do: any thread of the process may receive them.
extension PendingTemporaries {
    /// How many deferring steps are under way (0 or 1 in practice: only the writing thread defers).
    nonisolated(unsafe) static let deferringDepth: UnsafeMutablePointer<sig_atomic_t> = {
        let value = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        value.initialize(to: 0)
        return value
    }()
    /// The signal that arrived during a deferring step, or 0.
    nonisolated(unsafe) static let deferredSignal: UnsafeMutablePointer<sig_atomic_t> = {
        let value = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        value.initialize(to: 0)
        return value
    }()

    /// Runs `body` with the handled signals held until it returns (or throws); one that arrived is then
    /// raised again, and ends the process as it would have, after the usual clean-up.
    static func deferringSignals<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        _ = handlersInstalled
        deferringDepth.pointee += 1
        defer {
            deferringDepth.pointee -= 1
            if deferringDepth.pointee == 0 {
                let held = deferredSignal.pointee
                if held != 0 { raise(held) }
            }
        }
        return try body()
    }

    /// Called first by the signal handler: whether it must hold the signal for now.
    static func holds(_ signalNumber: Int32) -> Bool {
        guard deferringDepth.pointee > 0 else { return false }
        deferredSignal.pointee = signalNumber
        // The step may have ended between the two reads, without seeing the signal: then it is not held.
        return deferringDepth.pointee > 0
    }
}

/// The same for a command's own steps (`migrate --remove-legacy`'s removals).
public enum SignalDeferral {
    public static func run<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try PendingTemporaries.deferringSignals(body)
    }
}
