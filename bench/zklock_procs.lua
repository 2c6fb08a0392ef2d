-- bench/zklock_procs.lua SERVERS PATH N OUT GOFILE [cohort|strict]
-- One of several zklock processes contending for PATH: one session, one cqueues controller, N
-- coroutines that each take and release the mutex once (hold 0) after a common start. Connects
-- and warms up (one acquisition), creates OUT.ready, waits for GOFILE, then lets the N coroutines
-- go; writes start/end times, overlaps and acquire latencies to OUT, the session's request
-- counters over the timed phase to OUT.stats ("sent chained refreshes"), creates OUT.done and
-- closes once GOFILE.stop exists: the handshake of bench/zklock_worker.lua.
-- cohort (the default): the mutex with the default options (issue 12: the coroutines share one
-- node, hand-offs between them are local); strict: { local_handoffs = false }, a node per coroutine.
-- Overlaps are caught across processes by bench/zklock_worker.lua's marker file.
local cqueues = require "cqueues"
local condition = require "cqueues.condition"
local zklock = require "zklock"
local hs = dofile(arg[0]:gsub("[^/]*$", "") .. "handshake.lua")
local servers, path, n, out, go, mode = arg[1], arg[2], tonumber(arg[3]), arg[4], arg[5], arg[6] or "cohort"
assert(mode == "cohort" or mode == "strict", "bench: mode is cohort or strict")
local now = zklock.now

local s = assert(zklock.connect { servers = servers, waiter = "cqueues", session_timeout = 30 })
local m = s:mutex(path, mode == "strict" and { local_handoffs = false } or nil)

local exists, touch = hs.exists, hs.touch

-- the overlap check crosses processes, so it is a marker file: on tmpfs, to cost little
local shm = io.open("/dev/shm", "r") and "/dev/shm" or "/tmp"
local marker = shm .. "/zklock-bench" .. path:gsub("/", "_") .. ".inside"
local start, started = condition.new(), false
local lat, inside, overlaps, done = {}, false, 0, 0
local t0, t1, st0, st1

local function worker()
  if not started then start:wait() end
  local a = now()
  assert(m:acquire(600))
  lat[#lat + 1] = now() - a
  if inside or exists(marker) then overlaps = overlaps + 1 end
  inside = true
  touch(marker)
  os.remove(marker)
  inside = false
  assert(m:release())
  done = done + 1
  if done == n then t1, st1 = now(), s:_stats() end
end

local cq = cqueues.new()
cq:wrap(function()
  assert(s:exists("/"))   -- a first request: the server's connection stats then show our xids
  assert(m:acquire(60))   -- warm up: the lock directory exists, the code paths have run
  assert(m:release())
  for _ = 1, n do cq:wrap(worker) end
  cqueues.sleep(0)        -- every worker waits for the start
  touch(out .. ".ready")
  hs.await_file(go, now, function() cqueues.sleep(0.002) end)
  st0, t0, started = s:_stats(), now(), true
  start:signal()
end)
assert(cq:loop(600))
assert(done == n, "bench: not every coroutine finished")
hs.finish(s, out, string.format("%.9f %.9f %d", t0, t1, overlaps), lat, st0, st1, go .. ".stop", now,
  function() s:_wait(0.002) end)
