-- zklock.semaphore -- InterProcessSemaphoreV2 and InterProcessSemaphoreMutex: <path>/locks is an
-- internal mutex, <path>/leases holds one node per lease, contended by the engine (C) while the
-- internal lock is held. Only the internal lock's holder watches the leases, so no herd.
local events = require "zklock.events"
local wait = require "zklock.wait"
local lock = require "zklock.lock"
local check = require "zklock.check"
local stats = require "zklock.stats"
local native = require "zklock.core"

local type, error, pairs, ipairs, select, setmetatable, pcall, tostring = type, error, pairs, ipairs, select, setmetatable, pcall, tostring
local string_format, math_max = string.format, math.max
local now = native.now
local sessions = events.sessions
local await, after_release = wait.await, wait.after_release
local check_timeout = check.timeout

local M = {}

local Lease = {}
Lease.__index = Lease
Lease.__name = "zklock.Lease"
Lease.__tostring = function(l) return "zklock.Lease(" .. tostring(l.hold:node() or "returned") .. ")" end

-- Returns the lease (deletes its node, waiting until it is gone unless async_release); idempotent.
function Lease:close(nowait)
  if self.closed then return true end
  self.closed = true
  local async = nowait == true or wait.async(self.sess, self.sem)
  self.hold:_abandon(async)
  local ok, msg, code, keep = after_release(self.sess, self.hold, async)
  if keep then   -- the server refused the delete: the lease is still held
    self.closed = false
    self.hold:_reown()
  end
  return ok, msg, code
end
-- A lease is an explicit hold: release() answers as a lock's does (nil, msg, "lost" if it ended).
function Lease:release()
  if not self.closed and not self.hold:node() then
    self.closed = true
    return self.hold:_lost_result(self.sem.path)
  end
  return self:close()
end
function Lease:is_held() return not self.closed and self.hold:is_held() end
function Lease:fencing_token() return self.hold:fencing_token() end
function Lease:node() return (self.hold:node()) end
function Lease:validity() return self.hold:validity() end
function Lease:data()
  local node = self.hold:node()
  if not node then return nil, "lease is not held", "lost" end
  return self.sess:get(node)
end

local Semaphore = {}
Semaphore.__index = Semaphore
Semaphore.__name = "zklock.Semaphore"
Semaphore.__tostring = function(sem) return string_format("zklock.Semaphore(%s, %d)", sem.path, sem.max) end

local function child_path(path, name)
  return (path == "/" and "" or path) .. "/" .. name
end

-- sess:semaphore(path, max_leases, data) with data already checked
function M.new(sess, path, max_leases, data)
  check.path(path)
  check.int("max_leases", max_leases, 1, check.INT32_MAX)
  local internal = sess:mutex(child_path(path, "locks"))
  events.extra(internal).internal = true   -- not counted in the stats: its lease is
  local sem = setmetatable({
    sess = sess, path = path, max = max_leases, data = data,
    lock = internal, leases = child_path(path, "leases"),
    waiting = setmetatable({}, { __mode = "k" }),   -- lease contentions being waited for
  }, Semaphore)
  -- Only the internal lock's holder may wait for a lease: two waiters would each count the other's
  -- node and wait forever, and the one that kept the lock would block every other acquirer. So a
  -- lease contention ends when the internal hold is lost (session expired, lease ran out, node
  -- deleted), as Curator's does with its lock.
  sem.lock:on_lost(function()
    for h in pairs(sem.waiting) do h:_cancel() end
  end)
  return sem
end

-- Leases of `path` this Lua state holds through `sess`: a set, weak-keyed (a dropped lease's
-- node goes with its hold when collected).
local function held_leases(sess, path)
  local st = sessions[sess]
  local by_path = st.leases or {}
  st.leases = by_path
  local set = by_path[path] or setmetatable({}, { __mode = "k" })
  by_path[path] = set
  return set
end

-- One lease within the deadline: the internal lock, then a lease node decided by the engine.
local acquire_one

-- One lease, counted in the session's stats.
function Semaphore:_acquire_one(deadline, revocable)
  local fast = lock.fail_fast(self.sess, nil, true, self.path)
  if fast then
    stats.acquired(self.sess, nil, "connection", 0)
    return nil, fast, "connection"
  end
  local t0 = now()
  local lease, msg, code = acquire_one(self, deadline, revocable)
  stats.acquired(self.sess, lease, code, now() - t0)
  return lease, msg, code
end

function acquire_one(self, deadline, revocable)
  local function remaining() return deadline and math_max(0, deadline - now()) end
  local mine = held_leases(self.sess, self.path)
  local n = 0
  for l in pairs(mine) do
    if l.hold:node() then n = n + 1 end
  end
  if n >= self.max then
    -- every lease is ours: only this Lua state can return one, and a blocking wait stops it
    local blocking = sessions[self.sess].waiter.blocking
    if type(blocking) == "function" then blocking = blocking(self.sess) end
    if blocking then
      return nil, lock.deadlock_msg(self.sess, string_format(
        "deadlock: all %d leases of %s are held by this Lua state, which this waiter blocks", self.max, self.path)),
        "deadlock"
    end
  end
  local ok, msg, code = self.lock:acquire(remaining())
  if not ok then return nil, msg, code end
  local left = remaining()
  local h = native.lease(self.sess, self.leases, self.data, self.max, left == 0, revocable)
  self.waiting[h] = true
  local waited, why, reason, res, emsg, ecode
  repeat   -- false: a lease with less than grant_validity x T left waits for its fresh proof
    waited, why = pcall(await, self.sess, h, left ~= 0 and remaining() or nil)   -- "try once": its answer
    reason = why
    if not waited then reason = "cancelled" end
    res, emsg, ecode = h:_result(reason, self.path)
  until res ~= false
  self.waiting[h] = nil
  local lost = not self.lock:is_owned()
  -- The internal lock only orders the waiters: nothing needs its node gone before acquire() returns,
  -- which must not outwait its timeout (a release waits for its delete's answer; under a stalled
  -- leader, seconds).
  local rok, rmsg = lock.release_nowait(self.lock)
  if not rok and not lost then events.warn(rmsg) end
  if not res and waited then wait.after_failure(self.sess, h) end
  if not res and lost and waited then
    return nil, string_format("lost the internal lock %s while waiting for a lease of %s", self.lock:_info(), self.path),
      "lost"
  end
  if not waited then
    if res then h:_abandon(true) end   -- won just before the waiter raised: the caller never hears of it
    error(why, 0)
  end
  if not res then return nil, emsg, ecode end
  local lease = setmetatable({ hold = h, sess = self.sess, sem = self }, Lease)
  mine[lease] = true
  return lease
