"""The repdist table of "Fast Message Assembly Using Compact Address Relations"
(issue 13 section 4): for the four representative redistributions of a
1024 x 1024 array of doubles over 4 processors, the relation size of every
encoding runtime/relations implements (the paper's AAPAIR, AABLK, DMRLE,
DMRLEC and our NRLE) and the assembly (gather) and disassembly (scatter)
throughput of the processor 0 -> 0 relation, beside memcpy of the same bytes
measured in the same run, and beside the paper's figures.

The measurement is bench/relations' executors_bench (fresh run, written to a
temporary file); this script selects n = 1024, adds the paper's numbers and
writes bench/results/repdist.json and repdist.png.

    /usr/bin/python3 bench/repdist/run.py --build build [--quick]
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

RESULTS = os.path.join(ROOT, "bench", "results")
ENCODINGS = ["AAPAIR", "AABLK", "DMRLE", "DMRLEC", "NRLE"]

# The paper's Figure "repdist" (its cases in its own, column-major, terms) and
# what its text states about sizes and throughput; its throughput charts are
# figures whose values the text does not give.
PAPER = {
    "a": {"paper_case": "(BLOCK,*) -> (*,BLOCK)", "strides": "1 1 / 1 1",
          "tuples_0_to_all": 262144, "tuples_0_to_0": 65536},
    "b": {"paper_case": "(BLOCK,*) -> (CYCLIC,*)", "strides": "4 1 / 1 1",
          "tuples_0_to_all": 262144, "tuples_0_to_0": 65536},
    "c": {"paper_case": "(CYCLIC,*) -> (BLOCK,*)", "strides": "1 1 / 1 4",
          "tuples_0_to_all": 262144, "tuples_0_to_0": 65536},
    "d": {"paper_case": "(*,CYCLIC) -> (CYCLIC,*)^T", "strides": "4 1 / 1 1024",
          "tuples_0_to_all": 262144, "tuples_0_to_0": 65536},
}
PAPER_TEXT = {
    "sizes": "AAPAIR: 16 bytes a tuple on the 64-bit DEC 3000/400, so 4 MiB for "
             "node 0's 262144 tuples; DMRLEC 'roughly 1 Kbytes', 'three to four orders "
             "of magnitude' below AAPAIR and two below DMRLE",
    "throughput": "DMRLEC 'at or close to the copy throughput possible for their memory "
                  "reference patterns' on Alpha, Paragon, RS/6000 and SP-2 (ideal on the "
                  "Alpha); on the Pentiums DMRLEC below DMRLE and instruction-issue bound; "
                  "AABLK slowest except for case a",
}


def plot(table, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.4))
    cases = sorted(table)
    w = 0.8 / (len(ENCODINGS) + 1)
    for ax, op in zip(axes, ("gather", "scatter")):
        for i, enc in enumerate(ENCODINGS):
            ax.bar([c + i * w for c in range(len(cases))],
                   [table[k]["encodings"][enc][op + "_mbps"] for k in cases], w, label=enc)
        ax.bar([c + len(ENCODINGS) * w for c in range(len(cases))],
               [table[k]["memcpy_mbps"] for k in cases], w, label="memcpy", color="k")
        ax.set_xticks([c + 0.4 for c in range(len(cases))])
        ax.set_xticklabels(["%s\n%s" % (k, table[k]["redistribution"]) for k in cases],
                           fontsize=7)
        ax.set_ylabel("MB/s")
        ax.set_title(("assembly" if op == "gather" else "disassembly") +
                     " of the 0 -> 0 relation, 1024x1024, 4 procs")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    info = machine_info(os.path.join(a.build, "tools", "zplc", "zplc"))
    exe = os.path.join(a.build, "bench", "relations", "executors_bench")
    with tempfile.TemporaryDirectory() as d:
        tmp = os.path.join(d, "executors.json")
        e = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
                 OMPI_MCA_pml="ob1")
        subprocess.run([exe, "--out", tmp] + (["--quick"] if a.quick else []), env=e,
                       check=True, stdout=subprocess.DEVNULL)
        with open(tmp) as f:
            recs = json.load(f)
    table = {}
    for r in recs:
        if r["n"] != 1024:
            continue
        t = table.setdefault(r["case"], {"redistribution": r["redistribution"],
                                         "tuples_0_to_0": r["tuples"], "encodings": {},
                                         "paper": PAPER[r["case"]]})
        e = t["encodings"].setdefault(r["encoding"], {})
        e["relation_bytes_0_to_0"] = r["relation_bytes"]
        e["relation_bytes_0_to_all"] = r["relation_bytes_0_to_all"]
        e[r["op"] + "_mbps"] = r["mbps"]
        e[r["op"] + "_best_mbps"] = r["best_mbps"]
        e[r["op"] + "_ratio_to_memcpy"] = r["ratio_to_memcpy"]
        t["memcpy_mbps"] = r["memcpy_mbps"]
        t["chosen_encoding"] = r["chosen_encoding"]
        t["runs"] = r["runs"]
    res = {
        "what": "repdist: relation size and assembly throughput per encoding, 1024x1024 "
                "doubles over 4 processors, processor 0 -> 0 relation",
        "command": "/usr/bin/python3 bench/repdist/run.py " + " ".join(sys.argv[1:]),
        "statistic": "median of runs (executors_bench); memcpy interleaved in the same run",
        "machine": info,
        "loadavg_end": os.getloadavg(),
        "paper_text": PAPER_TEXT,
        "cases": table,
    }
    with open(os.path.join(RESULTS, "repdist.json"), "w") as f:
        json.dump(res, f, indent=1)
    plot(table, os.path.join(RESULTS, "repdist.png"))
    for k in sorted(table):
        t = table[k]
        print(k, t["redistribution"], "memcpy %.0f" % t["memcpy_mbps"])
        for enc in ENCODINGS:
            x = t["encodings"][enc]
            print("  %-6s %9d B (0->all %9d B)  gather %7.0f  scatter %7.0f MB/s" % (
                enc, x["relation_bytes_0_to_0"], x["relation_bytes_0_to_all"],
                x["gather_mbps"], x["scatter_mbps"]))


if __name__ == "__main__":
    main()
