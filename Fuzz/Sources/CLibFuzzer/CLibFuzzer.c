// Declarations only: LLVMFuzzerRunDriver comes from libclang_rt.fuzzer, which `-sanitize=fuzzer` links.
#include "CLibFuzzer.h"
