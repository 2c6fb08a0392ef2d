-- chaos/run.lua -- `make chaos`: a 3-server ZooKeeper ensemble on loopback, every client behind
-- fault proxies of its own (spec/faultproxy.c, one per server), CHAOS_CLIENTS client processes
-- (chaos/client.lua) of CHAOS_WORKERS coroutines each, sharing the process's session (so that locks
-- are handed on locally too), acquiring in a loop and writing to a fenced resource (chaos/resource.lua),
-- and one fault after another for CHAOS_MINUTES: leader kill, follower kill, quorum loss,
-- connection resets, partitions shorter and longer than the session timeout (the clients drop a
-- create reply now and then themselves). Then chaos/check.lua reads the logs and reports.
-- A full run (7 minutes) writes chaos/results/latest.{md,json}; a shorter one chaos/results/quick.*.
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;chaos/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local helper = require "helper"
local now = require("zklock.core").now
local check = require "check"

local MINUTES = tonumber(os.getenv("CHAOS_MINUTES") or "7")
local FAST = tonumber(os.getenv("CHAOS_CLIENTS") or "5")   -- short holds, as many as they can
local HOLDERS = tonumber(os.getenv("CHAOS_HOLDERS") or "2")  -- holds of seconds, on a lock of their own
local CLIENTS = FAST + HOLDERS
local LOCKS = tonumber(os.getenv("CHAOS_LOCKS") or "2")
local WORKERS = tonumber(os.getenv("CHAOS_WORKERS") or "3")   -- coroutines per client process
local SEED = tonumber(os.getenv("CHAOS_SEED") or tostring(os.time()))
local SESSION = 4   -- the clients' session timeout, seconds (chaos/client.lua)
math.randomseed(SEED)

local START = now()
local dir = helper.tmpdir()
local faults_log = assert(io.open(dir .. "/faults.log", "w"))
faults_log:setvbuf("line")
local function fault(...)
  faults_log:write(string.format("%.6f", now()), " ", table.concat({ ... }, " "), "\n")
  io.stdout:write(string.format("[%6.1fs] ", now() - START), table.concat({ ... }, " "), "\n")
end

local ens, resource_pid
local proxies, clients = {}, {}

local function pause(seconds)   -- the driver's own pacing: faults are timed, not awaited
  helper.sleep(string.format("%.3f", seconds))
end

local function restart(i)
  ens[i]:spawn()
end

