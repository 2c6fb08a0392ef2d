-- The local hand-off (issue 12): the coroutines of one session that want the same lock share one
-- node in ZooKeeper's queue and the lock passes between them FIFO without a request; another
-- client queued behind waits for at most `local_handoffs` more local holds; `strict` is Curator's
-- one node per acquisition. Timeouts, cancel, try-once, node loss, expiry, explicit holds and
-- write locks (never past a downgrade's read lock) behave for local waiters as for queued ones.
local helper = require "helper"
local zklock = require "zklock"
local cqueues = require "cqueues"

-- (czxid, seq) of b after a: strictly greater
local function after(a, b) return b[1] > a[1] or (b[1] == a[1] and b[2] > a[2]) end

-- Runs the functions as coroutines of one controller until all are done (bounded).
local function run(...)
  local cq = cqueues.new()
  for i = 1, select("#", ...) do cq:wrap((select(i, ...))) end
  assert(cq:loop(60))
end

-- Yields until cond() holds: bounded, driven by the controller (no fixed sleep decides anything).
local function until_true(cond, what)
  local deadline = zklock.now() + 20
  while not cond() do
    assert(zklock.now() < deadline, "timed out waiting for " .. what)
    cqueues.sleep(0.005)
  end
end

describe("local hand-off", function()
  local zk, s, s2
  local env = helper.fixture(2, nil, { { waiter = "cqueues" }, { waiter = "cqueues" } })
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  local function queue_of(m, n, body)
    -- a first coroutine holds while n more join; body(i, m) runs as each one's hold
    local joined, order, tokens, nodes, res = {}, {}, {}, {}, {}
    local fns = { function()
      assert(m:acquire(10))
      res.held = true
      tokens[#tokens + 1] = { m:fencing_token() }
      until_true(function() return #joined == n end, "the waiters to join")
      cqueues.sleep(0)            -- every waiter is inside acquire now
      res.participants = assert(m:participants())
      res.sent0, res.handoffs0 = s:_stats().sent, s:_stats().local_grants
      m:release()
    end }
    for i = 1, n do
      fns[#fns + 1] = function()
        until_true(function() return res.held end, "the first hold")
        joined[#joined + 1] = i
        assert(m:acquire(30))
        order[#order + 1] = i
        tokens[#tokens + 1] = { m:fencing_token() }
        nodes[m:node()] = true
        if body then body(i, m) end
        m:release()
      end
    end
    run(table.unpack(fns))
    res.joined, res.order, res.tokens, res.nodes = joined, order, tokens, nodes
    res.sent, res.handoffs = s:_stats().sent - res.sent0, s:_stats().local_grants - res.handoffs0
    return res
  end

  it("queues once for the session and hands the lock on FIFO, without a request per hold", function()
    local m = s:mutex("/ho/fifo")
    local r = queue_of(m, 20, function() cqueues.sleep(0) end)   -- hold across a yield
    assert.same(r.joined, r.order)
    assert.equals(1, #r.participants)               -- one node stood for 21 acquisitions
    local n = 0
    for _ in pairs(r.nodes) do n = n + 1 end
    assert.equals(1, n)
    assert.equals(20, r.handoffs)
    -- after the first hold: the listing that looks for others queued behind, and the final delete
    assert.is_true(r.sent <= 3, "requests after the first hold: " .. r.sent)
    for i = 2, #r.tokens do assert.is_true(after(r.tokens[i - 1], r.tokens[i]), "fencing pair " .. i) end
    assert.equals(1, r.tokens[1][2])                -- the first hold under a node has seq 1
    assert.same({}, helper.children(s, "/ho/fifo"))
  end)

  for _, opts in ipairs { { local_handoffs = false }, { strict = true } } do   -- strict: the deprecated name
  local name = next(opts)
  it(name .. " = " .. tostring(opts[name]) .. " keeps Curator's one node per acquisition", function()
    local m = s:mutex("/ho/strict-" .. name, opts)
    local r = queue_of(m, 10)
    assert.same(r.joined, r.order)
    assert.equals(11, #r.participants)
    local n = 0
    for _ in pairs(r.nodes) do n = n + 1 end
    assert.equals(10, n)
    assert.equals(0, r.handoffs)
    for i = 2, #r.tokens do
      assert.is_true(after(r.tokens[i - 1], r.tokens[i]))
      assert.equals(0, r.tokens[i][2])              -- every hold on its own node
    end
  end)
  end

  it("lets another client queued behind in after at most local_handoffs more local holds", function()
    local path = "/ho/fair"
    local m = s:mutex(path, { local_handoffs = 2 })
    local other = s2:mutex(path)
    local log, joined = {}, 0
    local fns = { function()
      assert(m:acquire(10))
      log[#log + 1] = "a0"
      until_true(function() return joined == 6 end, "local waiters")
      until_true(function() return #helper.children(s, path) == 2 end, "the other client's node")
      -- the cohort learns of it from the watch its first local waiter armed: from then on, two
      -- more local holds, then the node goes and the other client's turn comes
      until_true(function() return m:_handoff_queue().behind end, "the cohort to see B")
      m:release()
    end, function()
      until_true(function() return joined == 6 end, "local waiters")
      assert(other:acquire(30))
      log[#log + 1] = "B"
      other:release()
    end }
    for i = 1, 6 do
      fns[#fns + 1] = function()
        until_true(function() return log[1] and joined == i - 1 end, "the first hold and a" .. (i - 1))
        joined = joined + 1
        assert(m:acquire(30))
        log[#log + 1] = "a" .. i
        m:release()
      end
    end
    run(table.unpack(fns))
    assert.same({ "a0", "a1", "a2", "B", "a3", "a4", "a5", "a6" }, log)
  end)

  it("does not starve another client when local waiters come one at a time", function()
    -- two coroutines take turns (one waiter at a time, never a queue): the cohort must still
    -- see the other client behind its node and let it in within the fairness bound
    local path = "/ho/alternate"
    local m = s:mutex(path, { local_handoffs = 2 })
    local other = s2:mutex(path)
    local stop, holds, first_held, result, seen = false, 0, false, nil, 0
    local function worker()
      while not stop do
        assert(m:acquire(30))
        first_held = true
        holds = holds + 1
        -- holds the cohort granted once it had seen the other client behind its node (whenever
        -- that notification came: counted by the cohort's own view, not by the clock)
        if not result and (m:_handoff_queue() or {}).behind then seen = seen + 1 end
        cqueues.sleep(0.01)        -- the work done under the lock, across a yield
        m:release()
      end
    end
    run(worker, function()
      until_true(function() return first_held end, "the first hold")
      worker()
    end, function()
      until_true(function() return holds >= 3 end, "local turns")
      result = { other:acquire(60) }
      if result[1] then other:release() end
      stop = true
    end)
    assert.is_true(result[1], "the other client starved: " .. tostring(result[3]))
    -- the hold under way when the cohort saw it (granted before, checked just after), and two more
    assert.is_true(seen <= 3, "local holds once the other client was seen waiting: " .. seen)
  end)

  it("a local waiter times out or is cancelled alone: the queue goes on, no node is left", function()
    local path = "/ho/giveup"
    local m = s:mutex(path)
    local res, got = {}, {}
    run(function()
      assert(m:acquire(10))
      res.held = true
      until_true(function() return res.timeout and res.cancel_waiting end, "the waiters")
      assert.equals(1, m:cancel())                   -- the one still waiting without a limit
      until_true(function() return res.cancel end, "the cancelled one")
      m:release()
    end, function()
      until_true(function() return res.held end, "the hold")
      res.timeout = { m:acquire(0.1) }
    end, function()
      until_true(function() return res.held end, "the hold")
      res.cancel_waiting = true
      res.cancel = { m:acquire() }
    end)
    assert.same({ nil, "timed out acquiring " .. path, "timeout" }, res.timeout)
    assert.equals("cancelled", res.cancel[3])
    assert.same({}, helper.children(s, path))
    -- and the lock works on, for waiters that did not give up
    run(function() assert(m:acquire(5)); got[1] = true; cqueues.sleep(0); m:release() end,
        function() until_true(function() return got[1] end, "the first"); assert(m:acquire(5)); got[2] = true; m:release() end)
    assert.same({ true, true }, got)
  end)

  it("try once answers timeout at once behind a local hold, without a request", function()
    local m = s:mutex("/ho/try")
    local r
    run(function()
      assert(m:acquire(5))
      until_true(function() return r end, "the try")
      m:release()
    end, function()
      until_true(function() return m:is_acquired_in_this_process() end, "the hold")
      local sent = s:_stats().sent
      r = { m:acquire(0) }
      r.sent = s:_stats().sent - sent
    end)
    assert.equals("timeout", r[3])
    assert.equals(0, r.sent)
  end)

  it("explicit holds hand off the same way, released from another coroutine", function()
    local m = s:mutex("/ho/explicit")
    local h, got, sent
    run(function()
      h = assert(m:hold(5))
    end, function()
      until_true(function() return h end, "the hold")
      assert(m:acquire(10))
      got = { m:fencing_token() }
      m:release()
    end, function()
      until_true(function() return h and m:_handoff_queue() and m:_handoff_queue().waiting == 1 end, "the waiter")
      sent = s:_stats().sent
      assert(h:release())
      sent = s:_stats().sent - sent
    end)
    assert.equals(2, got[2])    -- the second hold under the same node
    assert.equals(0, sent)      -- handed on locally
  end)

  it("a local holder whose node is deleted hears on_lost; the waiters queue again on a new node", function()
    local path = "/ho/deleted"
    local sd = assert(zklock.connect { servers = zk.servers, waiter = "cqueues", session_timeout = 2 })
    finally(function() sd:close() end)
    local m = sd:mutex(path)
    local lost, first, second, released
    m:on_lost(function(_, reason) lost = reason end)
    run(function()
      assert(m:acquire(10))
      first = { m:fencing_token() }
      until_true(function() return m:_handoff_queue() and m:_handoff_queue().waiting == 1 end, "the waiter")
      assert(s2:delete(m:node()))
      until_true(function() return lost end, "on_lost")
      released = { m:release() }
    end, function()
      until_true(function() return first end, "the first hold")
      assert(m:acquire(20))
      second = { m:fencing_token() }
      m:release()
    end)
    assert.equals("deleted", lost)
    assert.equals("lost", released[3])
    assert.is_true(second[1] > first[1])   -- a new node: the old one's successors got their turn
    assert.equals(1, second[2])
  end)

  it("session expiry: the local holder is lost, local waiters answer lost", function()
    local path = "/ho/expired"
    local se = assert(zklock.connect { servers = zk.servers, waiter = "cqueues", session_timeout = 4 })
    finally(function() se:close() end)
    local m = se:mutex(path)
    local lost, waiter, held
    m:on_lost(function() lost = true end)
    run(function()
      assert(m:acquire(10))
      held = true
      until_true(function() return m:_handoff_queue() and m:_handoff_queue().waiting == 1 end, "the waiter")
      helper.expire(zk, se)
      until_true(function() return lost and waiter end, "the loss")
      assert.is_nil((m:release()))
    end, function()
      until_true(function() return held end, "the hold")
      waiter = { m:acquire(30) }
    end)
    assert.is_nil(waiter[1])
    assert.equals("lost", waiter[3])
  end)

  it("a write lock passes locally, but never past the read lock its holder downgraded to", function()
    local path = "/ho/rw"
    local rw = s:rwlock(path)
    local w, r = rw:write_lock(), rw:read_lock()
    local log = {}
    run(function()
      assert(w:acquire(5))
      log[#log + 1] = "A write"
      until_true(function() return w:_handoff_queue().waiting == 1 end, "B")
      assert(r:acquire(5))            -- downgrade: the read node takes the write node's place
      log[#log + 1] = "A read"
      w:release()
      -- B queues again behind A's read node instead of holding beside it
      until_true(function() return #helper.children(s, path) == 2 and w:_handoff_queue().seq == 0 end, "B's node")
      log[#log + 1] = "A read release"
      r:release()
    end, function()
      until_true(function() return log[1] end, "A's write lock")
      assert(w:acquire(10))
      log[#log + 1] = "B write"
      w:release()
    end)
    assert.same({ "A write", "A read", "A read release", "B write" }, log)
    assert.same({}, helper.children(s, path))
  end)
end)
