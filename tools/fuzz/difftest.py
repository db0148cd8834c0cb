#!/usr/bin/env python3
"""Differential tester for zplc: random programs (progen.py), two oracles.

For each seed: generate a program, compile it with zplc, run it at -p1..-p5
on threads and under mpirun -np 2..4 on each MPI binding.
  oracle 1: every run's output (and exit status) is byte-identical to -p1's;
  oracle 2: -p1's output equals refeval.py's, an independent sequential
            interpreter of the program's AST.
A mismatch saves the program, the outputs and a summary under --results
(and, with --reduce, a reduced program that still shows the mismatch).

usage: difftest.py [--zplc PATH] [--seed S] [--count N | --seconds T]
                   [--features LIST] [--procs 1,2,3,4,5] [--mpi-procs 2,3,4]
                   [--bindings threads,mpi,mpi-shm,mpi-rma] [--jobs J]
                   [--results DIR] [--reduce] [--seeds S1,S2,...] [--batch K]
                   [--mpi-rotate R] [--cxx CXX] [--zplc-flags F] [--progress]
--seconds bounds the run (it stops starting new seeds); --count bounds the
number of seeds (seeds S, S+1, ...). --batch K compiles and runs K programs
as one (batch.py: one compilation and one run per configuration for K
programs, both oracles on the whole); a batch that is not ok is bisected
down to the programs that show it. --mpi-rotate R runs R of the MPI runs
per batch, in turn. tools/fuzz/README.md gives the fast settings for long
runs. Exit status 1 when any mismatch was found, 0 otherwise.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import batch  # noqa: E402
import progen  # noqa: E402

LOCATED = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ")
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1"]
# Grid extents per processor count, for programs with `grid G = [p1, p2]`;
# two shapes per count so that both dimensions get distributed.
GRIDS = {1: [(1, 1)], 2: [(2, 1), (1, 2)], 3: [(3, 1), (1, 3)], 4: [(2, 2), (4, 1)],
         5: [(5, 1), (1, 5)]}


def run(cmd, timeout, env=None, cwd=None):
    # A session of its own: on a timeout the whole group goes (zplc's C++
    # compiler, mpirun's ranks), not only the process started.
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=cwd,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out.decode("latin-1"), err.decode("latin-1")
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        p.communicate()
        return "timeout", "", "timed out after %ds" % timeout


class Checker:
    def __init__(self, a, programs=1):
        self.a = a
        self.programs = programs
        self.compile_timeout = 300 * programs
        # A batch runs K programs' statements, and on a loaded machine ranks
        # that wait for each other get little of it (seen: a 128-program
        # batch past 60 s on mpi-shm at load 25, each half well within).
        self.run_timeout = a.timeout * max(1, programs // 16)

    def compile(self, src, exe):
        # Every generated program is new: a compiler cache would only store it.
        env = dict(os.environ, CCACHE_DISABLE="1")
        if self.a.cxx:
            env["CXX"] = self.a.cxx
        rc, out, err = run([self.a.zplc, src, "-o", exe] + self.a.zplc_flags, self.compile_timeout, env=env)
        return rc, err

    def reference(self, src):
        rc, ast, err = run([self.a.zplc, src, "-emit=ast"], 120)
        if rc != 0:
            return None, "zplc -emit=ast failed: %s" % err
        rc, out, err = self._refeval(ast)
        if rc != 0:
            return None, "refeval exit %s: %s" % (rc, err.strip())
        return out, None

    def _refeval(self, ast):
        limit = self.compile_timeout // 2
        try:
            p = subprocess.run([sys.executable, os.path.join(HERE, "refeval.py"), "-"],
                               input=ast.encode("latin-1"), capture_output=True, timeout=limit)
        except subprocess.TimeoutExpired:
            return "timeout", "", "timed out after %ds" % limit
        return p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1")

    def configs(self, text, seed, rot=None):
        """(name, processors, binding, extra flags) for every run of one
        program. With --mpi-rotate R and a rotation index `rot`, only R of the
        MPI runs (np x binding), the next R of a fixed cycle for each `rot`."""
        grid = re.search(r"^grid \w+ = \[p1, p2\];", text, re.M) is not None
        out, mpi = [], []
        for p in self.a.procs:
            for b in self.a.bindings:
                if b == "threads":
                    out.append(("p%d threads" % p, p, b))
                elif p in self.a.mpi_procs:
                    mpi.append(("np%d %s" % (p, b), p, b))
        if rot is not None and 0 < self.a.mpi_rotate < len(mpi):
            mpi = [mpi[(rot * self.a.mpi_rotate + k) % len(mpi)] for k in range(self.a.mpi_rotate)]
        out += mpi
        res = []
        for name, p, b in out:
            extra = []
            if grid:
                shapes = GRIDS[p]
                g = shapes[(seed + len(b)) % len(shapes)]
                extra = ["-sp1=%d" % g[0], "-sp2=%d" % g[1]]
                name += " grid %dx%d" % g
            res.append((name, p, b, extra))
        return res

    def execute(self, exe, p, b, extra, work):
        env = dict(os.environ)
        if b == "threads":
            cmd = [exe, "-p%d" % p, "--binding=threads"] + extra
        else:
            tmp = tempfile.mkdtemp(prefix="ompi-", dir=work)
            env["TMPDIR"] = tmp
            env.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
            env.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
            cmd = self.a.mpirun + ["-np", str(p), exe, "--binding=" + b] + extra
        rc, out, err = run(cmd, self.run_timeout, env=env, cwd=work)
        return rc, out, err

    def check(self, src_text, seed, work, only=None, rot=None):
        """Returns (verdict, details): verdict is 'ok', 'skip:<why>' or
        'mismatch:<kind>'; details maps a run name to its output. `seed`
        picks the grid shapes, `rot` the MPI runs (configs)."""
        src = os.path.join(work, "prog.zpl")
        with open(src, "w") as f:
            f.write(src_text)
        exe = os.path.join(work, "prog")
        rc, err = self.compile(src, exe)
        if rc == 1 and all(LOCATED.match(l) for l in err.splitlines() if "error" in l):
            # A located refusal is the compiler's right; the generator should
            # avoid it, so it is counted apart (not a mismatch).
            first = [l for l in err.splitlines() if "error:" in l][0]
            return "refused:" + first.split("error: ", 1)[1], {"zplc": err}
        if rc == "timeout":
            # Not a verdict on the program: on a loaded machine a compilation
            # can take that long. Counted apart.
            return "timeout:zplc", {"zplc": err}
        if rc != 0:
            return "mismatch:compile-error", {"zplc": err}
        ref, why = self.reference(src)
        if ref is None:
            return "skip:" + why, {}
        runs = self.configs(src_text, seed, rot)
        rc, out1, err1 = self.execute(exe, 1, "threads", runs[0][3], work)
        details = {"reference": ref, "p1 threads": "exit %s\n%s%s" % (rc, out1, err1)}
        if rc != 0:
            return "mismatch:p1-exit", details
        if out1 != ref:
            return "mismatch:reference", details
        for name, p, b, extra in runs:
            if p == 1 and b == "threads":
                continue
            if only is not None and not name.startswith(only):
                continue
            rc, out, err = self.execute(exe, p, b, extra, work)
            if rc == "timeout" and self.programs > 1:
                # Bisected like a mismatch; when no part of the batch hangs
                # alone, the load was to blame (counted apart).
                details[name] = "exit %s\n%s%s" % (rc, out, err)
                return "timeout:%s" % name, details
            if rc != 0 or out != out1:
                details[name] = "exit %s\n%s%s" % (rc, out, err)
                return "mismatch:%s" % name, details
        if only is not None and only != "reference":
            return "ok", details
        return "ok", details


def units(lines):
    """Deletable spans of lines: each simple statement, and each block from
    its header (`... do`, `repeat`, `begin`) to its `end;`/`until ...;`."""
    out = []
    first = next((i for i, l in enumerate(lines) if l.startswith("procedure")), len(lines))
    for i, l in enumerate(lines):
        s = l.strip()
        if i < first or not l.startswith("  "):
            continue  # declarations, procedure headers and bodies stay
        if re.search(r"\b(do|repeat)$", s) or s.endswith("begin"):
            depth, j = 0, i
            while j < len(lines):
                t = lines[j].strip()
                if re.search(r"\b(do|repeat)$", t) or t.endswith("begin"):
                    depth += 1
                if t == "end;" or t.startswith("until "):
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            out.append((i, j + 1))
        elif s.endswith(";") and not s.startswith(("end;", "until ")):
            out.append((i, i + 1))
    return out


def reduce_program(chk, text, seed, verdict, work):
    # `seed` picks the grid shapes, as in the run that showed the mismatch.
    """Deletes statements and blocks, in chunks that halve (ddmin-like), while
    the program still shows the same mismatch; every candidate is compiled
    and run only where the mismatch showed."""
    kind = verdict.split(" grid")[0]
    only = "reference" if kind in ("mismatch:reference", "mismatch:p1-exit") else kind[len("mismatch:"):]

    def same(t):
        v, _ = chk.check(t, seed, work, only=only)
        return v.split(" grid")[0] == kind
    lines = text.split("\n")
    chunk = max(1, len(units(lines)) // 2)
    while True:
        us = units(lines)
        i, progress = len(us) - chunk, False
        while i >= 0 - chunk + 1:
            sel = us[max(i, 0):i + chunk]
            drop = set()
            for a, b in sel:
                drop.update(range(a, b))
            cand = [l for k, l in enumerate(lines) if k not in drop]
            if drop and same("\n".join(cand)):
                lines = cand
                progress = True
                us = units(lines)
            i -= chunk
        if chunk == 1 and not progress:
            break
        if not progress:
            chunk = max(1, chunk // 2)
    return "\n".join(lines)


def one_seed(a, seed):
    return one_batch(a, [seed])


def one_batch(a, seeds, rot=None):
    """Checks `seeds`' programs as one (batch.py). A batch that is not ok is
    split in halves, each checked again, down to the programs that are not
    ok alone (saved and reduced as without batches): about 2 log2(K)
    compilations for one bad program among K. When neither half of a group
    shows its verdict (an interaction, or a run that does not repeat), the
    group's own is returned as `<kind>:batch ...`. `rot` picks the MPI runs
    (--mpi-rotate); the first seed picks the grid shapes of every group.
    Returns (seed, text, verdict, details, reduced) per program."""
    texts = [progen.generate(s, a.features) for s in seeds]
    shape = seeds[0]

    def check_group(idx):
        chk = Checker(a, len(idx))
        text = texts[idx[0]] if len(idx) == 1 else batch.combine([texts[i] for i in idx])
        work = tempfile.mkdtemp(prefix="difftest-%d-" % seeds[idx[0]])
        try:
            verdict, details = chk.check(text, shape, work, rot=rot)
            reduced = None
            if len(idx) == 1 and verdict.startswith("mismatch") and a.reduce:
                reduced = reduce_program(chk, text, shape, verdict, work)
            return text, verdict, details, reduced
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def bisect(idx, text, verdict, details, reduced):
        if len(idx) == 1:
            return [(seeds[idx[0]], text, verdict, details, reduced)]
        out, bad = [], False
        for half in (idx[:len(idx) // 2], idx[len(idx) // 2:]):
            t, v, d, r = check_group(half)
            if v == "ok":
                out += [(seeds[i], texts[i], "ok", {}, None) for i in half]
            else:
                bad = True
                out += bisect(half, t, v, d, r)
        if not bad:
            kind, rest = verdict.split(":", 1)
            out.append((seeds[idx[0]], text, "%s:batch %s" % (kind, rest), details, None))
        return out

    idx = list(range(len(seeds)))
    text, verdict, details, reduced = check_group(idx)
    if verdict != "ok" and len(seeds) > 1 and a.progress:
        print("batch %d-%d: %s; bisecting" % (seeds[0], seeds[-1], verdict.splitlines()[0][:200]),
              flush=True)
    if verdict == "ok":
        return [(s, t, "ok", {}, None) for s, t in zip(seeds, texts)]
    return bisect(idx, text, verdict, details, reduced)


def save(a, seed, text, verdict, details, reduced):
    d = os.path.join(a.results, "seed%d" % seed)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "prog.zpl"), "w") as f:
        f.write(text)
    if reduced:
        with open(os.path.join(d, "reduced.zpl"), "w") as f:
            f.write(reduced)
    for name, out in details.items():
        with open(os.path.join(d, re.sub(r"\W+", "_", name) + ".out"), "w") as f:
            f.write(out)
    with open(os.path.join(d, "verdict"), "w") as f:
        f.write("%s\nfeatures %s\n" % (verdict, ",".join(sorted(a.features))))
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--zplc", default=os.path.join(TOP, "build", "tools", "zplc", "zplc"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", default=None, help="an explicit comma-separated seed list")
    ap.add_argument("--count", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=0)
    ap.add_argument("--features", default="all")
    ap.add_argument("--procs", default="1,2,3,4,5")
    ap.add_argument("--mpi-procs", default="2,3,4")
    ap.add_argument("--bindings", default="threads,mpi,mpi-shm,mpi-rma")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--zplc-flags", default="",
                    help="extra zplc flags, e.g. `-p4` to specialise for 4 processors "
                         "(embedded relations at -p4, the run-time fallback elsewhere)")
    ap.add_argument("--cxx", default=None,
                    help="the C++ compiler zplc runs (its CXX), e.g. clang++-14: twice as fast "
                         "as g++ at -O0 on generated programs")
    ap.add_argument("--mpirun", default=" ".join(MPIRUN), help="the mpirun command and its options")
    ap.add_argument("--timeout", type=int, default=60, help="seconds per run of a program")
    ap.add_argument("--results", default="difftest-results")
    ap.add_argument("--reduce", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--progress", action="store_true",
                    help="a line with the programs checked so far and the rate after each batch")
    ap.add_argument("--mpi-rotate", type=int, default=0,
                    help="run only R of the MPI runs (np x binding) per batch, the next R of a "
                         "fixed cycle for each batch (0: all of them)")
    ap.add_argument("--batch", type=int, default=1,
                    help="programs compiled and run as one (tools/fuzz/batch.py); a batch that "
                         "is not ok is checked program by program")
    a = ap.parse_args()
    a.features = progen.parse_features(a.features)
    a.procs = [int(x) for x in a.procs.split(",") if x]
    a.mpi_procs = [int(x) for x in a.mpi_procs.split(",") if x]
    a.bindings = [b for b in a.bindings.split(",") if b]
    a.mpirun = a.mpirun.split()
    a.zplc_flags = a.zplc_flags.split()
    if 1 not in a.procs:
        a.procs.insert(0, 1)
    # A private copy: a rebuild during a long run must not change the compiler.
    private = tempfile.mkdtemp(prefix="difftest-bin-")
    shutil.copy2(a.zplc, os.path.join(private, "zplc"))
    a.zplc = os.path.join(private, "zplc")

    if a.seeds:
        seeds = iter([int(s) for s in a.seeds.split(",")])
    elif a.count:
        seeds = iter(range(a.seed, a.seed + a.count))
    else:
        seeds = iter(range(a.seed, 1 << 62))
    print("difftest: first seed %s, batch %d, features %s, zplc flags `%s`, mpi-rotate %d" % (
        a.seeds.split(",")[0] if a.seeds else a.seed, a.batch, ",".join(sorted(a.features)),
        " ".join(a.zplc_flags), a.mpi_rotate), flush=True)
    start = time.time()
    counts = {}
    found = []
    done = 0

    def report(seed, text, verdict, details, reduced):
        nonlocal done
        done += not re.match(r"\w+:batch ", verdict)  # the batch, not one more program
        key = verdict.split(":")[0] if not verdict.startswith("mismatch") else verdict.split(" grid")[0]
        counts[key] = counts.get(key, 0) + 1
        if verdict.startswith("mismatch"):
            d = save(a, seed, text, verdict, details, reduced)
            found.append(seed)
            print("MISMATCH seed %d: %s -> %s" % (seed, verdict, d), flush=True)
        elif verdict == "ok" and not a.quiet:
            print("ok seed %d" % seed, flush=True)
        elif verdict.startswith("skip") or (verdict.startswith(("refused", "timeout")) and not a.quiet):
            # A skip is a generator or refeval bug: shown even with --quiet.
            print("%s seed %d: %s" % (verdict.split(":")[0], seed,
                                      verdict.split(":", 1)[1].splitlines()[0][:200]), flush=True)

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = set()
        rot = [0]
        def submit():
            if a.seconds and time.time() - start > a.seconds:
                return
            group = [s for s in (next(seeds, None) for _ in range(a.batch)) if s is not None]
            if group:
                futs.add(ex.submit(one_batch, a, group, rot[0] if a.mpi_rotate else None))
                rot[0] += 1
        for _ in range(a.jobs):
            submit()
        while futs:
            fin, _ = concurrent.futures.wait(futs, return_when=concurrent.futures.FIRST_COMPLETED)
            for f in fin:
                futs.discard(f)
                for seed, text, verdict, details, reduced in f.result():
                    report(seed, text, verdict, details, reduced)
                if a.progress:
                    el = time.time() - start
                    print("progress: %d programs, %d mismatches, %.0f s, %.1f programs/min" % (
                        done, len(found), el, done * 60.0 / max(el, 1e-9)), flush=True)
                submit()
    shutil.rmtree(private, ignore_errors=True)
    print("programs: %d, mismatches: %d, %.0f s" % (done, len(found), time.time() - start))
    for k in sorted(counts):
        print("  %-40s %d" % (k, counts[k]))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
