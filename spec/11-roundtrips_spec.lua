-- Round trips, counted (not timed): a free lock costs one round trip (create and list sent
-- together), and a hand-off to the next in line costs no request at all. Every hold watches its own
-- node, so that a deletion from outside ends it at once: the listing that went with the create
-- watches the children for it (a change of the children, someone else's create say, is when our node
-- gets a watch of its own: one get, waited for by nobody), and a waiter watches its node from the
-- moment it waits.
local helper = require "helper"
local zklock = require "zklock"

local function stats(s) return s:_stats() end

-- requests sent by the acquisitions themselves (the lease's refreshes, on a timer, left out)
local function requests(s)
  local st = stats(s)
  return st.sent - st.refreshes
end

-- Runs fn and returns how the session's counters moved meanwhile.
local function delta(s, fn)
  local a = stats(s)
  fn()
  local b = stats(s)
  return { sent = b.sent - a.sent, chained = b.chained - a.chained, saved = b.saved - a.saved }
end

describe("round trips #once", function()
  local zk, a, b, c

  setup(function()
    zk = helper.server { container_ms = 600000 }   -- keep lock directories for the whole spec
    a = assert(zklock.connect { servers = zk.servers })
    b = assert(zklock.connect { servers = zk.servers })
    c = assert(zklock.connect { servers = zk.servers })
    for _, p in ipairs({ "/rt1", "/rt2", "/rt3", "/rt4", "/rt5", "/rt6", "/rt7", "/rt8", "/rt9", "/rt10" }) do assert(a:create(p, "")) end
  end)

  teardown(function()
    for _, s in ipairs({ a, b, c }) do s:close() end
    zk:destroy()
  end)

  -- queue `lock` without waiting; returns once its watches are set (4 requests: create and list,
  -- then the watch on our own node and the one on the node ahead; `watched` nodes ahead: 3 + watched)
  local function queue(s, lock, watched)
    local before = stats(s).sent
    local h = assert(lock:_begin(false))
    assert.is_true(helper.eventually(function() return stats(s).sent - before == 3 + (watched or 1) end, 30, { s }))
    return h
  end

  it("takes a free lock in one round trip: create and list leave together", function()
    local m = a:mutex("/rt1")
    local d = delta(a, function() assert(m:acquire(5)) end)
    assert.equals(2, d.sent)       -- create + list (the listing's children watch stands for our node's)
    assert.equals(0, d.chained)    -- nothing waited for a reply
    d = delta(a, function() assert(m:release()) end)
    assert.equals(1, d.sent)       -- delete
  end)

  it("a hold whose lock directory changes watches its own node", function()
    local m = a:mutex("/rt7")
    assert(m:acquire(5))
    local before = requests(a)    -- (a refresh on the timer may come meanwhile: not counted)
    assert(b:create("/rt7/other", ""))          -- someone else's node: the children changed
    assert.is_true(helper.eventually(function() return requests(a) > before end, 5, { a }))
    assert.equals(1, requests(a) - before)      -- the get that watches our node
    assert.is_true(m:is_owned())
    assert(b:delete("/rt7/other"))
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    assert(b:delete(m:node()))     -- deleted from outside: heard by that watch
    assert.is_true(helper.eventually(function() return #lost > 0 end, 5, { a }))
    assert.same({ "deleted" }, lost)
    m:release()
  end)

  it("a hold deleted from outside with nothing else changing hears of it by the listing's watch", function()
    local m = a:mutex("/rt6")
    assert(m:acquire(5))
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    local before = requests(a)
    assert(b:delete(m:node()))
    assert.is_true(helper.eventually(function() return #lost > 0 end, 5, { a }))
    assert.same({ "deleted" }, lost)
    -- heard by the children event and the get it sent (answered ZNONODE), not by a refresh
    assert.equals(1, requests(a) - before)
    assert.is_false(m:is_owned())
    m:release()
  end)

  it("hands the lock to the next in line without listing again", function()
    local ma, mb = a:mutex("/rt2"), b:mutex("/rt2")
    assert(ma:acquire(5))
    local h = queue(b, mb)         -- create, list, and a data watch on a's node
    local d = delta(b, function()
      assert(ma:release())
      assert.is_nil(zklock._await(b, h, 10))
    end)
    -- the deletion event decided it without a listing, and without a read of our own node: its
    -- watch, armed before the one on a's node, has not fired (docs/safety.md path 2)
    assert.equals(0, d.sent)
    assert.equals(1, d.saved)
    assert.is_true(mb:_finish(h))
    assert.is_true(mb:is_owned())
    mb:release()
  end)

  it("watch_ahead = 1: when the waiter ahead gives up, watches the holder directly, then takes over for free", function()
    local one = { watch_ahead = 1 }   -- Curator's way: only the node just ahead is watched
    local ma, mb, mc = a:mutex("/rt3", one), b:mutex("/rt3", one), c:mutex("/rt3", one)
    assert(ma:acquire(5))
    local hb = queue(b, mb)
    local hc = queue(c, mc)        -- watches b's node; remembers a's node as the next ahead
    local d = delta(c, function()
      assert.equals("timeout", select(3, mb:_finish(hb, "timeout")))   -- b gives up: its node goes
      assert.is_true(helper.eventually(function() return stats(c).saved > 0 and stats(c).sent > 0 end, 30, { c }))
    end)
    assert.equals(1, d.sent)       -- one data watch on a's node; no listing
    assert.equals(1, d.saved)
    assert.is_false(hc:done())
    d = delta(c, function()
      assert(ma:release())
      assert.is_nil(zklock._await(c, hc, 10))
    end)
    assert.equals(0, d.sent)       -- our own node's watch stands for the read
    assert.is_true(mc:_finish(hc))
    mc:release()
  end)

  -- every node ahead watched (watch_ahead, 4 by default): when the last of them goes, whether it
  -- held and released or gave up, the waiter holds on that event alone, with no listing (before:
  -- with three or more ahead, the node just ahead going meant a listing)
  it("a waiter watches every node ahead and holds when the last goes, with no listing, whoever went first", function()
    local d_s = assert(zklock.connect { servers = zk.servers })
    finally(function() d_s:close() end)
    local ma, mb, mc, md = a:mutex("/rt8"), b:mutex("/rt8"), c:mutex("/rt8"), d_s:mutex("/rt8")
    assert(ma:acquire(5))
    local hb = queue(b, mb, 1)
    local hc = queue(c, mc, 2)
    local hd = queue(d_s, md, 3)   -- create, list, our node's watch and one on each of a, b and c
    local d = delta(d_s, function()
      assert.equals("timeout", select(3, mc:_finish(hc, "timeout")))   -- the one just ahead gives up
      assert.equals("timeout", select(3, mb:_finish(hb, "timeout")))
      assert(ma:release())                                               -- the holder goes last
      assert.is_nil(zklock._await(d_s, hd, 10))
    end)
    assert.equals(0, d.sent)       -- no listing, no read: the events alone
    assert.equals(1, d.saved)
    assert.equals(1, stats(d_s).remote_handoffs)   -- counted as a hand-off after a wait in line
    assert.is_true(md:_finish(hd))
    assert.is_true(md:is_owned())
    md:release()
  end)

  -- past watch_ahead, the second node ahead is watched, not the first: it goes first (its holder's
  -- release), and the listing its going brings is made while the node just ahead holds; that one is
  -- then watched alone, and its release hands the lock on with no listing (before: a listing then)
  it("past watch_ahead, a waiter watches the second node ahead: the hand-off from the node just ahead needs no listing", function()
    local d_s = assert(zklock.connect { servers = zk.servers })
    finally(function() d_s:close() end)
    local two = { watch_ahead = 2 }
    local ma, mb, mc, md = a:mutex("/rt9", two), b:mutex("/rt9", two), c:mutex("/rt9", two), d_s:mutex("/rt9", two)
    assert(ma:acquire(5))
    local hb = queue(b, mb, 1)
    local hc = queue(c, mc, 2)     -- two ahead: watches both
    local hd = queue(d_s, md, 1)   -- three ahead, more than 2: watches b's node alone
    local d = delta(d_s, function()
      assert(ma:release())         -- a's node was not watched by d: nothing
      assert.is_nil(zklock._await(b, hb, 10))
    end)
    assert.equals(0, d.sent)
    assert.is_true(mb:_finish(hb))
    local before = requests(d_s)
    assert(mb:release())           -- b's node goes: d lists again, finds c's node alone ahead, watches it
    assert.is_nil(zklock._await(c, hc, 10))
    assert.is_true(helper.eventually(function() return requests(d_s) - before >= 2 end, 30, { d_s }))
    assert.equals(2, requests(d_s) - before)   -- the listing and the get that watches c's node
    assert.is_false(hd:done())     -- c holds: d waits
    assert.is_true(mc:_finish(hc))
    d = delta(d_s, function()
      assert(mc:release())
      assert.is_nil(zklock._await(d_s, hd, 10))
    end)
    assert.equals(0, d.sent)       -- the event alone: no listing, no read
    assert.equals(1, d.saved)
    assert.is_true(md:_finish(hd))
    assert.is_true(md:is_owned())
    md:release()
  end)

  -- the create's listing arms the children watch that stands for our node's only where this session's
  -- last listing of the lock showed nobody else: elsewhere the next change of the children, likely
  -- soon, would fire it for nothing
  it("after a listing that showed others, a hold watches its own node instead of the children", function()
    local ma, mb = a:mutex("/rt10"), b:mutex("/rt10")
    assert(mb:acquire(5))
    local ha = queue(a, ma)        -- its listing shows b's node
    assert(mb:release())
    assert.is_nil(zklock._await(a, ha, 10))
    assert.is_true(ma:_finish(ha))
    assert(ma:release())
    local d = delta(a, function() assert(ma:acquire(5)) end)
    assert.equals(3, d.sent)       -- create, list (no watch), and our node's watch once held
    assert(ma:release())
    d = delta(a, function() assert(ma:acquire(5)) end)   -- the last listing showed our node alone
    assert.equals(2, d.sent)       -- create, list with the children watch standing for our node's
    assert(ma:release())
  end)

  it("with async_release, a release and the next acquire go out together: one round trip for both", function()
    local px = helper.proxy(zk)
    local step
    local s = assert(zklock.connect { servers = px.servers, async_release = true,
      waiter = helper.stepping_waiter(function() if step then step() end end) })
    local m = s:mutex("/rt5")
    assert(m:acquire(5))
    local old = m:fencing_token()
    local before, chained = requests(s), stats(s).chained
    px:partition()                 -- from here no reply can come back until the heal
    assert.is_true(m:release())    -- returns with its delete unanswered
    local h = next(require("zklock.events").sessions[s].outstanding)
    assert.is_false(h:released())
    local together = false
    step = function()
      -- delete, create and list all sent while no reply could come back: no request waited
      if not together and requests(s) - before == 3 then together = true; px:heal() end
    end
    assert.is_true(m:acquire(10))
    step = nil
    assert.is_true(together)
    -- the server applied the delete first, so the listing decided at once: no relist, and its
    -- children watch stands for our node's
    assert.equals(3, requests(s) - before)
    assert.equals(0, stats(s).chained - chained)
    assert.is_true(h:released())
    assert.is_true(m:fencing_token() > old)   -- created after the delete, as it was sent
    m:release()
    s:close()
    px:stop()
  end)

  it("lists again when a write node ahead goes (a downgrade may have taken its place)", function()
    local rwa, rwb = a:rwlock("/rt4"), b:rwlock("/rt4")
    assert(rwa:write_lock():acquire(5))
    local h = queue(b, rwb:write_lock())
    assert(rwa:read_lock():acquire(5))     -- downgrade ...
    local before = stats(b)
    assert(rwa:write_lock():release())   -- ... and the write node goes
    assert.is_true(helper.eventually(function() return stats(b).sent - before.sent >= 2 end, 30, { b }))
    local after = stats(b)
    assert.equals(0, after.saved - before.saved)   -- it did not trust its old listing
    assert.equals(2, after.sent - before.sent)     -- a listing, then a watch on our read node
    assert.equals("timeout", zklock._await(b, h, 0.5))
    assert(rwa:read_lock():release())
    assert.is_nil(zklock._await(b, h, 10))
    assert.is_true(rwb:write_lock():_finish(h))
    rwb:write_lock():release()
  end)
end)
