"""The copy-transfer model, predicted vs measured (issue 13 section 2).

Calibrates the model with zpl-calibrate on threads and mpi-shm (one file,
bench/results/zpl-model.txt), then measures a grid of patterns chained and
packed through each binding beside the model's predictions (in separate
runs, `--runs` of them, so that the validation never reuses a calibration
measurement), and writes bench/results/copy_model.json and copy_model.png.

    nice -n -10 /usr/bin/python3 bench/copymodel/run.py --build build --step calibrate
    nice -n -10 /usr/bin/python3 bench/copymodel/run.py --build build --step validate
    /usr/bin/python3 bench/copymodel/run.py --build build --step rescore --model FILE

`--step rescore` measures nothing: it recomputes the model's predictions for
the rows saved in bench/results/copy_model.json (`--rows`) from a model file
(zpl-calibrate -spredict) and scores them as `validate` does, into
bench/results/copy_model_rescored.json, naming both the measurement and the
calibration; a new form of the model or a new calibration can so be scored
on the same measured times.

A pattern's time is the minimum over the runs of each run's minimum over
alternated batches. The choice is scored three ways: picks the faster one;
right or a tie (chained and packed within 10 % of each other); and the
patterns where it is more than 10 % slower than the better choice. The former
fixed rule and "always chained" are scored alike; the runs' agreement with
each other is the measurement's own ceiling.
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
TIE = 0.10  # chained and packed within 10 %: either choice is right


def env():
    e = dict(os.environ)
    e.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    e.pop("ZPL_CHAINED", None)
    return e


def loadavg():
    with open("/proc/loadavg") as f:
        return [float(x) for x in f.read().split()[:3]]


def command(tool, binding, extra):
    if binding == "threads":
        return [tool, "-p2"] + extra
    return MPIRUN + [tool, "--binding=" + binding] + extra


def run_json(cmd, e):
    out = subprocess.run(cmd, env=e, capture_output=True, text=True, check=True).stdout
    return [json.loads(l[5:]) for l in out.splitlines() if l.startswith("JSON ")]


def key(r):
    return (r["binding"], r["bytes"], r["side"], r["stride"], r["block"])


def merge(runs):
    """One row a pattern: each transfer's minimum over the runs."""
    rows = {}
    for run in runs:
        for r in run:
            k = key(r)
            if k not in rows:
                rows[k] = dict(r, chained_runs=[], packed_runs=[])
            rows[k]["chained_runs"].append(r["chained_s"])
            rows[k]["packed_runs"].append(r["packed_s"])
    for r in rows.values():
        r["chained_s"] = min(r["chained_runs"])
        r["packed_s"] = min(r["packed_runs"])
    return list(rows.values())


def score(rows, picks_packed):
    """How a choice (row -> True for packed) fares against the measurement."""
    faster = tie_ok = 0
    losses = []
    for r in rows:
        tc, tp = r["chained_s"], r["packed_s"]
        chosen = tp if picks_packed(r) else tc
        best = min(tc, tp)
        loss = chosen / best - 1
        faster += chosen == best
        tie_ok += loss <= TIE
        losses.append(loss)
    n = len(rows) or 1
    bad = [l for l in losses if l > TIE]
    return {
        "picks_faster": faster / n,
        "right_or_tie": tie_ok / n,
        "more_than_10pct_slower": len(bad),
        "worst_loss": max(losses) if losses else 0.0,
        "median_loss_when_wrong": statistics.median(bad) if bad else 0.0,
    }


def agreement(runs):
    """The measurement against itself: run 1's choice scored by run 2."""
    if len(runs) < 2:
        return None
    a = {key(r): r for r in runs[0]}
    b = {key(r): r for r in runs[1]}
    common = [k for k in a if k in b]
    rows = [dict(chained_s=b[k]["chained_s"], packed_s=b[k]["packed_s"]) for k in common]
    first = {id(r): a[k]["packed_s"] < a[k]["chained_s"] for r, k in zip(rows, common)}
    s = score(rows, lambda r: first[id(r)])
    spread = [abs(a[k][t] - b[k][t]) / min(a[k][t], b[k][t])
              for k in common for t in ("chained_s", "packed_s")]
    s["time_spread_median"] = statistics.median(spread) if spread else None
    s["time_spread_p90"] = sorted(spread)[int(0.9 * (len(spread) - 1))] if spread else None
    return s


