-- chaos/run.lua -- `make chaos`: a 3-server ZooKeeper ensemble on loopback, every client behind
-- fault proxies of its own (tools/faultproxy.c, one per server, chaos/proxy.lua), client processes
-- (chaos/client.lua) of a few coroutines each sharing the process's session, one recipe per client
-- role (chaos/recipes.lua): mutex (local hand-off and strict), read/write lock with downgrades,
-- semaphore, semaphore mutex, multi-lock, revocable holds, sessions with auth and ACLs. Holders
-- write to a fenced resource (chaos/resource.lua). One fault after another for CHAOS_MINUTES:
-- first every kind once (shuffled; one that cannot be made at its turn, again later), then
-- weighted at random; the driver samples the lock directories for orphans between faults. Then chaos/check.lua reads the logs and reports.
-- The fault kinds (each below, with how it is made): leader_kill, follower_kill, quorum_loss,
-- ensemble_wipe, reset, partition_short, partition_long, oneway_up, oneway_down, latency,
-- lagging_follower, client_pause, pause_before_grant, outside_delete, waiter_delete, acl_no_delete
-- (chaos/outside.py, python3-kazoo), leader_stall, clock_drift and clock_skew (zklock.core._test
-- hooks), hung_holder (the lock option ttl); without what they need, "unsupported" and not run
-- unless CHAOS_FAULTS names them; and lost_create, which the clients make themselves. Each fault
-- writes its window to windows.log, "<kind> <t_start> <t_end> <scope>" (scope: all, client=<c>
-- or lock=<name>): recovery is measured from its end (chaos/liveness.lua, docs/chaos.md).
-- A full run (7 minutes) writes chaos/results/latest.{md,json}; a shorter one chaos/results/quick.*.
--   CHAOS_MINUTES (7), CHAOS_SEED (the time: a seed replays the schedule), for development
--   CHAOS_FAULTS and CHAOS_ROLES (comma lists: only those fault kinds, client roles), CHAOS_BURST
--   (1000: writes the leader takes while a follower lags), CHAOS_PYTHON (/usr/bin/python3)
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;chaos/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local helper = require "helper"
local cqueues = require "cqueues"
local socket = require "cqueues.socket"
local zklock = require "zklock"
local core = require "zklock.core"
local check = require "check"
local recipes = require "recipes"
local proxy = require "proxy"

local mono = cqueues.monotime   -- the clients' and the resource's clock (never the lease clock)
local MINUTES = tonumber(os.getenv("CHAOS_MINUTES") or "7")
local SEED = tonumber(os.getenv("CHAOS_SEED") or tostring(os.time()))
local ONLY = os.getenv("CHAOS_FAULTS")
local ROLES = os.getenv("CHAOS_ROLES")   -- a comma list: only those client roles (development)
local PYTHON = os.getenv("CHAOS_PYTHON") or "/usr/bin/python3"
local SESSION = recipes.SESSION
local SAMPLE_EVERY = 5   -- seconds between samples of the lock directories
local BURST = tonumber(os.getenv("CHAOS_BURST") or "1000")   -- writes the leader takes while a follower lags
math.randomseed(SEED)

local START = mono()
local dir = helper.tmpdir()
local faults_log = assert(io.open(dir .. "/faults.log", "w"))
faults_log:setvbuf("line")
local samples = assert(io.open(dir .. "/samples.log", "w"))
local windows = assert(io.open(dir .. "/windows.log", "w"))
windows:setvbuf("line")
-- what the servers did to their data: "<t> truncate <server> <zxid>" (a follower told to drop its
-- log past zxid, seen in its log by t) and "<t> era <n>" (the ensemble restarted empty at t)
local ensemble_log = assert(io.open(dir .. "/ensemble.log", "w"))
ensemble_log:setvbuf("line")
local function say(...)
  io.stdout:write(string.format("[%6.1fs] ", mono() - START), table.concat({ ... }, " "), "\n")
  io.stdout:flush()
end
local faults_made = 0
local function fault(...)
  faults_made = faults_made + 1
  faults_log:write(string.format("%.6f", mono()), " ", table.concat({ ... }, " "), "\n")
  say(...)
end
local function f6(x) return string.format("%.6f", x) end
-- a fault's window and the locks it touches (scope "all", "client=<c>", "lock=<name>")
local function window(kind, t0, t1, scope)
  windows:write(kind, " ", f6(t0), " ", f6(t1), " ", scope, "\n")
end

local ens, resource_pid, driver_sock, guard_pid, rpath
local D = {}   -- what chaos/faults.lua works with: the driver's state (D.S its session, D.ens) and tools
local proxies, clients, stopped, all_proxies = {}, {}, {}, {}
local STOP_AT   -- when the clients stop

