import FuzzSupport

// The faces and measurers, made before fuzzing starts, so the first input is not charged for loading them.
setUp()

// libFuzzer's driver over this target's LLVMFuzzerTestOneInput (FuzzMeasure.swift).
runFuzzer { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
}
