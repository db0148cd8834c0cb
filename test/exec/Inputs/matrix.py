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


def run(cmd, timeout=120, input="", env=None):
    """subprocess.run(cmd, capture_output=True, text=True) in a session of its
    own. On a timeout mpirun is first asked to stop (SIGTERM: it ends its
    ranks), then everything left in the session is killed: subprocess.run
    killed mpirun alone, and the ranks of a hung program, each in a process
    group of its own, spun on for the rest of the suite."""
    import signal
    import subprocess
    import time
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    try:
        out, err = p.communicate(input, timeout=timeout)
    except subprocess.TimeoutExpired:
        p.terminate()
        try:
            p.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        subprocess.run(["pkill", "-KILL", "-s", str(p.pid)], check=False)
        p.kill()
        p.communicate()
        raise
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)
