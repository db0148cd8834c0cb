#!/usr/bin/python3
"""Which optimisation flags zplc should hand the C++ compiler: -O2 (the old
default), -O3, and -O3 -march=native, on Jacobi (bench/jacobi), a transpose
(transpose_bench.zpl) and a block -> cyclic redistribution
(bench/redistribute/first_use.zpl, steady state). Variants run interleaved
(ABCABC..., order reversed every other round) after one warm-up round;
min and median of the in-program timers are recorded with the load.

  /usr/bin/python3 bench/optlevel/run.py --build build [--rounds 7]
  -> bench/results/optlevel.json and optlevel.png

On a shared machine the timings are indicative only."""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from machine import ROOT, machine_info  # noqa: E402

# zplc's flags for each variant (-march=native is zplc's default since this
# measurement; --portable turns it off).
VARIANTS = {"O2": ["-O2", "--portable"], "O3": ["-O3", "--portable"], "O3-native": ["-O3"]}
PROGRAMS = {
    "jacobi": ("bench/jacobi/jacobi_bench.zpl", ["-sn=1024", "-siters=50"], r"seconds: ([\d.]+)"),
    "transpose": ("bench/optlevel/transpose_bench.zpl", ["-sn=2000", "-siters=10"],
                  r"seconds: ([\d.]+)"),
    "redistribute": ("bench/redistribute/first_use.zpl",
                     ["-sn=2000", "-sreps=5", "-sp1=1", "-sp2=2"], r"steady: ([\d.]+)"),
}


def build(zplc, src, flags, out):
    subprocess.run([zplc, os.path.join(ROOT, src)] + flags + ["-o", out], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "optlevel.json"))
    ap.add_argument("--note", default="", help="recorded with the results")
    a = ap.parse_args()
    zplc = os.path.join(a.build, "tools", "zplc", "zplc")
    res = {"machine": machine_info(zplc), "procs": a.procs, "binding": "threads",
           "rounds": a.rounds, "variants": VARIANTS, "note": a.note, "programs": {}}
    with tempfile.TemporaryDirectory() as d:
        exe = {}
        for p, (src, cfg, _) in PROGRAMS.items():
            for v, flags in VARIANTS.items():
                exe[p, v] = os.path.join(d, "%s-%s" % (p, v))
                build(zplc, src, flags, exe[p, v])
        times = {k: [] for k in exe}
        loads = []
        order = list(VARIANTS)
        for r in range(a.rounds + 1):  # round 0 warms up
            loads.append(os.getloadavg()[0])
            for p, (src, cfg, pat) in PROGRAMS.items():
                for v in (order if r % 2 == 0 else order[::-1]):
                    out = subprocess.run([exe[p, v], "-p%d" % a.procs] + cfg, capture_output=True,
                                         text=True, check=True).stdout
                    if r:
                        times[p, v].append(float(re.search(pat, out).group(1)))
    for p, (src, cfg, _) in PROGRAMS.items():
        res["programs"][p] = {"source": src, "config": cfg, "seconds": {}}
        for v in VARIANTS:
            t = times[p, v]
            res["programs"][p]["seconds"][v] = {"min": min(t), "median": statistics.median(t),
                                                "all": t}
    res["loadavg_per_round"] = loads
    res["machine"]["loadavg_end"] = os.getloadavg()
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    plot(res, os.path.splitext(a.out)[0] + ".png")
    for p, r in res["programs"].items():
        base = r["seconds"]["O2"]["median"]
        print("%-13s " % p + "  ".join("%s %.4f/%.4f s (%.2fx)" % (v, s["min"], s["median"],
                                                                  base / s["median"])
                                       for v, s in r["seconds"].items()))


def plot(res, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    progs = list(res["programs"])
    fig, ax = plt.subplots(figsize=(8, 4.5))
    w = 0.8 / len(VARIANTS)
    for i, v in enumerate(VARIANTS):
        ys = [res["programs"][p]["seconds"]["O2"]["median"] / res["programs"][p]["seconds"][v]["median"]
              for p in progs]
        ax.bar([k + i * w for k in range(len(progs))], ys, w, label=v)
    ax.set_xticks([k + w for k in range(len(progs))])
    ax.set_xticklabels(progs)
    ax.axhline(1.0, color="k", lw=0.5)
    ax.set_ylabel("speed-up over -O2 (medians)")
    ax.set_title("C++ optimisation flags, %d threads, %d rounds (load %.1f-%.1f; indicative)" %
                 (res["procs"], res["rounds"], min(res["loadavg_per_round"]),
                  max(res["loadavg_per_round"])))
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=90)


if __name__ == "__main__":
    main()
