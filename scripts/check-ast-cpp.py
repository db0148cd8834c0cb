#!/usr/bin/env python3
"""Usage: check-ast-cpp.py ZPLC ROOT [--allow FILE] [--emit=cpp|ir] [--jobs N]

The front end accepts exactly what the back end compiles: every .zpl/.z
program under ROOT/test and ROOT/examples that `zplc -emit=ast` accepts must
also pass `zplc -emit=cpp` (or the cheaper -emit=ir, which runs the same
lowering and passes). A program the back end refuses after sema accepted it
is a check that belongs in sema (docs/ARCHITECTURE.md, "Errors").

--allow FILE lists programs (paths relative to ROOT, `#` comments) that are
known gaps; an allowed program that now compiles is reported too, so the
list only shrinks. Exit 0 when there is no unexpected gap.
"""
import argparse
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def programs(root):
    out = []
    for top in ("examples", "test"):
        for d, _, files in os.walk(os.path.join(root, top)):
            for f in files:
                if f.endswith((".zpl", ".z")):
                    out.append(os.path.relpath(os.path.join(d, f), root))
    return sorted(out)


def run(zplc, root, rel, emit):
    def rc(form):
        p = subprocess.run([zplc, rel, "-emit=" + form, "-o", os.devnull], cwd=root,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        return p.returncode, p.stderr
    # The back end first: a program it compiles went through the front end,
    # so only the programs it refuses need -emit=ast too. That halves the
    # zplc runs of a sweep whose cost is mostly zplc's start-up (DEVELOPERS.md).
    code, err = rc(emit)
    if code != 0 and rc("ast")[0] != 0:
        return rel, None  # refused by the front end: nothing to compare
    return rel, (code, err)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("zplc")
    ap.add_argument("root")
    ap.add_argument("--allow")
    ap.add_argument("--emit", default="cpp", choices=["cpp", "ir"])
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    allowed = set()
    if a.allow:
        with open(a.allow) as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    allowed.add(line)
    progs = programs(a.root)
    with ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(lambda r: run(a.zplc, a.root, r, a.emit), progs))
    accepted = [(r, res) for r, res in results if res is not None]
    bad = 0
    for rel, (code, err) in accepted:
        if code != 0 and rel not in allowed:
            bad += 1
            first = next((l for l in err.splitlines() if "error" in l), err.strip()[:200])
            print(f"GAP: {rel}: -emit=ast accepts it, -emit={a.emit} fails: {first}")
        elif code == 0 and rel in allowed:
            bad += 1
            print(f"FIXED: {rel} compiles now; remove it from the allow-list")
    print(f"checked {len(accepted)} programs that -emit=ast accepts "
          f"(of {len(progs)}); {bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
