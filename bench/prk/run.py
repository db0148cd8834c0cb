#!/usr/bin/env python3
"""Parallel Research Kernels benchmark: zplc against hand-written MPI C++, in
one run.

Two kernels written from the PRK specification: Stencil (star, radius 2;
stencil_bench.zpl vs stencil_mpi.cpp) and Transpose (B += A^T, then A += 1;
transpose_bench.zpl vs transpose_mpi.cpp, PRK's MPI1 scheme with 32 x 32
tiles). Every program runs iteration 0 as a warm-up, times the others itself
and prints "seconds:" and a checksum (the stencil's norm, the transpose's
absolute error), which must equal the hand-written peer's. Rates as PRK
computes them: 19 flops per interior point and iteration for the stencil
((2 * (4R + 1) + 1) with R = 2), 2 * 8 * n^2 bytes per iteration for the
transpose.

For np 1 and 2: the hand-written program under mpirun, and the generated one
on threads (-pN) and under mpirun with --binding=mpi and --binding=mpi-shm.
The hand-written references are compiled with the flags zplc gives the
generated C++ (tools/zplc/Backend.cpp). Variants are interleaved within each
round, the order reversed every other round, >= 5 rounds after a warm-up
round; min and median recorded; every run at `nice -n -10` when allowed (else
as it is); /proc/loadavg before and after each round. Writes
bench/results/prk.json and prk.png.

usage: run.py [--zplc PATH] [--build-dir DIR] [--rounds N] [--n N] [--iters I]
              [--quick] [--out FILE] [--plot-only]
python3 standard library (+ matplotlib for the plot, if present).
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
# What zplc passes to the C++ compiler by default (tools/zplc/Backend.cpp).
CXXFLAGS = ["-std=c++17", "-O3", "-march=native", "-ffp-contract=off", "-w", "-fwrapv"]
KERNELS = ("stencil", "transpose")


def loadavg():
    with open("/proc/loadavg") as f:
        return f.read().strip()


parse = seconds_and_checksum


def rate(kernel, n, iters, secs):
    """PRK's figure of merit: MFlop/s for the stencil, MB/s for the transpose."""
    if kernel == "stencil":
        return 19.0 * (n - 4) * (n - 4) * iters / secs / 1e6
    return 2.0 * 8.0 * n * n * iters / secs / 1e6


def nice_prefix():
    """`nice -n -10` when this process may raise its priority, else nothing."""
    r = subprocess.run(["nice", "-n", "-10", "true"], capture_output=True, text=True)
    return (["nice", "-n", "-10"], True) if r.returncode == 0 and not r.stderr else ([], False)


