-- chaos/run.lua -- `make chaos`: a 3-server ZooKeeper ensemble on loopback, every client behind
-- fault proxies of its own (tools/faultproxy.c, one per server, chaos/proxy.lua), client processes
-- (chaos/client.lua) of a few coroutines each sharing the process's session, one recipe per client
-- role (chaos/recipes.lua): mutex (local hand-off and strict), read/write lock with downgrades,
-- semaphore, semaphore mutex, multi-lock, revocable holds, sessions with auth and ACLs. Holders
-- write to a fenced resource (chaos/resource.lua). One fault after another for CHAOS_MINUTES:
-- first every kind once (shuffled), then weighted at random; the driver samples the lock
-- directories for orphans between faults. Then chaos/check.lua reads the logs and reports.
-- The fault kinds (each below, with how it is made): leader_kill, follower_kill, quorum_loss,
-- reset, partition_short, partition_long, oneway_up, oneway_down, latency, lagging_follower,
-- client_pause, outside_delete, waiter_delete, acl_no_delete (chaos/outside.py, python3-kazoo), leader_stall,
-- clock_drift and clock_skew (zklock.core._test hooks: without them, "unsupported" and not
-- counted); and lost_create, which the clients make themselves.
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
local function say(...)
  io.stdout:write(string.format("[%6.1fs] ", mono() - START), table.concat({ ... }, " "), "\n")
  io.stdout:flush()
end
local function fault(...)
  faults_log:write(string.format("%.6f", mono()), " ", table.concat({ ... }, " "), "\n")
  say(...)
end
local function f6(x) return string.format("%.6f", x) end

local ens, resource_pid, S, driver_sock, guard_pid
local proxies, clients, stopped, all_proxies = {}, {}, {}, {}

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
  if not S or S:state() ~= "connected" then return nil, "not connected" end
  S:dispatch()
  local o = S:_op(kind, path)
  if zklock._await(S, o, 3) then return nil, "timeout" end
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
    for i, name in ipairs(kids or {}) do ops[i] = S:_op("exists", d .. "/" .. name) end
    for i, o in ipairs(ops) do
      if zklock._await(S, o, 3) then return end
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

-- the probe's "create sent" (chaos/client.lua, "lag"), awaited on the driver's socket
local function await_probe(timeout)
  local conn = driver_sock:accept(timeout)
  if not conn then return false end
  conn:setmode("bl", "bl")
  local line = conn:read("*l")
  conn:close()
  return line == "probe"
end

