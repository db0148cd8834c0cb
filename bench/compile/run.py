#!/usr/bin/env python3
"""Compile time of `zplc prog.zpl -o prog` (front end, passes, generated C++ at
zplc's default -O3 with the precompiled runtime header, link), for two or more
zplc builds side by side: one build of the commit before a change, one after.

usage: run.py NAME=ZPLC NAME=ZPLC... [--rounds N] [PROGRAM...]

Each round compiles every program with every zplc, the order of the zplcs
reversed every other round, after one warm-up round; prints min and median
per program and zplc, and the load average before and after. Run it at
`nice -n -10` on a quiet machine. A zplc built from another commit:
  git worktree add /tmp/old REV && scripts/build.sh in it (BUILD_DIR=/tmp/old/build).
python3 standard library only.
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT = ["examples/jacobi.zpl", "examples/summa.zpl", "test/exec/Inputs/wavefront.z",
           "test/exec/Inputs/mixdist.z"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("zplc", nargs="+", help="NAME=PATH of a zplc, or a program (.zpl/.z)")
    ap.add_argument("--rounds", type=int, default=6)
    a = ap.parse_intermixed_args()
    zplcs = [(n, os.path.abspath(z)) for n, z in (x.split("=", 1) for x in a.zplc if "=" in x)]
    progs = [os.path.abspath(p) for p in a.zplc if "=" not in p] or [os.path.join(ROOT, p) for p in DEFAULT]
    tmp = tempfile.TemporaryDirectory(prefix="zplc-compile-")
    out = os.path.join(tmp.name, "prog")
    times = {}
    print("load before:", open("/proc/loadavg").read().strip())
    for r in range(a.rounds + 1):
        order = zplcs if r % 2 == 0 else zplcs[::-1]
        for p in progs:
            for name, z in order:
                t = time.time()
                subprocess.run([z, os.path.basename(p), "-o", out], cwd=os.path.dirname(p),
                               check=True)
                if r > 0:  # round 0 warms the caches
                    times.setdefault((p, name), []).append(time.time() - t)
    print("load after: ", open("/proc/loadavg").read().strip())
    for p in progs:
        cells = ["%s min %.2f s median %.2f s" % (n, min(times[(p, n)]),
                                                  statistics.median(times[(p, n)]))
                 for n, _ in zplcs]
        print("%-32s %s" % (os.path.relpath(p, ROOT), "   ".join(cells)))


if __name__ == "__main__":
    main()
