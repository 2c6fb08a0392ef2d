#!/bin/sh
# Runs the busted suite against real ZooKeeper servers (the specs start their own) and ends
# with the line "N passed, N failed, N skipped" (busted's TAP prints a skipped or pending test as
# "ok N - # SKIP ...": counted apart, never as a pass). Under `make asan` the sanitizer runtime is preloaded
# into the Lua process only (spec/helper.lua keeps it away from java and the shell).
LUA=${LUA:-lua5.4}
# the module built for this Lua (`make print-build LUA=...`); make asan/tsan name their own
ZKLOCK_BUILD=${ZKLOCK_BUILD:-build/$(basename "$LUA")}
export ZKLOCK_BUILD
set -- --cpath="$ZKLOCK_BUILD/?.so" "$@"
BUSTED=$(command -v busted)
out=$(mktemp)
# Which tests run under which Lua is said by tags alone:
#   #lua54  5.4 syntax (to-be-closed variables, compiled at run time): the 5.4 leg only;
#   #jit    real nginx, which loads the module built for LuaJIT: the LuaJIT leg only;
#   #once   what tests the same C, the Makefile, the rock, the docs or skynet's own Lua 5.5 in
#           every Lua from inside (tooling, peers, processes, long protocol runs, server restarts and
#           outages, the safety paths of spec 40): the 5.4 leg only. Every leg keeps the module's
#           load, the locks' basics, its own waiter adapters (and OpenResty under LuaJIT).
#           Without this cut make test took 16 minutes on 2 cores; docs/testing.md has the times.
case "$(basename "$LUA")" in
  lua5.4) exclude=jit ;;
  luajit) exclude=lua54,once ;;
  *) exclude=lua54,jit,once ;;
esac
set -- --exclude-tags="$exclude" "$@"
if [ -n "$ZKLOCK_LUA_HOST" ]; then
  # make tsan: $LUA is a sanitizer-linked host that runs busted itself
  "$LUA" "$BUSTED" -o TAP "$@" 2>&1 | tee "$out"
elif [ -n "$ZKLOCK_SAN_PRELOAD" ]; then
  LD_PRELOAD="$ZKLOCK_SAN_PRELOAD" "$LUA" "$BUSTED" -o TAP "$@" 2>&1 | tee "$out"
else
  busted --lua="$LUA" -o TAP "$@" 2>&1 | tee "$out"
fi
skipped=$(grep -c '^ok [0-9]* - # SKIP' "$out")
passed=$(($(grep -c '^ok ' "$out") - skipped))
failed=$(grep -c '^not ok ' "$out")
# A crash or sanitizer abort ends TAP early: count what was planned but never reported.
planned=$(sed -n 's/^1\.\.\([0-9][0-9]*\)$/\1/p' "$out" | tail -n 1)
# busted prints its plan last, so no plan means the run died before the end (a crash, an abort):
# that is a failure, however many tests had passed.
if [ -z "$planned" ]; then
  echo "the run ended without its TAP plan: it crashed or was aborted"
  planned=$((passed + failed + skipped)); failed=$((failed + 1))
fi
missing=$((planned - passed - failed - skipped))
[ "$missing" -gt 0 ] && failed=$((failed + missing))
if grep -q 'ERROR: AddressSanitizer\|runtime error:\|ERROR: LeakSanitizer\|WARNING: ThreadSanitizer\|ERROR: ThreadSanitizer' "$out"; then
  echo "sanitizer reported errors"; failed=$((failed + 1))
fi
rm -f "$out"
# spec/run-all.sh collects the counts of each Lua version and prints the total last
if [ -n "$ZKLOCK_COUNTS" ]; then
  echo "$LUA $passed $failed $skipped" >> "$ZKLOCK_COUNTS"
  echo "$LUA: $passed passed, $failed failed, $skipped skipped"
else
  echo "$passed passed, $failed failed, $skipped skipped"
fi
[ "$failed" -eq 0 ]
