"""The address-relation caching model, predicted vs measured (issue 13 section 3).

Runs caching_bench (with ZPL_MODEL=bench/results/zpl-model.txt when it
exists, so the cache parameters are this machine's) and writes
bench/results/caching.json and caching.png.

    /usr/bin/python3 bench/caching/run.py --build build [--quick]

Timings are minima over repetitions on a shared machine: indicative.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from machine import ROOT, machine_info  # noqa: E402

RESULTS = os.path.join(ROOT, "bench", "results")


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (a, b) = plt.subplots(1, 2, figsize=(11, 4.6))
    xs = list(range(len(rows)))
    labels = ["%s n=%d" % (r["case"], r["n"]) for r in rows]
    a.plot(xs, [r["measured_break_even"] for r in rows], "o", label="measured")
    a.plot(xs, [r["predicted_break_even"] for r in rows], "x", label="predicted (runtime's rule)")
    a.set_ylabel("uses to break even")
    a.set_ylim(0, max(4, max(r["predicted_break_even"] for r in rows) + 1))
    a.set_xticks(xs)
    a.set_xticklabels(labels, rotation=80, fontsize=6)
    a.legend()
    a.set_title("break-even repetitions")
    b.plot(xs, [r["measured_speedup"] for r in rows], "o", label="measured")
    b.plot(xs, [r["predicted_speedup"] for r in rows], "x", label="predicted, t_au measured")
    b.plot(xs, [r["predicted_speedup_model_only"] for r in rows], "+",
           label="predicted, t_au from copy model")
    b.set_yscale("log")
    b.set_ylabel("(t_g + t_au) / t_ac")
    b.set_xticks(xs)
    b.set_xticklabels(labels, rotation=80, fontsize=6)
    b.legend(fontsize=7)
    b.set_title("speedup of cached assembly")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    e = dict(os.environ)
    model = os.path.join(RESULTS, "zpl-model.txt")
    if os.path.exists(model):
        e["ZPL_MODEL"] = model
    info = machine_info(os.path.join(a.build, "tools", "zplc", "zplc"))
    cmd = [os.path.join(a.build, "bench", "caching", "caching_bench")]
    out = subprocess.run(cmd + (["--quick"] if a.quick else []), env=e, capture_output=True,
                         text=True, check=True).stdout
    rows = [json.loads(l[5:]) for l in out.splitlines() if l.startswith("JSON ")]
    be = [r for r in rows if r["predicted_break_even"] > 0]
    sp_err = [abs(r["predicted_speedup"] - r["measured_speedup"]) / r["measured_speedup"]
              for r in rows]
    sp_err_model = [abs(r["predicted_speedup_model_only"] - r["measured_speedup"]) /
                    r["measured_speedup"] for r in rows]
    summary = {
        "cases": len(rows),
        "break_even_exact": sum(r["predicted_break_even"] == r["measured_break_even"] for r in be),
        "break_even_off_by_one": sum(abs(r["predicted_break_even"] - r["measured_break_even"]) == 1
                                     for r in be),
        "break_even_abs_error_max": max((abs(r["predicted_break_even"] -
                                             r["measured_break_even"]) for r in be), default=0),
        "speedup_rel_error_median": statistics.median(sp_err),
        "speedup_rel_error_worst": max(sp_err),
        "speedup_model_only_rel_error_median": statistics.median(sp_err_model),
        "speedup_model_only_rel_error_worst": max(sp_err_model),
        "t_o_model_vs_measured_median": statistics.median(r["t_o_model"] / r["t_o"]
                                                           for r in rows if r["t_o"] > 0),
    }
    res = {
        "what": "address-relation caching: measured vs predicted break-even uses and speedup",
        "command": "/usr/bin/python3 bench/caching/run.py " + " ".join(sys.argv[1:]),
        "model_file": os.path.relpath(model, ROOT) if "ZPL_MODEL" in e else "built-in",
        "machine": info,
        "loadavg_end": os.getloadavg(),
        "summary": summary,
        "rows": rows,
    }
    with open(os.path.join(RESULTS, "caching.json"), "w") as f:
        json.dump(res, f, indent=1)
    plot(rows, os.path.join(RESULTS, "caching.png"))
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
