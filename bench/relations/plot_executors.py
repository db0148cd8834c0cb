#!/usr/bin/python3
"""Draws bench/results/executors.json as a PNG: per redistribution, gather and
scatter throughput of every encoding beside the specialised loop, memcpy and
MPI_Pack/MPI_Unpack measured in the same run, for both array sizes; and the
bytes of every encoding of all of processor 0's relations (log scale).

usage: plot_executors.py [executors.json] [executors.png]
"""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
results = os.path.join(here, "..", "results")
src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(results, "executors.json")
dst = sys.argv[2] if len(sys.argv) > 2 else os.path.join(results, "executors.png")
recs = json.load(open(src))

cases = sorted({r["case"] for r in recs})
sizes = sorted({r["n"] for r in recs})
encs = ["AAPAIR", "AABLK", "DMRLE", "DMRLEC", "NRLE"]
labels = {r["case"]: r.get("redistribution", r["case"]) for r in recs}


def rec(case, n, enc, op):
    for r in recs:
        if r["case"] == case and r["n"] == n and r["encoding"] == enc and r["op"] == op:
            return r
    return None


fig, axes = plt.subplots(3, len(cases), figsize=(5 * len(cases), 12), squeeze=False)
width = 0.8 / len(sizes)
colors = ["#4c72b0", "#dd8452"]
for ci, case in enumerate(cases):
    for oi, op in enumerate(["gather", "scatter"]):
        ax = axes[oi][ci]
        names = encs + ["specialised", "memcpy", "MPI_Pack" if op == "gather" else "MPI_Unpack"]
        for si, n in enumerate(sizes):
            vals = []
            for e in encs:
                r = rec(case, n, e, op)
                vals.append(r["mbps"] / 1000 if r else 0)
            r = rec(case, n, "DMRLEC", op)
            vals += [r["specialised_mbps"] / 1000, r["memcpy_mbps"] / 1000,
                     r["mpi_pack_mbps"] / 1000] if r else [0, 0, 0]
            xs = [i + (si - (len(sizes) - 1) / 2) * width for i in range(len(names))]
            ax.bar(xs, vals, width, label=f"{n}x{n}", color=colors[si % len(colors)])
        ax.set_xticks(range(len(names)))
        ax.set_xticklabels(names, rotation=45, ha="right", fontsize=8)
        ax.set_ylabel(f"{op} GB/s (median)")
        ax.set_title(f"({case}) {labels[case]}", fontsize=9)
        ax.grid(axis="y", alpha=0.3)
        if ci == 0 and oi == 0:
            ax.legend(fontsize=8)
    ax = axes[2][ci]
    for si, n in enumerate(sizes):
        vals = []
        for e in encs:
            r = rec(case, n, e, "gather")
            vals.append(r["relation_bytes_0_to_all"] if r else 0)
        xs = [i + (si - (len(sizes) - 1) / 2) * width for i in range(len(encs))]
        ax.bar(xs, vals, width, label=f"{n}x{n}", color=colors[si % len(colors)])
    ax.set_yscale("log")
    ax.set_xticks(range(len(encs)))
    ax.set_xticklabels(encs, fontsize=8)
    ax.set_ylabel("bytes, all relations of processor 0")
    ax.grid(axis="y", alpha=0.3)

meta = recs[0]
fig.suptitle(f"Executors on {meta.get('machine', '?')} ({meta.get('compiler', '?')}; "
             f"{meta.get('mpi', '?')}), {meta.get('runs', '?')} runs, medians", fontsize=10)
fig.tight_layout(rect=(0, 0, 1, 0.97))
fig.savefig(dst, dpi=90)
print(f"wrote {dst}")
