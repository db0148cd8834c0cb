#!/usr/bin/env python3
"""Runs a compiled program at 1..4 processors on every binding and checks
that each run fails: a non-zero exit, stderr matching REGEX, and no hang.

usage: remap_fail.py BINARY REGEX MPIRUN [--stdout=FILE] [--once] [ARGS...]
(ARGS go to the program; with --stdout, each run's output must equal FILE's;
with --once, each run must exit 1 and print one `zpl: error:` line)
With ZPLC_RUNALL_MPI=one (the sanitised stage) each MPI binding runs at one
count (matrix.py), rotating with the binary's name and ARGS.
"""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

import matrix

binary, regex, mpirun = sys.argv[1], sys.argv[2], sys.argv[3]
args = sys.argv[4:]
expected = None
if args and args[0].startswith("--stdout="):
    expected = open(args.pop(0)[len("--stdout="):]).read()
once = bool(args) and args[0] == "--once"
if once:
    args.pop(0)
mode = matrix.mpi_mode("remap_fail.py")
key = " ".join([os.path.basename(binary)] + args)
counts = [1, 2, 3, 4]
bindings = ["mpi", "mpi-rma", "mpi-shm"]
planned = len(counts) * (1 + len(bindings))
variants = []
for np in counts:
    variants.append(("threads", np, [binary, "-p%d" % np, "--binding=threads"] + args))
    for b in (b for b in bindings if matrix.mpi_runs_at(mode, key, b, bindings, counts, np)):
        variants.append((b, np, mpirun.split() + ["-np", str(np), binary, "--binding=" + b] + args))


def check(variant):
    """The failure a run shows, or None."""
    name, np, cmd = variant
    # Each run gets a TMPDIR of its own, as in runall.py: two mpiruns
    # starting at once in one (lit runs tests in parallel, and this script
    # runs several at once) can race on Open MPI's session directory.
    tmp = tempfile.mkdtemp(prefix="zplc-run-")
    try:
        p = matrix.run(cmd, timeout=120, input="", env=dict(os.environ, TMPDIR=tmp))
    except subprocess.TimeoutExpired:
        return "%s np=%d: timed out" % (name, np)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if p.returncode == 0:
        return "%s np=%d: exit 0" % (name, np)
    if not re.search(regex, p.stderr):
        return "%s np=%d: stderr does not match: %s" % (name, np, p.stderr[:500])
    if once and (p.returncode != 1 or p.stderr.count("zpl: error:") != 1):
        return "%s np=%d: exit %d, %d errors printed: %s" % (
            name, np, p.returncode, p.stderr.count("zpl: error:"), p.stderr[:500])
    if "not reached" in p.stdout:
        return "%s np=%d: went on after the error" % (name, np)
    if expected is not None and p.stdout != expected:
        return "%s np=%d: output differs:\n%s" % (name, np, p.stdout)
    return None


# A failing MPI run spends its last second idle: Open MPI 4.1's mpirun
# waits odls_base_sigkill_timeout (1 s) after MPI_Abort before it kills the
# ranks (docs/BACKEND.md). Runs of a failing program are mostly that wait,
# so ZPLC_FAIL_JOBS of them (default 3) run at once; the failures are still
# reported in the matrix's order.
jobs = int(os.environ.get("ZPLC_FAIL_JOBS", "3"))
with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
    results = list(pool.map(check, variants))
runs = len(variants)
failures = [f for f in results if f is not None]
for f in failures:
    print("FAIL", f)
print(matrix.summary(runs, planned, len(failures)))
sys.exit(1 if failures else 0)
