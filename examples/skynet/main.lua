-- examples/skynet/main.lua -- the start service of config.example: two lock services (as two
-- nodes would have), twelve concurrent trades among three players, then the node stops.
local skynet = require "skynet"
require "skynet.manager"   -- skynet.abort

skynet.start(function()
  local services = { skynet.newservice("lockservice"), skynet.newservice("lockservice") }
  local players = { "alice", "bob", "carol" }
  local left, done = 12, {}
  for i = 1, 12 do
    skynet.fork(function()   -- skynet.fork, not coroutine.wrap: skynet must own the coroutine
      local from, to = players[i % 3 + 1], players[(i + 1) % 3 + 1]
      local ok, err = skynet.call(services[i % 2 + 1], "lua", "trade", from, to, "item" .. i)
      if not ok then skynet.error("trade failed: " .. tostring(err)) end
      left = left - 1
      if left == 0 then skynet.wakeup(done) end
    end)
  end
  skynet.wait(done)
  for _, svc in ipairs(services) do skynet.call(svc, "lua", "close") end
  skynet.error("all trades done")
  skynet.abort()
end)
