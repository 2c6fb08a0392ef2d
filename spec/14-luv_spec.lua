-- The luv waiter: coroutines in a libuv loop wait for locks while the loop runs, each resumed
-- when its own acquisition finishes; uv.run() returns once nothing waits any more.
local helper = require "helper"
local zklock = require "zklock"
local uv = require "luv"

-- Runs fn in a coroutine started from the loop; errors come back to the spec.
local function go(fn, errors)
  local timer = uv.new_timer()
  timer:start(0, 0, function()
    timer:close()
    local co = coroutine.create(function()
      local ok, err = pcall(fn)
      if not ok then errors[#errors + 1] = err end
    end)
    assert(coroutine.resume(co))
  end)
end

describe("luv waiter", function()
  local zk, s, other   -- s waits through the luv waiter, other blocks
  local env = helper.fixture(2, nil, { { waiter = "luv" } })
  setup(function() env.up(); zk, s, other = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("keeps the loop running while a coroutine waits, and resumes it when the lock is free", function()
    local held = other:mutex("/luv/run")
    assert(held:acquire(5))
    local m = s:mutex("/luv/run")
    local errors, ticks, got_at = {}, 0, nil
    go(function()
      assert.is_true(m:acquire(10))
      got_at = ticks
      m:release()
    end, errors)
    local ticker = uv.new_timer()
    ticker:start(5, 5, function()
      ticks = ticks + 1
      if ticks == 20 then
        ticker:close()
        held:release()   -- the main coroutine holds `held`; this callback runs on it
      end
    end)
    uv.run()   -- returns only once no handle is active: the waiter stopped its poll handle
    assert.same({}, errors)
    assert.equals(20, got_at)
    assert.same({}, helper.children(s, "/luv/run"))
  end)

  it("times out in a waiting coroutine, leaving no node", function()
    local held = other:mutex("/luv/timeout")
    assert(held:acquire(5))
    local m = s:mutex("/luv/timeout")
    local errors, res = {}, nil
    go(function() res = { m:acquire(0.3) } end, errors)
    uv.run()
    assert.same({}, errors)
    assert.same({ nil, "timeout" }, { res[1], res[3] })
    held:release()
    assert.same({}, helper.children(other, "/luv/timeout"))
  end)

  it("blocks on the main thread, where a lock held by this Lua state is a deadlock", function()
    local m = s:mutex("/luv/main")
    local errors, co_holds = {}, false
    go(function() assert(m:acquire(5)); co_holds = true end, errors)
    uv.run()
    assert.same({}, errors)
    assert.is_true(co_holds)
    local ok, _, code = m:acquire(5)
    assert.is_nil(ok)
    assert.equals("deadlock", code)
  end)

  it("runs a revocation listener while the lock is held and nothing waits, then lets uv.run() return", function()
    local m = s:mutex("/luv/revoke")
    local errors, revoked, holder = {}, false, nil
    m:make_revocable(function()
      revoked = true
      if holder then coroutine.resume(holder) end   -- tell the holding coroutine
    end)
    go(function()
      assert(m:acquire(5))
      assert.is_true(other:revoke(m:node()))
      holder = coroutine.running()
      coroutine.yield()                 -- resumed by the listener, from the drainer's callback
      holder = nil
      m:release()
    end, errors)
    uv.run()
    assert.same({}, errors)
    assert.is_true(revoked)
    assert.is_false(m:is_acquired_in_this_process())
    assert.same({}, helper.children(s, "/luv/revoke"))
  end)

  it("queues 300 coroutines on one mutex through one session: all finish, FIFO, no overlap", function()
    local N = 300
    local m = s:mutex("/luv/many")
    local errors, joined, order, holders, overlaps = {}, {}, {}, 0, 0
    for i = 1, N do
      go(function()
        joined[#joined + 1] = i
        assert(m:acquire(60))
        holders = holders + 1
        if holders > 1 then overlaps = overlaps + 1 end
        order[#order + 1] = i
        -- hold across a turn of the loop
        local co = coroutine.running()
        local t = uv.new_timer()
        t:start(0, 0, function() t:close(); coroutine.resume(co) end)
        coroutine.yield()
        holders = holders - 1
        m:release()
      end, errors)
    end
    uv.run()
    assert.same({}, errors)
    assert.equals(N, #order)
    assert.equals(0, overlaps)
    assert.same(joined, order)   -- FIFO
    assert.same({}, helper.children(s, "/luv/many"))
  end)
end)
