-- The OpenResty example: a non-atomic read-modify-write of a shared-dict counter, made safe
-- across requests and workers by a zklock mutex. /ping shows the worker stays responsive.
local zklock = require "zklock"

local M = {}
local session, mutex
local dict = ngx.shared.counter

function M.init_worker()
  local servers = os.getenv("ZKLOCK_SERVERS") or "127.0.0.1:2181"
  -- init_worker cannot yield, so connecting here blocks this worker for up to connect_timeout
  local s, err = zklock.connect { servers = servers, connect_timeout = 5 }
  if not s then
    ngx.log(ngx.ERR, "zklock: ", err)
    return
  end
  session = s
  -- one mutex object per worker; every request (coroutine) gets its own hold and lock node
  mutex = s:mutex("/examples/openresty/counter")
  s:on_state(function(event) ngx.log(ngx.WARN, "zklock session: ", event) end)
end

function M.incr()
  if not mutex then return ngx.exit(503) end
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
  ngx.say("pong ", dict:get("waiting") or 0, " ", session and session:state() or "none")
end

return M
