#!/usr/bin/env python3
"""Independent reference implementations of the region-value programs:
examples/mg.zpl and the programs in this directory that use region
variables, run-time and per-dimension strides, inherited regions and indexed
arrays of parallel arrays. Each recomputes the output from the program's
definition with plain Python lists (no zplc involved).

usage: ref_regions.py [OUTDIR]   writes NAME.expected for every program
(default: this script's directory); ref_regions.py --print NAME prints one.
"""
import math
import os
import sys


# --------------------------------------------------------------- mg.zpl

def mg(n=16, levels=4, nit=4):
    """A V-cycle on the periodic n^3 grid; level l is every 2^(l-1)-th point."""
    a = [-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0]
    c = [-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0]
    w = [0.5, 0.25, 0.125, 0.0625]
    # neighbour offsets (unit), in the program's order: faces, edges, corners,
    # each class in lexicographic order of (x, y, z)
    unit, kind = [], []
    for k in (1, 2, 3):
        for x in (-1, 0, 1):
            for y in (-1, 0, 1):
                for z in (-1, 0, 1):
                    if abs(x) + abs(y) + abs(z) == k:
                        unit.append((x, y, z))
                        kind.append(k)
    N = n + 1  # 1-based storage

    def new():
        return [0.0] * (N * N * N)

    def at(i, j, k):
        return (i * N + j) * N + k

    def wrap(i):
        return (i - 1) % n + 1

    def points(lo, st):
        """Points of [lo1..n by st1, ...]."""
        out = []
        for i in range(lo[0], n + 1, st[0]):
            for j in range(lo[1], n + 1, st[1]):
                for k in range(lo[2], n + 1, st[2]):
                    out.append((i, j, k))
        return out

    def level(l):
        s = 1 << (l - 1)
        return points((1, 1, 1), (s, s, s))

    def nb(l, j):
        s = 1 << (l - 1)
        x, y, z = unit[j]
        return (x * s, y * s, z * s)

    def shifted(A, pts, off):
        """A@^off at every point (a copy first, as the transfer does)."""
        return {p: A[at(wrap(p[0] + off[0]), wrap(p[1] + off[1]), wrap(p[2] + off[2]))] for p in pts}

    def resid(Rr, Uu, Vv, pts, lv):
        for p in pts:
            Rr[at(*p)] = Vv[at(*p)] - a[0] * Uu[at(*p)]
        for j in range(26):
            T = shifted(Uu, pts, nb(lv, j))
            for p in pts:
                Rr[at(*p)] -= a[kind[j]] * T[p]

    def psinv(Rr, Uu, pts, lv):
        for p in pts:
            Uu[at(*p)] += c[0] * Rr[at(*p)]
        for j in range(26):
            T = shifted(Rr, pts, nb(lv, j))
            for p in pts:
                Uu[at(*p)] += c[kind[j]] * T[p]

    def rprj3(S, Rr, pts, lv):
        for p in pts:
            S[at(*p)] = w[0] * Rr[at(*p)]
        for j in range(26):
            T = shifted(Rr, pts, nb(lv, j))
            for p in pts:
                S[at(*p)] += w[kind[j]] * T[p]

    def interp(Z, Uu, lv):
        s = 1 << (lv - 1)
        for d in range(3):
            lo = [1, 1, 1]
            st = [2 * s if e > d else s for e in range(3)]
            lo[d] = 1 + s
            st[d] = 2 * s
            pts = points(lo, st)
            minus = [0, 0, 0]
            minus[d] = -s
            plus = [0, 0, 0]
            plus[d] = s
            A = shifted(Z, pts, minus)
            B = shifted(Z, pts, plus)
            for p in pts:
                Z[at(*p)] = 0.5 * (A[p] + B[p])
        for p in level(lv):
            Uu[at(*p)] += Z[at(*p)]

    def norm(Rr):
        s = 0.0
        for p in level(1):
            s += Rr[at(*p)] * Rr[at(*p)]
        return math.sqrt(s / (n * n * n))

    V = new()
    for k in range(1, 11):
        V[at((7 * k) % n + 1, (3 * k + 5) % n + 1, (11 * k + 2) % n + 1)] = 1.0
        V[at((5 * k + 3) % n + 1, (13 * k + 1) % n + 1, (k + 9) % n + 1)] = -1.0
    U = {l: new() for l in range(1, levels + 1)}
    R = {l: new() for l in range(1, levels + 1)}
    fine = level(1)
    out = []
    resid(R[1], U[1], V, fine, 1)
    out.append("initial residual norm %.8e\n" % norm(R[1]))
    for it in range(1, nit + 1):
        for l in range(1, levels):
            rprj3(R[l + 1], R[l], level(l + 1), l)
        for p in level(levels):
            U[levels][at(*p)] = 0.0
        psinv(R[levels], U[levels], level(levels), levels)
        for l in range(levels - 1, 1, -1):
            for p in level(l):
                U[l][at(*p)] = 0.0
            interp(U[l + 1], U[l], l)
            resid(R[l], U[l], R[l], level(l), l)
            psinv(R[l], U[l], level(l), l)
        interp(U[2], U[1], 1)
        resid(R[1], U[1], V, fine, 1)
        psinv(R[1], U[1], fine, 1)
        resid(R[1], U[1], V, fine, 1)
        out.append("iteration %2d residual norm %.8e\n" % (it, norm(R[1])))
    return "".join(out)