def summarize(rows, runs):
    errs = []
    for r in rows:
        b = r["bytes"]
        for k in ("chained", "packed"):
            r[k + "_mbps"] = b / r[k + "_s"] / 1e6
            r["pred_" + k + "_mbps"] = b / r["pred_" + k + "_s"] / 1e6
            errs.append(abs(r["pred_" + k + "_s"] - r[k + "_s"]) / r[k + "_s"])
        r["model_packed"] = r["pred_packed_s"] < r["pred_chained_s"]
        r["measured_packed"] = r["packed_s"] < r["chained_s"]
        chosen = r["packed_s"] if r["model_packed"] else r["chained_s"]
        r["loss_vs_best"] = chosen / min(r["packed_s"], r["chained_s"]) - 1
    by_size = {}
    err_by_size = {}
    for b in sorted({r["bytes"] for r in rows}):
        rs = [r for r in rows if r["bytes"] == b]
        by_size[str(b)] = score(rs, lambda r: r["model_packed"])["right_or_tie"]
        e = [abs(r["pred_" + k + "_s"] - r[k + "_s"]) / r[k + "_s"]
             for r in rs for k in ("chained", "packed")]
        err_by_size[str(b)] = {"median": statistics.median(e), "worst": max(e)}
    return {
        "patterns": len(rows),
        "runs": len(runs),
        "ties": sum(max(r["chained_s"], r["packed_s"]) <= (1 + TIE) *
                    min(r["chained_s"], r["packed_s"]) for r in rows),
        "prediction_error_median": statistics.median(errs) if errs else None,
        "prediction_error_p90": sorted(errs)[int(0.9 * (len(errs) - 1))] if errs else None,
        "prediction_error_worst": max(errs) if errs else None,
        "model": score(rows, lambda r: r["model_packed"]),
        "model_right_or_tie_by_bytes": by_size,
        "prediction_error_by_bytes": err_by_size,
        "fixed_rule": score(rows, lambda r: r["rule_packed"]),
        "always_chained": score(rows, lambda r: False),
        "always_packed": score(rows, lambda r: True),
        "run1_vs_run2": agreement(runs),
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
    ax.axhline(100 * TIE, color="r", lw=0.8, ls="--")
    ax.set_xscale("log")
    ax.set_yscale("symlog", linthresh=10)
    ax.set_xlabel("message bytes"), ax.set_ylabel("% slower than the better choice")
    ax.set_title("cost of the model's choice")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def rescore(a, tool, e):
    """Scores saved measurements with the predictions of another model file."""
    with open(a.rows) as f:
        saved = json.load(f)
    bindings = sorted({r["binding"] for r in saved["rows"]})
    e["ZPL_MODEL"] = a.model
    preds = {key(r): r for r in run_json(
        [tool, "-p1", "-spredict=" + ",".join(bindings), "-smaxbytes=%d" % (16 << 20)], e)}
    fields = ("pred_chained_s", "pred_packed_s", "read_stride_eq", "write_stride_eq",
              "rule_packed", "gather_rows", "scatter_rows")
    rows = []
    for r in saved["rows"]:
        p = preds.get(key(r))
        if p is None:
            sys.exit("rescore: no prediction for %s" % (key(r),))
        rows.append(dict(r, **{k: p[k] for k in fields}))
    summary = {}
    for b in bindings:
        rs = [r for r in rows if r["binding"] == b]
        nruns = min(len(r["chained_runs"]) for r in rs)
        runs = [[dict(r, chained_s=r["chained_runs"][i], packed_s=r["packed_runs"][i])
                 for r in rs] for i in range(nruns)]
        summary[b] = summarize(rs, runs)
    summary["all"] = summarize(rows, [])
    with open(a.model) as f:
        calibration = [l.strip() for l in f if l.startswith("#")]
    out = {
        "what": "copy-transfer model: saved measurements scored with another model file",
        "command": "/usr/bin/python3 bench/copymodel/run.py " + " ".join(sys.argv[1:]),
        "measurement": {k: saved.get(k) for k in ("command", "loadavg", "machine", "model_file")},
        "model_file": os.path.relpath(a.model, ROOT),
        "calibration": calibration,
        "tie": TIE,
        "summary": summary,
        "rows": rows,
    }
    path = a.out or os.path.join(RESULTS, "copy_model_rescored.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
    for b in bindings + ["all"]:
        s = summary[b]
        print("%-8s model right or tie %5.1f %% (> 10 %% slower: %d, worst %.0f %%), "
              "fixed rule %5.1f %%, always chained %5.1f %%, error median %.0f %% worst %.0f %%, "
              "by size %s, error median/worst by size %s"
              % (b, 100 * s["model"]["right_or_tie"], s["model"]["more_than_10pct_slower"],
                 100 * s["model"]["worst_loss"], 100 * s["fixed_rule"]["right_or_tie"],
                 100 * s["always_chained"]["right_or_tie"],
                 100 * s["prediction_error_median"], 100 * s["prediction_error_worst"],
                 {k: round(100 * v) for k, v in s["model_right_or_tie_by_bytes"].items()},
                 {k: "%.0f/%.0f" % (100 * v["median"], 100 * v["worst"])
                  for k, v in s["prediction_error_by_bytes"].items()}))
    print("wrote", os.path.relpath(path, ROOT))


def install_defaults(model):
    """The model file's statements become the runtime's built-in model."""
    path = os.path.join(ROOT, "runtime", "ironman", "CopyModelDefaults.cpp")
    with open(model) as f:
        body = "".join(l for l in f if not l.startswith("#"))
    with open(path) as f:
        src = f.read()
    start = src.index('R"(') + 3
    end = src.index(')";', start)
    with open(path, "w") as f:
        f.write(src[:start] + body + src[end:])
    print("wrote", os.path.relpath(path, ROOT))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--step", choices=("calibrate", "validate", "all", "defaults", "rescore"),
                    default="all", help="defaults: copy the model file into the built-in "
                    "defaults (runtime/ironman/CopyModelDefaults.cpp); rescore: score the "
                    "saved rows (--rows) with the model file's predictions, measuring nothing")
    ap.add_argument("--rows", default=os.path.join(RESULTS, "copy_model.json"),
                    help="rescore: the saved measurement")
    ap.add_argument("--out", default=None,
                    help="validate / rescore: the JSON to write (default "
                    "bench/results/copy_model.json / copy_model_rescored.json)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--runs", type=int, default=2, help="validation runs per binding")
    ap.add_argument("--bindings", default="threads,mpi-shm")
    ap.add_argument("--model", default=os.path.join(RESULTS, "zpl-model.txt"))
    a = ap.parse_args()
    maxbytes = {"threads": 16 << 20, "mpi-shm": 4 << 20}
    tool = os.path.join(a.build, "tools", "zpl-calibrate", "zpl-calibrate")
    e = env()
    bindings = a.bindings.split(",")
    if a.step == "defaults":
        install_defaults(a.model)
        return
    if a.step == "rescore":
        rescore(a, tool, e)
        return
    if a.step in ("calibrate", "all"):
        if os.path.exists(a.model):
            os.remove(a.model)
        loads = []
        for b in bindings:
            before = loadavg()
            subprocess.run(command(tool, b, ["-sout=" + a.model]), env=e, check=True)
            loads.append("# %s: load average %s before, %s after" % (b, before, loadavg()))
        with open(a.model, "a") as f:
            f.write("# calibrated by: /usr/bin/python3 bench/copymodel/run.py %s\n"
                    % " ".join(sys.argv[1:]))
            f.write("\n".join(loads) + "\n")
    if a.step == "calibrate":
        return
    e["ZPL_MODEL"] = a.model
    extra = ["-svalidate=true"] + (["-squick=true", "-sreps=5"] if a.quick else ["-sreps=9"])
    runs = {b: [] for b in bindings}
    loads = []
    # Bindings alternate between runs so that a burst of load hits one run
    # of each rather than both runs of one.
    for i in range(a.runs):
        for b in bindings:
            before = loadavg()
            runs[b].append(run_json(command(tool, b, extra + ["-smaxbytes=%d" % maxbytes[b]]), e))
            loads.append({"binding": b, "run": i + 1, "before": before, "after": loadavg()})
    rows = []
    summary = {}
    for b in bindings:
        rs = merge(runs[b])
        summary[b] = summarize(rs, runs[b])
        rows += rs
    summary["all"] = summarize(rows, [])
    out = {
        "what": "copy-transfer model: predicted vs measured chained and packed transfers",
        "command": "/usr/bin/python3 bench/copymodel/run.py " + " ".join(sys.argv[1:]),
        "machine": machine_info(os.path.join(a.build, "tools", "zplc", "zplc")),
        "loadavg": loads,
        "model_file": os.path.relpath(a.model, ROOT),
        "tie": TIE,
        "summary": summary,
        "rows": rows,
    }
    path = a.out or os.path.join(RESULTS, "copy_model.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
    plot(rows, os.path.splitext(path)[0] + ".png")
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
