-- An acquire that sleeps from its own frame (the waiter's park/unpark, issue 24) leaves nothing
-- behind on any exit: a park, a sleep or a drainer start() that raises gives our node back and
-- owns nothing (the review of the shallow wait found all three leaking); a cancelled parked
-- waiter and a parked member whose controller is dropped pass nothing on to nobody.
local helper = require "helper"
local zklock = require "zklock"

local function lock_children(s, path)
  local kids = helper.children(s, path)
  local n = {}
  for _, k in ipairs(kids) do if k:find("lock") then n[#n + 1] = k end end
  return n
end

describe("waiter errors", function()
  local zk, s, s2
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  -- the old contract's "a waiter that raises leaves no node behind", for park
  it("a waiter whose park raises leaves no node behind and owns nothing", function()
    local holder = s2:mutex("/rv/park_raises")
    assert(holder:acquire(5))
    local armed = false
    local sr = assert(zklock.connect { servers = zk.servers, waiter = {
      wait = function(sess, t) return sess:_wait(t) end,
      park = function() if armed then error("scheduler gone") end end,
      unpark = function() end,
    } })
    finally(function() pcall(sr.close, sr) end)
    armed = true
    local m = sr:mutex("/rv/park_raises")
    local ok, err = pcall(m.acquire, m, 10)
    assert.is_false(ok)
    assert.matches("scheduler gone", err)
    -- the wait is over: our node must go, as with a raising wait() (its create may still be on
    -- its way, so give it time to show up first)
    helper.eventually(function() return #lock_children(s, "/rv/park_raises") == 2 end, 1, { sr })
    assert.is_true(helper.eventually(function() return #lock_children(s, "/rv/park_raises") == 1 end, 30, { sr }),
      "our node stayed after park raised")
    holder:release()
    -- and nobody holds it on our behalf: another client gets it
    local again = s2:mutex("/rv/park_raises")
    assert.is_true(again:acquire(30))
    again:release()
  end)

  it("a waiter whose sleep raises (inside a coroutine) leaves no node behind and is unparked", function()
    local holder = s2:mutex("/rv/sleep_raises")
    assert(holder:acquire(5))
    local unparked = 0
    local sr = assert(zklock.connect { servers = zk.servers, waiter = {
      wait = function(sess, t) return sess:_wait(t) end,
      park = function(_, _, t) return function() error("killed") end, {}, t end,
      unpark = function() unparked = unparked + 1 end,
    } })
    finally(function() pcall(sr.close, sr) end)
    local m = sr:mutex("/rv/sleep_raises")
    local co = coroutine.create(function() return m:acquire(10) end)
    local ok, err = coroutine.resume(co)
    assert.is_false(ok)
    assert.matches("killed", err)
    assert.equals(1, unparked)   -- what park registered is given back
    helper.eventually(function() return #lock_children(s, "/rv/sleep_raises") == 2 end, 1, { sr })
    assert.is_true(helper.eventually(function() return #lock_children(s, "/rv/sleep_raises") == 1 end, 30, { sr }),
      "our node stayed after sleep raised")
    holder:release()
  end)

  -- the same through zklock.waiter.wakeup (the documented way to write a scheduler adapter): its
  -- park() starts the drainer, and a start() that raises used to be caught by the acquire
  it("a wakeup.adapter whose start() raises leaves no node behind and owns nothing", function()
    local holder = s2:mutex("/rv/start_raises")
    assert(holder:acquire(5))
    local wakeup = require "zklock.waiter.wakeup"
    local sr = assert(zklock.connect { servers = zk.servers, waiter = wakeup.adapter {
      name = "raising",
      can_wait = function() return true end,
      signal = function() return { wait = function() coroutine.yield() end, wake = function() end } end,
      start = function() error("no event loop") end,
    } })
    finally(function() pcall(sr.close, sr) end)
    local m = sr:mutex("/rv/start_raises")
    local co = coroutine.create(function() return m:acquire(10) end)
    local ok, err = coroutine.resume(co)
    assert.is_false(ok)
    assert.matches("no event loop", err)
    helper.eventually(function() return #lock_children(s, "/rv/start_raises") == 2 end, 1, { sr })
    assert.is_true(helper.eventually(function() return #lock_children(s, "/rv/start_raises") == 1 end, 30, { sr }),
      "our node stayed after start() raised")
    holder:release()
    local again = s2:mutex("/rv/start_raises")
    assert.is_true(again:acquire(30), "the lock is held for nobody")
    again:release()
  end)
end)

describe("shallow wait under cqueues", function()
  local cqueues = require "cqueues"
  local zk, s, s2
  local env = helper.fixture(2, nil, { { waiter = "cqueues" } })
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  local function until_true(cond, what)
    local deadline = zklock.now() + 10
    while not cond() do
      assert(zklock.now() < deadline, "timed out waiting for " .. what)
      cqueues.sleep(0.01)
    end
  end

  it("cancel() of a parked member and of a parked node waiter wakes both with 'cancelled'", function()
    local holder = s2:mutex("/rv/cancel")
    assert(holder:acquire(5))
    local m = s:mutex("/rv/cancel")
    local res = {}
    local cq = cqueues.new()
    cq:wrap(function()
      for i = 1, 2 do cq:wrap(function() res[i] = { m:acquire(30) } end) end
      until_true(function() return #lock_children(s2, "/rv/cancel") == 2 and m:_handoff_queue()
        and m:_handoff_queue().waiting >= 2 end, "both waiters")
      m:cancel()
    end)
    assert(cq:loop(20))
    assert.equals("cancelled", res[1][3])
    assert.equals("cancelled", res[2][3])
    assert.is_true(helper.eventually(function() return #lock_children(s2, "/rv/cancel") == 1 end, 30, { s }))
    holder:release()
    local cq2 = cqueues.new()
    local got
    cq2:wrap(function() got = m:acquire(5); m:release() end)
    assert(cq2:loop(10))
    assert.is_true(got)
  end)

  it("a parked member whose controller is dropped is collected and passes nothing on to nobody", function()
    local m = s:mutex("/rv/gc")
    local cq1 = cqueues.new()
    local held, release = false, false
    cq1:wrap(function()
      assert(m:acquire(5)); held = true
      while not release do cqueues.sleep(0.01) end
      m:release()
    end)
    local deadline = zklock.now() + 10
    while not held and zklock.now() < deadline do assert(cq1:step(0.05)) end
    assert.is_true(held)
    do
      local cq2 = cqueues.new()
      cq2:wrap(function() m:acquire(30) end)   -- parks behind the local holder
      deadline = zklock.now() + 10
      while not (m:_handoff_queue() and m:_handoff_queue().waiting == 1) and zklock.now() < deadline do
        assert(cq2:step(0.01)); assert(cq1:step(0))
      end
      assert.equals(1, m:_handoff_queue().waiting)
    end
    collectgarbage(); collectgarbage(); collectgarbage()
    release = true
    assert(cq1:loop(5))
    -- the collected waiter must not hold the lock: another client gets it
    local other = s2:mutex("/rv/gc")
    assert.is_true(other:acquire(30))
    other:release()
  end)
end)
