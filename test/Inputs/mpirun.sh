#!/usr/bin/env bash
# Runs mpirun in a TMPDIR of its own. Open MPI creates its session directory
# under TMPDIR, and two mpiruns starting at once in the same one (lit runs
# tests in parallel) can fail with "mkdir ... File exists".
#
# mpirun and every rank discover the machine's topology with hwloc, whose
# I/O discovery reads each PCI device's configuration from sysfs and whose
# plugins load libOpenCL, libGL and libxml2: without them an empty MPI
# program's `mpirun -np 4` takes 0.401 s instead of 0.562 s, and -np 1
# 0.245 s instead of 0.305 s (medians, bench/mpi-start/run.sh; the absolute
# times vary between runs on this guest by 20 %, the gap less).
# Open MPI uses the topology to bind processes and to place network devices;
# the suites run on one node over `vader`, which needs neither.
# A value set by the caller (even empty) wins.
export HWLOC_COMPONENTS=${HWLOC_COMPONENTS--linuxio}
export HWLOC_PLUGINS_BLACKLIST=${HWLOC_PLUGINS_BLACKLIST-hwloc_pci,hwloc_opencl,hwloc_gl,hwloc_xml_libxml}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/zplc-mpirun.XXXXXX")
TMPDIR=$tmp "$@"
rc=$?
rm -rf "$tmp"
exit $rc
