#!/usr/bin/env python3
"""Expected output of test/compat/life_wrap.z: Conway's life on an n x n
torus from its blinker, computed with modular indices (no borders at all).
usage: ref_life_wrap.py N GENERATIONS [ROW]: ROW is the blinker's row (2 in
life_wrap.z, 1 in life-wrap-edge.z)."""
import sys

n, gens = int(sys.argv[1]), int(sys.argv[2])
row = int(sys.argv[3]) if len(sys.argv) > 3 else 2
w = [[0] * n for _ in range(n)]
for j in range(3):  # [row, 1..3] World := 1
    w[row - 1][j] = 1
for _ in range(gens):
    c = [[sum(w[(i + di) % n][(j + dj) % n] for di in (-1, 0, 1) for dj in (-1, 0, 1)
              if (di, dj) != (0, 0)) for j in range(n)] for i in range(n)]
    w = [[1 if c[i][j] == 3 or (w[i][j] == 1 and c[i][j] == 2) else 0 for j in range(n)]
         for i in range(n)]
# writeln of the array: its rows, then a blank line.
sys.stdout.write("".join("".join("%2d" % v for v in row) + "\n" for row in w) + "\n")
