-- zklock.waiter.wakeup -- what the scheduler adapters (cqueues, luv, ngx) share: every waiting
-- coroutine sleeps on its own signal, keyed by the id of the pending result it waits for, and is
-- woken by that result's own event; one drainer per session reads the session and dispatches.
--
-- An environment gives:
--   name
--   can_wait()            -> true when the running coroutine may be suspended by the scheduler
--   signal()              -> object with :wait(timeout) (returns once woken or timed out) and :wake()
--   loop()                optional: the running event loop (default: one loop). Each loop that has
--                         waiters gets its own drainer, so a loop nobody runs any more cannot
--                         strand the waiters of another.
--   start(session, ls, loop) starts a drainer on that loop (ls.count: its waiting coroutines;
--                         ls.running is set, the drainer clears it when it ends)
--   idle(session, ls)     optional: nothing waits on that loop any more
--   attach(session, ls), detach(session, ls)  optional: the session was opened / is closing
-- Where the coroutine cannot be suspended (outside the scheduler), waiting blocks in poll(), as
-- the blocking adapter does, and zklock's deadlock check applies.
local setmetatable, pairs, next, pcall, error = setmetatable, pairs, next, pcall, error

local M = {}

function M.adapter(env)
  local states = setmetatable({}, { __mode = "k" })
  local can_wait, signal = env.can_wait, env.signal

  local function state(sess)
    local st = states[sess]
    if not st then
      st = { by_id = {}, any = {}, loops = setmetatable({}, { __mode = "k" }) }
      states[sess] = st
    end
    return st
  end

  local function loop_state(st, loop)
    local ls = st.loops[loop]
    if not ls then
      ls = { count = 0, running = false }
      st.loops[loop] = ls
    end
    return ls
  end

  local function wake_all(set)
    for sig in pairs(set) do sig:wake() end
  end

  local A = { name = env.name }

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
    else
      local set = st.by_id[id]
      if set then
        wake_all(set)
        -- a finished result has no more events; a waiter that was killed never comes back for it
        if kind == "done" then st.by_id[id] = nil end
      end
    end
    wake_all(st.any)
  end

  function A.wait(sess, timeout, p)
    if not can_wait() then return sess:_wait(timeout) end
    local st = state(sess)
    local loop = env.loop and env.loop() or true
    local ls = loop_state(st, loop)
    if not ls.running then
      ls.running = true
      env.start(sess, ls, loop)
      -- no drainer (the environment refused one): waiting here must drain the session itself
      if not ls.running then return sess:_wait(timeout) end
    end
    local id = p and p.id and p:id()
    local set = st.any
    if id then
      set = st.by_id[id]
      if not set then set = {}; st.by_id[id] = set end
    end
    local sig = signal()
    set[sig] = true
    ls.count = ls.count + 1
    local ok, err = pcall(sig.wait, sig, timeout)
    set[sig] = nil
    if id and st.by_id[id] == set and next(set) == nil then st.by_id[id] = nil end
    ls.count = ls.count - 1
    if ls.count == 0 and env.idle then env.idle(sess, ls) end
    if not ok then error(err, 0) end
  end

  if env.attach then
    function A.attach(sess) env.attach(sess, loop_state(state(sess), env.loop and env.loop() or true)) end
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
