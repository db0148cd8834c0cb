#!/usr/bin/env python3
"""Reference for shattered-while.z: each index loops on its own."""
n = 5
ix = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1)]


def show(a):
    for i in range(1, n + 1):
        print("".join("%9d " % a[(i, j)] for j in range(1, n + 1)))
    print()  # writeln's newline after the array's last row


S = {}
for i, j in ix:
    a, s = i * j, 0
    while a > 1:
        s, a = s + 1, a // 2
    S[(i, j)] = s
show(S)
A = {}
for i, j in ix:
    a = i + j
    while i <= j and a < 8:
        a += 3
    A[(i, j)] = a
show(A)