# ------------------------------------------------ mg-compat.z (mg.z copy)

def mg_compat(n=8, levels=3, nit=4):
    """test/compat/mg.z: every level's stencils read neighbours one index
    away (also on the strided levels), borders refreshed only by `wrap`."""
    a = [-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0]
    c = [-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0]
    faces = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
    edges = [(1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0),
             (1, 0, 1), (-1, 0, 1), (1, 0, -1), (-1, 0, -1),
             (0, 1, 1), (0, -1, 1), (0, 1, -1), (0, -1, -1)]
    corners = [(1, 1, 1), (-1, 1, 1), (1, -1, 1), (1, 1, -1),
               (-1, -1, 1), (-1, 1, -1), (1, -1, -1), (-1, -1, -1)]
    M = n + 2

    def new():
        return [0.0] * (M * M * M)

    def at(i, j, k):
        return (i * M + j) * M + k

    def level(l):
        s = 1 << (l - 1)
        r = range(1, n + 1, s)
        return [(i, j, k) for i in r for j in r for k in r]

    def total(X, p, ds):
        t = None
        for d in ds:
            v = X[at(p[0] + d[0], p[1] + d[1], p[2] + d[2])]
            t = v if t is None else t + v
        return t

    def wrap_borders(X):
        r = range(1, n + 1)
        for j in r:
            for k in r:
                X[at(n + 1, j, k)] = X[at(1, j, k)]
        for j in r:
            for k in r:
                X[at(0, j, k)] = X[at(n, j, k)]
        for i in r:
            for k in r:
                X[at(i, n + 1, k)] = X[at(i, 1, k)]
        for i in r:
            for k in r:
                X[at(i, 0, k)] = X[at(i, n, k)]
        for i in r:
            for j in r:
                X[at(i, j, n + 1)] = X[at(i, j, 1)]
        for i in r:
            for j in r:
                X[at(i, j, 0)] = X[at(i, j, n)]

    def resid(Rr, Uu, Vv, pts):
        new_vals = {}
        for p in pts:
            q = at(*p)
            new_vals[q] = (Vv[q] - a[0] * Uu[q]) - a[2] * total(Uu, p, edges) - a[3] * total(Uu, p, corners)
        for q, v in new_vals.items():
            Rr[q] = v

    def psinv(Rr, Uu, pts):
        new_vals = {}
        for p in pts:
            q = at(*p)
            new_vals[q] = (Uu[q] + c[0] * Rr[q]) + c[1] * total(Rr, p, faces) + c[2] * total(Rr, p, edges)
        for q, v in new_vals.items():
            Uu[q] = v

    def rprj3(S, Rr, pts):
        new_vals = {}
        for p in pts:
            q = at(*p)
            new_vals[q] = (((0.5 * Rr[q] + 0.25 * total(Rr, p, faces)) + 0.125 * total(Rr, p, edges))
                           + 0.0625 * total(Rr, p, corners))
        for q, v in new_vals.items():
            S[q] = v

    V = new()
    for (i, j, k) in level(1):
        V[at(i, j, k)] = float(((i * 31 + j * 17 + k * 7) % 23) - 11) / 11.0
    U = {l: new() for l in range(1, levels + 1)}
    R = {l: new() for l in range(1, levels + 1)}
    resid(R[1], U[1], V, level(1))
    for it in range(nit):
        for l in range(1, levels):
            wrap_borders(R[l])
            rprj3(R[l + 1], R[l], level(l + 1))
        for p in level(levels):
            U[levels][at(*p)] = 0.0
        psinv(R[levels], U[levels], level(levels))
        for l in range(levels - 1, 0, -1):
            for p in level(l + 1):
                U[l][at(*p)] = U[l][at(*p)] + U[l + 1][at(*p)]
            wrap_borders(U[l])
            resid(R[l], U[l], R[l], level(l))
            psinv(R[l], U[l], level(l))
        resid(R[1], U[1], V, level(1))
    s = 0.0
    for p in level(1):
        s += R[1][at(*p)] * R[1][at(*p)]
    rnm2 = math.sqrt(s / (n * n * n))
    return "L2 norm of the residual after %d iterations: %.8e\n" % (nit, rnm2)


