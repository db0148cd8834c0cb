#!/usr/bin/env python3
"""Reference for shattered-if.z: each `if` evaluated per index, in plain
Python (sharing nothing with the compiler)."""
n = 6
ix = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]


def show(a, fmt="%9.4f "):
    for i in range(1, n + 1):
        print("".join(fmt % a[(i, j)] for j in range(1, n + 1)))
    print()  # writeln's newline after the array's last row


A = {(i, j): float(i - j) for i, j in ix}
B = {k: -A[k] if A[k] < 0 else A[k] for k in ix}
show(B)
I = {(i, j): (i * j) % 3 for i, j in ix}
C = {}
for i, j in ix:
    k = (i, j)
    if I[k] == 0:
        C[k] = 1.0
    elif i > j:
        C[k] = 2.0 + (10.0 if I[k] == 1 else 20.0)
    else:
        C[k] = 3.0
show(C)
for i, j in ix:
    if j <= n - 1 and I[(i, j)] != 0:
        C[(i, j)] = A[(i, j + 1)]
show(C)
for i, j in ix:
    k = (i, j)
    if (i + j) % 2 == 0:
        C[k] = 100.0 if A[k] > 1.0 else (-100.0 if A[k] < -1.0 else 7.0)
show(C)
I = {(i, j): (i + j) % 3 for i, j in ix}
first = {(i, j) for i, j in ix if j >= 2 and I[(i, j)] == 0}
for k in first:
    I[k] = 5
# the `elsif` sees the first branch's stores
second = {(i, j) for i, j in ix
          if j >= 2 and (i, j) not in first and I[(i, j - 1)] == 5}
for k in second:
    I[k] = 7
show(I, "%9d ")
Z = {(i, j): i * 10 + j for i, j in ix}
Z = {k: -v if v % 4 == 0 else v for k, v in Z.items()}
show(Z, "%9d ")
