-- bench/ab.lua CYCLES ROUNDS VARIANT... -- interleaved A/B of the uncontended cycle (issue 24), on
-- one throwaway server configured as `make bench`'s (forceSync=no). The variants run in turn, ROUNDS
-- times; each run is one fresh client process doing CYCLES acquire+release cycles. Per run and as
-- median [min-max]: seconds per 1000 cycles, the client's CPU (user+sys, /usr/bin/time) and the
-- server's (/proc/PID/stat) per cycle, requests per cycle (mntr) and packets the server sent and
-- received per cycle (replies and watch events). VARIANT: raw (bench/raw.c, zklock's requests but
-- its node watch), rawdelay (raw resolving the server names once a minute, as zklock's handles
-- do, not on every pass of its I/O thread), rawwatch (raw with zklock's node watch too: zklock's
-- traffic exactly), or zk=BUILD (bench/zklock_loop.lua with the module in BUILD/zklock/core.so, e.g. zk=build/lua5.4).
-- Run from the checkout: lua5.4 bench/ab.lua 2000 5 raw rawwatch zk=build/lua5.4
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
local helper = require "helper"
local cycles, rounds = tonumber(arg[1]), tonumber(arg[2])
local variants = { table.unpack(arg, 3) }
assert(cycles and rounds and #variants > 0, "usage: lua5.4 bench/ab.lua CYCLES ROUNDS VARIANT...")
-- the floor with the name resolution delay zklock sets on its handles (csrc/session.c): without
-- it the 3.8 client resolves the server list on every pass of its I/O thread
local RAW_DELAY = "RAW_RESOLVE_DELAY_MS=60000 "
local tmp = helper.tmpdir()
assert(helper.sh(string.format("cc -std=c99 -DTHREADED -O2 bench/raw.c -o %s/raw -lzookeeper_mt -lpthread", tmp)))
local zk = helper.server { container_ms = 600000, force_sync = false }
local function four(word) return zk:four(word) end
local function counters()
  local m = four("mntr")
  local f = io.open("/proc/" .. zk.pid .. "/stat")
  local st = f:read("a")
  f:close()
  local fields = {}
  for v in st:match("%) (.*)"):gmatch("%S+") do fields[#fields + 1] = v end
  return { req = tonumber(m:match("zk_cnt_readlatency%s+(%d+)")) + tonumber(m:match("zk_cnt_updatelatency%s+(%d+)")),
    sent = tonumber(m:match("zk_packets_sent%s+(%d+)")), recv = tonumber(m:match("zk_packets_received%s+(%d+)")),
    cpu = (tonumber(fields[12]) + tonumber(fields[13])) / 100 }   -- utime, stime: clock ticks of 10 ms
end
local function command(v, path)
  if v == "raw" or v == "rawwatch" or v == "rawdelay" then
    return string.format("%s%s/raw %s %s %d %s | head -1 | awk '{print $2-$1}'", v == "rawdelay" and RAW_DELAY or "", tmp,
      zk.servers, path, cycles, v == "rawwatch" and "watch" or "")
  end
  local build = assert(v:match("^zk=(.+)"), "unknown variant " .. v)
  return string.format("lua5.4 -e \"package.path='lua/?.lua;lua/?/init.lua;'..package.path; " ..
    "package.cpath='%s/?.so;'..package.cpath\" bench/zklock_loop.lua %s %s %d", build, zk.servers, path, cycles)
end
local function run(v, path)
  local a = counters()
  local p = io.popen("/usr/bin/time -f 'CPU %U %S' sh -c " .. helper.quote(command(v, path)) .. " 2>&1")
  local out = p:read("a")
  p:close()
  local b = counters()
  local secs, u, s = out:match("^%s*([%d%.]+)"), out:match("CPU (%S+) (%S+)")
  assert(secs and u, "bench/ab.lua: " .. v .. ": " .. out)
  return { secs = tonumber(secs) / cycles * 1000, client = (u + s) / cycles * 1e6, server = (b.cpu - a.cpu) / cycles * 1e6,
    req = (b.req - a.req) / cycles, sent = (b.sent - a.sent) / cycles, recv = (b.recv - a.recv) / cycles }
end
local ok, err = pcall(dofile("bench/ab_rounds.lua"), variants, rounds, "ab", run,
  function(v, r, x)
    return string.format("%-16s #%d  %.3f s/1000  client %4.0f us  server %4.0f us  req %.2f  sent %.2f recv %.2f",
      v, r, x.secs, x.client, x.server, x.req, x.sent, x.recv)
  end,
  function(v, spread)
    return string.format("%-16s s/1000 %s  client us/cycle %s  server us/cycle %s  requests/cycle %s  packets sent %s received %s",
      v, spread("secs", "%.3f"), spread("client", "%.0f"), spread("server", "%.0f"), spread("req", "%.2f"),
      spread("sent", "%.2f"), spread("recv", "%.2f"))
  end)
zk:destroy()
helper.sh("rm -rf " .. helper.quote(tmp))
if not ok then error(err, 0) end
