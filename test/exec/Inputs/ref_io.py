#!/usr/bin/env python3
"""Independent reference outputs for the I/O, extern and built-in function
programs (io-*.z), computed in plain Python from the programs' definitions
and ZPL's output rules: default formats "%9d " (integers), "%9.4f "
(floating), "%5s " (booleans), parallel arrays one row per line.
Run with an output directory to (re)write the io-*.expected files.
"""
import math
import os
import sys


def d(v):
    return "%9d " % v


def f(v):
    return "%9.4f " % v


def rows(a, fmt):
    return "".join("".join(fmt % v for v in r) + "\n" for r in a)


# --------------------------------------------------------------- io-extern

def blend(x, k):  # io-extern.c
    return x * 0.5 + (k % 3)


def collatz(n):
    s = 0
    while n > 1:
        n = 3 * n + 1 if n % 2 else n // 2
        s += 1
    return s


def io_extern(n=6):
    out = "offset " + d(7) + " scale " + f(0.5) + " rand_max " + d(2147483647) + "\n"
    out += "blend " + "%.3f" % blend(3.0, 5) + " steps(27) " + d(collatz(27)) + " length " + d(4) + "\n"
    A = [[blend(i * 1.0 - j, i + j) for j in range(1, n + 1)] for i in range(1, n + 1)]
    S = [[collatz(i * n + j) + 7 for j in range(1, n + 1)] for i in range(1, n + 1)]
    out += rows(A, "%6.2f") + rows(S, "%4d")
    total = sum(sum(r) for r in S)
    mx = max(abs(v) for r in A for v in r)
    return out + "total " + d(total) + " max " + "%.2f" % mx + "\n"


# ---------------------------------------------------------------- io-files

def io_files():
    here = os.path.dirname(os.path.abspath(__file__))
    toks = open(os.path.join(here, "io-files.dat")).read().split()
    nr, nc, scale = int(toks[0]), int(toks[1]), float(toks[2])
    A = [[float(toks[3 + i * nc + j]) for j in range(nc)] for i in range(nr)]
    rest = toks[3 + nr * nc:]
    x, count, word = float(rest[0]), int(rest[1]), rest[2]
    out = ("header " + d(nr) + " " + d(nc) + " scale " + "%.2f" % scale + " then " + "%.1f" % x +
           " " + d(count) + " " + word + "\n")
    A = [[v * scale for v in r] for r in A]
    K = [[int(v * 10.0) % 7 for v in r] for r in A]
    # The file the program writes, then reads back token by token.
    text = d(nr * nc) + "\n" + rows(A, "%.3f ") + rows(K, "%9d ")
    text += f(1.25) + " " + d(-2) + " " + f(0.35) + "\n"
    out += "written\n"
    t = text.split()
    count = int(t[0])
    B = [[float(t[1 + i * nc + j]) for j in range(nc)] for i in range(nr)]
    pos = 1 + nr * nc
    C = [[-1.0] * nc for _ in range(nr)]
    for i in (1, 2):            # [Mid] = [2..3, 2..4]
        for j in (1, 2, 3):
            C[i][j] = float(t[pos])
            pos += 1
    V = [int(t[pos]), int(t[pos + 1])]
    s = sum(float(v) for v in t[pos + 2:])
    out += "count " + d(count) + " V " + d(V[0]) + d(V[1]) + " rest " + "%.4f" % s + "\n"
    out += rows(B, "%6.2f") + rows(C, "%6.2f")
    same = sum(1 for i in range(nr) for j in range(nc) if B[i][j] == A[i][j])
    return out + "same " + "%d" % same + "\n"


# ---------------------------------------------------------------- io-stdin

def io_stdin():
    here = os.path.dirname(os.path.abspath(__file__))
    lines = open(os.path.join(here, "io-stdin.in")).read().split("\n")
    # readln(n) takes the first token and drops the rest of its line.
    t = [lines[0].split()[0]] + "\n".join(lines[1:]).split()
    n = int(t[0])
    A = [[int(t[1 + i * 4 + j]) for j in range(4)] for i in range(4)]
    W = [[float(t[17 + i * 3 + j]) for j in range(3)] for i in range(2)]
    flag = t[23] in ("true", "1")
    out = ("n " + d(n) + " sum " + d(sum(map(sum, A))) + " flag " +
           "%5s " % ("true" if flag else "false") + "\n")
    out += rows([[v * n for v in r] for r in A], "%3d")
    return out + rows(W, "%5.2f")


