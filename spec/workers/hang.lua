-- spec/workers/hang.lua SERVERS PATH TTL OUT [WAIT] -- a holder whose Lua hangs: it takes the mutex
-- with a ttl, writes "held" to OUT, then busy-loops in Lua (its C threads run on) for at most two
-- minutes. With WAIT, another acquire of this process waits behind it with a timeout of WAIT
-- seconds and no ttl, begun as acquire() begins one (it never hears of its outcome: Lua hangs).
local zklock = require "zklock"
local servers, path, ttl, out, wait = arg[1], arg[2], tonumber(arg[3]), arg[4], tonumber(arg[5])

local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local m = s:mutex(path)
assert(m:acquire(10, { ttl = ttl }))
if wait then assert(not m:_begin(false, true, wait):done()) end
local f = assert(io.open(out, "w"))
f:write("held ", m:node(), "\n")
f:close()
local stop = os.time() + 120
while os.time() < stop do end   -- hung: no dispatch, no release, no Lua timer
