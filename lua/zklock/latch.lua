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

local type, error, ipairs, setmetatable, tostring, string_format = type, error, ipairs, setmetatable, tostring, string.format
local now = native.now
local sessions, call_listener = events.sessions, events.call_listener
local await, revive, after_release, after_failure = wait.await, wait.revive, wait.after_release, wait.after_failure

local M = {}

local Latch = {}
Latch.__index = Latch
Latch.__name = "zklock.LeaderLatch"
Latch.__tostring = function(l)
  return string_format("zklock.LeaderLatch(%s, %s)", l.path, l.leading and "leader" or l.state)
end

-- sess:leader_latch(path, id): id nil is the session's node_data, as a lock's node data
function M.new(sess, path, id)
  local st = sessions[sess]
  if not st or st.closed then error("zklock: session is closed", 0) end
  if type(path) ~= "string" then error("zklock: leader_latch() needs a path, got " .. type(path), 0) end
  id = check.fits(id or st.node_data, st.prefix .. path, st.max_request)
  local l = native.latch(sess, path, id)
  local self = setmetatable({ sess = sess, path = path, id = id, lock = l, state = "latent", fns = {},
    leading = false }, Latch)
  st.locks[l] = true   -- its losses are reported as every lock's (events.report_lost)
  l:on_lost(function(_, reason) self:_lost(reason) end)
  events.elections(st)[self] = true
  return self
end

-- A session that cannot take a request now: the latch joins once it can (its next state event).
local unusable = { lost = true, auth_failed = true }

-- A new node in the election, unless one is there already. A session closed for good closes the
-- latch; one lost for good (reconnect = false, or refused credentials) is await()'s answer.
function Latch:_join()
  if self.state ~= "started" or self.hold then return end
  local st, state = sessions[self.sess], self.sess:state()
  if not st or st.closed or state == "closed" then
    self.state = "closed"
    return
  end
  self.rejoin = unusable[state] or false
  if self.rejoin then
    if state == "auth_failed" or not st.reconnect then
      self.failure = { string_format("leader latch %s: the session is %s", self.path, state), "lost" }
    end
    return
  end
  local h, msg, code = self.lock:_begin(false, true)
  if not h then
    self.failure = { msg, code }
    return
  end
  self.hold, self.failure, self.t0 = h, nil, now()
  if h:done() then self:_settle() end
end

function Latch:_tell(leading, reason)
  if self.leading == leading then return end
  self.leading = leading
  for _, fn in ipairs(self.fns) do call_listener(fn, self, leading, reason) end
end

-- The outcome of the current join, once: leadership won, or the contention ended. A session
-- that expired under it: joined again once the session is back; another failure is await()'s
-- answer (and the next await() joins again).
function Latch:_settle()
  local h = self.hold
  if not h or self.settled == h or not h:done() then return end
  self.settled = h
  local ok, msg, code = self.lock:_finish(h)
  if self.state ~= "started" then return end   -- our own close()
  stats.acquired(self.sess, ok, code, now() - self.t0)
  if ok then return self:_tell(true) end
  self.hold = nil
  if code == "closed" then
    self.state = "closed"
  elseif code == "lost" then
    self:_join()
  else
    self.failure = { msg, code }
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
  elseif kind == "state" and self.rejoin then
    self:_join()
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
  self.fns[#self.fns + 1] = fn
end

local function leading(self)
  local h = self.hold
  return self.state == "started" and h ~= nil and self.settled == h and h:is_held()
end

-- Never true while another participant can lead: past the hold's deadline it is false. It reads
-- the engine itself, so a latch nobody awaits or dispatches for (a timer that only asks) still
-- takes its turn, and after a loss is told and joins again.
function Latch:is_leader()
  if self.state ~= "started" then return false end
  self:_settle()
  local h = self.hold
  if h and self.settled == h and not h:is_held() then events.report_lost(sessions[self.sess]) end
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

-- Waits for the turn the latch is in: done when the join has an outcome or the latch joins anew.
local Turn = {}
Turn.__index = Turn
function Turn:done()
  local l = self.latch
  return l.hold ~= self.hold or l.state ~= "started" or l.failure ~= nil
end

local function closed(self) return nil, "leader latch " .. tostring(self.path) .. " is closed", "closed" end

function Latch:await(timeout)
  timeout = check.timeout(timeout)
  if self.state == "latent" then error("zklock: await() of a leader latch that was not started", 0) end
  local sess = self.sess
  revive(sess)
  local deadline = timeout and now() + timeout
  while true do
    if self.state ~= "started" then return closed(self) end
    self:_settle()
    local h = self.hold
    if leading(self) then return true end
    if h and self.settled == h then
      events.report_lost(sessions[sess])   -- its validity just ran out: told, joined again
    elseif not h then
      local f = self.failure
      if f then
        self.failure = nil
        return nil, f[1], f[2]
      end
      self:_join()
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
-- the next participant leads at once. Listeners hear (false, "closed") if we led.
function Latch:close()
  if self.state == "closed" then return true end
  local was = self.state
  self.state = "closed"
  local h, sess = self.hold, self.sess
  self.hold = nil
  if not h or was == "latent" then return true end
  if self.settled == h and h:is_held() then
    -- leading: released as a hold is (true once the node is gone), then told
    local async = wait.async(sess, self)
    local ok, msg, code, keep = h:_release(async)
    if ok then ok, msg, code, keep = after_release(sess, h, async) end
    if keep then   -- the server refused the delete: still the leader
      h:_reown()
      self.state, self.hold = "started", h
      return ok, msg, code
    end
    self:_tell(false, "closed")
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
