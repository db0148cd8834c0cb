#!/usr/bin/env bash
# Usage: scripts/check-layers.sh [ROOT]
#
# Checks that #include arrows run one way between the parts of the tree
# (docs/ARCHITECTURE.md draws them):
#
#   runtime/relations <- runtime/predict <- runtime/ironman <- runtime/support <- runtime/program
#   basic <- frontend <- ir <- passes, codegen <- tools
#
# so that, e.g., codegen/ includes nothing from frontend/ or passes/, and
# passes/ nothing from codegen/. Each part lists the parts it may include
# (itself always). A violation prints `FILE:LINE: PART must not include
# HEADER` and the exit code is 1. ROOT defaults to the repository.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root" || exit 2

# The part a path belongs to: its first two components under runtime/, else
# its first one. Set in $target; no subshells, since this runs once per
# #include line of the tree (with `cut` and `sed` per line the check took 14 s).
part() {
  case $1 in
  runtime/*) local rest=${1#runtime/}; target=runtime/${rest%%/*} ;;
  *) target=${1%%/*} ;;
  esac
}

# What each part may include besides itself (and system or third-party headers).
allowed() {
  case $1 in
  basic) echo "" ;;
  frontend) echo "basic" ;;
  # ir/ holds the IR and the lowering from the front end's AST to it.
  ir) echo "basic frontend runtime/relations" ;;
  passes) echo "basic ir runtime/relations runtime/program" ;;
  # The emitter writes programs against the runtime, and encodes relations
  # with its library.
  codegen) echo "basic ir runtime/relations runtime/support runtime/ironman runtime/program" ;;
  runtime/relations) echo "" ;;
  runtime/predict) echo "runtime/relations" ;;
  # The bindings take a processor's core (ironman/Processor.h: rank, binding,
  # the clock, stopping the program); support's Proc derives from it, and
  # support's start-up, collectives and output run on the bindings.
  runtime/ironman) echo "runtime/relations runtime/predict" ;;
  runtime/support) echo "runtime/relations runtime/predict runtime/ironman" ;;
  runtime/program) echo "runtime/relations runtime/support runtime/ironman" ;;
  *) echo "*" ;;
  esac
}

parts="basic frontend ir passes codegen runtime/relations runtime/predict runtime/support runtime/ironman runtime/program"
include_re='^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*)"'
bad=0
for p in $parts; do
  [ -d "$p" ] || continue
  ok=$(allowed "$p")
  while IFS=: read -r file line text; do
    [[ $text =~ $include_re ]] || continue
    inc=${BASH_REMATCH[1]}
    case $inc in */*) ;; *) continue ;; esac
    part "$inc"
    [ "$target" = "$p" ] && continue
    # Only our own parts are checked; anything else (llvm/, clang/, ...) is a library.
    case " $parts tools test bench " in *" $target "*) ;; *) continue ;; esac
    case " $ok " in *" $target "*) continue ;; esac
    echo "$file:$line: $p must not include $inc"
    bad=1
  done < <(grep -rn --include='*.h' --include='*.cpp' --include='*.def' --include='*.inc' '#[[:space:]]*include' "$p")
done
[ $bad -eq 0 ] && echo "check-layers.sh: the include arrows run one way"
exit $bad
