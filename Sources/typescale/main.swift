import TypeScaleCLI

// The process's own settings live here, and nowhere a test or a host calling the commands in process would run them.
TypeScaleCLI.main(
    process: ProcessHooks(
        willMeasureMany: { AllocatorTuning.keepFreedMemoryForTheRun() },
        willAnswerBatch: { AllocatorTuning.backMainHeapWithHugePages() },
        threadWillMeasure: { AllocatorTuning.backThreadHeapWithHugePages() },
        leavesMemoryToExit: true))
