-- examples/luv_workers.lua -- coroutines in a libuv loop (luv) take turns on one mutex through
-- one session; a uv timer keeps firing while they wait.
--   lua5.4 examples/luv_workers.lua 127.0.0.1:2181
package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local uv = require "luv"
local zklock = require "zklock"

local session = assert(zklock.connect { servers = arg[1] or "127.0.0.1:2181", waiter = "luv" })
local mutex = session:mutex("/examples/luv/lock")
local n, finished, ticks = 20, 0, 0

for i = 1, n do
  coroutine.wrap(function()
    assert(mutex:acquire(30))
    print("coroutine " .. i .. " holds " .. mutex:node())
    mutex:release()
    finished = finished + 1
  end)()   -- runs until it first waits, then the loop resumes it
end
local ticker = uv.new_timer()
ticker:start(5, 5, function()
  ticks = ticks + 1
  if finished == n then ticker:close() end
end)

uv.run()   -- returns when nothing waits and the ticker is closed
print(string.format("%d coroutines done; the timer fired %d times meanwhile", finished, ticks))
coroutine.wrap(function() session:close() end)()
uv.run()