-- kill(i, j, ...): SIGKILL to all of them at once (two kills a wait apart give the two left time to
-- elect a leader, and a quorum loss would then be only a leader kill), then wait for each to go
local function kill(...)
  local pids = {}
  for _, i in ipairs({ ... }) do pids[#pids + 1] = ens[i].pid end
  helper.sh("kill -9 " .. table.concat(pids, " ") .. " 2>/dev/null")
  for _, i in ipairs({ ... }) do
    helper.wait_pid(ens[i].pid, 10)
    ens[i].pid = nil
  end
end

local function live_others(leader)
  local out = {}
  for i = 1, #ens do if i ~= leader and ens[i].pid then out[#out + 1] = i end end
  return out
end

-- a client to cut off: half the time a long holder, which is then most likely mid-hold
local function victim()
  if HOLDERS > 0 and math.random() < 0.5 then return FAST + math.random(HOLDERS) end
  return math.random(FAST)
end

local faults = {
  { "leader_kill", 3, function()
    local l = ens:leader()
    if not l then return end
    local down = 2 + math.random() * 3
    fault("leader_kill", l, string.format("%.1f", down))
    kill(l); pause(down); restart(l)
    ens:wait(60)
  end },
  { "follower_kill", 3, function()
    local f = live_others(ens:leader())
    if #f == 0 then return end
    local i = f[math.random(#f)]
    local down = 2 + math.random() * 3
    fault("follower_kill", i, string.format("%.1f", down))
    kill(i); pause(down); restart(i)
    ens:wait(60)
  end },
  { "quorum_loss", 2, function()
    local l = ens:leader()
    local f = live_others(l)
    if not l or #f == 0 then return end
    local down = 4 + math.random() * 4
    fault("quorum_loss", l, f[1], string.format("%.1f", down))
    kill(l, f[1]); pause(down); restart(l); restart(f[1])
    ens:wait(60)
  end },
  { "reset", 3, function()
    local c = math.random(CLIENTS)
    fault("reset", c)
    for _, px in ipairs(proxies[c]) do px:reset() end
  end },
  { "partition_short", 4, function()
    local c = victim()
    local d = 0.3 + math.random() * 0.9
    local t0 = now()
    for _, px in ipairs(proxies[c]) do px:partition() end
    pause(d)
    for _, px in ipairs(proxies[c]) do px:heal() end
    fault("partition_short", c, string.format("%.6f %.6f", t0, now()))
  end },
  { "partition_long", 3, function()
    local c = victim()
    local d = SESSION + 1 + math.random() * 3
    local t0 = now()
    for _, px in ipairs(proxies[c]) do px:partition() end
    pause(d)
    for _, px in ipairs(proxies[c]) do px:heal() end
    fault("partition_long", c, string.format("%.6f %.6f", t0, now()))
  end },
}

local function pick()
  local total = 0
  for _, f in ipairs(faults) do total = total + f[2] end
  local r = math.random() * total
  for _, f in ipairs(faults) do
    r = r - f[2]
    if r <= 0 then return f end
  end
  return faults[#faults]
end

local function main()
  print(string.format("chaos: %d fast clients, %d long holders, %d coroutines each, %d+1 locks, %g minutes, seed %d, logs in %s",
    FAST, HOLDERS, WORKERS, LOCKS, MINUTES, SEED, dir))
  ens = helper.ensemble()
  local rpath = dir .. "/resource.sock"
  resource_pid = helper.spawn(helper.lua_cmd("chaos/resource.lua", rpath, dir .. "/resource.log"), dir .. "/resource.out")
  assert(helper.sh("timeout 10 bash -c 'until [ -S " .. rpath .. " ]; do sleep 0.05; done'"), "the resource did not start")
  local stop_at = now() + MINUTES * 60
  for c = 1, CLIENTS do
    proxies[c] = {}
    local conn = {}
    for i = 1, #ens do
      proxies[c][i] = helper.proxy(ens[i])
      conn[i] = proxies[c][i].servers
    end
    local cmd = helper.lua_cmd("chaos/client.lua", table.concat(conn, ","), string.format("%s/client-%d.log", dir, c),
      string.format("%.3f", stop_at), c, rpath, LOCKS, SEED + c, c > FAST and "hold" or "fast", WORKERS)
    clients[c] = helper.spawn(cmd .. "; echo \"EXIT " .. c .. " $?\" >> " .. dir .. "/exits", dir .. "/client-" .. c .. ".out")
  end
  pause(3)
  while now() < stop_at - 8 do
    pick()[3]()
    pause(2 + math.random() * 2)
  end
  -- the end: everything back, clients finish their last attempt and close their sessions
  for i = 1, #ens do if not ens[i].pid then restart(i) end end
  for c = 1, CLIENTS do for _, px in ipairs(proxies[c]) do px:heal() end end
  ens:wait(60)
  for c = 1, CLIENTS do helper.wait_pid(clients[c], 90) end
  -- orphans: lock nodes left after every client closed its session
  local zklock = require "zklock"
  local s = assert(zklock.connect { servers = ens.servers, connect_timeout = 30 })
  local orphans = 0
  for i = 1, LOCKS + 1 do orphans = orphans + #helper.children(s, "/chaos/lock" .. i) end
  s:close()
  helper.write(dir .. "/orphans", tostring(orphans) .. "\n")
end

local ok, err = xpcall(main, debug.traceback)
for c = 1, CLIENTS do
  if clients[c] then helper.kill(clients[c]) end
  for _, px in ipairs(proxies[c] or {}) do px:stop() end
end
if resource_pid then helper.kill(resource_pid) end
if ens then ens:destroy() end
faults_log:close()
if not ok then
  io.stderr:write("chaos: the run failed: ", tostring(err), "\n")
  os.exit(1)
end

local report = check.run(dir, { minutes = MINUTES, clients = CLIENTS, holders = HOLDERS, workers = WORKERS,
  locks = LOCKS + 1, seed = SEED, session = SESSION })
io.stdout:write(report.markdown)
local name = MINUTES >= 7 and "latest" or "quick"
helper.sh("mkdir -p chaos/results")
helper.write("chaos/results/" .. name .. ".md", report.markdown)
helper.write("chaos/results/" .. name .. ".json", report.json)
print("logs: " .. dir)
os.exit(report.ok and 0 or 1)
