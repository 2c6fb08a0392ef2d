-- bench/lease_cost.lua -- `make bench-lease` (and the end of `make bench`): what the lease costs the
-- ensemble. A throwaway 3-server ensemble on loopback (spec/helper.lua's, forceSync=no), then 1, 100
-- and 1000 sessions (T = 10 s) each holding one mutex of its own, spread over a few Lua processes
-- (blocking waiter, 250 sessions a process). After a warm-up, over a fixed window: the transactions the
-- leader committed (its zxid's progress; mntr's counters beside it), and what every server appended
-- to its transaction log, read record by record from the log files (version-2/log.*: a file is
-- preallocated 64 MB at a time, so its size says nothing). The records are sorted by the kind of
-- transaction: a multi made of checks only is a refresh (csrc/refresh.c). The sessions' own counters
-- (refreshes, heartbeats) are taken over the same window. Each count runs LEASE_REPEAT times (2),
-- the counts interleaved. Writes bench/results/lease.{json,md} (BENCH_QUICK=1: lease-quick.*, 1/20/100
-- sessions over 10 s, once). LEASE_SESSIONS="1,100,1000" and LEASE_WINDOW=60 (seconds) override the defaults.
-- Run as `bench/lease_cost.lua worker SERVERS FIRST COUNT DIR T` it is one of the holding processes;
-- as `bench/lease_cost.lua render` it writes the results again from the json (after a change of
-- the formulas or the table).
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath
local zklock = require "zklock"
local hs = dofile(arg[0]:gsub("[^/]*$", "") .. "handshake.lua")

local T = 10            -- the session timeout the issue asks for, seconds
-- sessions a holding process opens: each is a connection, three threads and about 8 descriptors
local PER_PROC = 250
local DIR = "/lease_bench"

-- ---- a holding process ----
local function worker(servers, first, count, dir, timeout)
  local now = zklock.now
  local sessions, mutexes, lost = {}, {}, 0
  for i = first, first + count - 1 do
    local s = assert(zklock.connect { servers = servers, session_timeout = timeout })
    local m = s:mutex(string.format("%s/m%05d", DIR, i))
    m:on_lost(function() lost = lost + 1 end)
    assert(m:acquire(120))
    sessions[#sessions + 1], mutexes[#mutexes + 1] = s, m
  end
  local function counters()
    local c = { refreshes = 0, heartbeats = 0, sent = 0, held = 0, lost = lost, at = now() }
    for i, s in ipairs(sessions) do
      local st = s:_stats()
      c.refreshes, c.heartbeats, c.sent = c.refreshes + st.refreshes, c.heartbeats + st.heartbeats, c.sent + st.sent
      if (mutexes[i]:validity() or 0) > 0 then c.held = c.held + 1 end
    end
    return c
  end
  local function pause()
    for _, s in ipairs(sessions) do s:dispatch() end
    sessions[1]:_wait(0.1)
  end
  local me = string.format("%s/w%05d", dir, first)
  hs.touch(me .. ".ready")
  hs.await_file(dir .. "/snap0", now, pause)
  local c0 = counters()
  hs.await_file(dir .. "/snap1", now, pause)
  local c1 = counters()
  local f = assert(io.open(me .. ".out", "wb"))
  f:write(string.format("%.6f %d %d %d %d %d\n", c1.at - c0.at, c1.refreshes - c0.refreshes,
    c1.heartbeats - c0.heartbeats, c1.sent - c0.sent, c1.held, c1.lost))
  f:close()
  hs.touch(me .. ".done")
  hs.await_file(dir .. "/stop", now, pause)
  for i, s in ipairs(sessions) do
    mutexes[i]:release()
    s:close()
  end
end

if arg[1] == "worker" then
  worker(arg[2], tonumber(arg[3]), tonumber(arg[4]), arg[5], tonumber(arg[6]))
  os.exit(0)
end

-- ---- the driver ----
local helper = require "helper"
local json = require "dkjson"   -- Debian lua-dkjson (make deps-bench)

local quick = os.getenv("BENCH_QUICK") == "1"
local COUNTS = {}
for n in (os.getenv("LEASE_SESSIONS") or (quick and "1,20,100" or "1,100,1000")):gmatch("%d+") do
  COUNTS[#COUNTS + 1] = tonumber(n)
end
local WINDOW = tonumber(os.getenv("LEASE_WINDOW") or (quick and 10 or 60))
local REPEAT = tonumber(os.getenv("LEASE_REPEAT") or (quick and 1 or 2))
local WARMUP = 2 * T    -- every session past its first refreshes, the connection storm settled
local OUT = "bench/results/" .. (quick and "lease-quick" or "lease")

local sh_out = helper.output

-- every numeric line of mntr, by name
local function mntr(srv)
  local t = {}
  for k, v in srv:four("mntr"):gmatch("(zk_[%w_]+)%s+(%-?[%d%.]+)") do t[k] = tonumber(v) end
  return t
end

local function zxid(srv)
  return tonumber(srv:four("srvr"):match("Zxid: (0x%x+)"))
end

-- ZooKeeper's transaction log (FileTxnLog.append, Util.marshallTxnEntry and writeTxnBytes in 3.8):
-- a 16-byte file header, then per transaction crc (8) + length (4) + the entry (TxnHeader: client id 8,
-- cxid 4, zxid 8, time 8, type 4; the transaction; the digest) + 'B'; a zero length is the
-- preallocated tail. -> the records whose zxid is in (z0, z1], by kind: bytes and count.
local MULTI, CHECK = 14, 13
local function kind_of(entry)
  local typ = string.unpack(">i4", entry, 29)
  if typ ~= MULTI then return "other" end
  local n, pos = string.unpack(">i4", entry, 33)
  for _ = 1, n do
    local sub, len
    sub, len, pos = string.unpack(">i4i4", entry, pos)
    if sub ~= CHECK then return "other" end
    pos = pos + len
  end
  return "check_multi"
end

local function read_log(dir, z0, z1)
  local by = { check_multi = { bytes = 0, count = 0 }, other = { bytes = 0, count = 0 } }
  local files = sh_out("ls " .. helper.quote(dir) .. "/version-2/log.* 2>/dev/null")
  for path in files:gmatch("%S+") do
    local f = io.open(path, "rb")
    if f then
      f:read(16)
      while true do
        local head = f:read(12)
        if not head or #head < 12 then break end
        local len = string.unpack(">i4", head, 9)
        if len <= 0 then break end
        local entry = f:read(len + 1)
        if not entry or #entry < len + 1 then break end   -- being written: the next look has it
        local z = string.unpack(">i8", entry, 13)
        if z > z0 and z <= z1 then
          local k = by[kind_of(entry)]
          k.bytes, k.count = k.bytes + 12 + len + 1, k.count + 1
        end
      end
      f:close()
    end
  end
  return by
end

local function machine()
  local cpu = sh_out("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"):gsub("^%s+", "")
  return string.format("%s, %s cores, Linux %s", cpu, sh_out("nproc"), sh_out("uname -r"))
end

local function wait_files(dir, names, suffix, timeout)
  local deadline = os.time() + timeout
  for _, name in ipairs(names) do
    while not hs.exists(dir .. "/" .. name .. suffix) do
      if os.time() > deadline then error("bench: no " .. dir .. "/" .. name .. suffix) end
      helper.sleep(0.2)
    end
  end
end

-- The leader's counters worth showing beside the zxid (those this server version has).
local LEADER_COUNTERS = { "zk_commit_count", "zk_proposal_count", "zk_sync_processor_request_queued",
  "zk_packets_received" }

local function measure(ens, n)
  local dir = helper.tmpdir()
  local nofile = tonumber(sh_out("ulimit -n")) or 1024
  local per_proc = math.max(1, math.min(PER_PROC, (nofile - 64) // 8))
  local names, pids = {}, {}
  for first = 1, n, per_proc do
    local count = math.min(per_proc, n - first + 1)
    local name = string.format("w%05d", first)
    names[#names + 1] = name
    local pidfile = dir .. "/" .. name .. ".pid"
    assert(helper.sh(string.format("%s bench/lease_cost.lua worker %s %d %d %s %g > %s/%s.log 2>&1 & echo $! > %s",
      helper.LUA, helper.quote(ens.servers), first, count, dir, T, dir, name, pidfile)))
    pids[#pids + 1] = tonumber(helper.read(pidfile))
  end
  local ok, err = pcall(function()
    wait_files(dir, names, ".ready", 600)
    helper.sleep(WARMUP)
    local li = ens:leader()
    local leader = ens[li]
    local m0, z0 = {}, zxid(leader)
    for i, srv in ipairs(ens) do m0[i] = mntr(srv) end
    hs.touch(dir .. "/snap0")
    local t0 = os.time()
    helper.sleep(WINDOW)
    local z1 = zxid(leader)
    local m1 = {}
    for i, srv in ipairs(ens) do m1[i] = mntr(srv) end
    hs.touch(dir .. "/snap1")
    wait_files(dir, names, ".done", 120)
    assert(ens:leader() == li, "bench: the leader changed during the window")
    local r = { sessions = n, window_s = WINDOW, leader = li, zxid0 = z0, zxid1 = z1, txns = z1 - z0,
      refreshes = 0, heartbeats = 0, sent = 0, held = 0, lost = 0, client_window_s = 0, servers = {},
      leader_counters = {}, started = t0, processes = #names }
    for _, name in ipairs(names) do
      local w, refr, hb, sent, held, lost = helper.read(dir .. "/" .. name .. ".out"):match(
        "(%S+) (%d+) (%d+) (%d+) (%d+) (%d+)")
      r.client_window_s = math.max(r.client_window_s, tonumber(w))
      r.refreshes, r.heartbeats, r.sent = r.refreshes + refr, r.heartbeats + hb, r.sent + sent
      r.held, r.lost = r.held + held, r.lost + lost
    end
    for _, k in ipairs(LEADER_COUNTERS) do
      if m0[li][k] and m1[li][k] then r.leader_counters[k] = m1[li][k] - m0[li][k] end
    end
    -- the logs are read once every server has written the window's last transaction
    helper.sleep(2)
    for i, srv in ipairs(ens) do
      local by = read_log(srv.dir .. "/data", z0, z1)
      r.servers[i] = { mode = srv:mode(), log = by,
        packets_received = (m1[i].zk_packets_received or 0) - (m0[i].zk_packets_received or 0),
        connections = m1[i].zk_num_alive_connections }
    end
    return r
  end)
  hs.touch(dir .. "/stop")
  for _, pid in ipairs(pids) do
    helper.sh(string.format("timeout 120 tail --pid=%d -f /dev/null || kill %d", pid, pid))
  end
  if not ok then
    for _, name in ipairs(names) do io.stderr:write(helper.read(dir .. "/" .. name .. ".log") or "") end
  end
  helper.sh("rm -rf " .. helper.quote(dir))
  return assert(ok and err, err)
end

-- Refreshes per T per holding session. Naively 4 (one every I = T/4); but a refresh is due one I
-- after its anchor, the send time of the answered request W earlier plus W, which trails the
-- refresh's own send by up to H = T/10 (a request goes at least every H). In the steady state of
-- that rule (csrc/refresh.c tick, csrc/validity.c; idle session, short round trips) the gaps repeat
-- 0.2 T, 0.2 T, 0.15 T: 3 refreshes per 0.55 T.
local SCHEDULE = 3 / 0.55

-- per-second figures and the formulas', from one measurement
local function derive(r)
  local d = {}
  local lead = r.servers[r.leader].log
  d.writes_per_s = r.txns / r.window_s
  d.check_multis_per_s = lead.check_multi.count / r.window_s
  d.other_txns_per_s = lead.other.count / r.window_s
  d.per_session_writes_per_s = d.check_multis_per_s / r.sessions
  d.refreshes_per_session_s = r.refreshes / r.client_window_s / r.sessions
  d.heartbeats_per_session_s = r.heartbeats / r.client_window_s / r.sessions
  d.bytes_per_refresh = lead.check_multi.count > 0 and lead.check_multi.bytes / lead.check_multi.count or 0
  d.log_bytes_per_s_server = (lead.check_multi.bytes + lead.other.bytes) / r.window_s
  local total = 0
  for _, s in ipairs(r.servers) do total = total + s.log.check_multi.bytes + s.log.other.bytes end
  d.log_bytes_per_s_ensemble = total / r.window_s
  d.naive_writes_per_s = r.sessions * 4 / T
  d.formula_writes_per_s = r.sessions * SCHEDULE / T
  d.formula_log_bytes_per_s_server = d.formula_writes_per_s * d.bytes_per_refresh
  local packets = 0
  for _, s in ipairs(r.servers) do packets = packets + s.packets_received end
  d.packets_per_s = packets / r.window_s
  return d
end

local function fmt(x, p) return string.format("%." .. (p or 1) .. "f", x) end

local function markdown(rows, meta)
  local out = {}
  local function add(s) out[#out + 1] = s end
  add("# The lease's cost on the ensemble")
  add("")
  add(string.format("%s. %s; T = %d s (refresh every T/4, heartbeat after T/10 idle); window %d s after a %d s " ..
    "warm-up; %d run(s) per count, the counts interleaved; %s.", meta.ensemble, meta.server, meta.T, meta.window_s,
    meta.warmup_s, meta.repeat_runs, meta.date))
  add("Machine: " .. meta.machine .. " (shared with other work: expect noise).")
  add("")
  add("| holding sessions (run) | writes/s at the leader | of which check multis | N x 4/T | N x 5.45/T | " ..
    "per session: refreshes/s, heartbeats/s | bytes per refresh record | log B/s per server | " ..
    "N x 5.45/T x bytes | log B/s, 3 servers | requests+pings/s, 3 servers | held / lost | connections per server |")
  add("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
  for _, r in ipairs(rows) do
    local d = r.derived
    local conns = {}
    for i, s in ipairs(r.servers) do conns[i] = (s.connections or 0) .. (i == r.leader and " (leader)" or "") end
    add(string.format("| %d (%d) | %s | %s | %s | %s | %s, %s | %s | %s | %s | %s | %s | %d / %d | %s |", r.sessions,
      r.run, fmt(d.writes_per_s), fmt(d.check_multis_per_s), fmt(d.naive_writes_per_s), fmt(d.formula_writes_per_s),
      fmt(d.refreshes_per_session_s, 3), fmt(d.heartbeats_per_session_s, 3), fmt(d.bytes_per_refresh, 0),
      fmt(d.log_bytes_per_s_server, 0), fmt(d.formula_log_bytes_per_s_server, 0), fmt(d.log_bytes_per_s_ensemble, 0),
      fmt(d.packets_per_s, 0), r.held, r.lost, table.concat(conns, ", ")))
  end
  add("")
  add("Writes/s: the leader's zxid progress over the window (every committed transaction). Check multis:")
  add("the leader's log records in that zxid range made of check ops only (the refreshes); anything else")
  add("would be another transaction (no session opens, closes or acquires in the window). Bytes: crc +")
  add("length + entry + end-of-record byte of each record, read from version-2/log.*; every voting server")
  add("logs the same records. Refreshes and heartbeats: the sessions' own counters over the same window.")
  local t = {}
  for _, r in ipairs(rows) do
    local kv = {}
    for _, k in ipairs(LEADER_COUNTERS) do
      if r.leader_counters[k] then kv[#kv + 1] = k .. " " .. r.leader_counters[k] end
    end
    t[#t + 1] = r.sessions .. " (" .. r.run .. "): " .. table.concat(kv, ", ")
  end
  add("The leader's mntr counters over the window: " .. table.concat(t, "; ") .. ".")
  return table.concat(out, "\n") .. "\n"
end

-- the results: the json (each row's figures derived again) and the markdown
local function write(data)
  for _, r in ipairs(data.rows) do r.derived = derive(r) end
  helper.write(OUT .. ".json", json.encode(data, { indent = true }) .. "\n")
  local md = markdown(data.rows, data.meta)
  helper.write(OUT .. ".md", md)
  io.write(md)
end

-- `bench/lease_cost.lua render`: the results again from the json, without measuring
if arg[1] == "render" then
  write(json.decode(assert(helper.read(OUT .. ".json"))))
  os.exit(0)
end

local ens = helper.ensemble { n = 3, container_ms = 600000 }
local rows = {}
local ok, err = pcall(function()
  for run = 1, REPEAT do
    for _, n in ipairs(COUNTS) do
      io.stderr:write(string.format("lease cost: %d holding sessions (run %d)...\n", n, run))
      local r = measure(ens, n)
      r.run = run
      rows[#rows + 1] = r
      local d = derive(r)
      io.stderr:write(string.format("  %.1f writes/s (N x 4/T %.1f, N x 5.45/T %.1f), %.0f B per refresh, " ..
        "%.0f log B/s per server\n", d.writes_per_s, d.naive_writes_per_s, d.formula_writes_per_s, d.bytes_per_refresh,
        d.log_bytes_per_s_server))
    end
  end
end)
ens:destroy()
assert(ok, err)

local meta = { ensemble = "3-server ensemble on loopback (spec/helper.lua: tickTime 200 ms, forceSync=no)",
  server = "ZooKeeper " .. sh_out("dpkg-query -W -f '${Version}' zookeeper") .. " (Debian)",
  date = os.date("!%Y-%m-%d %H:%M UTC"), machine = machine(), T = T, window_s = WINDOW, warmup_s = WARMUP,
  sessions_per_process = PER_PROC, repeat_runs = REPEAT, lua = _VERSION }
write { meta = meta, rows = rows }