# ------------------------------------------------------------- io-builtins

def c_round(v):  # C's round: halves away from zero
    return math.copysign(math.floor(abs(v) + 0.5), v)


def io_builtins(n=6):
    idx = range(1, n + 1)
    X = [(i - 3.5) / 2.0 for i in idx]
    Y = [abs(x) + math.sqrt(abs(x)) + math.fmod(i * 1.7, 1.3) + math.pow(1.1, i)
         for x, i in zip(X, idx)]
    K = [((i * 13) & 10) + (i | 8) * 100 + (i ^ 5) * 10000 for i in idx]
    L = [(1 << i) + (1000 >> i) + ~i for i in idx]
    out = rows([Y], "%10.6f") + rows([K], "%8d") + rows([L], "%6d")
    X = [math.atan2(x, 1.5) + math.atan(x) + math.asin(x / 2.0) + math.acos(x / 2.0) for x in X]
    out += rows([X], "%10.6f")
    X = [math.sinh(x) + math.cosh(x / 2.0) + math.tanh(x) + math.log10(i) + math.exp(-i)
         for x, i in zip(X, idx)]
    out += rows([X], "%10.6f")
    X = [math.trunc(x * 3.0) + c_round(x * 5.0) * 10.0 + math.floor(-x) * 100.0 +
         math.ceil(x) * 1000.0 for x in X]
    out += rows([X], "%8.1f")
    s = sum(min(x, y, 20.0) for x, y in zip(X, Y))
    e = max(max(abs(x), 0.5, y) for x, y in zip(X, Y))
    out += "s " + "%.4f" % s + " e " + "%.4f" % e + " t " + "%5s " % "true" + "\n"
    b = (~12) & 255
    c = ((3 << 4) | 5) ^ ((-64 >> 2) & 7)
    out += "b " + d(b) + " c " + d(c) + " m " + d(9) + " " + f(2.0) + "\n"
    out += "".join(chr(65 + i * 2) + chr(97 + i) + " " for i in range(5)) + "\n"
    out += "".join("Z" if i % 2 == 0 else chr(96 + i) for i in idx) + "\n"
    out += "q\t|'" + "%3c" % "x" + "\n"
    out += "%.6f %.6f %.6f %.6f\n" % (2.0 ** 10, math.fmod(-7.5, 2.0), 27.0 ** (1.0 / 3.0), math.log2(1024.0))
    return out


# -------------------------------------------------------------- io-records