# ------------------------------------------- first_class_regions.z (copy)

def regvals(n=8):
    def A(i, j):
        return float(i + j) if 1 <= i <= n and 1 <= j <= n else 0.0
    B = {}
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            B[i, j] = 0.0
            for d in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                B[i, j] = B[i, j] + A(i + d[0], j + d[1])
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            B[i, j] = B[i, j] / 4.0
    s = sum(B[i, j] for i in range(1, n + 1) for j in range(1, n + 1))
    return "sum = %10.3f\n" % s


# ------------------------------------------------------ strided.z (copy)

def redblack(n=16, sweeps=10):
    U = [[0.0] * (n + 2) for _ in range(n + 2)]
    F = 1.0 / (n * n)
    for _ in range(sweeps):
        for red in (True, False):
            new = {}
            for i in range(1, n + 1):
                for j in range(1, n + 1):
                    if ((i + j) % 2 == 0) == red:
                        new[i, j] = (U[i - 1][j] + U[i + 1][j] + U[i][j + 1] + U[i][j - 1] + F) / 4.0
            for (i, j), v in new.items():
                U[i][j] = v
    for i in range(1, n + 1, 2):
        for j in range(1, n + 1, 2):
            U[i][j] = U[i][j] * 2.0
    for i in range(1, n + 1):
        for j in range(1, n + 1, 2):
            U[i][j] = U[i][j] / 2.0
    res = sum(U[i][j] for i in range(2, n + 1, 2) for j in range(2, n + 1, 2))
    return "coarse sum = %12.8f\n" % res


# ------------------------------------------------------ region-values.z

