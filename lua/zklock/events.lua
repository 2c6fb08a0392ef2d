-- zklock.events -- the Lua-side state of each session (kept off the userdata so the C side stays
-- small) and the delivery of what dispatch() hands over: state changes, losses, revocations.
local log = require "zklock.log"
local native = require "zklock.core"

local pairs, ipairs, next, pcall, setmetatable, tostring, type = pairs, ipairs, next, pcall, setmetatable, tostring, type

local M = {}

-- set by zklock.stats (which needs this module's sessions): counts holds lost by reason
local function stats_lost(st, reason, n)
  if M.on_lost_count then M.on_lost_count(st, reason, n) end
end

-- session userdata -> its state table (see zklock.connect); weak, so a dropped session goes. Kept
-- by zklock.core, so a session made before a reload of these modules is still known after it.
local sessions = native.shared("sessions", "k")
M.sessions = sessions

M.warn = log.warn

function M.call_listener(fn, ...)
  local ok, err = pcall(fn, ...)
  if not ok then M.warn("listener failed: " .. tostring(err)) end
end
local call_listener = M.call_listener

-- A lock's own Lua-side table (listeners, revocation handler): kept on the lock itself, never in a
-- weak-keyed table whose values refer back to their key, which Lua 5.1 and LuaJIT (no ephemerons)
-- would never collect. Lock userdata keep it in their user value; table locks are their own.
function M.extra(lock)
  if type(lock) == "userdata" then return lock:_extra() end
  return lock
end
local extra = M.extra

-- on_lost listeners of every lock with a hold that ended since the last look, called as
-- fn(lock, reason): "deadline" (our validity ran out), "expired" (the server said so) or "deleted".
function M.report_lost(st)
  for lock in pairs(st.locks) do
    local n, reason = lock:_lost_holds()
    if n > 0 then
      stats_lost(st, reason, n)
      for _, fn in ipairs(extra(lock).on_lost_fns or {}) do call_listener(fn, lock, reason) end
    end
  end
end
local report_lost = M.report_lost

-- The session's leader latches and selectors (zklock.latch), weak: one nobody keeps is collected,
-- and its hold's node with it. Made on first use (a session opened before a reload has none).
function M.elections(st)
  local set = st.elections
  if not set then
    set = setmetatable({}, { __mode = "k" })
    st.elections = set
  end
  return set
end

-- The session's watches (Session:exists / children with {watch = fn}): pending id -> { op, fn,
-- waiting (its call still waits for its reply), fired }. Made on first use, as elections.
function M.watches(st)
  local set = st.watches
  if not set then
    set = {}
    st.watches = set
  end
  return set
end

-- A watch's op is done: fn(event), or fn(nil, msg, code) when it ended without one (the session
-- ended). While its own call still waits, only noted: that call posts it again once it returns.
local function watch_done(st, id)
  local e = st.watches and st.watches[id]
  if not e then return end
  if e.waiting then e.fired = true return end
  st.watches[id] = nil
  call_listener(e.fn, e.op:result())
end

-- A session that expired is reopened (reconnect on), unless it was closed or refused.
function M.reopen(sess, st)
  if st.reconnect and not st.closed then
    local ok, err = sess:_reopen()
    if not ok then M.warn(err) end
  end
end

-- reason: why a session was "lost": "expired" (the server said so) or "no_server" (no server took
-- the session back within its timeout: zklock ended it, docs/safety.md "Liveness")
local function on_state(sess, st, event, reason)
  if event == "lost" or event == "auth_failed" then
    report_lost(st)
    -- a refused credential would be refused again: no new session for it
    if event == "lost" then M.reopen(sess, st) end
  end
  for _, fn in pairs(st.listeners) do call_listener(fn, event, sess, reason) end
end

-- The function dispatch() calls for each queued event; holds its session weakly.
function M.handler(sess_ref)
  return function(kind, arg, reason)
    local sess = sess_ref[1]
    local st = sess and sessions[sess]
    if not st then return end
    if kind == "state" then on_state(sess, st, arg, reason) end
    if kind == "done" then watch_done(st, arg) end
    if kind == "state" or kind == "done" or kind == "wake" then
      -- let a scheduler wake just the coroutine waiting for this pending result
      local ev = st.waiter.event
      if ev then call_listener(ev, sess, kind, arg) end
      -- leader latches and selectors hear of their turn's outcome, and of the session coming back
      local set = st.elections
      if kind ~= "wake" and set and next(set) then
        local list = {}   -- a listener may start or drop one: not while traversing the set
        for e in pairs(set) do list[#list + 1] = e end
        for _, e in ipairs(list) do call_listener(e._event, e, kind, arg) end
      end
    elseif kind == "lost" then
      report_lost(st)
    elseif kind == "warn" then
      M.warn(arg)   -- e.g. a hold dropped while held: released by the collector, never silently
    elseif kind == "revoke" then
      local lock = st.revocable[arg]
      local fn = lock and extra(lock).revoke_fn
      if fn then call_listener(fn, lock) end
    end
  end
end

return M
