import FuzzSupport

// libFuzzer's driver over this target's LLVMFuzzerTestOneInput (FuzzInterfaceBuilder.swift).
runFuzzer { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
}
