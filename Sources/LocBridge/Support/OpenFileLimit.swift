#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of files the process may hold open.
public enum OpenFileLimit {
    /// Raises the soft limit to the hard one: a command that replaces many files keeps each staged one
    /// open (and locked) until all are renamed (`AtomicFile.commit`), and the usual soft limit is 1,024.
    public static func raise() {
        var limit = rlimit()
        guard getrlimit(resourceNumber, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        #if canImport(Darwin)
        // macOS refuses more than OPEN_MAX for the soft limit.
        limit.rlim_cur = min(limit.rlim_max, rlim_t(OPEN_MAX))
        #endif
        _ = setrlimit(resourceNumber, &limit)
    }

    #if canImport(Glibc)
    private static let resourceNumber = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resourceNumber = RLIMIT_NOFILE
    #endif
}
