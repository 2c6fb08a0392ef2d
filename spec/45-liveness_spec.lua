-- Liveness: after a fault ends, every lock comes free again within a bound docs/safety.md states
-- ("Liveness"), and a hold acquire() returns is worth acting on. One test per fault; each failed
-- before the rule it checks.
local helper = require "helper"
local zklock = require "zklock"
local core = require "zklock.core"

describe("liveness #once", function()
  describe("a wiped server", function()
    local zk
    setup(function() zk = helper.server() end)
    teardown(function() zk:destroy() end)

    it("a session the server no longer knows (its zxid ahead of the server's) is ended after T and opened again", function()
      local s = assert(zklock.connect { servers = zk.servers, session_timeout = 2 })
      local heard = {}
      s:on_state(function(event, _, reason) heard[#heard + 1] = event .. ":" .. tostring(reason) end)
      local m = s:mutex("/wiped/lock")
      for _ = 1, 3 do assert.is_true(m:acquire(5)); assert.is_true(m:release()) end   -- zxids go up
      local old = s:session_id()
      zk:wipe()   -- the server starts from zxid 0: it refuses the handle, which has seen later ones
      assert.is_true(helper.eventually(function() return s:state() == "connected" and s:session_id() ~= old end,
        60, { s }), "still " .. s:state() .. " after 60 s: " .. table.concat(heard, " "))
      local lost
      for _, h in ipairs(heard) do if h:match("^lost:") then lost = h end end
      assert.equals("lost:no_server", lost, table.concat(heard, " "))
      -- the new session is announced as new: "reconnected" would say nothing was lost
      local function after_lost()
        for i, h in ipairs(heard) do if h:match("^lost:") then return heard[i + 1] end end
      end
      assert.is_true(helper.eventually(function() return after_lost() ~= nil end, 30, { s }), table.concat(heard, " "))
      assert.equals("connected:nil", after_lost(), table.concat(heard, " "))
      assert.is_true(m:acquire(10))   -- the lock is usable again on the new session
      assert.is_true(m:release())
      s:close()
    end)

    it("an acquire waiting when no server takes the session back answers lost, saying so", function()
      local px = helper.proxy(zk)
      local s = assert(zklock.connect { servers = px.servers, session_timeout = 5, reconnect = false })
      finally(function() s:close(); px:stop() end)
      px:set("refuse=1")
      px:reset()
      assert.is_true(helper.eventually(function() return s:state() == "suspended" end, 20))
      -- no fail_fast: it waits, and the session ends under it T after the connection went
      local ok, msg, code = s:mutex("/wiped/waiting"):acquire(120)
      assert.is_nil(ok)
      assert.equals("lost", code)
      assert.matches("cannot acquire /wiped/waiting: no server took the session back within its timeout", msg, 1, true)
    end)
  end)

  describe("ownership on every grant path", function()
    local zk, s1, admin
    setup(function()
      zk = helper.server()
      s1 = assert(zklock.connect { servers = zk.servers })
      admin = assert(zklock.connect { servers = zk.servers })
    end)
    teardown(function() s1:close(); admin:close(); zk:destroy() end)

    -- While b is cut off, an outsider replaces b's waiting node by a node of the same name it owns,
    -- and the holder goes. On the reconnect b decides on a listing (its stat's reply is taken as
    -- lost, so it lists again): the listing shows b's name first, and a listing shows names only.
    -- b must not hold on the outsider's node (before: held for a round trip, then lost "deleted").
    it("after a reconnect, a listing showing our name is not ours until our session is seen to own it", function()
      local px = helper.proxy(zk)
      local s2 = assert(zklock.connect { servers = px.servers, session_timeout = 10 })
      finally(function() s2:close(); px:stop() end)
      local path = "/own/relist"
      local a, b = s1:mutex(path), s2:mutex(path, { local_handoffs = false })
      assert.is_true(a:acquire(5))
      local bh = assert(b:_begin(false, true))   -- b waits in line (a hold in flight, as acquire begins it)
      assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 2 end, 10, { s2 }))
      local names = helper.children(admin, path)
      table.sort(names, function(x, y) return x:sub(-10) < y:sub(-10) end)
      local b_node = path .. "/" .. names[2]
      px:set("refuse=1")
      px:reset()
      assert.is_true(helper.eventually(function() return s2:state() == "suspended" end, 10, { s2 }))
      assert(admin:delete(b_node))
      assert(admin:create(b_node, "impostor", { ephemeral = true }))
      assert.is_true(a:release())
      core._test.drop_stats(s2, 1)
      px:set("")
      local mine = s2:session_id()
      local function b_again()   -- a node of b's session other than the impostor
        for _, n in ipairs(helper.children(admin, path)) do
          local st = admin:exists(path .. "/" .. n)
          if st and st.ephemeral_owner == mine then return true end
        end
      end
      assert.is_true(helper.eventually(function() return bh:done() or b_again() end, 30, { s2 }))
      assert.is_false(bh:done(), "b held on the outsider's node")
      assert.is_true(b_again())
      assert(admin:delete(b_node))   -- the impostor goes: b holds with its own node
      assert.is_true(helper.eventually(function() return bh:done() end, 10, { s2 }))
      assert.is_true(b:_finish(bh))
      assert.equals(mine, admin:exists(bh:node()).ephemeral_owner)
      bh:_release(false)
    end)
  end)

  -- The process is paused (SIGSTOP) while it holds, with another of its coroutines queued behind;
  -- it goes on with little validity left and no answer from the server yet (a partition holds the
  -- refresh back). The hand-off must not give the second coroutine a hold that is nearly over
  -- (before: true with under 0.1 T left).
  describe("a paused process", function()
    local zk
    setup(function() zk = helper.server() end)
    teardown(function() zk:destroy() end)

    -- no answer comes back (a partition) while the coroutine's hold runs low; it acquires again:
    -- the re-entry waits for a fresh proof, none comes, the hold is lost (before: true, short)
    it("a re-entry is not answered true with less than grant_validity x T left either", function()
      local px = helper.proxy(zk)
      local s = assert(zklock.connect { servers = px.servers, session_timeout = 4 })
      finally(function() s:close(); px:stop() end)
      local T = s:session_timeout()
      local m = s:mutex("/paused/reentry")
      assert.is_true(m:acquire(5))
      px:partition()
      assert.is_true(helper.eventually(function() return m:validity() < 0.2 * T end, 30))
      local ok, _, code = m:acquire(5)
      if ok then
        assert.is_true(m:validity() >= 0.2 * T, "re-entered with " .. m:validity() .. " s left")
      else
        assert.equals("lost", code)
      end
      px:heal()
      m:release()
      if ok then m:release() end
    end)

    it("a validity_margin up to below 1 still connects: the default grant_validity fits it", function()
      for _, margin in ipairs { 0.7, 0.9 } do
        local s = assert(zklock.connect { servers = zk.servers, validity_margin = margin })
        assert.is_true(s:mutex("/paused/margin"):acquire(5))
        s:close()
      end
      helper.raises("grant_validity must be from 0 to 0.35", zklock.connect, { servers = zk.servers, grant_validity = 0.4 })
    end)

    -- a latch granted in C whose first look by Lua finds it short (a pause) waits for its fresh
    -- proof; the hold ends first (its deadline, the connection down): the latch must join again by
    -- itself, driven by its listeners and dispatch() alone (before: it kept its dead turn for ever)
    it("a latch whose hold ends while it waits for its fresh proof joins again by itself", function()
      local px = helper.proxy(zk)
      local s = assert(zklock.connect { servers = px.servers, session_timeout = 4 })
      finally(function() s:close(); px:stop() end)
      local T = s:session_timeout()
      local latch = s:leader_latch("/paused/latch")
      local heard = {}
      latch:on_change(function(_, leading) heard[#heard + 1] = leading end)
      latch:start()
      -- granted in C; Lua has not looked yet (no dispatch)
      assert.is_true(helper.eventually(function() return latch.hold ~= nil and latch.hold:done() end, 20))
      local first = latch.hold
      px:set("refuse=1")
      px:reset()
      assert.is_true(helper.eventually(function() return s:state() == "suspended" end, 20))
      core._test.clock_skew(s:_stats().min_validity_ms / 1000 - 0.2 * T)   -- a pause: the hold is short
      s:dispatch()
      assert.is_false(first:done(), "the first turn should wait for its proof")
      assert.is_true(helper.eventually(function() return first:lost() end, 30, { s }))   -- its deadline, cut off
      px:set("")
      -- listeners and dispatch() only (no is_leader(), no await()): the latch joins and leads again
      assert.is_true(helper.eventually(function() return heard[1] == true end, 60, { s }))
      assert.are_not.equal(first, latch.hold)
      assert.same({ true }, heard)
      latch:close()
    end)

    it("hands no hold over with less than grant_validity x T left", function()
      local T = 4
      local dir = helper.tmpdir()
      local out, fifo = dir .. "/out", dir .. "/in"
      local px = helper.proxy(zk)
      assert(helper.sh("mkfifo " .. helper.quote(fifo)))
      local pid = helper.spawn("exec " .. helper.lua_cmd("spec/workers/pause.lua", px.servers, "/paused/lock", T, out) ..
        " < " .. helper.quote(fifo))
      local w = assert(io.open(fifo, "w"))   -- the worker's stdin, open once it reads it
      finally(function()
        w:close()
        helper.kill(pid)
        helper.sh("kill -CONT " .. pid .. " 2>/dev/null")
        px:stop()
        helper.sh("rm -rf " .. helper.quote(dir))
      end)
      local v
      assert.is_true(helper.eventually(function()
        v = tonumber((helper.read(out) or ""):match("ready (%S+)"))
        return v ~= nil
      end, 60), helper.read(out))
      -- paused until 0.08 T of a's validity is left: b's grant would come with less
      assert(helper.sh("kill -STOP " .. pid .. " && pkill -STOP -P " .. pid .. "; true"))
      helper.sleep(math.max(0, v - 0.08 * T))
      px:partition()
      assert(helper.sh("pkill -CONT -P " .. pid .. "; kill -CONT " .. pid))
      w:write("go\n")
      w:flush()
      local ok, validity
      assert.is_true(helper.eventually(function()
        ok, validity = (helper.read(out) or ""):match("b (%S+) (%S+)")
        return ok ~= nil
      end, 60), helper.read(out))
      px:heal()
      if ok == "true" then
        assert.is_true(tonumber(validity) >= 0.2 * T, "b was handed a hold with " .. validity .. " s left")
      end
    end)
  end)

  -- A holder whose Lua hangs (a busy loop, a blocking call) in a live process: its C threads keep
  -- the session and the lease alive, so only its ttl can end the hold (before: held for as long
  -- as the process lived).
  describe("a hung holder", function()
    local zk, s1, s2
    setup(function()
      zk = helper.server()
      s1 = assert(zklock.connect { servers = zk.servers })
      s2 = assert(zklock.connect { servers = zk.servers })
    end)
    teardown(function() s1:close(); s2:close(); zk:destroy() end)

    it("in another process: its ttl ends the hold, and the next process gets the lock while it still hangs", function()
      local dir = helper.tmpdir()
      local out = dir .. "/out"
      local pid = helper.spawn(helper.lua_cmd("spec/workers/hang.lua", zk.servers, "/hung/lock", 2, out))
      finally(function() helper.kill(pid); helper.sh("rm -rf " .. helper.quote(dir)) end)
      local node
      assert.is_true(helper.eventually(function()
        node = (helper.read(out) or ""):match("held (%S+)")
        return node ~= nil
      end, 60), "the worker did not hold")
      local m = s1:mutex("/hung/lock")
      assert.is_true(m:acquire(60))   -- before: a timeout, the worker holding for ever
      assert.is_true(helper.sh("kill -0 " .. pid), "the worker must still be running, hung")
      assert.is_false(s1:exists(node))
      assert.is_true(m:release())
    end)

    -- a second acquire of the hung process waits with a timeout of 3 s and no ttl: a Lua that runs
    -- gives it up then; this one never does, and C would grant it the lock when its turn comes
    -- (before: after the ttl'd hold, the hung process held again, for as long as it lived)
    it("in another process: an acquire that timed out there is given up by zklock, the lock stays free", function()
      local dir = helper.tmpdir()
      local out = dir .. "/out"
      local pid = helper.spawn(helper.lua_cmd("spec/workers/hang.lua", zk.servers, "/hung/waiter", 2, out, 3))
      finally(function() helper.kill(pid); helper.sh("rm -rf " .. helper.quote(dir)) end)
      assert.is_true(helper.eventually(function() return (helper.read(out) or ""):match("held") ~= nil end, 60))
      local m = s1:mutex("/hung/waiter")
      assert.is_true(m:acquire(60))   -- the ttl ended the hung hold
      local t0 = core.now()
      assert.is_true(helper.eventually(function() return core.now() - t0 > 4 end, 10, { s1 }))  -- past the wait's 3 s
      assert.is_true(m:release())
      assert.is_true(m:acquire(30))   -- nobody of the hung process holds now
      assert.is_true(helper.sh("kill -0 " .. pid), "the worker must still be running, hung")
      assert.is_true(m:release())
    end)

    it("a local hand-off does not pass a hold ended by its ttl on: the next client gets the lock", function()
      local path = "/hung/local"
      local m1, m2 = s1:mutex(path), s2:mutex(path)
      local lost = {}
      m1:on_lost(function(_, reason) lost[#lost + 1] = reason end)
      local h1 = assert(m1:hold(5, { ttl = 1 }))
      local h2 = assert(m1:_begin(false, true))   -- queued behind h1 in this session (a local member)
      assert.is_false(h2:done())
      assert.is_true(m2:acquire(60))   -- s1's C timer ends h1 at its ttl; its node goes
      assert.equals("ttl", h1:lost())
      assert.is_false(h1:is_held())
      assert.is_false(h2:done())       -- s1's waiters queue again, behind s2
      s1:dispatch()
      assert.same({ "ttl" }, lost)
      local ok, _, code = h1:release()
      assert.is_nil(ok)
      assert.equals("lost", code)
      assert.is_true(m2:release())
      assert.is_true(helper.eventually(function() return h2:done() end, 30, { s1 }))
      assert.is_true(m1:_finish(h2))
      assert.is_true(h2:is_held())
      h2:_release(false)
    end)

    it("set_ttl moves a hold's end; validity() never runs past it; 0 removes it", function()
      local m = s1:mutex("/hung/set")
      assert.is_true(m:acquire(5, { ttl = 100 }))
      assert.is_true(m:validity() <= s1:session_timeout())
      assert.is_true(m:set_ttl(0.5))
      assert.is_true(m:validity() <= 0.5)
      assert.is_true(m:set_ttl(0))
      assert.is_true(m:validity() > 0.5)
      assert.is_true(m:set_ttl(0.3))
      assert.is_true(helper.eventually(function() return not m:is_owned() end, 30, { s1 }))
      local ok, msg, code = m:release()
      assert.is_nil(ok)
      assert.equals("lost", code)
      assert.matches("ttl ran out", msg)
      helper.raises("set_ttl of /hung/set: you do not own", m.set_ttl, m, 1)
      helper.raises("ttl must be a number", m.set_ttl, m, -1)
      helper.raises("unknown acquire option 'tll'", m.acquire, m, 1, { tll = 1 })
      local t = s1:mutex("/hung/opt", { ttl = 0.3 })   -- the lock option: every hold's
      assert.is_true(t:acquire(5))
      assert.is_true(t:validity() <= 0.3)
      assert.is_true(helper.eventually(function() return not t:is_owned() end, 30, { s1 }))
      helper.raises("lock option ttl must be", s1.mutex, s1, "/hung/x", { ttl = "1" })
      helper.raises("ttl is for mutexes and read%-write locks", s1.semaphore, s1, "/hung/sem", 2, { ttl = 1 })
      -- the acquires of locks without a ttl refuse one, rather than take it and never apply it
      local sm, sem = s1:semaphore_mutex("/hung/sm"), s1:semaphore("/hung/sem", 2)
      local ml = s1:multilock { s1:mutex("/hung/m1"), s1:mutex("/hung/m2") }
      local none = "takes no acquire options %(ttl is for mutexes and read%-write locks%)"
      helper.raises("a semaphore mutex " .. none, sm.acquire, sm, 1, { ttl = 0.5 })
      helper.raises("a semaphore mutex " .. none, sm.hold, sm, 1, { ttl = 0.5 })
      helper.raises("a semaphore mutex " .. none, sm.guard, sm, 1, { ttl = 0.5 })
      helper.raises("a semaphore " .. none, sem.acquire, sem, 1, 1, { ttl = 0.5 })
      helper.raises("a multilock " .. none, ml.acquire, ml, 1, { ttl = 0.5 })
      assert.is_false(sm:is_owned())
    end)
  end)

  -- An ensemble that loses committed writes (a quorum loss whose recovery truncates logs) can bring
  -- back nodes we deleted, owned by our live session: nobody holds them, everybody queues behind.
  -- The test hook names the node we deleted last; we create it again under our session, as the
  -- ensemble would (before: the lock stayed blocked for as long as our session lived).
  describe("nodes that come back", function()
    local zk, s2
    setup(function()
      zk = helper.server { container_ms = 600000 }   -- the locks' directories outlive their nodes here
      s2 = assert(zklock.connect { servers = zk.servers })
    end)
    teardown(function() s2:close(); zk:destroy() end)

    local function revive(s, path, m)
      assert.is_true(m:acquire(5))
      assert.is_true(m:release())
      local name = assert(core._test.grave(s, path))
      assert(s:create(name, "", { ephemeral = true }))   -- ours again, and nobody's hold
      return name
    end

    it("a listing of ours that shows one deletes it again", function()
      local s = assert(zklock.connect { servers = zk.servers })
      finally(function() s:close() end)
      local path = "/revived/listed"
      local m = s:mutex(path, { local_handoffs = false })
      local name = revive(s, path, m)
      local other = s2:mutex(path)
      assert.is_nil((other:acquire(0)))   -- the node that came back blocks everybody
      assert.is_true(m:acquire(10))       -- our listing sees it: deleted again
      assert.is_false(s2:exists(name))
      assert.is_true(m:release())
      assert.is_true(other:acquire(10))
      assert.is_true(other:release())
    end)

    it("a node with a name we deleted that another session owns is its own: not deleted", function()
      local s = assert(zklock.connect { servers = zk.servers })
      finally(function() s:close() end)
      local path = "/revived/foreign"
      local m = s:mutex(path, { local_handoffs = false })
      assert.is_true(m:acquire(5))
      assert.is_true(m:release())
      local name = assert(core._test.grave(s, path))
      assert(s2:create(name, "someone else's", { ephemeral = true }))
      assert.is_nil((m:acquire(0)))   -- it is s2's: we queue behind it, and it stays
      assert.is_truthy(s2:exists(name))
      assert(s2:delete(name))
      assert.is_true(m:acquire(10))
      assert.is_true(m:release())
    end)

    it("a reconnect lists the locks we deleted nodes of and deletes those that came back", function()
      local px = helper.proxy(zk)
      local s = assert(zklock.connect { servers = px.servers, session_timeout = 10 })
      finally(function() s:close(); px:stop() end)
      local path = "/revived/reconnect"
      local name = revive(s, path, s:mutex(path))
      local other = s2:mutex(path)
      assert.is_nil((other:acquire(0)))
      px:reset()   -- a new connection, as after a leader change
      assert.is_true(helper.eventually(function() return not s2:exists(name) end, 30, { s }))
      assert.is_true(other:acquire(10))
      assert.is_true(other:release())
    end)
  end)
end)
