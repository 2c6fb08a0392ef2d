-- A reload of zklock (package.loaded cleared, require again), as a long-lived program does to pick
-- up new code: the objects made before keep their classes and every method, C's and Lua's
-- (csrc/class.c keeps each class's metatable and methods table; the Lua layer's per-session state
-- is kept by zklock.core too, core.shared), and close() is still the Lua one that drains.
local helper = require "helper"
local zklock = require "zklock"

local function unload(only_core)
  for name in pairs(package.loaded) do
    if name == "zklock.core" or (not only_core and (name == "zklock" or name:match("^zklock%."))) then
      package.loaded[name] = nil
    end
  end
end

describe("a reload of zklock", function()
  local zk, observer
  local env = helper.fixture(1)
  setup(function() env.up(); zk, observer = env.zk, env[1] end)
  teardown(env.down)

  for _, only_core in ipairs { false, true } do
    local what = only_core and "zklock.core alone" or "every zklock module"
    it("(" .. what .. "): locks made before still acquire and release; close() still drains", function()
      local s = assert(zklock.connect { servers = zk.servers, session_timeout = 5 })
      local base = "/reload/" .. (only_core and "core" or "all")
      local m = s:mutex(base .. "/m")
      local rw = s:rwlock(base .. "/rw")
      local ml = s:multilock { base .. "/a", base .. "/b" }
      local async = s:mutex(base .. "/async", { async_release = true })
      unload(only_core)
      local z2 = require "zklock"
      if not only_core then assert.are_not.equal(zklock, z2) end
      assert.are.equal(zklock.version, z2.version)

      assert.is_true(m:acquire(5))
      assert.is_true(m:is_owned())
      assert.equals(1, #helper.children(observer, base .. "/m"))
      assert.is_true(m:release())
      assert.same({}, helper.children(observer, base .. "/m"))

      local w, r = rw:write_lock(), rw:read_lock()
      assert.is_true(w:acquire(5))
      assert.is_true(r:acquire(5))                  -- a downgrade, as before the reload
      assert.is_true(w:release())
      assert.is_true(r:is_owned())
      assert.is_true(r:release())
      assert.equals("zklock.WriteLock", getmetatable(w).__name)

      assert.is_true(ml:acquire(5))
      assert.is_true(ml:release())

      -- a new lock of the old session, after the reload
      local m2 = s:mutex(base .. "/new")
      assert.is_true(m2:acquire(5))
      assert.is_true(m2:release())

      -- close() is zklock's, not the bare C one: it drains (an async release's delete still on
      -- its way) and hands out what closing finished
      assert.equals("Lua", debug.getinfo(s.close, "S").what)
      assert.is_true(async:acquire(5))
      assert.is_true(async:release())               -- returns at once; the delete is on its way
      assert.is_true(s:close())
      assert.same({}, helper.children(observer, base .. "/async"))
      local ok, msg, code = m:acquire(1)
      assert.is_nil(ok)
      assert.equals("closed", code, msg)
    end)
  end
end)
