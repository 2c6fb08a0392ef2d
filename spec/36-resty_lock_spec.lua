-- zklock.resty.lock, lua-resty-lock's API over zklock mutexes, in real nginx (two workers, one
-- ZooKeeper session each): the return values and error strings of new/lock/unlock/expire, the
-- answers lua-resty-lock gives to odd arguments (never a raise where it returns nil, err), a
-- lock taken in access_by_lua and released in log_by_lua (another phase) keeping a shared-dict
-- counter exact across workers, exptime and expire(), and a lock lost under its holder. Then
-- fail_fast, with the server stopped: a lock() answers at once.
local helper = require "helper"
local zklock = require "zklock"
local nginx = require "36-nginx_helper"

local REQUESTS = 100

local APP = [[
local resty_lock = require "zklock.resty.lock"
local M = {}
local dict = ngx.shared.spec
local function say(...) ngx.say(table.concat({ ... }, " ")) end

function M.init_worker() resty_lock.configure { session_timeout = 2 } end

-- access: lock; content: read, pause, write; log: unlock (a phase that cannot yield)
function M.access()
  local lock = assert(resty_lock:new("spec", { timeout = 30 }))
  local elapsed, err = lock:lock("counter")
  if not elapsed then ngx.status = 503; ngx.say("lock: ", err); return ngx.exit(503) end
  ngx.ctx.lock = lock
end
function M.content()
  local v = dict:get("n") or 0
  ngx.sleep(0.002)
  dict:set("n", v + 1)
  ngx.say(v + 1)
end
function M.log()
  local ok, err = ngx.ctx.lock:unlock()
  if not ok then ngx.log(ngx.ERR, "unlock: ", err) end
end
function M.count() ngx.say(dict:get("n") or 0) end

function M.errors()
  local a = assert(resty_lock:new("spec"))
  local b = assert(resty_lock:new("spec", { timeout = 0.2 }))
  local c = assert(resty_lock:new("spec", { timeout = 0 }))
  say("nil key:", tostring(select(2, a:lock(nil))))
  say("unlocked:", tostring(select(2, a:unlock())), tostring(select(2, a:expire(1))))
  local elapsed = a:lock("k/../é")            -- any key
  say("elapsed:", type(elapsed), tostring(elapsed >= 0 and elapsed < 30))   -- free: never its timeout
  say("locked:", tostring(select(2, a:lock("other"))))
  local t0 = ngx.now()
  say("timeout:", tostring(select(2, b:lock("k/../é"))))
  ngx.update_time()
  say("waited:", tostring(ngx.now() - t0 >= 0.15))
  say("try once:", tostring(select(2, c:lock("k/../é"))))
  say("expire:", tostring(a:expire(10)))
  say("unlock:", tostring(a:unlock()))
  say("again:", tostring(select(2, a:unlock())))
  say("free:", type(b:lock("k/../é")), tostring(b:unlock()))
end

-- Each call as lua-resty-lock 0.08 answers it (lib/resty/lock.lua over resty.core's shdict), run
-- protected: a raise, which in content_by_lua is an HTTP 500, shows as "raised".
local function answer(f, ...)
  local ok, a, b = pcall(f, ...)
  if not ok then return "raised " .. tostring(a) end
  if type(b) == "string" and b:find("^dictionary not found") then b = "dictionary not found" end
  return type(a) .. " " .. tostring(b)
end

function M.rows()
  local a = assert(resty_lock:new("spec"))
  say("empty key:", answer(a.lock, a, ""))
  say("false key:", answer(a.lock, a, false))
  say("long key:", answer(a.lock, a, ("k"):rep(65536)))
  say("number key:", answer(a.lock, a, 42), (a.hold:node():match("^(.*)/")), tostring(a:unlock()))
  local held = assert(resty_lock:new("spec"))
  assert(held:lock("neg"))
  local neg = assert(resty_lock:new("spec", { timeout = -1 }))
  say("negative timeout, held:", answer(neg.lock, neg, "neg"))          -- its wait loop never runs
  held:unlock()
  say("negative timeout, free:", answer(neg.lock, neg, "neg2"), tostring(neg:unlock()))
  say("dot-call:", answer(resty_lock.new, "spec"))                       -- resty_lock.new("spec")
  say("new(nil):", answer(resty_lock.new, resty_lock, nil))
  say("new():", answer(resty_lock.new, resty_lock))
  say("new(''):", answer(resty_lock.new, resty_lock, ""))
  say("new(5):", answer(resty_lock.new, resty_lock, 5))
  local _, err = resty_lock.new("spec")
  say("says:", err)
end

function M.exptime()
  local a = assert(resty_lock:new("spec", { exptime = 0.3 }))
  local b = assert(resty_lock:new("spec", { timeout = 60 }))
  assert(a:lock("exp"))
  local elapsed = b:lock("exp")                -- free once a's exptime passes (not at b's timeout)
  say("after exptime:", tostring(elapsed and elapsed >= 0.2 and elapsed < 30))
  say("expire:", tostring(select(2, a:expire(1))))
  say("unlock:", tostring(a:unlock()))
  b:unlock()
  -- expire(t) pushes the end back: a waiter with a shorter timeout gives up
  assert(a:lock("exp2"))
  assert(a:expire(5))
  local d = assert(resty_lock:new("spec", { timeout = 0.6 }))
  say("extended:", tostring(select(2, d:lock("exp2"))))
  say("unlock:", tostring(a:unlock()))
end

function M.lost()
  local a = assert(resty_lock:new("spec"))
  assert(a:lock("lost"))
  local s = resty_lock.session()
  local kids = assert(s:children("/resty-lock/spec/lost"))
  assert(s:delete("/resty-lock/spec/lost/" .. kids[1]))   -- an operator deletes it
  local deadline = ngx.now() + 5
  while a.hold:is_held() and ngx.now() < deadline do ngx.sleep(0.05) end
  say("expire:", tostring(select(2, a:expire())))
  local ok, err = a:unlock()
  say("unlock:", tostring(ok), tostring(err))
end

return M
]]

