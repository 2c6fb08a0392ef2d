-- zklock.selector -- Curator's LeaderSelector (zklock.LeaderSelector): built on the mutex as Curator
-- builds it (nodes _c_<uuid>-lock-<seq>, the id their data, a node of its own per turn). run()
-- takes the lock as a hold (a value), calls fn(ctx) while it leads, and gives the lock back when fn
-- returns; with requeue it queues again until close(). Lua cannot interrupt fn: the work checks
-- ctx:is_leader() / ctx:validity() between steps, and ctx:on_lost(fn) tells it at once. Leading is
-- holding the mutex: docs/safety.md, path 10.
local events = require "zklock.events"
local wait = require "zklock.wait"

local type, error, ipairs, pcall, setmetatable, tostring = type, error, ipairs, pcall, setmetatable, tostring
local sessions, call_listener = events.sessions, events.call_listener

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

function Context:_tell(reason)
  if self.over or self.told then return end
  self.told = true
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
  local self = setmetatable({ sess = sess, path = path, fn = fn, requeue = requeue, mutex = m,
    state = "latent", turns = 0 }, Selector)
  m:on_lost(function(_, reason) if self.ctx then self.ctx:_tell(reason) end end)
  events.elections(st)[self] = true
  return self
end

function Selector:_event() end

-- The session is closing: the turn's belief ends now (its node goes with the session's close).
function Selector:_closing()
  self.state = "closed"
  if self.ctx then self.ctx:_tell("closed"); self.ctx.over = true end
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

-- Runs turns until one ran (requeue off) or close() (requeue on); `timeout` bounds each wait to
-- lead. Returns true, or nil, msg, code as _turn does: "closed" after close() only when no turn ran.
function Selector:run(timeout)
  if self.state == "running" then error("zklock: run() of a leader selector that runs already", 0) end
  if self.state == "closed" then return nil, "leader selector " .. self.path .. " is closed", "closed" end
  self.state = "running"
  local ran = false
  while true do
    local ok, msg, code = self:_turn(timeout)
    if ok then ran = true end
    if self.state == "closed" then
      if ran then return true end
      return nil, "leader selector " .. self.path .. " is closed", "closed"
    end
    local st = sessions[self.sess]
    -- a session that expired is reopened (reconnect on): queue again in the new one
    local again = self.requeue and (ok or code == "lost" and st and st.reconnect and not st.closed)
    if not again then
      self.state = "latent"
      if ok then return true end
      return nil, msg, code
    end
    wait.revive(self.sess)
  end
end

-- Stops queueing: a wait to lead gives up ("closed"), a turn under way ends when fn returns.
function Selector:close()
  if self.state == "closed" then return true end
  self.state = "closed"
  self.mutex:cancel()
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
