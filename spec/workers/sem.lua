-- spec/workers/sem.lua SERVERS PATH MAX ID WORKERS ITERATIONS DIR OUT
-- One process of the semaphore stress test: takes a lease, marks itself in DIR (L<id>),
-- counts the marked holders (the peak is written to OUT), unmarks, returns the lease. On its first
-- lease a worker stays (at most 10 s) until MAX holders are marked, so that the peak reaching MAX
-- does not depend on how the processes happen to be scheduled.
local zklock = require "zklock"
local servers, path, max, id, workers, iterations, dir, out =
  arg[1], arg[2], tonumber(arg[3]), tonumber(arg[4]), tonumber(arg[5]), tonumber(arg[6]), arg[7], arg[8]

local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end

local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local sem = s:semaphore(path, max)
local peak = 0
local function count()
  local holders = 0
  for i = 1, workers do if exists(dir .. "/L" .. i) then holders = holders + 1 end end
  if holders > peak then peak = holders end
  return holders
end
for n = 1, iterations do
  local leases = assert(sem:acquire(1, 120))
  local f = assert(io.open(dir .. "/L" .. id, "wb")); f:close()
  local holders = count()
  if n == 1 then
    for _ = 1, 500 do
      if holders >= max then break end
      os.execute("sleep 0.02")
      holders = count()
    end
  end
  os.execute("sleep 0.02")
  count()
  os.remove(dir .. "/L" .. id)
  sem:return_all(leases)
end
s:close()
local f = assert(io.open(out, "wb"))
f:write(string.format("peak=%d\n", peak))
f:close()
