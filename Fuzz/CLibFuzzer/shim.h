#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs with their own main (compiler-rt, FuzzerDriver.cpp): it runs the
// fuzzing loop with `argv` as libFuzzer's flags and corpus folders. Linked only into fuzzing builds
// (-sanitize=fuzzer); the ordinary build never calls it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
