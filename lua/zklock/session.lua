-- zklock.session -- the Lua half of zklock.Session: the methods written in Lua are put on the class
-- zklock.core registered (core.interpose), as cqueues does. The lock classes have theirs in
-- zklock.mutex and zklock.multilock.
local events = require "zklock.events"
local wait = require "zklock.wait"
local lock = require "zklock.lock"
local semaphore = require "zklock.semaphore"
local latch = require "zklock.latch"
local selector = require "zklock.selector"
local check = require "zklock.check"
local options = require "zklock.options"
local stats = require "zklock.stats"
local native = require "zklock.core"

local type, error, pairs, pcall, tostring, select, next = type, error, pairs, pcall, tostring, select, next
local math_max = math.max
local sessions = events.sessions
local await, revive, drain = wait.await, wait.revive, wait.drain
local now = native.now

local CLOSE_WAIT = 5   -- seconds close() waits for the server to have deleted our nodes

local Session = native.classes["zklock.Session"]

function Session:dispatch()
  local st = sessions[self]
  return self:_dispatch(st and st.handler)
end

function Session:on_state(fn)
  if type(fn) ~= "function" then error("zklock: on_state() needs a function", 0) end
  local st = sessions[self]
  st.next_token = st.next_token + 1
  st.listeners[st.next_token] = fn
  return st.next_token
end

function Session:off(token)
  if type(token) ~= "number" or token ~= token then
    error("zklock: off() needs the token on_state() returned, got " .. tostring(token), 0)
  end
  sessions[self].listeners[token] = nil
end

local session_close
local function close(self)
  local st = sessions[self]
  if st and not st.closed then
    st.closed = true
    -- a leader's belief ends before its node goes (the listeners hear "closed" first)
    for e in pairs(st.elections or {}) do e:_closing() end
    local deadline = now() + CLOSE_WAIT
    -- Deletes of async releases still on their way first: through a disconnection too (the
    -- engine sends them again on the reconnect), or their nodes would outlive close().
    local waited, err = pcall(drain, self, deadline)
    if waited and self:state() == "connected" then
      -- Delete our nodes, then wait for a read sent after them: the server answers one
      -- session in order, so when it returns every lock is visibly free to other clients.
      self:_abandon_all()
      waited, err = pcall(await, self, self:_op("exists", "/"), math_max(deadline - now(), 0.5))
    end
    if not waited then
      if st.waiter.detach then st.waiter.detach(self) end
      session_close(self)   -- closing must not depend on the waiter: the session ends anyway
      self:dispatch()
      error(err, 0)
    end
    if st.waiter.detach then st.waiter.detach(self) end
  end
  local ok = session_close(self)
  -- Closing finished what was still pending (waiters fail with "closed"); the drainers are gone,
  -- so hand those results out here, or their coroutines would never wake.
  self:dispatch()
  return ok
end

-- True while this Lua state holds a lock of this session that has on_lost or revocation
-- listeners: the scheduler adapters keep draining the session then, so those listeners run
-- even while no coroutine waits.
function Session:_listening()
  local st = sessions[self]
  if not st or st.closed then return false end
  if st.watches and next(st.watches) then return true end
  for _, l in pairs(st.revocable) do
    if l:is_acquired_in_this_process() then return true end
  end
  for l in pairs(st.locks) do
    if events.extra(l).on_lost_fns and l:_unreported() then return true end
  end
  for e in pairs(st.elections or {}) do
    if e:_listening() then return true end
  end
  return false
end

-- Counters for monitoring: zklock.stats (and its Prometheus text, stats.prometheus).
function Session:stats() return stats.of(self) end

-- A session is a cqueues pollable: readable while events wait for dispatch().
function Session:pollfd() return self:fd() end
function Session:events() return "r" end
function Session:timeout() return nil end

---------------------------------------------------------------------------
-- plain operations

local function op(sess, kind, path, data, version, mode)
  revive(sess)
  local o = sess:_op(kind, path, data, version, mode)
  await(sess, o, nil)
  return o:result()
end

local check_version, check_data = check.version, check.data

local function fits(sess, data, path)
  local st = sessions[sess]
  if st and type(path) == "string" then check.fits(data, st.prefix .. path, st.max_request) end
  return data
end

-- The call's own results, once its watch is settled: a failed call armed none (the failure is the
-- call's to report); one that fired while the call waited is heard at the next dispatch.
local function armed(sess, watches, entry, ok, ...)
  if ok == nil then
    watches[entry.op:id()] = nil
  elseif entry.fired then
    sess:_post_done(entry.op:id())
  end
  return ok, ...
end

