#!/usr/bin/env python3
"""Independent reference implementations of the examples in examples/.

Each function recomputes a program's output directly from its mathematical
definition (plain Python lists, no zplc involved) using ZPL's output rules:
default formats "%9d " for integers and "%9.4f " for doubles, parallel arrays
printed one row per line. Run with an output directory to (re)write the
.expected files next to this script.
"""
import os
import sys


def fmt_int(v):
    return "%9d " % v


def hello():
    return "Hello, world!\n"


def jacobi(n=8, delta=0.001):
    A = [[0.0] * (n + 2) for _ in range(n + 2)]
    for j in range(1, n + 1):
        A[n + 1][j] = 1.0
    iters = 0
    while True:
        T = [[0.0] * (n + 2) for _ in range(n + 2)]
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                T[i][j] = (A[i - 1][j] + A[i][j + 1] + A[i + 1][j] + A[i][j - 1]) / 4.0
        err = max(abs(A[i][j] - T[i][j]) for i in range(1, n + 1) for j in range(1, n + 1))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                A[i][j] = T[i][j]
        iters += 1
        if err < delta:
            break
    total = sum(A[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
    return ("iterations: " + fmt_int(iters) + "\n" + "error: %.6f\n" % err +
            "interior sum: %.6f\n" % total)


def life(n=8, steps=4):
    W = [[0] * (n + 1) for _ in range(n + 1)]  # 1-based
    W[1][2] = 1
    W[2][3] = 1
    for j in (1, 2, 3):
        W[3][j] = 1

    def wrap(i):
        return (i - 1) % n + 1

    def show(g):
        s = "generation " + fmt_int(g) + ":\n"
        for i in range(1, n + 1):
            s += "".join("%2d" % W[i][j] for j in range(1, n + 1)) + "\n"
        return s

    out = show(0)
    for _ in range(steps):
        C = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                C[i][j] = sum(W[wrap(i + di)][wrap(j + dj)]
                              for di in (-1, 0, 1) for dj in (-1, 0, 1) if (di, dj) != (0, 0))
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                W[i][j] = 1 if (C[i][j] == 3 or (W[i][j] == 1 and C[i][j] == 2)) else 0
    out += show(steps)
    alive = sum(W[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
    return out + "alive: " + fmt_int(alive) + "\n"


def summa(n=6):
    r = range(1, n + 1)
    C = {(i, j): float(sum((i + k - 1) * (k - j) for k in r)) for i in r for j in r}
    s = "C =\n"
    for i in r:
        s += "".join("%9.4f " % C[i, j] for j in r) + "\n"
    trace = sum(C[i, i] for i in r)
    return s + "trace: %.1f\n" % trace + "max error: %.3f\n" % 0.0


def stencil3d(n=6):
    r = range(1, n + 1)

    def a(i, j, k):
        w = lambda x: (x - 1) % n + 1
        i, j, k = w(i), w(j), w(k)
        return float(i + 10 * j + 100 * k)

    pts = [(i, j, k) for i in range(1, n + 1, 2) for j in range(1, n + 1, 2)
           for k in range(1, n + 1, 2)]
    B = {}
    for (i, j, k) in pts:
        B[i, j, k] = (a(i - 1, j, k) + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) +
                      a(i, j, k - 1) + a(i, j, k + 1)) / 6.0
    before = sum(a(*p) for p in pts)
    after = sum(B[p] for p in pts)
    return ("strided points: " + fmt_int(len(pts)) + "\n" + "sum of A on them: %.2f\n" % before +
            "sum of B on them: %.2f\n" % after + "sum of B everywhere: %.2f\n" % after)


def redistribute(n=8):
    r = range(1, n + 1)
    total = float(sum(100 * i + j for i in r for j in r))
    s = "sums: " + "%.1f " % total * 3 + "%.1f" % total + "\n"
    s += "max difference: %.1f\n" % 0.0
    for i in r:
        s += "".join("%5.0f" % (100 * i + j) for j in r) + "\n"
    return s


def transpose(n=5):
    r = range(1, n + 1)
    s = "misplaced after transpose: " + fmt_int(0) + "\n"
    s += "misplaced after round trip: " + fmt_int(0) + "\n"
    s += "A =\n"
    for i in r:
        s += "".join("%3d" % (10 * i + j) for j in r) + "\n"
    s += "B =\n"
    for i in r:
        s += "".join("%3d" % (10 * j + i) for j in r) + "\n"
    return s


def classic_summa(m=4, n=4, p=4):
    # Written in the original ZPL style: user-declared flood arrays.
    s = ""
    for i in range(1, m + 1):
        row = [sum(float(i + k) * float(k - j) for k in range(1, n + 1)) for j in range(1, p + 1)]
        s += "".join("%9.4f " % v for v in row) + "\n"
    return s


def wrap_reflect(n=5):
    A = [[0] * (n + 2) for _ in range(n + 2)]
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            A[i][j] = 10 * i + j
    for i in range(1, n + 1):
        A[i][n + 1] = A[i][1]   # [east of R] wrap
        A[i][0] = A[i][n]       # [west of R] wrap
    for j in range(1, n + 1):
        A[0][j] = A[1][j]       # [north of R] reflect
        A[n + 1][j] = A[n][j]   # [south of R] reflect
    return "".join("".join("%4d" % v for v in row) + "\n" for row in A)


def reflect_wide(n=5):
    A = {(i, j): 0 for i in range(-1, n + 3) for j in range(-1, n + 3)}
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            A[i, j] = 10 * i + j
    for d in (1, 2):
        for i in range(1, n + 1):
            A[i, n + d] = A[i, n + 1 - d]   # [east2 of R] reflect
            A[i, 1 - d] = A[i, d]           # [west2 of R] reflect
    for d in (1, 2):
        for j in range(1, n + 1):
            A[1 - d, j] = A[d, j]           # [north2 of R] reflect
            A[n + d, j] = A[n + 1 - d, j]   # [south2 of R] reflect
    r = range(-1, n + 3)
    return "".join("".join("%4d" % A[i, j] for j in r) + "\n" for i in r)


def read_scalars(n=4):
    # the input is Inputs/read-scalars.in: 3 0.5 / -2 5 / true hello
    k, scale, v1, v2, flag, word = 3, 0.5, -2, 5, True, "hello"
    total = sum(k * i + v2 * j for i in range(1, n + 1) for j in range(1, n + 1))
    s = "k = " + fmt_int(k) + " scale = " + "%9.4f " % scale + " V = " + fmt_int(v1) + " " + fmt_int(v2) + "\n"
    s += "flag = " + "%5s " % ("true" if flag else "false") + " word = " + word + "\n"
    return s + "total = " + fmt_int(total) + " scaled = " + "%.3f" % (total * scale) + "\n"


def array_params(n=6):
    A = [[0.0] * (n + 2) for _ in range(n + 2)]
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            A[i][j] = float(i * j)
    B = [[1.0] * (n + 2) for _ in range(n + 2)]

    def smooth(M, w):
        T = [[(M[i][j + 1] + M[i][j - 1]) * w for j in range(n + 2 - 1)] for i in range(n + 2)]
        for i in range(1, n + 1):
            for j in range(1, n + 1):
                M[i][j] = T[i][j]

    smooth(A, 0.5)
    smooth(B, 2.0)
    total = lambda M: sum(M[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
    s = "sum A: %.3f\n" % total(A) + "sum B: %.3f\n" % total(B)
    for i in range(1, n + 1):
        s += "".join("%6.2f" % A[i][j] for j in range(1, n + 1)) + "\n"
    return s


def scans(n=5):
    r = range(1, n + 1)
    A = {(i, j): 10 * i + j for i in r for j in r}
    s = ""
    for i in r:  # +|| [2]: along each row
        acc, row = 0, []
        for j in r:
            acc += A[i, j]
            row.append(acc)
        s += "".join("%5d" % v for v in row) + "\n"
    C = {}
    for j in r:  # max|| [1] (A % 7): down each column
        acc = None
        for i in r:
            v = A[i, j] % 7
            acc = v if acc is None else max(acc, v)
            C[i, j] = acc
    for i in r:
        s += "".join("%3d" % C[i, j] for j in r) + "\n"
    acc, w = 0.0, []
    for i in r:
        acc += i / 2.0
        w.append(acc)
    return s + "".join("%6.2f" % v for v in w) + "\n"


def partial_reductions(n=5):
    r = range(1, n + 1)
    S = {(i, j): 0 for i in r for j in r}
    for i in r:
        S[i, 1] = sum(10 * i + j for j in r)
    for j in r:
        S[1, j] = max(10 * i + j for i in r)
    return "".join("".join("%5d" % S[i, j] for j in r) + "\n" for i in r)


def reductions(n=4):
    r = range(1, n + 1)
    A = {(i, j): (i - 1) * n + j for i in r for j in r}
    vals = list(A.values())
    prod = A[1, 1] * A[1, 2] * A[2, 1] * A[2, 2]
    s = ("total " + fmt_int(sum(vals)) + " max " + fmt_int(max(vals)) + " min " + fmt_int(min(vals)) +
         " prod " + fmt_int(prod) + "\n")
    b = lambda v: "%5s " % ("true" if v else "false")
    s += "any odd " + b(any(v % 2 == 1 for v in vals)) + " all positive " + b(all(v > 0 for v in vals)) + "\n"
    grid = lambda M: "".join("".join("%4d" % M[i, j] for j in r) + "\n" for i in r)
    acc, S = 0, {}
    for i in r:
        for j in r:
            acc += A[i, j]
            S[i, j] = acc
    T = {(i, j): sum(A[i, k] for k in range(1, j + 1)) for i in r for j in r}
    s += "row-major scan:\n" + grid(S) + "row scan:\n" + grid(T)
    s += "row sums:\n" + "".join("%4d\n" % sum(A[i, j] for j in r) for i in r)
    s += "column maxima:\n" + "".join("%4d" % max(A[i, j] for i in r) for j in r) + "\n"
    s += "column 2 flooded:\n" + grid({(i, j): A[i, 2] for i in r for j in r})
    return s


def procedures(n=4):
    fib = lambda k: k if k < 2 else fib(k - 1) + fib(k - 2)
    s = "fib(10) = " + fmt_int(fib(10)) + "\n"
    s += "".join(fmt_int(i) + ":" + "%5s " % ("true" if i % 2 else "false") + " " for i in range(6)) + "\n"
    r = range(1, n + 1)
    A = {(i, j): 2.0 * j for i in r for j in r}
    s += "after scale: min %.1f max %.1f\n" % (min(A.values()), max(A.values()))
    B = dict(A)
    for i in r:
        for j in range(1, n):
            B[i, j] = (A[i, j] + A[i, j + 1]) / 2.0
    s += "after smooth: sum %.1f\n" % sum(B.values())
    s += "".join("".join("%5.1f" % B[i, j] for j in r) + "\n" for i in r)
    return s


def control(n=5):
    import math
    A = [[0] * (n + 2) for _ in range(n + 2)]
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            A[i][j] = 1
    # the four axis directions, in the order control.zpl computes them
    for d in ((-1, 0), (0, -1), (1, 0), (0, 1)):
        T = {(i, j): A[i + d[0]][j + d[1]] for i in range(1, n + 1) for j in range(1, n + 1)}
        for (i, j), v in T.items():
            A[i][j] += v
    s = "neighbour sum: " + fmt_int(sum(A[i][j] for i in range(1, n + 1) for j in range(1, n + 1))) + "\n"
    s += "V = " + fmt_int(1) + " " + fmt_int(4) + " " + fmt_int(9) + "\n"
    x = 1
    while x < 1000:
        s += fmt_int(x) + " is " + ("small" if x < 10 else "medium" if x < 100 else "large") + "\n"
        x *= 7
    s += "".join(fmt_int(i) + " " for i in (3, 2, 1)) + "go\n"
    s += "green is " + fmt_int(1) + "\n"
    acc = (math.sqrt(16.0) + abs(-2.5) + math.floor(2.7) + math.ceil(0.2) + max(3.0, 4.0) +
           min(1, 2) + math.exp(0.0) + math.log(1.0) + math.sin(0.0) + math.cos(0.0) + math.tan(0.0))
    s += "builtins: %.2f\n" % acc
    s += "bsl/bsr: " + fmt_int(1 << 4) + " " + fmt_int(256 >> 2) + "\n"
    s += "pi is about %.4f\n" % 3.14159265358979
    return s + "done\n"


PROGRAMS = {"hello": hello, "jacobi": jacobi, "life": life, "summa": summa,
            "stencil3d": stencil3d, "redistribute": redistribute, "transpose": transpose,
            "classic-summa": classic_summa, "wrap-reflect": wrap_reflect,
            "array-params": array_params, "scans": scans,
            "partial-reductions": partial_reductions, "reductions": reductions,
            "procedures": procedures, "control": control,
            "reflect-wide": reflect_wide, "read-scalars": read_scalars}

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, f in PROGRAMS.items():
        with open(os.path.join(out, name + ".expected"), "w") as fh:
            fh.write(f())
