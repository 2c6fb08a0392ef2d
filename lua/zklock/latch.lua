-- zklock.latch -- Curator's LeaderLatch (zklock.LeaderLatch) on the lock engine. A latch is a lock
-- of kind latch (core.latch: nodes _c_<uuid>-latch-<seq> with the id as their data, the lowest
-- leads, each waits for the one ahead, a node of its own for every turn) held by value. This file
-- joins the election, hears the outcome (the session's "done" event, zklock.events), tells
-- on_change listeners (a leadership won; a loss through the lock's on_lost, as every lock's) and
-- joins again after a loss. Leading is holding: is_leader() is the hold's is_held(), so the
-- latch's safety is the lock's (docs/safety.md, path 10).
local events = require "zklock.events"
local wait = require "zklock.wait"
local lock = require "zklock.lock"
local check = require "zklock.check"
local stats = require "zklock.stats"
local native = require "zklock.core"

local type, error, ipairs, pcall, setmetatable, tostring, string_format = type, error, ipairs, pcall, setmetatable, tostring, string.format
local co_running, co_status = coroutine.running, coroutine.status
local now = native.now
local sessions, call_listener = events.sessions, events.call_listener
local await, revive, after_release, after_failure = wait.await, wait.revive, wait.after_release, wait.after_failure

local M = {}

local Latch = {}
Latch.__index = Latch
Latch.__name = "zklock.LeaderLatch"
local leading   -- below
-- reads the clock, and nothing else: no join, no report of a loss
Latch.__tostring = function(l)
  return string_format("zklock.LeaderLatch(%s, %s)", l.path, leading(l) and "leader" or l.state)
end

-- sess:leader_latch(path, id): id nil is the session's node_data, as a lock's node data
function M.new(sess, path, id)
  local st = sessions[sess]
  if not st or st.closed then error("zklock: session is closed", 0) end
  if type(path) ~= "string" then error("zklock: leader_latch() needs a path, got " .. type(path), 0) end
  id = check.fits(id or st.node_data, st.prefix .. path, st.max_request)
  local l = native.latch(sess, path, id)
  local self = setmetatable({ sess = sess, path = path, id = id, lock = l, state = "latent", fns = {},
    heard = {}, leading = false, epoch = 0 }, Latch)
  st.locks[l] = true   -- its losses are reported as every lock's (events.report_lost)
  l:on_lost(function(_, reason) self:_lost(reason) end)
  events.elections(st)[self] = true
  return self
end

-- A session that cannot take a request now: the latch joins once it can (its next state event).
local unusable = { lost = true, auth_failed = true }

-- A new node in the election, unless one is there already. A session closed for good closes the
-- latch; one lost for good (reconnect = false, or refused credentials) is await()'s answer. Never
-- inside itself: a join whose outcome came at once and was "lost" (the session expired under it,
-- its state event still queued) is not tried again here but on the next state event (_settle).
function Latch:_join()
  if self.state ~= "started" or self.hold or self.joining then return end
  self.joining = true
  local ok, err = pcall(self._join_once, self)
  self.joining = false   -- also when the join raised: the next one is not refused for ever
  if not ok then error(err, 0) end
end

function Latch:_join_once()
  local st, state = sessions[self.sess], self.sess:state()
  if not st or st.closed or state == "closed" then
    self.state = "closed"
    return
  end
  self.rejoin = unusable[state] or false
  if self.rejoin then
    if state == "auth_failed" or not st.reconnect then
      self.failure = { string_format("leader latch %s: the session is %s", self.path, state), "lost", at = now() }
    end
    return
  end
  local h, msg, code = self.lock:_begin(false, true)
  if not h then
    self.failure = { msg, code, at = now() }
    return
  end
  self.hold, self.failure, self.t0, self.join_epoch = h, nil, now(), self.epoch
  if h:done() then self:_settle() end
end

-- Listeners hear each change once, in order. A (true) made while they are told (from a
-- listener) is held back and told by the teller once the listener in hand returns; a change to
-- (false) is told at once, even from inside another listener, to every listener that heard (true):
-- a loss never waits behind a listener, so no listener believes it leads once another participant
-- can. A listener that has not heard (true) yet when the latch changes back never hears it: none
-- hears (true) after the (false) of the same turn, and the last thing each hears is what
-- is_leader() says. The teller is a coroutine: one that is suspended (its listener yielded, maybe
-- for ever) or dead is taken over by the next change, and stops at its next step once it resumes.
local function stalled(t)
  local co = t.co
  if co == nil or co == co_running() then return false end   -- nil: 5.1's main thread, never suspended
  local status = co_status(co)
  return status == "suspended" or status == "dead"
end

-- One pass after another until one tells nothing; stops once another teller took over.
local function tell_all(self, me)
  local fns, heard, told = self.fns, self.heard, true
  while told do
    told = false
    for i, fn in ipairs(fns) do
      if self.telling ~= me then return end
      local now_leading = self.leading
      if (heard[i] or false) ~= now_leading then
        heard[i], told = now_leading, true
        call_listener(fn, self, now_leading, not now_leading and self.reason or nil)
      end
    end
  end
end

-- A loss, at once: to each listener that heard (true), whoever tells.
local function tell_loss(self)
  local fns, heard = self.fns, self.heard
  for i, fn in ipairs(fns) do
    if self.leading then return end   -- led again meanwhile: the teller tells it
    if heard[i] then
      heard[i] = false
      call_listener(fn, self, false, self.reason)
    end
  end
end

function Latch:_tell(leading_now, reason)
  if self.leading == leading_now then return end
  self.leading, self.reason = leading_now, reason
  local t = self.telling
  if t and not stalled(t) then
    if not leading_now then tell_loss(self) end
    return   -- a (true): the teller tells it once the listener in hand returns
  end
  local me = { co = co_running() }
  self.telling = me
  local ok, err = pcall(tell_all, self, me)
  if self.telling == me then self.telling = nil end   -- also when it raised
  if not ok then error(err, 0) end
end

-- The outcome of the current join, once: leadership won, or the contention ended. A session
-- that expired under it: joined again once the session is back (at once when a state event came
-- since the join began, else on the next one: never a join after a join that failed at once);
-- another failure is await()'s answer (the next await(), or is_leader() a while later, joins again).
function Latch:_settle()
  local h = self.hold
  if not h or self.settled == h or not h:done() then return end
  self.settled = h
  local ok, msg, code = self.lock:_finish(h)
  if ok == false then   -- leading, but its proof is too old to say so: the fresh one is on its way
    self.settled = nil
    return
  end
  if self.state ~= "started" then return end   -- our own close()
  stats.acquired(self.sess, ok, code, now() - self.t0)
  if ok then return self:_tell(true) end
  self.hold = nil
  if code == "closed" then
    self.state = "closed"
  elseif code == "lost" and (self.epoch ~= self.join_epoch or (h:lost() and not unusable[self.sess:state()])) then
    -- a state event came since the join began, or the turn was won in the engine and ended (at its
    -- deadline: a pause, a proof that came too late) before it was told, the session fine: join
    -- again now. A join that failed at once was never won: the session expired, its event coming.
    self:_join()
  elseif code == "lost" then
    self.rejoin = true   -- the session expired: its state event is on its way
  else
    self.failure = { msg, code, at = now() }
  end
end

-- The lock's on_lost: the hold we led with ended (its validity ran out, the session expired, its
-- node was deleted). Told, then joined again with a new node.
function Latch:_lost(reason)
  local h = self.hold
  if not (h and self.settled == h and h:lost()) then return end   -- not the current turn's
  self.hold = nil
  h:_abandon(true)
  self:_tell(false, reason)
  self:_join()
