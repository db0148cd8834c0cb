#!/usr/bin/env python3
"""How much computation placeIronman puts inside each transfer's windows.

For every program it compiles with -emit=ir, and for each transfer counts the
IR statements between its SR and its DN (computation the transfer can overlap
before the data is needed) and between its DN and its SV (computation while
the send may still be in flight). Statements nested in loops, conditionals
are counted once each (a static count), `end`/`else`/IRONMAN lines not at all;
`calls` counts procedure calls in the SR..DN window. Compares two compilers
(--before, --after, e.g. a build of the previous commit) and writes JSON.

usage: stats.py --before ZPLC --after ZPLC [--out FILE] [programs.zpl ...]
python3 standard library only.
"""
import argparse
import glob
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CALL = re.compile(r"^(DR|SR|DN|SV) t(\d+)$")
SKIP = {"end", "else", "begin"}


def windows(zplc, path):
    ir = subprocess.run([zplc, path, "-emit=ir"], capture_output=True, text=True, check=True).stdout
    out = {}
    lines = []
    for raw in ir.splitlines():
        if raw.startswith("procedure "):
            lines = []
            continue
        s = raw.strip()
        if not raw.startswith(" ") or not s or s in SKIP or s.startswith("var "):
            continue
        lines.append(s)
        m = CALL.match(s)
        if m:
            out.setdefault(int(m.group(2)), {})[m.group(1)] = len(lines) - 1
            out[int(m.group(2))].setdefault("lines", lines)
    res = []
    for t, pos in sorted(out.items()):
        body = pos["lines"]
        between = lambda a, b: [x for x in body[pos[a] + 1:pos[b]] if not CALL.match(x)]
        sr_dn = between("SR", "DN")
        res.append({"transfer": t, "sr_to_dn": len(sr_dn), "dn_to_sv": len(between("DN", "SV")),
                    "calls_sr_to_dn": sum(1 for x in sr_dn if x.startswith("call "))})
    return res


def summary(ws):
    return {"transfers": len(ws), "sr_to_dn": sum(w["sr_to_dn"] for w in ws),
            "dn_to_sv": sum(w["dn_to_sv"] for w in ws),
            "transfers_overlapping": sum(1 for w in ws if w["sr_to_dn"] > 0)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "placement.json"))
    ap.add_argument("--labels", default="before,after", help="what the two builds are (recorded in the JSON)")
    ap.add_argument("programs", nargs="*")
    a = ap.parse_args()
    progs = a.programs or sorted(glob.glob(os.path.join(ROOT, "examples", "*.zpl"))) + \
        [os.path.join(HERE, "overlap_bench.zpl")]
    result = {"metric": "IR statements inside each transfer's SR..DN and DN..SV windows (static)",
              "builds": dict(zip(("before", "after"), a.labels.split(","))), "programs": {}}
    tot = {"before": [], "after": []}
    for p in progs:
        name = os.path.relpath(p, ROOT)
        entry = {}
        for which, zplc in (("before", a.before), ("after", a.after)):
            ws = windows(zplc, p)
            tot[which] += ws
            entry[which] = summary(ws)
        result["programs"][name] = entry
        print("%-40s SR..DN %3d -> %3d   DN..SV %3d -> %3d   (%d transfers)" % (
            name, entry["before"]["sr_to_dn"], entry["after"]["sr_to_dn"], entry["before"]["dn_to_sv"],
            entry["after"]["dn_to_sv"], entry["after"]["transfers"]))
    result["total"] = {k: summary(v) for k, v in tot.items()}
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print("total", json.dumps(result["total"]))


if __name__ == "__main__":
    main()
