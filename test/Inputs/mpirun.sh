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
#
# Two more settings change what is loaded, not what is chosen. PMIx keeps
# each job's information in a shared-memory store by default (its `ds21` and
# `ds12` components, made for thousands of ranks; clearing the segment was 9 %
# of an `mpirun -np 4` in `perf`); `hash` keeps it in each process. Every
# rank opens all ten `coll` components and closes the ones it does not
# select, each close unmapping a library (TLB flushes on every CPU); the four
# listed are those Open MPI 4.1 selects for our communicators at its default
# priorities (`sm`, `han` and `adapt` have priority 0, `sync` declines unless
# asked, `inter` is for intercommunicators, which the runtime never makes).
# With both, the empty program's medians at -np 4 and 1 drop by a further
# 10-23 % (bench/mpi-start/run.sh, two runs).
# A value set by the caller (even empty, which is Open MPI's default) wins.
export HWLOC_COMPONENTS=${HWLOC_COMPONENTS--linuxio}
export HWLOC_PLUGINS_BLACKLIST=${HWLOC_PLUGINS_BLACKLIST-hwloc_pci,hwloc_opencl,hwloc_gl,hwloc_xml_libxml}
export PMIX_MCA_gds=${PMIX_MCA_gds-hash}
export OMPI_MCA_coll=${OMPI_MCA_coll-basic,libnbc,self,tuned}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/zplc-mpirun.XXXXXX")
TMPDIR=$tmp "$@"
rc=$?
rm -rf "$tmp"
exit $rc
