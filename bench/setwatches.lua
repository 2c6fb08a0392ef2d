-- bench/setwatches.lua K... -- the size of the SetWatches request the C client sends after a
-- reconnect, for a mutex waiter with K nodes ahead (lock option watch_ahead = K, so it watches all
-- of them, and its own node). One throwaway server, the fault proxy (make faultproxy) between it
-- and the waiter; K ephemeral sequential nodes of the real shape ("_c_" + a UUID + "-lock-" +
-- sequence) made ahead by another session; the waiter (a process of its own, under strace) waits,
-- the proxy resets its connection, the client reconnects and re-registers its watches in one
-- SetWatches (xid -8, type 101), whose length strace shows. Prints per K: the server's watch count
-- before and after, the request's bytes on the wire, and the lock path's length.
-- Run from the checkout: lua5.4 bench/setwatches.lua 1 32 100
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = (os.getenv("ZKLOCK_BUILD") or "build/lua5.4") .. "/?.so;" .. package.cpath
local helper = require "helper"
local zklock = require "zklock"
local ks = {}
for _, a in ipairs(arg) do ks[#ks + 1] = assert(tonumber(a), "usage: lua5.4 bench/setwatches.lua K...") end
assert(helper.sh("command -v strace >/dev/null"), "bench/setwatches.lua needs strace (apt-get install strace)")
local tmp = helper.tmpdir()
local zk = helper.server { container_ms = 600000, force_sync = false }
local px = helper.proxy(zk)
local admin = assert(zklock.connect { servers = zk.servers })
local function watches() return tonumber(zk:four("mntr"):match("zk_watch_count%s+(%d+)")) end
local function uuid()
  local t = {}
  for i = 1, 16 do t[i] = string.format("%02x", math.random(0, 255)) end
  local h = table.concat(t)
  return h:sub(1, 8) .. "-" .. h:sub(9, 12) .. "-4" .. h:sub(14, 16) .. "-a" .. h:sub(18, 20) .. "-" .. h:sub(21, 32)
end
local ok, err = pcall(function()
  for _, k in ipairs(ks) do
    local dir = "/locks/setwatches-" .. k
    assert(admin:create(dir, "", { parents = true }))
    for _ = 1, k do assert(admin:create(dir .. "/_c_" .. uuid() .. "-lock-", "x", { ephemeral = true, sequential = true })) end
    local w0 = watches()
    local trace, out = tmp .. "/trace-" .. k, tmp .. "/waiter-" .. k
    local script = string.format("local zklock = require 'zklock'; local s = assert(zklock.connect { servers = %q, " ..
      "session_timeout = 30 }); local m = s:mutex(%q, { watch_ahead = %d }); print(m:acquire(60))", px.servers, dir, k)
    local pid = helper.spawn(string.format("exec strace -f -qq -e trace=sendto,write,writev,sendmsg -s 16 -x -o %s " ..
      "lua5.4 -e \"package.path='lua/?.lua;lua/?/init.lua;'..package.path; package.cpath='%s/?.so;'..package.cpath\" -e %s",
      helper.quote(trace), os.getenv("ZKLOCK_BUILD") or "build/lua5.4", helper.quote(script)), out)
    -- the waiter's watches: its own node's and one on each node ahead
    assert(helper.eventually(function() return watches() >= w0 + k + 1 end, 60), "the waiter did not watch " .. k .. " nodes")
    helper.sleep(0.5)
    local w1 = watches()
    -- a reset that did not reach the waiter's connection (no SetWatches followed) is sent again
    local marker = '\\xff\\xff\\xff\\xf8\\x00\\x00\\x00\\x65'
    local function sent() return (helper.read(trace) or ""):find(marker, 1, true) ~= nil end
    local cut = false
    for _ = 1, 5 do
      px:reset()
      if helper.eventually(sent, 5) then cut = true; break end
    end
    assert(cut, "no SetWatches after the proxy's resets")
    assert(helper.eventually(function() return watches() >= w1 end, 60), "the watches did not come back")
    local w2 = watches()
    helper.sleep(0.5)
    helper.kill(pid)
    helper.wait_pid(pid, 30)
    -- "\xff\xff\xff\xf8" (xid -8, the C client's SET_WATCHES_XID) then "\x00\x00\x00\x65" (101)
    local text = helper.read(trace) or ""
    local sizes = {}
    for line in text:gmatch("[^\n]+") do
      if line:find(marker, 1, true) then
        sizes[#sizes + 1] = tonumber(line:match("= (%d+)%s*$"))
      end
    end
    print(string.format("K %d: watches on the server %d before the waiter, %d waiting, %d after the reconnect; " ..
      "SetWatches sent %d time(s), bytes %s (+4 length prefix); lock path %q (%d bytes), a node's path %d bytes",
      k, w0, w1, w2, #sizes, table.concat(sizes, ", "), dir, #dir, #dir + 1 + #("_c_" .. uuid() .. "-lock-0000000000")))
    if #sizes == 0 then io.stderr:write(text:sub(-3000), "\n") end
    admin:close()
    admin = assert(zklock.connect { servers = zk.servers })
  end
end)
admin:close()
px:stop()
zk:destroy()
helper.sh("rm -rf " .. helper.quote(tmp))
assert(ok, err)
