-- bench/zklock_loop.lua SERVERS PATH CYCLES: zklock's uncontended cycle (blocking waiter, default
-- options), CYCLES times after one warm-up acquisition; prints the seconds they took. bench/ab.lua runs it.
local zklock = require "zklock"
local servers, path, cycles = arg[1], arg[2], tonumber(arg[3])
local s = assert(zklock.connect { servers = servers, session_timeout = 30 })
local m = s:mutex(path)
assert(m:acquire(30)); assert(m:release())
local t0 = zklock.now()
for _ = 1, cycles do assert(m:acquire(300)); assert(m:release()) end
io.write(string.format("%.6f\n", zklock.now() - t0))
s:close()
