#!/bin/sh
# `make test`: the whole suite once per Lua version (TEST_LUAS, default "lua5.4 lua5.3 luajit"),
# each against its own build (build/<lua>/zklock/core.so, kept afterwards), then the total as the
# last line: "N passed, N failed, N skipped" (each leg's time is said after it). The LuaJIT leg also runs the OpenResty spec, the Lua
# 5.4 leg the skynet spec (skipped unless SKYNET_SRC names skynet's source: a tarball or a directory).
cd "$(dirname "$0")/.." || exit 1
MAKE=${MAKE:-make}
counts=$(mktemp)
for lua in ${TEST_LUAS:-lua5.4 lua5.3 luajit}; do
  echo "== $lua"
  start=$(date +%s)
  if $MAKE --no-print-directory all check-exports faultproxy LUA="$lua"; then
    ZKLOCK_COUNTS="$counts" LUA="$lua" sh spec/run.sh
  else
    echo "$lua 0 1 0" >> "$counts"
    echo "$lua: the build failed"
  fi
  took=$(($(date +%s) - start))
  echo "== $lua took $((took / 60))m$((took % 60))s"
done
awk '{ p += $2; f += $3; s += $4 } END { printf "%d passed, %d failed, %d skipped\n", p, f, s; exit (f > 0 || NR == 0) }' "$counts"
rc=$?
rm -f "$counts"
exit $rc
