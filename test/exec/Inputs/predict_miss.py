#!/usr/bin/env python3
"""Message prediction must never change a result (runtime/ironman/MpiPredict.h).

Runs each compiled program on the mpi binding at 2, 3 and 4 processors with
every prediction made wrong (ZPL_PREDICT_FORCE_MISS=1): the output must equal
the expected file, or where the numbers depend on the processor count (the
order of reductions) a run with prediction off (ZPL_PREDICT=0). The forced run
also prints its counts (ZPL_PREDICT_STATS=1), which must show that the
wrong predictions were acted on: receives posted early for transfers
(kept for a later use or cancelled), or exchange sizes missed (the second
message path).

usage: predict_miss.py MPIRUN BINARY,EXPECTED|-[,ARG...] ...
An argument `grid` passes -sp1/-sp2 matching the processor count.
Prints one line per program and processor count, then "N runs, M failures".
"""
import os
import re
import subprocess
import sys
import tempfile

mpirun = sys.argv[1].split()
STATS = re.compile(r"pre-posted (\d+), found posted (\d+), cancelled (\d+); "
                   r"exchange messages (\d+), size hits (\d+), misses (\d+)")


def run(cmd, extra):
    env = dict(os.environ, TMPDIR=tempfile.mkdtemp(prefix="zplc-run-"), **extra)
    for k in ("ZPL_PREDICT", "ZPL_PREDICT_FORCE_MISS", "ZPL_PREDICT_STATS"):
        if k not in extra:
            env.pop(k, None)
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)
    return p.returncode, p.stdout, p.stderr


GRIDS = {2: (2, 1), 3: (3, 1), 4: (2, 2)}
runs = failures = 0
for spec in sys.argv[2:]:
    binary, expected, *args = spec.split(",")
    name = os.path.basename(binary)
    for np in (2, 3, 4):
        extra = [a for a in args if a != "grid"]
        if "grid" in args:
            extra += ["-sp1=%d" % GRIDS[np][0], "-sp2=%d" % GRIDS[np][1]]
        cmd = mpirun + ["-np", str(np), binary, "--binding=mpi"] + extra
        rc0, want = 0, None
        if expected == "-":
            rc0, want, _ = run(cmd, {"ZPL_PREDICT": "0"})
            runs += 1
        else:
            want = open(expected).read()
        rc1, forced, err = run(cmd, {"ZPL_PREDICT_FORCE_MISS": "1", "ZPL_PREDICT_STATS": "1"})
        runs += 1
        m = STATS.search(err)
        acted = m and (int(m.group(1)) > 0 or int(m.group(6)) > 0)
        ok = rc0 == 0 and rc1 == 0 and want == forced and "forced misses" in err and acted
        if not ok:
            failures += 1
            sys.stdout.write(f"FAIL {name} np{np}: rc {rc0}/{rc1}, same output {want == forced}, "
                             f"stats: {err.strip()[-400:]}\n")
        else:
            sys.stdout.write(f"ok {name} np{np}: {m.group(0)}\n")
print(f"{runs} runs, {failures} failures")
