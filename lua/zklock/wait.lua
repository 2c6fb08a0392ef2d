-- zklock.wait -- waiting for a pending result through the session's waiter adapter: the only
-- place the Lua layer waits. Everything else asks C and hands the result on.
local events = require "zklock.events"
local native = require "zklock.core"

local type, setmetatable = type, setmetatable
local now = native.now
local sessions = events.sessions

local M = {}

-- Waits until the pending result p is done, the deadline passes or waiting can never succeed.
-- Returns nil when p is done, else the reason ("timeout" or "deadlock").
function M.await(sess, p, timeout)
  local w = sessions[sess].waiter
  local deadline = timeout and now() + timeout
  local blocking = w.blocking
  if type(blocking) == "function" then blocking = blocking(sess) end
  while not p:done() do
    if blocking and p.self_blocked and p:self_blocked() then return "deadlock" end
    local remaining
    if deadline then
      remaining = deadline - now()
      if remaining <= 0 then return "timeout" end
    end
    w.wait(sess, remaining, p)
    sess:dispatch()
  end
  return nil
end
local await = M.await

-- A hold whose node is on its way out: done once the node is gone (or the connection is, in
-- which case the engine keeps deleting in the background until the session ends).
local Gone = {}
Gone.__index = Gone
function Gone:done() return self.hold:released() or self.sess:state() ~= "connected" end
function Gone:id() return self.hold:id() end

-- Returns once the hold's node is deleted, so other clients see the lock free when we return
-- (as Curator's release does); at most `timeout` seconds when given.
function M.until_gone(sess, hold, timeout)
  await(sess, setmetatable({ hold = hold, sess = sess }, Gone), timeout)
end

-- A session that expired while nothing waited and nobody dispatched has its "lost" event still
-- queued: handle it (listeners, and the reopen when reconnect is on) before the session is used,
-- or every later call would fail "lost" forever.
function M.revive(sess)
  if sess:state() ~= "lost" then return end
  sess:dispatch()
  local st = sessions[sess]
  if sess:state() == "lost" and st then
    events.reopen(sess, st)   -- the queued event was handled before, and that reopen failed
  end
end

return M
