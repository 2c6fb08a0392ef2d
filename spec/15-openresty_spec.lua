-- OpenResty for real: Debian's nginx with libnginx-mod-http-lua runs examples/openresty (two
-- workers, a session each, made in init_worker_by_lua). Concurrent requests do a non-atomic
-- read-modify-write of a shared-dict counter under a zklock mutex; /ping must keep answering.
-- Runs in the LuaJIT leg of `make test` (build/luajit/zklock/core.so). nginx starts before ZooKeeper
-- does: the example connects from a timer that retries.
local helper = require "helper"
local zklock = require "zklock"

local REQUESTS = 250
local EXAMPLE = helper.ROOT .. "/examples/openresty"

local function curl(url, max_time)
  local f = assert(io.popen("env -u LD_PRELOAD curl -s -m " .. (max_time or 5) .. " " .. helper.quote(url)))
  local body = f:read("a")
  f:close()
  return body
end

-- In a phase that cannot yield, waiting blocks the worker: the content phase takes a hold by
-- value, and the log phase asks the same session for the lock, which can never succeed there.
local PHASE_MODULE = [[
local zklock = require "zklock"
local M = {}
local s
function M.hold()
  s = s or assert(zklock.connect { servers = os.getenv("ZKLOCK_SERVERS") })
  ngx.ctx.m = s:mutex("/spec/phase")
  ngx.ctx.h = assert(ngx.ctx.m:hold(5))
  ngx.say("held")
end
function M.log()
  local ok, msg, code = ngx.ctx.m:acquire(2)
  ngx.log(ngx.WARN, "phase test: ", tostring(ok), " ", tostring(code), ": ", tostring(msg))
  ngx.ctx.h:release()
end
return M
]]

