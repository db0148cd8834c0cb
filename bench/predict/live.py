#!/usr/bin/env python3
"""Message prediction live in the `mpi` binding: prediction on against off.

For the remap bench (bench/remap/remap_bench.zpl: a gather by data, so
exchanges with sizes known only at run time), CG (bench/predict/cg_bench.zpl:
gathers by a stored column index) and Jacobi (bench/jacobi/jacobi_bench.zpl:
halo transfers, the receives the predictor pre-posts), each at 2 and 4
processors under mpirun (ob1):

- wall time of the timed loop ("seconds:" on processor 0) with
  ZPL_PREDICT=0 and =1, interleaved A B A B ... over >= 5 rounds after one
  warm-up (the order is reversed every other round); min and median;
- the output other than the time must be identical with prediction on and
  off (and with ZPL_PREDICT_FORCE_MISS=1);
- one run each with ZPL_PREDICT_STATS=1: receives pre-posted and found
  posted, exchange size hits/misses, and the messages that arrived before
  their receive was posted (Open MPI's MPI_T pml_ob1_unexpected_msgq_length,
  see runtime/ironman/MpiPredict.h).

The load average is recorded before and after: the machine is shared, so
timings are noisy; minima are the least disturbed runs.

usage: live.py [--build DIR] [--rounds N] [--out FILE]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from machine import machine_info  # noqa: E402

MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1"]
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
for k in ("ZPL_PREDICT", "ZPL_PREDICT_STATS", "ZPL_PREDICT_FORCE_MISS", "ZPL_COMM_STATS"):
    ENV.pop(k, None)

# (name, source, program arguments); the -small variants are latency-bound
# (small messages, many of them), where saving a round or an early arrival
# should show most.
PROGRAMS = [
    ("remap", "bench/remap/remap_bench.zpl", []),
    ("remap-small", "bench/remap/remap_bench.zpl", ["-sn=2000", "-sreps=500"]),
    ("cg", "bench/predict/cg_bench.zpl", []),
    ("jacobi", "bench/jacobi/jacobi_bench.zpl", ["-sn=512", "-siters=300"]),
    ("jacobi-small", "bench/jacobi/jacobi_bench.zpl", ["-sn=64", "-siters=2000"]),
]
STATS = re.compile(
    r"transfer receives (\d+), predicted (\d+), pre-posted (\d+), found posted (\d+), "
    r"cancelled (\d+); exchange messages (\d+), size hits (\d+), misses (\d+); "
    r"unexpected \(MPI_T\) transfers (\d+), exchanges (\d+)")
STAT_NAMES = ["transfer_receives", "predicted", "preposted", "found_posted", "cancelled",
              "exchange_messages", "size_hits", "size_misses", "unexpected_transfers",
              "unexpected_exchanges"]


def loadavg():
    with open("/proc/loadavg") as f:
        return f.read().split()[:3]


def run(exe, np, args, extra):
    env = dict(ENV, **extra)
    p = subprocess.run(MPIRUN + ["-np", str(np), exe, "--binding=mpi"] + args,
                       env=env, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        raise SystemExit(f"{exe} failed: {p.stderr}")
    secs = None
    rest = []
    for line in p.stdout.splitlines():
        if line.startswith("seconds:"):
            secs = float(line.split(":")[1])
        else:
            rest.append(line)
    m = STATS.search(p.stderr)
    stats = dict(zip(STAT_NAMES, map(int, m.groups()))) if m else None
    return secs, "\n".join(rest), stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--out", default=os.path.join(ROOT, "bench/results/prediction_live.json"))
    a = ap.parse_args()
    zplc = os.path.join(a.build, "tools/zplc/zplc")
    tmp = tempfile.mkdtemp(prefix="predict-live-")
    result = {"machine": machine_info(zplc), "rounds": a.rounds, "load_before": loadavg(),
              "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "runs": []}
    built = {}
    for name, src, args in PROGRAMS:
        if src not in built:
            built[src] = os.path.join(tmp, name)
            # Compiling is not measured: at the lowest priority even when
            # the timings run at a raised one (nice -n -10 live.py).
            subprocess.run([zplc, os.path.join(ROOT, src), "-o", built[src]], check=True,
                           preexec_fn=lambda: os.nice(19 - os.nice(0)))
        exe = built[src]
        for np in (2, 4):
            entry = {"program": name, "source": src, "args": args, "np": np,
                     "load_before": loadavg()}
            outputs = {}
            for mode, extra in (("off", {"ZPL_PREDICT": "0"}), ("on", {"ZPL_PREDICT": "1"}),
                                ("forced_misses", {"ZPL_PREDICT_FORCE_MISS": "1"})):
                _, out, stats = run(exe, np, args, dict(extra, ZPL_PREDICT_STATS="1"))
                outputs[mode] = out
                entry["stats_" + mode] = stats
            entry["same_output"] = len(set(outputs.values())) == 1
            times = {"off": [], "on": []}
            run(exe, np, args, {"ZPL_PREDICT": "1"})  # warm-up
            for r in range(a.rounds):
                order = ("off", "on") if r % 2 == 0 else ("on", "off")
                for mode in order:
                    secs, _, _ = run(exe, np, args, {"ZPL_PREDICT": "1" if mode == "on" else "0"})
                    times[mode].append(secs)
            for mode in times:
                entry[mode] = {"seconds": times[mode], "min": min(times[mode]),
                               "median": statistics.median(times[mode])}
            entry["median_ratio_on_off"] = entry["on"]["median"] / entry["off"]["median"]
            # Each round's two runs are adjacent in time, so their ratio is
            # less exposed to the load drifting over the whole series.
            pairs = [b / a for a, b in zip(times["off"], times["on"])]
            entry["paired_ratios_on_off"] = pairs
            entry["median_paired_ratio_on_off"] = statistics.median(pairs)
            entry["rounds_on_faster"] = sum(p < 1 for p in pairs)
            entry["min_ratio_on_off"] = entry["on"]["min"] / entry["off"]["min"]
            entry["load_after"] = loadavg()
            result["runs"].append(entry)
            print(f"{name} np{np}: off min {entry['off']['min']:.4f} med {entry['off']['median']:.4f}"
                  f" | on min {entry['on']['min']:.4f} med {entry['on']['median']:.4f}"
                  f" | paired on/off {entry['median_paired_ratio_on_off']:.3f}"
                  f" ({entry['rounds_on_faster']}/{a.rounds} rounds on faster)"
                  f" | same output {entry['same_output']}"
                  f" | unexpected off {entry['stats_off']['unexpected_transfers']}+"
                  f"{entry['stats_off']['unexpected_exchanges']}"
                  f" on {entry['stats_on']['unexpected_transfers']}+"
                  f"{entry['stats_on']['unexpected_exchanges']}", flush=True)
    result["load_after"] = loadavg()
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print("wrote", a.out)


if __name__ == "__main__":
    main()
