-- bench/busy_lease.lua ROUNDS TREE... -- the lease writes of busy sessions: 100 sessions (4 processes
-- of 25, blocking waiter, T = 10 s), each holding one mutex of its own for the whole run and taking
-- and releasing a second one of its own once a second (a worker that holds a long lock and keeps
-- taking short ones). Over a 30 s window after a 15 s warm-up (every long hold past its first
-- refresh interval): the refreshes the sessions sent and the writes of theirs that proved their
-- holds instead (stats(): refreshes, write_proofs), and the server's transactions (its zxid's
-- progress). TREE: a checkout with its module built (TREE/build/lua5.4/zklock/core.so), run with
-- its own Lua files; the trees run in turn, ROUNDS times, on one throwaway server (forceSync=no).
-- BUSY_SESSIONS, BUSY_PROCS, BUSY_PERIOD (seconds between a session's cycles) and BUSY_WINDOW override.
-- Run from the checkout: lua5.4 bench/busy_lease.lua 2 . ../main-copy
-- As `bench/busy_lease.lua worker TREE SERVERS FIRST COUNT DIR PERIOD` it is one of the processes.
if arg[1] == "worker" then
  local tree, servers, first, count, dir, period = arg[2], arg[3], tonumber(arg[4]), tonumber(arg[5]), arg[6], tonumber(arg[7])
  package.path = tree .. "/lua/?.lua;" .. tree .. "/lua/?/init.lua;" .. package.path
  package.cpath = tree .. "/build/lua5.4/?.so;" .. package.cpath
  local zklock = require "zklock"
  local hs = dofile(arg[0]:gsub("[^/]*$", "") .. "handshake.lua")
  local now = zklock.now
  local ss, long, short, lost = {}, {}, {}, 0
  for i = first, first + count - 1 do
    local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
    local m = s:mutex(string.format("/busy/long%04d", i))
    m:on_lost(function() lost = lost + 1 end)
    assert(m:acquire(60))
    ss[#ss + 1], long[#long + 1], short[#short + 1] = s, m, s:mutex(string.format("/busy/short%04d", i))
  end
  local function counters()
    local c = { refreshes = 0, proofs = 0, at = now() }
    for _, s in ipairs(ss) do
      local st = s:_stats()
      c.refreshes, c.proofs = c.refreshes + st.refreshes, c.proofs + (st.write_proofs or 0)
    end
    return c
  end
  local cycles, c0, c1 = 0, nil, nil
  hs.touch(string.format("%s/w%04d.ready", dir, first))
  local next_round = now()
  -- rounds of one cycle per session, one round a period, until the driver says stop; the
  -- counters read when its snapshot files appear
  while not hs.exists(dir .. "/stop") do
    for i, m in ipairs(short) do
      assert(m:acquire(60))
      assert(m:release())
      if c0 and not c1 then cycles = cycles + 1 end
      ss[i]:dispatch()
    end
    if not c0 and hs.exists(dir .. "/snap0") then c0 = counters() end
    if c0 and not c1 and hs.exists(dir .. "/snap1") then
      c1 = counters()
      local f = assert(io.open(string.format("%s/w%04d.out", dir, first), "wb"))
      f:write(string.format("%.6f %d %d %d %d\n", c1.at - c0.at, c1.refreshes - c0.refreshes, c1.proofs - c0.proofs, cycles, lost))
      f:close()
    end
    next_round = next_round + period
    while now() < next_round do
      for _, s in ipairs(ss) do s:dispatch() end
      ss[1]:_wait(math.min(0.05, math.max(0, next_round - now())))
    end
  end
  for i, s in ipairs(ss) do long[i]:release(); s:close() end
  os.exit(0)
end

package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = "build/lua5.4/?.so;" .. package.cpath
local helper = require "helper"
local rounds = tonumber(arg[1])
local trees = { table.unpack(arg, 2) }
assert(rounds and #trees > 0, "usage: lua5.4 bench/busy_lease.lua ROUNDS TREE...")
local N = tonumber(os.getenv("BUSY_SESSIONS") or 100)
local PROCS = tonumber(os.getenv("BUSY_PROCS") or 4)
local PERIOD = tonumber(os.getenv("BUSY_PERIOD") or 1)
local WINDOW = tonumber(os.getenv("BUSY_WINDOW") or 30)
local WARMUP = 15
local zk = helper.server { container_ms = 600000, force_sync = false }
local function zxid() return tonumber(zk:four("srvr"):match("Zxid: (0x%x+)")) end
local function measure(tree)
  local dir = helper.tmpdir()
  local pids, names = {}, {}
  local per = math.ceil(N / PROCS)
  for first = 1, N, per do
    local count = math.min(per, N - first + 1)
    names[#names + 1] = string.format("w%04d", first)
    pids[#pids + 1] = helper.spawn(string.format("lua5.4 bench/busy_lease.lua worker %s %s %d %d %s %g", helper.quote(tree),
      zk.servers, first, count, dir, PERIOD), dir .. "/" .. names[#names] .. ".log")
  end
  local function wait_all(suffix)
    assert(helper.eventually(function()
      for _, n in ipairs(names) do if not helper.read(dir .. "/" .. n .. suffix) then return false end end
      return true
    end, 300), "busy_lease: no " .. suffix .. " from " .. tree .. ": " .. (helper.read(dir .. "/" .. names[1] .. ".log") or ""))
  end
  local ok, r = pcall(function()
    wait_all(".ready")
    helper.sleep(WARMUP)
    local z0, t0 = zxid(), helper.output("date +%s.%N")
    helper.write(dir .. "/snap0", "")
    helper.sleep(WINDOW)
    local z1, t1 = zxid(), helper.output("date +%s.%N")
    helper.write(dir .. "/snap1", "")
    wait_all(".out")
    local r = { secs = 0, refreshes = 0, proofs = 0, cycles = 0, lost = 0, txns = z1 - z0, wall = tonumber(t1) - tonumber(t0) }
    for _, n in ipairs(names) do
      local s, refr, pr, cy, lost = helper.read(dir .. "/" .. n .. ".out"):match("(%S+) (%d+) (%d+) (%d+) (%d+)")
      r.secs = math.max(r.secs, tonumber(s))
      r.refreshes, r.proofs, r.cycles, r.lost = r.refreshes + refr, r.proofs + pr, r.cycles + cy, r.lost + lost
    end
    return r
  end)
  helper.write(dir .. "/stop", "")
  for _, pid in ipairs(pids) do if not helper.wait_pid(pid, 60) then helper.kill(pid) end end
  helper.sh("rm -rf " .. helper.quote(dir))
  assert(ok, r)
  return r
end
io.stderr:write(string.format("busy_lease: %d sessions in %d processes, a cycle each every %g s, window %d s; load %s; %s\n",
  N, PROCS, PERIOD, WINDOW, helper.output("cut -d' ' -f1-3 /proc/loadavg"), os.date("!%Y-%m-%d %H:%M:%S UTC")))
local ok, err = pcall(function()
  for round = 1, rounds do
    for _, tree in ipairs(trees) do
      local r = measure(tree)
      print(string.format("%-22s #%d  refreshes/s %.1f  write proofs/s %.1f  cycles/s %.1f  server writes/s %.1f  " ..
        "(of which refreshes %.1f%%)  lost %d  load %s", tree, round, r.refreshes / r.secs, r.proofs / r.secs, r.cycles / r.secs,
        r.txns / r.wall, 100 * r.refreshes / r.secs / (r.txns / r.wall), r.lost, helper.output("cut -d' ' -f1-3 /proc/loadavg")))
      io.stdout:flush()
    end
  end
end)
zk:destroy()
assert(ok, err)
