#!/usr/bin/env python3
"""The expected output of Inputs/remap-fused.z, computed directly from the
program's definitions (plain Python lists, no zplc)."""
n, m = 37, 45
A = {(i, j): 100.0 * i + j for i in range(1, m + 1) for j in range(1, n + 1)}
Ac = {(i, j): 3.0 * i - j for i in range(1, m + 1) for j in range(1, n + 1)}
R = [(i, j) for i in range(1, n + 1) for j in range(1, m + 1)]
B = {(i, j): float(i - j) for (i, j) in R}
B2 = {x: 1.0 for x in R}
B3 = {x: 0.5 for x in R}
Bc = {(i, j): float(j) for (i, j) in R}
for k in range(1, 4):
    B = {(i, j): B[i, j] + A[j, i] * k for (i, j) in R}
    A = {x: v + 1.0 for x, v in A.items()}
B2 = {(i, j): (A[j, i] - B2[i, j]) if (i - 1) % 2 == 0 else B2[i, j] for (i, j) in R}
B3 = {(i, j): B3[i, j] * 2.0 + Ac[j, i] for (i, j) in R}
Bc = {(i, j): Bc[i, j] + A[j, i] for (i, j) in R}
S = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]
Q0 = {(i, j): 100.0 * i + j for (i, j) in S}
Q = {(i, j): Q0[i, j] + Q0[j, i] * 2.0 for (i, j) in S}
D = {(a, b, c): 100.0 * a + 10 * b + c
     for a in range(1, 6) for b in range(1, 4) for c in range(1, 5)}
C = {(a, b, c): a * 2.0 + D[c, a, b]
     for a in range(1, 4) for b in range(1, 5) for c in range(1, 6)}


def weighted(X):
    return sum(v * (7 * i + j) for (i, j), v in X.items())


for name, X in (("B", B), ("B2", B2), ("B3", B3), ("Bc", Bc), ("Q", Q)):
    print("%s: %.1f" % (name, weighted(X)))
# Arrays as zplc writes them: one row per line, a blank line between planes,
# and after each array the blank line of writeln's own newline.
for i in range(1, 5):
    print("".join("%6.0f" % B[i, j] for j in range(1, 7)))
print()
for i in range(1, 4):
    print("".join("%6.0f" % Q[i, j] for j in range(1, 4)))
print()
for a in range(1, 4):
    for b in range(1, 5):
        print("".join("%4.0f" % C[a, b, c] for c in range(1, 6)))
    print()
