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
    s = sum(float(v) for v in t[pos:])
    out += "count " + d(count) + " rest " + "%.4f" % s + "\n"
    out += rows(B, "%6.2f") + rows(C, "%6.2f")
    same = sum(1 for i in range(nr) for j in range(nc) if B[i][j] == A[i][j])
    return out + "same " + "%d" % same + "\n"


# ---------------------------------------------------------------- io-stdin

def io_stdin():
    here = os.path.dirname(os.path.abspath(__file__))
    t = open(os.path.join(here, "io-stdin.in")).read().split()
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
    return out + rows(Drho, "%6.2f") + rows(De, "%6.2f")


PROGRAMS = {
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