end

-- zklock.events: a pending result finished ("done", its id), or the connection changed ("state")
function Latch:_event(kind, arg)
  if self.state ~= "started" then return end
  if kind == "done" then
    if self.hold and self.hold:id() == arg then self:_settle() end
  elseif kind == "state" then
    self.epoch = self.epoch + 1
    if self.rejoin then self:_join() end
  end
end

-- The session is closing (session.lua): it deletes the node; the belief ends first.
function Latch:_closing()
  if self.state ~= "started" then return end
  self.state = "closed"
  self:_tell(false, "closed")
end

-- Listeners run from dispatch(): the scheduler adapters keep draining while one may be due.
function Latch:_listening() return self.state == "started" and #self.fns > 0 end

---------------------------------------------------------------------------

function Latch:start()
  if self.state ~= "latent" then error("zklock: start() of a leader latch that was started already", 0) end
  local st = sessions[self.sess]
  if not st or st.closed then error("zklock: session is closed", 0) end
  self.state = "started"
  revive(self.sess)
  self:_join()
end

function Latch:on_change(fn)
  if type(fn) ~= "function" then error("zklock: on_change() needs a function", 0) end
  local n = #self.fns + 1
  self.fns[n], self.heard[n] = fn, self.leading   -- a listener that comes while we lead hears the loss
