-- Multi-lock (Curator's InterProcessMultiLock): all or nothing in order, release in reverse.
local helper = require "helper"
local zklock = require "zklock"

describe("multilock", function()
  local zk, s, s2
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("takes all its locks, from paths and lock objects alike", function()
    local sm = s:semaphore_mutex("/ml/c")
    local ml = s:multilock { "/ml/a", s:mutex("/ml/b"), sm }
    assert.is_false(ml:is_acquired_in_this_process())
    assert.is_true(ml:acquire(5))
    assert.is_true(ml:is_acquired_in_this_process())
    assert.is_true(sm:is_owned())
    assert.equals(1, #helper.children(s, "/ml/a"))
    assert.is_true(ml:release())
    assert.is_false(ml:is_acquired_in_this_process())
    assert.same({}, helper.children(s, "/ml/a"))
  end)

  -- A member taken first and lost (its node deleted from outside) while the multi-lock waits for a
  -- later one: acquire() must not return it as held (a hold it returns is worth acting on)
  it("never returns a member it lost while it waited for a later one: it gives back the rest and answers lost", function()
    local blocker = s2:mutex("/mlost/b")
    assert(blocker:acquire(5))
    local released = false
    local w = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if released then return end
      local a = helper.children(s, "/mlost/a")
      if #a == 1 and #helper.children(s, "/mlost/b") == 2 then
        assert(s:delete("/mlost/a/" .. a[1]))   -- our first member's node, deleted from outside
        assert.is_true(helper.eventually(function() return #helper.children(s, "/mlost/a") == 0 end, 30))
      end
    end) })
    finally(function() if not released then blocker:release() end; w:close() end)
    local first = w:mutex("/mlost/a")
    local lost = false
    first:on_lost(function()
      lost = true
      if not released then released = true; blocker:release() end   -- the second is free only now
    end)
    local ml = w:multilock { first, "/mlost/b" }
    local ok, msg, code = ml:acquire(60)
    assert.is_true(lost)
    assert.is_nil(ok, "acquire() returned a multi-lock whose first member was lost")
    assert.equals("lost", code)
    assert.matches("/mlost/a", msg, 1, true)
    assert.is_false(ml:is_acquired_in_this_process())
    assert.is_true(helper.eventually(function() return #helper.children(s, "/mlost/b") == 0 end, 30))
  end)

  it("is all or nothing: when the second is held elsewhere the first is rolled back", function()
    local blocker = s2:mutex("/ml/two")
    assert(blocker:acquire(5))
    local first = s:mutex("/ml/one")
    local ml = s:multilock { first, "/ml/two" }
    local ok, _, code = ml:acquire(0.5)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert.is_false(first:is_owned())
    assert.same({}, helper.children(s, "/ml/one"))
    assert.equals(1, #helper.children(s, "/ml/two"))
    blocker:release()
    assert.is_true(ml:acquire(5))
    ml:release()
  end)

  it("releases in reverse order, attempts every one, reports the first failure", function()
    local order = {}
    local function recorded(name, lock)
      return {
        acquire = function(_, t) return lock:acquire(t) end,
        release = function() order[#order + 1] = name; return lock:release() end,
        is_acquired_in_this_process = function() return lock:is_acquired_in_this_process() end,
      }
    end
    local failing = {
      acquire = function() return true end,
      release = function() order[#order + 1] = "failing"; return nil, "cannot", "zk:ZSYSTEMERROR" end,
      is_acquired_in_this_process = function() return true end,
    }
    local ml = s:multilock { recorded("a", s:mutex("/ml/r1")), failing, recorded("c", s:mutex("/ml/r3")) }
    assert.is_true(ml:acquire(5))
    local ok, msg, code = ml:release()
    assert.same({ "c", "failing", "a" }, order)
    assert.is_nil(ok)
    assert.equals("cannot", msg)
    assert.equals("zk:ZSYSTEMERROR", code)
    assert.same({}, helper.children(s, "/ml/r1"))
    assert.same({}, helper.children(s, "/ml/r3"))
  end)

  it("keeps each call's progress apart: two coroutines sharing one multi-lock never mix their steps", function()
    -- members whose acquire waits (yields) once, as a lock does under a scheduler
    local function member()
      local held = {}
      return {
        acquire = function() coroutine.yield(); held[coroutine.running()] = true; return true end,
        release = function() held[coroutine.running()] = nil; return true end,
        held = held,
      }
    end
    local m1, m2 = member(), member()
    local ml = s:multilock { m1, m2 }
    local res = {}
    local A = coroutine.create(function() res.A = ml:acquire(5) end)
    local B = coroutine.create(function() res.B = ml:acquire(5) end)
    assert(coroutine.resume(A))   -- A waits in m1
    assert(coroutine.resume(B))   -- B waits in m1
    assert(coroutine.resume(A))   -- A has m1, waits in m2
    assert(coroutine.resume(B))   -- B has m1: it must wait in m2 too, not report the whole lock held
    assert.is_nil(res.B)
    assert.is_nil(m2.held[B])
    assert(coroutine.resume(A))
    assert(coroutine.resume(B))
    assert.is_true(res.A)
    assert.is_true(res.B)
    assert.is_true(m1.held[A] and m2.held[A] and m1.held[B] and m2.held[B])
  end)

  it("rejects bad input", function()
    assert.has_error(function() s:multilock {} end)
    assert.has_error(function() s:multilock { "/ok", 5 } end, "zklock: multilock() entry 2 must be a path or a lock object, got number")
    assert.has_error(function() s:multilock { "bad" } end)
  end)
end)
