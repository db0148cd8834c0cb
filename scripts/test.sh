#!/usr/bin/env bash
# Second command of README.md: builds and runs the whole test suite (lit +
# GoogleTest through ctest), then the same under ASan+UBSan. Exits non-zero
# on any failure and ends with one summary line.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh" || exit 1

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader OMPI_MCA_rmaps_base_oversubscribe=1

passed=0 failed=0
run_suite() { # name build-dir cmake-args...
  local name=$1 dir=$2; shift 2
  echo "== [$name] build"
  if ! BUILD_DIR=$dir "$top/scripts/build.sh" "$@"; then
    echo "== [$name] build FAILED"; failed=$((failed + 1)); return
  fi
  echo "== [$name] ctest"
  local log=$dir/ctest.log
  (cd "$dir" && ctest --output-on-failure -j "${JOBS:-2}" --timeout 900) 2>&1 | tee "$log"
  local total f
  total=$(sed -nE 's/.*tests failed out of ([0-9]+)/\1/p' "$log" | tail -1)
  f=$(sed -nE 's/.* ([0-9]+) tests failed out of [0-9]+/\1/p' "$log" | tail -1)
  [ -n "$total" ] || { echo "== [$name] ctest produced no summary"; failed=$((failed + 1)); return; }
  passed=$((passed + total - f)); failed=$((failed + f))
}

run_suite release "$top/build"
if [ "${ZPLC_SKIP_SANITIZE:-0}" != 1 ]; then
  # Open MPI keeps allocations until exit by design; leak reports would drown real ones.
  # A 16 MB quarantine instead of 256: test/lit.cfg.py says why.
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:quarantine_size_mb=16 \
    run_suite asan+ubsan "$top/build-asan" -DZPLC_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
fi
if [ "${ZPLC_SKIP_FUZZ:-0}" != 1 ]; then
  echo "== [fuzz] front end, ${ZPLC_FUZZ_SECONDS:-30} s with libFuzzer (${FUZZ_JOBS:-2} processes)"
  if "$top/tools/fuzz/run.sh" "${ZPLC_FUZZ_SECONDS:-30}"; then
    passed=$((passed + 1))
  else
    echo "== [fuzz] FAILED (artifacts in build-fuzz/fuzz-artifacts)"; failed=$((failed + 1))
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
