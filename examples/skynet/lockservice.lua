-- examples/skynet/lockservice.lua -- a skynet service that serialises "transfer" requests from
-- any number of services (and machines) with one zklock mutex. Start it from your main service:
--   local svc = skynet.newservice("lockservice", "127.0.0.1:2181")
--   skynet.call(svc, "lua", "transfer", "alice", "bob", 10)
-- Needs zklock on the service's lua_path/lua_cpath (see config.example).
local skynet = require "skynet"
local zklock = require "zklock"
local waiter = require "zklock_skynet"

local servers = ...
local session, mutex
local CMD = {}

-- Each skynet request runs in its own coroutine, so each gets its own hold on the mutex.
function CMD.transfer(from, to, amount)
  local ok, err, code = mutex:with(10, function()
    -- read-modify-write of state that other processes share (a database, a file, ...)
    skynet.sleep(1)
    return string.format("%s -> %s: %d", from, to, amount)
  end)
  if not ok then return nil, err, code end
  return ok
end

skynet.start(function()
  session = assert(zklock.connect { servers = servers or "127.0.0.1:2181", waiter = waiter })
  mutex = session:mutex("/examples/skynet/transfer")
  session:on_state(function(event) skynet.error("zklock session: " .. event) end)
  skynet.dispatch("lua", function(_, _, cmd, ...)
    local f = assert(CMD[cmd], "unknown command")
    skynet.ret(skynet.pack(f(...)))
  end)
end)
