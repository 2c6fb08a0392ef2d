-- A waiter that watches every node ahead (the lock option watch_ahead, docs/safety.md path 2): held
-- when the last of them goes, on that event alone, under the faults that could fool it: a node
-- ahead deleted from outside, our own node deleted from outside, a reconnect meanwhile.
local helper = require "helper"
local zklock = require "zklock"

describe("every node ahead watched #once", function()
  local zk, a, b, admin
  setup(function()
    zk = helper.server { container_ms = 600000 }
    a = assert(zklock.connect { servers = zk.servers })
    b = assert(zklock.connect { servers = zk.servers })
    admin = assert(zklock.connect { servers = zk.servers })
  end)
  teardown(function() a:close(); b:close(); admin:close(); zk:destroy() end)

  -- the nodes of the lock at path, in order
  local function line(path)
    local names = helper.children(admin, path)
    table.sort(names, function(x, y) return x:sub(-10) < y:sub(-10) end)
    for i, n in ipairs(names) do names[i] = path .. "/" .. n end
    return names
  end

  -- d queues third (two nodes ahead: a's and b's), and its watches are set
  local function three(path, d_s)
    local ma, mb, md = a:mutex(path), b:mutex(path), d_s:mutex(path)
    assert.is_true(ma:acquire(5))
    local hb = assert(mb:_begin(false, true))
    assert.is_true(helper.eventually(function() return #line(path) == 2 end, 10, { b }))
    local before = d_s:_stats().sent
    local hd = assert(md:_begin(false, true))
    -- create, list, our node's watch, and a watch on each of the two ahead
    assert.is_true(helper.eventually(function() return d_s:_stats().sent - before >= 5 end, 10, { d_s }))
    return ma, mb, md, hb, hd
  end

  it("a node ahead deleted from outside counts as gone: held only once every node ahead went", function()
    local d_s = assert(zklock.connect { servers = zk.servers })
    finally(function() d_s:close() end)
    local path = "/ahead/outside"
    local ma, mb, md, hb, hd = three(path, d_s)
    local nodes = line(path)
    assert(admin:delete(nodes[2]))   -- b's node, from outside
    assert.is_false(helper.eventually(function() return hd:done() end, 1, { d_s, b }))
    assert.is_true(ma:is_owned())
    assert.is_true(ma:release())
    assert.is_true(helper.eventually(function() return hd:done() end, 10, { d_s }))
    assert.is_true(md:_finish(hd))
    assert.is_true(hd:is_held())
    hd:_release(false)
    mb:_finish(hb, "cancelled")
  end)

  it("our own node deleted from outside: we contend again, behind the others", function()
    local d_s = assert(zklock.connect { servers = zk.servers })
    finally(function() d_s:close() end)
    local path = "/ahead/ours"
    local ma, mb, md, hb, hd = three(path, d_s)
    local nodes = line(path)
    assert(admin:delete(nodes[3]))   -- d's own node
    -- d made a new node behind a's and b's
    assert.is_true(helper.eventually(function()
      local now = line(path)
      return #now == 3 and now[3] ~= nodes[3]
    end, 10, { d_s }))
    assert.is_false(hd:done())
    assert.is_true(ma:release())
    assert.is_true(helper.eventually(function() return hb:done() end, 10, { b }))
    assert.is_true(mb:_finish(hb))
    assert.is_false(hd:done())       -- b holds: d waits
    assert.is_true(hb:_release(false))
    assert.is_true(helper.eventually(function() return hd:done() end, 10, { d_s }))
    assert.is_true(md:_finish(hd))
    hd:_release(false)
  end)

  -- past watch_ahead the waiter watches the second node ahead, not the nearest; a nearest node that is
  -- its own session's is still told at once: under the blocking waiter nothing would release it
  it("past watch_ahead, a node of our own session just ahead is a deadlock, told at once", function()
    local s = assert(zklock.connect { servers = zk.servers })
    finally(function() s:close() end)
    local path = "/ahead/deadlock"
    local opts = { watch_ahead = 2, local_handoffs = false }
    local ma, mb, ms = a:mutex(path, opts), b:mutex(path, opts), s:mutex(path, opts)
    assert.is_true(ma:acquire(5))
    local hb = assert(mb:_begin(false, true))
    assert.is_true(helper.eventually(function() return #line(path) == 2 end, 10, { b }))
    local hs = assert(ms:_begin(false, true))    -- our session's node, third in line
    assert.is_true(helper.eventually(function() return #line(path) == 3 end, 10, { s }))
    local ok, _, code = coroutine.wrap(function()
      return ms:acquire(20)                      -- three nodes ahead, more than 2: ours is the nearest
    end)()
    assert.is_nil(ok)
    assert.equals("deadlock", code)
    ms:_finish(hs, "cancelled")
    mb:_finish(hb, "cancelled")
    assert.is_true(ma:release())
  end)

  it("a reconnect while it watches: the nodes that went meanwhile are heard again, and it holds last", function()
    local px = helper.proxy(zk)
    local d_s = assert(zklock.connect { servers = px.servers, session_timeout = 10 })
    finally(function() d_s:close(); px:stop() end)
    local path = "/ahead/reconnect"
    local ma, mb, md, hb, hd = three(path, d_s)
    px:set("refuse=1")
    px:reset()
    assert.is_true(helper.eventually(function() return d_s:state() == "suspended" end, 20, { d_s }))
    mb:_finish(hb, "cancelled")      -- b gives up, then a releases, while d is cut off
    assert.is_true(helper.eventually(function() return #line(path) == 2 end, 10, { b }))
    assert.is_true(ma:release())
    px:set("")
    assert.is_true(helper.eventually(function() return hd:done() end, 30, { d_s }))
    assert.is_true(md:_finish(hd))
    assert.is_true(hd:is_held())
    assert.equals(1, #line(path))
    hd:_release(false)
  end)
end)