-- The nginx both parts serve: WORKERS workers, the app module's LOCATIONS.
local CONF = [[
load_module /usr/lib/nginx/modules/ndk_http_module.so;
load_module /usr/lib/nginx/modules/ngx_http_lua_module.so;
worker_processes WORKERS;
pid logs/nginx.pid;
env ZKLOCK_SERVERS;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path temp/body;
  proxy_temp_path temp/proxy;
  fastcgi_temp_path temp/fastcgi;
  uwsgi_temp_path temp/uwsgi;
  scgi_temp_path temp/scgi;
  lua_package_path "$prefix/?.lua;ROOT/lua/?.lua;ROOT/lua/?/init.lua;;";
  lua_package_cpath "ROOT/build/luajit/?.so;;";
  lua_shared_dict spec 1m;
  init_worker_by_lua_block { require("app").init_worker() }
  server {
    listen 127.0.0.1:PORT;
LOCATIONS
  }
}
]]

-- nginx serving `app` (the text of app.lua) at `locations`, with `workers` workers, on zk:
-- the nginx and its base URL
local function serve(zk, app, workers, locations)
  local port = helper.free_port()
  local conf = CONF:gsub("WORKERS", workers):gsub("LOCATIONS", function() return locations end)
    :gsub("ROOT", helper.ROOT):gsub("PORT", port)
  local n, why = nginx.start(conf, { ["app.lua"] = app }, { ZKLOCK_SERVERS = zk.servers })
  assert(n, why)
  return n, "http://127.0.0.1:" .. port
end

-- teardown: nginx first (it must exit on QUIT), then the session and the server
local function stop(ngx_, s, zk)
  local stopped = not ngx_ or ngx_:stop()
  if s then s:close() end
  if zk then zk:destroy() end
  assert(stopped, "nginx did not exit on QUIT")
end

