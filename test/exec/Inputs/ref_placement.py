#!/usr/bin/env python3
"""Independent reference outputs for the placement helper's execution tests
(plain Python lists, ZPL's default output formats). Run with an output
directory to (re)write the .expected files next to this script."""
import os
import sys


def fmt_double(v):
    return "%9.4f " % v


def grid(n, v=0.0):
    return [[v] * (n + 2) for _ in range(n + 2)]


def interior(n):
    return [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]


def placement_overlap(n=6):
    A, B, C, D = grid(n), grid(n), grid(n), grid(n)

    def work(M):  # outer(M) calls work(M)
        for i, j in interior(n):
            M[i][j] = M[i][j] * 2.0 + 1.0

    for i, j in interior(n):
        A[i][j] = float(i * 10 + j)
    for k in (1, 2, 3):
        for i, j in interior(n):
            C[i][j] += float(k)
    for i, j in interior(n):
        D[i][j] = C[i][j] * 2.0
    work(C)
    for i, j in interior(n):
        B[i][j] = A[i][j + 1]
    s = sum(A[i][j] for i, j in interior(n))
    while s > 100.0:
        s /= 2.0
    work(A)
    for i, j in interior(n):
        B[i][j] = B[i][j] + A[i][j + 1]
    for i, j in interior(n):  # dirs[2] = [1, 0]
        B[i][j] = B[i][j] + A[i + 1][j] * 0.5
    for i, j in interior(n):
        C[i][j] += 3.0
    for i, j in interior(n):
        A[i][j] += 1.0
    for i, j in interior(n):
        B[i][j] = B[i][j] + A[i][j + 1]
    for _ in range(2):
        work(C)
    for i, j in interior(n):  # bump()
        A[i][j] += 1.0
    for i, j in interior(n):
        D[i][j] = D[i][j] + A[i + 1][j]
    T = grid(n)
    for i, j in interior(n):
        T[i][j] = B[i][j] + B[i + 1][j]
    for i, j in interior(n):
        B[i][j] = T[i][j]
    out = "s: %.4f\n" % s
    out += "sum C: %.1f\n" % sum(C[i][j] for i, j in interior(n))
    out += "sum D: %.1f\n" % sum(D[i][j] for i, j in interior(n))
    for i in range(1, n + 1):
        out += "".join(fmt_double(B[i][j]) for j in range(1, n + 1)) + "\n"
    return out


def fmt_int(v):
    return "%9d " % v


def fmt_bool(v):
    return "%5s " % ("true" if v else "false")


def show3(X, a, b, c, f):
    """A 3-D array: one block of rows per index of dimension 1, blank lines between."""
    return "\n".join("".join("".join(f(X[i][j][k]) for k in range(1, c + 1)) + "\n"
                              for j in range(1, b + 1)) for i in range(1, a + 1))


def show2(X, rows, cols, f):
    return "".join("".join(f(X[i][j]) for j in cols) + "\n" for i in rows)


def scan(values, op):
    out, acc = [], None
    for v in values:
        acc = v if acc is None else op(acc, v)
        out.append(acc)
    return out


def scans3d(a=3, b=2, c=5):
    add = lambda x, y: x + y
    idx = [(i, j, k) for i in range(1, a + 1) for j in range(1, b + 1) for k in range(1, c + 1)]
    new = lambda: [[[0] * (c + 1) for _ in range(b + 1)] for _ in range(a + 1)]
    A, S, M, T1, T3, F, H = new(), new(), new(), new(), new(), new(), new()
    for i, j, k in idx:
        A[i][j][k] = (i * 7 + j * 3 + k * 5) % 11 - 4
        F[i][j][k] = A[i][j][k] > 0
    for (i, j, k), v in zip(idx, scan([A[i][j][k] for i, j, k in idx], add)):
        S[i][j][k] = v
    for (i, j, k), v in zip(idx, scan([A[i][j][k] for i, j, k in idx], max)):
        M[i][j][k] = v
    for (i, j, k), v in zip(idx, scan([F[i][j][k] for i, j, k in idx], lambda x, y: x or y)):
        H[i][j][k] = v
    for i, j, k in idx:
        T1[i][j][k] = sum(A[x][j][k] for x in range(1, i + 1))
        T3[i][j][k] = sum(A[i][j][x] for x in range(1, k + 1))
    sub = [(i, j, k) for i in range(1, a + 1) for j in range(2, b + 1) for k in range(2, c + 1, 2)]
    for (i, j, k), v in zip(sub, scan([(A[i][j][k] + 4) % 3 + 1 for i, j, k in sub], lambda x, y: x * y)):
        S[i][j][k] = v
    out = "".join(show3(X, a, b, c, fmt_int) for X in (S, M, T1, T3))
    out += show3(H, a, b, c, fmt_bool)
    Fp = [[[all(A[i][j][k] > -4 for k in range(1, c + 1))] * 2 for j in range(b + 1)] for i in range(a + 1)]
    out += show3(Fp, a, b, 1, fmt_bool)
    Fq = [[[any(A[i][j][k] == 6 for i in range(1, a + 1)) for k in range(c + 1)] for j in range(b + 1)]] * 2
    out += show3(Fq, 1, b, c, fmt_bool)
    B = [[(i * 3 + j) % 4 != 3 for j in range(8)] for i in range(5)]
    anycol = [[False, any(B[i][j] and j > 5 for j in range(1, 8))] for i in range(5)]
    allrow = [[False] + [all(B[i][j] for i in range(1, 5)) for j in range(1, 8)]] * 2
    BS = [[False] * 8 for _ in range(5)]
    q = [(i, j) for i in range(1, 5) for j in range(1, 8)]
    for (i, j), v in zip(q, scan([B[i][j] for i, j in q], lambda x, y: x and y)):
        BS[i][j] = v
    out += show2(anycol, range(1, 5), [1], fmt_bool)
    out += show2(allrow, [1], range(1, 8), fmt_bool)
    out += show2(BS, range(1, 5), range(1, 8), fmt_bool)
    return out


OUTPUTS = {
    "placement-overlap": placement_overlap,
    "scans3d": scans3d,
}

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, fn in OUTPUTS.items():
        with open(os.path.join(out, name + ".expected"), "w") as fh:
            fh.write(fn())
