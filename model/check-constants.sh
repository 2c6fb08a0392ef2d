#!/bin/sh
# model/check-constants.sh -- the lease constants of model/constants.pml against csrc/.
# Exit 1 when a value found in C differs from the model's. A constant the C does not name
# yet is reported "not in C" (exit 1 with STRICT=1, which a spec should set once the C has
# them): the model expects, in csrc/zkl.h,
#   #define ZKL_MARGIN_DEFAULT 0.35      (the default and minimum lease_margin)
#   #define ZKL_LAG_WINDOW     0.30      (W as a share of T)
#   #define ZKL_REFRESH_DIV    4         (I = T / 4)
#   #define ZKL_HEARTBEAT_DIV  10        (H = T / 10)
# and until they exist reads the literals of today's code (session.c, lsession.c, lease.c).
here=$(cd "$(dirname "$0")" && pwd)
root=${ROOT:-$here/..}
pml=$here/constants.pml
c=$root/csrc
bad=0; missing=0
val() { sed -n "s/^#define $1 *\([0-9]*\).*/\1/p" "$pml"; }
# pct NAME VALUE_FROM_C EXPECTED_PCT: compares a share (0.35) with a percentage (35)
pct() {
  got=$(awk -v v="$2" 'BEGIN { printf "%d", v * 100 + 0.5 }')
  if [ "$got" = "$3" ]; then echo "ok   $1: C $2, model $3%"; else echo "DIFF $1: C $2, model $3%"; bad=1; fi
}
div() {
  if [ "$2" = "$3" ]; then echo "ok   $1: C T/$2, model T/$3"; else echo "DIFF $1: C T/$2, model T/$3"; bad=1; fi
}
named() { sed -n "s/^#define $1 *\([0-9.]*\).*/\1/p" "$c/zkl.h" | head -1; }

# margin: named, else the two literals that set the default
m=$(named ZKL_MARGIN_DEFAULT)
if [ -n "$m" ]; then pct margin "$m" "$(val MARGIN_PCT)"; else
  for f in session.c lsession.c; do
    m=$(grep -o 'margin = [^;]*0\.[0-9]*' "$c/$f" | grep -o '0\.[0-9]*' | tail -1)
    [ -n "$m" ] && pct "margin ($f)" "$m" "$(val MARGIN_PCT)" || { echo "none margin ($f): not found"; missing=1; }
  done
fi
# refresh interval I
d=$(named ZKL_REFRESH_DIV)
[ -n "$d" ] || d=$(sed -n '/zkl_lease_interval(const/,/^}/p' "$c/lease.c" | grep -o '1000000 / [0-9]*' | grep -o '[0-9]*$')
[ -n "$d" ] && div "refresh interval I" "$d" "$(val REFRESH_DIV)" || { echo "none refresh interval: not found"; missing=1; }
# lag window W and heartbeat H: NEW in issue 20
w=$(named ZKL_LAG_WINDOW)
[ -n "$w" ] && pct "lag window W" "$w" "$(val LAG_PCT)" || { echo "none lag window W: not in C (ZKL_LAG_WINDOW)"; missing=1; }
h=$(named ZKL_HEARTBEAT_DIV)
[ -n "$h" ] && div "heartbeat H" "$h" "$(val HEARTBEAT_DIV)" || { echo "none heartbeat H: not in C (ZKL_HEARTBEAT_DIV)"; missing=1; }
# the old rule's pinged gap, while lease.c still has it (the model's MUT_OLDRULE mutant)
o=$(sed -n '/zkl_lease_anchor(const/,/^}/p' "$c/lease.c" | grep -o '1000000 / [0-9]*' | grep -o '[0-9]*$' | head -1)
[ -n "$o" ] && div "old rule ping gap" "$o" "$(val OLDPING_DIV)"
[ $bad = 0 ] || exit 1
[ $missing = 0 ] || [ "${STRICT:-0}" = 0 ] || exit 1
exit 0
