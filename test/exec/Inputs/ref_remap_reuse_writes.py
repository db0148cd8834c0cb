#!/usr/bin/env python3
"""Expected output of remap-reuse-writes.z, computed directly (lists, no
compiler), with remap-reuse-writes.in as its standard input."""
n = 8
rng = range(1, n + 1)
X = [10 * i for i in rng]
P = [n + 1 - i for i in rng]
Q = [(i * 3) % n + 1 for i in rng]
M = [i % 2 == 0 for i in rng]
s, m = 0, n
out = []


def row(a):
    # A 1-D array's one row, then writeln's newline: a blank line after it.
    return "".join("%4d" % v for v in a) + "\n"


for k in range(1, 15):
    if k == 2:
        P = [(i * 3) % n + 1 for i in rng]
    if k == 3:
        P[0] = P[1] = 3
    if k == 4:
        P[1] = n
    if k == 5:
        P = [2, 4, 6, 8, 1, 3, 5, 7]
    if k == 6:
        P = [1 if M[i] else P[i] for i in range(n)]
    if k == 7:
        P[2] = 7
    if k == 8:
        P = [n + 1 - i for i in rng]
    if k == 9:
        P = [P[n - i] for i in rng]
    if k == 10:
        s = 1
    if k == 11:
        M = [i <= 3 for i in rng]
    if k == 12:
        m = n - 2
    if k == 13:
        X = [x + 1 for x in X]
    Y = [X[(p + s - 1) % n] for p in P]
    Z = [X[P[i] - 1] if i < m else 0 for i in range(n)]
    W = [X[P[i] - 1] if M[i] else 0 for i in range(n)]
    S = [X[P[i + 1] - 1] if i < n - 1 else 0 for i in range(n)]
    out += ["k %d" % k, row(Y), row(Z), row(W), row(S)]
    out.append(row([X[p - 1] for p in P]))
    out.append(row([X[q - 1] for q in Q]))
print("\n".join(out))
