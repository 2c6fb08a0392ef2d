-- bench/zklock_waiters.lua SERVERS PATH N OUT [cohort|strict]
-- N coroutines of one cqueues controller contend for one mutex through one session, through the
-- shipped cqueues waiter (each coroutine woken only by its own acquisition). Writes elapsed time,
-- overlaps, the memory each queued waiter costs (Lua heap + C heap, coroutine and condition
-- variable included), and acquire latencies; OUT.stats and the OUT.ready/.go, OUT.done/.stop
-- handshake around the timed phase as bench/zklock_worker.lua.
-- cohort (the default): the mutex with the default options, whose coroutines share one node and
-- hand the lock over locally (issue 12); strict: { strict = true }, a node per coroutine (Curator's way).
local cqueues = require "cqueues"
local zklock = require "zklock"
local core = zklock._core
local servers, path, n, out, mode = arg[1], arg[2], tonumber(arg[3]), arg[4], arg[5] or "cohort"
assert(mode == "cohort" or mode == "strict", "bench: mode is cohort or strict")
local now = zklock.now

local s = assert(zklock.connect { servers = servers, waiter = "cqueues", session_timeout = 30 })
local m = s:mutex(path, mode == "strict" and { strict = true } or nil)
local lat, inside, overlaps, done, entered = {}, false, 0, 0, 0
local t0, t1, per_waiter, st0, st1

local function touch(p) local f = assert(io.open(p, "wb")); f:close() end
local function await_file(p, pause)
  local give_up = now() + 300   -- bounded: a driver that died never answers
  while true do
    local f = io.open(p, "rb")
    if f then f:close() return end
    assert(now() < give_up, "bench: no " .. p)
    pause()
  end
end

local function worker()
  entered = entered + 1   -- then into acquire, which yields: the lock is held
  local a = now()
  assert(m:acquire(600))
  lat[#lat + 1] = now() - a
  if inside then overlaps = overlaps + 1 end
  inside = true
  inside = false
  assert(m:release())
  done = done + 1
  if done == n then t1, st1 = now(), s:_stats() end
end

local cq = cqueues.new()
cq:wrap(function()
  assert(m:acquire(10))   -- hold it while the waiters queue up
  collectgarbage(); collectgarbage()
  local mem0 = collectgarbage("count") * 1024 + core._heap_bytes()
  local sent0 = s:_stats().sent
  for _ = 1, n do cq:wrap(worker) end
  -- Ready: every waiter has entered acquire and yielded (a local waiter of the cohort sends no
  -- request, so that is all it does), strict waiters have their node, listing and predecessor
  -- watch (3 requests each), and the session has sent nothing more for 50 ms (whatever the
  -- engine's waiters send while they queue, they have sent).
  local deadline = now() + 120
  local last, quiet = -1, 0
  while entered < n or (mode == "strict" and s:_stats().sent - sent0 < 3 * n) or quiet < 5 do
    assert(now() < deadline, "bench: waiters did not queue")
    cqueues.sleep(entered < n and 0 or 0.01)
    local sent = s:_stats().sent
    if entered == n and sent == last then quiet = quiet + 1 else quiet = 0 end
    last = sent
  end
  collectgarbage(); collectgarbage()
  per_waiter = (collectgarbage("count") * 1024 + core._heap_bytes() - mem0) / n
  touch(out .. ".ready")
  await_file(out .. ".go", function() cqueues.sleep(0.002) end)
  st0 = s:_stats()
  t0 = now()
  assert(m:release())
end)
assert(cq:loop(600))
assert(done == n, "bench: not every waiter finished")
local f = assert(io.open(out, "wb"))
f:write(string.format("%.9f %.9f %d %.1f\n", t0, t1, overlaps, per_waiter))
for _, v in ipairs(lat) do f:write(string.format("%.9f\n", v)) end
f:close()
f = assert(io.open(out .. ".stats", "wb"))
f:write(string.format("%d %d %d\n", st1.sent - st0.sent, st1.chained - st0.chained, st1.refreshes - st0.refreshes))
f:close()
touch(out .. ".done")
await_file(out .. ".stop", function() s:_wait(0.002) end)
s:close()
