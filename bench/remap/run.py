#!/usr/bin/env python3
"""Remap-by-data benchmark: zplc's gather `Y := X#[P]` (remap_bench.zpl)
against the same gather written by hand with MPI_Alltoallv (remap_mpi.cpp),
in one run.

Two hand-written references, because zplc does different work depending on
whether the index array changed: `handwritten-mpi-alltoallv` rebuilds its
schedule (owners, request lists, the request all-to-all) in every repetition,
the work of `zplc-mpi-no-reuse`; `handwritten-mpi-alltoallv-reuse` builds it
once and then only exchanges values, the work zplc's relation reuse aims at.
Each generated variant's ratio is taken against the reference doing the same
work (`ratio_to_handwritten`, named in `peer`). The figures of an earlier
version compared reuse against the rebuilding reference, from 5 rounds taken
at a load average of 6.5 on 2 cores, where one variant's runs spread 6x: its
0.8-1.66x did not reproduce. Minima are reported beside medians (the least
disturbed runs), with the load average before and after.

For each processor count (2 and 4 by default) the generated program runs
under mpirun with every MPI binding and as threads, the hand-written one
under mpirun. Each prints the time of its repeated gather loop on processor
0 ("seconds:"), the primary measurement, and a checksum that must equal the
peer's. Variants are interleaved within each round (order reversed every
other round); medians of >= 5 rounds after one warm-up round. Results go to
bench/results/remap.json with machine, compiler and library versions and the
ratio of every generated variant to the hand-written one.

usage: run.py [--zplc PATH] [--quick] [--reps N] [--out FILE] [--build-dir DIR]
python3 standard library only.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from machine import machine_info, seconds_and_checksum  # noqa: E402
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1"]
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")


parse = seconds_and_checksum


def count_instructions(gen, hand, n):
    """CPU work per gather, which load does not change: callgrind's count of
    instructions of a whole run on one processor with 12 gathers minus one
    with 2, over 10. One processor, so no time goes into waiting for peers."""
    variants = {
        "handwritten-mpi-alltoallv": ["mpirun", "-np", "1", hand],
        "handwritten-mpi-alltoallv-reuse": ["mpirun", "-np", "1", hand, "-sreuse=1"],
        "zplc-threads-p1": [gen, "-p1", "--binding=threads"],
        "zplc-threads-p1-no-reuse": ["env", "ZPLC_REMAP_NO_REUSE=1", gen, "-p1",
                                     "--binding=threads"],
    }
    out = {}
    for name, cmd in variants.items():
        counts = []
        for reps in (2, 12):
            tmp = tempfile.mkdtemp(prefix="zplc-remap-cg-")
            # valgrind goes inside mpirun, on the program itself.
            at = 3 if cmd[0] == "mpirun" else (2 if cmd[0] == "env" else 0)
            full = (cmd[:at] + ["valgrind", "--tool=callgrind",
                                "--callgrind-out-file=" + os.path.join(tmp, "cg.out")]
                    + cmd[at:] + ["-sn=%d" % n, "-sreps=%d" % reps])
            r = subprocess.run(full, capture_output=True, text=True,
                               env=dict(ENV, TMPDIR=tmp), timeout=1200)
            shutil.rmtree(tmp, ignore_errors=True)
            got = [l for l in r.stderr.splitlines() if "Collected :" in l]
            if r.returncode != 0 or not got:
                sys.exit("callgrind run failed: %s\n%s" % (" ".join(full), r.stderr[-500:]))
            counts.append(int(got[-1].split(":")[-1].strip()))
        out[name] = (counts[1] - counts[0]) / 10.0
        print("%-32s %.0f instructions per gather (%.1f per element)"
              % (name, out[name], out[name] / n))
    return {"n": n, "processors": 1, "method": "callgrind Ir, (run with 12 gathers - "
            "run with 2) / 10", "counts": out}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zplc", default=os.path.join(ROOT, "build", "tools", "zplc", "zplc"))
    ap.add_argument("--build-dir", default=None)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "remap.json"))
    ap.add_argument("--no-instructions", action="store_true",
                    help="skip the callgrind count of instructions per gather")
    a = ap.parse_args()
    reps = max(5, a.reps)
    n, loops = (50000, 5) if a.quick else (200000, 20)
    bdir = a.build_dir or os.path.join("/tmp", "zplc-bench-remap")
    os.makedirs(bdir, exist_ok=True)
    gen = os.path.join(bdir, "remap_bench")
    hand = os.path.join(bdir, "remap_mpi")
    # --portable: callgrind cannot decode every -march=native instruction, and
    # the hand-written peer below is built without it too.
    subprocess.run([a.zplc, "--portable", os.path.join(HERE, "remap_bench.zpl"), "-o", gen],
                   check=True)
    subprocess.run(["mpicxx", "-std=c++17", "-O2", os.path.join(HERE, "remap_mpi.cpp"), "-o", hand],
                   check=True)
    args = ["-sn=%d" % n, "-sreps=%d" % loops]
    variants = []
    for np in (2, 4):
        variants.append(("handwritten-mpi-alltoallv", np, MPIRUN + ["-np", str(np), hand] + args))
        variants.append(("handwritten-mpi-alltoallv-reuse", np,
                         MPIRUN + ["-np", str(np), hand] + args + ["-sreuse=1"]))
        for b in ("mpi", "mpi-rma", "mpi-shm"):
            variants.append(("zplc-" + b, np, MPIRUN + ["-np", str(np), gen, "--binding=" + b] + args))
        variants.append(("zplc-threads", np, [gen, "-p%d" % np, "--binding=threads"] + args))
        # The relation is reused while P is unchanged; this one rebuilds it
        # every time, as a gather whose indices change would.
        variants.append(("zplc-mpi-no-reuse", np, ["env", "ZPLC_REMAP_NO_REUSE=1"] + MPIRUN +
                         ["-np", str(np), gen, "--binding=mpi"] + args))
    times = {(v[0], v[1]): [] for v in variants}
    walls = {(v[0], v[1]): [] for v in variants}
    checks = {}
    load_start = list(os.getloadavg())
    for rnd in range(reps + 1):  # round 0 warms up
        order = variants if rnd % 2 == 0 else list(reversed(variants))
        for name, np, cmd in order:
            # Open MPI's session directory goes under TMPDIR; mpiruns of
            # other users starting at the same moment in a shared one fail.
            tmp = tempfile.mkdtemp(prefix="zplc-remap-")
            t0 = time.perf_counter()
            r = subprocess.run(cmd, capture_output=True, text=True,
                               env=dict(ENV, TMPDIR=tmp), timeout=600)
            wall = time.perf_counter() - t0
            shutil.rmtree(tmp, ignore_errors=True)
            if r.returncode != 0:
                sys.exit("%s np=%d failed: %s" % (name, np, r.stderr[-500:]))
            sec, chk = parse(r.stdout)
            checks.setdefault(np, set()).add(chk)
            if rnd > 0:
                times[(name, np)].append(sec)
                walls[(name, np)].append(wall)
    for np, c in checks.items():
        if len(c) != 1:
            sys.exit("checksums differ at np=%d: %s" % (np, sorted(c)))
    results = []
    for (name, np), ts in times.items():
        same = ("handwritten-mpi-alltoallv" if name in ("handwritten-mpi-alltoallv",
                                                         "zplc-mpi-no-reuse")
                else "handwritten-mpi-alltoallv-reuse")
        peer = statistics.median(times[(same, np)])
        peer_min = min(times[(same, np)])
        med = statistics.median(ts)
        results.append({"variant": name, "np": np, "median_seconds": med,
                        "min_seconds": min(ts), "runs_seconds": ts,
                        "median_wall_seconds": statistics.median(walls[(name, np)]),
                        "peer": same,
                        "ratio_to_handwritten": med / peer if peer > 0 else None,
                        "min_ratio_to_handwritten": min(ts) / peer_min if peer_min > 0 else None})
    instructions = None if a.no_instructions else count_instructions(gen, hand, n)
    doc = {
        "benchmark": "gather by data Y := X#[P] (P a permutation), n=%d, %d gathers per run"
                     % (n, loops),
        "primary": "seconds of the gather loop on processor 0 (median of %d rounds after a "
                   "warm-up round); ratio = generated / hand-written MPI_Alltoallv at the "
                   "same processor count doing the same work (`peer`); min_* from the "
                   "fastest round of each" % reps,
        "machine": dict(machine_info(a.zplc), loadavg_start=load_start,
                        loadavg_end=list(os.getloadavg())),
        "flags": {"handwritten": "mpicxx -std=c++17 -O2",
                  "generated": "zplc --portable (its default -O3 -ffp-contract=off, "
                               "without -march=native, so that callgrind can run it)"},
        "results": results,
        "instructions_per_gather": instructions,
    }
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(doc, f, indent=2)
    for r in results:
        print("%-32s np=%d  median %.4f s  x%.2f  min %.4f s  x%.2f" % (
            r["variant"], r["np"], r["median_seconds"], r["ratio_to_handwritten"],
            r["min_seconds"], r["min_ratio_to_handwritten"]))
    print("wrote", a.out)


if __name__ == "__main__":
    main()
