#!/usr/bin/env python3
"""Wall-clock effect of placeIronman's placement on overlap_bench.zpl.

Compiles overlap_bench.zpl with two compilers (--before: e.g. a build of the
commit before the placement change, --after: the current one), runs both on
2 processors (mpirun -np 2 for the MPI bindings, -p2 for threads), interleaved
and alternating in order every round so that machine noise hits them alike,
and reports medians of >= 5 rounds after one warm-up round: the program's own
timer around the step loop ("seconds:"), and the time processors spent
blocked in DN and SV (ZPL_COMM_STATS=1, summed over both processors). Both
variants must print the same checksum. Writes JSON.

usage: run.py --before ZPLC --after ZPLC [--reps N] [--n N] [--steps N]
              [--work N] [--bindings mpi,threads] [--out FILE]
python3 standard library only.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1", "-np", "2"]


def run_once(exe, binding, cfg):
    env = dict(os.environ, ZPL_COMM_STATS="1")
    if os.geteuid() == 0:
        env.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
        env.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    cmd = ([exe, "-p2"] if binding == "threads" else MPIRUN + [exe]) + ["--binding=" + binding] + cfg
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
    if r.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), r.stderr[:500]))
    secs = float(re.search(r"seconds:\s*([0-9.eE+-]+)", r.stdout).group(1))
    check = re.search(r"checksum:\s*(\S+)", r.stdout).group(1)
    dn = sum(float(x) for x in re.findall(r"DN wait ([0-9.]+) s", r.stderr))
    sv = sum(float(x) for x in re.findall(r"SV wait ([0-9.]+) s", r.stderr))
    return secs, dn, sv, check


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--work", type=int, default=4)
    ap.add_argument("--bindings", default="mpi,mpi-shm,threads")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "placement_overlap.json"))
    ap.add_argument("--labels", default="before,after", help="what the two builds are (recorded in the JSON)")
    a = ap.parse_args()
    assert a.reps >= 5, "medians of at least 5 runs"
    tmp = tempfile.mkdtemp(prefix="placement-bench-")
    src = os.path.join(HERE, "overlap_bench.zpl")
    exes = {}
    for which in ("before", "after"):
        zplc = os.path.join(tmp, "zplc-" + which)
        shutil.copy(getattr(a, which), zplc)
        exes[which] = os.path.join(tmp, "ob-" + which)
        subprocess.run([zplc, src, "-o", exes[which]], check=True)
    cfg = ["-sn=%d" % a.n, "-ssteps=%d" % a.steps, "-swork=%d" % a.work]
    result = {"program": "bench/placement/overlap_bench.zpl", "procs": 2,
              "config": {"n": a.n, "steps": a.steps, "work": a.work}, "reps": a.reps,
              "statistic": "median", "builds": dict(zip(("before", "after"), a.labels.split(","))),
              "bindings": {}}
    for binding in a.bindings.split(","):
        samples = {"before": [], "after": []}
        checks = set()
        for rnd in range(a.reps + 1):
            order = ("before", "after") if rnd % 2 == 0 else ("after", "before")
            for which in order:
                s = run_once(exes[which], binding, cfg)
                checks.add(s[3])
                if rnd > 0:  # the first round warms up
                    samples[which].append(s[:3])
        if len(checks) != 1:
            raise RuntimeError("outputs differ: %s" % checks)
        entry = {}
        for which, ss in samples.items():
            entry[which] = {"seconds": statistics.median(x[0] for x in ss),
                            "dn_wait_seconds": statistics.median(x[1] for x in ss),
                            "sv_wait_seconds": statistics.median(x[2] for x in ss),
                            "seconds_all": [x[0] for x in ss]}
        entry["speedup"] = entry["before"]["seconds"] / entry["after"]["seconds"]
        result["bindings"][binding] = entry
        print("%-8s before %.4f s (DN wait %.4f)  after %.4f s (DN wait %.4f)  speedup %.3f" % (
            binding, entry["before"]["seconds"], entry["before"]["dn_wait_seconds"],
            entry["after"]["seconds"], entry["after"]["dn_wait_seconds"], entry["speedup"]), flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
