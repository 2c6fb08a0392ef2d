-- zklock.lock -- what every lock kind does alike, written once: acquire (the C userdata begins,
-- the waiter waits, C says the outcome), release (returning once the node is gone, or at once with
-- async_release), listeners, the scoped forms, revocation, participants. zklock.mutex and
-- zklock.multilock put these on their classes; zklock.semaphore uses them too.
local events = require "zklock.events"
local wait = require "zklock.wait"
local check = require "zklock.check"
local stats = require "zklock.stats"
local native = require "zklock.core"

local type, error, ipairs, select, setmetatable, pcall, tostring = type, error, ipairs, select, setmetatable, pcall, tostring
local unpack = table.unpack or unpack   -- luacheck: ignore
local running = coroutine.running
local math_max = math.max
local now = native.now
local sessions, extra = events.sessions, events.extra
local await, after_failure, after_release, revive = wait.await, wait.after_failure, wait.after_release, wait.revive
local check_timeout, acquire_opts = check.timeout, check.acquire_opts

local M = {}


---------------------------------------------------------------------------
-- How an owner's last hold ended, so that the scoped forms skip a hold already released and a
-- release after revocation answers instead of raising. Kept per owner (the coroutine, or the
-- lock itself for a semaphore mutex, which any coroutine may release) in the lock's own table,
-- weak-keyed: "released" or "revoked" (released by the lock's revocation listener). A new
-- acquisition by that owner clears it.
local MAIN = {}   -- Lua 5.1's main thread has no coroutine object

local function owner_key(lock)
  if lock._shared_owner then return lock end
  return running() or MAIN
end

local function ended_marks(lock, create)
  if type(lock) ~= "table" and not lock._extra then return nil end   -- a multi-lock: no marks
  local ex = extra(lock)
  local marks = ex.ended
  if not marks and create then
    marks = setmetatable({}, { __mode = "k" })
    ex.ended = marks
  end
  return marks, ex
end

-- the owner's last hold just ended by a release (inside the revocation listener: "revoked")
function M.mark_ended(lock)
  local marks, ex = ended_marks(lock, true)
  if marks then marks[owner_key(lock)] = ex.revoking and "revoked" or "released" end
end

function M.clear_ended(lock)
  local marks = ended_marks(lock, false)
  if marks then marks[owner_key(lock)] = nil end
end

-- how the owner's last hold ended: "released", "revoked" or nil (held, or never acquired)
function M.ended(lock)
  local marks = ended_marks(lock, false)
  return marks and marks[owner_key(lock)]
end

-- release() of a hold the revocation listener released: nil, msg, "revoked" (once)
function M.revoked_result(lock, path)
  local marks = ended_marks(lock, false)
  local key = owner_key(lock)
  if not (marks and marks[key] == "revoked") then return nil end
  marks[key] = nil
  local msg = "release of " .. tostring(path) .. ": the hold was already released by its revocation listener"
  return nil, msg, "revoked"
end
local mark_ended, clear_ended, ended, revoked_result = M.mark_ended, M.clear_ended, M.ended, M.revoked_result

-- Revocation requests name a hold by id: the lock that holds it is found here (weak values).
function M.track_revocable(lock, sess, hold, held)
  local st = sessions[sess]
  if not st then return end
  if held and extra(lock).revoke_fn then st.revocable[hold:id()] = lock
  elseif not held then st.revocable[hold:id()] = nil end
end
local track_revocable = M.track_revocable

-- A mutex, or one side of a read-write lock: the C userdata decides (reentry, downgrade, a refused
-- upgrade, "try once"); waiting happens here. explicit: the hold belongs to the value returned.
local hold_owner = native.shared("hold_owner", "k")   -- explicit hold -> its lock (kept across reloads)

-- A "deadlock" because this waiter blocks: the message says why it blocks here, when the waiter
-- knows (OpenResty: the phase).
function M.deadlock_msg(sess, msg)
  local st = sessions[sess]
  local why = st and st.waiter.why_blocking
  if why and type(msg) == "string" and msg:find("which this waiter blocks", 1, true) then
    return msg .. " (" .. why(sess) .. ")"
  end
  return msg
end
local deadlock_msg = M.deadlock_msg

-- The connect option fail_fast: an acquire that starts while the session is not connected (its
-- connection lost, or a reopened session not yet connected) answers "connection" at once instead
-- of waiting for the reconnect or its timeout. Returns that message, or nil when the acquire may
-- go on. A re-entry of a hold the coroutine has needs no server: it goes on; so do the waits of a
-- leader selector (marked wait_always), which are meant to outlast an outage.
-- `lock` is a mutex (or a read-write lock's side) or nil, `what` the path the message names (nil:
-- the lock's).
local not_connected = { suspended = true, connecting = true }
function M.fail_fast(sess, lock, explicit, what)
  local st = sessions[sess]
  if not (st and st.fail_fast) then return nil end
  revive(sess)
  local state = sess:state()
  if not not_connected[state] then return nil end
  if lock then
    if not explicit and lock:is_owned() then return nil end
    if extra(lock).wait_always then return nil end
    what = what or lock:_info()
  end
  return "no connection to ZooKeeper: did not wait to acquire " .. tostring(what) .. " (the session is " .. state ..
    "; fail_fast)"
end
local fail_fast = M.fail_fast

-- Counts an acquire's outcome in the session's stats (a semaphore's internal lock is not counted:
-- its lease is) and hands it on: true, the hold when explicit, or nil, msg, code.
local function answer(self, sess, h, msg, code, explicit, waited)
  if not extra(self).internal then stats.acquired(sess, h, code, waited) end
  if code == "deadlock" then msg = deadlock_msg(sess, msg) end
  if h and not explicit then return true end
  return h, msg, code
end

-- The wait of a waiter without park(), or of a coroutine it cannot suspend here (which blocks in
-- poll()): as long as it takes. Returns why it stopped and err, as step.
local function wait_on(self, h)
  local sess = self:_session()
  local w = sessions[sess].waiter
  local blocking = w.blocking
  if type(blocking) == "function" then blocking = blocking(sess) end
  local id, left = h:_waiting()
  while id do
    if blocking and h:self_blocked() then return "deadlock" end
    if left and left <= 0 then return "timeout" end
    local waited, err = pcall(w.wait, sess, left, h)
    if not waited then return nil, err end
    sess:dispatch()
    id, left = h:_waiting()
  end
  return nil
end

-- The end of a wait: why it stopped (nil: the engine answered; "timeout", "deadlock"), or err,
-- what the waiter raised; neither while the engine has not answered: the wait goes on in wait_on.
-- After a raise our node goes, then the error; a hold won just before it is given back too, since
-- the caller never hears of it.
-- A hold with less than grant_validity x T left is not handed over: _finish answers false and asks
-- for a fresh proof, and the wait goes on until it comes (or the acquire's time is up).
local function finish(self, h, why, err, explicit)
  local sess = self:_session()
  local ok, msg, code
  repeat
    if not (why or err) and h:_waiting() then why, err = wait_on(self, h) end
    if err then
      if self:_finish(h, "cancelled") then
        if explicit then h:_release(true) else self:_release(true) end   -- nobody waits for it
      end
      error(err, 0)
    end
    ok, msg, code = self:_finish(h, why)
  until ok ~= false
  if ok then
    -- revocation asks a lock's owner, a coroutine: explicit holds are not revocable
    if explicit then
      hold_owner[h] = self
    else
      track_revocable(self, sess, h, true)
      clear_ended(self)
    end
    ok = h
  elseif explicit or self:hold_count() == 0 then   -- (a re-entry that failed: the hold it re-entered stays)
    after_failure(sess, h)
  end
  return answer(self, sess, ok, msg, code, explicit, h:_waited())
end

-- One step of an acquire's wait: what to sleep with next (sleep, sig, seconds left: the waiter's
-- park()), or nil, why the wait ends, err (see finish). After a sleep, sig is the one it slept on:
-- given back first (unpark), then what woke it is dispatched. Until the first sleep this frame is
-- on the stack too: it calls C from low registers only, and park() in a tail call.
-- unpark, dispatch and a park not known safe run protected, and the sleep too (contend): a raise
-- there (an adapter's, an allocation's) is an err for finish, which gives our node back first.
local function step(self, h, sig)
  local sess = self:_session()
  local w = sessions[sess].waiter
  if sig then
    local ok, err = pcall(w.unpark, sess, sig, h:id())
    if ok and err then return nil, nil, err end   -- what the sleep raised
    if ok then ok, err = pcall(sess.dispatch, sess) end
    if not ok then return nil, nil, err end
  end
  local id, left = h:_waiting()
  if not id then return nil end
  if left and left <= 0 then return nil, "timeout" end
  if not w.park then return nil end
  -- wakeup.adapter's park never raises (park_safe): a tail call, the stack as shallow as it gets;
  -- any other park is called protected, which may grow its coroutine's stack (docs/adapters.md)
  if w.park_safe then return w.park(sess, id, left) end   -- nil when it cannot: finish waits
  local ok, sleep, psig, pleft = pcall(w.park, sess, id, left)
  if not ok then return nil, nil, sleep end
  return sleep, psig, pleft
end

-- An acquire (see above): an answer without a wait counts 0 s in the stats.
-- A waiting coroutine's memory is its stack as deep as the wait leaves it, and a Lua stack grown
-- once stays grown: so the sleep is called straight from this frame (acquire and hold tail-call
-- it), which keeps the wait's state in the hold (C), and everything called before the first sleep
-- calls C from few registers. bench/zklock_waiters.lua measures it (docs/benchmarks.md).
local function contend(self, timeout, explicit, opts)
  timeout = check_timeout(timeout)
  local ttl = acquire_opts(opts)
  local sess = self:_session()
  revive(sess)
  local fast = fail_fast(sess, self, explicit)
  if fast then return answer(self, sess, nil, fast, "connection", explicit, 0) end
  local h, sleep, sig = self:_begin(timeout == 0, explicit, timeout, ttl)
  if h == true or not h then   -- no wait: sleep and sig are msg and code
    return answer(self, self:_session(), h, sleep, sig, explicit, 0)
  end
  sleep, sig, timeout = step(self, h)   -- timeout: from here on, the seconds left
  while sleep do
    local ok, err = pcall(sleep, sig, timeout)
    if not ok then   -- park's registration goes too (unpark), then our node
      local sess = self:_session()
      pcall(sessions[sess].waiter.unpark, sess, sig, h:id())
      return finish(self, h, nil, err, explicit)
    end
    sleep, sig, timeout = step(self, h, sig)
  end
  return finish(self, h, sig, timeout, explicit)
end

-- opts: { ttl = seconds } (the hold ends that long after it is granted, whatever its Lua does; 0:
-- no bound; nil: the lock's ttl option)
function M.acquire(self, timeout, opts) return contend(self, timeout, false, opts) end

-- The explicit-owner form: the hold is a value the program carries (across requests, coroutines,
-- a pooled coroutine's next user); release it with hold:release() from anywhere. Never re-entered.
function M.hold(self, timeout, opts) return contend(self, timeout, true, opts) end

-- set_ttl(seconds): the hold (the coroutine's, or an explicit one) ends that long from now, whatever
-- its Lua does (on_lost hears "ttl"); 0: only its validity ends it. true | nil, msg, code (lost).
function M.set_ttl(self, seconds) return self:_set_ttl(check.ttl(seconds)) end

-- hold:release() of an explicit hold; returns once its node is gone, as release() does.
-- A release whose delete did not go through (the server refused it) returns nil, msg, code and the
-- hold stays with its owner: release() never says true while the node exists.
function M.release_hold(hold)
  local lock = hold_owner[hold]
  local sess = lock and lock:_session()
  local async = sess and wait.async(sess, lock)
  local ok, h, code = hold:_release(async)
  if not ok then return ok, h, code end
  local rok, msg, rcode, keep = after_release(sess, hold, async)
  if keep then hold:_reown() end
  return rok, msg, rcode
end

local function release(self, nowait)
  if ended(self) == "revoked" and self:hold_count() == 0 then return revoked_result(self, (self:_info())) end
  local sess = self:_session()
  local async = nowait or wait.async(sess, self)
  local ok, hold_or_msg, code = self:_release(async)
  if ok and hold_or_msg then
    track_revocable(self, sess, hold_or_msg, false)
    mark_ended(self)
    local rok, msg, rcode, keep = after_release(sess, hold_or_msg, async)
    if keep then   -- the delete was refused: still held, still ours
      self:_reown(hold_or_msg)
      track_revocable(self, sess, hold_or_msg, true)
      clear_ended(self)
    end
    return rok, msg, rcode
  end
  return ok, hold_or_msg, code
end

function M.release(self) return release(self, false) end

-- A release that returns once the delete is sent, whatever the lock's async_release: for releases
-- inside an acquire (a semaphore's internal lock, a multi-lock's rollback) that must not outwait the
-- acquire's timeout. Lock objects of other kinds fall back to their release().
function M.release_nowait(l)
  if type(l) == "userdata" and l._release and l._session then return release(l, true) end   -- zklock.Mutex
  return l:release()
end

-- A multi-lock: its C state machine names the member to acquire or release next; `cur` is this
-- call's own progress (a cursor), so coroutines sharing the multi-lock never mix their steps.
-- The sequence ends with "done" and the result (true | nil, msg, code) or "raise" and an error.
local function drive(ml, deadline, step, a, cur)
  local code
  while true do
    if step == "acquire" then
      step, a, cur, code = ml:_step(cur, pcall(a.acquire, a, deadline and math_max(0, deadline - now())))
    elseif step == "release" then
      step, a, cur, code = ml:_step(cur, pcall(a.release, a))
    elseif step == "rollback" then   -- a failed acquire gives back what it took, within its timeout
      step, a, cur, code = ml:_step(cur, pcall(M.release_nowait, a))
    elseif step == "raise" then
      error(a, 0)
    else
      return a, cur, code
    end
  end
end

function M.multi_acquire(self, timeout, opts)
  check.no_acquire_opts(opts, "a multilock")
  timeout = check_timeout(timeout)
  return drive(self, timeout and now() + timeout, self:_acquire())
end

-- Releases every lock in reverse order, even after a failure; reports the first failure (a raised
-- error is raised again once all were attempted).
function M.multi_release(self) return drive(self, nil, self:_release()) end

function M.on_lost(self, fn)
  if type(fn) ~= "function" then error("zklock: on_lost() needs a function", 0) end
  local ex = extra(self)
  local list = ex.on_lost_fns or {}
  ex.on_lost_fns = list
  list[#list + 1] = fn
end

function M.make_revocable(self, fn)
  if type(fn) ~= "function" then error("zklock: make_revocable() needs a function", 0) end
  local ex = extra(self)
  -- a release the listener makes is remembered as a revocation (see M.ended)
  ex.revoke_fn = function(lock, ...)
    ex.revoking = true
    local ok, err = pcall(fn, lock, ...)
    ex.revoking = nil
    if not ok then error(err, 0) end
  end
  if self._set_revocable then self:_set_revocable() end
end

local Guard = {}
Guard.__index = Guard
Guard.__name = "zklock.Guard"
-- A hold released meanwhile (by its revocation listener, or by hand) is not released twice: after
-- a revocation release() answers nil, msg, "revoked"; after a release by hand, true.
function Guard:release()
  if self.released then return true end
  self.released = true
  if ended(self.lock) == "released" then return true end
  return self.lock:release()
end
-- __close cannot return a loss: the lock's on_lost listeners hear of it before the release.
-- Effects worth protecting check validity() (or fence) before they commit.
Guard.__close = function(g)
  local st = not g.released and g.lock._session and sessions[g.lock:_session()]
  if st then events.report_lost(st) end
  g:release()
end
Guard.__tostring = function(g) return "zklock.Guard(" .. tostring(g.lock) .. ")" end

function M.guard(self, timeout, opts)
  local ok, msg, code = self:acquire(timeout, opts)
  if not ok then return nil, msg, code end
  return setmetatable({ lock = self, released = false }, Guard)
end

local function pack(...) return { n = select("#", ...), ... } end

function M.with(self, ...)
  local timeout, fn, first = nil, ..., 2
  if type(fn) ~= "function" then
    timeout, fn, first = ..., select(2, ...), 3
  end
  if type(fn) ~= "function" then error("zklock: with() needs a function", 0) end
  local ok, msg, code = self:acquire(timeout)
  if not ok then return nil, msg, code end
  local res = pack(pcall(fn, select(first, ...)))
  -- fn released the hold itself: nothing left to release (a revocation answers "revoked" below)
  if ended(self) == "released" then
    if not res[1] then error(res[2], 0) end
    return unpack(res, 2, res.n)
  end
  local rok, released, rmsg, rcode = pcall(self.release, self)
  if not res[1] then error(res[2], 0) end
  if not rok then error(released, 0) end
  -- the hold was lost before fn finished: fn's results were made without the lock (a release
  -- still under way, "connection", came after fn: its results stand)
  if not released and rcode ~= "connection" then return nil, rmsg, rcode end
  return unpack(res, 2, res.n)
end

-- {path=, data=} of the nodes under `path` named with `lock_name`, in lock order (the engine's).
function M.participants(sess, path, lock_name)
  local names, msg, code = sess:children(path)
  if not names then
    if code == "zk:ZNONODE" then return {} end
    return nil, msg, code
  end
  local sorted = native.sort_nodes(names, lock_name)
  -- All reads go out at once; the server answers them in order.
  local ops = {}
  for i, name in ipairs(sorted) do ops[i] = sess:_op("get", path .. "/" .. name) end
  local out = {}
  for i, o in ipairs(ops) do
    await(sess, o, nil)
    local data, emsg, ecode = o:result()
    if data then
      out[#out + 1] = { path = path .. "/" .. sorted[i], data = data }
    elseif ecode ~= "zk:ZNONODE" then
      return nil, emsg, ecode
    end
  end
  return out
end

return M
