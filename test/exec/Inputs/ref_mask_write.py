#!/usr/bin/env python3
"""Expected output of mask-write-mixdist.z: each masked write prints the item
where the mask holds and 0 elsewhere."""
n = 6
K = lambda i, j: 10 * i + j
A = lambda i, j: i
M = lambda i, j: (i + j) % 3 == 0


def write(f, keep):
    for i in range(1, n + 1):
        print("".join("%9d " % (f(i, j) if M(i, j) == keep else 0) for j in range(1, n + 1)))
    print()  # writeln's newline after the array


write(K, True)
write(K, True)
write(lambda i, j: K(i, j) + A(i, j), True)
write(K, False)
write(K, False)