end

function Semaphore:acquire(n, timeout, opts)
  check.no_acquire_opts(opts, "a semaphore")
  n = n == nil and 1 or n
  check.int("lease count", n, 1, self.max)   -- more than max_leases could never be granted
  timeout = check_timeout(timeout)
  local deadline = timeout and now() + timeout
  local leases = {}
  for i = 1, n do
    local lease, msg, code = self:_acquire_one(deadline)
    if not lease then
      -- all or nothing, within the timeout: the ones taken go back without waiting for their deletes
      for _, l in ipairs(leases) do l:close(true) end
      return nil, msg, code
    end
    leases[i] = lease
  end
  return leases
end

-- Every acquire of this semaphore still waiting gives up with "cancelled"; returns how many.
function Semaphore:cancel()
  local n = self.lock:cancel()
  for h in pairs(self.waiting) do n = n + h:_cancel() end
  return n
end

function Semaphore:return_all(leases)
  for _, l in ipairs(leases) do l:close() end
end

function Semaphore:participants()
  return lock.participants(self.sess, self.leases, native.NODE_NAMES.lease)
end

-- Semaphore mutex (InterProcessSemaphoreMutex): a semaphore of one lease with the lock API.
-- Not reentrant, and any coroutine of this Lua state may release it. Its one hold is its lease's.
local SemMutex = {
  on_lost = lock.on_lost, guard = lock.guard, with = lock.with, make_revocable = lock.make_revocable,
  _shared_owner = true,   -- any coroutine may release it: how its hold ended is kept once (lock.ended)
}
SemMutex.__index = SemMutex
SemMutex.__name = "zklock.SemaphoreMutex"
SemMutex.__tostring = function(m)
  return string_format("zklock.SemaphoreMutex(%s, %s)", m.sem.path, m.lease and "held" or "free")
end

function M.mutex(sess, path, data)
  return setmetatable({ sem = M.new(sess, path, 1, data) }, SemMutex)
end

function SemMutex:acquire(timeout, opts)
  check.no_acquire_opts(opts, "a semaphore mutex")
  timeout = check_timeout(timeout)
  local lease, msg, code = self.sem:_acquire_one(timeout and now() + timeout, self.revoke_fn ~= nil)
  if not lease then return nil, msg, code end
  if self.lease then
    -- the previous hold was lost (session expired): the new one replaces it
    self.lease.closed = true
  end
  self.lease, self.lost_seen = lease, false
  lock.track_revocable(self, self.sem.sess, lease.hold, true)
  lock.clear_ended(self)
  return true
end

-- The explicit-owner form: the lease itself is the hold (release() it from anywhere).
function SemMutex:hold(timeout, opts)
  check.no_acquire_opts(opts, "a semaphore mutex")
  timeout = check_timeout(timeout)
  return self.sem:_acquire_one(timeout and now() + timeout, self.revoke_fn ~= nil)
end

function SemMutex:release()
  local lease = self.lease
  if not lease then
    local _, msg, code = lock.revoked_result(self, self.sem.path)
    if code then return nil, msg, code end
    error("zklock: release of " .. self.sem.path .. ": you do not own this lock", 0)
  end
  self.lease = nil
  lock.track_revocable(self, self.sem.sess, lease.hold, false)
  lock.mark_ended(self)
  if not lease.hold:node() then
    lease.closed = true
    return lease.hold:_lost_result(self.sem.path)
  end
  local ok, msg, code = lease:close()
  if not lease.closed then   -- still held (the delete was refused): still ours
    self.lease = lease
    lock.track_revocable(self, self.sem.sess, lease.hold, true)
    lock.clear_ended(self)
  end
  return ok, msg, code
end

-- the hold of the lease while this mutex has one
local function hold(m) return m.lease and m.lease.hold end

function SemMutex:is_owned() return hold(self) ~= nil and hold(self):node() ~= nil end
SemMutex.is_acquired_in_this_process = SemMutex.is_owned
function SemMutex:hold_count() return self:is_owned() and 1 or 0 end
function SemMutex:validity() return hold(self) and hold(self):validity() or 0 end
function SemMutex:node() return hold(self) and (hold(self):node()) end
function SemMutex:fencing_token()
  local h = hold(self)
  if h then return h:fencing_token() end
  return nil
end
function SemMutex:participants() return self.sem:participants() end
function SemMutex:cancel() return self.sem:cancel() end
function SemMutex:_session() return self.sem.sess end
function SemMutex:_unreported() return self.lease ~= nil and not self.lost_seen end
function SemMutex:_lost_holds()
  local reason = self.lease and not self.lost_seen and self.lease.hold:lost()
  if not reason then return 0 end
  self.lost_seen = true
  return 1, reason
end

return M