local function sorted_nodes(names)
  local list = {}
  for _, n in ipairs(names) do list[#list + 1] = n end
  table.sort(list, function(a, b)
    local x, y = tonumber(a:match("(%d+)$")) or 0, tonumber(b:match("(%d+)$")) or 0
    if x ~= y then return x < y end
    return a < b
  end)
  return list
end

-- The node at place `place` in line (by sequence) in some lock directory, deleted from outside;
-- logged with its czxid for check.lua (the holds on it)
local function delete_in_line(kind, place)
  for _ = 1, 8 do
    local d = all_dirs[math.random(#all_dirs)]
    local kids = zop("children", d)
    if kids and #kids >= place then
      local node = d .. "/" .. sorted_nodes(kids)[place]
      local st = zop("exists", node)
      local t0 = mono()
      local ok, _, code = zop("delete", node)
      fault(kind, d, node, type(st) == "table" and st.czxid or "-", ok and "ok" or tostring(code), f6(t0), f6(mono()))
      return
    end
  end
end

---------------------------------------------------------------------------
-- the faults: { kind, weight, fn, supported }

local HOOKS = core._test or {}
local has_kazoo = helper.sh(PYTHON .. " -c 'import kazoo' 2>/dev/null")

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
    local c = victim()
    fault("reset", c)
    proxy.signal(proxies[c], "HUP")
  end },
  { "partition_short", 4, function()
    local c = victim()
    local d = 0.3 + math.random() * 0.9
    local t0 = mono()
    proxy.signal(proxies[c], "USR1")
    pace(d)
    proxy.signal(proxies[c], "USR2")
    fault("partition_short", c, f6(t0), f6(mono()))
  end },
  { "partition_long", 3, function()
    local c = victim()
    local d = SESSION + 1 + math.random() * 3
    local t0 = mono()
    proxy.signal(proxies[c], "USR1")
    pause(d)
    proxy.signal(proxies[c], "USR2")
    fault("partition_long", c, f6(t0), f6(mono()))
  end },
  -- one-way cuts: client->server (the server hears nothing: the session runs out there) and
  -- server->client (the server hears every request, pings included, and the client no answer)
  { "oneway_up", 2, function()
    local c = victim()
    local d = math.random() < 0.5 and 0.3 + math.random() * 1.2 or SESSION + math.random() * 3
    local t0 = mono()
    proxy.set(proxies[c], "up=1")
    pause(d)
    proxy.set(proxies[c], "")
    fault("oneway_up", c, f6(t0), f6(mono()))
  end },
  { "oneway_down", 2, function()
    local c = victim()
    local d = math.random() < 0.5 and 0.3 + math.random() * 1.2 or SESSION + math.random() * 3
    local t0 = mono()
    proxy.set(proxies[c], "down=1")
    pause(d)
    proxy.set(proxies[c], "")
    fault("oneway_down", c, f6(t0), f6(mono()))
  end },
  -- latency with jitter on every link of one client: each chunk held 100 ms to 2 s each way
  { "latency", 3, function()
    local c = victim()
    local delay = math.floor(100 + math.random() * 1400)
    local jitter = math.floor(math.random() * (2000 - delay))
    local d = 3 + math.random() * 5
    local t0 = mono()
    proxy.set(proxies[c], string.format("delay=%d jitter=%d", delay, jitter))
    pause(d)
    proxy.set(proxies[c], "")
    fault("latency", c, f6(t0), f6(mono()), delay, jitter)
  end },
  -- A lagging follower after a lost reply. A strict client is steered off follower f; then no
  -- reply reaches it (so it has seen nothing that f lacks), f stops, the client sends one create
  -- (the probe), which the leader and the other follower commit; then its connection is reset
  -- and the other servers refuse it, so it reconnects to f, which resumes within syncLimit x
  -- tickTime (1 s) and may answer the lost-create lookup before it has applied that create.
  { "lagging_follower", 3, function()
    local l = ens:leader()
    if not l or not all_up() then return end
    local others = live_others(l)
    local f = others[math.random(#others)]
    local c = victim("strict")
    if not c then return end
    local px = proxies[c]
    local rest = {}
    for i, p in ipairs(px) do if i ~= f then rest[#rest + 1] = p end end
    proxy.set({ px[f] }, "refuse=1")
    proxy.signal({ px[f] }, "HUP")
    pace(0.4)                                   -- the client is on another server now
    -- a session of the driver's on the leader, to keep the leader busy while f is stopped
    local busy = zklock.connect { servers = ens[l].servers, session_timeout = 10, connect_timeout = 2 }
    if busy then busy:create("/chaos/busy", "", { parents = true }) end
    proxy.set(rest, "down=1")                   -- from here on it sees no zxid ...
    pace(0.2)                                   -- ... that f has not applied by the time it stops
    local t_stop = mono()
    stop_process(ens[f].pid)
    -- The leader goes on: a burst of writes that f must apply after it resumes, before it has
    -- the probe's create (a backlog that f applies while it already answers reads).
    local burst = "-"
    if busy then
      local data, last = string.rep("x", 512), nil
      for _ = 1, BURST do last = busy:_op("set", "/chaos/busy", data) end
      burst = BURST .. (zklock._await(busy, last, 0.35) and "_pending" or "_done")
    end
    command(c, "lag")
    local acked = await_probe(0.45)             -- the client's probe has sent its create ...
    pace(0.1)                                   -- ... and the leader commits it without f
    proxy.set({ px[f] }, "")
    proxy.set(rest, "refuse=1")
    proxy.signal(rest, "HUP")                   -- the create's reply goes with the connection
    local t_steer = mono()
    pace(math.max(0, t_stop + 0.8 - mono()))
    cont_process(ens[f].pid)
    local t_cont = mono()
    pace(1.5)                                   -- the client works against f alone for a while
    proxy.set(rest, "")
    if busy then busy:close() end
    fault("lagging_follower", c, f, f6(t_stop), f6(t_steer), f6(t_cont), acked and "acked" or "no_ack", burst)
  end },
  -- a paused client: SIGSTOP for longer than the session timeout
  { "client_pause", 2, function()
    local c = victim()
    local pid = client_pid(c)
    if not pid then return end
    local d = SESSION + 1 + math.random() * 2
    stop_process(pid)
    local t_stop = mono()
    pause(d)
    local t_cont = mono()
    cont_process(pid)
    fault("client_pause", c, f6(t_stop), f6(t_cont))
  end },
  -- the node that holds (lowest sequence) in some lock directory, deleted from outside
  { "outside_delete", 3, function() delete_in_line("outside_delete", 1) end },
  -- the node second in line (the second lowest sequence) in some lock directory, deleted from
  -- outside: a waiter must never hold on it (docs/safety.md, path 2) and queues again; in a
  -- semaphore's leases or among readers it may hold already, as with outside_delete
  { "waiter_delete", 3, function() delete_in_line("waiter_delete", 2) end },
  -- a lock directory whose ACL refuses deletes (create allowed) for 1 to 4 s, then restored
  { "acl_no_delete", 2, function()
    local d = all_dirs[math.random(#all_dirs)]
    local secs = 1 + math.random() * 3
    local auth = recipes.AUTH.scheme .. ":" .. recipes.AUTH.credential
    local p = io.popen(string.format("%s chaos/outside.py %s no_delete %s %.3f %s 2>>%s", PYTHON,
      helper.quote(ens.servers), helper.quote(d), secs, helper.quote(auth), helper.quote(dir .. "/outside.err")))
    local out = p:read("a") or ""
    p:close()
    local t0, t1 = out:match("ok (%d[%d.]*) (%d[%d.]*)")
    if t0 then fault("acl_no_delete", d, t0, t1) else say("acl_no_delete", d, "not done:", (out:gsub("\n", " "))) end
  end, has_kazoo },
  -- the leader stopped for less than the session timeout: its log stalls, followers may elect
  { "leader_stall", 2, function()
    local l = ens:leader()
    if not l then return end
    local d = 1 + math.random() * 2.5
    local t0 = mono()
    stop_process(ens[l].pid)
    pace(d)
    cont_process(ens[l].pid)
    fault("leader_stall", l, f6(t0), f6(mono()))
    ens:wait(60)
  end },
  -- the lease clock of one client runs fast or slow, within +-0.2% (zklock.core._test hook)
  { "clock_drift", 1, function()
    local c = victim()
    local rate = 1 + (math.random() * 2 - 1) * 0.002
    if command(c, string.format("rate %.6f", rate)) then fault("clock_drift", c, string.format("%.6f", rate)) end
  end, HOOKS.clock_rate ~= nil },
  -- the lease clock of one client jumps forward, as over a host suspend (zklock.core._test hook)
  { "clock_skew", 1, function()
    local c = victim()
    local skew = 0.5 + math.random() * (SESSION - 0.5)
    if command(c, string.format("skew %.3f", skew)) then fault("clock_skew", c, string.format("%.3f", skew)) end
  end, HOOKS.clock_skew ~= nil },
}

local only = {}
if ONLY and ONLY ~= "" then for k in ONLY:gmatch("[^,%s]+") do only[k] = true end end
local active, unsupported = {}, {}
for _, f in ipairs(faults) do
  if f[4] == false then
    unsupported[#unsupported + 1] = f[1]
  elseif not next(only) or only[f[1]] then
    active[#active + 1] = f
  end
end

local function pick()
  local total = 0
  for _, f in ipairs(active) do total = total + f[2] end
  local r = math.random() * total
  for _, f in ipairs(active) do
    r = r - f[2]
    if r <= 0 then return f end
  end
  return active[#active]
end

---------------------------------------------------------------------------

local function main()
  for _, k in ipairs(unsupported) do
    say("fault kind " .. k .. ": unsupported (" .. (k:match("^clock") and "no zklock.core._test hook" or
      "no python3-kazoo") .. "), not run and not counted")
  end
  ens = helper.ensemble()
  local rpath = dir .. "/resource.sock"
  resource_pid = helper.spawn(helper.lua_cmd("chaos/resource.lua", rpath, dir .. "/resource.log"), dir .. "/resource.out")
  assert(helper.sh("timeout 10 bash -c 'until [ -S " .. rpath .. " ]; do sleep 0.05; done'"), "the resource did not start")
  S = assert(zklock.connect { servers = ens.servers, connect_timeout = 30, session_timeout = 10, auth = recipes.AUTH })
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
  local n = 0
  while mono() < stop_at - 8 do
    n = n + 1
    local f = order[n] or pick()
    f[3]()
    pause(n <= #order and 1 + math.random() or 2 + math.random() * 2)
  end
  -- the end: everything back, clients finish their last attempt and close their sessions
  for pid in pairs(stopped) do cont_process(pid) end
  for i = 1, #ens do if not ens[i].pid then restart(i) end end
  for cl = 1, #clients do proxy.signal(proxies[cl], "USR2") end
  ens:wait(60)
  for cl = 1, #clients do helper.wait_pid(clients[cl].pid, 90) end
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
if S then pcall(S.close, S) end
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
if not ok then
  io.stderr:write("chaos: the run failed: ", tostring(err), "\n")
  os.exit(1)
end

local meta = { minutes = MINUTES, seed = SEED, session = SESSION, clients = {}, unsupported = unsupported }
for c, cl in ipairs(clients) do meta.clients[c] = { id = c, role = cl.role, recipe = cl.recipe, workers = cl.workers } end
meta.kinds = {}
for _, f in ipairs(active) do meta.kinds[#meta.kinds + 1] = f[1] end
meta.kinds[#meta.kinds + 1] = "lost_create"
local report = check.run(dir, meta)
io.stdout:write(report.markdown)
local name = MINUTES >= 7 and "latest" or "quick"
helper.sh("mkdir -p chaos/results")
helper.write("chaos/results/" .. name .. ".md", report.markdown)
helper.write("chaos/results/" .. name .. ".json", report.json)
print("logs: " .. dir)
os.exit(report.ok and 0 or 1)
