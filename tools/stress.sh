#!/bin/sh
# `make test-stress`: the whole suite (make test, TEST_LUAS as given) with a CPU hog on every core
# beside it, as on a busy CI machine. The hogs are busy loops of this shell's own; each also ends
# itself once this script is gone (killed with -9 too), and the trap stops them on any exit,
# Ctrl-C and kill included. Prints the suite's time last; exits with the suite's status.
cd "$(dirname "$0")/.." || exit 1
MAKE=${MAKE:-make}
cores=$(nproc 2>/dev/null || echo 2)
me=$$
hogs=""
stop() {
  [ -n "$hogs" ] && kill $hogs 2>/dev/null
  hogs=""
}
trap 'stop' EXIT
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM HUP
i=0
while [ "$i" -lt "$cores" ]; do
  # bounded by this script's life: the loop looks every 200000 iterations whether it still runs
  sh -c 'while kill -0 '"$me"' 2>/dev/null; do n=0; while [ $n -lt 200000 ]; do n=$((n + 1)); done; done' &
  hogs="$hogs $!"
  i=$((i + 1))
done
echo "== test-stress: $cores CPU hog(s) beside the suite (pids$hogs)"
start=$(date +%s)
$MAKE --no-print-directory test TEST_LUAS="${TEST_LUAS:-lua5.4 lua5.3 luajit}"
rc=$?
end=$(date +%s)
stop
echo "test-stress: the suite took $(( (end - start) / 60 ))m$(( (end - start) % 60 ))s beside $cores hog(s); exit $rc"
exit $rc
