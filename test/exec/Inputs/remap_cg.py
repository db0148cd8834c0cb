#!/usr/bin/env python3
"""test/compat/cg.z (NAS CG style, gathers `Pv#[Col]` and `Tmp#[Index1, 0]`)
at 1..4 processors on every binding. Floating-point reductions combine in a
different order on each processor count, so the check is: identical output
on every binding for a processor count, and every number within a relative
1e-6 of an independent Python run of the same algorithm.

usage: remap_cg.py BINARY MPIRUN
"""
import math
import subprocess
import sys


def reference(n=64, bands=3, niter=15, shift=10.0, tol=1.0e-10):
    A = {}
    for i in range(1, n + 1):
        for d in range(-bands, bands + 1):
            A[i, d] = -1.0 / (1.0 + abs(d))
        A[i, 0] = shift + 2.0 * bands

    def matvec(p):
        return [sum(A[i, d] * p[i + d - 1] for d in range(-bands, bands + 1)
                    if 1 <= i + d <= n) for i in range(1, n + 1)]

    def dot(u, w):
        return sum(a * b for a, b in zip(u, w))

    x = [1.0] * n
    lines = []
    for it in range(1, niter + 1):
        z = [0.0] * n
        res = list(x)
        p = list(res)
        rho = dot(res, res)
        for _ in range(25):
            q = matvec(p)
            alpha = rho / dot(p, q)
            z = [a + alpha * b for a, b in zip(z, p)]
            res = [a - alpha * b for a, b in zip(res, q)]
            rho0, rho = rho, dot(res, res)
            if rho < tol:
                break
            beta = rho / rho0
            p = [a + beta * b for a, b in zip(res, p)]
        rnorm = math.sqrt(dot(res, res))
        zeta = shift + 1.0 / dot(x, z)
        lines.append((it, rnorm, zeta))
        norm = math.sqrt(dot(z, z))
        x = [a / norm for a in z]
    return lines


def close(out, ref):
    rows = [l.split() for l in out.strip().splitlines()]
    if len(rows) != len(ref):
        return False
    for r, (it, rnorm, zeta) in zip(rows, ref):
        if len(r) != 3 or int(r[0]) != it:
            return False
        for got, want in zip(map(float, r[1:]), (rnorm, zeta)):
            if abs(got - want) > 1e-6 * abs(want):
                return False
    return True


binary, mpirun = sys.argv[1], sys.argv[2]
ref = reference()
failures, runs = [], 0
for np in (1, 2, 3, 4):
    outs = {}
    variants = [("threads", [binary, "-p%d" % np, "--binding=threads"])]
    for b in ("mpi", "mpi-rma", "mpi-shm"):
        variants.append((b, mpirun.split() + ["-np", str(np), binary, "--binding=" + b]))
    for name, cmd in variants:
        runs += 1
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=120, input="")
        except subprocess.TimeoutExpired:
            failures.append("%s np=%d: timed out" % (name, np))
            continue
        if p.returncode != 0:
            failures.append("%s np=%d: exit %d: %s" % (name, np, p.returncode, p.stderr[:500]))
        elif not close(p.stdout, ref):
            failures.append("%s np=%d: differs from the reference:\n%s" % (name, np, p.stdout))
        outs[name] = p.stdout
    if len(set(outs.values())) > 1:
        failures.append("np=%d: bindings disagree" % np)
for f in failures:
    print("FAIL", f)
print("%d runs, %d failures" % (runs, len(failures)))
sys.exit(1 if failures else 0)
