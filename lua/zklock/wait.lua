-- zklock.wait -- waiting for a pending result through the session's waiter adapter: where the Lua
-- layer waits, but for an acquire, which sleeps from its own frame (zklock.lock). Everything else
-- asks C and hands the result on.
local events = require "zklock.events"
local native = require "zklock.core"

local type, setmetatable, pairs = type, setmetatable, pairs
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
function Gone:done()
  local h = self.hold
  return h:released() or h:_refused() ~= nil or h:lost() or self.sess:state() ~= "connected"
end
function Gone:id() return self.hold:id() end

-- Returns once the hold's node is deleted, so other clients see the lock free when we return
-- (as Curator's release does); at most `timeout` seconds when given.
function M.until_gone(sess, hold, timeout)
  await(sess, setmetatable({ hold = hold, sess = sess }, Gone), timeout)
end
local until_gone = M.until_gone

-- A failed acquire returns once its node is gone, as Curator's does: nobody queues behind a ghost of
-- ours. But not much later than asked: while a dead connection is not yet noticed (2/3 of the
-- session timeout) the delete cannot go, and the engine keeps at it in the background anyway.
local FAILED_ACQUIRE_GRACE = 0.5
function M.after_failure(sess, hold)
  if not hold:released() then until_gone(sess, hold, FAILED_ACQUIRE_GRACE) end
end

-- An async release's delete, waited for through a disconnection too: the engine sends it again
-- on the reconnect, so only the end of the session (which takes the node with it) ends the wait.
local Drained = setmetatable({}, { __index = Gone })
Drained.__index = Drained
local over = { lost = true, closed = true, auth_failed = true }
function Drained:done() return self.hold:released() or self.hold:_refused() ~= nil or over[self.sess:state()] or false end

-- Whether a release of `owner` returns at once: its own async_release option (a lock option), else
-- its session's (a connect option).
function M.async(sess, owner)
  local st = sessions[sess]
  local async = st and st.release_mode[owner]
  if async == nil then async = st and st.async_release end
  return async or false
end

-- The end of a release begun with `async` (the C side was told: `_release(async)`). Waits until the
-- node is gone (the default), then returns true. Never true while the node exists: nil, msg, code,
-- true when the server refused the delete (the hold is still held, so the caller gives it back to
-- its owner); nil, msg, "lost" when the hold ended meanwhile; nil, msg, "connection" when the
-- connection is down (the engine deletes the node on the reconnect, or it goes with the session). An async release returns at once: the engine has sent the delete (or parked it until the
-- reconnect), tries again in the background should the server refuse it, and close() waits for it.
function M.after_release(sess, hold, async)
  if not async then
    until_gone(sess, hold)
    if hold:released() then return true end
    local msg, code = hold:_refused()
    if msg then return nil, msg, code, true end   -- still held: the caller gives it back to its owner
    if hold:lost() then return hold:_lost_result() end
    return hold:_unawait()   -- no connection: the delete goes on without us (nil, msg, "connection")
  end
  local out = sessions[sess].outstanding
  for h in pairs(out) do
    if h:released() then out[h] = nil end   -- those already done (typically all but the last)
  end
  out[hold] = true
  return true
end

-- Waits until every async release's delete is done, or the session ended, or the deadline passed.
function M.drain(sess, deadline)
  local st = sessions[sess]
  local out = st and st.outstanding or {}
  -- not pairs(): waiting runs other coroutines, whose releases change the set under us
  local h = next(out)
  while h do
    local left = deadline - now()
    if left <= 0 then return end
    await(sess, setmetatable({ hold = h, sess = sess }, Drained), left)
    out[h] = nil
    h = next(out)
  end
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
