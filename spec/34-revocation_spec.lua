-- Revocation and the scoped forms: the README's pattern, make_revocable(function(lock)
-- lock:release() end), inside with() and a guard. A hold its listener released is not released
-- again: with() and release() answer nil, msg, "revoked"; a guard's close skips it.
local helper = require "helper"

describe("revocation", function()
  local env = helper.fixture(2)
  local s, s2
  setup(function() env.up(); s, s2 = env[1], env[2] end)
  teardown(env.down)

  -- revokes our node from the other session, then lets the listener run (a plain operation
  -- dispatches the session, as any call that waits does)
  local function revoke(node)
    assert.is_true(s2:revoke(node))
    assert.is_true(helper.eventually(function() s:dispatch(); return not s:exists(node) end, 10))
  end

  local function revocable(lock)
    local calls = 0
    lock:make_revocable(function(l) calls = calls + 1; assert(l:release()) end)
    return function() return calls end
  end

  it("with(): a revoked hold is not released again; with() answers nil, msg, \"revoked\"", function()
    local m = s:mutex("/rev/with")
    local calls = revocable(m)
    local ran = false
    local ok, msg, code = m:with(5, function()
      revoke(m:node())
      ran = true
      return "done"
    end)
    assert.is_true(ran)
    assert.equals(1, calls())
    assert.is_nil(ok)
    assert.equals("revoked", code)
    assert.matches("/rev/with", msg)
    assert.is_false(m:is_owned())
    assert.same({}, helper.children(s, "/rev/with"))
    -- the lock works as before
    assert.equals("again", m:with(5, function() return "again" end))
  end)

  it("release() after revocation returns nil, msg, \"revoked\" once; another release raises", function()
    local m = s:mutex("/rev/plain")
    revocable(m)
    assert.is_true(m:acquire(5))
    revoke(m:node())
    local ok, msg, code = m:release()
    assert.is_nil(ok)
    assert.equals("revoked", code)
    assert.matches("revocation", msg)
    helper.raises("do not own", m.release, m)
    -- a new hold clears it: released normally
    assert.is_true(m:acquire(5))
    assert.is_true(m:release())
  end)

  it("a guard skips a hold that was revoked or released meanwhile", function()
    local m = s:mutex("/rev/guard")
    revocable(m)
    local g = assert(m:guard(5))
    revoke(m:node())
    local ok, _, code = g:release()
    assert.is_nil(ok)
    assert.equals("revoked", code)
    assert.is_true(g:release())   -- once only
    -- released by hand inside the scope: the guard has nothing left to do
    g = assert(m:guard(5))
    assert.is_true(m:release())
    assert.is_true(g:release())
    if _VERSION == "Lua 5.4" then
      -- the to-be-closed form, as the README writes it
      local run = assert(load([[
        local m, revoke = ...
        local g <close> = assert(m:guard(5))
        revoke(m:node())
        return "left the scope"
      ]]))
      assert.equals("left the scope", run(m, revoke))
      assert.same({}, helper.children(s, "/rev/guard"))
    end
  end)

  it("with(): a hold fn released itself is skipped and fn's results are returned", function()
    local m = s:mutex("/rev/byhand")
    assert.same({ "a", "b" }, { m:with(5, function() assert(m:release()); return "a", "b" end) })
    assert.is_false(m:is_owned())
    helper.raises("do not own", m.release, m)
  end)

  it("semaphore mutex: with() and release() after revocation answer \"revoked\"", function()
    local m = s:semaphore_mutex("/rev/smx")
    revocable(m)
    local ok, _, code = m:with(5, function() revoke(m:node()) end)
    assert.is_nil(ok)
    assert.equals("revoked", code)
    assert.is_true(m:acquire(5))
    revoke(m:node())
    ok, _, code = m:release()
    assert.is_nil(ok)
    assert.equals("revoked", code)
    helper.raises("do not own", m.release, m)
  end)
end)
