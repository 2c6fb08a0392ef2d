-- Real skynet: nodes built from $SKYNET_SRC (a tarball or a directory; cached under
-- build/skynet/), zklock built against skynet's Lua 5.5 (build/skynet/zklock/core.so), and real
-- services (spec/skynet/) locking through the skynet waiter that waiter "auto" picks there.
-- Without $SKYNET_SRC every test here is reported skipped.
local helper = require "helper"
local zklock = require "zklock"

local SRC = os.getenv("SKYNET_SRC")
if SRC == "" then SRC = nil end

local tests = {}
local function test(name, fn) tests[#tests + 1] = { name = name, fn = fn } end

describe("skynet #once", function()
  local node = require "skynet.node"
  local zk, s, tmp, dir
  local nodes = {}
  local function start(scenario, args, threads)
    local n = node.start(dir, tmp, zk.servers, scenario, args, threads)
    nodes[#nodes + 1] = n
    return n
  end

  if SRC then
    setup(function()
      dir = assert(node.build(SRC))
      zk = helper.server()
      s = assert(zklock.connect { servers = zk.servers })
      tmp = helper.tmpdir()
    end)
    teardown(function()
      for _, n in ipairs(nodes) do n:stop() end   -- everything we started, on every exit path
      if s then s:close() end
      if zk then zk:destroy() end
      if tmp then helper.sh("rm -rf " .. helper.quote(tmp)) end
    end)
  end

  test("two nodes x 4 services contend for one lock: no overlap, no lost update, nothing left", function()
    assert(s:create("/sk/counter", "0", { parents = true }))
    local args = { services = 4, count = 25, path = "/sk/lock", counter = "/sk/counter" }
    local a, b = start("contend", args), start("contend", args)
    local ra, rb = a:wait(120), b:wait(120)
    for _, r in ipairs { ra, rb } do
      assert.equals(0, r.failures, r.last_error)
      assert.equals(0, r.overlaps)
      assert.equals(100, r.done)
    end
    assert.equals("200", (s:get("/sk/counter")))
    assert.same({}, helper.children(s, "/sk/lock"))
  end)

  test("times out while the service runs on; a timeout too long for skynet's centiseconds still waits; timers do not pile up", function()
    local r = start("timeouts", { path = "/sk/timeouts" }):wait(60)
    assert.equals("nil", r.short_ok)
    assert.equals("timeout", r.short_code)
    -- at its timeout, neither at once nor in centiseconds taken for seconds (30 s)
    assert.is_true(r.short_took >= 0.3 and r.short_took < 10, "took " .. r.short_took)
    -- the service's other coroutine ran, and woke from its timer, while this one waited (a blocked
    -- service would count none: the fork runs only once the waiting one yields)
    assert.is_true(r.short_ticks >= 2, "the waiting service's other coroutine ran " .. r.short_ticks .. " ticks")
    assert.equals("true", r.long_waiting)
    assert.equals("true", r.long_got)
    -- 200 acquire(10)/release cycles: at most the one re-used timer is left on skynet's wheel
    assert.is_true(r.tasks_after - r.tasks_before <= 1, r.tasks_before .. " -> " .. r.tasks_after)
    assert.same({}, helper.children(s, "/sk/timeouts"))
  end)

  test("delivers on_lost to an idle service; a failing listener is reported through skynet.error", function()
    local n = start("lost", { path = "/sk/lost" })
    local r = n:wait(60)
    assert.equals("deleted", r.reason)
    assert.is_true(r.after < 10)
    assert.matches("zklock %[warn%]: listener failed: .*listener boom", helper.read(n.log))
  end)

  test("a service killed while it waits: its node goes", function()
    local r = start("kill", { path = "/sk/kill" }):wait(60)
    assert.equals("true", r.queued)
    assert.equals("true", r.gone)
    assert.equals(0, r.left)
    assert.same({}, helper.children(s, "/sk/kill"))
  end)

  ------------------------------------------------------------------------------------------------
  test("explicit ownership: a hold spans two requests; a forgotten one is not inherited, and is reported when collected", function()
    local n = start("ownership", { path = "/sk/own" })
    local r = n:wait(60)
    assert.equals("true", r.held)
    assert.equals(1, r.kids_held)
    assert.equals("true", r.released)          -- released by a later request
    assert.equals(0, r.kids_released)
    assert.equals("true", r.forgot)
    -- later requests run on the service's pooled coroutines: none of them inherits the hold
    assert.equals("nil", r.try_ok)
    assert.equals("timeout", r.try_code)
    assert.equals("false", r.hold_ok)
    assert.equals("timeout", r.hold_code)
    assert.equals("true", r.gone)              -- collected: released
    assert.matches("garbage%-collected while held: its hold value was dropped", helper.read(n.log))
  end)
  ------------------------------------------------------------------------------------------------

  for _, t in ipairs(tests) do
    if SRC then it(t.name, t.fn) else pending(t.name .. " (skipped: SKYNET_SRC is not set)") end
  end
end)
