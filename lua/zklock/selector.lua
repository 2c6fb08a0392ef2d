-- zklock.selector -- Curator's LeaderSelector (zklock.LeaderSelector): built on the mutex as Curator
-- builds it (nodes _c_<uuid>-lock-<seq>, the id their data, a node of its own per turn). run()
-- takes the lock as a hold (a value), calls fn(ctx) while it leads, and gives the lock back when fn
-- returns; with requeue it queues again until close(). Lua cannot interrupt fn: the work checks
-- ctx:is_leader() / ctx:validity() between steps, and ctx:on_lost(fn) tells it at once. Leading is
-- holding the mutex: docs/safety.md, path 10.
local events = require "zklock.events"
local wait = require "zklock.wait"
local native = require "zklock.core"

local type, error, ipairs, pcall, setmetatable, tostring = type, error, ipairs, pcall, setmetatable, tostring
local sessions, call_listener = events.sessions, events.call_listener
local now = native.now

local M = {}

local Context = {}
Context.__index = Context
Context.__name = "zklock.LeaderContext"
Context.__tostring = function(c)
  return "zklock.LeaderContext(" .. tostring(c.selector.path) .. ", " .. (c:is_leader() and "leader" or "not leader") .. ")"
end

-- Answers from the clock, as a hold does: false past the deadline, after a loss, once fn returned.
function Context:is_leader() return not self.over and self.hold:is_held() end
function Context:validity() return self.over and 0 or self.hold:validity() end
function Context:fencing_token()
  if self:is_leader() then return self.hold:fencing_token() end
  return nil
end

-- fn(ctx, reason): the leadership ended before fn returned ("deadline", "expired", "deleted",
-- "closed"). Called from dispatch(), as on_lost listeners are.
function Context:on_lost(fn)
  if type(fn) ~= "function" then error("zklock: on_lost() needs a function", 0) end
  self.fns[#self.fns + 1] = fn
end

-- over: the leadership ends here (close(), the session's close), so listeners already see
-- ctx:is_leader() false
function Context:_tell(reason, over)
  if self.over or self.told then return end
  self.told = true
  if over then self.over = true end
  for _, fn in ipairs(self.fns) do call_listener(fn, self, reason) end
end

local Selector = {}
Selector.__index = Selector
Selector.__name = "zklock.LeaderSelector"
Selector.__tostring = function(sel)
  return "zklock.LeaderSelector(" .. tostring(sel.path) .. ", " .. (sel:is_leader() and "leader" or sel.state) .. ")"
end

function M.new(sess, path, fn, id, requeue)
  if type(fn) ~= "function" then error("zklock: leader_selector() needs a function", 0) end
  local st = sessions[sess]
  local m = sess:mutex(path, { data = id, local_handoffs = false })
  events.extra(m).wait_always = true   -- its turns outwait an outage, fail_fast or not (zklock.lock)
  local self = setmetatable({ sess = sess, path = path, fn = fn, requeue = requeue, mutex = m,
    state = "latent", turns = 0, epoch = 0 }, Selector)
  m:on_lost(function(_, reason) if self.ctx then self.ctx:_tell(reason) end end)
  events.elections(st)[self] = true
  return self
end

-- zklock.events: the session's state events are counted (run() waits for the next one after a
-- turn that failed "lost" at once).
function Selector:_event(kind)
  if kind == "state" then self.epoch = self.epoch + 1 end
end

-- Done at the session's next state event, or once the selector is closed.
local NextState = {}
NextState.__index = NextState
function NextState:done() return self.selector.epoch ~= self.epoch or self.selector.state == "closed" end

-- The session is closing: the turn's belief ends now (its node goes with the session's close).
function Selector:_closing()
  self.state = "closed"
  if self.ctx then self.ctx:_tell("closed", true); self.ctx.over = true end
end

-- A turn with on_lost listeners keeps the scheduler adapters draining.
function Selector:_listening() return self.ctx ~= nil and #self.ctx.fns > 0 end

