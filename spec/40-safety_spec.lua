-- Issue 20: the paths that can say "held" or "released", each under the fault that could make it lie.
-- Every test here failed against the code before its fix (the defect's number is in its name).
local helper = require "helper"
local zklock = require "zklock"
local core = require "zklock.core"

-- a plain operation, waited for
local function op(sess, kind, path, data)
  local o = sess:_op(kind, path, data)
  zklock._await(sess, o)
  return o:result()
end

-- drives the sessions' events for t seconds (the engine works meanwhile; nothing is awaited)
local function pause(t, sessions) helper.eventually(function() return false end, t, sessions) end

describe("safety #once", function()
  local zk, s, admin
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, admin = env.zk, env[1], env[2] end)
  teardown(env.down)

  describe("release() never says true while the node exists (defect 8)", function()
    -- the lock's directory lets anyone create but nobody delete: the server refuses our delete
    local kinds = {
      mutex = { function(sess, path) return sess:mutex(path) end, "" },
      strict = { function(sess, path) return sess:mutex(path, { local_handoffs = false }) end, "" },
      write = { function(sess, path) return sess:rwlock(path):write_lock() end, "" },
      semaphore_mutex = { function(sess, path) return sess:semaphore_mutex(path) end, "/leases" },
    }
    for name, kind in pairs(kinds) do
      it(name .. ": the refused delete is reported, the lock stays held, a later release works", function()
        local make, path = kind[1], "/d8/" .. name
        local m, dir = make(s, path), path .. kind[2]
        assert.is_true(m:acquire(5))
        local node = m:node()
        assert(op(admin, "set_acl", dir, "crwa"))
        local ok, msg, code = m:release()
        assert.is_nil(ok)
        assert.equals("no_auth", code)
        assert.matches("refused to delete its node", msg)
        assert.is_truthy(admin:exists(node))
        assert.is_true(m:is_owned())
        assert.is_true(m:validity() > 0)
        assert.is_nil((make(admin, path):acquire(0)))   -- nobody else gets it
        assert(op(admin, "set_acl", dir, "cdrwa"))
        assert.is_true(m:release())
        assert.is_false(admin:exists(node))
        assert.is_false(m:is_owned())
      end)
    end

    it("an explicit hold and a semaphore lease whose delete is refused stay held", function()
      local m = s:mutex("/d8/explicit")
      local h = assert(m:hold(5))
      local leases = assert(s:semaphore("/d8/sem", 2):acquire(1, 5))
      assert(op(admin, "set_acl", "/d8/explicit", "crwa"))
      assert(op(admin, "set_acl", "/d8/sem/leases", "crwa"))
      local ok, _, code = h:release()
      assert.is_nil(ok)
      assert.equals("no_auth", code)
      assert.is_true(h:is_held())
      ok, _, code = leases[1]:close()
      assert.is_nil(ok)
      assert.equals("no_auth", code)
      assert.is_true(leases[1]:is_held())
      assert(op(admin, "set_acl", "/d8/explicit", "cdrwa"))
      assert(op(admin, "set_acl", "/d8/sem/leases", "cdrwa"))
      assert.is_true(h:release())
      assert.is_true(leases[1]:close())
      assert.same({}, helper.children(admin, "/d8/explicit"))
      assert.same({}, helper.children(admin, "/d8/sem/leases"))
    end)

    it("a local holder whose node goes to another client's turn, and whose delete is refused, keeps it", function()
      -- local_handoffs = 0: once another client queues behind, a release lets the node go and the
      -- local waiter queues again behind that client; the server refuses that delete
      local cqueues = require "cqueues"
      local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
      local b = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
      finally(function() a:close(); b:close() end)
      local path = "/d8/fair"
      local m, other = a:mutex(path, { local_handoffs = 0 }), b:mutex(path)
      local log, st = {}, {}
      local function until_true(cond)
        local deadline = zklock.now() + 20
        while not cond() do assert(zklock.now() < deadline, "timed out"); cqueues.sleep(0.005) end
      end
      local cq = cqueues.new()
      cq:wrap(function()
        assert(m:acquire(10))
        st.node = m:node()
        until_true(function() return st.waiting and #helper.children(a, path) == 2 end)
        until_true(function() return m:_handoff_queue().behind end)
        assert(op(admin, "set_acl", path, "crwa"))
        st.first = { m:release() }
        st.owned = m:is_owned()
        assert(op(admin, "set_acl", path, "cdrwa"))
        log[#log + 1] = "a0"
        assert.is_true(m:release())
      end)
      cq:wrap(function()
        until_true(function() return st.node end)
        st.waiting = true
        assert(m:acquire(30))
        log[#log + 1] = "a1"
        m:release()
      end)
      cq:wrap(function()
        until_true(function() return st.waiting end)
        assert(other:acquire(30))
        log[#log + 1] = "B"
        other:release()
      end)
      assert(cq:loop(60))
      assert.is_nil(st.first[1])
      assert.equals("no_auth", st.first[3])
      assert.is_true(st.owned)
      assert.same({ "a0", "B", "a1" }, log)
      assert.same({}, helper.children(admin, path))
    end)

    it("a delete that cannot be sent: release() says so instead of waiting forever", function()
      local m = s:mutex("/d8/unsent")
      assert.is_true(m:acquire(5))
      core._test.fail_deletes(s, 1)
      local ok, msg, code = m:release()
      assert.is_nil(ok)
      assert.equals("zk:ZSYSTEMERROR", code)
      assert.matches("could not be sent", msg)
      assert.is_true(m:is_owned())
      assert.is_true(m:release())
      assert.same({}, helper.children(admin, "/d8/unsent"))
    end)

    it("an async release that the server refuses is logged and tried again until the node goes", function()
      local a = assert(zklock.connect { servers = zk.servers, async_release = true })
      local warnings = {}
      zklock.set_logger(function(_, msg) warnings[#warnings + 1] = msg end)
      finally(function() zklock.set_logger(nil) end)
      local m = a:mutex("/d8/async")
      assert.is_true(m:acquire(5))
      local node = m:node()
      assert(op(admin, "set_acl", "/d8/async", "crwa"))
      assert.is_true(m:release())   -- async: it cannot know yet
      assert.is_true(helper.eventually(function()
        local o = a:mutex("/d8/async-other")   -- a later release runs the sweep that reports it
        if o:acquire(0) then o:release() end
        for _, w in ipairs(warnings) do if w:match("refused to delete") then return true end end
      end, 10, { a }))
      assert.is_truthy(admin:exists(node))
      assert(op(admin, "set_acl", "/d8/async", "cdrwa"))   -- mended: the engine's next try deletes it
      assert.is_true(helper.eventually(function() return not admin:exists(node) end, 10, { a }))
      a:close()
    end)

    it("a failed acquire whose node the server will not delete leaves it only until the ACL is mended", function()
      local holder = s:mutex("/d8/wait")
      assert.is_true(holder:acquire(5))
      local m = admin:mutex("/d8/wait")
      assert(op(s, "set_acl", "/d8/wait", "crwa"))
      assert.is_nil((m:acquire(0.3)))                   -- queued behind, gives up: its delete is refused
      assert.equals(2, #helper.children(s, "/d8/wait"))
      assert(op(s, "set_acl", "/d8/wait", "cdrwa"))
      assert.is_true(helper.eventually(function() return #helper.children(s, "/d8/wait") == 1 end, 10, { admin }))
      assert.is_true(holder:release())
    end)
  end)

  it("a semaphore waiter whose internal lock is lost stops waiting, and the semaphore goes on (defect 5)", function()
    local path = "/d5/sem"
    local leases = assert(s:semaphore(path, 1):acquire(1, 5))      -- the only lease, held elsewhere
    local deleted
    -- the waiter's session acts between its short waits: once it holds <path>/locks and waits for
    -- a lease, its internal node is deleted from outside
    local a = assert(zklock.connect { servers = zk.servers, session_timeout = 4,
      waiter = helper.stepping_waiter(function()
        if deleted then return end
        local locks = helper.children(admin, path .. "/locks")
        if #locks == 1 and #helper.children(admin, path .. "/leases") == 2 then
          deleted = assert(admin:delete(path .. "/locks/" .. locks[1]))
        end
      end) })
    finally(function() a:close() end)
    local t0 = zklock.now()
    local ok, msg, code = a:semaphore(path, 1):acquire(1, 120)
    assert.is_true(deleted)
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.matches("internal lock", msg)
    assert.is_true(zklock.now() - t0 < 60, "it waited for its timeout")
    assert.equals(1, #helper.children(admin, path .. "/leases"))   -- its lease node went
    -- and the semaphore goes on: the lease returned is taken by the next one
    leases[1]:close()
    local again = assert(admin:semaphore(path, 1):acquire(1, 5))
    again[1]:close()
  end)

  it("a downgrade after the write node went contends normally, behind the new writer (defect 1)", function()
    local path = "/d1/rw"
    local w = s:rwlock(path, { local_handoffs = false })   -- strict: no carrier watch tells us the node went
    assert.is_true(w:write_lock():acquire(5))
    local node = w:write_lock():node()
    assert(admin:delete(node))                   -- deleted from outside: we do not know yet
    local other = admin:rwlock(path):write_lock()
    assert.is_true(other:acquire(5))             -- the next writer holds it
    -- our session asks for the read lock while it still believes it holds the write lock: a
    -- downgrade's read node must not take the gone write node's place
    local ok, _, code = w:read_lock():acquire(0.5)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert.is_true(other:release())
    assert.is_true(w:read_lock():acquire(5))     -- normal contention, once the writer is gone
    assert.is_true(w:read_lock():release())
    w:write_lock():release()                       -- lost (deleted): nil, msg, "lost"
  end)

  it("a downgrade whose write node stays takes its place, and is held at once (defect 1)", function()
    local path = "/d1/keep"
    local w = s:rwlock(path)
    local other = admin:rwlock(path):write_lock()
    assert.is_true(w:write_lock():acquire(5))
    local seq = w:write_lock():node():match("(%d+)$")
    local ok = other:acquire(0.2)                -- queued behind, gives up: nothing behind us now
    assert.is_nil(ok)
    assert.is_true(w:read_lock():acquire(0))
    assert.equals(seq, w:read_lock():node():match("(%d+)$"))
    local czxid = w:read_lock():fencing_token()
    assert.is_true(type(czxid) == "number" and czxid > 0)
    assert.is_true(w:write_lock():release())
    assert.is_nil((other:acquire(0.2)))          -- the read lock still excludes writers
    assert.is_true(w:read_lock():release())
    assert.is_true(other:acquire(5))
    other:release()
  end)

  it("a node found after a lost create reply is never held without its czxid (defect 7)", function()
    for _, strict in ipairs { false, true } do
      local path = "/d7/" .. tostring(strict)
      local m = s:mutex(path, { strict = strict })
      core._test.drop_create_replies(s, 1)        -- the create's reply is lost: the node is found by its prefix
      core._test.drop_stats(s, 1)      -- and the stat that brings its czxid is lost too
      assert.is_true(m:acquire(5))
      local czxid, seq = m:fencing_token()
      assert.is_number(czxid)
      assert.is_true(czxid > 0)
      assert.is_number(seq)
      local st = assert(admin:exists(m:node()))
      assert.equals(st.czxid, czxid)
      assert.is_true(m:release())
    end
  end)

  it("a local hand-off never grants on a node deleted from outside (defect 6)", function()
    local cqueues = require "cqueues"
    local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local b = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    finally(function() a:close(); b:close() end)
    local path = "/d6/lock"
    local m, other = a:mutex(path), b:mutex(path)
    local st, log = {}, {}
    local function until_true(cond, limit)
      local deadline = zklock.now() + (limit or 20)
      while not cond() do
        if zklock.now() >= deadline then return false end
        cqueues.sleep(0.005)
      end
      return true
    end
    local lost = {}
    m:on_lost(function(_, reason) lost[#lost + 1] = reason end)
    local cq = cqueues.new()
    cq:wrap(function()                              -- a0: holds; its node is deleted from outside
      assert(m:acquire(10))
      st.node = m:node()
      assert(until_true(function() return st.waiting and st.queued end))
      assert(admin:delete(st.node))
      assert(until_true(function() return st.b_holds end))
      -- the loss reaches us by the node's watch (a refresh would take up to T/4): awaited, so the
      -- release below is always that of a hold already lost, however slow the machine
      until_true(function() return not m:is_owned() end)
      st.release = { m:release() }
    end)
    cq:wrap(function()                              -- a1: a local waiter behind a0
      assert(until_true(function() return st.node end))
      st.waiting = true
      assert(m:acquire(30))
      log[#log + 1] = "a1 " .. (st.b_holds and "while B holds" or "after B")
      m:release()
    end)
    cq:wrap(function()                              -- B: another client, queued behind a0's node
      assert(until_true(function() return st.waiting end))
      st.queued = true
      assert(other:acquire(30))
      st.b_holds = true
      log[#log + 1] = "B"
      assert(until_true(function() return st.release end))
      cqueues.sleep(0.2)                           -- a1 would have its turn now, if it got one
      st.b_holds = false
      other:release()
    end)
    assert(cq:loop(60))
    assert.same({ "B", "a1 after B" }, log)
    assert.equals("lost", st.release[3])
    assert.same({ "deleted" }, lost)
    assert.same({}, helper.children(admin, path))
  end)

  it("validity_margin below what the validity argument needs is refused (defect 9)", function()
    for _, name in ipairs { "validity_margin", "lease_margin" } do   -- lease_margin: the deprecated name
      for _, bad in ipairs { 0.25, 0.3, 0.349 } do
        helper.raises(name .. " must be at least 0.35", zklock.connect, { servers = zk.servers, [name] = bad })
      end
      local ok = assert(zklock.connect { servers = zk.servers, [name] = 0.35 })
      ok:close()
    end
    assert.equals(0.35, core.VALIDITY_MARGIN_MIN)
  end)

  it("after a host suspend, a proof never stretches the hold past what answered requests prove (defect 4)", function()
    -- A suspend stops the client library's own ping timer but not CLOCK_BOOTTIME, so it says nothing
    -- about whether the library pinged meanwhile. The lease clock is jumped forward to stand for it.
    local a = assert(zklock.connect { servers = zk.servers, session_timeout = 10 })
    finally(function() a:close() end)
    local m = a:mutex("/d4/suspend")
    assert.is_true(m:acquire(5))
    local lease_ms = a:_stats().session_ms / 1000
    -- just after a refresh's answer (a fresh proof): validity is then at its highest
    local v = m:validity()
    assert.is_true(helper.eventually(function()
      local nv = m:validity()
      local fresh = nv > v + 0.2 and nv > 0.5 * lease_ms
      v = nv
      return fresh
    end, 10, { a }))
    -- every answer so far came before this moment of the lease clock
    local last_answer = core._test.clock()
    core._test.clock_skew(lease_ms * 0.45)       -- "suspended" for 0.45 T, within the hold's validity
    local before = a:_stats().refreshes
    assert.is_true(helper.eventually(function() return a:_stats().refreshes > before end, 5, { a }))
    local deadline = core._test.clock() + m:validity()
    -- the leader last heard of us no later than the last answer before the suspend: T after it the
    -- session may be gone, and the hold must end 0.05 T before that
    assert.is_true(m:is_owned())
    assert.is_true(deadline <= last_answer + 0.95 * lease_ms + 0.01,
      string.format("deadline %.3f s after the last answer before the suspend (T = %g s)", deadline - last_answer, lease_ms))
    assert.is_true(m:release())
  end)

  it("a lost create's lookup that reads a lagging server still finds the node (defect 3)", function()
    -- The create's reply is lost, and the lookup by our protected prefix is answered by a server that
    -- has not applied the create yet (the client library may reconnect to a lagging follower: it never
    -- saw the create's zxid). Missing the node orphans it for the session's life, with the lock stuck
    -- behind it. _test.stale_reads stands for that server: until a sync of the directory is answered,
    -- the lookup's listing comes back without our node (chaos's lagging_follower makes it for real).
    for _, strict in ipairs { true, false } do
      local dir = "/d3/" .. tostring(strict)
      local m = s:mutex(dir, { strict = strict })
      core._test.drop_create_replies(s, 1)
      core._test.stale_reads(s, 1)
      assert.is_true(m:acquire(5))
      assert.equals(1, #helper.children(admin, dir), "a node of ours left behind")
      assert.is_true(m:release())
      assert.same({}, helper.children(admin, dir))
    end
  end)

  -- From the review of this change (findings F2-F5): a refused delete never strands a node.
  it("(review R1) a held hold collected while its delete is refused is deleted once the ACL is mended", function()
    local a = assert(zklock.connect { servers = zk.servers, session_timeout = 2 })
    finally(function() a:close() end)
    local path = "/r1/gc"
    local m = a:mutex(path, { local_handoffs = false })
    local co = coroutine.create(function() assert(m:acquire(5)) end)
    assert(coroutine.resume(co))
    assert.equals(1, #helper.children(admin, path))
    assert(op(admin, "set_acl", path, "crwa"))
    co = nil
    collectgarbage(); collectgarbage()
    pause(1, { a })                      -- the delete is refused meanwhile
    assert(op(admin, "set_acl", path, "cdrwa"))
    local gone = helper.eventually(function() return #helper.children(admin, path) == 0 end, 4, { a })
    assert.is_true(gone, "node of a collected hold still there 4 s (8 I) after the ACL was mended")
  end)

  it("(review R2) release() does not say true while the node exists (delete parked by a disconnection)", function()
    local px = helper.proxy(zk)
    finally(function() px:stop() end)
    local a = assert(zklock.connect { servers = px.servers, session_timeout = 6 })
    finally(function() a:close() end)
    local path = "/r2/lock"
    local m = a:mutex(path)
    assert.is_true(m:acquire(5))
    local node = m:node()
    px:partition()
    local ok = m:release()             -- waits until the client library notices the partition
    local exists_then = admin:exists(node)
    px:heal()
    helper.eventually(function() return not admin:exists(node) end, 8, { a })
    assert.is_false(ok == true and exists_then and true or false,
      "release() returned true while the node still existed")
  end)

  it("(review R3) a cohort waiter that timed out never ends up holding (refused delete of its carrier)", function()
    local cqueues = require "cqueues"
    local px = helper.proxy(zk)
    finally(function() px:stop() end)
    local a = assert(zklock.connect { servers = px.servers, session_timeout = 8, waiter = "cqueues" })
    finally(function() a:close() end)
    local path = "/r3/lock"
    collectgarbage("stop")               -- the timed-out waiter's hold is not collected before the refusal
    finally(function() collectgarbage("restart") end)
    local m = a:mutex(path)
    local st = {}
    local cq = cqueues.new()
    cq:wrap(function()
      assert(m:acquire(5))
      st.node = m:node()
      -- the waiter is queued behind our hold (a member of the local hand-off) before the cut
      local deadline = zklock.now() + 20
      while not (st.waiting and ((m:_handoff_queue() or {}).waiting or 0) >= 1) do
        assert(zklock.now() < deadline, "the waiter did not queue")
        cqueues.sleep(0.01)
      end
      px:set("refuse=1")
      px:reset()                         -- the connection drops at once, no new one is let in
      while a:state() == "connected" do cqueues.sleep(0.02) end
      st.rel = { m:release() }           -- local hand-off held back: no answer on a connection yet
    end)
    cq:wrap(function()
      while not st.node do cqueues.sleep(0.01) end
      st.waiting = true
      st.res = { m:acquire(1.0) }        -- times out while suspended
    end)
    assert(cq:loop(30))
    assert.is_nil(st.res[1])
    assert(op(admin, "set_acl", path, "crwa"))
    px:set("")
    assert.is_true(helper.eventually(function() return a:state() == "connected" end, 5, { a }))
    pause(1, { a })
    st.owned = m:is_owned()
    st.validity = m:validity()
    local kids = helper.children(admin, path)
    assert(op(admin, "set_acl", path, "cdrwa"))
    local gone = helper.eventually(function() return #helper.children(admin, path) == 0 end, 5, { a })
    assert.is_true(gone, "carrier node still there 5 s after the ACL was mended (" .. #kids .. " before)")
    assert.is_false(st.owned)
  end)

  it("a hold given back by a refused release, then dropped: its node is still deleted", function()
    local a = assert(zklock.connect { servers = zk.servers, session_timeout = 8 })
    finally(function() a:close() end)
    local path = "/r21/lock"
    do
      local m = a:mutex(path, { local_handoffs = false })
      assert.is_true(m:acquire(5))
      assert(op(admin, "set_acl", path, "crwa"))
      local ok, msg, code = m:release()   -- awaited: refused, the hold is given back
      assert.is_nil(ok)
      assert.equals("no_auth", code, msg)
      assert.is_true(m:is_owned())
    end
    collectgarbage(); collectgarbage()   -- the lock and its hold are dropped: the delete goes again, refused
    assert.equals(1, #helper.children(admin, path))
    assert(op(admin, "set_acl", path, "cdrwa"))   -- mended: the engine's next try (every I = 2 s) deletes it
    local gone = helper.eventually(function() return #helper.children(admin, path) == 0 end, 6, { a })
    assert.is_true(gone, "the dropped hold's node stayed after the ACL was mended")
  end)

  it("a waiter whose node an outsider deleted does not take the lock when the node ahead goes", function()
    -- a waiter watches its own node (path 2): gone, it contends again at once with a new node, while
    -- the holder still holds; it never takes the lock on the node it lost
    local cqueues = require "cqueues"
    local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local b = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    finally(function() a:close(); b:close() end)
    for _, opts in ipairs { { local_handoffs = false }, {} } do   -- its own node, or the shared one
      local path = "/m26/gone-" .. (opts.local_handoffs == false and "own" or "shared")
      local holder, waiter = a:mutex(path), b:mutex(path, opts)
      local st = {}
      local cq = cqueues.new()
      cq:wrap(function()
        assert(holder:acquire(10))
        st.held = true
        local deadline = zklock.now() + 20
        while #helper.children(a, path) < 2 do assert(zklock.now() < deadline, "the waiter's node"); cqueues.sleep(0.005) end
        for _, n in ipairs(helper.children(a, path)) do
          if path .. "/" .. n ~= holder:node() then st.deleted = path .. "/" .. n end
        end
        assert(a:delete(st.deleted))
        -- the waiter's new node shows up while we hold (its node's watch; the read after the node
        -- ahead goes would come only after our release)
        while not st.renewed do
          assert(zklock.now() < deadline, "the waiter did not contend again while the holder held")
          for _, n in ipairs(helper.children(a, path)) do
            if path .. "/" .. n ~= holder:node() and path .. "/" .. n ~= st.deleted then st.renewed = true end
          end
          cqueues.sleep(0.005)
        end
        assert.is_true(holder:is_owned())
        assert.is_true(holder:release())
      end)
      cq:wrap(function()
        local deadline = zklock.now() + 20
        while not st.held do assert(zklock.now() < deadline, "the holder"); cqueues.sleep(0.005) end
        st.ok, st.msg = waiter:acquire(15)
        st.node = waiter:node()
        st.exists = st.node and a:exists(st.node)
        if st.ok then waiter:release() end
      end)
      assert(cq:loop(60))
      assert.is_true(st.ok, st.msg)
      assert.is_string(st.deleted)
      assert.are_not.equal(st.deleted, st.node)   -- a new node: it contended again
      assert.is_truthy(st.exists)
    end
  end)

  it("a release refused after an outsider deleted the node does not give the hold back", function()
    -- the server checks the directory's ACL before the node: a delete refused says nothing of
    -- whether the node is still there. Held on the listing's children watch (no watch on the node
    -- itself), the holder asks for its node before it takes the hold back
    local cqueues = require "cqueues"
    local px = helper.proxy(zk)
    local s1 = assert(zklock.connect { servers = px.servers, waiter = "cqueues" })
    finally(function() s1:close(); px:stop(); op(admin, "set_acl", "/r24", "cdrwa") end)
    -- the directory made persistent first: a lock's would be a container, which the server removes
    -- once the outsider's delete empties it, before the ACL below could be set on it
    assert(admin:create("/r24", ""))
    local m = s1:mutex("/r24")
    local st = {}
    local cq = cqueues.new()
    cq:wrap(function()
      assert(m:acquire(5))
      st.node = m:node()
      px:set("down=1")                              -- s1 hears nothing from here on
      assert(admin:delete(st.node))                 -- the outsider: s1's children event is on its way
      assert(op(admin, "set_acl", "/r24", "crwa"))  -- and our delete will be refused
      st.sent = s1:_stats().sent
      st.rel = { m:release() }
      st.owned = m:is_owned()
    end)
    cq:wrap(function()
      local deadline = zklock.now() + 20
      while not st.sent or s1:_stats().sent == st.sent do
        assert(zklock.now() < deadline, "the delete was not sent"); cqueues.sleep(0.002)
      end
      px:set("")                                    -- the event, then the refusal, reach s1
    end)
    assert(cq:loop(30))
    assert.is_false(st.owned)
    assert.is_false(admin:exists(st.node))
    assert.is_true(st.rel[1] == true or st.rel[3] == "lost", tostring(st.rel[2]))
  end)

  it("a waiter cut off while its node and the node ahead go is not held on the events the reconnect brings", function()
    -- path 2 on the watch: after a reconnect the client library's re-registered watches fire in no
    -- particular order (the node ahead's deletion may come before ours), so the waiter holds on its
    -- node's watch only once an answer came on the new connection; here it must read its node, find
    -- it gone, and queue again behind the client that took the lock meanwhile
    local cqueues = require "cqueues"
    local px = helper.proxy(zk)
    local a = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local b = assert(zklock.connect { servers = px.servers, waiter = "cqueues", session_timeout = 20 })
    local c = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    finally(function() a:close(); b:close(); c:close(); px:stop() end)
    -- the library re-registers its watches in its hash table's order: a few node names, so that
    -- both orders come up
    for round = 1, 4 do
    local path = "/i24/cut" .. round
    local ma, mb, mc = a:mutex(path), b:mutex(path, { local_handoffs = false }), c:mutex(path)
    local st = {}
    local function until_true(cond, what)
      local deadline = zklock.now() + 20
      while not cond() do assert(zklock.now() < deadline, what); cqueues.sleep(0.005) end
    end
    local function others(except)
      local list = {}
      for _, n in ipairs(helper.children(admin, path)) do
        local full = path .. "/" .. n
        if not except[full] then list[#list + 1] = full end
      end
      return list
    end
    local cq = cqueues.new()
    cq:wrap(function()
      assert(ma:acquire(10))
      st.a_holds = true
      until_true(function() return #others { [ma:node()] = true } == 1 end, "b's node")
      st.b_node = others { [ma:node()] = true }[1]
      px:partition()                                 -- b hears nothing from here on
      assert(admin:delete(st.b_node))                -- b's node goes, then the node ahead of it
      assert.is_true(ma:release())
      assert(mc:acquire(10))                         -- another client takes the lock
      st.c_holds = true
      px:heal()
      px:reset()                                     -- b reconnects: its two watches fire now
      until_true(function() return #others { [mc:node()] = true } == 1 end, "b did not queue again")
      st.b_new = others { [mc:node()] = true }[1]
      assert.is_true(mc:is_owned())
      st.c_holds = false
      assert.is_true(mc:release())
    end)
    cq:wrap(function()
      until_true(function() return st.a_holds end, "a")
      st.ok, st.msg = mb:acquire(30)
      st.while_c = st.c_holds
      st.node = mb:node()
      if st.ok then mb:release() end
    end)
    assert(cq:loop(60))
    assert.is_true(st.ok, st.msg)
    assert.is_false(st.while_c)
    assert.are_not.equal(st.b_node, st.node)
    assert.equals(st.b_new, st.node)
    end
  end)

  it("(review R4) a refused delete retried from the timer, whose retry cannot be sent, is still retried", function()
    local a = assert(zklock.connect { servers = zk.servers, session_timeout = 8 })
    finally(function() a:close() end)
    local path = "/r4/lock"
    local holder = admin:mutex(path)
    assert.is_true(holder:acquire(5))
    assert(op(admin, "set_acl", path, "crwa"))
    do
      local m = a:mutex(path, { local_handoffs = false })
      assert.is_nil((m:acquire(0.3)))    -- queued behind, gives up: its delete is refused, retried every I
    end
    local t0 = zklock.now()              -- the refusal came within the acquire (0.3 s + 0.5 s grace)
    core._test.fail_deletes(a, 1)        -- the timer's retry (I = 2 s later) cannot be sent
    pause(2.3 - (zklock.now() - t0) + 0.0, { a })
    collectgarbage(); collectgarbage()   -- before the next retry (another I later)
    assert(op(admin, "set_acl", path, "cdrwa"))
    local gone = helper.eventually(function() return #helper.children(admin, path) == 1 end, 4, { a })
    assert.is_true(gone, "the abandoned node stayed after the ACL was mended")
    holder:release()
  end)
end)
