-- The log hook: zklock.set_logger(fn, level) receives zklock's own messages (here: a listener
-- that raised) with their level; nil restores the environment's default (stderr here).
local helper = require "helper"
local zklock = require "zklock"

describe("log hook", function()
  local s, other
  local env = helper.fixture(2, nil, { { session_timeout = 4 } })
  setup(function() env.up(); s, other = env[1], env[2] end)
  teardown(function() zklock.set_logger(nil); env.down() end)

  it("checks its arguments", function()
    helper.raises("set_logger%(%) needs a function or nil", zklock.set_logger, "stderr")
    helper.raises("unknown log level 'loud'", zklock.set_logger, function() end, "loud")
  end)

  it("hears a listener that raised, at level warn; a lower threshold drops it", function()
    local heard = {}
    zklock.set_logger(function(level, msg) heard[#heard + 1] = { level, msg } end)
    local m = s:mutex("/log/lost")
    m:on_lost(function() error("listener boom") end)
    assert(m:acquire(5))
    assert(other:delete(m:node()))       -- the next refresh (T/4 = 1 s) finds it gone
    assert.is_true(helper.eventually(function() return #heard > 0 end, 10, { s }))
    assert.equals("warn", heard[1][1])
    assert.matches("listener failed: .*listener boom", heard[1][2])

    heard = {}
    zklock.set_logger(function(level, msg) heard[#heard + 1] = { level, msg } end, "error")
    local m2 = s:mutex("/log/lost2")
    local reported = false
    m2:on_lost(function() reported = true; error("quiet boom") end)
    assert(m2:acquire(5))
    assert(other:delete(m2:node()))
    assert.is_true(helper.eventually(function() return reported end, 10, { s }))
    assert.same({}, heard)
  end)

  it("a logger that raises does not raise into zklock", function()
    zklock.set_logger(function() error("bad logger") end)
    local log = require "zklock.log"
    assert.has_no.errors(function() log.warn("a message for a broken logger (expected on stderr)") end)
    zklock.set_logger(nil)
  end)
end)
