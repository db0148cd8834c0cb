#!/usr/bin/env bash
# The cost of a write's meeting: bench/write/writes.zpl with 20,000 writes
# against one, under `mpi` at np 2 and 4 and on threads at -p2 and -p4; five
# interleaved rounds (order reversed every other round) after a warm-up,
# medians and minima. Run on a quiet machine: nice -n -10 bash bench/write/run.sh
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
zplc=${ZPLC:-$top/build/tools/zplc/zplc}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$zplc" "$top/bench/write/writes.zpl" -o "$dir/w"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1 \
  OMPI_MCA_btl=self,vader OMPI_MCA_rmaps_base_oversubscribe=1
t() { local s e; s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
run() {
  case $1 in
  mpi*) t mpirun -np "${1#mpi}" "$dir/w" --binding=mpi -sn="$2" ;;
  threads*) t "$dir/w" -p"${1#threads}" -sn="$2" ;;
  esac
}
echo "load before: $(cat /proc/loadavg)"
cfgs="mpi2 mpi4 threads2 threads4"
for c in $cfgs; do run "$c" 1 > /dev/null; run "$c" 20000 > /dev/null; done
for r in 0 1 2 3 4; do
  for c in $cfgs; do
    if [ $((r % 2)) = 0 ]; then a=1 b=20000; else a=20000 b=1; fi
    echo "$c $a $(run "$c" $a)"
    echo "$c $b $(run "$c" $b)"
  done
done > "$dir/times"
echo "load after: $(cat /proc/loadavg)"
python3 "$top/bench/summarise.py" "$dir/times"
