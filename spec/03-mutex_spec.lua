-- Mutex (Curator's InterProcessMutex): reentrancy per coroutine, exclusion, timeouts,
-- participants, containers, guards, fencing tokens, revocation.
local helper = require "helper"
local zklock = require "zklock"

local function lock_children(s, path)
  local names = helper.children(s, path)
  table.sort(names)
  return names
end

describe("mutex", function()
  local zk, s, s2
  local env = helper.fixture(2, { container_ms = 200 })
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("names its node as Curator does, with missing parents created", function()
    local m = s:mutex("/deep/er/lock")
    assert(m:acquire(5))
    assert.matches("^/deep/er/lock/_c_%x%x%x%x%x%x%x%x%-%x%x%x%x%-4%x%x%x%-[89ab]%x%x%x%-%x%x%x%x%x%x%x%x%x%x%x%x%-lock%-%d%d%d%d%d%d%d%d%d%d$",
      m:node())
    local stat = s:exists(m:node())
    assert.equals(s:session_id(), stat.ephemeral_owner)
    assert.equals(stat.czxid, m:fencing_token())
    m:release()
  end)

  it("is reentrant: acquire x3, release x3, node gone after the last", function()
    local m = s:mutex("/reentrant")
    for i = 1, 3 do
      assert.is_true(m:acquire(5))
      assert.equals(i, m:hold_count())
    end
    local node = m:node()
    assert.equals(1, #lock_children(s, "/reentrant"))   -- one node for all three holds
    for i = 2, 0, -1 do
      assert.is_true(m:is_acquired_in_this_process())
      assert.is_true(m:release())
      assert.equals(i, m:hold_count())
    end
    assert.is_false(m:is_acquired_in_this_process())
    assert.is_false(m:is_owned())
    assert.is_nil(m:node())
    assert.is_nil(m:fencing_token())
    assert.is_false(s:exists(node))
    assert.has_error(function() m:release() end)
  end)

  it("excludes another session; after release the other acquires within its timeout", function()
    local path = "/two-sessions"
    local a, b = s:mutex(path), nil
    assert(a:acquire(5))
    local released = false
    -- b's session waits through a waiter that releases a's hold once b is queued behind it
    local sb = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if not released and #lock_children(s, path) == 2 then
        assert.is_false(b:is_owned())          -- exactly one holder while both contend
        assert.is_true(a:is_owned())
        released = true
        assert(a:release())
      end
    end) })
    b = sb:mutex(path)
    assert.is_true(b:acquire(10))
    assert.is_true(released)
    assert.is_false(a:is_owned())
    assert.is_true(b:is_owned())
    assert.equals(1, #lock_children(s, path))
    b:release()
    sb:close()
  end)

  it("times out with nil, msg, 'timeout' and leaves no node", function()
    local a, b = s:mutex("/timeout"), s2:mutex("/timeout")
    assert(a:acquire(5))
    local ok, msg, code = b:acquire(0.3)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert.matches("timed out", msg)
    assert.is_false(b:is_owned())
    assert.same({ a:node():match("[^/]+$") }, lock_children(s2, "/timeout"))
    -- acquire(0) tries once
    local t0 = zklock._core.now()
    ok, msg, code = b:acquire(0)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert.is_true(zklock._core.now() - t0 < 30)   -- it never waits for the holder (who never releases)
    assert.equals(1, #lock_children(s2, "/timeout"))
    a:release()
    assert.is_true(b:acquire(0))
    b:release()
  end)

  it("returns when it gives up before its create is answered, on a path not there yet", function()
    -- the wait ends first; the create (with its parents) answers later, and the acquire waits
    -- for that node to be deleted before it returns: that answer must wake it
    for i = 1, 10 do
      local path = "/fresh-" .. i .. "/a/lock"
      local ok, _, code = s:mutex(path):acquire(0.00001)
      assert.is_nil(ok)
      assert.equals("timeout", code)
      assert.same({}, helper.children(s, path))
    end
  end)

  it("keys ownership by coroutine: another coroutine gets its own node", function()
    local m = s:mutex("/coroutines")
    assert(m:acquire(5))
    local co = coroutine.wrap(function()
      assert.is_false(m:is_owned())
      assert.equals(0, m:hold_count())
      assert.is_true(m:is_acquired_in_this_process())
      -- try once: its own node, second in line, then removed
      local ok, _, code = m:acquire(0)
      assert.is_nil(ok)
      assert.equals("timeout", code)
      -- blocking waiter: waiting on our own state's node can never end
      local t0 = zklock._core.now()
      ok, _, code = m:acquire(120)
      assert.is_nil(ok)
      assert.equals("deadlock", code)
      assert.is_true(zklock._core.now() - t0 < 60)   -- at once, not at its timeout
      return "done"
    end)
    assert.equals("done", co())
    assert.equals(1, #lock_children(s, "/coroutines"))
    assert.equals(1, m:hold_count())
    m:release()
    -- once free, another coroutine takes it with a node of its own
    local node
    coroutine.wrap(function()
      assert.is_true(m:acquire(5))
      node = m:node()
      assert.is_false(s:exists(node) == false)
      m:release()
    end)()
    assert.is_false(s:exists(node))
  end)

  it("lists participants holder first with their data", function()
    local path = "/participants"
    local holder = s:mutex(path, { data = "holder" })
    assert(holder:acquire(5))
    -- five queued waiters from other sessions, queued one after another
    local waiters, sessions = {}, {}
    for i = 1, 5 do
      sessions[i] = assert(zklock.connect { servers = zk.servers, node_data = "waiter-" .. i })
      waiters[i] = sessions[i]:mutex(path)
      assert(waiters[i]:_begin(false))  -- queue without waiting (the engine keeps contending)
      assert.is_true(helper.eventually(function() return #lock_children(s, path) == i + 1 end, 10))
    end
    local parts = holder:participants()
    assert.equals(6, #parts)
    assert.equals("holder", parts[1].data)
    assert.equals(holder:node(), parts[1].path)
    for i = 1, 5 do assert.equals("waiter-" .. i, parts[i + 1].data) end
    for i = 1, 5 do sessions[i]:close() end
    holder:release()
    assert.same({}, holder:participants())
  end)

  it("deletes its container parent after the last release", function()
    local m = s:mutex("/containers/lock")
    assert(m:acquire(5))
    assert.truthy(s:exists("/containers/lock"))
    m:release()
    assert.is_true(helper.eventually(function() return s:exists("/containers/lock") == false end, 15))
  end)

  it("with() returns fn's results and releases even when fn errors", function()
    local m = s:mutex("/with")
    local a, b = m:with(5, function(x, y)
      assert.is_true(m:is_owned())
      return x + y, "two"
    end, 1, 2)
    assert.equals(3, a)
    assert.equals("two", b)
    assert.is_false(m:is_owned())
    assert.equals("no-timeout", m:with(function() return "no-timeout" end))
    local ok, err = pcall(m.with, m, function() error("inside") end)
    assert.is_false(ok)
    assert.matches("inside", err)
    assert.is_false(m:is_owned())
    -- failing to acquire returns nil, msg, code and does not call fn
    local other = s2:mutex("/with")
    assert(other:acquire(5))
    local called = false
    local r, _, code = m:with(0, function() called = true end)
    assert.is_nil(r)
    assert.equals("timeout", code)
    assert.is_false(called)
    other:release()
  end)

  it("fencing tokens grow with each new hold", function()
    local m = s:mutex("/fencing")
    assert(m:acquire(5))
    local t1 = m:fencing_token()
    m:release()
    assert(m:acquire(5))
    local t2 = m:fencing_token()
    m:release()
    assert.is_true(t2 > t1)
  end)

  it("asks the holder to release when revoked", function()
    local m = s:mutex("/revoke")
    local asked = 0
    m:make_revocable(function(lock)
      asked = asked + 1
      assert.equals(m, lock)
      lock:release()
    end)
    assert(m:acquire(5))
    assert.is_true(s2:revoke(m:node()))
    assert.is_true(helper.eventually(function() return not m:is_owned() end, 30, { s }))
    assert.equals(1, asked)
    local other = s2:mutex("/revoke")
    assert.is_true(other:acquire(5))
    other:release()
    assert.is_true(s2:revoke("/revoke/gone"))   -- nothing there: nothing to do
  end)

  it("a collected mutex takes its node with it", function()
    local node
    do
      local m = s:mutex("/collected")
      assert(m:acquire(5))
      node = m:node()
    end
    collectgarbage()
    collectgarbage()
    assert.is_true(helper.eventually(function() return s:exists(node) == false end, 30))
  end)
  it("finds its node by the protected prefix when the create reply is lost", function()
    local m = s:mutex("/protected")
    require("zklock.core")._test.drop_create_replies(s, 1)
    assert.is_true(m:acquire(5))
    local kids = lock_children(s, "/protected")
    assert.equals(1, #kids)                              -- found again, not created twice
    assert.equals("/protected/" .. kids[1], m:node())
    assert.equals(s:exists(m:node()).czxid, m:fencing_token())
    m:release()
    assert.same({}, lock_children(s, "/protected"))
    -- and a lost reply of an attempt that then times out leaves nothing either
    local other = s2:mutex("/protected")
    assert(other:acquire(5))
    require("zklock.core")._test.drop_create_replies(s, 1)
    local ok, _, code = m:acquire(0.3)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert.is_true(helper.eventually(function() return #lock_children(s, "/protected") == 1 end, 30, { s }))
    other:release()
  end)

  it("an abandoned wait (its coroutine collected) deletes the waiter's node", function()
    local holder = s2:mutex("/abandoned")
    assert(holder:acquire(5))
    -- a waiter that hands control back to us and is never resumed again
    local sy = assert(zklock.connect { servers = zk.servers, waiter = {
      wait = function(sess, t)
        if coroutine.isyieldable() then coroutine.yield("waiting") else return sess:_wait(t) end
      end } })
    local m = sy:mutex("/abandoned")
    local co = coroutine.create(function() return m:acquire(30) end)
    local _, what = coroutine.resume(co)
    assert.equals("waiting", what)
    assert.is_true(helper.eventually(function() return #lock_children(s, "/abandoned") == 2 end, 30))
    co = nil   -- luacheck: ignore
    collectgarbage()
    collectgarbage()
    assert.is_true(helper.eventually(function() return #lock_children(s, "/abandoned") == 1 end, 30, { sy }))
    holder:release()
    sy:close()
  end)

  it("cancel() makes a waiting acquire give up with 'cancelled' and takes its node", function()
    local holder = s2:mutex("/cancel")
    assert(holder:acquire(5))
    local m, cancelled
    local sc = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      -- once our node is queued behind the holder's, cancel from "another coroutine"
      if m and not cancelled and #lock_children(s, "/cancel") == 2 then cancelled = m:cancel() end
    end) })
    m = sc:mutex("/cancel")
    local ok, msg, code = m:acquire(10)
    assert.is_nil(ok)
    assert.equals("cancelled", code)
    assert.equals("acquire of /cancel was cancelled", msg)
    assert.equals(1, cancelled)
    assert.equals(1, #lock_children(s, "/cancel"))   -- only the holder's node is left
    assert.equals(0, m:cancel())                     -- nothing waits any more
    holder:release()
    assert.is_true(m:acquire(5))                     -- a cancelled lock is usable again
    m:release()
    sc:close()
  end)

  it("a waiter that raises leaves no node behind", function()
    local holder = s2:mutex("/raising")
    assert(holder:acquire(5))
    local calls, armed = 0, false
    local sr = assert(zklock.connect { servers = zk.servers, waiter = {
      wait = function(sess, t)
        if armed then calls = calls + 1; error("scheduler gone") end
        return sess:_wait(t)
      end } })
    armed = true
    local m = sr:mutex("/raising")
    local ok, err = pcall(m.acquire, m, 10)
    assert.is_false(ok)
    assert.matches("scheduler gone", err)
    assert.equals(1, calls)
    assert.is_false(m:is_owned())
    assert.is_true(helper.eventually(function() return #lock_children(s, "/raising") == 1 end, 30, { sr }))
    holder:release()
    assert.has_error(function() sr:close() end, "scheduler gone")   -- raised, but closed all the same
    assert.equals("closed", sr:state())
  end)
end)
