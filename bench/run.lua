-- bench/run.lua -- `make bench`: one throwaway ZooKeeper (same config for everyone), then zklock,
-- Curator 5 (Java threads, a client each), Kazoo (Python threads, a client each) and a raw C
-- client floor on the same workloads. Writes bench/results/latest.{json,md,png} (quick.* for BENCH_QUICK=1).
-- BENCH_QUICK=1 shrinks every count (a smoke run; not for the README): bench/results/quick.*,
-- so the committed latest.* the README quotes stay as they are. BENCH_FORCE_SYNC=yes runs
-- the server with forceSync=yes (an fsync per write) instead of no.
-- Beside ops/s and latency: requests per acquisition as the server counted them (mntr, pings
-- taken out with cons) over each timed phase, and round trips per acquisition on the client side.
-- Issue 12 (the local hand-off): the rows where one session has many coroutines on one lock
-- (1000 waiters; 4 processes x 250 coroutines) run zklock twice, with its default options (the
-- local hand-off) and with { local_handoffs = false } (a node per coroutine, Curator's way): peers
-- "zklock" and "zklock_strict". The markdown states each of the issue's goals, measured and met or not.
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local helper = require "helper"
local zklock = require "zklock"
local json = require "dkjson"   -- Debian lua-dkjson (make deps-bench)

local quick = os.getenv("BENCH_QUICK") == "1"
local function q(n, small) return quick and small or n end
local WORKLOADS = {
  { id = "uncontended", clients = 1, cycles = q(2000, 200), hold = 0 },
  { id = "uncontended_async", clients = 1, cycles = q(2000, 200), hold = 0, async = true },
  { id = "c10_h0", clients = 10, cycles = q(200, 20), hold = 0 },
  { id = "c10_h1", clients = 10, cycles = q(200, 20), hold = 1 },
  { id = "c100_h0", clients = 100, cycles = q(20, 3), hold = 0 },
  { id = "c100_h1", clients = 100, cycles = q(20, 3), hold = 1 },
  { id = "waiters1000", clients = q(1000, 100), cycles = 1, hold = 0, one = true },
  -- several processes, each one session with many coroutines (zklock) or one client shared by
  -- many threads (Curator), 1 acquisition per coroutine or thread
  { id = "procs4x250", procs = q(4, 2), per_proc = q(250, 25), cycles = 1, hold = 0 },
}
for _, w in ipairs(WORKLOADS) do
  if w.procs then
    w.clients = w.procs * w.per_proc
    w.title = string.format("%d processes x %d coroutines", w.procs, w.per_proc)
  elseif w.one then
    w.title = string.format("%d waiters, one session", w.clients)
  elseif w.async then
    w.title = string.format("uncontended 1x%d, async_release", w.cycles)
  elseif w.clients == 1 then
    w.title = string.format("uncontended 1x%d", w.cycles)
  else
    w.title = string.format("%d clients x%d, hold %s", w.clients, w.cycles, w.hold > 0 and w.hold .. "ms" or "0")
  end
end
local PEERS = { "zklock", "zklock_strict", "curator", "kazoo", "raw" }
-- the rows with zklock_strict beside zklock: many coroutines of one session on one lock
local function cohort_row(w) return w.one or w.procs end
local REPEAT = tonumber(os.getenv("BENCH_REPEAT") or (quick and 1 or 3))
local CURATOR_CP = "/usr/share/java/curator-recipes.jar:/usr/share/java/slf4j-nop.jar"

local tmp = helper.tmpdir()
local sh_out = helper.output

-- "start end overlaps [per_waiter bare bare_cond]" then one latency a line -> result table
-- (max_wait: the process's longest acquire latency; the bytes: bench/zklock_waiters.lua's memory
-- per queued waiter, per bare coroutine, per bare coroutine on a condition variable of its own)
local function parse(text, ops)
  local first, rest = text:match("^([^\n]*)\n?(.*)$")
  local t0, t1, overlaps, per, bare, bare_cond = first:match("^(%S+) (%S+) (%S+) ?(%S*) ?(%S*) ?(%S*)")
  assert(t0, "bad output: " .. text:sub(1, 400))
  local lat, max_wait = {}, 0
  for v in rest:gmatch("%S+") do lat[#lat + 1] = tonumber(v); max_wait = math.max(max_wait, lat[#lat]) end
  return { t0 = tonumber(t0), t1 = tonumber(t1), overlaps = tonumber(overlaps), lat = lat, ops = ops,
    per_waiter = tonumber(per), bare = tonumber(bare), bare_cond = tonumber(bare_cond), max_wait = max_wait }
end

-- several processes' results as one; proc_max: each process's longest wait
local function merge(parts)
  local r = { t0 = math.huge, t1 = -math.huge, overlaps = 0, lat = {}, ops = 0, proc_max = {} }
  for _, p in ipairs(parts) do
    r.t0, r.t1 = math.min(r.t0, p.t0), math.max(r.t1, p.t1)
    r.overlaps, r.ops = r.overlaps + p.overlaps, r.ops + p.ops
    for _, v in ipairs(p.lat) do r.lat[#r.lat + 1] = v end
    r.proc_max[#r.proc_max + 1] = p.max_wait
  end
  return r
end

-- Release-to-acquire latency of the hand-offs between processes (issue 24)
local read_handoffs = dofile("bench/handoffs.lua")
local function handoffs(files) return read_handoffs(files, helper.read) end

-- Round trips per acquisition (acquire and release), on the client side. zklock: the acquire's
-- create and list leave together (1), each request sent from a reply waited one more (chained),
-- and the release waits for its delete (1) unless async_release. Curator and Kazoo call the
-- server synchronously, one request at a time: each request is a round trip. The raw floor
-- pipelines create and list, then deletes: 2.
-- In the cohort rows zklock's default (issue 12) hands the lock over between coroutines without a
-- request, which these counters cannot tell apart: no round-trip figure there (requests only).
local function round_trips(peer, w, r)
  if peer == "zklock" and cohort_row(w) then return nil end
  -- (the 1000 waiters queue, create and list, before the timed phase: only hand-offs are counted)
  if peer == "zklock" or peer == "zklock_strict" then
    return (w.one and 0 or 1) + r.client.chained / r.ops + (w.async and 0 or 1)
  end
  if peer == "raw" then return w.clients == 1 and 2 or nil end
  return r.server.requests / r.ops
end

local function summary(r, peer, w)
  table.sort(r.lat)
  local function pct(p) return r.lat[math.max(1, math.ceil(#r.lat * p))] * 1000 end
  local proc_max_ms
  if r.proc_max then
    proc_max_ms = {}
    for i, v in ipairs(r.proc_max) do proc_max_ms[i] = v * 1000 end
  end
  local ho = r.handoffs
  local function hpct(p) return ho and #ho > 0 and ho[math.max(1, math.ceil(#ho * p))] * 1000 or nil end
  return { ops_per_s = r.ops / (r.t1 - r.t0), p50_ms = pct(0.5), p99_ms = pct(0.99), overlaps = r.overlaps,
    handoff_p50_ms = hpct(0.5), handoff_p99_ms = hpct(0.99), handoffs = ho and #ho or nil,
    max_ms = r.lat[#r.lat] * 1000, process_max_ms = proc_max_ms,
    seconds = r.t1 - r.t0, samples = #r.lat, bytes_per_waiter = r.per_waiter,
    -- the bare coroutine (blocked on a shared condition variable), a condition variable of its
    -- own (the cqueues waiter makes one per waiting coroutine), and the waiter's bytes beyond the
    -- bare coroutine (issue 12's memory goal: the condition variable counts as zklock's)
    bytes_coroutine = r.bare, bytes_condition = r.bare_cond and r.bare and r.bare_cond - r.bare,
    bytes_beyond_coroutine = r.per_waiter and r.bare and r.per_waiter - r.bare,
    requests_per_acq = r.server.requests / r.ops, pings_excluded = r.server.pings,
    client_requests_per_acq = r.client and r.client.sent / r.ops, round_trips_per_acq = round_trips(peer, w, r) }
end

-- Same server config for every peer; by default no fsync per write, so the clients' own costs show.
local force_sync = os.getenv("BENCH_FORCE_SYNC") == "yes"
local zk = helper.server { container_ms = 600000, force_sync = force_sync and nil or false }
local admin = assert(zklock.connect { servers = zk.servers })

-- The server's own counters (four-letter words; spec/helper.lua's config allows them): mntr's
-- read and write request counts, and per session (cons) the packets received and the xid of the
-- last request. Pings are counted by mntr as reads but carry no xid of their own, so a session's
-- pings are its packets minus its xid's progress.
local function four(word) return zk:four(word) end
local function server_counters()
  local m = four("mntr")
  local c = { requests = tonumber(m:match("zk_cnt_readlatency%s+(%d+)")) + tonumber(m:match("zk_cnt_updatelatency%s+(%d+)")),
    sessions = {} }
  for recved, sid, xid in four("cons"):gmatch("recved=(%d+),[^\n]-sid=(0x%x+),[^\n]-lcxid=(0x%x+)") do
    c.sessions[sid] = { recved = tonumber(recved), xid = tonumber(xid) }
  end
  return c
end
-- Requests between two readings, pings taken out. A session that had sent no request yet shows
-- xid 0: the Java client and Kazoo number their requests from 1 (every zklock worker sends one
-- before its timed phase, as the C client starts from a clock value).
local function counted(b, a)
  local pings = 0
  for sid, x in pairs(a.sessions) do
    local y = b.sessions[sid]
    if y then
      local xids = y.xid ~= 0 and x.xid - y.xid or x.xid
      pings = pings + math.max(0, (x.recved - y.recved) - xids)
    end
  end
  return { requests = a.requests - b.requests - pings, pings = pings }
end

local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end
-- Drives peer processes through their handshake files: every `ready` file, then the server's
-- counters, the `go` files, every `done` file, the counters again, the `stop` files. So neither
-- connecting, warming up nor closing is counted. Returns the counters' movement.
local function windowed(pids, ready, go, done, stop, what)
  local function all(list, step)
    local ok = helper.eventually(function()
      for _, p in ipairs(list) do if not exists(p) then return false end end
      return true
    end, 600)
    if not ok then
      for _, pid in ipairs(pids) do helper.kill(pid) end   -- everything we start, we stop
      error("bench: " .. what .. " did not get " .. step)
    end
  end
  all(ready, "ready")
  local before = server_counters()
  for _, p in ipairs(go) do helper.write(p, "go") end
  all(done, "done")
  local after = server_counters()
  for _, p in ipairs(stop) do helper.write(p, "stop") end
  for _, pid in ipairs(pids) do assert(helper.wait_pid(pid, 600), what .. " did not exit") end
  for _, list in ipairs({ ready, go, done, stop }) do for _, p in ipairs(list) do os.remove(p) end end
  return counted(before, after)
end

-- zklock's own counters over the timed phase ("sent chained refreshes" per worker), added up
local function client_stats(files)
  local t = { sent = 0, chained = 0, refreshes = 0 }
  for _, p in ipairs(files) do
    local sent, chained, refreshes = assert(helper.read(p), "no " .. p):match("(%d+) (%d+) (%d+)")
    t.sent, t.chained, t.refreshes = t.sent + sent, t.chained + chained, t.refreshes + refreshes
    os.remove(p)
  end
  return t
end
local function fresh_path(peer, w, rep)
  local p = "/bench/" .. peer .. "/" .. w.id .. "-" .. rep
  assert(admin:create(p, "", { parents = true }))
  return p
end

local runners = {}

-- the overlap marker file of the multi-process rows (bench/zklock_worker.lua's naming)
local function marker(path)
  local shm = exists("/dev/shm") and "/dev/shm" or "/tmp"
  return shm .. "/zklock-bench" .. path:gsub("/", "_") .. ".inside"
end

-- mode: "cohort" (zklock's default options) or "strict", for the cohort rows
local function zklock_runner(w, path, mode)
  if w.procs then
    local go, pids, parts, ready, done, stats = tmp .. "/go-" .. w.id, {}, {}, {}, {}, {}
    for i = 1, w.procs do
      local out = tmp .. "/zp" .. i .. ".out"
      pids[i] = helper.spawn(helper.lua_cmd("bench/zklock_procs.lua", zk.servers, path, w.per_proc, out, go, mode),
        tmp .. "/zp" .. i .. ".log")
      ready[i], done[i], stats[i] = out .. ".ready", out .. ".done", out .. ".stats"
    end
    local server = windowed(pids, ready, { go }, done, { go .. ".stop" }, "the zklock processes")
    for i = 1, w.procs do
      parts[i] = parse(assert(helper.read(tmp .. "/zp" .. i .. ".out"), helper.read(tmp .. "/zp" .. i .. ".log")),
        w.per_proc)
      os.remove(tmp .. "/zp" .. i .. ".out")
    end
    local r = merge(parts)
    r.server, r.client = server, client_stats(stats)
    os.remove(marker(path))
    return r
  end
  if w.one then
    local out = tmp .. "/zw.out"
    local pid = helper.spawn(helper.lua_cmd("bench/zklock_waiters.lua", zk.servers, path, w.clients, out, mode),
      tmp .. "/zw.log")
    local server = windowed({ pid }, { out .. ".ready" }, { out .. ".go" }, { out .. ".done" }, { out .. ".stop" },
      "the zklock waiters")
    local r = parse(assert(helper.read(out), helper.read(tmp .. "/zw.log")), w.clients)
    r.server, r.client = server, client_stats({ out .. ".stats" })
    os.remove(out)
    return r
  end
  local go, pids, parts, ready, done, stats = tmp .. "/go-" .. w.id, {}, {}, {}, {}, {}
  for i = 1, w.clients do
    local out = tmp .. "/z" .. i .. ".out"
    pids[i] = helper.spawn(helper.lua_cmd("bench/zklock_worker.lua", zk.servers, path, w.cycles, w.hold,
      out, go, w.async and "async" or "sync"), tmp .. "/z" .. i .. ".log")
    ready[i], done[i], stats[i] = out .. ".ready", out .. ".done", out .. ".stats"
  end
  local server = windowed(pids, ready, { go }, done, { go .. ".stop" }, "the zklock workers")
  local ho = {}
  for i = 1, w.clients do
    parts[i] = parse(assert(helper.read(tmp .. "/z" .. i .. ".out"), helper.read(tmp .. "/z" .. i .. ".log")), w.cycles)
    os.remove(tmp .. "/z" .. i .. ".out")
    ho[i] = tmp .. "/z" .. i .. ".out.handoff"
  end
  local r = merge(parts)
  r.server, r.client = server, client_stats(stats)
  r.handoffs = w.clients > 1 and handoffs(ho) or nil
  if w.clients == 1 then handoffs(ho) end   -- (removes the file)
  return r
end
function runners.zklock(w, path) return zklock_runner(w, path, "cohort") end
function runners.zklock_strict(w, path)
  if not cohort_row(w) then return nil end
  return zklock_runner(w, path, "strict")
end

-- Curator and Kazoo: one process, its handshake files SYNC.ready/.go/.done/.stop
local function peer_process(w, name, cmd)
  local sync, out = tmp .. "/" .. name .. "-sync", tmp .. "/" .. name .. ".out"
  local pid = helper.spawn("env -u LD_PRELOAD " .. cmd .. " " .. helper.quote(sync) .. " > " .. helper.quote(out) .. " 2> " ..
    helper.quote(out .. ".err"))
  local server = windowed({ pid }, { sync .. ".ready" }, { sync .. ".go" }, { sync .. ".done" }, { sync .. ".stop" }, name)
  local r = parse(assert(helper.read(out)) .. "", w.clients * w.cycles)
  r.server = server
  local ho = handoffs({ sync .. ".handoff" })
  if w.clients > 1 and not w.one then r.handoffs = ho end
  os.remove(out); os.remove(out .. ".err")
  return r
end

local function curator_cmd(w, path, clients, shared, heap)
  return string.format("java -Xmx%s -cp %s:%s CuratorBench %s %s %d %d %d %d", heap, CURATOR_CP, tmp, zk.servers, path,
    clients, w.cycles, w.hold, shared)
end

-- Several JVMs (w.procs), each one CuratorFramework shared by its w.per_proc threads, each thread
-- its own InterProcessMutex; overlaps across JVMs through the marker file
local function curator_procs(w, path)
  local pids, parts, ready, go, done, stop, outs = {}, {}, {}, {}, {}, {}, {}
  for i = 1, w.procs do
    local sync, out = tmp .. "/curator" .. i .. "-sync", tmp .. "/curator" .. i .. ".out"
    pids[i] = helper.spawn("env -u LD_PRELOAD " .. curator_cmd(w, path, w.per_proc, 1, "1g") .. " " ..
      helper.quote(sync) .. " " .. helper.quote(marker(path)) .. " > " .. helper.quote(out) .. " 2> " ..
      helper.quote(out .. ".err"))
    ready[i], go[i], done[i], stop[i], outs[i] = sync .. ".ready", sync .. ".go", sync .. ".done", sync .. ".stop", out
  end
  local server = windowed(pids, ready, go, done, stop, "the Curator JVMs")
  for i, out in ipairs(outs) do
    parts[i] = parse(assert(helper.read(out), helper.read(out .. ".err")) .. "", w.per_proc * w.cycles)
    os.remove(out); os.remove(out .. ".err")
    handoffs({ tmp .. "/curator" .. i .. "-sync.handoff" })   -- (removes it: these rows report no hand-off)
  end
  local r = merge(parts)
  r.server = server
  os.remove(marker(path))
  return r
end

function runners.curator(w, path)
  if w.async then return nil end   -- zklock's option: compared with zklock's default
  if w.procs then return curator_procs(w, path) end
  return peer_process(w, "curator", string.format("java -Xmx2g -cp %s:%s CuratorBench %s %s %d %d %d %d", CURATOR_CP,
    tmp, zk.servers, path, w.clients, w.cycles, w.hold, w.one and 1 or 0))
end

function runners.kazoo(w, path)
  if w.one or w.async or w.procs then return nil end   -- a client shared by many threads: compared with Curator only
  return peer_process(w, "kazoo", string.format("/usr/bin/python3 bench/kazoo_bench.py %s %s %d %d %d", zk.servers,
    path, w.clients, w.cycles, w.hold))
end

-- The contended floor (issue 24): 10 raw C client processes, each waiting for the delete event of
-- the node just ahead and then holding without a listing (bench/raw.c, handoff).
local function raw_handoff(w, path)
  local pids, parts, ready, go, done, stop, ho = {}, {}, {}, {}, {}, {}, {}
  for i = 1, w.clients do
    local sync, out = tmp .. "/rawh" .. i .. "-sync", tmp .. "/rawh" .. i .. ".out"
    pids[i] = helper.spawn(string.format("env -u LD_PRELOAD %s/raw handoff %s %s %d %s %s", tmp, zk.servers, path, w.cycles,
      helper.quote(out), helper.quote(sync)), out .. ".err")
    ready[i], go[i], done[i], stop[i], ho[i] = sync .. ".ready", sync .. ".go", sync .. ".done", sync .. ".stop", out .. ".handoff"
  end
  local server = windowed(pids, ready, go, done, stop, "the raw hand-off processes")
  for i = 1, w.clients do
    local out = tmp .. "/rawh" .. i .. ".out"
    parts[i] = parse(assert(helper.read(out), helper.read(out .. ".err")), w.cycles)
    os.remove(out); os.remove(out .. ".err")
  end
  local r = merge(parts)
  r.server, r.handoffs = server, handoffs(ho)
  os.remove(marker(path))
  return r
end

function runners.raw(w, path)
  if w.id == "c10_h0" then return raw_handoff(w, path) end
  if w.id ~= "uncontended" then return nil end
  -- no warm-up and no handshake: its connect, directory create and close (3 requests) are counted too
  local before = server_counters()
  local r = parse(sh_out(string.format("%s/raw %s %s %d", tmp, zk.servers, path .. "/d", w.cycles)), w.cycles)
  r.server = counted(before, server_counters())
  return r
end

local results = {}
local ok, err = pcall(function()
  assert(helper.sh(string.format("javac -nowarn -cp %s -d %s tools/java/CuratorBench.java", CURATOR_CP, tmp)))
  assert(helper.sh(string.format("cc -std=c99 -DTHREADED -O2 bench/raw.c -o %s/raw -lzookeeper_mt -lpthread", tmp)))
  -- warm the server's JIT first, so the first peer measured is not the one that pays for it
  sh_out(string.format("%s/raw %s /warmup %d", tmp, zk.servers, q(5000, 500)))
  -- Each workload runs REPEAT times with the peers interleaved (a shared 2-core machine drifts);
  -- the run with the median ops/s is reported, and every run's overlaps are added up.
  for _, w in ipairs(WORKLOADS) do
    results[w.id] = { title = w.title, clients = w.clients, cycles = w.cycles, hold_ms = w.hold, repeats = REPEAT }
    local runs = {}
    for rep = 1, REPEAT do
      for _, peer in ipairs(PEERS) do
        local r = runners[peer](w, fresh_path(peer, w, rep))
        if r then
          local sm = summary(r, peer, w)
          runs[peer] = runs[peer] or {}
          table.insert(runs[peer], sm)
          io.stderr:write(string.format("%-12s %-13s #%d %9.0f ops/s  p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms  " ..
            "overlaps %d  req/acq %.2f  rt/acq %s%s%s%s\n", w.id, peer, rep, sm.ops_per_s, sm.p50_ms, sm.p99_ms, sm.max_ms,
            sm.overlaps, sm.requests_per_acq,
            sm.round_trips_per_acq and string.format("%.2f", sm.round_trips_per_acq) or "—",
            sm.handoff_p50_ms and string.format("  hand-off p50 %.2f p99 %.2f ms (%d)", sm.handoff_p50_ms, sm.handoff_p99_ms,
              sm.handoffs) or "",
            sm.bytes_per_waiter and string.format("  %.0f B/waiter", sm.bytes_per_waiter) or "",
            sm.bytes_beyond_coroutine and string.format(" (%.0f beyond the coroutine)", sm.bytes_beyond_coroutine) or ""))
        end
      end
    end
    for peer, list in pairs(runs) do
      local overlaps, all = 0, {}
      for _, sm in ipairs(list) do overlaps = overlaps + sm.overlaps; all[#all + 1] = sm.ops_per_s end
      table.sort(list, function(x, y) return x.ops_per_s < y.ops_per_s end)
      local med = list[math.ceil(#list / 2)]
      med.overlaps, med.runs_ops_per_s = overlaps, all
      results[w.id][peer] = med
    end
  end
end)
admin:close()
zk:destroy()
if not ok then helper.sh("rm -rf " .. helper.quote(tmp)); error(err, 0) end

local machine = {
  cpu = sh_out("lscpu | sed -n 's/^Model name: *//p' | head -1"),
  cores = tonumber(sh_out("nproc")),
  memory = sh_out("free -h | awk '/^Mem:/ {print $2}'"),
  kernel = sh_out("uname -r"),
  zookeeper = "3.8 (Debian package), standalone on loopback",
  force_sync = force_sync and "yes" or "no",
  date = os.date("!%Y-%m-%d %H:%M UTC"),
  quick = quick,
  repeats = REPEAT,
}
local doc = { machine = machine, workloads = results }
local outdir, name = "bench/results/", quick and "quick" or "latest"
-- dkjson writes NaN and infinities as null and keeps arrays arrays; keys sorted, for stable diffs
local keys, seen = {}, {}
local function collect(t)
  for k, v in pairs(t) do
    if type(k) == "string" and not seen[k] then seen[k] = true; keys[#keys + 1] = k end
    if type(v) == "table" then collect(v) end
  end
end
collect(doc)
table.sort(keys)
helper.write(outdir .. name .. ".json", json.encode(doc, { indent = true, keyorder = keys }) .. "\n")

-- Markdown table and ratios for the README
local lines = { "| workload | zklock ops/s | Curator ops/s | Kazoo ops/s | raw C floor | zklock p50 / p99 ms | Curator p50 / p99 ms | Kazoo p50 / p99 ms | overlaps |",
  "|---|---|---|---|---|---|---|---|---|" }
local function f(x) return x and string.format("%.0f", x.ops_per_s) or "—" end
local function l(x) return x and string.format("%.2f / %.2f", x.p50_ms, x.p99_ms) or "—" end
for _, w in ipairs(WORKLOADS) do
  local r = results[w.id]
  local ov = 0
  for _, p in ipairs(PEERS) do if r[p] then ov = ov + r[p].overlaps end end
  lines[#lines + 1] = string.format("| %s | %s | %s | %s | %s | %s | %s | %s | %d |", w.title, f(r.zklock), f(r.curator),
    f(r.kazoo), f(r.raw), l(r.zklock), l(r.curator), l(r.kazoo), ov)
end
local u = results.uncontended
lines[#lines + 1] = ""
lines[#lines + 1] = string.format("Machine: %s, %d cores, %s RAM, Linux %s; %s, forceSync=%s; %s. Median of %d interleaved runs.",
  machine.cpu, machine.cores, machine.memory, machine.kernel, machine.zookeeper, machine.force_sync, machine.date, REPEAT)
do
  local wz, ws = results.waiters1000.zklock, results.waiters1000.zklock_strict
  if wz and wz.bytes_per_waiter then
    lines[#lines + 1] = string.format("zklock memory per queued waiter (bytes malloc'd, Lua's heap and zklock's C heap alike, %d coroutines of " ..
      "one cqueues controller): %.0f bytes in all (default options, the local hand-off)%s.", results.waiters1000.clients,
      wz.bytes_per_waiter, ws and ws.bytes_per_waiter and string.format(", %.0f bytes strict", ws.bytes_per_waiter) or "")
  end
  if wz and wz.bytes_beyond_coroutine then
    lines[#lines + 1] = string.format("Of which the bare coroutine, the same controller's coroutines blocked on one " ..
      "shared condition variable: %.0f bytes; beyond the coroutine: %.0f bytes (default)%s. \"Beyond\" still holds " ..
      "the condition variable the cqueues waiter makes for each waiting coroutine (%.0f bytes: zklock's, a coroutine " ..
      "needs none) and acquire's own frame, from which the coroutine sleeps (the waiter's park()), besides zklock's " ..
      "tables and userdata. Not counted: the controller's one-off growth to hold that many coroutines (warmed up first).",
      wz.bytes_coroutine, wz.bytes_beyond_coroutine,
      ws and ws.bytes_beyond_coroutine and string.format(", %.0f bytes strict", ws.bytes_beyond_coroutine) or "",
      wz.bytes_condition)
  end
end
local ratios = {}
for _, w in ipairs(WORKLOADS) do
  local r = results[w.id]
  if r.zklock and r.curator then ratios[#ratios + 1] = string.format("%s: %.2fx Curator%s", w.title,
    r.zklock.ops_per_s / r.curator.ops_per_s, r.kazoo and string.format(", %.2fx Kazoo", r.zklock.ops_per_s / r.kazoo.ops_per_s) or "") end
end
if u.raw then ratios[#ratios + 1] = string.format("uncontended zklock / raw floor: %.2f", u.zklock.ops_per_s / u.raw.ops_per_s) end
local ua = results.uncontended_async
if u.raw and ua.zklock then
  ratios[#ratios + 1] = string.format("with async_release: %.2fx zklock's default, %.2fx Curator, / raw floor: %.2f",
    ua.zklock.ops_per_s / u.zklock.ops_per_s, ua.zklock.ops_per_s / u.curator.ops_per_s, ua.zklock.ops_per_s / u.raw.ops_per_s)
end
lines[#lines + 1] = "Ratios (zklock ops/s over the peer's): " .. table.concat(ratios, "; ") .. "."

-- Requests and round trips per acquisition (acquire + release)
lines[#lines + 1] = ""
lines[#lines + 1] = "| workload | zklock requests / round trips | zklock strict requests / round trips | Curator requests / round trips | Kazoo requests / round trips | raw C floor | pings excluded |"
lines[#lines + 1] = "|---|---|---|---|---|---|---|"
local function rq(x)
  if not x then return "—" end
  return string.format("%.2f / %s", x.requests_per_acq, x.round_trips_per_acq and string.format("%.2f",
    x.round_trips_per_acq) or "—")
end
for _, w in ipairs(WORKLOADS) do
  local r = results[w.id]
  local pings = 0
  for _, p in ipairs(PEERS) do if r[p] then pings = pings + r[p].pings_excluded end end
  lines[#lines + 1] = string.format("| %s | %s | %s | %s | %s | %s | %d |", w.title, rq(r.zklock), rq(r.zklock_strict),
    rq(r.curator), rq(r.kazoo), rq(r.raw), pings)
end
lines[#lines + 1] = ""
lines[#lines + 1] = "Requests per acquisition as the server counted them (mntr's read and write counts over each " ..
  "timed phase, pings taken out with cons); round trips on the client side: zklock's own counters, Curator's and " ..
  "Kazoo's from their one-request-at-a-time calls (each request is one), the raw floor's by construction (its " ..
  "connect and close are in its request count). zklock's waiters queue before their timed phase (Curator's " ..
  "threads after): that row counts only zklock's hand-offs. zklock's default hands the lock over between " ..
  "coroutines of one session without a request (issue 12): no round-trip figure in those rows."

-- Issue 24: the release-to-acquire latency of hand-offs between processes, beside the raw floor
do
  local w = results.c10_h0
  local function ho(x)
    return x and x.handoff_p50_ms and string.format("%.2f / %.2f (%d)", x.handoff_p50_ms, x.handoff_p99_ms, x.handoffs) or "—"
  end
  lines[#lines + 1] = ""
  lines[#lines + 1] = "| hand-offs between processes, " .. w.title .. " | raw C floor | zklock | Curator | Kazoo |"
  lines[#lines + 1] = "|---|---|---|---|---|"
  lines[#lines + 1] = string.format("| release-to-acquire ms, p50 / p99 (hand-offs) | %s | %s | %s | %s |", ho(w.raw),
    ho(w.zklock), ho(w.curator), ho(w.kazoo))
  lines[#lines + 1] = ""
  lines[#lines + 1] = "From the release's start (the releaser's clock) to the acquire's return (the acquirer's), " ..
    "CLOCK_MONOTONIC (one clock for every process of the machine), for each acquisition whose acquirer was already " ..
    "waiting; the run with the median ops/s. The floor: 10 raw C client processes, each waiting for the delete event " ..
    "of the node just ahead and then holding without a listing (bench/raw.c). zklock: 10 processes; Curator and " ..
    "Kazoo: 10 threads of one process, a client (a session) each."
  local z, f0 = w.zklock, w.raw
  local v = z and f0 and z.handoff_p50_ms and f0.handoff_p50_ms and z.handoff_p50_ms / f0.handoff_p50_ms
  lines[#lines + 1] = string.format("- Issue 24: zklock's hand-off p50 over the floor's: %s (goal <= 1.2x): %s.",
    v and string.format("%.2fx", v) or "—", v == nil and "not measured" or v <= 1.2 and "met" or "NOT met")
end

-- Issue 12: the local hand-off (zklock's default) beside strict (a node per coroutine) and
-- Curator, and the issue's goals, measured
lines[#lines + 1] = ""
lines[#lines + 1] = "Local hand-off (issue 12): zklock with its default options (the coroutines of one session " ..
  "share one node and hand the lock over locally) and with `{ local_handoffs = false }` (a node per coroutine, Curator's way)."
lines[#lines + 1] = ""
lines[#lines + 1] = "| workload | zklock ops/s | zklock strict ops/s | Curator ops/s | longest wait ms: zklock / strict / Curator | " ..
  "longest wait per process ms: zklock; strict; Curator | bytes per queued waiter, in all / beyond the coroutine: " ..
  "zklock; strict | overlaps |"
lines[#lines + 1] = "|---|---|---|---|---|---|---|---|"
local function ms(x) return x and string.format("%.1f", x.max_ms) or "—" end
local function per_proc(x)
  if not (x and x.process_max_ms) then return "—" end
  local t = {}
  for i, v in ipairs(x.process_max_ms) do t[i] = string.format("%.1f", v) end
  return table.concat(t, ", ")
end
local function bw(x)
  if not (x and x.bytes_per_waiter) then return "—" end
  return string.format("%.0f / %s", x.bytes_per_waiter,
    x.bytes_beyond_coroutine and string.format("%.0f", x.bytes_beyond_coroutine) or "—")
end
for _, w in ipairs(WORKLOADS) do
  if cohort_row(w) then
    local r = results[w.id]
    local ov = 0
    for _, p in ipairs({ "zklock", "zklock_strict", "curator" }) do if r[p] then ov = ov + r[p].overlaps end end
    lines[#lines + 1] = string.format("| %s | %s | %s | %s | %s / %s / %s | %s; %s; %s | %s; %s | %d |", w.title,
      f(r.zklock), f(r.zklock_strict), f(r.curator), ms(r.zklock), ms(r.zklock_strict), ms(r.curator),
      per_proc(r.zklock), per_proc(r.zklock_strict), per_proc(r.curator), bw(r.zklock), bw(r.zklock_strict), ov)
  end
end
lines[#lines + 1] = ""
lines[#lines + 1] = "Goals of issue 12, from this run" .. (quick and " (a BENCH_QUICK smoke run: smaller counts, " ..
  "not comparable with the goals)" or "") .. ":"
-- fmt: how the value is shown ("%.2f" for ratios), unit after value and target ("x", " B")
local function goal(text, value, target, higher, fmt, unit)
  local met = value and (higher and value >= target or not higher and value <= target)
  lines[#lines + 1] = string.format("- %s: %s (goal %s%g%s): %s.", text, value and string.format(fmt, value) .. unit or "—",
    higher and ">= " or target == 0 and "" or "<= ", target, unit, value == nil and "not measured" or met and "met" or "NOT met")
end
do
  local r, README_WAITERS = results.waiters1000, 1074   -- the README's 1000-waiter figure before issue 12
  local z = r.zklock
  goal(string.format("%s, zklock (%s ops/s) over the README's %d ops/s", r.title, f(z), README_WAITERS),
    z and z.ops_per_s / README_WAITERS, 20, true, "%.2f", "x")
  goal(string.format("%s, zklock over Curator (%s ops/s)", r.title, f(r.curator)),
    z and r.curator and z.ops_per_s / r.curator.ops_per_s, 50, true, "%.2f", "x")
  goal(string.format("%s, zklock's bytes per queued (local) waiter beyond the coroutine itself (in all %s B, " ..
    "the bare coroutine %s B; the waiter's condition variable, %s B, counted as zklock's)", r.title,
    z and z.bytes_per_waiter and string.format("%.0f", z.bytes_per_waiter) or "—",
    z and z.bytes_coroutine and string.format("%.0f", z.bytes_coroutine) or "—",
    z and z.bytes_condition and string.format("%.0f", z.bytes_condition) or "—"),
    z and z.bytes_beyond_coroutine, 1024, false, "%.0f", " B")
  local p = results.procs4x250
  goal(string.format("%s, zklock (%s ops/s) over Curator (%s ops/s); longest wait of any process: zklock %s ms, " ..
    "strict %s ms, Curator %s ms", p.title, f(p.zklock), f(p.curator), ms(p.zklock), ms(p.zklock_strict), ms(p.curator)),
    p.zklock and p.curator and p.zklock.ops_per_s / p.curator.ops_per_s, 5, true, "%.2f", "x")
  local ov = 0
  for _, w in ipairs(WORKLOADS) do
    for _, peer in ipairs(PEERS) do if results[w.id][peer] then ov = ov + results[w.id][peer].overlaps end end
  end
  goal("overlaps, every run of every workload and peer", ov, 0, false, "%d", "")
end
helper.write(outdir .. name .. ".md", table.concat(lines, "\n") .. "\n")

-- Chart (gnuplot): ops/s per workload and peer, clustered bars on a linear axis from 0
local dat = { "workload zklock zklock_strict curator kazoo raw" }
for _, w in ipairs(WORKLOADS) do
  local r = results[w.id]
  local row = { '"' .. w.title .. '"' }
  for _, p in ipairs(PEERS) do row[#row + 1] = r[p] and string.format("%.1f", r[p].ops_per_s) or "NaN" end
  dat[#dat + 1] = table.concat(row, " ")
end
helper.write(tmp .. "/chart.dat", table.concat(dat, "\n") .. "\n")
helper.write(tmp .. "/chart.gp", table.concat({
  "set terminal pngcairo size 1100,560 font ',10'",
  "set output '" .. outdir .. name .. ".png'",
  "set title 'Lock acquire+release throughput (ops/s; higher is better)'",
  "set style data histograms", "set style histogram clustered gap 1", "set style fill solid 0.85 border -1",
  "set yrange [0:*]", "set grid ytics", "set key top right", "set xtics rotate by -15 offset -2,0",
  "plot '" .. tmp .. "/chart.dat' using 2:xtic(1) title 'zklock', '' using 3 title 'zklock strict', " ..
  "'' using 4 title 'Curator 5', '' using 5 title 'Kazoo', '' using 6 title 'raw C client'",
}, "\n") .. "\n")
assert(helper.sh("gnuplot " .. tmp .. "/chart.gp"), "gnuplot failed")
helper.sh("rm -rf " .. helper.quote(tmp))
print(helper.read(outdir .. name .. ".md"))
