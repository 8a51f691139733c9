# Sourced by the scripts: the toolchain on PATH and the package root as the working folder.
export PATH="$PATH:/opt/swift/usr/bin"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The release build every script runs: the Swift runtime and Foundation linked statically (half the
# process start, docs/performance.md). Linking static Foundation makes the linker warn about its own use
# of mktemp, which is not ours to fix: that one warning is dropped, everything else goes to stderr.
release_build() {
  swift build -c release --static-swift-stdlib --quiet "$@" 2>&1 | { grep -v "the use of \`mktemp' is dangerous" || true; } >&2
}
release_bin_path() { swift build -c release --static-swift-stdlib --show-bin-path; }
