-- Module surface and bad input: clear errors, never a crash.
local helper = require "helper"
local zklock = require "zklock"

describe("zklock module", function()
  local zk, s
  local env = helper.fixture(1)
  setup(function() env.up(); zk, s = env.zk, env[1] end)
  teardown(env.down)

  it("has a version string and names its userdata", function()
    assert.matches("^%d+%.%d+%.%d+$", zklock.version)
    local m = s:mutex("/names")
    assert.equals("zklock.Session", getmetatable(s).__name)
    assert.equals("zklock.Mutex", getmetatable(m).__name)
    assert.matches("^zklock%.Session%(127%.0%.0%.1:%d+, connected%)$", tostring(s))
    assert.equals("zklock.Mutex(/names, free)", tostring(m))
    assert(m:acquire(5))
    assert.equals("zklock.Mutex(/names, held)", tostring(m))
    m:release()
  end)

  describe("rejects invalid paths", function()
    local bad = {
      [""] = "empty",
      ["a"] = "start with '/'",
      ["/a/"] = "end with '/'",
      ["/a//b"] = "empty element",
      ["/a\0b"] = "NUL",
      ["/a/./b"] = "relative",
      ["/a/.."] = "relative",
    }
    for p, why in pairs(bad) do
      it(string.format("%q", p), function()
        assert.has_error(function() s:mutex(p) end)
        local ok, err = pcall(s.mutex, s, p)
        assert.is_false(ok)
        assert.matches("^zklock: invalid path: .*" .. why:gsub("%p", "%%%0"), err)
        ok, err = pcall(s.exists, s, p)
        assert.is_false(ok)
        assert.matches("^zklock: invalid path", err)
      end)
    end
    it("non-strings", function()
      for _, v in ipairs({ 1, true, {}, function() end }) do
        local ok, err = pcall(s.mutex, s, v)
        assert.is_false(ok)
        assert.matches("^zklock: path must be a string", err)
      end
      local ok, err = pcall(s.mutex, s)
      assert.is_false(ok)
      assert.matches("^zklock: path must be a string, got nil", err)
    end)
  end)

  it("rejects bad connect options", function()
    local cases = {
      { nil, "options table" },
      { {}, "'servers' is required" },
      { { servers = 1 }, "'servers' must be a string" },
      { { servers = zk.servers, session_timeout = "x" }, "'session_timeout' must be a number" },
      { { servers = zk.servers, session_timeout = -1 }, "session_timeout must be from 0.002 to 1073741.823 seconds" },
      { { servers = zk.servers, connect_timeout = 0 / 0 }, "timeout must be a non%-negative" },
      { { servers = zk.servers, namespace = "ns" }, "invalid namespace" },
      { { servers = zk.servers, acl = "everyone" }, "acl must be" },
      { { servers = zk.servers, auth = { { scheme = "digest" } } }, "auth%[1%]" },
      { { servers = zk.servers, waiter = "fibers" }, "unknown waiter" },
      { { servers = zk.servers, waiter = {} }, "wait%(session, timeout%)" },
      { { servers = zk.servers, log_level = "loud" }, "unknown log_level" },
      { { servers = zk.servers, colour = "red" }, "unknown connect option 'colour'" },
      { { servers = zk.servers, reconnect = "yes" }, "'reconnect' must be a boolean" },
    }
    for _, c in ipairs(cases) do
      local ok, err = pcall(zklock.connect, c[1])
      assert.is_false(ok)
      assert.matches("^zklock: .*" .. c[2], err)
    end
  end)

  it("rejects bad timeouts and lock options", function()
    local m = s:mutex("/bad/timeouts")
    for _, t in ipairs({ -1, 0 / 0, "1", {}, true }) do
      local ok, err = pcall(m.acquire, m, t)
      assert.is_false(ok)
      assert.matches("^zklock: timeout must be a non%-negative number", err)
    end
    -- a timeout of another type says which: "got 5" would read as valid
    for t, said in pairs { ["5"] = 'got string "5"$', [true] = "got boolean true$", [m] = "got userdata$" } do
      local ok, err = pcall(m.acquire, m, t)
      assert.is_false(ok)
      assert.matches(said, err)
    end
    assert.is_false(m:is_owned())
    assert.has_error(function() s:mutex("/x", { data = 5 }) end, "zklock: data must be a string, got number")
    assert.has_error(function() s:mutex("/x", { color = 1 }) end, "zklock: unknown lock option 'color'")
    assert.has_error(function() s:mutex("/x", "data") end, "zklock: lock options must be a table")
    assert.has_error(function() m:with(1) end, "zklock: with() needs a function")
    assert.has_error(function() m:on_lost("x") end, "zklock: on_lost() needs a function")
    assert.has_error(function() s:on_state(nil) end, "zklock: on_state() needs a function")
    assert.has_error(function() s:set("/x", 5) end, "zklock: data must be a string, got number")
    assert.has_error(function() s:create("/x", "", { ephemeral = true, container = true }) end)
    assert.has_error(function() s:create("/x", "", { forever = true }) end, "zklock: unknown create option 'forever'")
    assert.has_error(function() s:delete("/x", 1.5) end,
      "zklock: version must be an integer from -1 to 2147483647, got 1.5")
  end)

  it("raises 'do not own' when releasing a lock not held", function()
    local m = s:mutex("/bad/release")
    local ok, err = pcall(m.release, m)
    assert.is_false(ok)
    assert.matches("^zklock: .*do not own", err)
    -- held by another coroutine: still not ours
    assert(m:acquire(5))
    local co = coroutine.create(function() return pcall(m.release, m) end)
    local _, cok, cerr = coroutine.resume(co)
    assert.is_false(cok)
    assert.matches("do not own", cerr)
    assert.is_true(m:is_owned())
    assert(m:release())
  end)

  it("answers use after close() with clear errors", function()
    local s2 = assert(zklock.connect { servers = zk.servers })
    local m = s2:mutex("/after/close")
    assert(m:acquire(5))
    local node = m:node()
    assert.is_true(s2:close())
    assert.is_true(s2:close())                   -- idempotent
    assert.equals("closed", s2:state())
    local ok, msg, code = m:acquire(1)
    assert.is_nil(ok)
    assert.equals("closed", code)
    assert.matches("closed", msg)
    ok, msg, code = m:release()                  -- the hold went with the session
    assert.is_nil(ok)
    assert.equals("closed", code)
    assert.is_false(m:is_owned())
    assert.has_error(function() m:release() end)  -- now nothing is held at all
    local _, _, c2 = s2:get("/after")
    assert.equals("closed", c2)
    assert.has_error(function() s2:mutex("/y") end, "zklock: session is closed")
    assert.has_error(function() s2:fd() end, "zklock: session is closed")
    assert.is_number(s2:dispatch())
    assert.is_false(s:exists(node))               -- close() took our node with it
  end)
end)