end

function leading(self)
  local h = self.hold
  return self.state == "started" and h ~= nil and self.settled == h and h:is_held()
end

-- A join that failed (say zk:ZSESSIONMOVED) is tried again by await(), or by is_leader() once
-- this long has passed since the failure: a timer that only asks joins again, never in a loop.
local REJOIN_PAUSE = 0.5

-- Never true while another participant can lead: past the hold's deadline it is false. It reads
-- the engine itself, so a latch nobody awaits or dispatches for (a timer that only asks) still
-- takes its turn, after a loss is told and joins again, and after a failed join joins again.
function Latch:is_leader()
  if self.state ~= "started" then return false end
  if self.rejoin then self:_revive() end
  self:_settle()
  local h = self.hold
  if h and self.settled == h and not h:is_held() then events.report_lost(sessions[self.sess]) end
  local f = self.failure
  if not self.hold and f and now() - f.at >= REJOIN_PAUSE and not self.rejoin then
    self.failure = nil
    self:_join()
  end
  return leading(self)
end

function Latch:validity()
  return self:is_leader() and self.hold:validity() or 0
end

function Latch:fencing_token()
  if self:is_leader() then return self.hold:fencing_token() end
  return nil
end

function Latch:node()
  if self:is_leader() then return (self.hold:node()) end
  return nil
end

-- A latch waiting for the session to come back (rejoin) that only is_leader() asks: nobody
-- dispatches the state event it waits for. The expiry is handled (the session reopened) and the
-- join made once the session is usable, at most once per REJOIN_PAUSE: a timer that only asks
-- joins again, never in a loop.
function Latch:_revive()
  local t = now()
  if self.revived_at and t - self.revived_at < REJOIN_PAUSE then return end
  self.revived_at = t
  revive(self.sess)
  if self.rejoin and self.state == "started" and not unusable[self.sess:state()] then
    self.rejoin = false
    self:_join()
  end
end

-- Waits for the turn the latch is in: done when the join has an outcome or the latch joins anew.
local Turn = {}
Turn.__index = Turn
function Turn:done()
  local l = self.latch
  return l.hold ~= self.hold or l.state ~= "started" or l.failure ~= nil or (l.hold ~= nil and l.settled == l.hold)
end

local function closed(self) return nil, "leader latch " .. tostring(self.path) .. " is closed", "closed" end

