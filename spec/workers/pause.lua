-- spec/workers/pause.lua SERVERS PATH T OUT -- the process a liveness spec pauses (SIGSTOP).
-- Coroutine a holds the mutex (its node: the carrier), coroutine b queues behind it in this session
-- (a local hand-off). "ready <validity>" goes to OUT; the spec pauses us, then writes a line to our
-- stdin: a releases, b is handed the lock, and "b <ok> <validity> <code>" goes to OUT.
local cqueues = require "cqueues"
local condition = require "cqueues.condition"
local zklock = require "zklock"
local servers, path, T, out = arg[1], arg[2], tonumber(arg[3]), arg[4]

local s = assert(zklock.connect { servers = servers, session_timeout = T, waiter = "cqueues" })
local m = s:mutex(path)
local f = assert(io.open(out, "w"))
f:setvbuf("line")
local stdin = { pollfd = function() return 0 end, events = function() return "r" end, timeout = function() end }
local a_holds = condition.new()

local cq = cqueues.new()
cq:wrap(function()
  assert(m:acquire(10))
  a_holds:signal()
  while (m:_handoff_queue() or {}).waiting ~= 1 do cqueues.sleep(0.005) end   -- b is in line behind a
  f:write("ready ", m:validity(), "\n")
  cqueues.poll(stdin)
  io.read("l")
  m:release()
end)
cq:wrap(function()
  a_holds:wait()
  local ok, _, code = m:acquire(10)
  f:write("b ", tostring(ok), " ", m:validity(), " ", tostring(code), "\n")
  if ok then m:release() end
end)
assert(cq:loop())
s:close()
f:close()