def io_records(n=5):
    P = {"x": 3, "y": 4, "w": 0.5}
    Q = dict(P)
    Q["x"] += 10
    Q["w"] *= 2.0

    def len2(p):
        return p["x"] ** 2 + p["y"] ** 2

    out = ("P " + d(P["x"]) + d(P["y"]) + f(P["w"]) + " Q " + d(Q["x"]) + d(Q["y"]) + f(Q["w"]) +
           " len " + d(len2(P)) + d(len2(Q)) + "\n")
    S = {"a": dict(P), "b": dict(Q), "tag": "k"}
    T = {"a": dict(S["a"]), "b": dict(S["b"]), "tag": S["tag"]}
    T["b"]["y"] = -1
    out += ("T " + d(T["a"]["x"]) + d(T["b"]["x"]) + d(T["b"]["y"]) + " " + T["tag"] + " " +
            "%.2f" % (S["b"]["w"] + T["a"]["w"]) + "\n")
    pts = [None] + [{"x": i, "y": i * i, "w": 1.0 / i} for i in range(1, 5)]
    pts[2] = dict(pts[4])
    pts[3]["x"] += 100
    pts[3]["w"] *= 2.0
    out += "".join(d(p["x"]) + d(p["y"]) + "%7.3f" % p["w"] + " | " for p in pts[1:]) + "\n"
    def mk(a, s):
        r = {"x": a, "y": a * a, "w": s}
        if a > 5:
            r["y"] = -1
            return r
        r["w"] += 1.0
        return r

    P = mk(3, 0.5)
    pts[4] = mk(P["x"] * 2, P["w"])
    out += ("made " + d(P["x"]) + d(P["y"]) + "%.2f" % P["w"] + " " + d(pts[4]["x"]) +
            d(pts[4]["y"]) + "%.2f" % pts[4]["w"] + "\n")
    wsum = 0.5
    for p in pts[1:]:
        wsum += p["w"]
    out += "weight " + d(pts[2]["y"]) + " " + "%.4f" % wsum + " " + d(pts[1]["x"]) + "\n"
    rho = [[0.0] * (n + 2) for _ in range(n + 2)]
    e = [[0.0] * (n + 2) for _ in range(n + 2)]
    alive = [[False] * (n + 2) for _ in range(n + 2)]
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            rho[i][j] = i * 1.0 + j / 10.0
            e[i][j] = 0.5 * rho[i][j] * rho[i][j]
            alive[i][j] = (i + j) % 3 != 0
    Drho = [[rho[i][j + 1] + rho[i + 1][j] for j in range(1, n + 1)] for i in range(1, n + 1)]
    De = [[e[i][j] for j in range(1, n + 1)] for i in range(1, n + 1)]
    total = sum(map(sum, Drho))
    heavy = max(map(max, De))
    count = sum(1 for i in range(1, n + 1) for j in range(1, n + 1) if alive[i][j])
    out += "total " + "%.3f" % total + " heavy " + "%.3f" % heavy + " alive " + d(count) + "\n"
    out += rows(Drho, "%6.2f") + rows(De, "%6.2f")
    # relax(D, 0.5): D.e := D.e * 0.5 + D@east.rho (D.rho is 0 outside R)
    Drho_b = [[0.0] * (n + 2) for _ in range(n + 2)]
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            Drho_b[i][j] = Drho[i - 1][j - 1]
    De2 = [[De[i - 1][j - 1] * 0.5 + Drho_b[i][j + 1] for j in range(1, n + 1)]
           for i in range(1, n + 1)]
    out += "relaxed alive " + d(n * n - count) + "\n"
    return out + rows(De2, "%6.2f")


# ------------------------------------------------------ compat programs

def io_ep(m=10, procs=16, nq=10):
    a = 1220703125.0
    r23 = 0.5 ** 23
    t23 = 2.0 ** 23
    r46 = r23 * r23
    t46 = t23 * t23

    def randlc(x, a):
        t1 = r23 * a
        a1 = float(int(t1))
        a2 = a - t23 * a1
        t1 = r23 * x
        x1 = float(int(t1))
        x2 = x - t23 * x1
        t1 = a1 * x2 + a2 * x1
        t2 = float(int(r23 * t1))
        z = t1 - t23 * t2
        t3 = t23 * z + a2 * x2
        t4 = float(int(r46 * t3))
        return t3 - t46 * t4

    pairs = (1 << m) // procs
    seed = [271828183.0 + k * 2.0 for k in range(1, procs + 1)]
    sx = [0.0] * procs
    sy = [0.0] * procs
    count = 0
    q = [0] * nq
    # Bin is a local parallel array (zero-filled); the histogram's region
    # scopes `[Streams with Bin = 0]` replace the enclosing `with t <= 1.0`,
    # so every stream counts its last accepted bin every step.
    bins = [0] * procs
    for _ in range(pairs):
        for k in range(procs):
            seed[k] = randlc(seed[k], a)
            x1 = 2.0 * r46 * seed[k] - 1.0
            seed[k] = randlc(seed[k], a)
            x2 = 2.0 * r46 * seed[k] - 1.0
            t = x1 * x1 + x2 * x2
            if t <= 1.0:
                tx = math.sqrt(-2.0 * math.log(t) / t)
                sx[k] += x1 * tx
                sy[k] += x2 * tx
                bins[k] = int(max(abs(x1 * tx), abs(x2 * tx)))
                count += 1
            q[min(bins[k], 3)] += 1
    out = "EP: pairs accepted = " + d(count) + "\n"
    out += "sums: " + "%20.10e" % sum(sx) + " " + "%20.10e" % sum(sy) + "\n"
    return out + "".join("%3d" % k + "%12d" % q[k] + "\n" for k in range(nq))


