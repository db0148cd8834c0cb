#!/usr/bin/env bash
# Start-up of an empty MPI program through test/Inputs/mpirun.sh under three
# settings: `default` (Open MPI's own), `hwloc` (only the wrapper's hwloc
# settings) and `suites` (all of the wrapper's settings: hwloc, PMIx's job
# store, the `coll` components), at -np 1 and 4: 6 rounds of 5 runs each,
# the order of the three reversed every other round, after a warm-up run of
# each. Prints min and median per variant (bench/summarise.py) and the load
# average before and after. Usage: bash bench/mpi-start/run.sh
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1
export OMPI_MCA_btl=self,vader OMPI_MCA_rmaps_base_oversubscribe=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#include <mpi.h>\nint main(int c, char **v) { MPI_Init(&c, &v); MPI_Finalize(); }\n' > "$work/e.c"
mpicc -O2 "$work/e.c" -o "$work/e"
start() { # variant np; an empty value is Open MPI's default (mpirun.sh keeps it)
  local unset=()
  case "$1" in
    default) unset=(HWLOC_COMPONENTS= HWLOC_PLUGINS_BLACKLIST= PMIX_MCA_gds= OMPI_MCA_coll=) ;;
    hwloc) unset=(PMIX_MCA_gds= OMPI_MCA_coll=) ;;
  esac
  env "${unset[@]}" bash "$top/test/Inputs/mpirun.sh" mpirun -np "$2" "$work/e"
}
variants="suites hwloc default" reversed="default hwloc suites"
echo "load before: $(cat /proc/loadavg)"
for np in 1 4; do for v in $variants; do start $v $np; done; done # warm-up
for np in 1 4; do
  for r in 1 2 3 4 5 6; do
    order=$variants; [ $((r % 2)) = 0 ] && order=$reversed
    for v in $order; do
      s=$(date +%s.%N)
      for i in 1 2 3 4 5; do start "$v" $np; done
      echo "$np $v $(echo "($(date +%s.%N) - $s) / 5" | bc -l)"
    done
  done
done > "$work/times"
echo "load after: $(cat /proc/loadavg)"
python3 "$top/bench/summarise.py" "$work/times"
