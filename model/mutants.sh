#!/bin/sh
# model/mutants.sh -- known-bad variants; SPIN must find a counterexample for each. One SPIN run at
# a time; each line also goes to build/model/mutants.txt. Bitstate search (a found error is real);
# a mutant not caught runs until TLIMIT seconds (default 150): about 10 minutes in all.
# Each line: name, configuration, defines (narrowed to the faults the mutant needs: faster).
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
run m_noread   m_noread   MUTEX  MUT_NOREAD NO_LOSS NO_DL NFAULTS=1             # held on predecessor gone without reading our node (before 77c4602)
run m_nowatch  m_nowatch  MUTEX  MUT_NOWATCH NO_LOSS NO_DL NFAULTS=1            # local grant without the carrier's watch
run m_nocheck  m_nocheck  RW     MUT_NOCHECK                                    # downgrade re-creates R without check(W)
run m_revive   m_revive   STRICT MUT_REVIVE NO_LOSS NO_OUT NFAULTS=1            # a late refresh answer revives a hold
SEARCH=liveness run m_nosync m_nosync LIVE MUT_NOSYNC                           # lost-create lookup without sync
SEARCH=liveness run m_nocancel m_nocancel SEMLIVE MUT_NOCANCEL LEASE_LIVE       # lease waiter not cancelled (only leases count as holds)
DEPTH=200000 run m_margin0 m_margin0 VALIDITY MUT_MARGIN0                                 # margin 0
DEPTH=200000 run m_oldrule m_oldrule VALIDITY MUT_OLDRULE                                 # the rule before issue 20
# the control of m_nocancel: the design under the same property must pass
line=$(SEARCH=liveness MEMLIM=8192 "$here/run.sh" semlive SEMLIVE LEASE_LIVE)
case $line in
  *"errors=0"*) line="control ok  $line" ;;
  *) line="CONTROL ERR $line"; fail=1 ;;
esac
echo "$line" | tee -a "$results"
echo "results: $results"
exit $fail
