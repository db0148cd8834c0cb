#!/usr/bin/env python3
"""Expected output of border-fluff.z (and, with `cyclic`, border-cyclic.z):
the borders are computed here on explicit index dictionaries, independently
of the compiler's halo machinery."""
import sys


def rows(vals, lo1, hi1, lo2, hi2, fmt):
    out = ""
    for i in range(lo1, hi1 + 1):
        out += "".join(fmt % vals[(i, j)] for j in range(lo2, hi2 + 1)) + "\n"
    return out + "\n"  # each output is a writeln of the array: a blank line ends it


def wrap(a, d, lo, hi):
    # [d of R] wrap a: the border cell i + d*k gets the cell folded into R.
    for (i, j) in border_cells(d, lo, hi):
        si = (i - lo[0]) % (hi[0] - lo[0] + 1) + lo[0]
        sj = (j - lo[1]) % (hi[1] - lo[1] + 1) + lo[1]
        a[(i, j)] = a[(si, sj)]


def mirror(x, lo, hi):
    if x < lo:
        return 2 * lo - 1 - x
    if x > hi:
        return 2 * hi + 1 - x
    return x


def reflect(a, d, lo, hi):
    for (i, j) in border_cells(d, lo, hi):
        a[(i, j)] = a[(mirror(i, lo[0], hi[0]), mirror(j, lo[1], hi[1]))]


def border_cells(d, lo, hi):
    def rng(k):
        if d[k] > 0:
            return range(hi[k] + 1, hi[k] + d[k] + 1)
        if d[k] < 0:
            return range(lo[k] + d[k], lo[k])
        return range(lo[k], hi[k] + 1)
    return [(i, j) for i in rng(0) for j in rng(1)]


def init(lo, hi):
    return {(i, j): 10 * i + j for i in range(lo[0], hi[0] + 1) for j in range(lo[1], hi[1] + 1)}


def over(lo, hi, f):
    return {(i, j): f(i, j) for i in range(lo[0], hi[0] + 1) for j in range(lo[1], hi[1] + 1)}


n, m = 6, 5
lo, hi = (1, 1), (n, m)
out = ""
if sys.argv[1:] == ["cyclic"]:
    a = init(lo, hi)
    wrap(a, (-1, 0), lo, hi)
    reflect(a, (1, 0), lo, hi)
    wrap(a, (0, 1), lo, hi)
    reflect(a, (0, -1), lo, hi)
    out += rows(over(lo, hi, lambda i, j: a[(i - 1, j)] + 1000 * a[(i + 1, j)]), 1, n, 1, m, "%7d")
    out += rows(over(lo, hi, lambda i, j: a[(i, j + 1)] + 1000 * a[(i, j - 1)]), 1, n, 1, m, "%7d")
    sys.stdout.write(out)
    sys.exit(0)
slo, shi = (1, 1), (2, 4)
x = init(slo, shi)
wrap(x, (0, 1), slo, shi)
out += rows(over(slo, shi, lambda i, j: x[(i, j + 1)]), 1, 2, 1, 4, "%4d")

a = init(lo, hi)
for d in [(0, 1), (0, -1), (-1, 0), (1, 0), (-1, 1), (1, -1)]:
    wrap(a, d, lo, hi)
out += rows(over(lo, hi, lambda i, j: a[(i, j + 1)] + 1000 * a[(i, j - 1)]), 1, n, 1, m, "%7d")
out += rows(over(lo, hi, lambda i, j: a[(i - 1, j)] + 1000 * a[(i + 1, j)]), 1, n, 1, m, "%7d")
out += rows(over(lo, hi, lambda i, j: a[(i - 1, j + 1)] + 1000 * a[(i + 1, j - 1)]), 1, n, 1, m, "%7d")
c = init(lo, hi)
for d in [(0, 1), (0, -1), (-1, 0), (1, 0), (1, -1)]:
    reflect(c, d, lo, hi)
out += rows(over(lo, hi, lambda i, j: c[(i, j + 1)] + 1000 * c[(i - 1, j)] + 1000000 * c[(i + 1, j - 1)]),
            1, n, 1, m, "%10d")
wrap(a, (0, 2), lo, hi)
reflect(c, (-2, 0), lo, hi)
out += rows(over(lo, hi, lambda i, j: a[(i, j + 2)] + 1000 * c[(i - 2, j)]), 1, n, 1, m, "%7d")
sys.stdout.write(out)
