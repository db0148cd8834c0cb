"""test/exec/mpi-windows.test: checks that every rank's window count (the lines
Inputs/count_windows.c prints) is at most the bound given."""
import re
import sys

bound = int(sys.argv[1])
counts = [int(m.group(1)) for m in re.finditer(r"made (\d+) windows", open(sys.argv[2]).read())]
over = [c for c in counts if c > bound]
if over:
    print("%d ranks, %d over %d: %s" % (len(counts), len(over), bound, counts))
else:
    print("%d ranks, each within %d (%s)" % (len(counts), bound, counts))
