-- bench/skynet.lua -- the skynet leg of `make bench` (alone: `make bench-skynet`), when
-- $SKYNET_SRC names skynet's source (a tarball or a directory; built once under build/skynet/).
-- On one throwaway server configured as bench/run.lua's:
--   * uncontended acquire+release: the blocking waiter in this plain Lua process against one
--     skynet service (zklock.waiter.skynet), interleaved, median of the runs; goal <= 1.5x;
--   * 100 services x 100 locked increments of a counter znode in one skynet node, with an
--     overlap detector (an ephemeral marker node inside the lock); goal: no lost update.
-- Writes bench/results/skynet.{json,md}. BENCH_QUICK=1 for a smoke run.
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local helper = require "helper"
local zklock = require "zklock"
local node = require "skynet.node"

local src = os.getenv("SKYNET_SRC")
if not src or src == "" then
  print("bench/skynet.lua: skipped (SKYNET_SRC is not set)")
  return
end
local quick = os.getenv("BENCH_QUICK") == "1"
local REPEAT = tonumber(os.getenv("BENCH_REPEAT") or (quick and 1 or 5))
local CYCLES = quick and 200 or 2000
local SERVICES, INCREMENTS = quick and 20 or 100, quick and 10 or 100

local dir = assert(node.build(src))
local zk = helper.server { container_ms = 600000, force_sync = false }
local s = assert(zklock.connect { servers = zk.servers })
local tmp = helper.tmpdir()
local started = {}
local function run(scenario, args, timeout)
  local n = node.start(dir, tmp, zk.servers, scenario, args)
  started[#started + 1] = n
  return n:wait(timeout)
end

local out = {}
local ok, err = pcall(function()
  local m = s:mutex("/bench/skynet/blocking")
  for _ = 1, 200 do assert(m:acquire(10)); assert(m:release()) end   -- warm up
  local blocking, sk = {}, {}
  for rep = 1, REPEAT do
    local t0 = zklock.now()
    for _ = 1, CYCLES do assert(m:acquire(10)); assert(m:release()) end
    blocking[rep] = (zklock.now() - t0) / CYCLES
    sk[rep] = run("cycles", { path = "/bench/skynet/cycles-" .. rep, count = CYCLES, runs = 1 }, 300).per_cycle
    io.stderr:write(string.format("uncontended #%d: blocking %.3f ms, skynet %.3f ms per acquire+release\n", rep,
      blocking[rep] * 1000, sk[rep] * 1000))
  end
  table.sort(blocking); table.sort(sk)
  local mid = math.ceil(REPEAT / 2)
  out.uncontended = { cycles = CYCLES, runs = REPEAT, blocking_ms = blocking[mid] * 1000, skynet_ms = sk[mid] * 1000,
    ratio = sk[mid] / blocking[mid] }

  assert(s:create("/bench/skynet/counter", "0", { parents = true }))
  local r = run("contend", { services = SERVICES, count = INCREMENTS, path = "/bench/skynet/lock",
    counter = "/bench/skynet/counter" }, 1200)
  out.services = { services = SERVICES, increments = INCREMENTS, done = r.done, overlaps = r.overlaps,
    failures = r.failures, counter = tonumber((s:get("/bench/skynet/counter"))), seconds = r.seconds,
    ops_per_s = r.done / r.seconds, acquire_ms = r.lat * 1000 }
  io.stderr:write(string.format("%d services x %d increments: counter %d, overlaps %d, failures %d, %.1f s\n",
    SERVICES, INCREMENTS, out.services.counter, r.overlaps, r.failures, r.seconds))
end)
for _, n in ipairs(started) do n:stop() end
s:close()
zk:destroy()
helper.sh("rm -rf " .. helper.quote(tmp))
if not ok then error(err, 0) end

out.machine = {
  cores = tonumber(io.popen("nproc"):read("l")),
  skynet = (src:gsub("/+$", ""):match("([^/]+)$"):gsub("%.tar%.gz$", "")),
  date = os.date("!%Y-%m-%d %H:%M UTC"),
  quick = quick,
  zookeeper = "3.8 (Debian package), standalone on loopback, forceSync=no",
}
local function json(v, ind)
  ind = ind or ""
  if type(v) ~= "table" then
    if type(v) == "number" then return string.format("%.6g", v) end
    if type(v) == "string" then return string.format("%q", v) end
    return tostring(v)
  end
  local keys, parts = {}, {}
  for k in pairs(v) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do parts[#parts + 1] = ind .. "  " .. string.format("%q", k) .. ": " .. json(v[k], ind .. "  ") end
  return "{\n" .. table.concat(parts, ",\n") .. "\n" .. ind .. "}"
end
helper.write("bench/results/skynet.json", json(out) .. "\n")
local u, c = out.uncontended, out.services
local md = table.concat({
  "| skynet leg | result | goal |",
  "|---|---|---|",
  string.format("| uncontended acquire+release, median of %d x %d | skynet service %.2f ms, blocking waiter (plain Lua) %.2f ms: **%.2fx** | <= 1.5x |",
    u.runs, u.cycles, u.skynet_ms, u.blocking_ms, u.ratio),
  string.format("| %d services x %d locked increments, one node | counter %d of %d, overlaps %d, failures %d; %.0f increments/s, acquire %.2f ms on average | no lost update |",
    c.services, c.increments, c.counter, c.services * c.increments, c.overlaps, c.failures, c.ops_per_s, c.acquire_ms),
  "",
  string.format("%s; %d cores; skynet %s (its Lua 5.5, harbor = 0, 2 worker threads); %s.", out.machine.zookeeper,
    out.machine.cores, out.machine.skynet, out.machine.date),
}, "\n") .. "\n"
helper.write("bench/results/skynet.md", md)
print(md)
if c.counter ~= c.services * c.increments or c.overlaps > 0 then
  error("skynet leg: lost updates or overlaps", 0)
end
