-- spec/workers/contend.lua SERVERS PATH CYCLES MARKER OUT
-- One OS process of the multi-process exclusion test: CYCLES times take the lock, check
-- that nobody else is inside (an exclusive marker file), leave, release. Writes a summary.
local zklock = require "zklock"
local servers, path, cycles, marker, out = arg[1], arg[2], tonumber(arg[3]), arg[4], arg[5]
local me = tostring(zklock._core.identity())

local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local m = s:mutex(path)
local done, overlaps = 0, 0

local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end

for _ = 1, cycles do
  assert(m:acquire(60))
  if exists(marker) then overlaps = overlaps + 1 end
  local f = assert(io.open(marker, "wb"))
  f:write(me)
  f:close()
  -- stay inside a little (a few hundred microseconds of work) so an overlap would show
  local x = 0
  for i = 1, 20000 do x = x + i end
  local g = io.open(marker, "rb")
  local who = g and g:read("a")
  if g then g:close() end
  if who ~= me then overlaps = overlaps + 1 end
  os.remove(marker)
  assert(m:release())
  done = done + 1
end
s:close()
local f = assert(io.open(out, "wb"))
f:write(string.format("done=%d overlaps=%d\n", done, overlaps))
f:close()
