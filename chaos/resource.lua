-- chaos/resource.lua -- the fenced resource of the chaos run: a unix-socket server that takes
-- "W <lock> <client> <token>" lines and refuses a token lower than the highest it has seen for
-- that lock. Every decision is logged with zklock.now() (the clients' clock) for chaos/check.lua.
--   resource.lua SOCKET LOG
local cqueues = require "cqueues"
local socket = require "cqueues.socket"
local now = require("zklock.core").now

local path, logpath = ...
local log = assert(io.open(logpath, "a"))
log:setvbuf("line")

local highest = {}
local cq = cqueues.new()
local listener = socket.listen { path = path, unlink = true }

local function serve(con)
  con:setmode("bl", "bl")
  for line in con:lines("*l") do
    local lock, client, token = line:match("^W (%S+) (%S+) (%d+)$")
    token = tonumber(token)
    if not token then break end
    local t, hi = now(), highest[lock] or 0
    if token >= hi then
      highest[lock] = token
      log:write(string.format("%.6f ACCEPT %s %s %d\n", t, lock, client, token))
      con:write("OK\n")
    else
      log:write(string.format("%.6f REFUSE %s %s %d %d\n", t, lock, client, token, hi))
      con:write("STALE\n")
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
