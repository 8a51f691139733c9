# Sourced by the scripts: the toolchain on PATH and the package root as the working folder.
export PATH="$PATH:/opt/swift/usr/bin"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The release build every script runs: the Swift runtime and Foundation linked statically (half the
# process start, docs/performance.md). Linking static Foundation makes the linker warn about its own use
# of mktemp, which is not ours to fix: that one warning is dropped, everything else goes to stderr.
#
# Its code layout: every function in its own section, and lld (the toolchain's linker) placing first the
# functions that scripts/function-order.txt lists, the ones representative runs execute. A run then
# touches a few MB of contiguous code instead of pages across the 85 MB binary: the toggle's peak memory
# 25.4 -> 21.0 MB (docs/performance.md, "Code layout"). Names the list lacks are linked as before.
#
# Concrete generic types' metadata through accessor functions instead of mangled names: the runtime
# otherwise demangles each nested view type (ModifiedContent<ModifiedContent<…>, …>) on first use and
# checks its generic requirements by scanning every conformance record, which made the main command's
# set-up 8 M instructions longer (131 -> 123 M for `--frames 2`, same bytes).
#
# Relative relocations packed (RELR, glibc >= 2.36): the PIE's 78 k position fixes take 15 KB instead of
# a 1.9 MB table the loader pages in; the toggle's peak memory 23.2 -> 21.7 MB (median of 5).
#
# The machine's vector instructions: where the CPU has AVX2 with FMA, BMI2, F16C and MOVBE (the Haswell set,
# every x86-64 server of the last decade), the compiler targets them, so its vectorised loops (the PNG
# filters, counts, blurs) run twice as wide: the toggle's frame 2.13 -> 1.98 ms (docs/performance.md). The
# bytes drawn stay the same: Swift never fuses a multiply and an add, and its SIMD sums keep their order.
# The binary then runs only on such CPUs, which is why the build asks the CPU it runs on.
cpu_target_flags() {
  local flags
  flags=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null || true)
  for feature in avx2 fma bmi2 f16c movbe; do
    [[ " $flags " == *" $feature "* ]] || return 0
  done
  echo "-Xswiftc -target-cpu -Xswiftc haswell"
}
release_build() {
  # shellcheck disable=SC2046  # the flags are separate words
  swift build -c release --static-swift-stdlib --quiet $(cpu_target_flags) \
    -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    -Xlinker --symbol-ordering-file="$PWD/scripts/function-order.txt" -Xlinker --no-warn-symbol-ordering \
    -Xlinker -z -Xlinker pack-relative-relocs \
    "$@" 2>&1 | { grep -v "the use of \`mktemp' is dangerous" || true; } >&2
}
release_bin_path() { swift build -c release --static-swift-stdlib --show-bin-path; }
