#!/usr/bin/env bash
# Installs the Debian packages zplc needs, and only those that are missing.
# Idempotent and non-interactive; costs a single dpkg query when all is present.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ python3
  antlr4 libantlr4-runtime-dev                      # the front end's parser generator + runtime
  llvm-14-dev llvm-14-tools libclang-14-dev clang-14 # libTooling, libFormat, FileCheck, lit
  libclang-rt-14-dev                                # libFuzzer and sanitizer runtimes for clang
  libopenmpi-dev openmpi-bin                        # the mpi bindings
  libgtest-dev libbenchmark-dev nlohmann-json3-dev libfmt-dev
  libscalapack-openmpi-dev                          # peer in comparisons
  python3-matplotlib                                # charts of benchmark results
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
