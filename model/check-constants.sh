#!/bin/sh
# model/check-constants.sh -- the validity constants of model/constants.pml against csrc/.
# The C names them once, in csrc/session.h:
#   #define ZKL_VALIDITY_LAG 0.30              (W as a share of T)       model LAG_PCT
#   #define ZKL_VALIDITY_MARGIN_MIN 0.35       (least validity_margin)   model MARGIN_PCT
#   #define ZKL_VALIDITY_MARGIN_DEFAULT ...    (the default: the minimum) model MARGIN_PCT
#   #define ZKL_REFRESH_DIV 4                  (I = T / 4)               model REFRESH_DIV
#   #define ZKL_HEARTBEAT_DIV 10               (H = T / 10)              model HEARTBEAT_DIV
#   #define ZKL_GRANT_VALIDITY_DEFAULT 0.25    (grant_validity's default) model GRANT_PCT
# and in csrc/engine.h:
#   #define ZKL_WATCH_AHEAD_DEFAULT 4          (watch_ahead's default)   model AHEAD_K at most
# and uses them in csrc/validity.c (W, I, H) and refresh.c (refreshes at least I/4 apart: model
# RGAP_DIV; the grant floor, T x grant_validity, whose default core.c hands to options.lua). Each value is compared; a name or a use not found fails too (the C was changed:
# change this script and the model with it). Exit 0 only when everything matches.
# ROOT=dir checks another tree (a spec may point it at a copy with a value changed).
here=$(cd "$(dirname "$0")" && pwd)
root=${ROOT:-$here/..}
pml=${PML:-$here/constants.pml}
c=$root/csrc
bad=0
val() { sed -n "s/^#define $1 *\([0-9]*\).*/\1/p" "$pml" | head -1; }
fail() { echo "FAIL $*"; bad=1; }
# named NAME: the value #defined in session.h, following one level of another name
named() {
  v=$(sed -n "s/^#define $1 \{1,\}\([^ /]*\).*/\1/p" "$c/session.h" | head -1)
  case $v in ZKL_*) v=$(sed -n "s/^#define $v \{1,\}\([^ /]*\).*/\1/p" "$c/session.h" | head -1) ;; esac
  echo "$v"
}
# share NAME MODEL_NAME: a share of T in C (0.35) against a percentage in the model (35)
share() {
  v=$(named "$1"); m=$(val "$2")
  [ -n "$v" ] || { fail "$1: not #defined in csrc/session.h"; return; }
  [ -n "$m" ] || { fail "$2: not in $pml"; return; }
  got=$(awk -v v="$v" 'BEGIN { if (v !~ /^[0-9.]+$/) { print "x"; exit } printf "%d", v * 100 + 0.5 }')
  if [ "$got" = "$m" ]; then echo "ok   $1 = $v, model $2 = $m%"; else fail "$1 = $v, model $2 = $m%"; fi
}
# div NAME MODEL_NAME: a divisor of T in C and in the model
div() {
  v=$(named "$1"); m=$(val "$2")
  [ -n "$v" ] || { fail "$1: not #defined in csrc/session.h"; return; }
  [ -n "$m" ] || { fail "$2: not in $pml"; return; }
  if [ "$v" = "$m" ]; then echo "ok   $1 = T/$v, model $2 = T/$m"; else fail "$1 = T/$v, model $2 = T/$m"; fi
}
# uses FILE PATTERN WHAT: the C computes WHAT from the named constant (grep -E)
uses() {
  if grep -Eq "$2" "$c/$1"; then echo "ok   $3 ($1)"; else fail "$3: '$2' not found in csrc/$1"; fi
}

