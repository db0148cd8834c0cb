#!/usr/bin/env bash
# Runs mpirun in a TMPDIR of its own. Open MPI creates its session directory
# under TMPDIR, and two mpiruns starting at once in the same one (lit runs
# tests in parallel) can fail with "mkdir ... File exists".
tmp=$(mktemp -d "${TMPDIR:-/tmp}/zplc-mpirun.XXXXXX")
TMPDIR=$tmp "$@"
rc=$?
rm -rf "$tmp"
exit $rc
