-- zklock.waiter.wakeup -- what the scheduler adapters (cqueues, luv, ngx, skynet) share: every waiting
-- coroutine sleeps on its own signal, keyed by the id of the pending result it waits for, and is
-- woken by that result's own event; one drainer per event loop reads the session and dispatches.
-- An acquire sleeps through park/unpark (from its own frame), every other wait through wait().
--
-- An environment gives:
--   name
--   can_wait()            -> true when the running coroutine may be suspended by the scheduler
--   signal()              -> object with :wait(timeout) (returns once woken or timed out) and :wake()
--   sleep(sig, timeout), wake(sig)  optional: how to sleep on and wake a signal (default: its
--                         methods; signal() may then return any value they take). An acquire calls
--                         sleep straight from its own frame (park), protected.
--   loop()                optional: the running event loop (default: one loop). Each loop that has
--                         waiters gets its own drainer, so a loop nobody runs any more cannot
--                         strand the waiters of another.
--   start(session, ls, loop) starts a drainer on that loop (ls.count: its waiting coroutines,
--                         ls.sigs: their signals; ls.running is set, the drainer clears it at its end).
--                         A drainer runs while wakeup.needed(session, ls) says so.
--   idle(session, ls)     optional: nothing waits on that loop any more
--   attach(session, ls), detach(session, ls)  optional: the session was opened / is closing
--   refuse()              optional: a message (raised by connect()) when no session may be made
--                         here, e.g. OpenResty's init phase, before the workers fork
--   blocked(session, can_yield)  optional: a wait is about to block the Lua state (the OS thread)
--                         in poll(): can_yield tells whether the scheduler could have suspended
--                         the coroutine (false: a listener, or a phase that cannot yield)
--   why_blocking(session) optional: why waiting blocks here, for the "deadlock" message
--   weak, live(sig)       optional: a waiter may vanish without returning (OpenResty kills the
--                         light threads of aborted requests); its signal then drops out of the
--                         bookkeeping when collected, and ls.count is not to be trusted. live(sig)
--                         tells whether a signal's coroutine still sleeps on it.
-- Where the coroutine cannot be suspended (outside the scheduler, inside a listener that
-- dispatch() runs, or on PUC Lua 5.1, which cannot yield across pcall), waiting blocks in
-- poll(), as the blocking adapter does, and zklock's deadlock check applies.
local setmetatable, pairs, next, pcall, error, collectgarbage = setmetatable, pairs, next, pcall, error, collectgarbage
local isyieldable = coroutine.isyieldable
local puc51 = _VERSION == "Lua 5.1" and rawget(_G, "jit") == nil

local M = {}

-- A drainer is needed while coroutines of its loop wait, or while a lock with on_lost or
-- revocation listeners is held (those listeners run from dispatch()).
function M.needed(sess, ls)
  return ls.count > 0 or sess:_listening()
end

