-- zklock.waiter.luv -- waiting inside a libuv loop (luv): a poll handle on the session fd drains
-- the session while coroutines wait; each waiting coroutine yields and is resumed from the loop
-- when its own result is ready or its timer fires. Run the loop with uv.run().
local uv = require "luv"
local wakeup = require "zklock.waiter.wakeup"

local co_running, co_yield, co_resume = coroutine.running, coroutine.yield, coroutine.resume
local co_status = coroutine.status
local error, setmetatable = error, setmetatable
local traceback = debug.traceback

-- Coroutines are resumed from loop callbacks, never from inside dispatch(): a resumed coroutine
-- calls dispatch() itself, and its own waker must have returned first.
-- luv 1.44 crashes at exit if a handle was closed and no loop turn ran after it, so a handle is
-- closed only from inside uv.run(); outside it is just stopped and left for luv to free at exit.
local function discard(handle)
  if uv.loop_mode() then handle:close() else handle:stop() end
end

local ready, draining = {}, false
local kick   -- a zero-delay timer that drains `ready` when a wake-up came from outside a callback

local function resume(sig)
  if not sig.waiting then return end   -- already resumed (woken and timed out in one turn)
  sig.waiting = false
  if co_status(sig.co) ~= "suspended" then return end
  local ok, err = co_resume(sig.co)
  if not ok then error(traceback(sig.co, err), 0) end
end

local function drain()
  if draining then return end
  draining = true
  local i = 1
  while ready[i] do
    local sig = ready[i]
    ready[i] = false
    i = i + 1
    local ok, err = pcall(resume, sig)
    if not ok then
      for j = #ready, 1, -1 do ready[j] = nil end
      draining = false
      error(err, 0)
    end
  end
  for j = #ready, 1, -1 do ready[j] = nil end
  draining = false
end

local function schedule(sig)
  ready[#ready + 1] = sig
  if not draining then
    if not kick then kick = uv.new_timer() end
    kick:start(0, 0, drain)
  end
end

local Signal = {}
Signal.__index = Signal

function Signal:wait(timeout)
  local timer
  if timeout then
    timer = uv.new_timer()
    timer:start(math.max(0, math.ceil(timeout * 1000)), 0, function() schedule(self) end)
  end
  self.waiting = true
  co_yield()
  self.waiting = false
  if timer then discard(timer) end
end

function Signal:wake()
  if self.waiting then schedule(self) end
end


-- An active poll handle keeps uv.run() from returning: keep it only while it is needed.
local function stop_unless_needed(sess, st)
  if st.running and not wakeup.needed(sess, st) then
    if st.poll then st.poll:stop() end
    st.running = false
  end
end

return wakeup.adapter {
  name = "luv",

  -- (zklock.waiter.wakeup has already checked that the coroutine can yield at all)
  can_wait = function()
    local co, main = co_running()
    return co ~= nil and not main
  end,

  signal = function()
    return setmetatable({ co = co_running() }, Signal)
  end,
  sleep = Signal.wait,   -- never raises: slept on straight from the waiting acquire's frame

  start = function(sess, st)
    if not st.poll then
      st.poll = uv.new_poll(sess:fd())
    end
    st.poll:start("r", function()
      sess:dispatch()
      drain()
      stop_unless_needed(sess, st)   -- e.g. the session was lost while a listened-to lock was held
    end)
  end,

  -- Decide on the next loop turn: the coroutine that just stopped waiting has not yet taken its
  -- lock (and registered its listeners) when this runs.
  idle = function(sess, st)
    if not st.idle_timer then st.idle_timer = uv.new_timer() end
    st.idle_timer:start(0, 0, function() stop_unless_needed(sess, st) end)
  end,

  -- Called before the session closes its fd; the fd itself lives as long as the session object.
  detach = function(_, st)
    if st.poll then
      discard(st.poll)
      st.poll = nil
    end
    if st.idle_timer then
      discard(st.idle_timer)
      st.idle_timer = nil
    end
    st.running = false
  end,
}
