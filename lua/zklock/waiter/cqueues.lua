-- zklock.waiter.cqueues -- waiting inside a cqueues controller: the session is pollable
-- (pollfd/events/timeout), one coroutine on the controller drains it while anything waits,
-- and each waiting coroutine sleeps on its own condition variable.
local cqueues = require "cqueues"
local condition = require "cqueues.condition"
local wakeup = require "zklock.waiter.wakeup"

local running, poll, needed = cqueues.running, cqueues.poll, wakeup.needed

local Signal = {}
Signal.__index = Signal
function Signal:wait(timeout) self.cond:wait(timeout) end
function Signal:wake() self.cond:signal() end

return wakeup.adapter {
  name = "cqueues",

  can_wait = function()
    local cq, ours = running()
    return cq ~= nil and ours
  end,

  signal = function()
    return setmetatable({ cond = condition.new() }, Signal)
  end,

  loop = function() return (running()) end,

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
