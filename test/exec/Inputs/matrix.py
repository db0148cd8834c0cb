"""Which runs of a test's matrix (a program at several processor counts on
`threads` and on each MPI binding) are made, shared by runall.py and
remap_fail.py.

With ZPLC_RUNALL_MPI=one in the environment (test/lit.cfg.py sets it in the
sanitised stage) each MPI binding runs at one of the counts asked for, not at
every one; which one rotates with the binding and a key naming the test's
run, so that the suite as a whole still meets every pair. `all` (the
default) runs every count.
"""
import os
import sys
import zlib


def mpi_mode(script):
    mode = os.environ.get("ZPLC_RUNALL_MPI", "all")
    if mode not in ("all", "one"):
        sys.exit("%s: ZPLC_RUNALL_MPI must be `all` or `one`, not `%s`" % (script, mode))
    return mode


def mpi_runs_at(mode, key, binding, bindings, counts, np):
    """Whether `binding` runs at `np` processors, of `counts` asked for."""
    if mode == "all":
        return np in counts
    counts = sorted(set(counts))
    if not counts:
        return False
    turn = zlib.crc32(key.encode()) + bindings.index(binding)
    return np == counts[turn % len(counts)]


def summary(runs, planned, failures):
    if runs == planned:
        return "%d runs, %d failures" % (runs, failures)
    return "%d of %d runs, %d failures" % (runs, planned, failures)
