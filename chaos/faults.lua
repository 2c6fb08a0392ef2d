-- chaos/faults.lua -- the chaos driver's fault kinds (chaos/run.lua runs them): how each is made,
-- and the window each writes (windows.log: when it ended, which locks it affected; docs/chaos.md
-- has the table, chaos/liveness.lua measures recovery from it).
--   local F = require("faults")(D)   D: the driver's state and tools (chaos/run.lua)
--   F.active (the kinds this run makes), F.unsupported, F.forced, F.pick(), F.GRANT_OK
local cqueues = require "cqueues"
local socket = require "cqueues.socket"
local zklock = require "zklock"
local core = require "zklock.core"
local options = require "zklock.options"
local recipes = require "recipes"
local proxy = require "proxy"

return function(D)
  local helper, mono, say, fault, window, f6 = D.helper, cqueues.monotime, D.say, D.fault, D.window, D.f6
  local pace, pause, zop, all_dirs, kill, restart, live_others, all_up = D.pace, D.pause, D.zop, D.all_dirs, D.kill,
    D.restart, D.live_others, D.all_up
  local victim, client_pid, command, await_line, stop_process, cont_process = D.victim, D.client_pid, D.command,
    D.await_line, D.stop_process, D.cont_process
  local connect_driver, proxies, ensemble_log = D.connect_driver, D.proxies, D.ensemble_log
  local SESSION, PYTHON, BURST, ONLY = recipes.SESSION, D.PYTHON, D.BURST, D.ONLY

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
  -- logged with its czxid for check.lua (the holds on it). Lines are short (a process has one node
  -- a lock): the directories are looked through again for up to 3 s until one is long enough.
  local function delete_in_line(kind, place)
    local dirs = { table.unpack(all_dirs) }
    local give_up = mono() + 3
    repeat
      for i = #dirs, 2, -1 do
        local j = math.random(i)
        dirs[i], dirs[j] = dirs[j], dirs[i]
      end
      for _, d in ipairs(dirs) do
        local kids = zop("children", d)
        if kids and #kids >= place then
          local node = d .. "/" .. sorted_nodes(kids)[place]
          local st = zop("exists", node)
          local t0 = mono()
          local ok, _, code = zop("delete", node)
          fault(kind, d, node, type(st) == "table" and st.czxid or "-", ok and "ok" or tostring(code), f6(t0), f6(mono()))
          window(kind, t0, mono(), "lock=" .. recipes.lock_of_dir(d))
          return
        end
      end
      pace(0.05)
    until mono() > give_up
    say(kind, string.format("not made: no lock directory had %d nodes in line for 3 s", place))
  end

  -- server i killed for 2-5 s, then restarted; over when a quorum serves again
  local function kill_for(kind, i)
    local down = 2 + math.random() * 3
    local t0 = mono()
    fault(kind, i, string.format("%.1f", down))
    kill(i); pause(down); restart(i)
    D.ens:wait(60)
    window(kind, t0, mono(), "all")
  end

  -- a one-way cut of one client's links, short or longer than T
  local function oneway(kind, spec)
    local c = victim()
    local d = math.random() < 0.5 and 0.3 + math.random() * 1.2 or SESSION + math.random() * 3
    local t0 = mono()
    proxy.set(proxies[c], spec)
    pause(d)
    proxy.set(proxies[c], "")
    local t1 = mono()
    fault(kind, c, f6(t0), f6(t1))
    window(kind, t0, t1, "client=" .. c)
  end

  -- the faults: { kind, weight, fn, supported, why not }

  local HOOKS = core._test or {}
  local has_kazoo = helper.sh(PYTHON .. " -c 'import kazoo' 2>/dev/null")
  local TTL_OK = pcall(options.lock, { ttl = recipes.TTL })   -- the lock option ttl (hung_holder)
  local GRANT_OK = pcall(options.connect, { servers = "127.0.0.1:1", grant_validity = recipes.GRANT_VALIDITY })

  -- A new era of czxids (the ensemble restarted empty): the fenced resource forgets its highest pairs
  local eras = 0
  local function new_era()
    local conn = socket.connect { path = D.rpath }
    conn:setmode("bl", "bl")
    conn:write("ERA\n")
    conn:flush()
    conn:read("*l")
    conn:close()
    eras = eras + 1
    ensemble_log:write(f6(mono()), " era ", eras, "\n")
  end

  local faults = {
    { "leader_kill", 3, function()
      local l = D.ens:leader()
      if l then kill_for("leader_kill", l) end
    end },
    { "follower_kill", 3, function()
      local f = live_others(D.ens:leader())
      if #f > 0 then kill_for("follower_kill", f[math.random(#f)]) end
    end },
    { "quorum_loss", 2, function()
      local l = D.ens:leader()
      local f = live_others(l)
      if not l or #f == 0 then return end
      local down = 4 + math.random() * 4
      local t0 = mono()
      fault("quorum_loss", l, f[1], string.format("%.1f", down))
      kill(l, f[1]); pause(down); restart(l); restart(f[1])
      D.ens:wait(60)
      window("quorum_loss", t0, mono(), "all")
    end },
    -- A wiped (or rebuilt) ensemble: every server killed, its data removed (myid stays), down for
    -- T + 1 s (every hold from before has run out: none is believed into the new ensemble), then
    -- restarted empty, as a container without a volume. The clients run on. Czxids start again: the
    -- fenced resource starts a new era, and so does the checker.
    { "ensemble_wipe", 1, function()
      local t0 = mono()
      local all = {}
      for i = 1, #D.ens do if D.ens[i].pid then all[#all + 1] = i end end
      kill(table.unpack(all))
      for i = 1, #D.ens do assert(helper.sh("rm -rf " .. helper.quote(D.ens[i].dir .. "/data/version-2"))) end
      if D.S then pcall(D.S.close, D.S) end   -- the driver's own session would wait for the old ensemble
      D.S = nil
      pause(SESSION + 1)
      local t_restart = mono()
      new_era()
      for i = 1, #D.ens do restart(i) end
      D.ens:wait(90)
      local t1 = mono()
      D.S = connect_driver()
      fault("ensemble_wipe", f6(t0), f6(t_restart), f6(t1))
      window("ensemble_wipe", t0, t1, "all")
    end },
    { "reset", 3, function()
      local c = victim()
      fault("reset", c)
      proxy.signal(proxies[c], "HUP")
      local t = mono()
      window("reset", t, t, "client=" .. c)
    end },
    { "partition_short", 4, function()
      local c = victim()
      local d = 0.3 + math.random() * 0.9
      local t0 = mono()
      proxy.signal(proxies[c], "USR1")
      pace(d)
      proxy.signal(proxies[c], "USR2")
      local t1 = mono()
      fault("partition_short", c, f6(t0), f6(t1))
      window("partition_short", t0, t1, "client=" .. c)
    end },
    { "partition_long", 3, function()
      local c = victim()
      local d = SESSION + 1 + math.random() * 3
      local t0 = mono()
      proxy.signal(proxies[c], "USR1")
      pause(d)
      proxy.signal(proxies[c], "USR2")
      local t1 = mono()
      fault("partition_long", c, f6(t0), f6(t1))
      window("partition_long", t0, t1, "client=" .. c)
    end },
    -- one-way cuts: client->server (the server hears nothing: the session runs out there) and
    -- server->client (the server hears every request, pings included, and the client no answer)
    { "oneway_up", 2, function() oneway("oneway_up", "up=1") end },
    { "oneway_down", 2, function() oneway("oneway_down", "down=1") end },
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
      window("latency", t0, mono(), "client=" .. c)
    end },
    -- A lagging follower after a lost reply. A strict client is steered off follower f; then no
    -- reply reaches it (so it has seen nothing that f lacks), f stops, the client sends one create
    -- (the probe), which the leader and the other follower commit; then its connection is reset
    -- and the other servers refuse it, so it reconnects to f, which resumes within syncLimit x
    -- tickTime (1 s) and may answer the lost-create lookup before it has applied that create.
    { "lagging_follower", 3, function()
      local l = D.ens:leader()
      if not l or not all_up() then return end
      local others = live_others(l)
      local f = others[math.random(#others)]
      local c = victim("strict")
      if not c then return end
      local t0 = mono()
      local px = proxies[c]
      local rest = {}
      for i, p in ipairs(px) do if i ~= f then rest[#rest + 1] = p end end
      proxy.set({ px[f] }, "refuse=1")
      proxy.signal({ px[f] }, "HUP")
      pace(0.4)                                   -- the client is on another server now
      -- a session of the driver's on the leader, to keep the leader busy while f is stopped
      local busy = zklock.connect { servers = D.ens[l].servers, session_timeout = 10, connect_timeout = 2 }
      if busy then busy:create("/chaos/busy", "", { parents = true }) end
      proxy.set(rest, "down=1")                   -- from here on it sees no zxid ...
      pace(0.2)                                   -- ... that f has not applied by the time it stops
      local t_stop = mono()
      stop_process(D.ens[f].pid)
      -- The leader goes on: a burst of writes that f must apply after it resumes, before it has
      -- the probe's create (a backlog that f applies while it already answers reads).
      local burst = "-"
      if busy then
        local data, last = string.rep("x", 512), nil
        for _ = 1, BURST do last = busy:_op("set", "/chaos/busy", data) end
        burst = BURST .. (zklock._await(busy, last, 0.35) and "_pending" or "_done")
      end
      command(c, "lag")
      local acked = await_line("probe", 0.45)             -- the client's probe has sent its create ...
      pace(0.1)                                   -- ... and the leader commits it without f
      proxy.set({ px[f] }, "")
      proxy.set(rest, "refuse=1")
      proxy.signal(rest, "HUP")                   -- the create's reply goes with the connection
      local t_steer = mono()
      pace(math.max(0, t_stop + 0.8 - mono()))
      cont_process(D.ens[f].pid)
      local t_cont = mono()
      pace(1.5)                                   -- the client works against f alone for a while
      proxy.set(rest, "")
      if busy then busy:close() end
      fault("lagging_follower", c, f, f6(t_stop), f6(t_steer), f6(t_cont), acked and "acked" or "no_ack", burst)
      window("lagging_follower", t0, mono(), "all")   -- a server stopped: every client on it waits
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
      window("client_pause", t_stop, t_cont, "client=" .. c)
    end },
    -- A client paused while a refresh of its leases is out: its links delay every chunk 150-400 ms
    -- (a refresh is out that long twice over every T/4), it is stopped 0.3-1 s later for 0.5-0.75 T
    -- (its session usually lives on; its leases run low), resumed, and its links stay slow for 1 s
    -- more: the refresh it sends on waking is out while its waiters are due their grants.
    { "pause_before_grant", 2, function()
      local c = victim()
      local pid = client_pid(c)
      if not pid then return end
      local delay = math.floor(150 + math.random() * 250)
      local t0 = mono()
      proxy.set(proxies[c], "delay=" .. delay)
      pace(0.3 + math.random() * 0.7)
      stop_process(pid)
      local t_stop = mono()
      pace(SESSION * (0.5 + math.random() * 0.25))
      cont_process(pid)
      local t_cont = mono()
      pace(1)
      proxy.set(proxies[c], "")
      fault("pause_before_grant", c, f6(t_stop), f6(t_cont), delay)
      window("pause_before_grant", t0, mono(), "client=" .. c)
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
        helper.quote(D.ens.servers), helper.quote(d), secs, helper.quote(auth), helper.quote(D.dir .. "/outside.err")))
      local out = p:read("a") or ""
      p:close()
      local t0, t1 = out:match("ok (%d[%d.]*) (%d[%d.]*)")
      if t0 then
        fault("acl_no_delete", d, t0, t1)
        window("acl_no_delete", tonumber(t0), tonumber(t1), "lock=" .. recipes.lock_of_dir(d))
      else
        say("acl_no_delete", d, "not done:", (out:gsub("\n", " ")))
      end
    end, has_kazoo, "no python3-kazoo" },
    -- the leader stopped for less than the session timeout: its log stalls, followers may elect
    { "leader_stall", 2, function()
      local l = D.ens:leader()
      if not l then return end
      local d = 1 + math.random() * 2.5
      local t0 = mono()
      stop_process(D.ens[l].pid)
      pace(d)
      cont_process(D.ens[l].pid)
      fault("leader_stall", l, f6(t0), f6(mono()))
      D.ens:wait(60)
      window("leader_stall", t0, mono(), "all")
    end },
    -- the lease clock of one client runs fast or slow, within +-0.2% (zklock.core._test hook)
    { "clock_drift", 1, function()
      local c = victim()
      local rate = 1 + (math.random() * 2 - 1) * 0.002
      if command(c, string.format("rate %.6f", rate)) then
        fault("clock_drift", c, string.format("%.6f", rate))
        local t = mono()
        window("clock_drift", t, t, "client=" .. c)
      end
    end, HOOKS.clock_rate ~= nil, "no zklock.core._test hook" },
    -- the lease clock of one client jumps forward, as over a host suspend (zklock.core._test hook)
    { "clock_skew", 1, function()
      local c = victim()
      local skew = 0.5 + math.random() * (SESSION - 0.5)
      if command(c, string.format("skew %.3f", skew)) then
        fault("clock_skew", c, string.format("%.3f", skew))
        local t = mono()
        window("clock_skew", t, t, "client=" .. c)
      end
    end, HOOKS.clock_skew ~= nil, "no zklock.core._test hook" },
    -- A hung holder: a ttl client's next hold busy-loops HANG s in Lua (its C threads run on:
    -- pings, refreshes, zklock's timer); the other ttl client must hold within TTL + 1 s of its
    -- grant. The window here only marks the time taken; the grant is the client's HANG line.
    { "hung_holder", 2, function()
      local c = victim("ttl")
      if not c then return end
      local t0 = mono()
      if not command(c, "hang " .. recipes.HANG) then return end
      local hung = await_line("hang", 5)
      if not hung then command(c, "hang 0") end   -- no hold came: disarmed
      pause(recipes.HANG + 1)
      fault("hung_holder", c, recipes.HANG, recipes.TTL, hung and "hung" or "no_hold", f6(t0), f6(mono()))
      window("hung_holder", t0, mono(), "client=" .. c)
    end, TTL_OK, "no lock option ttl" },
  }

  -- a kind this build cannot make is not run, unless CHAOS_FAULTS names it: then it runs anyway,
  -- and its measures show what the build lacks
  local only = {}
  if ONLY and ONLY ~= "" then for k in ONLY:gmatch("[^,%s]+") do only[k] = true end end
  local active, unsupported, forced = {}, {}, {}
  for _, f in ipairs(faults) do
    if f[4] == false and not only[f[1]] then
      unsupported[#unsupported + 1] = f[1]
    elseif not next(only) or only[f[1]] then
      active[#active + 1] = f
      if f[4] == false then forced[#forced + 1] = f end
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


  return { active = active, unsupported = unsupported, forced = forced, pick = pick, all = faults, only = only,
    GRANT_OK = GRANT_OK }
end
