-- spec/workers/cycles.lua SERVERS PATH CYCLES OUT [HOLD_MS]
-- CYCLES quick hold/release cycles on one mutex (Curator's behaviour: local_handoffs = false), each
-- hold HOLD_MS long (default 0), then the path of each node that held, one a line, in OUT (written
-- once all are done).
local zklock = require "zklock"
local servers, path, cycles, out, hold = arg[1], arg[2], tonumber(arg[3]), arg[4], tonumber(arg[5] or "0") / 1000
local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local m = s:mutex(path, { local_handoffs = false })
local nodes = {}
for i = 1, cycles do
  assert(m:acquire(60))
  nodes[i] = m:node()
  local t0 = zklock.now()
  while zklock.now() - t0 < hold do s:_wait(hold - (zklock.now() - t0)); s:dispatch() end
  assert(m:release())
end
s:close()
local f = assert(io.open(out .. ".new", "wb"))
f:write(table.concat(nodes, "\n"), "\n")
f:close()
assert(os.rename(out .. ".new", out))
