# Sourced by the scripts: the toolchain on PATH and the package root as the working folder.
export PATH="$PATH:/opt/swift/usr/bin"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
