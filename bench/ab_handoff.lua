-- bench/ab_handoff.lua CLIENTS CYCLES ROUNDS VARIANT... -- interleaved A/B of the hand-offs between
-- processes (issue 24), on one throwaway server configured as `make bench`'s (forceSync=no). Each
-- run: CLIENTS processes, each taking and releasing one lock CYCLES times (hold 0), started
-- together; the variants run in turn, ROUNDS times. Per run and as median [min-max] over the runs:
-- the release-to-acquire latency's p50 and p99 (bench/handoffs.lua) and the requests per
-- acquisition (mntr). VARIANT: raw (bench/raw.c handoff, the floor) or zk=BUILD[,K]
-- (bench/zklock_worker.lua with the module in BUILD/zklock/core.so, e.g. zk=build/lua5.4; K: the
-- lock option watch_ahead, e.g. zk=build/lua5.4,1 for the node just ahead only).
-- Run from the checkout: lua5.4 bench/ab_handoff.lua 10 100 5 raw zk=build/lua5.4
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = (os.getenv("ZKLOCK_BUILD") or "build/lua5.4") .. "/?.so;" .. package.cpath   -- helper's waits
local helper = require "helper"
local handoffs = dofile("bench/handoffs.lua")
local clients, cycles, rounds = tonumber(arg[1]), tonumber(arg[2]), tonumber(arg[3])
local variants = { table.unpack(arg, 4) }
assert(clients and cycles and rounds and #variants > 0, "usage: lua5.4 bench/ab_handoff.lua CLIENTS CYCLES ROUNDS VARIANT...")
local tmp = helper.tmpdir()
assert(helper.sh(string.format("cc -std=c99 -DTHREADED -O2 bench/raw.c -o %s/raw -lzookeeper_mt -lpthread", tmp)))
local zk = helper.server { container_ms = 600000, force_sync = false }
local function requests()
  local m = zk:four("mntr")
  return tonumber(m:match("zk_cnt_readlatency%s+(%d+)")) + tonumber(m:match("zk_cnt_updatelatency%s+(%d+)"))
end
local function all(files)
  assert(helper.eventually(function()
    for _, p in ipairs(files) do if not helper.read(p) then return false end end
    return true
  end, 600), "bench/ab_handoff.lua: a client did not get there")
end
-- one run: the files each client writes, its handshake, and the command that starts it
local function run(v, path)
  local pids, ready, go, done, stop, ho = {}, {}, {}, {}, {}, {}
  local zkgo = tmp .. "/go"
  for i = 1, clients do
    local out = tmp .. "/c" .. i .. ".out"
    local cmd
    if v == "raw" then
      local sync = tmp .. "/c" .. i .. "-sync"
      cmd = string.format("%s/raw handoff %s %s %d %s %s", tmp, zk.servers, path, cycles, helper.quote(out), helper.quote(sync))
      ready[i], go[i], done[i], stop[i] = sync .. ".ready", sync .. ".go", sync .. ".done", sync .. ".stop"
    else
      local build, k = v:match("^zk=([^,]+),?(%d*)$")
      assert(build, "unknown variant " .. v)
      cmd = string.format((k ~= "" and "ZKLOCK_WATCH_AHEAD=" .. k .. " " or "") .. "lua5.4 -e \"package.path='lua/?.lua;lua/?/init.lua;'..package.path; " ..
        "package.cpath='%s/?.so;'..package.cpath\" bench/zklock_worker.lua %s %s %d 0 %s %s sync", build, zk.servers, path,
        cycles, helper.quote(out), zkgo)
      ready[i], go[1], done[i], stop[1] = out .. ".ready", zkgo, out .. ".done", zkgo .. ".stop"
    end
    ho[i] = out .. ".handoff"
    pids[i] = helper.spawn(cmd, out .. ".log")
  end
  all(ready)
  local r0 = requests()
  for _, p in ipairs(go) do helper.write(p, "go") end
  all(done)
  local r1 = requests()
  for _, p in ipairs(stop) do helper.write(p, "stop") end
  for _, pid in ipairs(pids) do assert(helper.wait_pid(pid, 600), v .. ": a client did not exit") end
  local lat = assert(handoffs(ho, helper.read), v .. ": no hand-offs")
  helper.sh("rm -f " .. helper.quote(tmp) .. "/c* " .. helper.quote(zkgo) .. "*")
  return { p50 = lat[math.ceil(#lat * 0.5)] * 1000, p99 = lat[math.ceil(#lat * 0.99)] * 1000, n = #lat,
    req = (r1 - r0) / (clients * cycles) }
end
local ok, err = pcall(dofile("bench/ab_rounds.lua"), variants, rounds, "abh", run,
  function(v, r, x)
    return string.format("%-16s #%d  p50 %.3f ms  p99 %.3f ms  (%d hand-offs)  requests/acquisition %.2f",
      v, r, x.p50, x.p99, x.n, x.req)
  end,
  function(v, spread)
    return string.format("%-16s hand-off ms p50 %s  p99 %s  requests/acquisition %s", v, spread("p50", "%.3f"),
      spread("p99", "%.2f"), spread("req", "%.2f"))
  end)
zk:destroy()
helper.sh("rm -rf " .. helper.quote(tmp))
if not ok then error(err, 0) end
