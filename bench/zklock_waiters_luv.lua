-- bench/zklock_waiters_luv.lua SERVERS PATH N -- the memory per queued local waiter of the luv
-- waiter, measured as bench/zklock_waiters.lua measures the cqueues one (bytes malloc'd, plus the
-- Lua heap where Lua has an allocator of its own), default options: N coroutines (resumed by hand,
-- as a luv program's are from its callbacks) queue behind a hold of this session. "bare": the
-- same number of coroutines of the same shape suspended in coroutine.yield(), what any coroutine
-- that waits for anything costs (warmed up once first). Prints "total bare" in bytes per coroutine.
-- Not part of make bench's run (docs/benchmarks.md reports it beside the cqueues figure).
local uv = require "luv"
local zklock = require "zklock"
local core = zklock._core
local servers, path, n = arg[1], arg[2], tonumber(arg[3])

local heap = loadfile(arg[0]:gsub("[^/]*$", "") .. "heap.lua")(core)

local s = assert(zklock.connect { servers = servers, waiter = "luv", session_timeout = 30 })
local m = s:mutex(path)
local done, entered = 0, 0
local function worker()
  entered = entered + 1
  local a = zklock.now()
  assert(m:acquire(600))
  assert(m:release())
  done = done + 1
  return a
end

local function baseline()
  local cos = {}
  for i = 1, n do cos[i] = false end   -- no growth while they queue: the harness's, not theirs
  local function bare_waiter() coroutine.yield() end
  local mem0 = heap()
  for i = 1, n do cos[i] = coroutine.create(bare_waiter); coroutine.resume(cos[i]) end
  local per = (heap() - mem0) / n
  for i = 1, n do coroutine.resume(cos[i]) end
  return per
end

baseline()   -- the warm-up
local bare = baseline()
assert(m:acquire(10))   -- held while the waiters queue (a local waiter sends nothing)
local mem0 = heap()
for _ = 1, n do coroutine.wrap(worker)() end
assert(entered == n)
local per = (heap() - mem0) / n
assert(m:release())
uv.run()
assert(done == n, "bench: not every waiter finished")
print(string.format("%.1f %.1f", per, bare))
s:close()