-- exists / children with {watch = fn}: the operation arms a one-shot watch, and fn hears its event
-- from dispatch() on the Lua thread (events.watch_fired), never from a ZooKeeper thread.
local function watched(sess, kind, path, opts)
  -- (a second value that is no table is ignored, as before options: s:exists(hold:node()) passes
  -- the node's czxid and sequence too; a function alone is a mistake worth saying)
  if type(opts) == "function" then error("zklock: " .. kind .. "() takes {watch = fn}, not fn alone", 0) end
  if type(opts) ~= "table" then return op(sess, kind, path) end
  for k in pairs(opts) do
    if k ~= "watch" then error("zklock: unknown " .. kind .. "() option '" .. tostring(k) .. "'", 0) end
  end
  local fn = opts.watch
  if fn == nil then return op(sess, kind, path) end
  if type(fn) ~= "function" then error("zklock: watch must be a function, got " .. type(fn), 0) end
  revive(sess)
  local o, w = sess:_op(kind, path, nil, nil, nil, nil, true)
  local watches = events.watches(sessions[sess])
  -- registered before the wait: its event may come in the same dispatch as the reply
  local entry = { op = w, fn = fn, waiting = true }
  watches[w:id()] = entry
  await(sess, o, nil)
  entry.waiting = nil
  return armed(sess, watches, entry, o:result())
end

function Session:exists(path, opts) return watched(self, "exists", path, opts) end
function Session:get(path) return op(self, "get", path) end
function Session:children(path, opts) return watched(self, "children", path, opts) end
function Session:set(path, data, version)
  return op(self, "set", path, fits(self, check_data(data), path), check_version(version))
end
function Session:delete(path, version)
  return op(self, "delete", path, nil, check_version(version))
end

-- ZooKeeper create modes: persistent 0, ephemeral 1, sequential 2 (bit), container 4.
function Session:create(path, data, opts)
  data = fits(self, data == nil and "" or check_data(data), path)
  local mode = 0
  if opts ~= nil then
    if type(opts) ~= "table" then error("zklock: create options must be a table", 0) end
    for k in pairs(opts) do
      if k ~= "ephemeral" and k ~= "sequential" and k ~= "container" and k ~= "parents" then
        error("zklock: unknown create option '" .. tostring(k) .. "'", 0)
      end
    end
    if opts.ephemeral then mode = mode + 1 end
    if opts.sequential then mode = mode + 2 end
    if opts.container then
      if mode ~= 0 then error("zklock: a container node cannot be ephemeral or sequential", 0) end
      mode = 4
    end
    if opts.parents then mode = -2 - mode end
  end
  return op(self, "create", path, data, nil, mode)
end

-- Curator's revocation: ask the holder of node_path to release (it hears it through make_revocable).
function Session:revoke(node_path)
  local ok, msg, code = op(self, "set", node_path, native.REVOKE_MESSAGE)
  if ok or code == "zk:ZNONODE" then return true end   -- already gone: nothing to revoke
  return nil, msg, code
end

---------------------------------------------------------------------------
-- locks

-- The open session's state, the node data of a lock made with `opts`, its local_handoffs, and a
-- function that records the lock's own options for the locks it is called with: async_release (Lua
-- side) and the local hand-off (C side, locks that take it: mutexes, write locks).
local function lock_state(sess, opts, path)
  local st = sessions[sess]
  if not st or st.closed then error("zklock: session is closed", 0) end
  local async, handoffs, ttl, watch_ahead = options.lock(opts)
  local function mode(...)
    for i = 1, select("#", ...) do
      local l = select(i, ...)
      st.release_mode[l] = async
      if l._set_handoff then l:_set_handoff(handoffs ~= false, handoffs or 0) end
      if ttl and l._set_ttl_default then l:_set_ttl_default(ttl) end
      if watch_ahead and l._set_watch_ahead then l:_set_watch_ahead(watch_ahead) end
    end
  end
  if opts == nil or opts.data == nil then return st, st.node_data, mode, handoffs or 0 end
  return st, check.fits(check_data(opts.data), st.prefix .. tostring(path), st.max_request), mode, handoffs or 0
end

function Session:mutex(path, opts)
  local st, data, mode, handoffs = lock_state(self, opts, path)
  local m = native.lock(self, path, data, handoffs)
  st.locks[m] = true
  mode(m)
  return m
end

-- Read-write lock (InterProcessReadWriteLock): two locks on one directory (zklock.RWLock, C).
function Session:rwlock(path, opts)
  local st, data, mode, handoffs = lock_state(self, opts, path)
  local rw = native.rwlock(self, path, data, handoffs)
  st.locks[rw:read_lock()], st.locks[rw:write_lock()] = true, true
  mode(rw:read_lock(), rw:write_lock())
  return rw
end

-- a semaphore's holds are leases (its internal lock only orders the waiters): no ttl
local function no_ttl(opts)
  if type(opts) == "table" and opts.ttl ~= nil then
    error("zklock: the lock option ttl is for mutexes and read-write locks, not semaphores", 0)
  end
end

function Session:semaphore(path, max_leases, opts)
  no_ttl(opts)
  local _, data, mode = lock_state(self, opts, path)
  local sem = semaphore.new(self, path, max_leases, data)
  mode(sem, sem.lock)
  return sem
end

function Session:semaphore_mutex(path, opts)
  no_ttl(opts)
  local st, data, mode = lock_state(self, opts, path)
  local m = semaphore.mutex(self, path, data)
  st.locks[m] = true
  mode(m.sem, m.sem.lock)
  return m
end

-- Multi-lock (InterProcessMultiLock, zklock.MultiLock in C): paths become mutexes of this session.
function Session:multilock(list)
  if type(list) ~= "table" then error("zklock: multilock() needs a non-empty list of paths or locks", 0) end
  local locks = {}
  for i = 1, #list do
    local l = list[i]
    locks[i] = type(l) == "string" and self:mutex(l) or l
  end
  local ml = native.multilock(locks)
  lock.multi_members[ml] = locks
  return ml
end

---------------------------------------------------------------------------
-- leader election

-- Curator's LeaderLatch (zklock.latch): latch:start(), then await() / is_leader() / on_change().
function Session:leader_latch(path, opts)
  local id = options.election("latch", opts)
  return latch.new(self, path, id)
end

-- Curator's LeaderSelector (zklock.selector): fn(ctx) runs while we lead, from selector:run().
function Session:leader_selector(path, fn, opts)
  local id, requeue = options.election("selector", opts)
  return selector.new(self, path, fn, id, requeue)
end

-- close() drains first, then the C close (a reload of these modules finds the C one again)
session_close = native.interpose("zklock.Session", "close", close)

return Session
