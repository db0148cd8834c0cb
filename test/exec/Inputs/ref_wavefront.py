#!/usr/bin/env python3
"""Expected output of Inputs/wavefront-double.z, computed with explicit loops:
the recurrence a[i][j] = (a[i-1][j] + a[i][j-1]) / 2 from a top border of 1
and a left border of 2 (twice: block and cyclic rows), then the running sum
of 1/i. usage: ref_wavefront.py N"""
import sys

n = int(sys.argv[1])
a = [[0.0] * (n + 1) for _ in range(n + 1)]
for j in range(1, n + 1):
    a[0][j] = 1.0
for i in range(1, n + 1):
    a[i][0] = 2.0
for i in range(1, n + 1):
    for j in range(1, n + 1):
        a[i][j] = (a[i - 1][j] + a[i][j - 1]) / 2.0
grid = "".join("".join("%9.4f " % a[i][j] for j in range(1, n + 1)) + "\n" for i in range(1, n + 1))
v = [1.0 / i for i in range(1, 4 * n + 1)]
for i in range(1, 4 * n):
    v[i] = v[i - 1] + v[i]
# Three writelns of arrays, each ending with a blank line.
sys.stdout.write(grid + "\n" + grid + "\n" + "".join("%9.4f " % x for x in v) + "\n\n")
