#!/usr/bin/env python3
"""Independent reference outputs for mixdist.z and mixdist2.z: statements whose region lies
in another distribution than the arrays they read (plain Python lists over
global indices, ZPL's default formats "%9d " and "%9.4f ", parallel arrays
one row per line). Run with an output directory to (re)write
mixdist.expected and mixdist2.expected there."""
import os
import sys

n = 6
R = range(1, n + 1)


def f(v):
    return "%9.4f " % v


def grid(fn):
    return {(i, j): float(fn(i, j)) for i in R for j in R}


def rows(a, ri, rj):
    return "".join("".join(f(a[(i, j)]) for j in rj) + "\n" for i in ri)


def mixdist():
    out = []
    A = grid(lambda i, j: i * 10 + j)
    K = grid(lambda i, j: i - 2 * j)
    W = grid(lambda i, j: i * j)
    B = grid(lambda i, j: 0)
    M = {(i, j): (i + j) % 3 == 0 for i in R for j in R}
    out.append("r1 " + f(sum(A[(i, j)] for i in range(2, n + 1) for j in R)) + "\n")
    out.append("r2 " + f(max(K[(i, j)] for i in R for j in range(2, n))) + "\n")
    out.append("r3 " + f(sum(A.values())) + "\n")
    out.append("r4 " + f(min(A[k] + K[k] for k in A)) + "\n")
    out.append("r5 " + f(sum(A[(i, j)] * W[(i, j)] for i in range(2, n + 1)
                             for j in range(2, n + 1))) + "\n")
    out.append("r6 " + f(sum(A[k] for k in A if M[k])) + "\n")
    out.append("r7 " + f(sum(A[(i, j)] for i in range(2, n + 1) for j in R if M[(i, j)])) + "\n")
    for i in range(1, 4):
        t = sum(K[(a, i)] for a in range(i, n + 1))
        out.append("r8 " + "%9d " % i + " " + f(t) + "\n")
    # partial reductions
    P = grid(lambda i, j: 0)
    for i in R:
        P[(i, 1)] = sum(K[(i, j)] for j in R)
    for j in R:
        P[(1, j)] = max(W[(i, j)] for i in R)
    out.append(rows(P, R, [1] + list(range(2, n + 1))))
    for i in R:
        B[(i, 1)] = sum(A[(i, j)] for j in R) if i >= 2 else B[(i, 1)]
    out.append(rows(B, R, [1]))
    for i in R:
        P[(i, 1)] = sum(A[(i, j)] for j in range(2, n + 1))
    out.append(rows(P, R, [1]))
    # scans
    for i in R:
        acc = 0.0
        for j in R:
            acc += A[(i, j)]
            W[(i, j)] = acc
    out.append(rows(W, R, R))
    for j in R:
        acc = 0.0
        for i in R:
            acc += K[(i, j)]
            B[(i, j)] = acc
    out.append(rows(B, R, R))
    for j in R:
        acc = 0.0
        for i in range(2, n + 1):
            acc += A[(i, j)]
            B[(i, j)] = acc
    out.append(rows(B, R, R))
    W = grid(lambda i, j: i * j)
    # floods
    B = {(i, j): A[(1, j)] for i in R for j in R}
    out.append(rows(B, R, R))
    W = {(i, j): K[(i, n)] + A[(i, j)] for i in R for j in R}
    out.append(rows(W, R, R))
    # writes
    out.append(rows(A, range(2, 4), R))
    out.append(rows(K, R, R))
    out.append(rows({k: A[k] + K[k] for k in A}, range(1, 3), range(2, n + 1)))
    out.append(rows({k: A[k] - W[k] for k in A}, R, R))
    for i in range(2, n):
        for j in range(2, n):
            B[(i, j)] = A[(i, j)] + K[(i, j)]
    out.append(rows(B, R, R))
    B = {(i, j): A[(n + 1 - i, j)] for i in R for j in R}
    out.append(rows(B, R, R))
    for i in range(2, n + 1):
        for j in R:
            if M[(i, j)]:
                B[(i, j)] = A[(i, j)] + W[(i, j)]
    out.append(rows(B, R, R))
    for i in R:
        acc = 0.0
        for j in R:
            acc += A[(i, j)]
            W[(i, j)] = acc
    out.append(rows(W, R, R))
    for i in R:
        for j in R:
            P[(n + 1 - i, j)] = W[(i, j)]
    out.append(rows(P, R, R))
    E = {(i, j): 0.0 for i in range(0, n + 2) for j in range(0, n + 2)}
    for k in A:
        E[k] = A[k]
    for i in R:
        E[(i, n + 1)] = E[(i, 1)]
    out.append(rows(E, range(0, n + 2), range(0, n + 2)))
    W = {(i, j): A[(i, j % n + 1)] for i in R for j in R}
    out.append(rows(W, R, R))
    for k in A:
        if A[k] > 35:
            W[k] = 7.0
    out.append(rows(W, R, R))
    return "".join(out)


def mixdist2():
    A = grid(lambda i, j: i * 10 + j)
    K = grid(lambda i, j: i - 2 * j)
    out = ["s = " + f(sum(A[(i, j)] for i in range(2, n + 1) for j in R)) + "\n",
           "c = " + "%9d " % sum(i for i in range(2, n + 1) for j in R) + "\n",
           "s = " + f(sum(A[(i, j)] * K[(i, j)] for i in range(1, n) for j in range(2, n + 1))) + "\n",
           "s = " + f(max(A[(i, j)] + K[(i, j)] for i in range(1, n) for j in range(2, n + 1))) + "\n",
           rows({k: A[k] + K[k] for k in A}, range(2, 4), R)]
    # mixdist2.in holds 1.5, 2.5, ... row-major over [2..3, 2..n]
    v = 1.5
    for i in range(2, 4):
        for j in range(2, n + 1):
            K[(i, j)] = v
            v += 1.0
    out.append(rows(K, range(1, 5), R))
    return "".join(out)


if __name__ == "__main__":
    dest = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, fn in (("mixdist", mixdist), ("mixdist2", mixdist2)):
        with open(os.path.join(dest, name + ".expected"), "w") as fh:
            fh.write(fn())
