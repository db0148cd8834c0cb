#!/usr/bin/env python3
"""Runs one compiled example at 1..4 processors on every binding and checks
that every output equals the independently computed expected output.

usage: runall.py BINARY EXPECTED MPIRUN [--grid-config] [--stdin=FILE]
                 [--threads=1,2,...] [--mpi=2,4] [--bindings=mpi,mpi-shm] [--args=A,B]
--grid-config passes -sp1/-sp2 so that programs with an explicit grid G =
[p1, p2] get one whose size matches the processor count; --stdin gives every
run FILE as its standard input. By default every count 1..4 runs on threads
and on every MPI binding; --threads, --mpi and --bindings choose other
processor counts and bindings; --args passes extra program arguments.

With ZPLC_RUNALL_MPI=one in the environment (the sanitised stage) each MPI
binding runs at one of the counts asked for (matrix.py), rotating with the
expected file's name. The summary then says how many of the matrix's runs
were made ("5 of 16 runs, 0 failures").
"""
import os
import shutil
import subprocess
import sys
import tempfile

import matrix

binary, expected_path, mpirun = sys.argv[1], sys.argv[2], sys.argv[3]
grid_config = "--grid-config" in sys.argv[4:]
stdin_text = None
for a in sys.argv[4:]:
    if a.startswith("--stdin="):
        stdin_text = open(a[len("--stdin="):]).read()
expected = open(expected_path).read()


def option(name, default):
    for a in sys.argv[4:]:
        if a.startswith("--%s=" % name):
            return [x for x in a.split("=", 1)[1].split(",") if x]
    return default


thread_counts = [int(x) for x in option("threads", ["1", "2", "3", "4"])]
mpi_counts = [int(x) for x in option("mpi", ["1", "2", "3", "4"])]
bindings = option("bindings", ["mpi", "mpi-rma", "mpi-shm"])
args = option("args", [])
grids = {1: (1, 1), 2: (2, 1), 3: (3, 1), 4: (2, 2), 5: (5, 1)}
planned = len(set(thread_counts)) + len(set(mpi_counts)) * len(bindings)
mpi_mode = matrix.mpi_mode("runall.py")


def mpi_runs_at(binding, np):
    return matrix.mpi_runs_at(mpi_mode, os.path.basename(expected_path), binding, bindings,
                              mpi_counts, np)


failures = []
runs = 0
for np in sorted(set(thread_counts) | set(mpi_counts)):
    extra = list(args)
    if grid_config:
        extra += ["-sp1=%d" % grids[np][0], "-sp2=%d" % grids[np][1]]
    variants = []
    if np in thread_counts:
        variants.append(("threads", [binary, "-p%d" % np, "--binding=threads"] + extra))
    for b in (b for b in bindings if mpi_runs_at(b, np)):
        variants.append((b, mpirun.split() + ["-np", str(np), binary, "--binding=" + b] + extra))
    for name, cmd in variants:
        runs += 1
        # Open MPI creates its session directory under TMPDIR; two mpiruns
        # starting at once in the same TMPDIR (lit runs tests in parallel)
        # can race on it ("mkdir ... File exists"), so each run gets its own.
        tmp = tempfile.mkdtemp(prefix="zplc-run-")
        try:
            p = matrix.run(cmd, timeout=120, input=stdin_text if stdin_text is not None else "",
                           env=dict(os.environ, TMPDIR=tmp))
        except subprocess.TimeoutExpired:
            failures.append("%s np=%d: timed out" % (name, np))
            continue
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        if p.returncode != 0:
            failures.append("%s np=%d: exit %d: %s" % (name, np, p.returncode, p.stderr.strip()[:500]))
        elif p.stdout != expected:
            failures.append("%s np=%d: output differs:\n%s" % (name, np, p.stdout))
for f in failures:
    print("FAIL", f)
print(matrix.summary(runs, planned, len(failures)))
sys.exit(1 if failures else 0)