-- Signals go through one shell of our own (its kill is a builtin): no fork per signal, so the
-- steps of a fault keep time on a loaded machine. In order, as written.
local killer = assert(io.popen("exec sh", "w"))
local function kill_now(sig, pids)
  killer:write("kill -", sig, " ", pids, " 2>/dev/null\n")
  killer:flush()
end
proxy.init(helper, kill_now)

---------------------------------------------------------------------------
-- the driver's own session (no proxy, with the auth clients' credential): samples and outside
-- deletes. Every request is bounded: a sample never waits out a quorum loss.

local function zop(kind, path)
  if not D.S then return nil, "no session" end
  D.S:dispatch()   -- the driver has no event loop: a session lost (no_server) reopens only here
  if D.S:state() ~= "connected" then return nil, "not connected" end
  local o = D.S:_op(kind, path)
  if zklock._await(D.S, o, 3) then return nil, "timeout" end
  return o:result()
end

local all_dirs = {}
for _, r in ipairs(recipes.recipes) do
  for _, d in ipairs(recipes.dirs[r]) do all_dirs[#all_dirs + 1] = d end
end

-- "<t> <dir> <name> <czxid> <owner>" for every node of every lock directory
local function sample()
  local t = mono()
  for _, d in ipairs(all_dirs) do
    local kids, _, code = zop("children", d)
    if not kids and code ~= "zk:ZNONODE" then return end
    local ops = {}
    for i, name in ipairs(kids or {}) do ops[i] = D.S:_op("exists", d .. "/" .. name) end
    for i, o in ipairs(ops) do
      if zklock._await(D.S, o, 3) then return end
      local st = o:result()
      if type(st) == "table" then
        samples:write(string.format("%.6f %s %s %d %s\n", t, d, kids[i], st.czxid, tostring(st.ephemeral_owner)))
      end
    end
  end
  samples:flush()
end

-- The driver's pacing: faults are timed, not awaited. pause() samples the lock directories
-- meanwhile; pace() does not (for the steps of a fault that must keep time).
local next_sample = 0
local function pace(seconds)
  if seconds > 0 then cqueues.sleep(seconds) end   -- outside a controller: a plain blocking wait
end
local function pause(seconds)
  local deadline = mono() + seconds
  for _ = 1, 100000 do
    local now = mono()
    if now >= deadline then return end
    if now >= next_sample then
      sample()
      next_sample = mono() + SAMPLE_EVERY
    else
      pace(math.min(deadline, next_sample) - now)
    end
  end
end

---------------------------------------------------------------------------
-- processes

local function signal(pid, sig)
  kill_now(sig, tostring(pid))
end
local function stop_process(pid)
  signal(pid, "STOP")
  stopped[pid] = true
end
local function cont_process(pid)
  signal(pid, "CONT")
  stopped[pid] = nil
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

local function all_up()
  for i = 1, #ens do if not ens[i].pid then return false end end
  return true
end

-- a client to hit: any, or one of the given role; now and then a long holder (then mid-hold)
local function victim(role)
  local list = {}
  for c, cl in ipairs(clients) do
    if not role or cl.role == role then list[#list + 1] = c end
  end
  if not role and math.random() < 0.25 then
    local holders = {}
    for c, cl in ipairs(clients) do if cl.role == "hold" then holders[#holders + 1] = c end end
    if #holders > 0 then return holders[math.random(#holders)] end
  end
  if #list == 0 then return nil end
  return list[math.random(#list)]
end

local function client_pid(c)
  local pid = tonumber((helper.read(string.format("%s/client-%d.pid", dir, c)) or ""):match("%d+"))
  return pid
end

-- a command to client c (chaos/client.lua reads it on SIGUSR1)
local function command(c, line)
  local pid = client_pid(c)
  if not pid then return false end
  local path = string.format("%s/client-%d.cmd", dir, c)
  helper.write(path .. ".new", line .. "\n")
  assert(os.rename(path .. ".new", path))
  signal(pid, "USR1")
  return true
end

-- a client's word on the driver's socket: "probe" (the lagging follower's create was sent),
-- "hang" (a hung holder starts its busy loop); other lines (late ones) are passed over
local function await_line(want, timeout)
  local deadline = mono() + timeout
  for _ = 1, 100 do
    local left = deadline - mono()
    if left <= 0 then return false end
    local conn = driver_sock:accept(left)
    if not conn then return false end
    conn:setmode("bl", "bl")
    local line = conn:read("*l")
    conn:close()
    if line == want then return true end
  end
  return false
end

local function connect_driver()
  return zklock.connect { servers = ens.servers, connect_timeout = 30, session_timeout = 10, auth = recipes.AUTH }
end

-- New "Truncating log" lines in the servers' logs since the last look (ensemble.log)
local log_seen = {}
local function scan_truncations()
  for i = 1, #ens do
    local f = ens[i].dir and io.open(ens[i].dir .. "/server.log")
    if f then
      f:seek("set", log_seen[i] or 0)
      for l in f:lines() do
        local z = l:match("Truncating log to get in sync with the leader 0x(%x+)")
        if z then ensemble_log:write(f6(mono()), " truncate ", i, " ", tonumber(z, 16), "\n") end
      end
      log_seen[i] = f:seek("end")
      f:close()
    end
  end
end

for k, v in pairs { helper = helper, say = say, fault = fault, window = window, f6 = f6, pace = pace, pause = pause,
  zop = zop, all_dirs = all_dirs, kill = kill, restart = restart, live_others = live_others, all_up = all_up,
  victim = victim, client_pid = client_pid, command = command, await_line = await_line, stop_process = stop_process,
  cont_process = cont_process, connect_driver = connect_driver, proxies = proxies, ensemble_log = ensemble_log,
  dir = dir, PYTHON = PYTHON, BURST = BURST, ONLY = ONLY } do D[k] = v end
local F = require("faults")(D)
local active, unsupported, forced, pick = F.active, F.unsupported, F.forced, F.pick

---------------------------------------------------------------------------

local function main()
  for _, f in ipairs(F.all) do
    if f[4] == false then
      say("fault kind " .. f[1] .. ": unsupported (" .. f[5] .. "), " .. (F.only[f[1]] and
        "run anyway (named in CHAOS_FAULTS)" or "not run and not counted"))
    end
  end
  if not F.GRANT_OK then say("no session option grant_validity: dead_on_arrival is measured against its default to come") end
  ens = helper.ensemble()
  D.ens = ens
  rpath = dir .. "/resource.sock"
  D.rpath = rpath
  resource_pid = helper.spawn(helper.lua_cmd("chaos/resource.lua", rpath, dir .. "/resource.log"), dir .. "/resource.out")
  assert(helper.sh("timeout 10 bash -c 'until [ -S " .. rpath .. " ]; do sleep 0.05; done'"), "the resource did not start")
  D.S = assert(connect_driver())
  driver_sock = socket.listen { path = dir .. "/driver.sock", unlink = true }
  local specs, c = {}, 0
  local roles = {}
  if ROLES and ROLES ~= "" then for k in ROLES:gmatch("[^,%s]+") do roles[k] = true end end
  for _, r in ipairs(recipes.roles) do
    for _ = 1, next(roles) and not roles[r.role] and 0 or r.procs do
      c = c + 1
      clients[c] = { role = r.role, recipe = r.recipe, workers = r.workers }
      for i = 1, #ens do specs[#specs + 1] = { ens[i], string.format("%s/proxy-%d-%d.ctl", dir, c, i) } end
    end
  end
  all_proxies = proxy.start_all(specs)
  local stop_at = mono() + MINUTES * 60
  STOP_AT = stop_at
  for cl = 1, c do
    proxies[cl] = {}
    local conn = {}
    for i = 1, #ens do
      proxies[cl][i] = all_proxies[(cl - 1) * #ens + i]
      conn[i] = proxies[cl][i].servers
    end
    local r = clients[cl]
    local cmd = helper.lua_cmd("chaos/client.lua", table.concat(conn, ","), string.format("%s/client-%d.log", dir, cl),
      string.format("%.3f", stop_at), cl, rpath, SEED + cl, r.role, r.workers,
      string.format("%s/client-%d.cmd", dir, cl), string.format("%s/client-%d.pid", dir, cl), dir .. "/driver.sock")
    cmd = "cd " .. helper.quote(helper.ROOT) .. " && LUA_PATH=" .. helper.quote(helper.ROOT .. "/chaos/?.lua;;") .. " " .. cmd
    r.pid = helper.spawn(cmd .. "; echo \"EXIT " .. cl .. " $?\" >> " .. dir .. "/exits", dir .. "/client-" .. cl .. ".out")
  end
  -- A guard for the clients and the resource: if this driver dies (killed, Ctrl-C), they go too,
  -- a client stopped by a fault included (SIGCONT first; the proxies and servers have their own).
  do
    local stat = assert(io.open("/proc/self/stat"))
    local owner = tonumber(stat:read("l"):match("^(%d+)"))
    stat:close()
    local shells = { tostring(resource_pid) }
    for cl = 1, c do shells[#shells + 1] = tostring(clients[cl].pid) end
    guard_pid = helper.spawn(string.format("while kill -0 %d; do sleep 1; done 2>/dev/null; " ..
      "for f in %s/client-*.pid; do p=$(cat $f); kill -CONT $p; kill $p; done 2>/dev/null; " ..
      "for p in %s; do pkill -P $p; kill $p; done 2>/dev/null", owner, helper.quote(dir), table.concat(shells, " ")))
  end
  local in_use = {}
  for cl = 1, c do in_use[clients[cl].role] = true end
  local nroles = 0
  for _ in pairs(in_use) do nroles = nroles + 1 end
  say(string.format("chaos: %d client processes in %d roles, %g minutes, seed %d, %d fault kinds, logs in %s",
    c, nroles, MINUTES, SEED, #active, dir))
  pause(3)
  -- every kind once, in a shuffled order, then at random by weight
  local order = {}
  for i, f in ipairs(active) do order[i] = f end
  for i = #order, 2, -1 do
    local j = math.random(i)
    order[i], order[j] = order[j], order[i]
  end
  local n, again = 0, {}
  while mono() < stop_at - 8 do
    n = n + 1
    local f = order[n] or pick()
    local made = faults_made
    f[3]()
    -- a kind of the first round that could not be made now (no node in line to delete, no leader
    -- known) is drawn again later, up to 5 times, so that a short run still sees every kind
    if faults_made == made and n <= #order and (again[f] or 0) < 5 then
      again[f] = (again[f] or 0) + 1
      order[#order + 1] = f
    end
    scan_truncations()
    pause(n <= #order and 1 + math.random() or 2 + math.random() * 2)
  end
  -- the end: everything back, clients finish their last attempt and close their sessions
  for pid in pairs(stopped) do cont_process(pid) end
  for i = 1, #ens do if not ens[i].pid then restart(i) end end
  for cl = 1, #clients do proxy.signal(proxies[cl], "USR2") end
  ens:wait(60)
  for cl = 1, #clients do helper.wait_pid(clients[cl].pid, 90) end
  scan_truncations()
  if not D.S then D.S = assert(connect_driver()) end
  sample()
  -- orphans: lock nodes left after every client closed its session
  local out = {}
  for _, d in ipairs(all_dirs) do
    local kids = zop("children", d)
    out[#out + 1] = d .. " " .. (kids and #kids or 0)
  end
  helper.write(dir .. "/orphans", table.concat(out, "\n") .. "\n")
end

local ok, err = xpcall(main, debug.traceback)
for pid in pairs(stopped) do cont_process(pid) end
for c = 1, #clients do if clients[c].pid then helper.kill(clients[c].pid) end end
proxy.stop_all(all_proxies)
if driver_sock then driver_sock:close() end
killer:write("exit\n")   -- not EOF: every process started since holds the pipe too
killer:close()
if D.S then pcall(D.S.close, D.S) end
if resource_pid then helper.kill(resource_pid) end
if guard_pid then helper.kill(guard_pid) end
if ens then
  for i = 1, #ens do   -- the servers' logs stay with the run's
    if ens[i].dir then helper.sh(string.format("cp %s/server.log %s/server-%d.log 2>/dev/null", helper.quote(ens[i].dir), dir, i)) end
  end
  ens:destroy()
end
faults_log:close()
samples:close()
windows:close()
ensemble_log:close()
if not ok then
  io.stderr:write("chaos: the run failed: ", tostring(err), "\n")
  os.exit(1)
end

local meta = { minutes = MINUTES, seed = SEED, session = SESSION, clients = {}, unsupported = unsupported,
  stop_at = STOP_AT, grant_validity = recipes.GRANT_VALIDITY, grant_option = F.GRANT_OK, forced = {} }
for _, f in ipairs(forced) do meta.forced[#meta.forced + 1] = f[1] .. " (" .. f[5] .. ")" end
for c, cl in ipairs(clients) do meta.clients[c] = { id = c, role = cl.role, recipe = cl.recipe, workers = cl.workers } end
meta.kinds = {}
for _, f in ipairs(active) do meta.kinds[#meta.kinds + 1] = f[1] end
meta.kinds[#meta.kinds + 1] = "lost_create"
helper.write(dir .. "/meta.lua", "return " .. check.serialize(meta) .. "\n")   -- chaos/recheck.lua judges the logs again
local report = check.run(dir, meta)
io.stdout:write(report.markdown)
local name = MINUTES >= 7 and "latest" or "quick"
helper.sh("mkdir -p chaos/results")
helper.write("chaos/results/" .. name .. ".md", report.markdown)
helper.write("chaos/results/" .. name .. ".json", report.json)
print("logs: " .. dir)
os.exit(report.ok and 0 or 1)
