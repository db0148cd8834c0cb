#!/usr/bin/python3
"""Receive-side message prediction over zplc's own programs (docs/papers.md,
section 1): traces every program with ZPL_TRACE at 4, 9 and 16 processors on
the threads binding (the receive stream does not depend on the binding: see
test/predict/trace.test), replays them with zpl-predict and writes
bench/results/prediction.json and prediction.png.

  /usr/bin/python3 bench/predict/run.py --build build [--procs 4,9,16]
(Debian's python3, which has matplotlib for the plot.)
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from machine import ROOT, machine_info  # noqa: E402

# name, source, run-time flags ({side}: the side of a square processor
# grid): sizes large enough for every processor to
# own part of each array at 16 processors, small enough to trace in seconds.
PROGRAMS = [
    ("jacobi", "examples/jacobi.zpl", ["-sn=48"]),
    ("life", "examples/life.zpl", ["-sn=48"]),
    ("stencil3d", "examples/stencil3d.zpl", ["-sn=16"]),
    ("summa", "examples/summa.zpl", ["-sn=48"]),
    ("redistribute", "examples/redistribute.zpl", ["-sn=64", "-sp1={side}", "-sp2={side}"]),
    ("transpose", "examples/transpose.zpl", ["-sn=48", "-sp1={side}", "-sp2={side}"]),
    ("mg", "examples/mg.zpl", []),
    ("cg", "test/compat/cg.z", []),
    ("remap", "bench/remap/remap_bench.zpl", ["-sn=4000", "-sreps=10"]),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--procs", default="4,9,16")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "prediction.json"))
    args = ap.parse_args()
    zplc = os.path.join(args.build, "tools", "zplc", "zplc")
    predict = os.path.join(args.build, "tools", "zpl-predict", "zpl-predict")
    procs = [int(p) for p in args.procs.split(",")]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, src, flags in PROGRAMS:
            exe = os.path.join(tmp, name)
            r = subprocess.run([zplc, os.path.join(ROOT, src), "-O2", "-o", exe],
                               capture_output=True, text=True)
            if r.returncode:
                print(f"{name}: does not compile: {r.stderr.strip()}", file=sys.stderr)
                continue
            for p in procs:
                side = round(p ** 0.5)
                pflags = [f.format(side=side) for f in flags]
                d = os.path.join(tmp, f"{name}.{p}")
                os.mkdir(d)
                env = dict(os.environ, ZPL_TRACE=d)
                r = subprocess.run([exe, f"-p{p}"] + pflags, env=env, capture_output=True,
                                   text=True, timeout=600)
                if r.returncode:
                    print(f"{name} -p{p}: failed: {r.stderr.strip()[:300]}", file=sys.stderr)
                    continue
                if not any(os.path.getsize(os.path.join(d, f)) > 80 for f in os.listdir(d)):
                    print(f"{name} -p{p}: no messages", file=sys.stderr)
                    continue
                j = json.loads(subprocess.run([predict, d, "--json", "--window=1,2,4,8,16"],
                                              capture_output=True, text=True,
                                              check=True).stdout)
                rh = json.loads(subprocess.run(
                    [predict, d, "--json", "--window=1", "--rehead"],
                    capture_output=True, text=True, check=True).stdout)
                j["rehead_cycles"] = [x for x in rh["predictors"] if "cycle" in x["predictor"]]
                j.update(program=name, procs=p, flags=pflags)
                results.append(j)
                best = {x["predictor"]: x["avg"] for x in j["predictors"] if "window" not in x}
                print(f"{name:12s} p{p:<3d} receives {j['receives']['avg']:8.1f} distinct "
                      f"{j['distinct']['avg']:6.1f}  " +
                      "  ".join(f"{k} {v:.3f}" for k, v in best.items()), flush=True)
    out = {"benchmark": "prediction", "machine": machine_info(zplc), "runs": results}
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    plot(results, os.path.splitext(args.out)[0] + ".png")


def plot(results, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib missing: no plot", file=sys.stderr)
        return
    exact = ["single-cycle", "tagging", "tag-cycle", "tag-bettercycle"]
    names = sorted({r["program"] for r in results}, key=[p[0] for p in PROGRAMS].index)
    fig, axes = plt.subplots(1, 2, figsize=(13, 4.5))
    # Left: the paper's Figure 12 (predictors compared), at the largest count.
    top = max(r["procs"] for r in results)
    ax = axes[0]
    width = 0.2
    for i, pred in enumerate(exact):
        ys = []
        for n in names:
            rs = [r for r in results if r["program"] == n and r["procs"] == top]
            ys.append(next((x["avg"] for x in rs[0]["predictors"] if x["predictor"] == pred), 0)
                      if rs else 0)
        ax.bar([k + i * width for k in range(len(names))], ys, width, label=pred)
    ax.set_xticks([k + 1.5 * width for k in range(len(names))], names, rotation=30)
    ax.set_ylabel("hit ratio (average over processors)")
    ax.set_title(f"predictors, {top} processors (cf. the paper's Fig. 12)")
    ax.set_ylim(0, 1.05)
    ax.legend(fontsize=8)
    # Right: the paper's Figure 5 (LRU/FIFO/LFU against the window size).
    ax = axes[1]
    for n in names:
        rs = [r for r in results if r["program"] == n and r["procs"] == top]
        if not rs:
            continue
        xs = [x["window"] for x in rs[0]["predictors"] if x["predictor"] == "lfu"]
        ys = [x["avg"] for x in rs[0]["predictors"] if x["predictor"] == "lfu"]
        ax.plot(xs, ys, marker="o", label=n)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("window size k")
    ax.set_ylabel("LFU hit ratio")
    ax.set_title(f"LFU window heuristic, {top} processors (cf. Fig. 5)")
    ax.set_ylim(0, 1.05)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=90)


if __name__ == "__main__":
    main()
