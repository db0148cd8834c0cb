#!/usr/bin/env python3
"""Expected output of partial-flood.z, by direct sums over the indices."""
n, m = 4, 5
a = {(i, j): 10 * i + j for i in range(1, n + 1) for j in range(1, m + 1)}
f = {i: sum(a[(i, j)] for j in range(1, m + 1)) for i in range(1, n + 1)}
g = {j: max(a[(i, j)] for i in range(1, n + 1)) for j in range(1, m + 1)}
out = ""
for i in range(1, n + 1):
    out += "".join("%7d" % (f[i] + 1000 * g[j]) for j in range(1, m + 1)) + "\n"
out += "\n"  # each writeln of an array ends with a blank line
for i in range(2, n + 1):
    out += "".join("%4d" % min(a[(i, j)] for j in range(1, m + 1)) for _ in range(1, m + 1)) + "\n"
print(out)
