-- examples/skynet/zklock_skynet.lua -- a zklock waiter adapter for skynet services, built on
-- zklock.waiter.wakeup: each waiting coroutine parks with skynet.wait() and is woken with
-- skynet.wakeup() when its own acquisition finishes; while anything waits, one forked
-- coroutine drains the session every tick (skynet can only wait on fds its socket server owns,
-- and handing it the session fd would let it close that fd).
local skynet = require "skynet"
local wakeup = require "zklock.waiter.wakeup"

local co_running = coroutine.running

local Signal = {}
Signal.__index = Signal

function Signal:wait(timeout)
  self.co = co_running()
  if timeout then
    -- skynet.timeout counts in 1/100 s
    skynet.timeout(math.max(1, math.ceil(timeout * 100)), function() self:wake() end)
  end
  skynet.wait(self.co)
  self.co = nil
end

function Signal:wake()
  local co = self.co
  if co then
    self.co = nil          -- woken once: a later timeout or event finds nothing to wake
    skynet.wakeup(co)
  end
end

return wakeup.adapter {
  name = "skynet",
  -- wakeup.lua checks the coroutine can yield; inside a service every handler is a coroutine
  can_wait = function() return true end,
  signal = function() return setmetatable({}, Signal) end,
  start = function(sess, ls)
    skynet.fork(function()
      while sess:state() ~= "closed" and wakeup.needed(sess, ls) do
        sess:dispatch()
        skynet.sleep(1)
      end
      ls.running = false
      sess:dispatch()   -- what the session's end finished
    end)
  end,
}
