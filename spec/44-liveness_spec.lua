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
      assert.is_true(m:acquire(10))   -- the lock is usable again on the new session
      assert.is_true(m:release())
      s:close()
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
end)
