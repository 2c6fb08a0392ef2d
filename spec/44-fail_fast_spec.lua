-- The connect option fail_fast: an acquire that starts while the session is not connected answers
-- nil, msg, "connection" at once, for every lock kind and form, instead of waiting for the
-- reconnect or its timeout. The session reaches the server through a fault proxy that resets its
-- connection and then refuses new ones (the servers are down, as the session sees it). "At once"
-- is asserted on the session's own counters: the acquire is counted with a wait of exactly 0 s
-- (the answer that needed no wait), never on a clock. (OpenResty: spec 36.)
local helper = require "helper"
local zklock = require "zklock"

local TIMEOUT = 30   -- what each acquire is given: far more than a run of this file takes

describe("fail_fast", function()
  local zk, px, s, slow, holder

  local function down()
    px:set("refuse=1")
    px:reset()
    assert.is_true(helper.eventually(function()
      return s:state() == "suspended" and slow:state() == "suspended"
    end, 30, { s, slow }), s:state())
  end

  local function up()
    px:set("")
    assert.is_true(helper.eventually(function()
      return s:state() == "connected" and slow:state() == "connected"
    end, 60, { s, slow }), s:state())
  end

  setup(function()
    zk = helper.server()
    px = helper.proxy(zk)
    -- 20 s: the sessions outlive the outages below (the server grants it: up to 60 s)
    s = assert(zklock.connect { servers = px.servers, session_timeout = 20, fail_fast = true })
    slow = assert(zklock.connect { servers = px.servers, session_timeout = 20 })
    holder = s:mutex("/ff/held")
    assert.is_true(holder:acquire(5))   -- held before the outage: its re-entry needs no server
  end)

  teardown(function()
    if px then px:set("") end
    for _, sess in ipairs { s, slow } do sess:close() end
    if px then px:stop() end
    if zk then zk:destroy() end
  end)

  -- f() -> its results, which must be nil, msg, "connection", counted as a failure that waited 0 s
  local function fails_at_once(what, f)
    local before = s:stats()
    local res = { f() }
    local after = s:stats()
    assert.is_nil(res[1], what)
    assert.equals("connection", res[3], what .. ": " .. tostring(res[2]))
    assert.matches("no connection to ZooKeeper: did not wait to acquire .* %(the session is suspended; fail_fast%)",
      res[2])
    assert.equals(before.failures.connection + 1, after.failures.connection, what)
    assert.equals(before.wait.count + 1, after.wait.count, what)
    assert.equals(before.wait.sum, after.wait.sum, what .. ": the acquire waited")
    return res[2]
  end

  it("every lock kind's acquire, hold, guard and with, and a semaphore's, answer \"connection\" without a wait", function()
    down()
    finally(up)
    local m = s:mutex("/ff/m")
    assert.matches("acquire /ff/m ", fails_at_once("mutex acquire", function() return m:acquire(TIMEOUT) end))
    fails_at_once("mutex hold", function() return m:hold(TIMEOUT) end)
    fails_at_once("mutex guard", function() return m:guard(TIMEOUT) end)
    local ran = false
    fails_at_once("mutex with", function() return m:with(TIMEOUT, function() ran = true end) end)
    assert.is_false(ran)
    local rw = s:rwlock("/ff/rw")
    fails_at_once("read lock", function() return rw:read_lock():acquire(TIMEOUT) end)
    fails_at_once("write lock", function() return rw:write_lock():hold(TIMEOUT) end)
    local sem = s:semaphore("/ff/sem", 2)
    assert.matches("acquire /ff/sem ", fails_at_once("semaphore", function() return sem:acquire(2, TIMEOUT) end))
    local smx = s:semaphore_mutex("/ff/smx")
    fails_at_once("semaphore mutex acquire", function() return smx:acquire(TIMEOUT) end)
    fails_at_once("semaphore mutex hold", function() return smx:hold(TIMEOUT) end)
    local ml = s:multilock { "/ff/a", "/ff/b" }
    fails_at_once("multi-lock", function() return ml:acquire(TIMEOUT) end)
    assert.is_false(m:is_owned())
    -- a re-entry of a hold this coroutine has asks no server: it is answered as without fail_fast
    local ok, msg, code = holder:acquire(TIMEOUT)
    assert.is_true(ok == true or code == "lost", tostring(msg))
    if ok then holder:release() end
  end)

  it("is off by default: an acquire waits for the reconnect until its timeout", function()
    down()
    finally(up)
    local before = slow:stats()
    local ok, _, code = slow:mutex("/ff/slow"):acquire(0.3)
    assert.is_nil(ok)
    assert.equals("connection", code)
    assert.is_true(slow:stats().wait.sum - before.wait.sum >= 0.3)
  end)

  it("a leader selector's turn still waits for the connection", function()
    down()
    finally(up)
    local before = s:stats()
    local sel = s:leader_selector("/ff/sel", function() end)
    local ok, _, code = sel:run(0.3)
    assert.is_nil(ok)
    assert.equals("connection", code)
    assert.is_true(s:stats().wait.sum - before.wait.sum >= 0.3)
    sel:close()
  end)

  it("once connected again, acquires go through as usual", function()
    local m = s:mutex("/ff/after")
    assert.is_true(m:acquire(TIMEOUT))
    assert.is_true(m:release())
    local leases = assert(s:semaphore("/ff/sem2", 1):acquire(1, TIMEOUT))
    leases[1]:close()
  end)
end)
