-- The OpenResty example: a non-atomic read-modify-write of a shared-dict counter, made safe
-- across requests and workers by a zklock mutex. /ping shows the worker stays responsive.
local zklock = require "zklock"

local M = {}
local session, mutex
local dict = ngx.shared.counter

local RETRY_FIRST, RETRY_MAX = 1, 30   -- seconds between connection attempts: 1, 2, 4, ... 30

-- Connects from a timer, where waiting yields instead of blocking the worker, and tries again
-- later if ZooKeeper cannot be reached (it may be down when nginx starts). Once connected, the
-- session reconnects by itself (reconnect = true, the default).
local function connect(premature, delay)
  if premature then return end   -- the worker is exiting
  local servers = os.getenv("ZKLOCK_SERVERS") or "127.0.0.1:2181"
  local s, err = zklock.connect { servers = servers, connect_timeout = 5 }
  if not s then
    if ngx.worker.exiting() then return end
    ngx.log(ngx.WARN, "zklock: ", err, "; trying again in ", delay, " s")
    local ok, terr = ngx.timer.at(delay, connect, math.min(delay * 2, RETRY_MAX))
    if not ok then ngx.log(ngx.ERR, "zklock: cannot schedule the next attempt: ", terr) end
    return
  end
  s:on_state(function(event) ngx.log(ngx.WARN, "zklock session: ", event) end)
  -- one mutex object per worker; every request (coroutine) gets its own hold and lock node
  session, mutex = s, s:mutex("/examples/openresty/counter")
end

function M.init_worker()
  -- init_worker cannot yield: connecting here would block the worker, and only once
  local ok, err = ngx.timer.at(0, connect, RETRY_FIRST)
  if not ok then ngx.log(ngx.ERR, "zklock: cannot schedule connecting: ", err) end
end

function M.incr()
  if not mutex then
    ngx.status = 503
    return ngx.say("lock: not connected to ZooKeeper yet")
  end
  dict:incr("waiting", 1, 0)
  -- ?timeout=<seconds> or ?timeout=none (wait as long as it takes); 60 s by default
  local timeout = ngx.var.arg_timeout
  if timeout == "none" then timeout = nil else timeout = tonumber(timeout) or 60 end
  local ok, err, code = mutex:acquire(timeout)
  dict:incr("waiting", -1)
  if not ok then
    ngx.status = 503
    return ngx.say("lock: ", code, ": ", err)
  end
  local v = dict:get("n") or 0
  ngx.sleep(0.002)          -- other requests run here; without the lock they would lose updates
  dict:set("n", v + 1)
  mutex:release()
  ngx.say(v + 1)
end

function M.count()
  ngx.say(dict:get("n") or 0)
end

function M.ping()
  -- the requests waiting for the lock (all workers), this worker's session state and its pid
  ngx.say("pong ", dict:get("waiting") or 0, " ", session and session:state() or "none", " ", ngx.worker.pid())
end

return M
