#!/bin/sh
# model/mutants.sh -- known-bad variants; SPIN must find a counterexample for each.
# Each line: name, configuration, defines. Bitstate search (fast; a found error is real).
here=$(cd "$(dirname "$0")" && pwd)
export SEARCH=${SEARCH:-bitstate} BITS=${BITS:-30} TLIMIT=${TLIMIT:-300} DEPTH=${DEPTH:-20000}
fail=0
run() {
  name=$1; shift
  line=$("$here/run.sh" "$@")
  case $line in
    *"errors=0"*|*"errors=?"*) echo "NOT CAUGHT  $line"; fail=1 ;;
    *) echo "caught      $line" ;;
  esac
}
run m_nowatch  m_nowatch  MUTEX  FIX_GONE MUT_NOWATCH NO_LOSS NO_DL NFAULTS=1   # local grant without the carrier's watch
run m_nocheck  m_nocheck  RW     FIX_GONE MUT_NOCHECK                           # downgrade re-creates R without check(W)
run m_revive   m_revive   STRICT FIX_GONE MUT_REVIVE NO_LOSS NO_OUT NFAULTS=1   # a late refresh answer revives a hold
SEARCH=liveness run m_nosync m_nosync LIVE MUT_NOSYNC                           # lost-create lookup without sync
SEARCH=liveness run m_nocancel m_nocancel SEMLIVE FIX_GONE MUT_NOCANCEL         # lease waiter not cancelled
run m_margin0  m_margin0  LEASE  MUT_MARGIN0                                    # margin 0
run m_oldrule  m_oldrule  LEASE  MUT_OLDRULE                                    # the old lease rule
exit $fail
