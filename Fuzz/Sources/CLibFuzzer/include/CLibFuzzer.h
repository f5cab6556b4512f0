#ifndef STRATUS_CLIBFUZZER_H
#define STRATUS_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// The function called for each input, set by the Swift side before the driver starts.
typedef int (*StratusFuzzCallback)(const uint8_t *data, size_t size);

/// libFuzzer's documented driver entry point (available since LLVM 11). SwiftPM renames an executable's `main`
/// on Linux, so the fuzz targets start libFuzzer themselves from their `@main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, StratusFuzzCallback callback);

/// Sets the callback that `LLVMFuzzerTestOneInput` forwards to.
void stratus_fuzz_set_callback(StratusFuzzCallback callback);

#endif