function Latch:await(timeout)
  timeout = check.timeout(timeout)
  if self.state == "latent" then error("zklock: await() of a leader latch that was not started", 0) end
  local sess = self.sess
  local deadline = timeout and now() + timeout
  while true do
    revive(sess)   -- an expiry not yet handled, or a reopen that failed: reopened now
    if self.state ~= "started" then return closed(self) end
    self:_settle()
    local h = self.hold
    if leading(self) then return true end
    if h and self.settled == h then
      events.report_lost(sessions[sess])   -- its validity just ran out: told, joined again
    elseif not h then
      local f = self.failure
      if f and not f.told then   -- answered once; kept, so is_leader() still joins again later
        f.told = true
        return nil, f[1], f[2]
      end
      self.failure = nil
      local state = sess:state()
      if state == "lost" then   -- its reopen just failed: answered now, as a lock's acquire
        return nil, string_format("leader latch %s: the session expired and could not be reopened", self.path), "lost"
      elseif state == "auth_failed" then   -- never comes back (no reopen for refused credentials)
        return nil, string_format("leader latch %s: the session is auth_failed", self.path), "lost"
      end
      if not self.rejoin then self:_join() end   -- else the next state event joins
    end
    if self.state ~= "started" then return closed(self) end
    if self.hold == h or not self.hold then
      local left = deadline and deadline - now()
      if left and left <= 0 then
        return nil, string_format("timed out awaiting the leadership of %s", self.path), "timeout"
      end
      local p = h and not h:done() and h or setmetatable({ latch = self, hold = h }, Turn)
      if await(sess, p, left) == "deadlock" then
        return nil, lock.deadlock_msg(sess, string_format("deadlock: the leader of %s is a latch of this Lua " ..
          "state, which this waiter blocks", self.path)), "deadlock"
      end
    end
  end
end

-- Leaves the election: our node is deleted (returning once it is gone, as a release does), so
-- the next participant leads at once. Listeners hear (false, "closed") if we led, before the
-- node goes (before anybody else can lead); should the server refuse the delete we still lead,
-- and they hear (true) again. A close() while another one waits for the leader's delete waits for
-- it too, and answers from that hold: true once the node is gone (or the session with it), the
-- refusal when the server refused the delete, "connection" when the connection went first. One
-- made while the first tells its listeners, before the delete is sent, cannot wait for it: "closing".
function Latch:close()
  if self.state == "closed" then
    if self.telling_close then
      return nil, string_format("leader latch %s is closing: its listeners are told before the delete", self.path), "closing"
    end
    local h = self.closing
    if not h then return true end
    wait.until_gone(self.sess, h)
    if h:released() or h:lost() then return true end
    local msg, code = h:_refused()
    if msg then return nil, msg, code end
    return nil, string_format("leader latch %s: the delete of its node waits for the connection", self.path), "connection"
  end
  local was = self.state
  self.state = "closed"
  local h, sess = self.hold, self.sess
  self.hold = nil
  if not h or was == "latent" then return true end
  if self.settled == h and h:is_held() then
    -- leading: told first (the belief ends before the node goes), then released as a hold is
    self.telling_close = true
    local told, err = pcall(self._tell, self, false, "closed")
    self.telling_close = nil
    if not told then error(err, 0) end
    self.closing = h
    local async = wait.async(sess, self)
    local ok, msg, code, keep = h:_release(async)
    if ok then ok, msg, code, keep = after_release(sess, h, async) end
    self.closing = nil
    if keep then   -- the server refused the delete: still the leader
      h:_reown()
      self.state, self.hold = "started", h
      self:_tell(true)
      return ok, msg, code
    end
    if code == "lost" then return true end   -- lost meanwhile: nothing left to release
    return ok, msg, code
  end
  h:_abandon(true)
  after_failure(sess, h)
  self:_tell(false, "closed")
  return true
end

-- Curator's getParticipants: every participant in election order, read from the server; the
-- first leads (leader = true).
function Latch:participants()
  local list, msg, code = lock.participants(self.sess, self.path, native.NODE_NAMES.latch)
  if list and list[1] then list[1].leader = true end
  return list, msg, code
end

-- The leader's id, read from the server: false when nobody takes part.
function Latch:leader()
  local list, msg, code = self:participants()
  if not list then return nil, msg, code end
  return list[1] and list[1].data or false
end

return M