def region_values(n=12):
    """Run-time strides, per-dimension strides, region variables and arrays
    of them, inherited regions and indexed arrays of parallel arrays."""
    out = []
    # the sieve: [[2*p..n] by [p]] Prime := false
    prime = {i: True for i in range(2, n * n + 1)}
    m = n * n
    p = 2
    while p * p <= m:
        for i in range(2 * p, m + 1, p):
            prime[i] = False
        p += 1
        while not prime[p] and p * p <= m:
            p += 1
    count = sum(1 for i in range(2, m + 1) if prime[i])
    # integers without a format print as "%9d "
    out.append("%9d  primes up to %9d \n" % (count, m))
    # per-dimension strides with run-time values; Lev[k] := Whole by Steps[k]
    A = [[0] * (n + 1) for _ in range(n + 1)]
    for k in range(1, 4):
        for i in range(1, n + 1, k):
            for j in range(k, n + 1, k + 1):
                A[i][j] += k
    for k in range(1, 4):
        for i in range(1, n + 1, 2 * k):
            for j in range(1, n + 1, k):
                A[i][j] *= 2
    total = sum(A[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
    out.append("strided total %9d \n" % total)
    for i in range(1, n + 1):
        out.append("".join("%4d" % A[i][j] for j in range(1, n + 1)) + "\n")
    # inherited regions: procedures without a scope of their own
    B = [[0.0] * (n + 2) for _ in range(n + 2)]
    # [Inner] fill(B): B := Index1 * 10 + Index2, then ["at east"] B := B@west
    # with Inner = [2..n-1, 2..n-1]
    for i in range(2, n):
        for j in range(2, n):
            B[i][j] = float(i * 10 + j)
    old = [row[:] for row in B]
    for i in range(2, n):
        for j in range(3, n + 1):
            B[i][j] = old[i][j - 1]
    s = sum(B[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
    out.append("inherited sum %.1f\n" % s)
    # indexed arrays of parallel arrays: X[k] := k * Index1 + Index2 over
    # Strip[k] = [k..n, 1..n by k], Y[k] := X[k]@^[0, 1] (wrap over 1..n)
    X = {k: [[0.0] * (n + 1) for _ in range(n + 1)] for k in range(1, 5)}
    for k in range(1, 5):
        for i in range(k, n + 1):
            for j in range(1, n + 1, k):
                X[k][i][j] = float(k * i + j)
    tot = []
    for k in range(1, 5):
        Y = [[0.0] * (n + 1) for _ in range(n + 1)]
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                Y[i][j] = X[k][i][j % n + 1] + X[5 - k][i][j]
        tot.append(sum(Y[i][j] for i in range(1, n + 1) for j in range(1, n + 1)))
    out.append("element sums" + "".join(" %.1f" % t for t in tot) + "\n")
    return "".join(out)


# -------------------------------------------------------- region-cyclic.z

def region_cyclic(n=9):
    A = {(i, j): float(i * 100 + j) for i in range(1, n + 1) for j in range(1, n + 1)}
    out = []
    for k in (1, 2, 3):
        # Q := (R2 at [k-1, 0]) by [k, 2], R2 = [1..n-2, 1..n]: rows k..n-3+k
        # by k, odd columns (all inside R: a region reaching outside the
        # arrays' index space is an error, no longer silently clipped)
        pts = [(i, j) for i in range(k, n - 2 + k, k) for j in range(1, n + 1, 2)]
        s = sum(A[p] for p in pts)
        for p in pts:
            A[p] += 1.0
        out.append("%9d  %.1f\n" % (k, s))
    out.append("%.1f\n" % sum(A.values()))
    return "".join(out)


# --------------------------------------------------------- region-mixed.z

def region_mixed(n=6):
    A = {(i, j): i + j for i in range(1, n + 1) for j in range(1, n + 1)}
    B = {(i, j): 0 for i in range(1, n + 1) for j in range(1, n + 1)}
    odd = range(1, n + 1, 2)                 # Q := R by [1, 2]
    for i in range(1, n + 1):                # [Q] B := +|| [2] A
        run = 0
        for j in odd:
            run += A[i, j]
            B[i, j] = run
    C = {i: sum(A[i, j] for j in odd) for i in range(1, n + 1)}
    for i in range(2, n + 1):                # [2..n, 1..n] B := >>[1, 1..n] A
        for j in range(1, n + 1):
            B[i, j] = A[1, j]
    for i in range(2, n + 1):                # ... with A > 5: B := 0
        for j in range(1, n + 1):
            if A[i, j] > 5:
                B[i, j] = 0
    out = ["%9d \n" % sum(B.values())]
    out += ["%9d \n" % C[i] for i in range(1, n + 1)]
    for i in range(2, n + 1):                # [Init] B := 2
        for j in range(1, n + 1, 2):
            B[i, j] = 2
    corner = sum(B[i, j] for i in range(1, 4) for j in range(1, 4))
    out.append("%9d  %9d \n" % (sum(B.values()), corner))
    return "".join(out)


# ------------------------------------------------------------ family2d.z

def family2d(n=4):
    W = {}
    for i in (0, 1):
        for j in (1, 2, 3):
            W[i, j] = {(a, b): 10 * i + j + b for a in range(1, n + 1) for b in range(1, n + 1)}
    # W[1, 2] := W[0, 3]@^[0, 1] + W[1, 2]
    W[1, 2] = {(a, b): W[0, 3][a, b % n + 1] + W[1, 2][a, b] for (a, b) in W[1, 2]}
    out = "".join(" %9d " % sum(W[i, j].values()) for i in (0, 1) for j in (1, 2, 3)) + "\n"
    for m in (1, 2, 3):
        L = {k: {(a, b): k * m + a for a in range(1, n + 1) for b in range(1, n + 1)} for k in (1, 2, 3)}
        L[2] = {(a, b): L[1][a % n + 1, b] + L[3][a, b] for (a, b) in L[2]}
        out += "%9d \n" % sum(L[2].values())
    return out


PROGRAMS = {"mg": mg, "first-class-regions": regvals, "strided": redblack,
            "region-values": region_values, "region-cyclic": region_cyclic,
            "mg-compat": mg_compat, "region-mixed": region_mixed,
            "family2d": family2d}


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--print":
        sys.stdout.write(PROGRAMS[sys.argv[2]]())
        return
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, f in PROGRAMS.items():
        with open(os.path.join(outdir, name + ".expected"), "w") as fh:
            fh.write(f())


if __name__ == "__main__":
    main()
