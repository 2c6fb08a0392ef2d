-- examples/worker.lua SERVERS NAME ROUNDS -- one process of the contention demo.
-- Takes /demo/lock ROUNDS times, says when it holds it, and keeps a tally.
--   lua5.4 examples/worker.lua 127.0.0.1:2181 w1 5      (from a checkout, after `make`)
-- From a checkout (any directory): its Lua files and the module built for this Lua.
local root = arg[0]:match("^(.*)/examples/[^/]+$") or "."
package.path = root .. "/lua/?.lua;" .. root .. "/lua/?/init.lua;" .. package.path
package.cpath = root .. "/build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath
local zklock = require "zklock"
local servers, name, rounds = arg[1], arg[2], tonumber(arg[3] or 5)

local s = assert(zklock.connect { servers = servers, node_data = name })
local lock = s:mutex("/demo/lock")
local now = zklock.now
local waited, held = 0, 0

for round = 1, rounds do
  local t0 = now()
  local ok, err = lock:with(30, function()
    waited = waited + (now() - t0)
    local queue = #lock:participants() - 1
    print(string.format("%-9s holds the lock  round %d/%d  fencing token %d  %d waiting",
      name, round, rounds, lock:fencing_token(), queue))
    io.stdout:flush()
    -- the critical section: a marker file nobody else may see while we hold the lock
    local marker = os.getenv("DEMO_MARKER")
    if marker then
      local f = io.open(marker, "r")
      if f then f:close(); print(name .. ": OVERLAP!") end
      f = assert(io.open(marker, "w")); f:write(name); f:close()
      os.execute("sleep 0.05")   -- hold it for a moment
      os.remove(marker)
    end
    held = held + 1
    return true
  end)
  if not ok then print(name .. " failed: " .. tostring(err)) end
end

print(string.format("%-9s done: %d/%d rounds, mean wait %.0f ms", name, held, rounds, waited / rounds * 1000))
s:close()