def plot(doc, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib missing: no plot")
        return
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.5))
    for ax, kernel in zip(axes, KERNELS):
        rows = [r for r in doc["results"] if r["kernel"] == kernel]
        names = sorted({r["variant"] for r in rows}, key=lambda v: (not v.startswith("hand"), v))
        nps = sorted({r["np"] for r in rows})
        w = 0.8 / len(names)
        for i, name in enumerate(names):
            ys = [next((r["median_rate"] for r in rows if r["variant"] == name and r["np"] == p), 0)
                  for p in nps]
            ax.bar([k + i * w for k in range(len(nps))], ys, w, label=name)
        ax.set_xticks([k + w * (len(names) - 1) / 2 for k in range(len(nps))])
        ax.set_xticklabels(["np %d" % p for p in nps])
        ax.set_ylabel("MFlop/s (median)" if kernel == "stencil" else "MB/s (median)")
        ax.set_title("PRK %s, n=%d" % (kernel, doc["n"]))
        ax.legend(fontsize=7)
    la = doc["machine"]
    fig.suptitle("zplc vs hand-written MPI, %d rounds, load %.1f -> %.1f" %
                 (doc["rounds"], la["loadavg_start"][0], la["loadavg_end"][0]))
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zplc", default=os.path.join(ROOT, "build", "tools", "zplc", "zplc"))
    ap.add_argument("--build-dir", default=os.path.join(tempfile.gettempdir(), "zplc-bench-prk"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--n", type=int, default=None)
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--quick", action="store_true", help="n = 2000")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "prk.json"))
    ap.add_argument("--plot-only", action="store_true",
                    help="redraw the plot of --out without measuring (where this python "
                         "lacked matplotlib)")
    a = ap.parse_args()
    if a.plot_only:
        with open(a.out) as f:
            plot(json.load(f), os.path.splitext(a.out)[0] + ".png")
        return
    rounds = max(5, a.rounds)
    n = a.n or (2000 if a.quick else 4000)
    os.makedirs(a.build_dir, exist_ok=True)
    progs = {}
    for kernel in KERNELS:
        gen = os.path.join(a.build_dir, kernel + "_bench")
        hand = os.path.join(a.build_dir, kernel + "_mpi")
        subprocess.run(["nice", "-n", "19", a.zplc, os.path.join(HERE, kernel + "_bench.zpl"),
                        "-o", gen], check=True)
        subprocess.run(["nice", "-n", "19", "mpicxx"] + CXXFLAGS +
                       [os.path.join(HERE, kernel + "_mpi.cpp"), "-o", hand], check=True)
        progs[kernel] = (gen, hand)
    args = ["-sn=%d" % n, "-siters=%d" % a.iters]
    variants = []
    for kernel in KERNELS:
        gen, hand = progs[kernel]
        for np in (1, 2):
            variants.append((kernel, "handwritten-mpi", np, MPIRUN + ["-np", str(np), hand] + args))
            variants.append((kernel, "zplc-threads", np, [gen, "-p%d" % np] + args))
            for b in ("mpi", "mpi-shm"):
                variants.append((kernel, "zplc-" + b, np,
                                 MPIRUN + ["-np", str(np), gen, "--binding=" + b] + args))
    prefix, raised = nice_prefix()
    times = {v[:3]: [] for v in variants}
    checks = {}
    loads = []
    load_start = list(os.getloadavg())
    for rnd in range(rounds + 1):  # round 0 warms up
        order = variants if rnd % 2 == 0 else list(reversed(variants))
        before = loadavg()
        for kernel, name, np, cmd in order:
            # Open MPI's session directory goes under TMPDIR: a private one,
            # so that other users' mpiruns starting at the same moment do not
            # collide with it.
            tmp = tempfile.mkdtemp(prefix="zplc-prk-")
            r = subprocess.run(prefix + cmd, capture_output=True, text=True,
                               env=dict(ENV, TMPDIR=tmp), timeout=600)
            shutil.rmtree(tmp, ignore_errors=True)
            if r.returncode != 0:
                sys.exit("%s %s np=%d failed: %s" % (kernel, name, np, r.stderr[-800:]))
            secs, chk = parse(r.stdout)
            checks.setdefault(kernel, set()).add(chk)
            if rnd > 0:
                times[(kernel, name, np)].append(secs)
        loads.append({"round": rnd, "before": before, "after": loadavg()})
        print("round %d done, load %s -> %s" % (rnd, before, loads[-1]["after"]), flush=True)
    for kernel, c in checks.items():
        if len(c) != 1:
            sys.exit("%s: checksums differ between variants: %s" % (kernel, sorted(c)))
    results = []
    for (kernel, name, np), ts in times.items():
        peer = times[(kernel, "handwritten-mpi", np)]
        med, lo = statistics.median(ts), min(ts)
        results.append({
            "kernel": kernel, "variant": name, "np": np,
            "median_seconds": med, "min_seconds": lo, "runs_seconds": ts,
            "median_rate": rate(kernel, n, a.iters, med), "max_rate": rate(kernel, n, a.iters, lo),
            "rate_unit": "MFlop/s" if kernel == "stencil" else "MB/s",
            # > 1: zplc faster than the hand-written reference.
            "speed_vs_handwritten_median": statistics.median(peer) / med,
            "speed_vs_handwritten_min": min(peer) / lo,
        })
    doc = {
        "benchmark": "PRK Stencil (star, R=2) and Transpose, zplc vs hand-written MPI C++",
        "n": n, "iters_timed": a.iters, "rounds": rounds,
        "primary": "seconds of the timed iterations (1..iters, iteration 0 warms up) printed by "
                   "each program; medians of %d interleaved rounds after a warm-up round; "
                   "speed_vs_handwritten = hand-written seconds / variant seconds at the same np "
                   "(>= 1: zplc as fast or faster)" % rounds,
        "rates": "stencil: 19 * (n-4)^2 * iters flops; transpose: 2 * 8 * n^2 * iters bytes",
        "command": " ".join([os.path.relpath(sys.argv[0], ROOT)] + sys.argv[1:]),
        "priority": "nice -n -10" if raised else "default (nice -n -10 not permitted)",
        "machine": dict(machine_info(a.zplc), loadavg_start=load_start,
                        loadavg_end=list(os.getloadavg())),
        "loadavg_per_round": loads,
        "flags": {"handwritten": "mpicxx " + " ".join(CXXFLAGS),
                  "generated": "zplc defaults (c++ " + " ".join(CXXFLAGS) + ")"},
        "checksums": {k: sorted(c)[0] for k, c in checks.items()},
        "results": results,
    }
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(doc, f, indent=2)
    plot(doc, os.path.splitext(a.out)[0] + ".png")
    for r in sorted(results, key=lambda r: (r["kernel"], r["np"], r["variant"])):
        print("%-9s np=%d %-16s median %.4f s %9.0f %s  x%.2f   min %.4f s  x%.2f" % (
            r["kernel"], r["np"], r["variant"], r["median_seconds"], r["median_rate"],
            r["rate_unit"], r["speed_vs_handwritten_median"], r["min_seconds"],
            r["speed_vs_handwritten_min"]))
    print("wrote", a.out)


if __name__ == "__main__":
    main()
