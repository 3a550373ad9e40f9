/// The exit statuses of `typescale`, following BSD `sysexits.h` for errors.
public enum ExitStatus {
    /// Done; nothing found wrong.
    public static let success: Int32 = 0
    /// Done, and the results show problems (e.g. an audit found text that does not fit).
    public static let problemsFound: Int32 = 1
    /// The command line was wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// An input file was wrong (`EX_DATAERR`).
    public static let dataError: Int32 = 65
    /// An input file could not be opened (`EX_NOINPUT`).
    public static let noInput: Int32 = 66
    /// An output file could not be written (`EX_CANTCREAT`).
    public static let cannotCreate: Int32 = 73
}
