#!/usr/bin/env python3
"""Expected outputs of the remap-by-data execution tests (remap-*.z),
computed independently of the compiler: plain Python over dictionaries
indexed like the ZPL arrays.

usage: ref_remap.py [OUTDIR]   writes remap-*.expected into OUTDIR
(default: this directory).
"""
import os
import sys


def rows(n, m, f, fmt):
    """An n x m array printed as ZPL prints it: one row per line."""
    return "".join("".join(fmt % f(i, j) for j in range(1, m + 1)) + "\n"
                   for i in range(1, n + 1))


def line(vals, fmt):
    return "".join(fmt % v for v in vals) + "\n"


def remap_gather(n=7):
    out = ""
    A0 = {(i, j): 100 * i + j for i in range(1, n + 1) for j in range(1, n + 1)}
    B = {(i, j): A0[((i * 3 + 2) % n + 1, (j * 5 + 1) % n + 1)] for (i, j) in A0}
    out += "B:\n" + rows(n, n, lambda i, j: B[i, j], "%5d")
    Pm = {(i, j): (i * 3 + 2) % n + 1 for (i, j) in A0}
    A = {(i, j): B[Pm[i, j], n + 1 - j] for (i, j) in A0}
    out += "A:\n" + rows(n, n, lambda i, j: A[i, j], "%5d")
    W = {(i, j): 0.5 * A[j, Pm[i, j]] + 1.0 for (i, j) in A0}
    out += "W:\n" + rows(n, n, lambda i, j: W[i, j], "%7.1f")
    F = {k: A[(k - 1) // n + 1, (k - 1) % n + 1] for k in range(1, n * n + 1)}
    H = {k: F[n * n + 1 - k] for k in F}
    A = {(i, j): H[(i - 1) * n + j] for (i, j) in A0}
    out += "A reversed:\n" + rows(n, n, lambda i, j: A[i, j], "%5d")
    out += "weighted sum: %d\n" % sum(H[k] * k for k in H)
    Q = {k: n * n + 1 - k for k in F}
    for rnd in (1, 2, 3):
        H2 = {k: F[Q[k]] for k in F}
        out += "round %d: %d\n" % (rnd, sum(H2[k] * k for k in H2))
        if rnd == 2:
            Q = {k: (k * 5) % (n * n) + 1 for k in F}
    X = {k: k * 1.5 for k in range(1, n + 1)}
    Y = [X[(k * 4) % n + 1] + X[1] for k in range(1, n + 1)]
    out += line(Y, "%6.2f")
    out += line([X[n + 1 - k] for k in range(1, n + 1)], "%6.2f")
    return out


def remap_scatter(n=6, buckets=5):
    out = ""
    idx = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]  # row-major
    A = {(i, j): 10 * i + j for (i, j) in idx}
    S = {}
    for (i, j) in idx:
        S[j, (i * 5 + 3) % n + 1] = A[i, j]
    out += "S:\n" + rows(n, n, lambda i, j: S[i, j], "%4d")
    # several writers per element: the latest in row-major order wins
    last = {b: 0 for b in range(1, buckets + 1)}
    hist = {b: 0 for b in range(1, buckets + 1)}
    mass = {b: 0.0 for b in range(1, buckets + 1)}
    for (i, j) in idx:
        b = (A[i, j] * 7) % buckets + 1
        last[b] = A[i, j]
        hist[b] += 1
        mass[b] += 0.1 * i + 0.01 * j
    out += "last:" + line([last[b] for b in sorted(last)], "%5d")
    out += "count:" + line([hist[b] for b in sorted(hist)], "%5d")
    out += "mass:" + line([mass[b] for b in sorted(mass)], "%.15g ")
    D = {k: -1 for k in range(1, n * n + 1)}
    for (i, j) in idx:
        if (i + j) % 3 != 0:
            D[(i - 1) * n + j] = A[i, j]
    out += line([D[k] for k in range(1, n * n + 1)], "%4d")
    # 1-D -> 2-D, masked by the source's own values
    T = {(i, j): 0 for (i, j) in idx}
    for k in range(1, n * n + 1):
        if D[k] > 0:
            T[(k - 1) % n + 1, (k - 1) // n + 1] = D[k]
    out += "T:\n" + rows(n, n, lambda i, j: T[i, j], "%4d")
    return out


def compat_transpose(n=6):
    """test/compat/transpose.z: gathers by permutation and by data, a
    scatter, and wrap-around shifts."""
    idx = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]
    A = {(i, j): i * 100 + j for (i, j) in idx}
    T = {(i, j): A[j, i] for (i, j) in idx}
    S = {(i, j): A[n + 1 - i, j] for (i, j) in idx}
    for (i, j) in idx:
        S[j, i] = T[i, j]
    X = {i: i * 1.5 for i in range(1, n + 1)}
    Perm = {i: n + 1 - i for i in X}
    Y = {i: X[Perm[i]] for i in X}
    Y = {i: Y[i % n + 1] for i in Y}
    return rows(n, n, lambda i, j: T[i, j], "%9d ") + line([Y[i] for i in sorted(Y)], "%9.4f ")


def remap_edge(n=6):
    idx = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]
    r = range(1, n + 1)
    A = {(i, j): 10 * i + j for (i, j) in idx}
    out = line([A[3, n + 1 - j] for j in r], "%9d ")
    out += "%9d \n" % sum(A[j, (i + 1) % n + 1] for (i, j) in idx)
    X = {i: 0 for i in r}
    for (i, j) in idx:
        if (i - 1) % 2 == 0:
            X[i] += A[i, j]
    out += line([X[i] for i in r], "%9d ")
    B = {(i, j): 0 for (i, j) in idx}
    for (i, j) in idx:
        B[i, j] = 1 if A[j, i] % 2 == 0 else A[1, 1]
    out += rows(n, n, lambda i, j: B[i, j], "%9d ")
    A = {(i, j): A[n + 1 - i, j] * 2 for (i, j) in idx}
    out += rows(n, n, lambda i, j: A[i, j], "%9d ")
    for (i, j) in idx:
        if (i - 1) % 2 == 0:
            B[i, j] = A[(i + 1) // 2, j]
    out += rows(n, n, lambda i, j: B[i, j], "%9d ")
    out += line([X[n + 1 - i] for i in r], "%9d ")
    return out


def compat_scans(n=20, buckets=5):
    """test/compat/scans.z: prefix sums, a histogram through a gather by
    data, scans along one dimension and a scan nested in a reduction."""
    r = range(1, n + 1)
    data = {i: (i * 7) % 11 for i in r}
    pre, acc = [], 0
    for i in r:
        acc += data[i]
        pre.append(acc)
    kept = sum(1 for i in r if data[i] > 4)
    out = "prefix sums: " + "".join("%9d " % v for v in pre) + "\n"
    out += "kept %d of %d\n" % (kept, n)
    hist = [sum(1 for i in r if data[i] % buckets + 1 == b) for b in range(1, buckets + 1)]
    out += line(hist, "%4d")
    m = range(1, 5)
    G = {(i, j): i * 10.0 + j for i in m for j in m}
    row = {(i, j): sum(G[i, k] for k in range(1, j + 1)) for i in m for j in m}
    col = {(i, j): sum(G[k, j] for k in range(1, i + 1)) for i in m for j in m}
    out += rows(4, 4, lambda i, j: row[i, j], "%9.4f ")
    out += rows(4, 4, lambda i, j: col[i, j], "%9.4f ")
    running, best = None, None
    for i in m:
        for j in m:
            running = G[i, j] if running is None else max(running, G[i, j])
            best = running if best is None else max(best, running)
    out += "max prefix: %9.4f \n" % best
    return out


def compat_radix(n=32):
    """test/compat/radix_sort.z: eight radix passes (scans, a scatter by the
    computed destinations), then a check with a shifted gather."""
    keys = sorted((i * 37 + 11) % 256 for i in range(1, n + 1))
    return line(keys, "%4d")


PROGRAMS = {"remap-compat-radix": compat_radix, "remap-compat-scans": compat_scans, "remap-edge": remap_edge, "remap-gather": remap_gather, "remap-scatter": remap_scatter,
            "remap-compat-transpose": compat_transpose}

if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, f in PROGRAMS.items():
        with open(os.path.join(outdir, name + ".expected"), "w") as fh:
            fh.write(f())
