-- spec/workers/hang.lua SERVERS PATH TTL OUT -- a holder whose Lua hangs: it takes the mutex with a
-- ttl, writes "held" to OUT, then busy-loops in Lua (its C threads run on) for at most two minutes.
local zklock = require "zklock"
local servers, path, ttl, out = arg[1], arg[2], tonumber(arg[3]), arg[4]

local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local m = s:mutex(path)
assert(m:acquire(10, { ttl = ttl }))
local f = assert(io.open(out, "w"))
f:write("held ", m:node(), "\n")
f:close()
local stop = os.time() + 120
while os.time() < stop do end   -- hung: no dispatch, no release, no Lua timer
