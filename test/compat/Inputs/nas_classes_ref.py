#!/usr/bin/env python3
"""Independent sequential reference for test/compat/nas_classes.z: prints
what the program prints for the class given as argv[1] (S, W or A)."""
import sys

cls = sys.argv[1]
k = "SWA".index(cls)
n, iters, scale = [(6, 2, 1.0), (8, 3, 0.5), (12, 4, 0.25)][k]
w = [0.5, 0.25, 0.25]
N = 14
u = [[0.0] * N for _ in range(N)]
for i in range(1, n + 1):
    for j in range(1, n + 1):
        u[i][j] = scale * (i + 2 * j)


def num(x):
    return ("%9d " % x) if isinstance(x, int) else ("%9.4f " % x)


hist = [0, 0, 0]
for it in range(1, iters + 1):
    v = [row[:] for row in u]
    r = 0.0
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            v[i][j] = (w[0] * u[i][j] + w[1] * (u[i][j + 1] + u[i][j - 1]) / 2.0
                       + w[2] * (u[i + 1][j] + u[i - 1][j]) / 2.0)
            r = max(r, abs(v[i][j] - u[i][j]))
    u = v
    print("iteration " + num(it) + " change " + num(r))
    hist[0 if it % 2 else 1] += 1
hist[2] = n
total = sum(u[i][j] for i in range(1, n + 1) for j in range(1, n + 1))
print("class " + num(k) + " sum " + num(total))
print(num(hist[0]) + " " + num(hist[1]) + " " + num(hist[2]))