describe("zklock.resty.lock (real nginx) #jit", function()
  local zk, s, ngx_, base

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers })
    ngx_, base = serve(zk, APP, 2, [[
    location = /incr {
      access_by_lua_block { require("app").access() }
      content_by_lua_block { require("app").content() }
      log_by_lua_block { require("app").log() }
    }
    location = /count { content_by_lua_block { require("app").count() } }
    location = /errors { content_by_lua_block { require("app").errors() } }
    location = /exptime { content_by_lua_block { require("app").exptime() } }
    location = /lost { content_by_lua_block { require("app").lost() } }
    location = /rows { content_by_lua_block { require("app").rows() } }]])
  end)

  teardown(function() stop(ngx_, s, zk) end)

  it("answers as lua-resty-lock: elapsed, nil key, locked, unlocked, timeout, try once, expire, unlock", function()
    local body, status = nginx.curl(base .. "/errors", 20)
    assert.equals(200, status, body)
    assert.equals(table.concat({
      "nil key: nil key",
      "unlocked: unlocked unlocked",
      "elapsed: number true",
      "locked: locked",
      "timeout: timeout",
      "waited: true",
      "try once: timeout",
      "expire: true",
      "unlock: 1",
      "again: unlocked",
      "free: number 1",
      "",
    }, "\n"), body)
    -- the key is escaped into one path element
    assert.same({}, helper.children(s, "/resty-lock/spec/k%2F..%2F%C3%A9"))
  end)

  it("answers odd arguments as lua-resty-lock does: nil, err, never a raise", function()
    local body, status = nginx.curl(base .. "/rows", 20)
    assert.equals(200, status, body)
    assert.equals(table.concat({
      "empty key: nil empty key",
      "false key: nil nil key",
      "long key: nil key too long",
      "number key: number nil /resty-lock/spec/42 1",   -- the key "42", as in the shared dict
      "negative timeout, held: nil timeout",
      "negative timeout, free: number nil 1",
      "dot-call: nil dictionary not found",
      "new(nil): nil dictionary not found",
      "new(): nil dictionary not found",
      "new(''): nil dictionary not found",
      "new(5): nil dictionary not found",
      "says: dictionary not found (new() needs the name of the family of locks, a non-empty string: " ..
        "resty_lock:new(name), with a colon)",
      "",
    }, "\n"), body)
  end)

  it("locks in access_by_lua and unlocks in log_by_lua: a counter exact over " .. REQUESTS .. " requests on two workers", function()
    local before = tonumber((nginx.curl(base .. "/count")))
    local codes = helper.tmpdir() .. "/codes"
    finally(function() helper.sh("rm -rf " .. helper.quote(codes:match("^(.*)/"))) end)
    assert(helper.sh(string.format(
      "env -u LD_PRELOAD curl -s --no-progress-meter --parallel --parallel-max %d -m 60 -o /dev/null -w '%%{http_code}\\n' '%s/incr?[1-%d]' > %s",
      REQUESTS, base, REQUESTS, codes)))
    local ok_count = 0
    for code in (helper.read(codes) or ""):gmatch("%d+") do
      if code == "200" then ok_count = ok_count + 1 end
    end
    assert.equals(REQUESTS, ok_count)
    assert.equals(before + REQUESTS, tonumber((nginx.curl(base .. "/count"))))
    assert.is_true(helper.eventually(function() return #helper.children(s, "/resty-lock/spec/counter") == 0 end, 10))
  end)

  it("exptime releases the lock; expire(t) sets a new end; \"not found\" once it ended", function()
    local body, status = nginx.curl(base .. "/exptime", 20)
    assert.equals(200, status, body)
    assert.equals("after exptime: true\nexpire: not found\nunlock: 1\nextended: timeout\nunlock: 1\n", body)
  end)

  it("a lock lost under its holder: expire() says \"not found\", unlock() says why", function()
    local body, status = nginx.curl(base .. "/lost", 20)
    assert.equals(200, status, body)
    assert.matches("^expire: not found\nunlock: nil lock .* was lost: its node was deleted\n$", body)
  end)

  it("leaves no error in the log", function()
    assert.same({}, ngx_:errors())
  end)
end)

-- fail_fast in nginx: the worker's session (the drop-in's, configured with fail_fast) loses its
-- server; a request's lock() and a mutex's acquire, each given 30 s, answer "connection" at once.
-- "At once" is read from the session's counters (each acquire counted with a wait of exactly 0 s)
-- and from curl's bound (25 s, below the 30 s the acquires would otherwise wait), never a clock.
local FF_APP = [[
local resty_lock = require "zklock.resty.lock"
local M = {}
local function say(...) ngx.say(table.concat({ ... }, " ")) end

function M.init_worker() resty_lock.configure { fail_fast = true, session_timeout = 20 } end

function M.warm()
  local lock = assert(resty_lock:new("ff"))
  assert(lock:lock("k"))
  assert(lock:unlock())
  say(resty_lock.session():state())
end

function M.state() say(resty_lock.session():state()) end

function M.fail()
  local s = resty_lock.session()
  local before = s:stats()
  local elapsed, err = assert(resty_lock:new("ff", { timeout = 30 })):lock("k")
  local ok, _, code = s:mutex("/ff/m"):acquire(30)
  local after = s:stats()
  say("lock:", tostring(elapsed), err)
  say("acquire:", tostring(ok), code)
  say("counted:", after.failures.connection - before.failures.connection, "waited:", after.wait.sum - before.wait.sum)
end

return M
]]

describe("zklock.resty.lock with fail_fast, the server stopped (real nginx) #jit", function()
  local zk, ngx_, base

  setup(function()
    zk = helper.server()
    -- one worker: the request that fails is served by the session seen suspended
    ngx_, base = serve(zk, FF_APP, 1, [[
    location = /warm { content_by_lua_block { require("app").warm() } }
    location = /state { content_by_lua_block { require("app").state() } }
    location = /fail { content_by_lua_block { require("app").fail() } }]])
  end)

  teardown(function() stop(ngx_, nil, zk) end)

  it("lock() and acquire() answer \"connection\" without waiting for their 30 s", function()
    local body, status = nginx.curl(base .. "/warm", 20)
    assert.equals(200, status, body)
    assert.equals("connected\n", body)
    zk:stop()
    -- the worker's session sees its server go (the server closed the connection)
    assert.is_true(helper.eventually(function() return nginx.curl(base .. "/state") == "suspended\n" end, 30))
    body, status = nginx.curl(base .. "/fail", 25)
    assert.equals(200, status, body)
    assert.matches("^lock: nil no connection to ZooKeeper: did not wait to acquire /resty%-lock/ff/k %(the " ..
      "session is suspended; fail_fast%)\nacquire: nil connection\ncounted: 2 waited: 0\n$", body)
    assert.same({}, ngx_:errors())
  end)
end)
