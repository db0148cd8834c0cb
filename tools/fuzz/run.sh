#!/usr/bin/env bash
# Builds the front-end fuzzer with clang++-14 (libFuzzer + ASan) in its own
# build directory and runs it for a while on a corpus seeded from examples/
# and the lit tests. Exits non-zero when the fuzzer finds a crash.
#
#   tools/fuzz/run.sh [seconds]        (default 30; FUZZ_BUILD_DIR, FUZZ_JOBS: build
#                                       jobs and fuzzing processes, default 2)
#
# Each run takes a fresh seed (FUZZ_SEED=N repeats one) and prints it first,
# so that a failure in CI can be reproduced with the same seed and corpus.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-30}
seed=${FUZZ_SEED:-$(( ($(od -An -N4 -tu4 /dev/urandom) % 2147483646) + 1 ))}
echo "front-end fuzz: seed $seed, $secs s (FUZZ_SEED=$seed $0 $secs repeats it)"
build=${FUZZ_BUILD_DIR:-$top/build-fuzz}
jobs=${FUZZ_JOBS:-2}
san="-fsanitize=fuzzer-no-link,address -fno-omit-frame-pointer"

# Debian's ANTLR 4.9 runtime headers do not compile with clang: an
# InterpreterData constructor calls Vocabulary's deleted default constructor.
# A patched copy of the headers, searched first (-I wins over -isystem),
# fixes that without touching the system.
patched=$build/antlr4-patched
if [ ! -f "$patched/antlr4-runtime.h" ]; then
  mkdir -p "$patched"
  cp -r /usr/include/antlr4-runtime/. "$patched/"
  sed -i 's/InterpreterData() {};/InterpreterData() = default;/' \
    "$patched/misc/InterpreterDataReader.h"
fi
san="$san -I$patched"

cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_C_FLAGS="$san" \
  -DZPLC_FUZZ=ON -DZPLC_PARTS=frontend >/dev/null
fuzzer=$build/tools/fuzz/zplc-fuzz-frontend
cmake --build "$build" -j "$jobs" --target zplc-fuzz-frontend

corpus=$build/fuzz-corpus
mkdir -p "$corpus" "$build/fuzz-artifacts"
# Seeds: every program the project has; libFuzzer deduplicates by coverage.
find "$top/examples" "$top/test" -name '*.zpl' -exec cp -n {} "$corpus/" \; 2>/dev/null || true
# One fuzzing process per job (FUZZ_JOBS, default 2), each for the whole
# time, with seeds seed, seed+1, ... on the shared corpus: two for 60 s run
# about as many inputs as one for 120 s (each first runs the corpus, some
# 800 programs, 5 s). libFuzzer's own fork mode was measured far slower here
# (DEVELOPERS.md, "Test stages"). Each writes its own log, shown at the end.
pids=()
for ((i = 0; i < jobs; i++)); do
  ASAN_OPTIONS=detect_leaks=1 "$fuzzer" "$corpus" \
    -seed=$((seed + i)) -max_total_time="$secs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/fuzz-artifacts/" -print_final_stats=1 >"$build/fuzz-$i.log" 2>&1 &
  pids+=($!)
done
rc=0
for ((i = 0; i < jobs; i++)); do
  if ! wait "${pids[$i]}"; then
    rc=1
    echo "== fuzzing process $i (seed $((seed + i))) FAILED; its log:"
    cat "$build/fuzz-$i.log"
  else
    echo "== fuzzing process $i (seed $((seed + i))):"
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|#[0-9]+.*DONE)' \
      "$build/fuzz-$i.log" || true
  fi
done
exit $rc
