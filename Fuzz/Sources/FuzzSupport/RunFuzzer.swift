import CLibFuzzer

/// Runs libFuzzer on `test` with the process's arguments (libFuzzer's flags, corpus directories, or crash files to
/// replay), then exits with libFuzzer's status.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv, test)
    exit(status)
}

#if canImport(Glibc)
    import Glibc
#endif
