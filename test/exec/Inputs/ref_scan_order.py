#!/usr/bin/env python3
"""Reference for test/exec/scan-order.z: ZPL scans with dimension lists,
computed from the definition (sort the elements by their place in the
order, restart at each index of the unscanned dimensions), sharing nothing
with the compiler. The first listed dimension varies fastest; a negative one
runs from the highest index down. Prints what the program prints."""
import itertools


def scan(vals, shape, dims, op):
    rank = len(shape)
    dims = dims or list(range(rank, 0, -1))
    listed = {abs(d) for d in dims}
    def key(ix):
        seg = tuple(ix[k] for k in range(rank) if k + 1 not in listed)
        pos = tuple((-ix[abs(d) - 1] if d < 0 else ix[abs(d) - 1]) for d in reversed(dims))
        return (seg, pos)
    out, run, last = {}, None, None
    for ix in sorted(vals, key=key):
        seg = key(ix)[0]
        run = vals[ix] if seg != last or run is None else op(run, vals[ix])
        last = seg
        out[ix] = run
    return out


def show(vals, shape):
    # writeln of a parallel array: rows of width-10 fields, a blank line
    # between the planes of a rank-3 array, one after the array.
    lines = []
    for ix in itertools.product(*[range(1, n + 1) for n in shape[:-1]]):
        if len(shape) == 3 and ix[1] == 1 and ix[0] > 1:
            lines.append("")
        lines.append("".join("%9d " % vals[ix + (j,)] for j in range(1, shape[-1] + 1)))
    # writeln's own newline after the last row: a blank line.
    return "\n".join(lines) + "\n"


add = lambda a, b: a + b
R = (3, 4)
A = {ix: 10 * ix[0] + ix[1] for ix in itertools.product(range(1, 4), range(1, 5))}
for dims in ([2, 1], [1, 2], [-2, -1], [-1]):
    print(show(scan(A, R, dims, add), R))
print(show(scan({k: v % 7 for k, v in A.items()}, R, [1, -2], max), R))
C = (2, 3, 2)
X = {ix: ix[0] * 100 + ix[1] * 10 + ix[2] for ix in itertools.product(range(1, 3), range(1, 4), range(1, 3))}
print(show(scan(X, C, [1, 2], add), C))
print(show(scan(X, C, [], add), C))
print("%9d " % sum(scan(A, R, [-1, 2], add).values()))
print("%9d " % max(scan(X, C, [], add).values()))
for dims in ([1], []):
    print(show(scan(A, R, dims, add), R))