function Selector:is_leader() return self.ctx ~= nil and self.ctx:is_leader() end

-- One turn: wait to lead (at most `timeout`), fn(ctx), give the lock back. true once fn ran; nil,
-- msg, code when no turn came ("timeout", "closed", "lost", ...). An error fn raised is raised
-- again once the lock is given back.
function Selector:_turn(timeout)
  local h, msg, code = self.mutex:hold(timeout)
  if not h then return nil, msg, code end
  if self.state == "closed" then h:release(); return nil, "leader selector " .. self.path .. " is closed", "closed" end
  local ctx = setmetatable({ selector = self, hold = h, fns = {} }, Context)
  self.ctx = ctx
  self.turns = self.turns + 1
  local ok, err = pcall(self.fn, ctx)
  ctx.over = true   -- leadership ends when fn returns
  self.ctx = nil
  h:release()       -- nil, msg, "lost" after a loss: nothing left to give back
  if not ok then error(err, 0) end
  return true
end

local function closed(self) return nil, "leader selector " .. self.path .. " is closed", "closed" end

-- The turns of run(). A turn that ended "lost" is queued again once the session is back: reopened
-- now (revive), else nil, msg, "lost" (as a lock's acquire answers); when no state event came
-- during that turn (it failed at once, the session's expiry not yet handled) not before the next
-- one, within `timeout`: never a loop that does not wait.
function Selector:_turns(timeout)
  local ran = false
  while true do
    local epoch = self.epoch
    local ok, msg, code = self:_turn(timeout)
    if ok then ran = true end
    if self.state == "closed" then
      if ran then return true end
      return closed(self)
    end
    local st = sessions[self.sess]
    -- a session that expired is reopened (reconnect on): queue again in the new one
    local again = self.requeue and (ok or code == "lost" and st and st.reconnect and not st.closed)
    if not again then
      if ok then return true end
      return nil, msg, code
    end
    wait.revive(self.sess)
    if not ok then
      if self.sess:state() == "lost" then return nil, msg, code end   -- its reopen failed
      if self.epoch == epoch then
        local t0 = now()
        wait.await(self.sess, setmetatable({ selector = self, epoch = epoch }, NextState), timeout)
        if self.state == "closed" then return closed(self) end
        if self.epoch == epoch then return nil, msg, code end   -- no state event within the timeout
        if timeout then timeout = timeout - (now() - t0) end
        if timeout and timeout < 0 then timeout = 0 end
      end
    end
  end
end

-- Runs turns until one ran (requeue off) or close() (requeue on); `timeout` bounds each wait to
-- lead. Returns true, or nil, msg, code as _turn does: "closed" after close() only when no turn ran.
-- An error fn raised ends run() (raised again, the lock given back); run() may be called again.
function Selector:run(timeout)
  if self.state == "running" then error("zklock: run() of a leader selector that runs already", 0) end
  if self.state == "closed" then return closed(self) end
  self.state = "running"
  local ok, a, msg, code = pcall(self._turns, self, timeout)
  if self.state ~= "closed" then self.state = "latent" end
  if not ok then error(a, 0) end
  return a, msg, code
end

-- Stops queueing: a wait to lead gives up ("closed"); a turn under way is told at once (ctx:on_lost
-- listeners hear "closed", ctx:is_leader() is false) and ends when fn returns.
function Selector:close()
  if self.state == "closed" then return true end
  self.state = "closed"
  self.mutex:cancel()
  local ctx = self.ctx
  if ctx then ctx:_tell("closed", true); ctx.over = true end
  return true
end

-- Curator's getParticipants: every participant in election order (the first leads), read from
-- the server.
function Selector:participants()
  local list, msg, code = self.mutex:participants()
  if list and list[1] then list[1].leader = true end
  return list, msg, code
end

function Selector:leader()
  local list, msg, code = self:participants()
  if not list then return nil, msg, code end
  return list[1] and list[1].data or false
end

return M
