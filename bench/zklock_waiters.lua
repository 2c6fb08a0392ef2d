-- bench/zklock_waiters.lua SERVERS PATH N OUT
-- N coroutines in one Lua state contend for one mutex through one session. A tiny scheduler
-- (a custom waiter) resumes only the coroutine whose acquisition finished. Writes elapsed time,
-- overlaps, the memory each queued waiter costs (Lua heap + C heap), and acquire latencies.
local zklock = require "zklock"
local core = zklock._core
local servers, path, n, out = arg[1], arg[2], tonumber(arg[3]), arg[4]
local now = zklock.now

local by_id, ready = {}, {}
local waiter = {
  name = "bench",
  wait = function(sess, t, p)
    if coroutine.isyieldable() and p and p.id then
      by_id[p:id()] = coroutine.running()
      coroutine.yield()
    else
      return sess:_wait(t)
    end
  end,
  event = function(_, _, id)
    local co = by_id[id]
    if co then by_id[id] = nil; ready[#ready + 1] = co end
  end,
}
local s = assert(zklock.connect { servers = servers, waiter = waiter, session_timeout = 30 })
local m = s:mutex(path)
assert(m:acquire(10))   -- hold it while the waiters queue up

local lat, inside, overlaps, done = {}, false, 0, 0
local function worker()
  local a = now()
  assert(m:acquire(600))
  lat[#lat + 1] = now() - a
  if inside then overlaps = overlaps + 1 end
  inside = true
  inside = false
  assert(m:release())
  done = done + 1
end

local function pump(until_fn, limit)
  local deadline = now() + limit
  while not until_fn() and now() < deadline do
    s:_wait(0.05)
    s:dispatch()
    while #ready > 0 do
      local co = table.remove(ready, 1)
      assert(coroutine.resume(co))
    end
  end
  assert(until_fn(), "bench: timed out")
end

collectgarbage(); collectgarbage()
local mem0 = collectgarbage("count") * 1024 + core._heap_bytes()
local sent0 = s:_stats().sent
local cos = {}
for i = 1, n do
  cos[i] = coroutine.create(worker)
  assert(coroutine.resume(cos[i]))      -- runs until it waits
end
-- every waiter has its node, its listing and its predecessor watch (3 requests each)
pump(function() return s:_stats().sent - sent0 >= 3 * n end, 120)
collectgarbage(); collectgarbage()
local per_waiter = (collectgarbage("count") * 1024 + core._heap_bytes() - mem0) / n

local t0 = now()
assert(m:release())
pump(function() return done == n end, 600)
local t1 = now()
s:close()
local f = assert(io.open(out, "wb"))
f:write(string.format("%.9f %.9f %d %.1f\n", t0, t1, overlaps, per_waiter))
for _, v in ipairs(lat) do f:write(string.format("%.9f\n", v)) end
f:close()
