#!/usr/bin/env python3
"""The sweep's comparison of outputs at -p1 and -p3 (backend_sweep.same_output):
floating-point values may differ in their last digits (sums reduced in
another order), text and integers may not. The first case is the output of
test/compat/cg.z that a CI-style sweep reported as BAD:run-differs."""
import importlib.util
import os
import sys

top = sys.argv[1]
spec = importlib.util.spec_from_file_location(
    "backend_sweep", os.path.join(top, "tools", "fuzz", "backend_sweep.py"))
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
cases = [
    ("    2  1.48538209085803e-06  2.38851099265587e+01\n",
     "    2  1.48538209085806e-06  2.38851099265587e+01\n", True),
    ("sum 2.5\n", "sum 2.5\n", True),
    ("count 7\n", "count 8\n", False),             # integers exactly
    ("x 1.5\n", "x 1.6\n", False),                 # a real difference
    ("x 1.5\n", "y 1.5\n", False),                 # text
    ("1.0 2.0\n", "1.0\n", False),                 # a missing value
    ("1.000000000001e+10\n", "1.000000000002e+10\n", True),
]
bad = [c for c in cases if m.same_output(c[0], c[1]) != c[2]]
for c in bad:
    print("WRONG", c)
print("%d cases, %d wrong" % (len(cases), len(bad)))
