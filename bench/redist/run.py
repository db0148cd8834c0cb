#!/usr/bin/env python3
"""Redistribution benchmark: zplc's `[T] B := A;` (redist.zpl) against
ScaLAPACK's pdgemr2d (redist_scalapack.cpp) for the four cases of issue 12,
n x n doubles, at 2 and 4 processors, on every zplc binding, in one run.

    case 1: (*, block) -> (*, cyclic)          grid 1 x P
    case 2: (block, *) -> (cyclic, *)          grid P x 1
    case 3: (*, cyclic(64)) -> (*, block)      grid 1 x P
    case 4: (cyclic(64), cyclic(64)) -> (block, block)   grid 2 x 1 / 2 x 2

Every program prints processor 0's time of the first execution (which also
builds the transfer, or plans pdgemr2d's) and the median of `reps` more (the
steady state), and a checksum that must equal every other variant's. The
variants run interleaved (one warm-up round, then >= 5 rounds, the order
reversed every other round); min and median over the rounds of both figures
go to bench/results/redist.json with the machine, the load average before and
after, and the compilers. Beside them, the physical limit: the bytes that must
change processor divided by the memcpy bandwidth measured in the same run (a
copy of as many bytes by one process, times the number of cores the
processors share), and the MPI floor (redist_floor.cpp: the same bytes per
pair of processors, already contiguous, exchanged by MPI_Alltoallv or by
one Isend/Irecv per peer, whichever is faster): what any redistribution
through Open MPI costs at least, reported as each variant's time over it.

usage: run.py [--zplc PATH] [--quick] [--rounds N] [--bindings B,...] [--out FILE]
              [--nps 2,4] [--baseline EXE]
--bindings picks zplc's bindings (default threads,mpi,mpi-shm,mpi-rma; pdgemr2d
always runs; `mpi-types` is `mpi` with ZPL_MPI_DATATYPES=1); each result also
gives its time over mpi-shm's when that ran. --baseline EXE adds, for every
zplc binding, EXE (redist.zpl built earlier, e.g. by the zplc of an earlier
commit: generated programs link the runtime statically) as "<variant>-before",
in the same rounds.
python3 standard library only (run with /usr/bin/python3 for the plot).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from machine import machine_info  # noqa: E402

MPIRUN = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1"]
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
CASES = {1: "(*,block)->(*,cyclic)", 2: "(block,*)->(cyclic,*)",
         3: "(*,cyclic(64))->(*,block)", 4: "(cyclic(64),cyclic(64))->(block,block)"}
GRIDS = {2: (2, 1), 4: (2, 2)}
CXXFLAGS = ["-std=c++17", "-O3", "-march=native"]

MEMCPY = r"""
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <vector>
// Prints the best of 7 memcpy times of argv[1] bytes, then the cost of a
// first write to a page never touched before (a fresh 64 MB mapping, one
// byte per 4 KB page): what a first call pays per page of memory it is the
// first to use, where later calls pay nothing.
int main(int argc, char **argv) {
  size_t n = std::strtoull(argv[1], nullptr, 10);
  std::vector<char> a(n, 1), b(n, 2);
  double best = 1e30;
  for (int r = 0; r < 7; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    std::memcpy(b.data(), a.data(), n);
    double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (t < best) best = t;
    a[r] = b[n - 1 - r];
  }
  std::printf("%.6f\n", best);
  const size_t m = size_t(64) << 20;
  double touch = 1e30;
  for (int r = 0; r < 3; ++r) {
    char *p = static_cast<char *>(mmap(nullptr, m, PROT_READ | PROT_WRITE,
                                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (p == MAP_FAILED)
      return 1;
    auto t0 = std::chrono::steady_clock::now();
    for (size_t i = 0; i < m; i += 4096)
      p[i] = char(i);
    double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (t < touch) touch = t;
    munmap(p, m);
  }
  std::printf("%.9f\n", touch / double(m / 4096));
}
"""


def owner(dist, i, n, p):
    """The processor coordinate of 1-based index i under a format."""
    kind, k = dist
    if kind == "*":
        return 0
    if kind == "block":
        return (i - 1) // ((n + p - 1) // p)
    return ((i - 1) // k) % p  # cyclic(k); cyclic is k = 1


def moved_elements(case, n, np):
    """Elements whose owner changes: ownership is per row and per column."""
    p1, p2 = GRIDS[np] if case == 4 else ((np, 1) if case == 2 else (1, np))
    fmt = {1: ((("*", 0), ("block", 0)), (("*", 0), ("cyclic", 1))),
           2: ((("block", 0), ("*", 0)), (("cyclic", 1), ("*", 0))),
           3: ((("*", 0), ("cyclic", 64)), (("*", 0), ("block", 0))),
           4: ((("cyclic", 64), ("cyclic", 64)), (("block", 0), ("block", 0)))}[case]
    (sr, sc), (tr, tc) = fmt
    same_rows = sum(owner(sr, i, n, p1) == owner(tr, i, n, p1) for i in range(1, n + 1))
    same_cols = sum(owner(sc, j, n, p2) == owner(tc, j, n, p2) for j in range(1, n + 1))
    return n * n - same_rows * same_cols


def parse(out):
    vals = dict(zip(out.split()[0::2], out.split()[1::2]))
    return float(vals["first:"]), float(vals["steady:"]), vals["checksum:"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zplc", default=os.path.join(ROOT, "build", "tools", "zplc", "zplc"))
    ap.add_argument("--quick", action="store_true", help="n = 1000, 5 rounds")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--bindings", default="threads,mpi,mpi-shm,mpi-rma")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "redist.json"))
    ap.add_argument("--nps", default="2,4", help="processor counts (default 2,4)")
    ap.add_argument("--baseline", help="a redist.zpl executable: runs as <variant>-before")
    a = ap.parse_args()
    bindings = [b for b in a.bindings.split(",") if b]
    rounds = max(5, a.rounds)
    n, reps = (1000, 5) if a.quick else (4000, 5)
    bdir = tempfile.mkdtemp(prefix="zplc-bench-redist-")
    gen, ref, mc, floor = (os.path.join(bdir, x)
                           for x in ("redist", "redist_scalapack", "memcpy", "redist_floor"))
    subprocess.run([a.zplc, os.path.join(HERE, "redist.zpl"), "-o", gen], check=True)
    if a.baseline:
        shutil.copy(a.baseline, gen + "-before")
    libs = subprocess.run(["pkg-config", "--libs", "scalapack-openmpi"], capture_output=True,
                          text=True, check=True).stdout.split()
    subprocess.run(["mpicxx"] + CXXFLAGS + [os.path.join(HERE, "redist_scalapack.cpp"), "-o", ref]
                   + libs, check=True)
    subprocess.run(["mpicxx"] + CXXFLAGS + [os.path.join(HERE, "redist_floor.cpp"), "-o", floor],
                   check=True)
    with open(mc + ".cpp", "w") as f:
        f.write(MEMCPY)
    subprocess.run(["c++"] + CXXFLAGS + [mc + ".cpp", "-o", mc], check=True)

    variants = []
    for np in (int(x) for x in a.nps.split(",")):
        p1, p2 = GRIDS[np]
        for case in CASES:
            zargs = ["-sn=%d" % n, "-sreps=%d" % reps, "-skase=%d" % case,
                     "-sp1=%d" % p1, "-sp2=%d" % p2]
            variants.append(("scalapack-pdgemr2d", np, case, MPIRUN + ["-np", str(np), ref,
                             str(n), str(reps), str(case), str(p1), str(p2)]))
            variants.append(("mpi-floor", np, case, MPIRUN + ["-np", str(np), floor,
                             str(n), str(reps), str(case), str(p1), str(p2)]))
            if "threads" in bindings:
                variants.append(("zplc-threads", np, case,
                                 [gen, "-p%d" % np, "--binding=threads"] + zargs))
            for b in (b for b in ("mpi", "mpi-shm", "mpi-rma") if b in bindings):
                variants.append(("zplc-" + b, np, case, MPIRUN + ["-np", str(np), gen,
                                 "--binding=" + b] + zargs))
            if "mpi-types" in bindings:
                variants.append(("zplc-mpi-types", np, case, MPIRUN + [
                    "-x", "ZPL_MPI_DATATYPES=1", "-np", str(np), gen, "--binding=mpi"] + zargs))
    if a.baseline:
        variants += [(name + "-before", np, case, [gen + "-before" if x == gen else x for x in cmd])
                     for name, np, case, cmd in variants
                     if name.startswith("zplc-")]
    first = {v[:3]: [] for v in variants}
    steady = {v[:3]: [] for v in variants}
    checks = {}
    bandwidth, first_touch = [], []
    load_start = list(os.getloadavg())
    for rnd in range(rounds + 1):  # round 0 warms up
        order = variants if rnd % 2 == 0 else list(reversed(variants))
        for name, np, case, cmd in order:
            tmp = tempfile.mkdtemp(prefix="zplc-redist-")  # Open MPI's session directory
            r = subprocess.run(cmd, capture_output=True, text=True, env=dict(ENV, TMPDIR=tmp),
                               timeout=900)
            shutil.rmtree(tmp, ignore_errors=True)
            if r.returncode != 0:
                sys.exit("%s np=%d case %d failed: %s" % (name, np, case, r.stderr[-800:]))
            f, s, chk = parse(r.stdout)
            if name != "mpi-floor":  # moves the same bytes, not the matrix
                checks.setdefault((np, case), set()).add(chk)
            if rnd > 0:
                first[(name, np, case)].append(f)
                steady[(name, np, case)].append(s)
        out = subprocess.run([mc, str(n * n * 8)], capture_output=True, text=True, check=True)
        lines = out.stdout.split()
        bandwidth.append(n * n * 8 / float(lines[0]))
        first_touch.append(float(lines[1]))
    load_end = list(os.getloadavg())
    shutil.rmtree(bdir, ignore_errors=True)
    for key, c in checks.items():
        if len(c) != 1:
            sys.exit("checksums differ at np=%d case %d: %s" % (key[0], key[1], sorted(c)))
    bw = max(bandwidth)
    touch = statistics.median(first_touch)
    cores = os.cpu_count() or 1
    results = []
    for (name, np, case), st in steady.items():
        fs = first[(name, np, case)]
        peer = statistics.median(steady[("scalapack-pdgemr2d", np, case)])
        moved = moved_elements(case, n, np) * 8
        limit = moved / (bw * min(np, cores))
        med = statistics.median(st)
        shm = steady.get(("zplc-mpi-shm", np, case))
        floor_med = statistics.median(steady[("mpi-floor", np, case)])
        results.append({
            "variant": name, "np": np, "case": case, "redistribution": CASES[case],
            "steady_median_s": med, "steady_min_s": min(st), "steady_runs_s": st,
            "first_median_s": statistics.median(fs), "first_min_s": min(fs), "first_runs_s": fs,
            "first_over_steady": statistics.median(fs) / med if med > 0 else None,
            "speedup_over_pdgemr2d": peer / med if med > 0 else None,
            "over_mpi_shm": med / statistics.median(shm) if shm else None,
            "over_mpi_floor": med / floor_med if floor_med > 0 else None,
            "over_before": (med / statistics.median(steady[(name + "-before", np, case)])
                            if (name + "-before", np, case) in steady else None),
            "first_over_before": (statistics.median(fs) / statistics.median(
                first[(name + "-before", np, case)])
                if (name + "-before", np, case) in first else None),
            "moved_bytes": moved, "limit_s": limit,
            "steady_over_limit": med / limit if limit > 0 else None})
    doc = {
        "benchmark": "redistribution of an n x n double matrix, n=%d, %d steady repetitions "
                     "per run" % (n, reps),
        "primary": "processor 0's seconds for one redistribution: first execution and the "
                   "median of the steady ones within a run; min/median over %d interleaved "
                   "rounds after a warm-up; speedup = pdgemr2d's steady median / this "
                   "variant's; limit = moved bytes / (memcpy bandwidth x min(np, cores)); "
                   "over_mpi_floor = this variant's steady median / mpi-floor's (the same "
                   "bytes exchanged contiguous by Open MPI alone)"
                   % rounds,
        "machine": dict(machine_info(a.zplc), loadavg_start=load_start, loadavg_end=load_end,
                        niceness=os.nice(0)),
        "memcpy_bytes_per_s": bw,
        "first_touch_s_per_page": touch,
        "first_touch_note": "median over the rounds of the best of 3: one write per 4 KB "
                            "page of a fresh 64 MB mapping (a page fault each)",
        "flags": {"scalapack": "mpicxx " + " ".join(CXXFLAGS) + " " + " ".join(libs),
                  "generated": "zplc defaults (-O3 -march=native -ffp-contract=off)",
                  "scalapack_version": subprocess.run(
                      ["dpkg-query", "-W", "-f=${Version}", "libscalapack-openmpi2.2"],
                      capture_output=True, text=True).stdout or "unknown"},
        "results": results,
    }
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(doc, f, indent=1)
    print("memcpy %.1f GB/s; first write to a fresh page %.2f us; load %s -> %s"
          % (bw / 1e9, touch * 1e6, load_start[0], load_end[0]))
    for r in sorted(results, key=lambda r: (r["np"], r["case"], r["variant"])):
        print("np=%d case %d %-20s steady %.4f s (min %.4f)  first %.4f s  first/steady %.1f"
              "  x%.1f vs pdgemr2d  %.1fx limit  %.2fx floor%s%s" % (
                  r["np"], r["case"], r["variant"], r["steady_median_s"], r["steady_min_s"],
                  r["first_median_s"], r["first_over_steady"], r["speedup_over_pdgemr2d"],
                  r["steady_over_limit"], r["over_mpi_floor"],
                  "  %.2fx mpi-shm" % r["over_mpi_shm"] if r["over_mpi_shm"] else "",
                  "  before: steady %.2fx first %.2fx" % (r["over_before"],
                                                          r["first_over_before"])
                  if r["over_before"] else ""))
    print("wrote", a.out)
    try:
        plot(doc, os.path.splitext(a.out)[0] + ".png")
    except ImportError:
        print("(matplotlib not available: no plot; run with /usr/bin/python3)")


def plot(doc, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = [n for n in ["scalapack-pdgemr2d", "zplc-threads", "zplc-mpi", "zplc-mpi-types",
                         "zplc-mpi-shm", "zplc-mpi-rma"]
             if any(r["variant"] == n for r in doc["results"])]
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5), sharey=True)
    for ax, np in zip(axes, (2, 4)):
        rs = [r for r in doc["results"] if r["np"] == np]
        if not rs:  # --nps left it out
            continue
        w = 0.14
        for k, name in enumerate(names):
            ys = [next(r["steady_median_s"] for r in rs if r["variant"] == name and r["case"] == c)
                  for c in CASES]
            ax.bar([c + (k - (len(names) - 1) / 2) * w for c in CASES], ys, w, label=name)
        lim = [next(r["limit_s"] for r in rs if r["case"] == c) for c in CASES]
        ax.plot(list(CASES), lim, "k_", markersize=30, label="physical limit")
        floor = [next(r["steady_median_s"] for r in rs
                      if r["variant"] == "mpi-floor" and r["case"] == c) for c in CASES]
        ax.plot(list(CASES), floor, "r_", markersize=30, label="MPI floor (contiguous bytes)")
        ax.set_xticks(list(CASES))
        ax.set_xticklabels([CASES[c] for c in CASES], rotation=15, fontsize=7)
        ax.set_yscale("log")
        ax.set_title("np = %d (steady state, median)" % np)
        ax.set_ylabel("seconds")
    axes[0].legend(fontsize=7)
    fig.suptitle(doc["benchmark"], fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    print("wrote", path)


if __name__ == "__main__":
    main()
