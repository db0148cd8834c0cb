#!/usr/bin/env python3
"""Expected output of remap-reuse.z, computed directly (lists, no compiler)."""
n = 10
X = [10 * i for i in range(1, n + 1)]
P = [n + 1 - i for i in range(1, n + 1)]
A = [[100 * i + j for j in range(1, 6)] for i in range(1, 5)]
I = [[5 - i for j in range(1, 6)] for i in range(1, 5)]
J = [[j for j in range(1, 6)] for i in range(1, 5)]
out = []
for k in range(1, 8):
    if k == 2:
        P[0], P[n - 1] = 1, n
    if k == 3:
        P[0] = 2
    if k == 4:
        P[n - 1] = 1
    if k == 5:
        X = [x + 1 for x in X]
    if k == 6:
        P = [i % n + 1 for i in range(1, n + 1)]
    Y = [X[p - 1] for p in P]
    t = sum(y * (i + 1) for i, y in enumerate(Y))
    out.append("k %d: %d" % (k, t))
    out.append("".join("%4d" % y for y in Y))
    if k == 3:
        J = [[6 - j for j in range(1, 6)] for i in range(1, 5)]
    if k == 5:
        I[1] = [1] * 5
    B = [[A[I[i][j] - 1][J[i][j] - 1] for j in range(5)] for i in range(4)]
    out.extend("".join("%5d" % b for b in row) for row in B)
print("\n".join(out))
