-- bench/zklock_worker.lua SERVERS PATH CYCLES HOLD_MS OUT GOFILE [async] (ZKLOCK_WATCH_AHEAD=K: the lock
-- option watch_ahead)
-- One zklock client (one OS process, blocking waiter). Connects, waits for GOFILE, then takes
-- and releases PATH CYCLES times; writes start/end times, overlaps and acquire latencies to OUT,
-- the session's request counters over those cycles to OUT.stats ("sent chained refreshes"), creates
-- OUT.done and closes once GOFILE.stop exists (the driver reads the server's counters between).
-- "async": the session's async_release option on. OUT.handoff: "start acquired released" for each
-- acquisition (zklock.now(), CLOCK_MONOTONIC: one clock for every process of the machine), from
-- which bench/run.lua takes the release-to-acquire latency of the hand-offs between processes.
local zklock = require "zklock"
local hs = dofile(arg[0]:gsub("[^/]*$", "") .. "handshake.lua")
local servers, path, cycles, hold, out, go = arg[1], arg[2], tonumber(arg[3]), tonumber(arg[4]) / 1000, arg[5], arg[6]
local now = zklock.now
local s = assert(zklock.connect { servers = servers, session_timeout = 30, async_release = arg[7] == "async" })
local m = s:mutex(path, { watch_ahead = tonumber(os.getenv("ZKLOCK_WATCH_AHEAD") or "") })
assert(s:exists("/"))   -- a first request: the server's connection stats then show our xids
local shared = path:gsub("/", "_")

local exists = hs.exists
-- sleep without spinning: the session fd never gets readable here unless ZooKeeper speaks
local function pause(t)
  local deadline = now() + t
  while true do
    local left = deadline - now()
    if left <= 0 then return end
    s:_wait(left)
    s:dispatch()
  end
end

local function short_pause() pause(0.002) end
hs.touch(out .. ".ready")
hs.await_file(go, now, short_pause, function() s:close(); os.exit(1) end)
local st0 = s:_stats()
local lat, rec, overlaps = {}, {}, 0
-- the overlap check crosses processes, so it is a marker file: on tmpfs, to cost little
local shm = io.open("/dev/shm", "r") and "/dev/shm" or "/tmp"
local inside = shm .. "/zklock-bench" .. shared .. ".inside"
local t0 = now()
for i = 1, cycles do
  local a = now()
  assert(m:acquire(300))
  local got = now()
  lat[i] = got - a
  if exists(inside) then overlaps = overlaps + 1 end
  local g = io.open(inside, "wb"); g:close()
  if hold > 0 then pause(hold) end
  os.remove(inside)
  rec[i] = string.format("%.9f %.9f %.9f\n", a, got, now())
  assert(m:release())
end
local t1 = now()
do
  local f = assert(io.open(out .. ".handoff", "wb"))
  f:write(table.concat(rec))
  f:close()
end
hs.finish(s, out, string.format("%.9f %.9f %d", t0, t1, overlaps), lat, st0, s:_stats(), go .. ".stop", now, short_pause)
