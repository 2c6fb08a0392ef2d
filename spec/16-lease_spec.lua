-- The hold lease, for real: holds are re-proven to the leader while held, a partition shorter
-- than the lease left costs nothing, a longer one ends the hold ("deadline") before any other
-- client can be handed the lock, and a node deleted from under its holder ends the hold
-- ("deleted"). Partitions go through tools/faultproxy.c.
local helper = require "helper"
local zklock = require "zklock"
local core = require "zklock.core"

local now = zklock.now

-- waits (bounded) while driving the sessions, until `seconds` have passed
local function pass(seconds, sessions)
  local t0 = now()
  helper.eventually(function() return now() - t0 >= seconds end, seconds + 1, sessions)
end

describe("hold lease", function()
  local env = helper.fixture(1)
  local watcher
  setup(function() env.up(); watcher = env[1] end)
  teardown(env.down)

  it("validity(): 0 when not held, at most T x (1 - margin) when held, renewed while held #once", function()
    -- (T = 10 s: a pause of the machine shorter than the validity left costs nothing)
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 10 })
    local m = s:mutex("/lease/validity")
    assert.equals(0, m:validity())
    assert(m:acquire(5))
    local v = m:validity()
    assert.is_true(v > 0 and v <= 10 * 0.65, "validity " .. v)
    local before = s:_stats().refreshes
    -- the refreshes keep the hold valid past the first deadline (3 x T/4 > T x 0.65)
    assert.is_true(helper.eventually(function() return s:_stats().refreshes >= before + 3 end, 60, { s }))
    assert.is_true(m:is_owned())
    assert.is_true(m:validity() > 0)
    assert.is_true(m:release())
    assert.equals(0, m:validity())
    s:close()
  end)

  -- The timer's refreshes held back (a test hook), the hold's proof made to look older than W (the
  -- clock jumps): a write of the session's own, answered, proves its holds as a refresh does, so
  -- validity() goes up (before: only a refresh did; a busy session paid a refresh every T/4 besides)
  it("a write of the session's own proves its holds: validity() goes up with no refresh", function()
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 10 })
    finally(function() core._test.no_refresh(s, 0); s:close() end)
    local m = s:mutex("/lease/busy")
    assert(m:acquire(5))
    core._test.no_refresh(s, 1)
    core._test.clock_skew(3.2)
    local v0, p0, r0 = m:validity(), s:_stats().write_proofs, s:_stats().refreshes
    assert.is_true(v0 > 0)
    assert(s:create("/lease/busy-data", "x"))
    local v1 = m:validity()
    assert.is_true(s:_stats().write_proofs > p0)
    assert.equals(r0, s:_stats().refreshes)
    assert.is_true(v1 > v0, string.format("validity %.3f before the write, %.3f after", v0, v1))
    assert(s:delete("/lease/busy-data"))
    assert.is_true(m:release())
  end)

  it("validity() of a semaphore mutex, a lease and a multi-lock", function()
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 4 })
    local sm = s:semaphore_mutex("/lease/semmutex")
    assert.equals(0, sm:validity())
    assert(sm:acquire(5))
    assert.is_true(sm:validity() > 0)
    sm:release()
    assert.equals(0, sm:validity())
    local leases = assert(s:semaphore("/lease/sem", 2):acquire(1, 5))
    assert.is_true(leases[1]:validity() > 0)
    leases[1]:close()
    assert.equals(0, leases[1]:validity())
    local ml = s:multilock { "/lease/ml/a", "/lease/ml/b" }
    assert.equals(0, ml:validity())
    assert(ml:acquire(5))
    local v = ml:validity()
    assert.is_true(v > 0 and v <= 4 * 0.65)
    ml:release()
    assert.equals(0, ml:validity())
    s:close()
  end)

  it("300 holds of one session are proven in batches and all stay valid #once", function()
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 4 })
    local r = s:rwlock("/lease/many"):read_lock()
    local cos = {}
    for i = 1, 300 do   -- readers share: each coroutine holds its own read node
      cos[i] = coroutine.create(function()
        assert(r:acquire(10))
        coroutine.yield()
        coroutine.yield(r:validity())   -- this coroutine's own hold
        assert(r:release())
      end)
      assert(coroutine.resume(cos[i]))
    end
    local before = s:_stats().refreshes
    -- two rounds of refreshes, two multis each (256 checks per multi)
    assert.is_true(helper.eventually(function() return s:_stats().refreshes >= before + 4 end, 30, { s }))
    for i = 1, 300 do
      local _, v = coroutine.resume(cos[i])
      assert.is_true(v > 0)
    end
    for i = 1, 300 do assert(coroutine.resume(cos[i])) end
    assert.same({}, helper.children(watcher, "/lease/many"))
    s:close()
  end)

  it("lease_margin is checked", function()
    for _, bad in ipairs { 0.1, 1, -1, 0 / 0 } do
      assert.has_error(function() zklock.connect { servers = env.zk.servers, lease_margin = bad } end)
    end
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 4, lease_margin = 0.5 })
    local m = s:mutex("/lease/margin")
    assert(m:acquire(5))
    assert.is_true(m:validity() <= 4 * 0.5)
    m:release()
    s:close()
  end)

  it("a node deleted from under its holder: on_lost(lock, 'deleted'), and the lock is free", function()
    local s = assert(zklock.connect { servers = env.zk.servers, session_timeout = 4 })
    local m = s:mutex("/lease/deleted")
    local lost = {}
    m:on_lost(function(lock, reason) lost[#lost + 1] = { lock = lock, reason = reason } end)
    assert(m:acquire(5))
    local node = m:node()
    assert(watcher:delete(node))
    -- found by the next refresh, within one refresh interval (T/4)
    assert.is_true(helper.eventually(function() return #lost > 0 end, 5, { s }))
    assert.equals(m, lost[1].lock)
    assert.equals("deleted", lost[1].reason)
    assert.is_false(m:is_owned())
    assert.is_nil(m:node())
    local ok, msg, code = m:release()
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.matches("deleted", msg)
    local other = watcher:mutex("/lease/deleted")
    assert.is_true(other:acquire(0))
    other:release()
    s:close()
  end)

  it("the fencing example: the resource refuses a stale holder's token", function()
    local log = os.tmpname()
    assert(helper.sh(helper.lua_cmd("examples/fencing.lua", env.zk.servers) .. " > " .. log .. " 2>&1"))
    local out = helper.read(log)
    os.remove(log)
    assert.matches("wrote with token %d+", out)
    assert.matches("refused: stale token", out)
  end)

  it("a partition shorter than the validity left costs nothing #once", function()
    -- (T = 10 s: the partition, 1.2 s, stays far inside the validity left however slow the machine)
    local px = helper.proxy(env.zk)
    local s = assert(zklock.connect { servers = px.servers, session_timeout = 10 })
    local m = s:mutex("/lease/short")
    local lost = 0
    m:on_lost(function() lost = lost + 1 end)
    assert(m:acquire(5))
    local before = s:_stats().refreshes
    assert.is_true(helper.eventually(function() return s:_stats().refreshes > before end, 30, { s }))
    local left = m:validity()
    px:partition()
    pass(math.min(1.2, left - 0.5), { s })
    assert.is_true(m:is_owned())
    px:heal()
    before = s:_stats().refreshes
    assert.is_true(helper.eventually(function() return s:_stats().refreshes > before + 1 end, 30, { s }))
    assert.equals(0, lost)
    assert.is_true(m:is_owned())
    assert.is_true(m:validity() > 0)
    assert.is_true(m:release())
    s:close()
    px:stop()
  end)

  it("a partition longer than the session: the holder loses the hold ('deadline') before another client acquires #once", function()
    local px = helper.proxy(env.zk)
    local h = assert(zklock.connect { servers = px.servers, session_timeout = 4, reconnect = false })
    local m = h:mutex("/lease/long")
    local lost = {}
    m:on_lost(function(lock, reason)
      lost[#lost + 1] = { reason = reason, at = now(), owned = lock:is_owned() }
    end)
    assert(m:acquire(5))
    -- the contender runs in this process too; its waiter keeps the holder's events flowing
    local c = assert(zklock.connect { servers = env.zk.servers,
      waiter = helper.stepping_waiter(function() h:dispatch() end) })
    local cm = c:mutex("/lease/long")
    px:partition()
    assert.is_true(cm:acquire(30))
    local acquired_at = now()
    assert.equals(1, #lost)
    assert.equals("deadline", lost[1].reason)
    assert.is_true(lost[1].at < acquired_at, "the holder heard of its loss after the other acquired")
    assert.is_false(lost[1].owned)
    assert.is_false(m:is_owned())
    assert.equals(0, m:validity())
    assert.is_nil(m:node())
    local ok, msg, code = m:release()
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.matches("lease", msg)
    -- healing shows the expiry; the loss is not reported twice
    px:heal()
    assert.is_true(helper.eventually(function() return h:state() == "lost" end, 15, { h }))
    assert.equals(1, #lost)
    cm:release()
    h:close()
    c:close()
    px:stop()
  end)

  it("a server that comes back without our data (wiped): the deadline ends the hold #once", function()
    local zk2 = helper.server()
    finally(function() zk2:destroy() end)
    local h = assert(zklock.connect { servers = zk2.servers, session_timeout = 4, reconnect = false })
    finally(function() h:close() end)
    local m = h:mutex("/lease/wiped")
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    assert(m:acquire(5))
    zk2:stop()
    assert(helper.sh("rm -rf " .. helper.quote(zk2.dir .. "/data") .. " && mkdir " .. helper.quote(zk2.dir .. "/data")))
    assert(zk2:start())
    -- the client cannot rejoin a server that has not seen its zxid: it stays suspended
    assert.is_true(helper.eventually(function() return #lost > 0 end, 10, { h }))
    assert.same({ "deadline" }, lost)
    assert.is_false(m:is_owned())
    assert.not_equals("connected", h:state())
  end)

  it("a lease that ran out on a session that survived: the core deletes the stale node itself #once", function()
    local px = helper.proxy(env.zk)
    local h = assert(zklock.connect { servers = px.servers, session_timeout = 10 })
    local m = h:mutex("/lease/survive")
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    assert(m:acquire(5))
    local node, id = m:node(), h:session_id()
    px:partition()
    -- the lease ends at most T x 0.65 after the partition began; the server cannot expire the
    -- session before T - T/4 after it: heal in between
    assert.is_true(helper.eventually(function() return #lost > 0 end, 15, { h }))
    px:heal()
    assert.same({ "deadline" }, lost)
    assert.is_false(m:is_owned())
    assert.is_true(helper.eventually(function() return not watcher:exists(node) end, 10, { h }))
    assert.equals(id, h:session_id())   -- the same session: only the node went
    local ok, _, code = m:release()
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.is_true(helper.eventually(function() return h:state() == "connected" end, 10, { h }))
    assert.is_true(m:acquire(5))      -- and the lock can be taken again
    assert.is_true(m:release())
    assert.same({ "deadline" }, lost)
    h:close()
    px:stop()
  end)
end)
