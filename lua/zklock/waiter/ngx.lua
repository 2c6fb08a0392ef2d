-- zklock.waiter.ngx -- OpenResty: the worker never blocks. A per-worker timer reads the session's
-- notification socket through a cosocket and dispatches; each waiting request sleeps on its own
-- ngx.semaphore. Where a phase cannot yield (init_worker_by_lua, set_by_lua, header/body filters,
-- log_by_lua), waiting falls back to blocking the worker in poll() for at most the timeout.
local semaphore = require "ngx.semaphore"
local wakeup = require "zklock.waiter.wakeup"
local zlog = require "zklock.log"

local ngx = ngx
local get_phase, timer_at = ngx.get_phase, ngx.timer.at
local tostring = tostring

-- nginx's error log by default; zklock.set_logger() overrides it
local NGX_LEVEL = { error = ngx.ERR, warn = ngx.WARN, info = ngx.INFO, debug = ngx.DEBUG }
zlog.set_default(function(level, msg) ngx.log(NGX_LEVEL[level], "zklock: ", msg) end)

-- phases in which ngx.semaphore:wait() may suspend the current light thread
local yielding = {
  rewrite = true, server_rewrite = true, access = true, content = true, timer = true,
  ssl_cert = true, ssl_session_fetch = true, ssl_client_hello = true,
}

-- Where waiting blocks the worker, and why (for the log and the "deadlock" message).
local function why_blocking()
  local phase = get_phase()
  if yielding[phase] then
    return "this coroutine cannot yield here (a zklock listener, run by dispatch(), in nginx's " .. phase ..
      " phase)"
  end
  return "nginx's " .. tostring(phase) .. " phase cannot yield: acquire in rewrite, access, content or a timer"
end

-- Once per phase and worker: a wait that blocks the worker is never silent.
local warned = {}
local function blocked()
  local phase = get_phase()
  if warned[phase] then return end
  warned[phase] = true
  zlog.warn("waiting blocks this nginx worker (every request it serves) in poll(): " .. why_blocking())
end

-- A semaphore wait is given in ms as a C int: longer waits are cut into slices of at most a day
-- (zklock's wait loop waits again until its own deadline).
local MAX_WAIT = 86400
local READ_TIMEOUT = 0x7fffffff   -- ms; the drainer's read ends by data, end-of-stream or a poke

local Signal = {}
Signal.__index = Signal
function Signal:wait(timeout)
  if not timeout or timeout > MAX_WAIT then timeout = MAX_WAIT end
  self.sema:wait(timeout)
end
function Signal:wake() if self.sema:count() <= 0 then self.sema:post(1) end end

-- A request's light thread can be killed while it waits (ngx.exit elsewhere, client abort), so
-- the count of waiters cannot be trusted; a live waiter is one its semaphore still holds.
local function live(sig) return sig.sema:count() < 0 end

local function someone_waits(st)
  for sig in pairs(st.sigs) do
    if live(sig) then return true end
  end
  return false
end

-- Pending timers fire early ("premature") when the worker starts to exit. This one tells the
-- drainer, whose cosocket read would otherwise hold the exiting worker up.
local function sentinel(premature, sess, st)
  if sess:state() == "closed" then return end
  if not premature then
    local ok = timer_at(86400, sentinel, sess, st)
    if ok then return end
  end
  st.exiting = true
  sess:notify_poke()
end

-- The drainer runs for the life of the session, so state listeners (on_lost, on_state) run
-- even while nothing waits; idle, it is one cosocket read. When the worker exits it stays
-- until the requests still waiting are served.
-- A drainer that cannot run: the waiters asleep now must not stay asleep, and later waits
-- block in poll() instead of waiting for a drainer that will not come.
local function give_up(st)
  st.failed = true
  st.running = false
  for sig in pairs(st.sigs) do sig:wake() end
end

local function drainer(premature, sess, st)
  if premature then give_up(st); return end
  local ok, path, err = pcall(sess.notify_listen, sess)
  local sock
  if ok and path then
    sock = ngx.socket.tcp()
    ok, err = sock:connect("unix:" .. path)
    if ok then ok, err = sess:notify_accept() end
  else
    err = ok and err or path
  end
  if not ok then
    if sock then sock:close() end
    give_up(st)
    if sess:state() ~= "closed" then zlog.error("the ngx waiter cannot watch the session: " .. tostring(err)) end
    return
  end
  if not st.sentinel then st.sentinel = timer_at(86400, sentinel, sess, st) end
  sock:settimeouts(nil, nil, READ_TIMEOUT)
  pcall(sess.dispatch, sess)   -- events from before the connection
  while not (st.exiting and not someone_waits(st)) do
    local data, rerr = sock:receiveany(256)
    if not data and rerr ~= "timeout" then break end   -- "closed": the session ended
    local dok, derr = pcall(sess.dispatch, sess)
    if not dok then zlog.error("dispatch failed: " .. tostring(derr)) end
  end
  sock:close()
  st.running = false
  pcall(sess.dispatch, sess)   -- what the session's end finished (waiters failing "closed")
end

local function start(sess, st)
  if st.failed then st.running = false; return end
  local ok, err = timer_at(0, drainer, sess, st)
  if not ok then
    st.running = false
    zlog.warn("cannot start the ngx waiter's timer: " .. tostring(err))
  end
end

return wakeup.adapter {
  name = "ngx",

  can_wait = function() return yielding[get_phase()] == true end,
  blocked = blocked,
  why_blocking = why_blocking,

  -- before the fork, a session would be shared by every worker (and its ZooKeeper threads would
  -- not survive the fork): refuse, and say where to connect
  refuse = function()
    if get_phase() == "init" then
      return "zklock: connect per worker, from init_worker_by_lua or a timer; see the OpenResty guide"
    end
  end,
  weak = true,
  live = live,

  signal = function()
    return setmetatable({ sema = semaphore.new(0) }, Signal)
  end,
  sleep = Signal.wait,   -- never raises: slept on straight from the waiting acquire's frame

  start = start,

  idle = function(sess, st)
    if st.exiting then sess:notify_poke() end   -- perhaps the last waiter of an exiting worker
  end,

  attach = function(sess, st)
    if not st.running then
      st.running = true
      start(sess, st)
    end
  end,
}
