-- zklock.waiter.skynet -- waiting inside a skynet service, event-driven.
--
-- skynet can wait only on fds its socket server owns, and it closes what it is given, so the
-- session hands it a duplicate of its notification fd (session:dup_fd(), an eventfd) through
-- socket.bind. Each time events wait, skynet's socket thread reads the counter and sends this
-- service a socket message; one coroutine per session (the drainer) sleeps in socket.read and
-- dispatches. It runs for the life of the session, so listeners (on_state, on_lost, revocation)
-- run whether or not anything waits. Each waiting coroutine parks with skynet.wait on its own
-- token and is woken once, by its own acquisition's event (or a state change, or its timer).
--
-- skynet cannot cancel a timer, so a waiting coroutine keeps one pending skynet.timeout and
-- re-uses it for every later wait that ends no earlier; the timer wakes only a coroutine still
-- waiting here (any other wake is a no-op), and a wait is cut into slices of at most a day
-- (skynet counts in 1/100 s in a C int: about 248 days would overflow).
--
-- Where a coroutine cannot be suspended (a service's main chunk, inside a listener that
-- dispatch() runs, a plain coroutine.wrap is NOT detected: use skynet.fork), waiting blocks the
-- worker in poll() for at most the timeout, in short slices: skynet's socket thread may take the
-- eventfd's readiness first, and the slices make sure the queued events are still seen.
local skynet = require "skynet"
local socket = require "skynet.socket"
local wakeup = require "zklock.waiter.wakeup"
local log = require "zklock.log"

local setmetatable, pairs, pcall, tostring, error = setmetatable, pairs, pcall, tostring, error
local min, ceil = math.min, math.ceil
local co_running = coroutine.running
local now = require("zklock.core").now
local sk_wait, sk_wakeup, sk_timeout, sk_fork = skynet.wait, skynet.wakeup, skynet.timeout, skynet.fork

local MAX_SLICE = 86400    -- seconds: the longest single timer (the wait loop waits again after it)
local POLL_SLICE = 0.01    -- seconds: a blocking wait's longest poll() (see above)

-- skynet's log by default; zklock.set_logger() overrides it
log.set_default(function(level, msg) skynet.error("zklock [" .. level .. "]: " .. msg) end)

-- co -> the signal it waits on now; co -> its pending timer { at = seconds, pending = bool }.
-- Weak: skynet pools coroutines and drops them; a dropped one's record goes with it.
local waiting_on = setmetatable({}, { __mode = "k" })
local timers = setmetatable({}, { __mode = "k" })

local Signal = {}
Signal.__index = Signal

local function arm(co, timeout)
  if timeout > MAX_SLICE then timeout = MAX_SLICE end
  local want = now() + timeout
  local t = timers[co]
  -- a pending timer that fires no later than needed wakes us in time: early is safe (the wait
  -- loop waits again for what is left), so no second timer
  if t and t.pending and t.at <= want + 0.01 then return end
  local cs = ceil(timeout * 100)
  if cs < 1 then cs = 1 end
  t = { at = now() + cs / 100, pending = true }
  timers[co] = t
  sk_timeout(cs, function()
    t.pending = false
    if timers[co] == t then timers[co] = nil end
    local sig = waiting_on[co]
    if sig then sig:wake() end   -- a timer that fires after its wait ended does nothing
  end)
end

function Signal:wait(timeout)
  local co = co_running()
  self.waiting = true
  waiting_on[co] = self
  if timeout then arm(co, timeout) end
  local ok, err = pcall(sk_wait, self)
  waiting_on[co] = nil
  self.waiting = false
  if not ok then error(err, 0) end
end

function Signal:wake()
  if self.waiting then
    self.waiting = false   -- woken once: a later event or timer finds nothing to wake
    sk_wakeup(self)
  end
end

-- A drainer that cannot run: the waiters asleep now must not stay asleep, and later waits
-- block in poll() (nothing else reads the fd then).
local function give_up(ls, why)
  log.error("the skynet waiter cannot watch the session: " .. tostring(why))
  ls.failed, ls.running = true, false
  for sig in pairs(ls.sigs) do sig:wake() end
end

-- The drainer: binds a duplicate of the session fd to skynet's socket server and dispatches
-- whenever it reports data; ends (closing its socket) when the session closes.
local function drain(sess, ls)
  local ok, fd, err = pcall(sess.dup_fd, sess)
  if not (ok and fd) then return give_up(ls, ok and err or fd) end
  local id = socket.bind(fd)
  if not id then return give_up(ls, "socket.bind failed") end
  ls.id = id
  if not ls.closing then
    local dok, derr = pcall(sess.dispatch, sess)   -- events from before the bind
    if not dok then log.error("dispatch failed: " .. tostring(derr)) end
    while not ls.closing do
      local data = socket.read(id)
      if not data or ls.closing then break end
      dok, derr = pcall(sess.dispatch, sess)
      if not dok then log.error("dispatch failed: " .. tostring(derr)) end
    end
  end
  ls.id = nil
  socket.close(id)
  ls.running = false
  pcall(sess.dispatch, sess)   -- what the session's end finished (waiters failing "closed")
end

local function start(sess, ls)
  ls.running = true
  if ls.closing or ls.failed then ls.running = false; return end
  sk_fork(drain, sess, ls)
end

local A = wakeup.adapter {
  name = "skynet",

  -- wakeup.lua has checked that the coroutine can yield (not a main chunk, not a listener)
  can_wait = function() return true end,

  signal = function() return setmetatable({ waiting = false }, Signal) end,

  start = start,

  attach = function(sess, ls)
    if not ls.running then start(sess, ls) end
  end,

  -- The session is about to close: stop watching (never blocks; the drainer finishes itself).
  detach = function(_, ls)
    ls.closing = true
    if ls.id then socket.shutdown(ls.id) end
  end,
}

local wait = A.wait
function A.wait(sess, timeout, p)
  if A.blocking() then
    return sess:_wait(timeout and min(timeout, POLL_SLICE) or POLL_SLICE)
  end
  return wait(sess, timeout, p)
end

return A