def io_jacobi_timed(n=10, delta=1.0e-5, maxiter=1000):
    A = [[0.0] * (n + 2) for _ in range(n + 2)]
    for j in range(1, n + 1):
        A[n + 1][j] = 1.0   # [south of R]
    iters = 0
    while True:
        T = [row[:] for row in A]
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                T[i][j] = (A[i - 1][j] + A[i][j + 1] + A[i][j - 1] + A[i + 1][j]) / 4.0
        err = max(abs(A[i][j] - T[i][j]) for i in range(1, n + 1) for j in range(1, n + 1))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                A[i][j] = T[i][j]
        iters += 1
        if err < delta or iters >= maxiter:
            break
    return ("Jacobi: n = %d, iterations = %d\n" % (n, iters) + "  final error = %e\n" % err)


def io_tomcatv(n=17, iters=10, tol=1.0e-6):
    rng = range(1, n + 1)
    z = lambda: [[0.0] * (n + 2) for _ in range(n + 2)]
    X, Y, RX, RY, AA, DD, D = z(), z(), z(), z(), z(), z(), z()
    for i in rng:
        for j in rng:
            X[i][j] = (j - 1) / (n - 1.0)
            Y[i][j] = (i - 1) / (n - 1.0) + 0.1 * X[i][j] * (1.0 - X[i][j])
            DD[i][j] = 1.0
    it = 0
    while True:
        it += 1
        inner = range(2, n)
        nRX, nRY, nAA, nDD = [r[:] for r in RX], [r[:] for r in RY], [r[:] for r in AA], [r[:] for r in DD]
        rxm = rym = -math.inf
        for i in inner:
            for j in inner:
                xx = X[i][j + 1] - X[i][j - 1]
                yx = Y[i][j + 1] - Y[i][j - 1]
                xy = X[i + 1][j] - X[i - 1][j]
                yy = Y[i + 1][j] - Y[i - 1][j]
                a = 0.250 * (xy * xy + yy * yy)
                b = 0.250 * (xx * xx + yx * yx)
                c = 0.125 * (xx * xy + yx * yy)
                nAA[i][j] = -b
                nDD[i][j] = b + b + a * 2.0
                nRX[i][j] = (a * (X[i][j + 1] - 2.0 * X[i][j] + X[i][j - 1]) +
                             b * (X[i + 1][j] - 2.0 * X[i][j] + X[i - 1][j]) -
                             c * (X[i + 1][j + 1] - X[i - 1][j + 1] - X[i + 1][j - 1] + X[i - 1][j - 1]))
                nRY[i][j] = (a * (Y[i][j + 1] - 2.0 * Y[i][j] + Y[i][j - 1]) +
                             b * (Y[i + 1][j] - 2.0 * Y[i][j] + Y[i - 1][j]) -
                             c * (Y[i + 1][j + 1] - Y[i - 1][j + 1] - Y[i + 1][j - 1] + Y[i - 1][j - 1]))
        RX, RY, AA, DD = nRX, nRY, nAA, nDD
        rxm = max(abs(RX[i][j]) for i in inner for j in inner)
        rym = max(abs(RY[i][j]) for i in inner for j in inner)
        for i in range(3, n):
            for j in inner:
                D[i][j] = 1.0 / (DD[i][j] - AA[i - 1][j] * AA[i][j] / DD[i - 1][j])
                RX[i][j] = RX[i][j] - AA[i][j] * RX[i - 1][j] * D[i][j]
                RY[i][j] = RY[i][j] - AA[i][j] * RY[i - 1][j] * D[i][j]
                DD[i][j] = 1.0 / D[i][j]
        for j in inner:
            RX[n - 1][j] = RX[n - 1][j] / DD[n - 1][j]
            RY[n - 1][j] = RY[n - 1][j] / DD[n - 1][j]
        for i in range(n - 2, 1, -1):
            for j in inner:
                RX[i][j] = (RX[i][j] - AA[i][j] * RX[i + 1][j]) / DD[i][j]
                RY[i][j] = (RY[i][j] - AA[i][j] * RY[i + 1][j]) / DD[i][j]
        for i in inner:
            for j in inner:
                X[i][j] = X[i][j] + RX[i][j]
                Y[i][j] = Y[i][j] + RY[i][j]
        if it >= iters or max(rxm, rym) < tol:
            break
    return "iterations: " + d(it) + "  residuals: " + "%12.5e" % rxm + " " + "%12.5e" % rym + "\n"


