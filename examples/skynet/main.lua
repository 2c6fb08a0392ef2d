-- examples/skynet/main.lua -- the start service of config.example: two lock services (as two
-- nodes would have), twelve concurrent trades among three players, one owner of a shard, a
-- summary, then the node stops.
local skynet = require "skynet"
require "skynet.manager"   -- skynet.abort

local TRADES = 12

skynet.start(function()
  local services = { skynet.newservice("lockservice"), skynet.newservice("lockservice") }
  local players = { "alice", "bob", "carol" }
  local left, failed, done = TRADES, 0, {}
  for i = 1, TRADES do
    skynet.fork(function()   -- skynet.fork, not coroutine.wrap: skynet must own the coroutine
      local from, to = players[i % 3 + 1], players[(i + 1) % 3 + 1]
      local ok, err = skynet.call(services[i % 2 + 1], "lua", "trade", from, to, "item" .. i)
      if not ok then
        failed = failed + 1
        skynet.error("trade failed: " .. tostring(err))
      end
      left = left - 1
      if left == 0 then skynet.wakeup(done) end
    end)
  end
  skynet.wait(done)
  -- a lock held across two requests (by a value): the other service cannot trade alice meanwhile
  assert(skynet.call(services[1], "lua", "audit_begin", "alice"))
  local ok, err = skynet.call(services[2], "lua", "trade", "alice", "bob", "during the audit", 0.5)
  local blocked = not ok and tostring(err):match("^timeout") ~= nil
  assert(skynet.call(services[1], "lua", "audit_end", "alice"))
  -- one owner per shard: the first service's latch leads, the second's waits behind it
  local first, owner = skynet.call(services[1], "lua", "own_shard", 7)
  local second = skynet.call(services[2], "lua", "own_shard", 7)
  for _, svc in ipairs(services) do skynet.call(svc, "lua", "close") end
  -- print, not skynet.error: the logger service would not get to it before abort() ends the node
  print(string.format("all trades done: %d of %d succeeded, %d failed; during the audit, trading alice %s",
    TRADES - failed, TRADES, failed, blocked and "timed out" or "was NOT refused"))
  print(string.format("shard 7: owned by %s, %s", tostring(owner),
    first and not second and "and by nobody else" or "NOT by exactly one service"))
  io.stdout:flush()
  skynet.abort()
end)
