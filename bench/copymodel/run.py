"""The copy-transfer model, predicted vs measured (issue 13 section 2).

Calibrates the model with zpl-calibrate on threads and mpi-shm (one file,
bench/results/zpl-model.txt), then measures a grid of patterns chained and
packed through each binding beside the model's predictions, and writes
bench/results/copy_model.json and copy_model.png.

    /usr/bin/python3 bench/copymodel/run.py --build build [--skip-calibrate] [--quick]

Timings are minima over repeated short batches on a shared machine: indicative.
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
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1", "-np", "2"]


def env():
    e = dict(os.environ)
    e.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    return e


def command(tool, binding, extra):
    if binding == "threads":
        return [tool, "-p2"] + extra
    return MPIRUN + [tool, "--binding=" + binding] + extra


def run_json(cmd, e):
    out = subprocess.run(cmd, env=e, capture_output=True, text=True, check=True).stdout
    return [json.loads(l[5:]) for l in out.splitlines() if l.startswith("JSON ")]


def summarize(rows):
    errs, wrong, slow = [], [], []
    for r in rows:
        b = r["bytes"]
        for k in ("chained", "packed"):
            r[k + "_mbps"] = b / r[k + "_s"] / 1e6
            r["pred_" + k + "_mbps"] = b / r["pred_" + k + "_s"] / 1e6
            errs.append(abs(r["pred_" + k + "_s"] - r[k + "_s"]) / r[k + "_s"])
        r["model_packed"] = r["pred_packed_s"] < r["pred_chained_s"]
        r["measured_packed"] = r["packed_s"] < r["chained_s"]
        chosen = r["packed_s"] if r["model_packed"] else r["chained_s"]
        best = min(r["packed_s"], r["chained_s"])
        r["loss_vs_best"] = chosen / best - 1
        if r["model_packed"] != r["measured_packed"]:
            wrong.append(r)
            slow.append(r["loss_vs_best"])
    n = len(rows)
    return {
        "patterns": n,
        "prediction_error_median": statistics.median(errs) if errs else None,
        "prediction_error_p90": sorted(errs)[int(0.9 * (len(errs) - 1))] if errs else None,
        "prediction_error_worst": max(errs) if errs else None,
        "choice_right_fraction": (n - len(wrong)) / n if n else None,
        "choice_wrong": len(wrong),
        "wrong_more_than_10pct_slower": sum(1 for s in slow if s > 0.10),
        "worst_loss_when_wrong": max(slow) if slow else 0.0,
        "fixed_rule_right_fraction": None,
    }


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    bindings = sorted({r["binding"] for r in rows})
    fig, axes = plt.subplots(1, len(bindings) + 1, figsize=(5.2 * (len(bindings) + 1), 4.6))
    for ax, b in zip(axes, bindings):
        rs = [r for r in rows if r["binding"] == b]
        for k, m in (("chained", "o"), ("packed", "x")):
            ax.scatter([r[k + "_mbps"] for r in rs], [r["pred_" + k + "_mbps"] for r in rs],
                       marker=m, s=14, label=k, alpha=0.7)
        lo = min(min(r["chained_mbps"], r["packed_mbps"]) for r in rs) / 2
        hi = max(max(r["chained_mbps"], r["packed_mbps"]) for r in rs) * 2
        ax.plot([lo, hi], [lo, hi], "k--", lw=0.8)
        ax.set_xscale("log"), ax.set_yscale("log")
        ax.set_xlabel("measured MB/s"), ax.set_ylabel("predicted MB/s")
        ax.set_title(b + ": predicted vs measured")
        ax.legend()
    ax = axes[-1]
    for b in bindings:
        rs = [r for r in rows if r["binding"] == b]
        ax.scatter([r["bytes"] for r in rs], [100 * r["loss_vs_best"] for r in rs], s=12,
                   label=b, alpha=0.7)
    ax.axhline(10, color="r", lw=0.8, ls="--")
    ax.set_xscale("log")
    ax.set_yscale("symlog", linthresh=10)
    ax.set_xlabel("message bytes"), ax.set_ylabel("% slower than the better choice")
    ax.set_title("cost of the model's choice")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--skip-calibrate", action="store_true")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--bindings", default="threads,mpi-shm")
    ap.add_argument("--maxbytes", default={"threads": 16 << 20, "mpi-shm": 4 << 20})
    a = ap.parse_args()
    tool = os.path.join(a.build, "tools", "zpl-calibrate", "zpl-calibrate")
    model = os.path.join(RESULTS, "zpl-model.txt")
    e = env()
    info = machine_info(os.path.join(a.build, "tools", "zplc", "zplc"))
    bindings = a.bindings.split(",")
    if not a.skip_calibrate:
        if os.path.exists(model):
            os.remove(model)
        for b in bindings:
            subprocess.run(command(tool, b, ["-sout=" + model]), env=e, check=True)
    e["ZPL_MODEL"] = model
    rows = []
    extra = ["-svalidate=true"] + (["-squick=true", "-sreps=5"] if a.quick else ["-sreps=9"])
    for b in bindings:
        mb = a.maxbytes[b] if isinstance(a.maxbytes, dict) else int(a.maxbytes)
        rows += run_json(command(tool, b, extra + ["-smaxbytes=%d" % mb]), e)
    out = {
        "what": "copy-transfer model: predicted vs measured chained and packed transfers",
        "command": "/usr/bin/python3 bench/copymodel/run.py " + " ".join(sys.argv[1:]),
        "machine": info,
        "loadavg_end": os.getloadavg(),
        "model_file": os.path.relpath(model, ROOT),
        "summary": {b: summarize([r for r in rows if r["binding"] == b]) for b in bindings},
        "rows": rows,
    }
    out["summary"]["all"] = summarize(rows)
    for k in list(out["summary"]):
        out["summary"][k].pop("fixed_rule_right_fraction")
    with open(os.path.join(RESULTS, "copy_model.json"), "w") as f:
        json.dump(out, f, indent=1)
    plot(rows, os.path.join(RESULTS, "copy_model.png"))
    print(json.dumps(out["summary"], indent=1))


if __name__ == "__main__":
    main()
