#!/usr/bin/env python3
"""IR text round trip (ir/Reader.h).

usage: ir-roundtrip.py ZPLC OUTDIR SRCROOT [cli:]DIR...   (DIRs relative to SRCROOT)

For every program under the directories that the back end compiles, the IR
printed before the passes (-emit=ir-lowered) and after them (-emit=ir) reads
back to the same text, and the C++ generated from either text is the C++
generated from the program. Under a `cli:` directory each program goes
through the command line (seven zplc runs: .zir files written, read with
`zplc X.zir`); under the others zplc checks the same in process
(`--verify-ir-text`), one run per program, which keeps the sweep fast.
The C++ is compared as generated (`--unformatted`): clang-format would cost
more than the rest of each run.
Prints one line per failure and a summary; exits 1 on any failure.
"""
import concurrent.futures
import os
import subprocess
import sys

zplc, out, root = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)


def run(*args):
    # From the source root, so that IR names the program by the same path.
    p = subprocess.run([zplc, *args], cwd=root, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def first_line(err):
    lines = err.strip().splitlines()
    return lines[0] if lines else "(no message)"


def by_command_line(prog):
    rc, cpp, _ = run(prog, "-emit=cpp", "--unformatted")
    if rc != 0:
        return None  # not a program the back end compiles (diagnostic tests)
    problems = []
    name = prog.replace("/", "__")
    for form in ("ir-lowered", "ir"):
        rc, text, err = run(prog, "-emit=" + form)
        zir = os.path.join(out, name + "." + form + ".zir")
        with open(zir, "w") as f:
            f.write(text)
        rc, again, err = run(zir, "-emit=" + form)
        if rc != 0:
            problems.append("%s: -emit=%s does not read back: %s" % (prog, form, first_line(err)))
            continue
        if again != text:
            problems.append("%s: -emit=%s reads back to other text (%s)" % (prog, form, zir))
        rc, cpp2, err = run(zir, "-emit=cpp", "--unformatted")
        if rc != 0 or cpp2 != cpp:
            problems.append("%s: the C++ from its -emit=%s text differs (%s)" % (prog, form, zir))
    return problems


def in_process(prog):
    rc, _, err = run(prog, "-emit=cpp", "--unformatted", "-o", os.devnull, "--verify-ir-text")
    if rc == 0:
        return []
    if "not read from IR text yet" in err:
        return None  # a documented limit of the reader (run-time array bounds)
    if "IR text" not in err:
        return None  # refused for another reason (diagnostic tests)
    return ["%s: %s" % (prog, [l for l in err.splitlines() if "IR text" in l][0])]


jobs = []
for d in sys.argv[4:]:
    check = by_command_line if d.startswith("cli:") else in_process
    d = d[4:] if d.startswith("cli:") else d
    for base, _, files in os.walk(os.path.join(root, d)):
        for f in sorted(files):
            if f.endswith(".zpl") or f.endswith(".z"):
                jobs.append((check, os.path.relpath(os.path.join(base, f), root)))
jobs.sort(key=lambda j: j[1])
checked, failures = 0, []
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    for result in pool.map(lambda j: j[0](j[1]), jobs):
        if result is not None:
            checked += 1
            failures += result
for f in failures:
    print(f)
print("ir-roundtrip: %d programs compiled, %d failures" % (checked, len(failures)))
sys.exit(1 if failures else 0)
