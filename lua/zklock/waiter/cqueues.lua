-- zklock.waiter.cqueues -- waiting inside a cqueues controller: the session is pollable
-- (pollfd/events/timeout), one coroutine on the controller drains it while anything waits,
-- and each waiting coroutine sleeps on its own condition variable.
local cqueues = require "cqueues"
local condition = require "cqueues.condition"
local wakeup = require "zklock.waiter.wakeup"

local running, poll, needed = cqueues.running, cqueues.poll, wakeup.needed
-- cqueues.poll(...) is yield(cqueues._POLL, ...) inside a controller: yielded from C, the sleep
-- keeps no Lua frame of its own on the waiting coroutine's stack
local sleep = cqueues._POLL ~= nil and require("zklock.core").yielder(cqueues._POLL) or poll

return wakeup.adapter {
  name = "cqueues",

  can_wait = function()
    local cq, ours = running()
    return cq ~= nil and ours
  end,

  -- a waiting coroutine's signal is a condition variable of its own, slept on as cqueues.poll does
  signal = condition.new,
  sleep = sleep,
  wake = function(cond) cond:signal() end,

  loop = running,   -- (its second value, "ours", unused)

  -- The drainer lives while it is needed (coroutines wait, or a lock with listeners is held), so
  -- a controller with nothing else to do can finish.
  start = function(sess, st, cq)
    st.stop = st.stop or condition.new()
    cq:wrap(function()
      local ok, err = pcall(function()
        while not st.closing and needed(sess, st) do
          poll(sess, st.stop)
          if st.closing then break end
          sess:dispatch()
        end
      end)
      st.running = false   -- on every exit, so the next wait starts a new drainer
      if not ok then error(err, 0) end
    end)
  end,

  idle = function(_, st)
    if st.stop then st.stop:signal() end
  end,

  -- The fd is about to be closed: nothing may keep polling it.
  detach = function(sess, st)
    st.closing = true
    if st.stop then st.stop:signal() end
    local ok, fd = pcall(sess.fd, sess)
    if ok then cqueues.cancel(fd) end
  end,
}