describe("OpenResty (ngx waiter) #jit", function()
  local zk, prefix, port, s, workers

  local function stop_nginx()
    if not prefix then return end
    local pid = tonumber(helper.read(prefix .. "/logs/nginx.pid") or "")
    if pid then
      helper.sh("kill -QUIT " .. pid)
      -- a worker blocked in a cosocket read would hold the exit up: QUIT must finish promptly
      local exited = helper.wait_pid(pid, 20)
      if not exited then helper.sh("pkill -KILL -P " .. pid .. "; kill -KILL " .. pid) end
      assert.is_true(exited, "nginx did not exit on QUIT")
    end
  end

  setup(function()
    -- nginx starts while ZooKeeper is down (its port reserved, nobody listening): the example
    -- must keep trying from a timer (first spec)
    zk = helper.server()
    zk:stop()
    prefix = helper.tmpdir()
    port = helper.free_port()
    assert(helper.sh("mkdir -p " .. prefix .. "/logs " .. prefix .. "/temp"))
    local conf = assert(helper.read(EXAMPLE .. "/nginx.conf"))
    workers = assert(tonumber(conf:match("worker_processes (%d+);")), "examples/openresty/nginx.conf changed shape")
    local n1, n2, n3
    conf, n1 = conf:gsub("listen 127%.0%.0%.1:8080;", "listen 127.0.0.1:" .. port .. ";")
    conf, n2 = conf:gsub("%$prefix/%?%.lua", EXAMPLE .. "/?.lua")
    conf, n3 = conf:gsub("%$prefix/%.%./%.%./", helper.ROOT .. "/")
    assert(n1 == 1 and n2 == 1 and n3 == 3, "examples/openresty/nginx.conf changed shape")
    -- test-only: a phase that cannot yield (spec_phase.lua, in the prefix)
    helper.write(prefix .. "/spec_phase.lua", PHASE_MODULE)
    conf = conf:gsub("lua_package_path \"", "lua_package_path \"" .. prefix .. "/?.lua;")
    conf = conf:gsub("(location = /ping)", [[location = /logphase {
      content_by_lua_block { require("spec_phase").hold() }
      log_by_lua_block { require("spec_phase").log() }
    }
    %1]])
    -- test-only: a request whose waiting light thread is killed (the request ends without it)
    conf = conf:gsub("(location = /ping)", [[location = /abandon { content_by_lua_block {
      local app = require("app")
      ngx.thread.spawn(function() app.incr() end)
      ngx.sleep(0.05)   -- let it start waiting
      ngx.exit(200)     -- kills the waiting thread
    } }
    %1]])
    helper.write(prefix .. "/nginx.conf", conf)
    local user = helper.sh("test $(id -u) = 0") and " -g 'user root;'" or ""
    assert(helper.sh("ZKLOCK_SERVERS=" .. zk.servers .. " nginx -p " .. prefix .. " -c nginx.conf" .. user),
      "nginx did not start: " .. tostring(helper.read(prefix .. "/logs/error.log")))
  end)

  teardown(function()
    local stopped, err = pcall(stop_nginx)   -- whatever happens, the server and files go too
    if s then s:close() end
    if zk then zk:destroy() end
    if prefix then helper.sh("rm -rf " .. helper.quote(prefix)) end
    assert(stopped, err)
  end)

  it("answers 503 while ZooKeeper is down, and connects from its retry timer once it is up", function()
    local base = "http://127.0.0.1:" .. port
    assert.matches("^pong 0 none", curl(base .. "/ping", 10))
    assert.matches("^lock: not connected", curl(base .. "/incr", 5))
    assert.is_true(zk:start(), "zookeeper did not start")
    s = assert(zklock.connect { servers = zk.servers })
    -- each worker retries (1 s, then doubling, at most 30 s): every worker must have said it is
    -- connected (a /ping names its worker) before the next test sends its requests, or a worker
    -- still waiting for its retry answers them "not connected" (seen on a loaded machine)
    local connected, n = {}, 0
    local all = helper.eventually(function()
      local state, pid = curl(base .. "/ping", 10):match("^pong %d+ (%S+) (%d+)")
      if pid and state == "connected" and not connected[pid] then connected[pid], n = true, n + 1 end
      return n == workers
    end, 120)
    assert.is_true(all, n .. " of " .. workers .. " workers said they are connected")
    assert.matches("^%d+", curl(base .. "/incr", 10))
  end)

  it("keeps a shared-dict counter exact under " .. REQUESTS .. " concurrent requests, /ping answering meanwhile", function()
    local base = "http://127.0.0.1:" .. port
    local before = tonumber(curl(base .. "/count"):match("%d+"))
    local codes = prefix .. "/codes"
    -- while requests queue for the lock (held here first, so that they do: no race with a
    -- fast machine), each worker must still answer /ping at once; then they take it in turn
    local m = s:mutex("/examples/openresty/counter")
    assert(m:acquire(5))
    local released = false
    finally(function() if not released then m:release() end end)
    local pid = helper.spawn(string.format(
      -- --parallel-immediate: curl would otherwise wait for its first answer before it opens more
      "curl -s --no-progress-meter --parallel --parallel-immediate --parallel-max %d -o '%s/body_#1' -w '%%{http_code}\\n' " ..
      "'%s/incr?[1-%d]' > %s", REQUESTS, prefix, base, REQUESTS, codes))
    assert.is_true(helper.eventually(function()
      return tonumber(curl(base .. "/ping", 10):match("^pong (%d+)") or 0) >= 20
    end, 60), "requests did not queue for the lock")
    -- (the lock stays held meanwhile: a worker blocked by a waiting request would never answer)
    for _ = 1, 10 do
      local pong = curl(base .. "/ping", 10)
      local waiting = tonumber(pong:match("^pong (%d+)"))
      assert(waiting, "/ping did not answer within 10 s: " .. pong)
      assert.is_true(waiting > 0)
    end
    m:release()
    released = true
    assert.is_true(helper.wait_pid(pid, 120), "the requests did not finish")

    local ok_count, total = 0, 0
    for code in (helper.read(codes) or ""):gmatch("%d+") do
      total = total + 1
      if code == "200" then ok_count = ok_count + 1 end
    end
    assert.equals(REQUESTS, total)
    -- what the failed ones said (each body is "lock: <code>: <message>")
    local said = {}
    for i = 1, REQUESTS do
      local body = helper.read(prefix .. "/body_" .. i) or ""
      if not body:match("^%d+") then said[body] = (said[body] or 0) + 1 end
    end
    local why = {}
    for body, n in pairs(said) do why[#why + 1] = n .. " x " .. body end
    assert.equals(REQUESTS, ok_count, table.concat(why, "; "))
    assert.equals(before + REQUESTS, tonumber(curl(base .. "/count"):match("%d+")))
    assert.same({}, helper.children(s, "/examples/openresty/counter"))
  end)

  it("times out waiting requests while the lock is held elsewhere, leaving no node", function()
    local base = "http://127.0.0.1:" .. port
    local m = s:mutex("/examples/openresty/counter")
    assert(m:acquire(5))
    finally(function() m:release() end)
    local before = curl(base .. "/count"):match("%d+")
    local f = assert(io.popen(string.format(
      "env -u LD_PRELOAD curl -s --no-progress-meter --parallel --parallel-max 20 -m 10 -w '%%{http_code}\\n' '%s/incr?timeout=0.5&n=[1-20]'", base)))
    local out = f:read("a")
    f:close()
    local timeouts, codes = 0, 0
    for _ in out:gmatch("lock: timeout") do timeouts = timeouts + 1 end
    for _ in out:gmatch("503") do codes = codes + 1 end
    assert.equals(20, timeouts)
    assert.equals(20, codes)
    -- only our node is left: every request that gave up took its node away
    assert.same({ m:node():match("[^/]+$") }, helper.children(s, "/examples/openresty/counter"))
    assert.equals(before, curl(base .. "/count"):match("%d+"))
  end)

  it("waits without a timeout without spinning, /ping answering; killed waiters do not count", function()
    local base = "http://127.0.0.1:" .. port
    local m = s:mutex("/examples/openresty/counter")
    assert(m:acquire(5))
    local released = false
    finally(function() if not released then m:release() end end)
    local before = tonumber(curl(base .. "/count"):match("%d+"))
    local out = prefix .. "/untimed"
    local pid = helper.spawn(string.format("curl -s -m 60 '%s/incr?timeout=none' > %s", base, out))
    for _ = 1, 2 do assert.equals("", curl(base .. "/abandon", 5)) end
    -- three requests wait now (one untimed, two whose threads were killed); every /ping is served
    assert.is_true(helper.eventually(function()
      return (tonumber(curl(base .. "/ping", 10):match("^pong (%d+)")) or 0) >= 3
    end, 60))
    for _ = 1, 10 do
      assert.matches("^pong %d+ connected", curl(base .. "/ping", 10))
    end
    m:release()
    released = true
    assert.is_true(helper.wait_pid(pid, 30))
    assert.equals(before + 1, tonumber(helper.read(out):match("%d+")))
  end)

  it("in a phase that cannot yield: a deadlock naming the phase, and one warning per phase and worker", function()
    local base = "http://127.0.0.1:" .. port
    for _ = 1, 4 do assert.equals("held\n", curl(base .. "/logphase", 5)) end
    local log
    assert.is_true(helper.eventually(function()
      log = helper.read(prefix .. "/logs/error.log") or ""
      local n = 0
      for _ in log:gmatch("phase test: ") do n = n + 1 end
      return n == 4
    end, 10), "the log phase did not run 4 times")
    local deadlocks = 0
    for _ in log:gmatch("phase test: nil deadlock: [^\n]* %(nginx's log phase cannot yield: acquire in rewrite, " ..
      "access, content or a timer%)") do deadlocks = deadlocks + 1 end
    assert.equals(4, deadlocks, log)
    local warnings = 0
    for _ in log:gmatch("zklock: waiting blocks this nginx worker %(every request it serves%) in poll%(%): " ..
      "nginx's log phase cannot yield") do warnings = warnings + 1 end
    assert.is_true(warnings >= 1 and warnings <= 2, "one warning per worker at most: " .. warnings)
  end)

  it("refuses to connect in init_by_lua, saying where to connect", function()
    local dir = helper.tmpdir()
    finally(function() helper.sh("rm -rf " .. helper.quote(dir)) end)
    assert(helper.sh("mkdir -p " .. dir .. "/logs"))
    helper.write(dir .. "/nginx.conf", string.format([[
load_module /usr/lib/nginx/modules/ndk_http_module.so;
load_module /usr/lib/nginx/modules/ngx_http_lua_module.so;
pid logs/nginx.pid;
events {}
http {
  lua_package_path "%s/lua/?.lua;%s/lua/?/init.lua;;";
  lua_package_cpath "%s/build/luajit/?.so;;";
  init_by_lua_block { require("zklock").connect { servers = "127.0.0.1:2181" } }
}
]], helper.ROOT, helper.ROOT, helper.ROOT))
    -- (nginx -t does not run init_by_lua: start it for real; it must refuse to start)
    local started = helper.sh(string.format("nginx -p %s -c nginx.conf -e stderr 2> %s/out", dir, dir))
    if started then helper.sh("nginx -p " .. dir .. " -c nginx.conf -s stop") end
    assert.is_false(started)
    assert.matches("zklock: connect per worker, from init_worker_by_lua or a timer; see the OpenResty guide",
      helper.read(dir .. "/out"), 1, true)
  end)

  it("exits on QUIT with no error in the log", function()
    stop_nginx()
    local log = helper.read(prefix .. "/logs/error.log") or ""
    assert.is_nil(log:match("%[error%]") or log:match("%[alert%]") or log:match("%[crit%]") or log:match("%[emerg%]"), log)
    -- the workers' sessions ended with them: their ephemeral nodes are gone
    assert.same({}, helper.children(s, "/examples/openresty/counter"))
  end)
end)
