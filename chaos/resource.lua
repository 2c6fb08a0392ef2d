-- chaos/resource.lua -- the fenced resource of the chaos run: a unix-socket server that takes
-- "W <lock> <client> <czxid>.<seq>" lines and refuses a token lower than the highest it has seen
-- for that lock: the token is a fencing pair (czxid first, then seq, as chaos/client.lua writes it).
--   resource.lua SOCKET LOG
-- "ERA" (the driver, when the ensemble restarts empty and czxids start again) forgets every
-- highest pair. Every decision is logged with CLOCK_MONOTONIC (the clients' clock) for chaos/check.lua:
--   <t> ACCEPT <lock> <client> <token>            <t> REFUSE <lock> <client> <token> <highest>
--   <t> ERA
local cqueues = require "cqueues"
local socket = require "cqueues.socket"
local now = cqueues.monotime   -- the clients' and the driver's clock

local path, logpath = ...
local log = assert(io.open(logpath, "a"))
log:setvbuf("line")

local highest = {}
local cq = cqueues.new()
local listener = socket.listen { path = path, unlink = true }

-- one write: OK or STALE
local function write(lock, client, c, s)
  local t, hi = now(), highest[lock] or { 0, 0 }
  local token = string.format("%d.%d", c, s)
  if c > hi[1] or (c == hi[1] and s >= hi[2]) then   -- an equal pair: the same hold again
    highest[lock] = { c, s }
    log:write(string.format("%.6f ACCEPT %s %s %s\n", t, lock, client, token))
    return "OK"
  end
  log:write(string.format("%.6f REFUSE %s %s %s %d.%d\n", t, lock, client, token, hi[1], hi[2]))
  return "STALE"
end

local function serve(con)
  con:setmode("bl", "bl")
  for line in con:lines("*l") do
    local lock, client, c, s = line:match("^W (%S+) (%S+) (%d+)%.(%d+)$")
    if lock then
      con:write(write(lock, client, tonumber(c), tonumber(s)), "\n")
    elseif line == "ERA" then
      highest = {}
      log:write(string.format("%.6f ERA\n", now()))
      con:write("OK\n")
    else
      break
    end
  end
  con:close()
end

cq:wrap(function()
  while true do
    local con = listener:accept()
    if con then cq:wrap(serve, con) end
  end
end)
assert(cq:loop())   -- runs until the driver stops this process
