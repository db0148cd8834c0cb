#!/usr/bin/env bash
# First command of README.md: install what is missing, build, then compile a
# real program with zplc and run it on 4 processors on the embedded default
# binding (threads; no mpirun needed).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh"
"$top/scripts/build.sh"
zplc=$top/build/tools/zplc/zplc
example=${1:-$top/examples/jacobi.zpl}
out=$top/build/examples/$(basename "${example%.*}")
mkdir -p "$(dirname "$out")"
echo "== zplc $example -o $out"
"$zplc" "$example" -o "$out"
echo "== $out -p4"
"$out" -p4
