-- spec/workers/queue.lua SERVERS PATH NAME ORDERFILE
-- Queues on the lock (node data NAME), and once it holds, appends NAME to ORDERFILE.
local zklock = require "zklock"
local servers, path, name, orderfile = arg[1], arg[2], arg[3], arg[4]
local s = assert(zklock.connect { servers = servers, node_data = name })
local m = s:mutex(path)
assert(m:acquire(60))
local f = assert(io.open(orderfile, "ab"))
f:write(name, "\n")
f:close()
assert(m:release())
s:close()
