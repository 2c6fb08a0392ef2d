-- Lua 5.4 only (to-be-closed variables): guard() releases at scope exit, errors included.
-- spec/run.sh leaves *_54_spec files out under other Lua versions.
local helper = require "helper"
local zklock = require "zklock"

describe("guard <close>", function()
  local zk, s
  local env = helper.fixture(1)
  setup(function() env.up(); zk, s = env.zk, env[1] end)
  teardown(env.down)

  it("guard() releases at scope exit, errors included", function()
    local m = s:mutex("/guard")
    do
      local g <close> = assert(m:guard(5))
      assert.is_true(m:is_owned())
    end
    assert.is_false(m:is_owned())
    local ok = pcall(function()
      local g <close> = assert(m:guard(5))
      error("boom")
    end)
    assert.is_false(ok)
    assert.is_false(m:is_owned())
    assert.same({}, helper.children(s, "/guard"))
  end)

  it("works for the semaphore mutex and the multilock too", function()
    local m = s:semaphore_mutex("/guard/sem")
    do
      local g <close> = assert(m:guard(5))
      assert.is_true(m:is_owned())
    end
    assert.is_false(m:is_owned())
    local ml = s:multilock { "/guard/a", "/guard/b" }
    do
      local g <close> = assert(ml:guard(5))
      assert.is_true(ml:is_acquired_in_this_process())
    end
    assert.is_false(ml:is_acquired_in_this_process())
  end)
end)
