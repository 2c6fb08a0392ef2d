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
# to-be-closed variables and other 5.4-only syntax live in *_54_spec.lua files; the OpenResty
# spec (*_jit_spec.lua) needs the module built for LuaJIT, which nginx's Lua module loads
case "$(basename "$LUA")" in lua5.4) ;; *) set -- --exclude-pattern=_54_spec "$@" ;; esac
case "$(basename "$LUA")" in luajit) ;; *) set -- --exclude-pattern=_jit_spec "$@" ;; esac
# the skynet spec runs skynet's own Lua 5.5 whatever $LUA is: once, in the 5.4 leg; so does the
# secured-ensemble spec, whose workers run zklock built for Lua 5.4 against the client from ZK_CLIENT_SRC
case "$(basename "$LUA")" in lua5.4) ;; *) set -- --exclude-pattern=skynet_spec --exclude-pattern=secure_spec "$@" ;; esac
# the tooling specs (the zklock command, the helper's cleanup, builds and packages, the reference)
# test the Makefile, the rock and the docs, every Lua version from inside themselves: once, too
case "$(basename "$LUA")" in lua5.4) ;; *) set -- --exclude-pattern=cli_spec --exclude-pattern=cleanup_spec \
  --exclude-pattern=build_spec --exclude-pattern=docs_spec "$@" ;; esac
# so do the long protocol runs between processes and peers (the Curator interop spec, the
# multi-process specs, tests tagged #once): they test the engine's exchanges with the server and
# other clients, the same C in every Lua; each Lua's binding is tested by the other specs.
# Without this cut make test took 16 minutes on 2 cores.
case "$(basename "$LUA")" in lua5.4) ;; *) set -- --exclude-pattern=curator_spec --exclude-pattern=processes_spec \
  --exclude-tags=once "$@" ;; esac
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
