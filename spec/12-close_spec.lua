-- Lua 5.4 only (to-be-closed variables): guard() releases at scope exit, errors included. The
-- 5.4 syntax is compiled at run time (load), so that every Lua can read this file; spec/run.sh
-- leaves the #lua54 tests out under the others.
local helper = require "helper"
local zklock = require "zklock"

-- runs a chunk of Lua 5.4 code with the given arguments
local function run54(src, ...) return assert(load(src))(...) end

describe("guard <close> #lua54", function()
  local zk, s
  local env = helper.fixture(1)
  setup(function() env.up(); zk, s = env.zk, env[1] end)
  teardown(env.down)

  it("guard() releases at scope exit, errors included", function()
    local m = s:mutex("/guard")
    run54([[
      local m = ...
      do
        local g <close> = assert(m:guard(5))
        assert(m:is_owned())
      end]], m)
    assert.is_false(m:is_owned())
    local ok = pcall(run54, [[
      local m = ...
      local g <close> = assert(m:guard(5))
      error("boom")]], m)
    assert.is_false(ok)
    assert.is_false(m:is_owned())
    assert.same({}, helper.children(s, "/guard"))
  end)

  it("a hold lost inside the scope is reported to on_lost when the guard closes", function()
    local s2 = assert(zklock.connect { servers = zk.servers, session_timeout = 4 })
    finally(function() s2:close() end)
    local m = s2:mutex("/guard/lost")
    local lost = {}
    m:on_lost(function(lock, reason) lost[#lost + 1] = reason end)
    run54([[
      local m, s, s2, zklock, lost = ...
      local g <close> = assert(m:guard(5))
      assert(s:delete(m:node()))
      -- noticed by the core; nobody dispatches s2's events inside the scope
      local deadline = zklock.now() + 30
      while m:is_owned() and zklock.now() < deadline do s2:_wait(0.05) end
      assert(not m:is_owned())
      assert(#lost == 0)]], m, s, s2, zklock, lost)
    assert.same({ "deleted" }, lost)
  end)

  it("works for the semaphore mutex and the multilock too", function()
    local m = s:semaphore_mutex("/guard/sem")
    run54([[
      local m = ...
      local g <close> = assert(m:guard(5))
      assert(m:is_owned())]], m)
    assert.is_false(m:is_owned())
    local ml = s:multilock { "/guard/a", "/guard/b" }
    run54([[
      local ml = ...
      local g <close> = assert(ml:guard(5))
      assert(ml:is_acquired_in_this_process())]], ml)
    assert.is_false(ml:is_acquired_in_this_process())
  end)
end)
