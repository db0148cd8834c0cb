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


OUTPUTS = {
    "placement-overlap": placement_overlap,
}

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, fn in OUTPUTS.items():
        with open(os.path.join(out, name + ".expected"), "w") as fh:
            fh.write(fn())
