#include "CLibFuzzer.h"

// libFuzzer's archive member holding its own `main` gets linked in and refers to `LLVMFuzzerTestOneInput`, so the
// symbol must exist; it forwards to the Swift callback (the `main` actually run is the Swift one, via SwiftPM's
// `--defsym main=<Target>_main`).
static StratusFuzzCallback stratus_callback = 0;

void stratus_fuzz_set_callback(StratusFuzzCallback callback) {
    stratus_callback = callback;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return stratus_callback ? stratus_callback(data, size) : 0;
}
