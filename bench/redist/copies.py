#!/usr/bin/env python3
"""Copies per byte of a zplc program's transfers on an MPI binding: the bytes
the binding staged (gathers into and scatters out of buffers, ZPL_COMM_STATS'
`staged bytes`) plus the bytes MPI copied, over the bytes sent between
processors.

MPI's copies are counted, not assumed: every rank runs under
`strace -e process_vm_readv,process_vm_writev`, and the bytes those calls
moved are the kernel's single copies (Open MPI's vader transport with CMA);
the rest of the payload went through shared-memory fragments, copied in and
out (two copies). Collectives of the run (a few small messages) count too.

    python3 bench/redist/copies.py -np 2 --binding=mpi -- ./redist -sn=1000 -skase=1
usage: copies.py -np N --binding=B [--mpirun CMD] -- PROGRAM ARGS...
"""
import argparse
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile


def main():
    argv = sys.argv[1:]
    if "--" not in argv:
        sys.exit(__doc__)
    cut = argv.index("--")
    ap = argparse.ArgumentParser()
    ap.add_argument("-np", type=int, required=True)
    ap.add_argument("--binding", required=True)
    ap.add_argument("--mpirun", default="mpirun --oversubscribe --mca pml ob1")
    a = ap.parse_args(argv[:cut])
    prog = argv[cut + 1:]
    tmp = tempfile.mkdtemp(prefix="zplc-copies-")
    env = dict(os.environ, ZPL_COMM_STATS="1", TMPDIR=tmp, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    # One trace file per rank (named by its pid), through a shell wrapper.
    cmd = shlex.split(a.mpirun) + ["-np", str(a.np), "sh", "-c",
                                   'exec strace -f -qq -e trace=process_vm_readv,'
                                   'process_vm_writev -o "$0/trace.$$" "$@"', tmp] + prog + [
                                       "--binding=" + a.binding]
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    if r.returncode != 0:
        sys.exit("run failed: " + r.stderr[-800:])
    kernel = 0
    for f in glob.glob(os.path.join(tmp, "trace.*")):
        for line in open(f):
            m = re.search(r"process_vm_(?:read|write)v\(.*\)\s*=\s*(\d+)", line)
            if m:
                kernel += int(m.group(1))
    shutil.rmtree(tmp, ignore_errors=True)
    total = re.search(r"^\s*total\s+(\d+)\s+(\d+)\s+(\d+)\s+[0-9.]+\s+[0-9.]+\s+(\d+)\s*$",
                      r.stderr, re.M)
    if not total:
        sys.exit("no ZPL_COMM_STATS table in the output:\n" + r.stderr[-800:])
    messages, sent, staged = int(total.group(1)), int(total.group(2)), int(total.group(4))
    fragments = max(0, sent - kernel)
    copies = staged + kernel + 2 * fragments
    print("%s np=%d: %d messages, %d bytes sent; staged %d, kernel copies %d, through "
          "fragments %d (x2): %.2f copies per byte" % (
              a.binding, a.np, messages, sent, staged, kernel, fragments,
              copies / sent if sent else 0.0))


if __name__ == "__main__":
    main()
