#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt's `FuzzerInterface.h`), linked in by `-sanitize=fuzzer`: parses libFuzzer's flags
/// from argc/argv and fuzzes `callback`. Called from a Swift `main`, because SwiftPM renames an executable's entry
/// point, which keeps libFuzzer's own `main` out of the link.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
