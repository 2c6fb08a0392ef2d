-- bench/zklock_worker.lua SERVERS PATH CYCLES HOLD_MS OUT GOFILE [async]
-- One zklock client (one OS process, blocking waiter). Connects, waits for GOFILE, then takes
-- and releases PATH CYCLES times; writes start/end times, overlaps and acquire latencies to OUT,
-- the session's request counters over those cycles to OUT.stats ("sent chained refreshes"), creates
-- OUT.done and closes once GOFILE.stop exists (the driver reads the server's counters between).
-- "async": the session's async_release option on.
local zklock = require "zklock"
local servers, path, cycles, hold, out, go = arg[1], arg[2], tonumber(arg[3]), tonumber(arg[4]) / 1000, arg[5], arg[6]
local now = zklock.now
local s = assert(zklock.connect { servers = servers, session_timeout = 30, async_release = arg[7] == "async" })
local m = s:mutex(path)
assert(s:exists("/"))   -- a first request: the server's connection stats then show our xids
local shared = path:gsub("/", "_")

local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end
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

local function touch(p) local f = assert(io.open(p, "wb")); f:close() end
local function await_file(p)
  local give_up = now() + 300   -- bounded: a driver that died never says go
  while not exists(p) do
    if now() > give_up then s:close(); os.exit(1) end
    pause(0.002)
  end
end
touch(out .. ".ready")
await_file(go)
local st0 = s:_stats()
local lat, overlaps = {}, 0
-- the overlap check crosses processes, so it is a marker file: on tmpfs, to cost little
local shm = io.open("/dev/shm", "r") and "/dev/shm" or "/tmp"
local inside = shm .. "/zklock-bench" .. shared .. ".inside"
local t0 = now()
for i = 1, cycles do
  local a = now()
  assert(m:acquire(300))
  lat[i] = now() - a
  if exists(inside) then overlaps = overlaps + 1 end
  local g = io.open(inside, "wb"); g:close()
  if hold > 0 then pause(hold) end
  os.remove(inside)
  assert(m:release())
end
local t1 = now()
local st1 = s:_stats()
local f = assert(io.open(out, "wb"))
f:write(string.format("%.9f %.9f %d\n", t0, t1, overlaps))
for _, v in ipairs(lat) do f:write(string.format("%.9f\n", v)) end
f:close()
f = assert(io.open(out .. ".stats", "wb"))
f:write(string.format("%d %d %d\n", st1.sent - st0.sent, st1.chained - st0.chained, st1.refreshes - st0.refreshes))
f:close()
touch(out .. ".done")
await_file(go .. ".stop")
s:close()
