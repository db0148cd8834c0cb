#!/usr/bin/env python3
"""Runs a compiled program at 1..4 processors on every binding and checks
that each run fails: a non-zero exit, stderr matching REGEX, and no hang.

usage: remap_fail.py BINARY REGEX MPIRUN [--stdout=FILE] [--once] [ARGS...]
(ARGS go to the program; with --stdout, each run's output must equal FILE's;
with --once, each run must exit 1 and print one `zpl: error:` line)
"""
import re
import subprocess
import sys

binary, regex, mpirun = sys.argv[1], sys.argv[2], sys.argv[3]
args = sys.argv[4:]
expected = None
if args and args[0].startswith("--stdout="):
    expected = open(args.pop(0)[len("--stdout="):]).read()
once = bool(args) and args[0] == "--once"
if once:
    args.pop(0)
failures = []
runs = 0
for np in (1, 2, 3, 4):
    variants = [("threads", [binary, "-p%d" % np, "--binding=threads"] + args)]
    for b in ("mpi", "mpi-rma", "mpi-shm"):
        variants.append((b, mpirun.split() + ["-np", str(np), binary, "--binding=" + b] + args))
    for name, cmd in variants:
        runs += 1
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=120, input="")
        except subprocess.TimeoutExpired:
            failures.append("%s np=%d: timed out" % (name, np))
            continue
        if p.returncode == 0:
            failures.append("%s np=%d: exit 0" % (name, np))
        elif not re.search(regex, p.stderr):
            failures.append("%s np=%d: stderr does not match: %s" % (name, np, p.stderr[:500]))
        elif once and (p.returncode != 1 or p.stderr.count("zpl: error:") != 1):
            failures.append("%s np=%d: exit %d, %d errors printed: %s" %
                            (name, np, p.returncode, p.stderr.count("zpl: error:"), p.stderr[:500]))
        elif "not reached" in p.stdout:
            failures.append("%s np=%d: went on after the error" % (name, np))
        elif expected is not None and p.stdout != expected:
            failures.append("%s np=%d: output differs:\n%s" % (name, np, p.stdout))
for f in failures:
    print("FAIL", f)
print("%d runs, %d failures" % (runs, len(failures)))
sys.exit(1 if failures else 0)
