#!/usr/bin/python3
"""Relations at scale: runs scale_bench (simulated grids, P = 4..4096) and
measures `zplc -pP -emit=cpp` on every example (time, peak memory, C++ size)
with /usr/bin/time -v; writes bench/results/relations_scale.json and .png.

  /usr/bin/python3 bench/relations/scale.py --build build [--quick]

Timings on a shared machine are indicative: the load is recorded."""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from machine import ROOT, machine_info  # noqa: E402

# Config values that make each example's grid match the processor count.
GRID_FLAGS = {"redistribute": lambda p: ["-sp1=%d" % side(p)[0], "-sp2=%d" % side(p)[1]],
              "transpose": lambda p: ["-sp1=%d" % side(p)[0], "-sp2=%d" % side(p)[1]]}


def side(p):
    a = 1
    while (a * 2) * (a * 2) <= p:
        a *= 2
    return a, p // a


def compile_stats(zplc, example, procs):
    name = os.path.splitext(os.path.basename(example))[0]
    extra = GRID_FLAGS.get(name, lambda p: [])(procs)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out.cpp")
        r = subprocess.run(["/usr/bin/time", "-v", zplc, example, "-p%d" % procs] + extra +
                           ["-emit=cpp", "-o", out], capture_output=True, text=True)
        wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", r.stderr)
        rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr)
        cpu = sum(float(m) for m in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", r.stderr))
        secs = (int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3))
                if wall else None)
        text = open(out).read() if os.path.exists(out) else ""
        return {"example": name, "procs": procs, "flags": extra, "rc": r.returncode,
                "wall_s": secs, "cpu_s": cpu, "max_rss_mb": int(rss.group(1)) / 1024 if rss else None,
                "cpp_bytes": len(text), "closed_form_transfers": len(re.findall(r"kEmbedded\d+ = .*, true, ", text)),
                "table_pairs": text.count("const uint64_t kRel"),
                "remarks": [l for l in r.stderr.splitlines() if "remark:" in l or "error:" in l]}


def plot(res, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 3, figsize=(17, 5))
    for c in res["simulated"]["cases"]:
        pts = c["points"]
        ps = [p["procs"] for p in pts]
        l, = axes[0].loglog(ps, [p["startup_closed_s_mean"] for p in pts], "o-", label=c["name"])
        axes[0].loglog(ps, [p["startup_all_procs_tried_s_mean"] for p in pts], "x--",
                       color=l.get_color())
        axes[1].loglog(ps, [p["peers_mean"] for p in pts], "o-", color=l.get_color(), label=c["name"])
        axes[2].loglog(ps, [p["compile_closed_form_s"] for p in pts], "o-", color=l.get_color())
        tab = [(p["procs"], p["compile_tables_s"]) for p in pts if p["compile_tables_s"] >= 0]
        if tab:
            axes[2].loglog(*zip(*tab), "x--", color=l.get_color())
    axes[0].set_title("one processor's start-up (s)\nclosed form (o) vs every processor tried (x)")
    axes[1].set_title("peers per processor (sends + receives)")
    axes[2].set_title("zplc's relation work per transfer (s)\nclosed form (o) vs per-pair tables (x)")
    for a in axes:
        a.set_xlabel("processors P (simulated)")
        a.grid(True, which="both", alpha=0.3)
    axes[1].legend(fontsize=8)
    fig.suptitle("Relations at scale, n = %d (load %s; indicative)" %
                 (res["simulated"]["n"], " ".join("%.1f" % x for x in res["machine"]["loadavg_start"])))
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "relations_scale.json"))
    a = ap.parse_args()
    zplc = os.path.join(a.build, "tools", "zplc", "zplc")
    res = {"machine": machine_info(zplc)}
    bench = [os.path.join(a.build, "bench", "relations", "scale_bench")] + (["--quick"] if a.quick else [])
    res["simulated"] = json.loads(subprocess.run(bench, capture_output=True, text=True, check=True).stdout)
    res["compile"] = [compile_stats(zplc, ex, p)
                      for ex in sorted(glob.glob(os.path.join(ROOT, "examples", "*.zpl")))
                      for p in (4, 64, 4096)]
    res["machine"]["loadavg_end"] = os.getloadavg()
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    plot(res, os.path.splitext(a.out)[0] + ".png")
    for c in res["compile"]:
        print("%-14s -p%-5d %6.2f s wall %6.2f s cpu %7.1f MB %8d bytes C++ closed=%d tables=%d rc=%d" %
              (c["example"], c["procs"], c["wall_s"] or -1, c["cpu_s"], c["max_rss_mb"] or -1, c["cpp_bytes"],
               c["closed_form_transfers"], c["table_pairs"], c["rc"]))


if __name__ == "__main__":
    main()
