-- Explicit ownership: lock:hold() returns the hold as a value, released from any coroutine, never
-- re-entered by whoever runs next on a pooled coroutine; a hold collected while held (its value or
-- its coroutine dropped) is released and reported through the log hook, never silently.
local helper = require "helper"
local zklock = require "zklock"

describe("ownership", function()
  local zk, s, other
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, other = env.zk, env[1], env[2] end)
  teardown(function() zklock.set_logger(nil); env.down() end)

  local function nodes(path) return #helper.children(other, path) end

  it("a hold spans requests: taken in one coroutine, released from another", function()
    local m = s:mutex("/own/span")
    local h
    coroutine.wrap(function() h = assert(m:hold(5)) end)()   -- request 1 ends, the hold stays
    assert.is_true(h:is_held())
    assert.is_false(m:is_owned())                    -- no coroutine owns it
    assert.is_true(m:is_acquired_in_this_process())
    assert.is_true(h:validity() > 0)
    assert.matches("^/own/span/_c_.*lock%-%d+$", (h:node()))
    assert.is_number(h:fencing_token())
    local ok, _, code = other:mutex("/own/span"):acquire(0)
    assert.is_nil(ok)
    assert.equals("timeout", code)                   -- it is really held
    coroutine.wrap(function() assert.is_true(h:release()) end)()   -- request 2
    assert.equals(0, nodes("/own/span"))             -- gone when release() returned
    assert.is_false(h:is_held())
    assert.is_false(m:is_acquired_in_this_process())
    helper.raises("this hold is not held", h.release, h)
  end)

  it("is never re-entered: a pooled coroutine's next user does not inherit it", function()
    local m = s:mutex("/own/pool")
    local pooled = coroutine.create(function(job)
      while true do job = coroutine.yield(job()) end
    end)
    -- request 1 takes a hold and forgets it; request 2 runs on the same coroutine
    local _, forgotten = coroutine.resume(pooled, function() return m:hold(5) end)
    assert.is_true(forgotten:is_held())
    local _, ok, _, code = coroutine.resume(pooled, function() return m:acquire(0) end)
    assert.is_nil(ok)
    assert.equals("timeout", code)                   -- the forgotten hold blocks, as it should
    local _, again = coroutine.resume(pooled, function() return m:hold(0) end)
    assert.is_nil(again)
    assert.is_true(forgotten:release())
  end)

  it("a dropped hold is released and reported through the log hook", function()
    local heard = {}
    zklock.set_logger(function(level, msg) heard[#heard + 1] = { level, msg } end)
    local m = s:mutex("/own/dropped")
    do local h = assert(m:hold(5)); assert(h:is_held()) end
    -- a coroutine that held the lock the usual way and was dropped by its pool
    local m2 = s:mutex("/own/dropped2")
    local co = coroutine.create(function() assert(m2:acquire(5)); coroutine.yield() end)
    assert(coroutine.resume(co))
    co = nil   -- luacheck: ignore
    collectgarbage(); collectgarbage()
    assert.is_true(helper.eventually(function() return #heard >= 2 end, 10, { s }))
    table.sort(heard, function(a, b) return a[2] < b[2] end)
    assert.equals("warn", heard[1][1])
    assert.matches("a hold of /own/dropped %(node .*%) was garbage%-collected while held: its hold value", heard[1][2])
    assert.matches("a hold of /own/dropped2 %(node .*%) was garbage%-collected while held: its coroutine", heard[2][2])
    assert.is_true(helper.eventually(function() return nodes("/own/dropped") + nodes("/own/dropped2") == 0 end, 10, { s }))
  end)

  it("a coroutine whose hold was lost cannot re-enter it: 'lost' until it releases", function()
    local m = s:mutex("/own/relost")
    assert(m:acquire(5))
    local node = m:node()
    assert(other:delete(node))          -- an operator removes our node; the next refresh finds out
    assert.is_true(helper.eventually(function() return not m:is_owned() end, 10, { s }))
    local ok, _, code = m:acquire(5)    -- nested: the outer code still counts on the old hold
    assert.is_nil(ok)
    assert.equals("lost", code)
    ok, _, code = m:release()
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.is_true(m:acquire(5))        -- released: a fresh acquisition
    assert.is_true(m:release())
  end)

  it("read and write sides and semaphore mutexes hold the same way", function()
    local rw = s:rwlock("/own/rw")
    local w = assert(rw:write_lock():hold(5))
    local r = assert(rw:read_lock():hold(0.3) == nil)   -- an explicit read hold does not downgrade
    assert.is_true(r)
    assert.is_true(w:release())
    local reads = { assert(rw:read_lock():hold(5)), assert(rw:read_lock():hold(5)) }   -- readers share
    for _, h in ipairs(reads) do assert.is_true(h:release()) end
    local sm = s:semaphore_mutex("/own/sem")
    local lease = assert(sm:hold(5))
    assert.is_true(lease:is_held())
    assert.is_number(lease:fencing_token())
    coroutine.wrap(function() assert.is_true(lease:release()) end)()
    assert.equals(0, nodes("/own/sem/leases"))
    assert.equals("zklock.Hold", getmetatable(w).__name)
    assert.not_nil(zk)
  end)
end)
