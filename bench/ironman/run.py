#!/usr/bin/env python3
"""Runs the IRONMAN benchmarks on every binding and writes
bench/results/ironman_overhead.json and bench/results/halo_bindings.json.

usage: run.py [--quick] [--build DIR] [--bindings threads,mpi,...] [--only overhead|halo]

On a machine shared with other work, run it with a raised priority
(`nice -n -15 run.py`, as root) or the medians measure the other load.

Each binding runs 2 processors: `-p2` threads, or `mpirun -np 2`. The binary
repeats every measurement (>= 5 times, median reported) and prints JSON lines;
this script adds the machine description and the ratios between bindings.
"""
import argparse, datetime, json, os, platform, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINDINGS = ["threads", "mpi", "mpi-shm", "mpi-rma"]


def machine():
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    ompi = ""
    try:
        out = subprocess.run(["mpirun", "--version"], capture_output=True, text=True).stdout
        ompi = out.splitlines()[0].strip()
    except (OSError, IndexError):
        pass
    try:
        load = list(os.getloadavg())
    except OSError:
        load = None
    return {"host": platform.node(), "os": platform.platform(), "cpu": cpu,
            "cores": os.cpu_count(), "load_average_end": load, "mpirun": ompi,
            "niceness": os.nice(0),
            "date": datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ")}


def run(exe, binding, args, timeout):
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    env.pop("ZPL_BINDING", None)
    if binding == "threads":
        cmd = [exe, "-p2", "--binding=threads"] + args
    else:
        # Two ranks fit two cores: without --oversubscribe Open MPI polls
        # instead of yielding, as a dedicated run would.
        over = ["--oversubscribe"] if (os.cpu_count() or 1) < 2 else []
        cmd = ["mpirun"] + over + ["--mca", "pml", "ob1", "-np", "2", exe,
                                   "--binding=" + binding] + args
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
    if out.returncode != 0:
        sys.exit("benchmark failed: %s\n%s%s" % (" ".join(cmd), out.stdout, out.stderr))
    meta, recs = {}, []
    for line in out.stdout.splitlines():
        if line.startswith("JSON "):
            r = json.loads(line[5:])
            if r.pop("meta", False):
                meta = r
            else:
                recs.append(r)
    return meta, recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--bindings", default=",".join(BINDINGS))
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    ap.add_argument("--only", choices=["overhead", "halo"], default=None,
                    help="run one of the two benchmarks and write only its file")
    a = ap.parse_args()
    exe = os.path.join(a.build, "bench", "ironman", "zplc-bench-ironman")
    bindings = a.bindings.split(",")
    extra = ["-squick=true"] if a.quick else []
    timeout = 120 if a.quick else 1800

    load_start = list(os.getloadavg())
    meta, overhead, halo = {}, [], []
    for b in (bindings if a.only != "halo" else []):
        m, recs = run(exe, b, ["-sbench=overhead"] + extra, timeout)
        meta = meta or m
        overhead += recs
        print("overhead %-8s %s" % (b, recs), flush=True)
    for b in (bindings if a.only != "overhead" else []):
        m, recs = run(exe, b, ["-sbench=halo"] + extra, timeout)
        halo += recs
        print("halo     %-8s %d records" % (b, len(recs)), flush=True)

    # Each binding against buffer-packing `mpi` at the same size and pattern.
    mpi = {(r["bytes"], r["pattern"]): r for r in halo if r["binding"] == "mpi"}
    for r in halo:
        base = mpi.get((r["bytes"], r["pattern"]))
        r["ratio_vs_mpi"] = round(r["mbps"] / base["mbps"], 3) if base else None
        r["best_ratio_vs_mpi"] = round(r["best_mbps"] / base["best_mbps"], 3) if base else None

    env = dict(machine(), **meta, quick=a.quick, load_average_start=load_start)
    os.makedirs(a.out, exist_ok=True)
    for name, recs, note in [
        ("ironman_overhead.json", overhead,
         "per binding, 2 processors exchanging one 8-byte element per transfer; "
         "ironman_ns = DR/SR/DN/SV, direct_ns = the same exchange written directly "
         "against the binding's mechanism (waiting as IRONMAN does: spin, then yield), "
         "in >= 401 short blocks alternated in one run, order reversed every other "
         "block; *_ns_per_transfer = medians of the blocks; overhead_ns = median of "
         "the differences between adjacent blocks; best_* = the fastest blocks, "
         "best_overhead_ns = best_ironman_ns - best_direct_ns (the figure that "
         "reproduces on a loaded machine)"),
        ("halo_bindings.json", halo,
         "2 processors exchange `bytes` each way per transfer; mbps = bytes per "
         "second per direction (1e6); strided = every stride_elements-th double "
         "into the same positions; medians; ratio_vs_mpi = mbps / mpi's mbps; best_* = the fastest repetition, "
         "less sensitive to other load on a shared machine"),
    ]:
        if not recs:
            continue
        with open(os.path.join(a.out, name), "w") as f:
            json.dump({"benchmark": name[:-5], "environment": env, "description": note,
                       "records": recs}, f, indent=1)
            f.write("\n")
        print("wrote", os.path.join(a.out, name))


if __name__ == "__main__":
    main()
