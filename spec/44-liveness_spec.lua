-- Liveness: after a fault ends, every lock comes free again within a bound docs/safety.md states
-- ("Liveness"), and a hold acquire() returns is worth acting on. One test per fault; each failed
-- before the rule it checks.
local helper = require "helper"
local zklock = require "zklock"

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
end)
