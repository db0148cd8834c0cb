#!/usr/bin/env python3
"""Min and median per variant of an interleaved benchmark's times.

usage: summarise.py TIMES
Each line of TIMES is a variant's fields and one time in seconds last
("mpi2 20000 0.031"); the lines of one variant are its rounds. The bench/
scripts that interleave their variants print their summary with it.
"""
import collections
import statistics
import sys

times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    *variant, seconds = line.split()
    times[tuple(variant)].append(float(seconds))
for variant, v in sorted(times.items(), key=lambda kv: [int(f) if f.isdigit() else f for f in kv[0]]):
    print("%-20s min %.3f s  median %.3f s  (%d rounds)" % (" ".join(variant), min(v),
                                                          statistics.median(v), len(v)))
