#!/bin/sh
# model/model.sh -- the configurations of the design as the C implements it (docs/model.md), one
# SPIN run at a time, one line each; the lines also go to build/model/results.txt.
# Safety runs are bitstate searches (-w$BITS: 2^BITS bits, 2^33 = 1 GB) stopped after TLIMIT
# seconds: the line says how many states were explored, whether the search ended by itself or
# was time-limited, and the hash factor (above 100: few states lost to hash collisions). The
# timed configuration gets VTLIMIT seconds (and a deeper stack). Liveness is an exhaustive search
# (-a, weak fairness, 8 GB) stopped after LTLIMIT seconds if it has not ended by then.
# Bounded: 9 x TLIMIT + VTLIMIT + LTLIMIT + 2 x WTLIMIT (about 43 minutes at most by default)
# plus the compiles (the
# first time: 1 to 3.5 minutes each on a loaded 2-core machine; kept in build/model after that).
# Exit 1 on any error.
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/../build/model}
mkdir -p "$out"
results=$out/results.txt
export SEARCH=${SEARCH:-bitstate} BITS=${BITS:-33} TLIMIT=${TLIMIT:-110} DEPTH=${DEPTH:-20000}
VTLIMIT=${VTLIMIT:-200} LTLIMIT=${LTLIMIT:-200} WTLIMIT=${WTLIMIT:-600}
fail=0
: > "$results"
run() {
  line=$("$here/run.sh" "$@")
  case $line in
    *"errors=0"*) line="ok       $line" ;;
    *) line="ERROR    $line"; fail=1 ;;
  esac
  echo "$line" | tee -a "$results"
}
echo "# make model, $(date -u '+%Y-%m-%d %H:%M UTC'), spin $(spin -V | sed 's/Spin Version //; s/ --.*//')" | tee -a "$results"
run mutex  MUTEX           # cohort of 2 + 1: local hand-off, outside deletes, losses, deadlines
run strict STRICT GIVEUP   # strict mutex, 2 coroutines on their own nodes + 1: watch_ahead (a waiter behind two nodes watches both), waiters that give up
run far    STRICT GIVEUP WATCH_AHEAD=1 FAR_AHEAD   # past watch_ahead: the second node ahead watched, its going a listing
run rw     RW              # write, downgrade, read + another writer
run sem    SEM             # semaphore of 1 lease: internal lock + lease, 1 + 2 coroutines
TLIMIT=$VTLIMIT DEPTH=200000 run validity VALIDITY USER_WRITES   # timed: the validity window, delays, partitions, reconnects, expiry; the program's own writes prove holds
run latch  LATCH           # leader latch: two participants joining again, outside deletes, losses, deadlines
run owner  OWNER           # ownership: the impostor replaces a waiting or cut-off client's node, losses
PANFLAGS=-E run grant GRANT HINT_TELL=12 HINT_A=8 HINT_B=14   # timed: grant_validity on the local hand-off (client 0's cohort; hints: mutants.sh)
PANFLAGS=-E run reorder STRICT NO_DL LOSS_WHEN_WAITING HINT_REORDER   # path 2: a loss while waiting, both nodes gone by the reconnect
SEARCH=liveness TLIMIT=$LTLIMIT MEMLIM=8192 run live LIVE # liveness: no waiter waits forever while nobody holds
# the validity window, one holder on a lagging follower, under model/mutants.sh's two schedule hints
# (guards: they only remove behaviours), in which margin 0 and the old rule fail: bitstate
# searches (-w35, 4 GB; an exhaustive one needs more than 12 GB)
SEARCH=bitstate BITS=35 MEMLIM=6144 TLIMIT=$WTLIMIT PANFLAGS=-E run window_m0 WINDOW HINT_A=1 HINT_B=19
SEARCH=bitstate BITS=35 MEMLIM=6144 TLIMIT=$WTLIMIT PANFLAGS=-E run window_old WINDOW HINT_A=8 HINT_B=23 HINT_CO=18
echo "results: $results"
exit $fail
