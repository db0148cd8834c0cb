#!/usr/bin/env bash
# Configures and builds zplc into build/ (or $BUILD_DIR) with two jobs.
# Extra arguments are passed to cmake's configure step.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$top/build}
gen=()
if command -v ninja >/dev/null 2>&1 && [ ! -f "$build/Makefile" ]; then gen=(-G Ninja); fi
cmake -S "$top" -B "$build" "${gen[@]}" "$@" >/dev/null
cmake --build "$build" -j "${JOBS:-2}"
