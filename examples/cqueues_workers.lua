-- examples/cqueues_workers.lua -- many coroutines of one cqueues controller share one session
-- and take turns on one mutex; a ticker coroutine shows the controller keeps running meanwhile.
--   lua5.4 examples/cqueues_workers.lua 127.0.0.1:2181 [coroutines]
package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local cqueues = require "cqueues"
local zklock = require "zklock"

local servers, n = arg[1] or "127.0.0.1:2181", tonumber(arg[2] or 50)
local session = assert(zklock.connect { servers = servers, waiter = "cqueues" })
local mutex = session:mutex("/examples/cqueues/lock")
local cq = cqueues.new()
local finished, ticks = 0, 0

for i = 1, n do
  cq:wrap(function()
    -- each coroutine gets its own hold: reentrancy is per coroutine, not per OS thread
    local ok, err = mutex:acquire(30)
    if not ok then print("worker " .. i .. ": " .. err); return end
    cqueues.sleep(0.001)          -- work while holding; other coroutines run meanwhile
    mutex:release()
    finished = finished + 1
  end)
end
cq:wrap(function()
  while finished < n do ticks = ticks + 1; cqueues.sleep(0.01) end
end)

assert(cq:loop())
print(string.format("%d coroutines held the lock in turn; the ticker ran %d times meanwhile", finished, ticks))
session:close()
