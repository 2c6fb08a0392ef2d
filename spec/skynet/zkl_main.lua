-- spec/skynet/zkl_main.lua -- the start service of the skynet nodes that spec/30-skynet_spec.lua
-- and bench/run.lua run. Runs the scenario named by the config's zkl_scenario with the
-- arguments in zkl_args ("k=v k=v"), writes its results as "key=value" lines to zkl_out, and
-- aborts the node (every service's Lua state is closed, so their sessions too).
local skynet = require "skynet"
require "skynet.manager"   -- skynet.abort, skynet.kill
local zklock = require "zklock"

local servers = skynet.getenv("zkl_servers")
local A = {}
for k, v in (skynet.getenv("zkl_args") or ""):gmatch("(%w+)=(%S+)") do A[k] = tonumber(v) or v end

local function worker(session_timeout)
  local w = skynet.newservice("zkl_worker", servers, tostring(session_timeout or 10))
  assert(skynet.call(w, "lua", "connect") == "skynet", "auto did not pick the skynet waiter")
  return w
end

-- Runs fn(i) for i = 1..n in forked coroutines; returns their results once all are done.
local function all(n, fn)
  local res, left, me = {}, n, {}
  for i = 1, n do
    skynet.fork(function()
      local ok, r = pcall(fn, i)
      res[i] = ok and r or { error = tostring(r) }
      left = left - 1
      if left == 0 then skynet.wakeup(me) end
    end)
  end
  skynet.wait(me)
  return res
end

-- Bounded: polls cond() every 10 ms for at most `timeout` seconds.
local function eventually(cond, timeout)
  local deadline = zklock.now() + timeout
  while not cond() do
    if zklock.now() > deadline then return false end
    skynet.sleep(1)
  end
  return true
end

local S = {}

-- A.services services of this node, A.count locked increments each of the counter znode A.counter.
function S.contend()
  local ws = {}
  for i = 1, A.services do ws[i] = worker() end
  local t0 = zklock.now()
  local res = all(A.services, function(i) return skynet.call(ws[i], "lua", "incr", A.path, A.counter, A.count) end)
  local out = { done = 0, overlaps = 0, failures = 0, seconds = zklock.now() - t0, lat = 0 }
  for _, r in ipairs(res) do
    if r.error then error(r.error) end
    out.done, out.overlaps, out.failures = out.done + r.done, out.overlaps + r.overlaps, out.failures + r.failures
    out.lat = out.lat + r.lat
    out.last_error = r.last_error or out.last_error
  end
  out.lat = out.lat / math.max(1, out.done)
  return out
end

-- Uncontended acquire+release in one service: seconds per cycle (median of A.runs runs).
function S.cycles()
  local w = worker()
  skynet.call(w, "lua", "cycles", A.path, 50)   -- warm up
  local runs = {}
  for i = 1, A.runs do runs[i] = skynet.call(w, "lua", "cycles", A.path, A.count) end
  table.sort(runs)
  return { per_cycle = runs[math.ceil(#runs / 2)], best = runs[1] }
end

-- Timeouts: a short one while another service holds the lock (the waiting service keeps running),
-- one too long for skynet's centisecond count (waits, and gets the lock once it is free),
-- and the timers 200 cycles leave pending.
function S.timeouts()
  local holder, waiter = worker(), worker()
  local out = {}
  skynet.call(holder, "lua", "hold", A.path)
  local ok, _, code, took, ticks = skynet.call(waiter, "lua", "acquire", A.path, 0.3)
  out.short_ok, out.short_code, out.short_took, out.short_ticks = tostring(ok), code, took, ticks
  -- 3e7 s (347 days): 3e9 centiseconds would overflow skynet's int
  local long
  skynet.fork(function() long = { skynet.call(waiter, "lua", "acquire", A.path, 3e7) } end)
  -- the waiter queues (awaited); then a while for a timeout misread as 0 to show
  local s = assert(zklock.connect { servers = servers })
  local queued = eventually(function() local k = s:children(A.path); return k and #k == 2 end, 30)
  s:close()
  skynet.sleep(20)
  out.long_waiting = tostring(queued and long == nil)
  skynet.call(holder, "lua", "release", A.path)
  out.long_got = tostring(eventually(function() return long ~= nil end, 10) and long[1] == true)
  skynet.call(waiter, "lua", "release", A.path)
  local _, before, after = skynet.call(waiter, "lua", "cycles", A.path .. "-t", 200)
  out.tasks_before, out.tasks_after = before, after
  return out
end

-- on_lost reaches a service that is idle (nothing waits in it): its node is deleted by another
-- session, the next refresh notices.
function S.lost()
  local w = worker(4)
  local me = skynet.self()
  local reason, woken
  skynet.dispatch("lua", function(_, _, cmd, r)
    if cmd == "lost" then reason = r; if woken then skynet.wakeup(woken) end end
  end)
  local node = skynet.call(w, "lua", "hold_listening", A.path, me)
  local s = assert(zklock.connect { servers = servers })
  local t0 = zklock.now()
  assert(s:delete(node))
  -- wait for the message, bounded by a timer
  woken = {}
  skynet.timeout(1500, function() skynet.wakeup(woken) end)
  if not reason then skynet.wait(woken) end
  s:close()
  return { reason = tostring(reason), after = zklock.now() - t0 }
end

-- A service killed while it waits: its node goes with it (its Lua state is closed).
function S.kill()
  local holder, victim = worker(), worker()
  local s = assert(zklock.connect { servers = servers })
  local function kids()
    local k = s:children(A.path)
    return k and #k or 0
  end
  skynet.call(holder, "lua", "hold", A.path)
  skynet.send(victim, "lua", "acquire", A.path, 60)
  local out = { queued = tostring(eventually(function() return kids() == 2 end, 10)) }
  local t0 = zklock.now()
  skynet.kill(victim)
  out.gone = tostring(eventually(function() return kids() == 1 end, 10))
  out.after = zklock.now() - t0
  skynet.call(holder, "lua", "release", A.path)
  out.left = kids()
  s:close()
  return out
end

-- ---------------------------------------------------------------------------------------------
-- Explicit ownership: a lock taken in one request and released in another (a trade spanning
-- requests), and a hold a handler forgot: a later request on the service's pooled coroutines does
-- not inherit it, and once collected it is released and reported through skynet.error.
function S.ownership()
  local w = worker()
  local s = assert(zklock.connect { servers = servers })
  local function kids()
    local k = s:children(A.path)
    return k and #k or 0
  end
  local out = {}
  out.held = tostring(skynet.call(w, "lua", "hold_explicit", A.path, "trade"))
  out.kids_held = kids()
  out.released = tostring(skynet.call(w, "lua", "release_explicit", "trade"))
  out.kids_released = kids()
  out.forgot = tostring(skynet.call(w, "lua", "forget_hold", A.path))
  out.try_ok, out.try_code, out.hold_ok, out.hold_code = skynet.call(w, "lua", "try", A.path)
  skynet.call(w, "lua", "collect")
  out.gone = tostring(eventually(function() return kids() == 0 end, 10))
  s:close()
  return out
end

skynet.start(function()
  local name, out = skynet.getenv("zkl_scenario"), skynet.getenv("zkl_out")
  local ok, res = xpcall(assert(S[name], "unknown scenario"), debug.traceback)
  local f = assert(io.open(out .. ".tmp", "w"))
  if ok then
    for k, v in pairs(res) do f:write(k, "=", tostring(v), "\n") end
  else
    f:write("error=", (tostring(res):gsub("\n", " | ")), "\n")
  end
  f:close()
  os.rename(out .. ".tmp", out)
  skynet.abort()
end)
