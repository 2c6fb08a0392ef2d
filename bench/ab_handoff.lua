-- bench/ab_handoff.lua CLIENTS CYCLES ROUNDS VARIANT... -- interleaved A/B of the hand-offs between
-- processes, on one throwaway server configured as `make bench`'s (forceSync=no). Each run:
-- CLIENTS clients, each taking and releasing one lock CYCLES times (hold 0), started together; the
-- variants run in turn, ROUNDS times. Per run and as median [min-max] over the runs: the
-- release-to-acquire latency's p50 and p99 (bench/handoffs.lua), acquisitions per second over the
-- timed phase, the requests per acquisition (mntr), the notifications per acquisition (the packets
-- the server sent less those it received: every request and ping has one answer, so the rest are
-- watch events), and the overlaps seen (any is a failure). VARIANT: raw (bench/raw.c handoff, the
-- floor: CLIENTS processes), rawdelay (the same resolving the server names once a minute, as
-- zklock's handles do: csrc/session.c), zk=BUILD[,K] (bench/zklock_worker.lua with the module in
-- BUILD/zklock/core.so, e.g. zk=build/lua5.4, CLIENTS processes; K: the lock option watch_ahead,
-- e.g. zk=build/lua5.4,1 for the node just ahead only), curator (Curator 5's InterProcessMutex,
-- CLIENTS threads of one JVM, a client each: tools/java/CuratorBench.java) or kazoo (Kazoo's Lock,
-- CLIENTS threads of one Python process, a client each: bench/kazoo_bench.py).
-- AB_WATCHES=1: also sample the server's watch count (mntr zk_watch_count) every 0.1 s of the
-- timed phase: its median and largest value per run (the sampling itself costs the machine a
-- little: leave it off for latency figures).
-- Run from the checkout: lua5.4 bench/ab_handoff.lua 10 100 5 raw zk=build/lua5.4,1 zk=build/lua5.4 curator kazoo
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = (os.getenv("ZKLOCK_BUILD") or "build/lua5.4") .. "/?.so;" .. package.cpath   -- helper's waits
local helper = require "helper"
local handoffs = dofile("bench/handoffs.lua")
local clients, cycles, rounds = tonumber(arg[1]), tonumber(arg[2]), tonumber(arg[3])
local variants = { table.unpack(arg, 4) }
assert(clients and cycles and rounds and #variants > 0, "usage: lua5.4 bench/ab_handoff.lua CLIENTS CYCLES ROUNDS VARIANT...")
local sample_watches = os.getenv("AB_WATCHES") == "1"
local CURATOR_CP = "/usr/share/java/curator-recipes.jar:/usr/share/java/slf4j-nop.jar"
local tmp = helper.tmpdir()
assert(helper.sh(string.format("cc -std=c99 -DTHREADED -O2 bench/raw.c -o %s/raw -lzookeeper_mt -lpthread", tmp)))
for _, v in ipairs(variants) do
  if v == "curator" then
    assert(helper.sh(string.format("javac -nowarn -cp %s -d %s tools/java/CuratorBench.java", CURATOR_CP, tmp)))
    break
  end
end
local zk = helper.server { container_ms = 600000, force_sync = false }
local function counters()
  local m = zk:four("mntr")
  local function n(k) return tonumber(m:match(k .. "%s+(%d+)")) end
  return { req = n("zk_cnt_readlatency") + n("zk_cnt_updatelatency"), sent = n("zk_packets_sent"),
    recv = n("zk_packets_received"), watches = n("zk_watch_count") }
end
local function all(files, samples)
  local deadline = os.time() + 600
  while true do
    local missing = false
    for _, p in ipairs(files) do if not helper.read(p) then missing = true; break end end
    if not missing then return end
    assert(os.time() < deadline, "bench/ab_handoff.lua: a client did not get there")
    if samples then samples[#samples + 1] = counters().watches end
    helper.sleep(samples and 0.1 or 0.02)
  end
end
-- the client's first output line: "start end overlaps"
local function first_line(text, what)
  local t0, t1, ov = assert(text, what .. ": no output"):match("^(%S+) (%S+) (%S+)")
  assert(t0, what .. ": bad output: " .. text:sub(1, 300))
  return tonumber(t0), tonumber(t1), tonumber(ov)
end
-- one run: the files each client writes, its handshake, and the command that starts it
local function run(v, path)
  local pids, ready, go, done, stop, ho, outs = {}, {}, {}, {}, {}, {}, {}
  local zkgo = tmp .. "/go"
  if v == "curator" or v == "kazoo" then
    local sync, out = tmp .. "/" .. v .. "-sync", tmp .. "/" .. v .. ".out"
    local cmd = v == "curator"
      and string.format("java -Xmx2g -cp %s:%s CuratorBench %s %s %d %d 0 0", CURATOR_CP, tmp, zk.servers, path, clients, cycles)
      or string.format("/usr/bin/python3 bench/kazoo_bench.py %s %s %d %d 0", zk.servers, path, clients, cycles)
    pids[1] = helper.spawn("env -u LD_PRELOAD " .. cmd .. " " .. helper.quote(sync) .. " > " .. helper.quote(out), out .. ".err")
    ready[1], go[1], done[1], stop[1], ho[1], outs[1] = sync .. ".ready", sync .. ".go", sync .. ".done", sync .. ".stop",
      sync .. ".handoff", out
  else
    for i = 1, clients do
      local out = tmp .. "/c" .. i .. ".out"
      local cmd
      if v == "raw" or v == "rawdelay" then
        local sync = tmp .. "/c" .. i .. "-sync"
        cmd = string.format((v == "rawdelay" and "RAW_RESOLVE_DELAY_MS=60000 " or "") .. "%s/raw handoff %s %s %d %s %s",
          tmp, zk.servers, path, cycles, helper.quote(out), helper.quote(sync))
        ready[i], go[i], done[i], stop[i] = sync .. ".ready", sync .. ".go", sync .. ".done", sync .. ".stop"
      else
        local build, k = v:match("^zk=([^,]+),?(%d*)$")
        assert(build, "unknown variant " .. v)
        cmd = string.format((k ~= "" and "ZKLOCK_WATCH_AHEAD=" .. k .. " " or "") .. "lua5.4 -e \"package.path='lua/?.lua;lua/?/init.lua;'..package.path; " ..
          "package.cpath='%s/?.so;'..package.cpath\" bench/zklock_worker.lua %s %s %d 0 %s %s sync", build, zk.servers, path,
          cycles, helper.quote(out), zkgo)
        ready[i], go[1], done[i], stop[1] = out .. ".ready", zkgo, out .. ".done", zkgo .. ".stop"
      end
      ho[i], outs[i] = out .. ".handoff", out
      pids[i] = helper.spawn(cmd, out .. ".log")
    end
  end
  all(ready)
  local c0 = counters()
  for _, p in ipairs(go) do helper.write(p, "go") end
  local samples = sample_watches and {} or nil
  all(done, samples)
  local c1 = counters()
  for _, p in ipairs(stop) do helper.write(p, "stop") end
  for _, pid in ipairs(pids) do assert(helper.wait_pid(pid, 600), v .. ": a client did not exit") end
  local t0, t1, overlaps = math.huge, -math.huge, 0
  for _, out in ipairs(outs) do
    local a, b, ov = first_line(helper.read(out), v)
    t0, t1, overlaps = math.min(t0, a), math.max(t1, b), overlaps + ov
  end
  local lat = assert(handoffs(ho, helper.read), v .. ": no hand-offs")
  helper.sh("rm -f " .. helper.quote(tmp) .. "/c* " .. helper.quote(tmp) .. "/curator* " .. helper.quote(tmp) .. "/kazoo* " ..
    helper.quote(zkgo) .. "*")
  local acq = clients * cycles
  local w = { med = 0, max = 0 }
  if samples and #samples > 0 then
    table.sort(samples)
    w = { med = samples[math.ceil(#samples / 2)], max = samples[#samples] }
  end
  if overlaps > 0 then io.stderr:write(string.format("*** %s: %d OVERLAPS\n", v, overlaps)) end
  return { p50 = lat[math.ceil(#lat * 0.5)] * 1000, p99 = lat[math.ceil(#lat * 0.99)] * 1000, n = #lat,
    ops = acq / (t1 - t0), req = (c1.req - c0.req) / acq, notif = ((c1.sent - c0.sent) - (c1.recv - c0.recv)) / acq,
    overlaps = overlaps, wmed = w.med, wmax = w.max }
end
local load = helper.output("cat /proc/loadavg | cut -d' ' -f1-3")
io.stderr:write(string.format("ab_handoff %d clients x %d, %d rounds; load %s; %s\n", clients, cycles, rounds, load,
  os.date("!%Y-%m-%d %H:%M:%S UTC")))
local ok, err = pcall(dofile("bench/ab_rounds.lua"), variants, rounds, "abh", run,
  function(v, r, x)
    return string.format("%-18s #%d  p50 %.3f ms  p99 %.3f ms  (%d hand-offs)  %.0f acq/s  requests/acq %.2f  " ..
      "notifications/acq %.2f  overlaps %d%s  load %s", v, r, x.p50, x.p99, x.n, x.ops, x.req, x.notif, x.overlaps,
      sample_watches and string.format("  watches median %d max %d", x.wmed, x.wmax) or "",
      helper.output("cut -d' ' -f1 /proc/loadavg"))
  end,
  function(v, spread)
    return string.format("%-18s hand-off ms p50 %s  p99 %s  acq/s %s  requests/acq %s  notifications/acq %s  overlaps %s%s",
      v, spread("p50", "%.3f"), spread("p99", "%.2f"), spread("ops", "%.0f"), spread("req", "%.2f"), spread("notif", "%.2f"),
      spread("overlaps", "%d"), sample_watches and "  watches median " .. spread("wmed", "%d") .. " max " .. spread("wmax", "%d") or "")
  end)
print(string.format("load at the end %s (at the start %s); %s", helper.output("cat /proc/loadavg | cut -d' ' -f1-3"), load,
  os.date("!%Y-%m-%d %H:%M:%S UTC")))
zk:destroy()
helper.sh("rm -rf " .. helper.quote(tmp))
if not ok then error(err, 0) end
