-- The cqueues waiter: coroutines of one controller wait for locks without blocking each other,
-- each woken by its own acquisition; 1000 of them queue FIFO on one mutex through one session.
local helper = require "helper"
local zklock = require "zklock"
local cqueues = require "cqueues"


describe("cqueues waiter", function()
  local zk, s, other   -- s waits through the cqueues waiter, other blocks
  local env = helper.fixture(2, nil, { { waiter = "cqueues" } })
  setup(function() env.up(); zk, s, other = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("is what auto picks once cqueues is loaded, and the session is pollable", function()
    local a = assert(zklock.connect { servers = zk.servers })   -- waiter "auto"
    finally(function() a:close() end)
    local cq = cqueues.new()
    local polled
    cq:wrap(function()
      local op = a:_op("exists", "/")          -- its reply makes the session fd readable
      polled = cqueues.poll(a, 5)
      assert.is_true(a:dispatch() >= 1)
      assert.is_true(op:done())
    end)
    assert(cq:loop(10))
    assert.equals(a, polled)
    -- Two coroutines of one controller on one lock: the blocking waiter would answer the second
    -- "deadlock" at once (its holder could never run); the cqueues waiter lets it wait its turn.
    local m = a:mutex("/cq/auto")
    local second
    cq:wrap(function()
      assert(m:acquire(5))
      cq:wrap(function() second = { m:acquire(10) }; m:release() end)
      cqueues.sleep(0.05)
      m:release()
    end)
    assert(cq:loop(30))
    assert.same({ true }, second)
  end)

  it("lets other coroutines run while one waits, and wakes it when the lock is free", function()
    local held = other:mutex("/cq/run")
    local m = s:mutex("/cq/run")
    local ticks, got_at = 0, nil
    local cq = cqueues.new()
    cq:wrap(function()
      assert(held:acquire(5))   -- `other` blocks, but the lock is free: it returns at once
      cq:wrap(function()
        assert.is_true(m:acquire(10))
        got_at = ticks
        m:release()
      end)
      -- hold until this coroutine has run a while: if the waiter blocked the thread,
      -- the ticks could not advance and the release would never come
      while ticks < 20 do ticks = ticks + 1; cqueues.sleep(0.005) end
      held:release()
    end)
    assert(cq:loop(30))
    assert.equals(20, got_at)
    assert.same({}, helper.children(s, "/cq/run"))
  end)

  it("times out in a waiting coroutine while the others go on, leaving no node", function()
    local held = other:mutex("/cq/timeout")
    local m = s:mutex("/cq/timeout")
    local res, ticks = nil, 0
    local cq = cqueues.new()
    cq:wrap(function()
      assert(held:acquire(5))
      cq:wrap(function() res = { m:acquire(0.3) } end)
      while not res do ticks = ticks + 1; cqueues.sleep(0.01) end
      held:release()
    end)
    assert(cq:loop(30))
    assert.same({ nil, "timeout" }, { res[1], res[3] })
    assert.is_true(ticks >= 10)
    assert.same({}, helper.children(other, "/cq/timeout"))
  end)

  it("blocks outside a controller, where a lock held by this Lua state is a deadlock", function()
    local m = s:mutex("/cq/outside")
    local cq = cqueues.new()
    local co_holds = false
    cq:wrap(function() assert(m:acquire(5)); co_holds = true end)
    assert(cq:loop(10))
    assert.is_true(co_holds)
    -- the main thread is not a controller's coroutine: it cannot yield, so it would wait forever
    local ok, _, code = m:acquire(5)
    assert.is_nil(ok)
    assert.equals("deadlock", code)
  end)

  it("shares a semaphore of 3 leases among 12 coroutines: never more than 3 at once, all served", function()
    local sem = s:semaphore("/cq/sem", 3)
    local holders, peak, served = 0, 0, 0
    local full = require("cqueues.condition").new()
    local cq = cqueues.new()
    for _ = 1, 12 do
      cq:wrap(function()
        local leases = assert(sem:acquire(1, 30))
        holders = holders + 1
        if holders > peak then peak = holders end
        -- the first holders stay until the semaphore is full (an event, not a guess at timing)
        if peak < 3 then full:wait(10) elseif holders == 3 then full:signal() end
        cqueues.sleep(0.02)   -- hold long enough for the others to pile up behind
        holders = holders - 1
        sem:return_all(leases)
        served = served + 1
      end)
    end
    assert(cq:loop(60))
    assert.equals(12, served)
    assert.equals(3, peak)
    assert.same({}, helper.children(s, "/cq/sem/leases"))
  end)

  it("runs a revocation listener while the lock is held and nothing waits; the listener may use the session", function()
    local m = s:mutex("/cq/listener")
    local seen, revoked
    m:make_revocable(function()
      seen = s:exists("/")            -- runs inside dispatch(): cannot yield, so it blocks briefly
      revoked = true                  -- the holder, another coroutine, releases
    end)
    local cq = cqueues.new()
    cq:wrap(function()
      assert(m:acquire(5))
      assert.is_true(other:revoke(m:node()))
      -- nothing waits for the session now: only the adapter's drainer can deliver the revocation
      local deadline = zklock.now() + 10
      while not revoked and zklock.now() < deadline do cqueues.sleep(0.01) end
      assert.is_true(revoked)
      m:release()
    end)
    assert(cq:loop(30))               -- and the drainer stops once the lock is released
    assert.is_table(seen)
    assert.same({}, helper.children(s, "/cq/listener"))
  end)

  it("delivers on_lost to an idle controller, then lets cq:loop() return", function()
    local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues", session_timeout = 4 })
    finally(function() a:close() end)
    local m = a:mutex("/cq/lost")
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    local cq = cqueues.new()
    cq:wrap(function()
      assert(m:acquire(5))
      assert(other:delete(m:node()))   -- the holder hears of it from its next refresh
    end)
    assert(cq:loop(15))                -- returns once the loss was reported: nothing left to do
    assert.same({ "deleted" }, lost)
    assert.is_false(m:is_owned())
  end)

  it("closing a disconnected session wakes its waiting coroutines with \"closed\" #once", function()
    local zk2 = helper.server()
    finally(function() zk2:destroy() end)
    local a = assert(zklock.connect { servers = zk2.servers, waiter = "cqueues", session_timeout = 20 })
    local b = assert(zklock.connect { servers = zk2.servers, session_timeout = 20 })
    finally(function() a:close(); b:close() end)
    local cq = cqueues.new()
    local res
    cq:wrap(function()
      assert(b:mutex("/cq/closed"):acquire(5))   -- held elsewhere, so the waiter below waits
      cq:wrap(function() res = { a:mutex("/cq/closed"):acquire() } end)   -- no timeout
      local deadline = zklock.now() + 10
      while #helper.children(b, "/cq/closed") < 2 and zklock.now() < deadline do cqueues.sleep(0.01) end
      zk2:stop()
      while a:state() == "connected" and zklock.now() < deadline + 10 do cqueues.sleep(0.01) end
      assert.equals("suspended", a:state())
      a:close()
    end)
    assert(cq:loop(60))                          -- returns only if the waiter woke
    assert.is_table(res)
    assert.is_nil(res[1])
    assert.equals("closed", res[3])
  end)

  it("closing a connected session wakes its waiting coroutines with \"closed\" and leaves no node", function()
    local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local held = other:mutex("/cq/closing")
    assert(held:acquire(5))
    local cq = cqueues.new()
    local res, asked = {}, 0
    cq:wrap(function()
      for i = 1, 3 do cq:wrap(function() asked = asked + 1; res[i] = { a:mutex("/cq/closing"):acquire(30) } end) end
      -- all three wait: the holder's node and the one node this session queues for them
      local deadline = zklock.now() + 10
      while (asked < 3 or #helper.children(other, "/cq/closing") < 2) and zklock.now() < deadline do
        cqueues.sleep(0.01)
      end
      assert(zklock.now() < deadline, "the waiters did not queue")
      a:close()
    end)
    assert(cq:loop(30))
    for i = 1, 3 do
      assert.is_nil(res[i][1])
      assert.equals("closed", res[i][3])
    end
    assert.equals(1, #helper.children(other, "/cq/closing"))
    held:release()
  end)

  it("queues 1000 coroutines on one mutex through one session: all finish, FIFO, no overlap, one node", function()
    local N = 1000
    local m = s:mutex("/cq/thousand")
    local joined, order, tokens, holders, overlaps, failures, nodes = {}, {}, {}, 0, 0, {}, {}
    local cq = cqueues.new()
    for i = 1, N do
      cq:wrap(function()
        joined[#joined + 1] = i            -- cqueues decides the order the coroutines start in
        local ok, msg = m:acquire(120)
        if not ok then failures[#failures + 1] = i .. ": " .. tostring(msg); return end
        holders = holders + 1
        if holders > 1 then overlaps = overlaps + 1 end
        order[#order + 1] = i
        tokens[#tokens + 1] = { m:fencing_token() }
        nodes[m:node()] = true
        cqueues.sleep(0)                 -- hold across a yield, so others run while we hold
        holders = holders - 1
        m:release()
      end)
    end
    assert(cq:loop(300))
    assert.same({}, failures)
    assert.equals(N, #order)
    assert.equals(0, overlaps)
    for i = 1, N do
      if order[i] ~= joined[i] then
        error(string.format("not FIFO: acquisition %d went to coroutine %d, the %dth to ask", i, order[i], joined[i]))
      end
    end
    -- the session queued once and handed the lock on locally: (czxid, seq) orders the holds
    local n = 0
    for _ in pairs(nodes) do n = n + 1 end
    assert.equals(1, n)
    for i = 2, N do
      local a, b = tokens[i - 1], tokens[i]
      assert.is_true(b[1] > a[1] or (b[1] == a[1] and b[2] > a[2]), "fencing pairs not increasing at " .. i)
    end
    assert.same({}, helper.children(s, "/cq/thousand"))
  end)
end)