def io_types(N=4):
    V = [1.0, 2.0, 2.0]
    norm = math.sqrt(V[0] * V[0] + V[1] * V[1] + V[2] * V[2])
    out = "green\n"   # Shade's default
    out += "types" + ": |V| = " + "%6.3f" % norm + " P = (" + d(3) + ", " + d(4) + ")\n"
    L = 2147483647 * 4
    f = 1.5
    dd = f * 2.0 + .5 + 1.e-3
    return out + "L = " + "%9d " % L + " d = " + "%9.4f " % dd + " table corner = " + d(N * 10 + N) + "\n"


def io_extern_halt(n=100, seed=31415):
    # srand48/drand48: the 48-bit linear congruential generator of POSIX.
    x = (seed << 16) | 0x330E
    total = 0.0
    for _ in range(n):
        x = (0x5DEECE66D * x + 0xB) % (1 << 48)
        total += x / float(1 << 48)
    return "mean = " + "%8.5f" % (total / n) + "\n"


def io_components(n=5):
    U = {m: [[0.0] * (n + 2) for _ in range(n + 2)] for m in (1, 2, 3)}
    for m in (1, 2, 3):
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                U[m][i][j] = i * 10.0 + j + m / 10.0
    V = {m: [[U[m][i][j + 1] + U[4 - m][i - 1][j] for j in range(1, n + 1)]
             for i in range(1, n + 1)] for m in (1, 2, 3)}
    s = {m: sum(map(sum, V[m])) for m in (1, 2, 3)}
    K0 = [[int(U[1][i][j]) % 4 for j in range(1, n + 1)] for i in range(1, n + 1)]
    K1 = [[k + 10 if k == 1 else 0 for k in row] for row in K0]
    out = "sums " + " ".join("%.2f" % s[m] for m in (1, 2, 3)) + "\n"
    return out + rows(V[2], "%6.1f") + rows(K1, "%3d")


def io_record_fields():
    B = {"pos": [k * 1.5 for k in (1, 2, 3)], "id": 7, "m": {(1, 2): 12, (2, 1): 21}}
    C = {"pos": list(B["pos"]), "id": B["id"], "m": dict(B["m"])}
    C["pos"][1] = -1.0
    All = [None] + [{"pos": [i * 10.0 + k for k in (1, 2, 3)], "id": i} for i in (1, 2, 3)]
    All[2] = {"pos": list(All[3]["pos"]), "id": All[3]["id"]}
    out = (f(B["pos"][1]) + f(C["pos"][1]) + d(C["id"]) + d(C["m"][(1, 2)] + C["m"][(2, 1)]) +
           f(All[2]["pos"][2]) + d(All[2]["id"]) + "\n")

    def norm2(b):
        return sum(x * x for x in b["pos"])

    out += "%.3f" % norm2(B) + " " + "%.3f" % norm2(All[1]) + "\n"
    moved = [x + 0.5 for x in B["pos"]]
    return out + f(moved[0]) + f(moved[2]) + d(B["id"]) + "\n"


PROGRAMS = {
    "io-record-fields": io_record_fields,
    "io-components": io_components,
    "io-extern-halt": io_extern_halt,
    "io-ep": io_ep,
    "io-jacobi-timed": io_jacobi_timed,
    "io-tomcatv": io_tomcatv,
    "io-types": io_types,
    "io-records": io_records,
    "io-extern": io_extern,
    "io-files": io_files,
    "io-stdin": io_stdin,
    "io-builtins": io_builtins,
}

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, fn in PROGRAMS.items():
        with open(os.path.join(out, name + ".expected"), "w") as fh:
            fh.write(fn())
