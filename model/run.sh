#!/bin/sh
# model/run.sh NAME CFG [DEFINES...] -- one SPIN run of zklock.pml in its own directory
# (build/model/NAME): generates the verifier, compiles it, searches, and prints one line
#   NAME: states=N transitions=N depth=N errors=N time=Ss mem=MB [bitstate coverage]
# Environment: SEARCH=safety|bitstate|liveness|sim (default safety), DEPTH (-m, default 2000000),
# MEMLIM (MB, default 3072), TLIMIT (seconds, default 600), PANFLAGS (extra pan options), OPT (-O2),
# CCFLAGS (extra options to compile pan, e.g. -DREVERSE).
set -e
name=$1; cfg=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/../build/model}/$name
mkdir -p "$out"
cd "$out"
rm -f pan.out spin.log trail.txt zklock.pml.trail _spin_nvr.tmp
cp "$here/zklock.pml" "$here/constants.pml" "$out/"
defs="-DCFG_$cfg"
for d in "$@"; do defs="$defs -D$d"; done
SEARCH=${SEARCH:-safety}
case $SEARCH in bfs) defs="$defs -DVISIBLE";; esac
if [ "$SEARCH" = sim ]; then
  # random simulations, seeds 1..SEEDS (300), each bounded (-u40000 steps): for a mutant whose
  # counterexample lies deep in a corner a depth-first search reaches late. One found is one of the
  # model (printed, with its seed); none found proves nothing (errors=? then)
  start=$(date +%s); seed=1; found=
  while [ $seed -le "${SEEDS:-300}" ] && [ $(( $(date +%s) - start )) -lt "${TLIMIT:-600}" ]; do
    timeout 20 spin $defs -n$seed -u40000 zklock.pml > sim.out 2>&1 || true   # (spin fails on a violation)
    if grep -q "assertion violated" sim.out; then
      found=$seed; cp sim.out trail.txt; break
    fi
    seed=$((seed + 1))
  done
  end=$(date +%s)
  if [ -n "$found" ]; then
    what=$(grep -m1 "text of failed assertion" trail.txt | sed 's/.*assertion: //' | cut -c1-90)
    echo "$name: states=? transitions=? depth=? errors=1 time=$((end-start))s mem=?MB [$what] search=sim, seed $found of ${SEEDS:-300} trail=$out/trail.txt"
  else
    echo "$name: states=? transitions=? depth=? errors=? time=$((end-start))s mem=?MB search=sim, $((seed - 1)) seeds, none found"
  fi
  exit 0
fi
spin -a $defs zklock.pml > spin.log 2>&1 || { cat spin.log; exit 2; }
cc=${CC:-cc}
case $SEARCH in
  safety)   copts="-DSAFETY -DCOLLAPSE" ; popts="" ;;
  bfs)      copts="-DSAFETY -DBFS -DCOLLAPSE" ; popts="" ;;
  bitstate) copts="-DSAFETY -DBITSTATE" ; popts="-w${BITS:-31}" ;;
  liveness) copts="-DCOLLAPSE -DNFAIR=5" ; popts="-a -f" ;;
esac
# compiling pan.c takes minutes on a loaded machine: the verifier is kept (build/model/NAME/pan)
# and compiled again only when the generated sources or the options change. The key covers every
# file pan.c includes: the transitions (and a hint's value, -DHINT_A=4) are in pan.m, pan.b, pan.t,
# not in pan.c (before 2026-11-28 only pan.c was in the key, so a run of the same NAME with other
# defines could reuse the old verifier). OPT: the C optimisation (-O2; -O0 builds in a fraction of
# the time on a loaded machine, and searches more slowly)
# CCFLAGS: more options for pan (-DREVERSE: the depth-first search tries the processes from the first
# created on, not from the last: the servers and the engine before the clock and the coroutine)
opt=${OPT:--O2}
copts="$copts ${CCFLAGS:-}"
key=$( (cat pan.c pan.h pan.m pan.b pan.t pan.p 2>/dev/null; echo "$cc $opt -w $copts -DMEMLIM=${MEMLIM:-3072} -DVECTORSZ=4096") | cksum)
if [ ! -x pan ] || [ "$(cat pan.key 2>/dev/null)" != "$key" ]; then
  rm -f pan pan.key
  $cc $opt -w $copts -DMEMLIM=${MEMLIM:-3072} -DVECTORSZ=4096 -o pan pan.c
  echo "$key" > pan.key
fi
oom=
start=$(date +%s)
timeout -s INT ${TLIMIT:-600} ./pan -m${DEPTH:-2000000} $popts ${PANFLAGS:-} > pan.out 2>&1 || true
end=$(date +%s)
states=$(sed -n 's/^ *\([0-9.e+]*\) states, stored.*/\1/p' pan.out | head -1)
trans=$(sed -n 's/^ *\([0-9.e+]*\) transitions.*/\1/p' pan.out | head -1)
depth=$(sed -n 's/.*depth reached \([0-9]*\).*/\1/p' pan.out | head -1)
errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' pan.out | head -1)
mem=$(sed -n 's/^ *\([0-9.]*\)\s*total actual memory usage.*/\1/p' pan.out | head -1)
extra=""
what=$(grep -m1 '^pan:1:' pan.out | sed 's/^pan:1: //; s/ (at depth.*//' | cut -c1-90)
[ -n "$what" ] && extra=" [$what]"
grep -q "max search depth too small" pan.out && extra="$extra depth-limit-hit"
grep -q "out of memory\|memory limit\|reached -DMEMLIM bound" pan.out && { extra="$extra OUT-OF-MEMORY"; oom=1; }
[ -n "$errors" ] || extra="$extra INCOMPLETE(timeout)"
# how far the search went: stopped at the first error, by the time limit, or to its end
if [ "${errors:-0}" != 0 ]; then kind="stopped at the first error"
elif grep -q '^Interrupted' pan.out; then kind="time-limited (partial)"
elif [ -n "${oom:-}" ]; then kind="memory-limited (partial)"
elif grep -q "max search depth too small" pan.out; then kind="depth-limited (partial)"
elif [ "$SEARCH" = bitstate ]; then kind="complete bitstate"
else kind="exhaustive"; fi
extra="$extra search=$SEARCH, $kind"
if [ "$SEARCH" = bitstate ]; then
  hf=$(sed -n 's/.*hash factor: *\([0-9.e+]*\).*/\1/p' pan.out | head -1)
  extra="$extra, -w${BITS:-31} hash-factor=$hf"
fi
if [ -f zklock.pml.trail ]; then
  spin -t -DCFG_$cfg $(for d in "$@"; do printf -- '-D%s ' "$d"; done) zklock.pml > trail.txt 2>&1 || true
  extra="$extra trail=$out/trail.txt"
fi
echo "$name: states=${states:-?} transitions=${trans:-?} depth=${depth:-?} errors=${errors:-?} time=$((end-start))s mem=${mem:-?}MB$extra"
