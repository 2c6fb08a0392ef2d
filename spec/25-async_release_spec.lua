-- async_release (a connect or lock option, off by default): release() returns once the delete is
-- sent in the session's ordered stream. Other clients see the lock free soon after; a delete cut
-- off by a connection loss is sent again; close() waits for those deletes.
local helper = require "helper"
local zklock = require "zklock"
local events = require "zklock.events"

local function outstanding(s)
  local n = 0
  for _ in pairs(events.sessions[s].outstanding) do n = n + 1 end
  return n
end

-- queue `lock` of session s without waiting; returns the pending hold once its watch is set
local function queue(s, lock)
  local before = s:_stats().sent
  local h = assert(lock:_begin(false))
  assert.is_true(helper.eventually(function() return s:_stats().sent - before >= 3 end, 30, { s }))
  return h
end

describe("async_release", function()
  local zk, other

  setup(function()
    zk = helper.server()
    other = assert(zklock.connect { servers = zk.servers })
  end)

  teardown(function()
    other:close()
    zk:destroy()
  end)

  it("is off by default, a boolean, and a lock option overrides the session's", function()
    helper.raises("async_release", zklock.connect, { servers = zk.servers, async_release = "yes" })
    local s = assert(zklock.connect { servers = zk.servers })
    helper.raises("async_release", s.mutex, s, "/ar/opt", { async_release = 1 })
    local plain, quick = s:mutex("/ar/opt1"), s:mutex("/ar/opt2", { async_release = true })
    assert(plain:acquire(5)); assert(plain:release())
    assert.equals(0, outstanding(s))            -- waited for its delete: nothing left to track
    assert(quick:acquire(5)); assert(quick:release())
    assert.equals(1, outstanding(s))
    local sem = s:semaphore("/ar/sem", 1, { async_release = true })
    local leases = assert(sem:acquire(1, 5))
    sem:return_all(leases)
    assert.is_true(outstanding(s) >= 1)
    s:close()
    assert.equals(0, outstanding(s))            -- close() waited for them
    local a = assert(zklock.connect { servers = zk.servers, async_release = true })
    local slow = a:rwlock("/ar/opt3", { async_release = false }):write_lock()
    assert(slow:acquire(5)); assert(slow:release())
    assert.equals(0, outstanding(a))
    a:close()
  end)

  it("another client waiting for the lock is handed it soon after the release returns", function()
    local a = assert(zklock.connect { servers = zk.servers, async_release = true })
    local ma, mb = a:mutex("/ar/seen"), other:mutex("/ar/seen")
    for _ = 1, 3 do
      assert(ma:acquire(5))
      local h = queue(other, mb)
      assert.is_true(ma:release())
      assert.is_false(ma:is_owned())
      assert.is_nil(zklock._await(other, h, 10))   -- the deletion event, awaited
      assert.is_true(mb:_finish(h))
      assert(mb:release())
    end
    a:close()
  end)

  it("a delete cut off by a connection loss is sent again until the node is gone", function()
    local px = helper.proxy(zk)
    local a = assert(zklock.connect { servers = px.servers, async_release = true })
    local lost = false
    a:on_state(function(ev) if ev == "lost" then lost = true end end)
    local id, m = a:session_id(), a:mutex("/ar/retry")
    assert(m:acquire(5))
    local node = m:node()
    local mb = other:mutex("/ar/retry")
    local h = queue(other, mb)
    px:partition()
    assert.is_true(m:release())                      -- the delete is stuck in the proxy
    px:reset()                                       -- ... and dropped with the connection
    assert.is_true(helper.eventually(function() return a:state() ~= "connected" end, 10, { a }))
    assert.equals(1, outstanding(a))
    assert.is_truthy(other:exists(node))             -- still there: the delete never arrived
    px:heal()
    assert.is_nil(zklock._await(other, h, 20))      -- the resent delete reached the server
    assert.is_true(mb:_finish(h))
    -- the same session deleted it (an ephemeral node also goes when its session ends: not here)
    assert.is_false(lost)
    assert.equals(id, a:session_id())
    mb:release()
    a:close()
    px:stop()
  end)

  it("close() waits for an outstanding delete, through a disconnection", function()
    local px = helper.proxy(zk)
    local closing = false
    local a = assert(zklock.connect { servers = px.servers, async_release = true,
      waiter = helper.stepping_waiter(function() if closing then closing = false; px:heal() end end) })
    local m = a:mutex("/ar/close")
    assert(m:acquire(5))
    local node = m:node()
    px:partition()
    assert.is_true(m:release())
    px:reset()
    assert.is_true(helper.eventually(function() return a:state() ~= "connected" end, 10, { a }))
    closing = true                                   -- healed once close() waits
    a:close()
    assert.is_false(closing)                         -- it did wait
    assert.is_false(other:exists(node))              -- gone when close() returned, not later
    px:stop()
  end)
end)