function M.adapter(env)
  local states = setmetatable({}, { __mode = "k" })
  local env_can_wait, signal = env.can_wait, env.signal
  local loop = env.loop or function() return true end
  local wake = env.wake or function(sig) return sig:wake() end
  -- What the default sleep caught, answered by unpark (an environment's own sleep may raise: the
  -- acquire calls it protected).
  local failed = setmetatable({}, { __mode = "k" })
  local sleep = env.sleep or function(sig, timeout)
    local ok, err = pcall(sig.wait, sig, timeout)
    if not ok then failed[sig] = err end
  end
  local weak = env.weak and { __mode = "k" } or nil

  local function set_new()
    return weak and setmetatable({}, weak) or {}
  end

  local function can_wait()
    if puc51 or (isyieldable and not isyieldable()) then return false end
    return env_can_wait()
  end

  local function state(sess)
    local st = states[sess]
    if not st then
      st = { by_id = {}, parked = {}, any = set_new(), loops = setmetatable({}, { __mode = "k" }) }
      states[sess] = st
    end
    return st
  end

  local function loop_state(st, loop)
    local ls = st.loops[loop]
    if not ls then
      ls = { count = 0, running = false, sigs = set_new() }
      st.loops[loop] = ls
    end
    return ls
  end

  local function any_live(set)
    for sig in pairs(set) do
      if env.live(sig) then return true end
    end
    return false
  end

  local function wake_all(set)
    for sig in pairs(set) do wake(sig) end
  end

  local A = { name = env.name, refuse = env.refuse, why_blocking = env.why_blocking }

  function A.blocking()
    return not can_wait()
  end

  -- kind "done"/"wake": the pending result with this id finished or must look again;
  -- kind "state": the connection changed, which any wait may depend on.
  function A.event(sess, kind, id)
    local st = states[sess]
    if not st then return end
    if kind == "state" then
      for _, set in pairs(st.by_id) do wake_all(set) end
      for _, sig in pairs(st.parked) do wake(sig) end
    else
      local sig = st.parked[id]
      if sig then
        -- as below, for the one coroutine an acquire parked
        if kind == "done" and env.live and not env.live(sig) then
          collectgarbage()
          collectgarbage()
        end
        wake(sig)
        if kind == "done" then st.parked[id] = nil end
      end
      local set = st.by_id[id]
      if set then
        -- A killed waiter's hold is deleted by its finalizer, but only when collected; if its
        -- turn has come, everyone behind it waits for that, so collect now. Twice: Lua 5.1 and
        -- LuaJIT have no ephemerons, so the first cycle only drops the lock's entry for the dead
        -- coroutine (holds are kept weak-keyed by coroutine) and the second finalizes the hold.
        -- (An empty set is a waiter already collected while its hold, for that reason, was not.)
        if kind == "done" and env.live and not any_live(set) then
          collectgarbage()
          collectgarbage()
        end
        wake_all(set)
        -- a finished result has no more events; a waiter that was killed never comes back for it
        if kind == "done" then st.by_id[id] = nil end
      end
    end
    wake_all(st.any)
  end

  -- The running coroutine's loop state, its drainer started: nil when there is no drainer (the
  -- environment refused one), and waiting here must drain the session itself.
  local function enter(sess)
    local st = state(sess)
    local lp = loop()
    local ls = loop_state(st, lp)
    if not ls.running then
      ls.running = true
      local ok, err = pcall(env.start, sess, ls, lp)
      if not ok then ls.running = false; error(err, 0) end   -- not started: the next enter tries again
      if not ls.running then return nil end
    end
    return st, ls
  end

  local function leave(sess, ls, sig)
    ls.sigs[sig] = nil
    ls.count = ls.count - 1
    if ls.count == 0 and env.idle then env.idle(sess, ls) end
  end

  function A.wait(sess, timeout, p)
    if not can_wait() then
      if env.blocked then env.blocked(sess) end
      return sess:_wait(timeout)
    end
    local st, ls = enter(sess)
    if not st then return sess:_wait(timeout) end
    local id = p and p.id and p:id()
    local set = st.any
    if id then
      set = st.by_id[id]
      if not set then set = set_new(); st.by_id[id] = set end
    end
    local sig = signal()
    set[sig], ls.sigs[sig] = true, true
    ls.count = ls.count + 1
    local ok, err = pcall(sleep, sig, timeout)
    if ok and failed[sig] then ok, err, failed[sig] = false, failed[sig], nil end
    set[sig] = nil
    if id and st.by_id[id] == set and next(set) == nil then st.by_id[id] = nil end
    leave(sess, ls, sig)
    if not ok then error(err, 0) end
  end

  -- The shallow wait (an acquire's, zklock.lock): park registers a signal for the pending result
  -- with this id and returns the environment's sleep, that signal and the timeout; the acquire
  -- calls sleep(sig, timeout) from its own frame, then unpark, which answers what a sleep that
  -- failed raised. nil: this coroutine cannot be suspended here (the acquire waits with wait()).
  -- A coroutine's stack, as deep as park() takes it before the first sleep, stays that deep while
  -- it waits: the first look calls C from low registers only, no helpers.
  function A.park(sess, id, timeout)
    if puc51 or (isyieldable and not isyieldable()) or not env_can_wait() then return nil end
    local st = states[sess]
    local ls = st and st.loops[loop()]
    if not (ls and ls.running) then
      -- starting the drainer may raise (the environment's start): then wait() starts it again,
      -- protected, so what it raises reaches the acquire after its node is given back
      local ok
      ok, st, ls = pcall(enter, sess)
      if not (ok and st) then return nil end
    end
    local sig = signal()
    st.parked[id] = sig
    ls.sigs[sig] = true
    ls.count = ls.count + 1
    return sleep, sig, timeout
  end

  A.park_safe = true   -- park never raises: zklock.lock calls it unprotected (a shallower stack)

  function A.unpark(sess, sig, id)
    local st = states[sess]
    if st.parked[id] == sig then st.parked[id] = nil end
    leave(sess, loop_state(st, loop()), sig)
    local err = failed[sig]
    if err then failed[sig] = nil end
    return err
  end

  if env.attach then
    function A.attach(sess) env.attach(sess, loop_state(state(sess), loop())) end
  end
  if env.detach then
    function A.detach(sess)
      local st = states[sess]
      if st then
        for _, ls in pairs(st.loops) do env.detach(sess, ls) end
      end
    end
  end

  return A
end

return M