[ -f "$c/session.h" ] || { echo "FAIL no $c/session.h"; exit 1; }
share ZKL_VALIDITY_LAG LAG_PCT
share ZKL_VALIDITY_MARGIN_MIN MARGIN_PCT
share ZKL_VALIDITY_MARGIN_DEFAULT MARGIN_PCT
share ZKL_GRANT_VALIDITY_DEFAULT GRANT_PCT
div ZKL_REFRESH_DIV REFRESH_DIV
div ZKL_HEARTBEAT_DIV HEARTBEAT_DIV
uses validity.c 'session_ms \* 1e6 \* ZKL_VALIDITY_LAG' "W = T x ZKL_VALIDITY_LAG"
uses validity.c 'session_ms \* 1e6 \* \(1\.0 - S->margin\)' "deadline = anchor + T x (1 - margin)"
uses validity.c 'session_ms \* 1000000 / ZKL_REFRESH_DIV' "I = T / ZKL_REFRESH_DIV"
uses validity.c 'session_ms \* 1000000 / ZKL_HEARTBEAT_DIV' "H = T / ZKL_HEARTBEAT_DIV"
uses session.c 'margin >= ZKL_VALIDITY_MARGIN_MIN \? o->margin : ZKL_VALIDITY_MARGIN_DEFAULT' "margin below the minimum: the default"
uses refresh.c 'session_ms \* 1e6 \* S->grant_validity' "grant floor = T x grant_validity"
uses refresh.c 'lease_left_ns < grant_floor' "a hold is short with less than the floor left"
uses core.c 'lua_pushnumber\(L, ZKL_GRANT_VALIDITY_DEFAULT\)' "grant_validity's default handed to Lua"
# options.lua: the default is the least of ZKL_GRANT_VALIDITY_DEFAULT and 1 - margin - K; at the
# default margin that must be the model's GRANT_PCT
opts=$root/lua/zklock/options.lua
k=$(sed -n 's/.*grant_max = math_max(0, 1 - margin - \([0-9.]*\)).*/\1/p' "$opts" 2>/dev/null | head -1)
if [ -z "$k" ] || ! grep -q 'grant = math_min(M.GRANT_VALIDITY, grant_max)' "$opts"; then
  fail "grant_validity's default: 'grant_max = math_max(0, 1 - margin - K)' and 'math_min(M.GRANT_VALIDITY, grant_max)' not found in lua/zklock/options.lua"
else
  got=$(awk -v g="$(named ZKL_GRANT_VALIDITY_DEFAULT)" -v m="$(named ZKL_VALIDITY_MARGIN_DEFAULT)" -v k="$k" \
    'BEGIN { x = 1 - m - k; if (x < 0) x = 0; if (g < x) x = g; printf "%d", x * 100 + 0.5 }')
  m=$(val GRANT_PCT)
  if [ "$got" = "$m" ]; then echo "ok   grant_validity's default at the default margin: min(default, 1 - margin - $k) = $got% (options.lua), model GRANT_PCT = $m%"
  else fail "grant_validity's default at the default margin: $got% (options.lua), model GRANT_PCT = $m%"; fi
fi
# watch_ahead: the model has a waiter watch every node ahead of it (at most AHEAD_K), from two on
# (acquire.c decide); the lock's default (lmutex.c) must be at least that
wa=$(sed -n 's/^#define ZKL_WATCH_AHEAD_DEFAULT \{1,\}\([0-9]*\).*/\1/p' "$c/engine.h" 2>/dev/null | head -1)
m=$(val AHEAD_K)
if [ -z "$wa" ]; then fail "ZKL_WATCH_AHEAD_DEFAULT: not #defined in csrc/engine.h"
elif [ -z "$m" ]; then fail "AHEAD_K: not in $pml"
elif [ "$wa" -ge "$m" ]; then echo "ok   ZKL_WATCH_AHEAD_DEFAULT = $wa >= model AHEAD_K = $m (every node ahead watched)"
else fail "ZKL_WATCH_AHEAD_DEFAULT = $wa < model AHEAD_K = $m"; fi
uses lmutex.c 'watch_ahead = ZKL_WATCH_AHEAD_DEFAULT' "a lock's watch_ahead defaults to ZKL_WATCH_AHEAD_DEFAULT"
uses acquire.c 'nb > 1 && zkl_ahead_fits' "a watch set from two blocking nodes on (model AHEAD_SET)"
# a write's proof (refresh.c zkl_refresh_proven) takes a refresh's anchor: the model's lease rule is unchanged
uses refresh.c 'int64_t anchor = zkl_validity_anchor\(S, r\), now' "a write of ours proves holds with a refresh's anchor (model write_proof)"
g=$(grep -o 'refresh_sent_ns + interval / [0-9]*' "$c/refresh.c" | grep -o '[0-9]*$' | sort -u)
m=$(val RGAP_DIV)
if [ -z "$g" ]; then fail "refresh spacing: 'refresh_sent_ns + interval / N' not found in csrc/refresh.c"
elif [ "$g" = "$m" ]; then echo "ok   refresh spacing I/$g (refresh.c), model RGAP_DIV = $m"
else fail "refresh spacing I/$g (refresh.c), model RGAP_DIV = $m"; fi
[ $bad = 0 ] && echo "constants: the model matches csrc/" || echo "constants: the model and csrc/ differ"
exit $bad
