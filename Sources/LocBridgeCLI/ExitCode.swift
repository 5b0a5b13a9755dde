/// The process exit status, DESIGN.md "CLI conventions" (the usage/data/software values follow BSD
/// `sysexits.h`, so scripts that already know them read them right).
public enum ExitCode: Int32, Sendable, Comparable {
    /// Everything worked and there is nothing to report.
    case success = 0
    /// The command ran, and found something: failed checks, rejected units, non-canonical files.
    case findings = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// An input file was malformed or unreadable (`EX_DATAERR`).
    case dataError = 65
    /// locbridge itself failed, or could not write its output (`EX_SOFTWARE`).
    case internalError = 70

    /// Orders outcomes by how much they should win when several happen in one run:
    /// an internal error beats bad data, which beats findings.
    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
