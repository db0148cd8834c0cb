#!/usr/bin/env python3
"""Jacobi benchmark: zplc-generated code against hand-written C++.

Measured side by side in one run, interleaved so that machine noise hits
every variant alike:
  np=1: generated (threads binding) vs a hand-written serial loop
  np=2: generated (mpi binding, under mpirun) vs hand-written MPI with the
        same row-block decomposition
Reports medians of >= 5 repetitions and generated/hand-written ratios (the
target is <= 1.10), plus zplc's own compile time for each example. Writes
bench/results/jacobi-compiler.json (bench/jacobi/run.py owns jacobi.json).

usage: run_jacobi.py --zplc PATH [--quick] [--out FILE]
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1", "--mca", "btl", "self,vader"]


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, check=True, **kw)


def first_line(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()[0]
    except Exception:
        return "unknown"


def parse(out):
    vals = {}
    for line in out.splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            vals[k.strip()] = v.strip()
    return float(vals["seconds"]), vals["err"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zplc", required=True)
    ap.add_argument("--quick", action="store_true", help="small problem, for CI (< 60 s)")
    # bench/jacobi/run.py writes bench/results/jacobi.json; this one keeps its own file.
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "jacobi-compiler.json"))
    ap.add_argument("--reps", type=int, default=5)
    args = ap.parse_args()
    os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
    os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    n, iters = (512, 40) if args.quick else (2048, 100)
    reps = max(5, args.reps)
    work = tempfile.mkdtemp(prefix="zplc-bench-")

    # zplc's own compile time (front end + passes + C++ emission and
    # formatting), and the time to a linked executable, for each example.
    compile_times = {}
    for name in sorted(os.listdir(os.path.join(ROOT, "examples"))):
        if not name.endswith(".zpl"):
            continue
        src = os.path.join(ROOT, "examples", name)
        t = time.perf_counter()
        r = subprocess.run([args.zplc, src, "-emit=cpp", "-o", os.devnull], capture_output=True)
        own = time.perf_counter() - t
        t = time.perf_counter()
        r2 = subprocess.run([args.zplc, src, "-o", os.path.join(work, name[:-4])], capture_output=True)
        full = time.perf_counter() - t
        compile_times[name[:-4]] = {"zplc_seconds": round(own, 4), "to_executable_seconds": round(full, 3),
                                    "ok": r.returncode == 0 and r2.returncode == 0}

    gen = os.path.join(work, "jacobi_gen")
    sh([args.zplc, "-O", os.path.join(HERE, "jacobi_bench.zpl"), "-o", gen])
    serial = os.path.join(work, "jacobi_serial")
    sh(["c++", "-std=c++17", "-O2", os.path.join(HERE, "jacobi_serial.cpp"), "-o", serial])
    mpi = os.path.join(work, "jacobi_mpi")
    sh(["mpicxx", "-std=c++17", "-O2", os.path.join(HERE, "jacobi_mpi.cpp"), "-o", mpi])

    cfg = ["-sn=%d" % n, "-siters=%d" % iters]
    variants = [
        ("generated", 1, "threads", [gen, "-p1", "--binding=threads"] + cfg),
        ("handwritten", 1, "serial", [serial] + cfg),
        ("generated", 2, "mpi", MPIRUN + ["-np", "2", gen, "--binding=mpi"] + cfg),
        ("handwritten", 2, "mpi", MPIRUN + ["-np", "2", mpi] + cfg),
        ("generated", 2, "threads", [gen, "-p2", "--binding=threads"] + cfg),
    ]
    times = {v[:3]: [] for v in variants}
    errs = {}
    for _ in range(reps):
        for v in variants:
            secs, err = parse(sh(v[3]).stdout)
            times[v[:3]].append(secs)
            errs[v[:3]] = err
    if len(set(errs.values())) != 1:
        print("error: variants disagree on the result: %s" % errs, file=sys.stderr)
        return 1

    records = []
    for (variant, np_, binding), ts in times.items():
        records.append({"variant": variant, "np": np_, "binding": binding, "n": n, "iterations": iters,
                        "seconds": statistics.median(ts), "runs": ts})
    med = {k: statistics.median(v) for k, v in times.items()}
    ratios = {
        "np1_generated_over_serial": med[("generated", 1, "threads")] / med[("handwritten", 1, "serial")],
        "np2_generated_mpi_over_handwritten_mpi": med[("generated", 2, "mpi")] / med[("handwritten", 2, "mpi")],
    }
    result = {
        "benchmark": "jacobi",
        "quick": args.quick,
        "target_ratio": 1.10,
        "machine": {"platform": platform.platform(), "processor": platform.processor(),
                    "cpus": os.cpu_count(),
                    "cpu_model": next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                                       if l.startswith("model name")), "unknown")},
        "compiler": first_line(["c++", "--version"]),
        "mpi": first_line(["mpirun", "--version"]),
        "records": records,
        "ratios": ratios,
        "zplc_compile_times": compile_times,
    }
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=2)
    for r in records:
        print("%-12s np=%d %-8s %.4f s" % (r["variant"], r["np"], r["binding"], r["seconds"]))
    for k, v in ratios.items():
        print("%s: %.3f" % (k, v))
    return 0


if __name__ == "__main__":
    sys.exit(main())
