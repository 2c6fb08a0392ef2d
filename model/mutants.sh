#!/bin/sh
# model/mutants.sh -- known-bad variants; SPIN must find a counterexample for each. One SPIN run at
# a time; each line also goes to build/model/mutants.txt. Bitstate search (a found error is real);
# a mutant not caught runs until TLIMIT seconds (default 150); the controls run to their limits.
# Each line: name, configuration, defines (narrowed to the faults the mutant needs: faster).
# Controls: the design in the same narrowed configurations (must pass).
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/../build/model}
mkdir -p "$out"
results=$out/mutants.txt
export SEARCH=${SEARCH:-bitstate} BITS=${BITS:-30} TLIMIT=${TLIMIT:-150} DEPTH=${DEPTH:-20000}
fail=0
: > "$results"
run() {
  name=$1; shift
  line=$("$here/run.sh" "$@")
  case $line in
    *"errors=0"*|*"errors=?"*) line="NOT CAUGHT  $line"; fail=1 ;;
    *) line="caught      $line" ;;
  esac
  echo "$line" | tee -a "$results"
}
echo "# make model-mutants, $(date -u '+%Y-%m-%d %H:%M UTC')" | tee -a "$results"
# path 2: with our node watched while we wait, a bad hold on the node ahead's deletion needs a loss
# while waiting and both nodes gone by the reconnect (the re-registered watches fire in no order):
# schedule hints (guards) and random simulations reach that corner; a depth-first search did not
# With ownership on every path, become_held itself asks what path 2's rule asks (our node's watch with
# an answer on this connection, or an owner seen on it): alone these two are masked (300 seeds, none
# found); with MUT_NOOWNER they are the C before that rule
SEARCH=sim run m_noread m_noread STRICT MUT_NOREAD MUT_NOOWNER NO_DL LOSS_WHEN_WAITING HINT_REORDER   # held on predecessor gone with neither the watch nor the read
SEARCH=sim run m_noans  m_noans  STRICT MUT_NOANS MUT_NOOWNER  NO_DL LOSS_WHEN_WAITING HINT_REORDER   # held on the watch without an answer on the new connection
run m_dirstale m_dirstale MUTEX MUT_DIRSTALE NO_LOSS NO_DL NFAULTS=1 STANDIN_ALWAYS   # the listing's children watch trusted after it fired
run m_nowatch  m_nowatch  MUTEX  MUT_NOWATCH NO_LOSS NO_DL NFAULTS=1            # local grant without the carrier's watch
run m_nocheck  m_nocheck  RW     MUT_NOCHECK                                    # downgrade re-creates R without check(W)
run m_revive   m_revive   STRICT MUT_REVIVE NO_LOSS NO_OUT NFAULTS=1            # a late refresh answer revives a hold
SEARCH=liveness run m_nosync m_nosync LIVE MUT_NOSYNC                           # lost-create lookup without sync
run m_noowner  m_noowner  OWNER  MUT_NOOWNER                                    # held on names alone (a relist, a confirm): the impostor's node
run m_dropahead m_dropahead STRICT MUT_DROPAHEAD NO_LOSS NO_OUT NO_DL           # watch_ahead: the node just ahead not watched (no fault needed)
run m_farhold m_farhold STRICT WATCH_AHEAD=1 FAR_AHEAD MUT_FARHOLD NO_LOSS NO_OUT NO_DL   # past watch_ahead: held when the second node ahead goes
SEARCH=liveness run m_nocancel m_nocancel SEMLIVE MUT_NOCANCEL LEASE_LIVE       # lease waiter not cancelled (only leases count as holds)
# the validity window (CFG_WINDOW: one holder on a lagging follower) under a schedule hint (the
# follower reads our requests only up to tick HINT_A and from HINT_B on; the coroutine contends from
# HINT_CO on): a hint is a guard, it only removes behaviours, so an error under it is one of the
# model; the controls below run the design under the same hints. -E: time stops at HORIZON, and a
# hint may leave the model with nothing to do: no invalid end state is an error here
BITS=32 PANFLAGS=-E run m_margin0 m_margin0 WINDOW MUT_MARGIN0 HINT_A=1 HINT_B=19              # margin 0
BITS=32 PANFLAGS=-E run m_oldrule m_oldrule WINDOW MUT_OLDRULE HINT_A=8 HINT_B=23 HINT_CO=18   # the rule before issue 20
# grant_validity (CFG_GRANT: client 0's cohort on one node, timed, time stops at HORIZON: -E), under
# schedule hints (guards): the coroutines read their outcomes from tick 12 on (a pause), the server
# reads client 0's requests up to tick 8 and from tick 14 on (a refresh answered late). Undirected,
# a depth-first search reads every outcome at once (the coroutines come first) and did not reach a
# late read; random simulations reach it under the hints
SEARCH=sim run m_nogrant m_nogrant GRANT MUT_NOGRANT HINT_TELL=12 HINT_A=8 HINT_B=14   # a hold told with less than GV left
# a write's proof (CFG_WINDOW with the program's writes), under schedule hints (guards): the program
# writes only while it holds (HINT_UW), once; the follower reads our requests up to tick 4 and from
# 26 on, applies nothing from 5 to 12; the coroutine reads its outcome at 28. pan's default order
# (the last process first: the coroutine contends at tick 0, the clock runs before the servers) did
# not reach it (2.89e7 states): a hold whose create went at tick 0 is past its deadline (13 ticks
# after the send) when the write's answer can come (13), at 1 just before. -DREVERSE (the engine and the servers first, the clock and
# the coroutine last) reaches it at once: the coroutine contends at tick 4
BITS=32 PANFLAGS=-E CCFLAGS=-DREVERSE run m_wpans m_wpans WINDOW USER_WRITES MUT_WPANS HINT_UW UW_MAX=1 HINT_A=4 HINT_B=26 HINT_FA=4 HINT_FB=13 HINT_TELL=28   # a write anchored at its answer
# the controls: the design under the same property (m_nocancel) or the same hints must pass
control() {
  line=$("$here/run.sh" "$@")
  case $line in
    *"errors=0"*|*"errors=?"*) line="control ok  $line" ;;
    *) line="CONTROL ERR $line"; fail=1 ;;
  esac
  echo "$line" | tee -a "$results"
}
SEARCH=liveness MEMLIM=8192 control semlive SEMLIVE LEASE_LIVE
SEARCH=sim control reorder_sim STRICT NO_DL LOSS_WHEN_WAITING HINT_REORDER   # the design in the mutants' corner
control owner OWNER                       # the design under the impostor (a waiting or cut-off client's node)
control ahead_nf STRICT NO_LOSS NO_OUT NO_DL   # the design where m_dropahead is caught: watch_ahead, no faults
PANFLAGS=-E control grant GRANT HINT_TELL=12 HINT_A=8 HINT_B=14   # the design under the GV monitor, the same hints
BITS=32 TLIMIT=300 PANFLAGS=-E CCFLAGS=-DREVERSE control wpans WINDOW USER_WRITES HINT_UW UW_MAX=1 HINT_A=4 HINT_B=26 HINT_FA=4 HINT_FB=13 HINT_TELL=28   # the design where m_wpans is caught
SEARCH=bitstate BITS=35 MEMLIM=6144 TLIMIT=${WTLIMIT:-600} PANFLAGS=-E control window_m0 WINDOW HINT_A=1 HINT_B=19
SEARCH=bitstate BITS=35 MEMLIM=6144 TLIMIT=${WTLIMIT:-600} PANFLAGS=-E control window_old WINDOW HINT_A=8 HINT_B=23 HINT_CO=18
echo "results: $results"
exit $fail
