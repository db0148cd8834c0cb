#!/usr/bin/env bash
# First command of README.md: install what is missing, build, and run a real
# program through zplc on the embedded default binding (threads).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh"
"$top/scripts/build.sh"
zplc=$top/build/tools/zplc/zplc
example=${1:-$top/examples/jacobi.zpl}
if "$zplc" --help 2>/dev/null | grep -q -- '-o '; then
  out=$top/build/examples/$(basename "${example%.*}")
  mkdir -p "$(dirname "$out")"
  "$zplc" "$example" -o "$out"
  echo "== running $out -p4 (threads binding)"
  "$out" -p4
else
  echo "== zplc -emit=ast $example"
  "$zplc" "$example" -emit=ast | head -40
fi
