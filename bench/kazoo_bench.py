# bench/kazoo_bench.py CONNECT PATH CLIENTS CYCLES HOLD_MS SYNC
# Kazoo's Lock: CLIENTS threads, each with its own KazooClient, each takes and releases PATH
# CYCLES times after a common start. Prints "start end overlaps" and one latency per line.
# SYNC: as bench/CuratorBench.java (SYNC.ready/.go before the timed phase, SYNC.done/.stop after).
# SYNC.handoff: "start acquired released" for each acquisition (time.monotonic, CLOCK_MONOTONIC).
import os, sys, threading, time, logging
from kazoo.client import KazooClient

def signal_and_wait(signal, wait):
    open(signal, "w").close()
    give_up = time.monotonic() + 300   # bounded: a driver that died never answers
    while not os.path.exists(wait):
        if time.monotonic() > give_up:
            sys.exit(3)
        time.sleep(0.002)

logging.basicConfig(level=logging.CRITICAL)
connect, path, clients, cycles, hold = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]) / 1000
sync = sys.argv[6]
zks = []
for _ in range(clients):
    c = KazooClient(hosts=connect, timeout=30)
    c.start(timeout=30)
    zks.append(c)
warm = zks[0].Lock(path)
for _ in range(200):
    warm.acquire(); warm.release()
barrier = threading.Barrier(clients + 1)
lock_inside = threading.Lock()
state = {"inside": 0, "overlaps": 0}
lat = [[0.0] * cycles for _ in range(clients)]
rec = [[None] * cycles for _ in range(clients)]

def run(i):
    lock = zks[i].Lock(path)
    barrier.wait()
    for k in range(cycles):
        a = time.monotonic()
        lock.acquire()
        got = time.monotonic()
        lat[i][k] = got - a
        with lock_inside:
            state["inside"] += 1
            if state["inside"] != 1:
                state["overlaps"] += 1
        if hold > 0:
            time.sleep(hold)
        with lock_inside:
            state["inside"] -= 1
        rec[i][k] = "%.9f %.9f %.9f\n" % (a, got, time.monotonic())
        lock.release()

ts = [threading.Thread(target=run, args=(i,)) for i in range(clients)]
for t in ts:
    t.start()
signal_and_wait(sync + ".ready", sync + ".go")
barrier.wait()
t0 = time.monotonic()
for t in ts:
    t.join()
t1 = time.monotonic()
with open(sync + ".handoff", "w") as f:
    f.write("".join(r for row in rec for r in row))
signal_and_wait(sync + ".done", sync + ".stop")
out = ["%.9f %.9f %d" % (t0, t1, state["overlaps"])]
for row in lat:
    out.extend("%.9f" % v for v in row)
print("\n".join(out))
for c in zks:
    c.stop(); c.close()
