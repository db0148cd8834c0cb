#!/usr/bin/env bash
# Usage: scripts/cpp-snapshot.sh OUTDIR [ZPLC]
#
# Writes the generated C++ (-emit=cpp) and IR (-emit=ir) of every .zpl/.z
# program under examples/, test/ and bench/ into OUTDIR, one file per program
# and form, so that `diff -r BEFORE AFTER` of two snapshots shows every change
# a compiler edit makes to generated code. A program the compiler rejects gets
# its exit code and standard error recorded instead, so a change in what is
# refused shows up too. JOBS (default 2) compilers run at once.
set -u
out=${1:?usage: cpp-snapshot.sh OUTDIR [ZPLC]}
root=$(cd "$(dirname "$0")/.." && pwd)
zplc=${2:-$root/build/tools/zplc/zplc}
[ -x "$zplc" ] || { echo "cpp-snapshot.sh: no compiler at $zplc" >&2; exit 1; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"

one() { # one PROGRAM: both forms of one program
  local f=$1 name=${1//\//__} form dst rc
  for form in cpp ir; do
    dst="$out/$name.$form"
    # Compiled from the repository root so that diagnostics carry the same
    # relative path in every snapshot.
    "$zplc" "$f" -emit=$form >"$dst" 2>"$dst.err"
    rc=$?
    if [ $rc -ne 0 ]; then
      { echo "exit $rc"; cat "$dst.err"; } >"$dst"
    fi
    rm -f "$dst.err"
  done
}
export -f one
export out zplc
find examples test bench -type f \( -name '*.zpl' -o -name '*.z' \) | LC_ALL=C sort |
  xargs -P "${JOBS:-2}" -I{} bash -c 'one "$1"' _ {}
echo "cpp-snapshot.sh: $(find examples test bench -type f \( -name '*.zpl' -o -name '*.z' \) | wc -l) programs into $out"
