-- The spec helper cleans up after a run that is killed: every ZooKeeper JVM it started goes
-- with the Lua process that started it, whatever ended it; ZKLOCK_TEST_PORTS confines ports.
local helper = require "helper"

-- A separate Lua process that starts a server through the helper, says its JVM's pid and port,
-- then waits to be killed.
local started = 0
local function start_owner(dir, env)
  started = started + 1
  local script = dir .. "/owner.lua"
  helper.write(script, [[
    local helper = require "helper"
    local zk = helper.server()
    io.stdout:write(zk.pid, " ", zk.port, "\n"); io.stdout:flush()
    for _ = 1, 600 do os.execute("sleep 1") end   -- until killed (bounded)
  ]])
  local out = dir .. "/owner" .. started .. ".out"   -- a file of its own: never an earlier owner's words
  local pid = helper.spawn(string.format("cd %s && exec env %s %s -e %s %s", helper.quote(helper.ROOT), env or "",
    helper.LUA, helper.quote("package.path='spec/?.lua;'..package.path"), helper.quote(script)), out)
  -- bounded, and generous: a JVM starting on a loaded 2-core machine took over a minute twice
  assert.is_true(helper.eventually(function() return (helper.read(out) or ""):match("\n") ~= nil end, 180),
    "the owner did not start a server: " .. tostring(helper.read(out)))
  local jvm, port = helper.read(out):match("^(%d+) (%d+)")
  return pid, tonumber(jvm), tonumber(port)
end

local function alive(pid) return helper.sh("kill -0 " .. pid .. " 2>/dev/null") end

describe("spec helper cleanup #once", function()
  local dir
  setup(function() dir = helper.tmpdir() end)
  teardown(function() helper.sh("rm -rf " .. helper.quote(dir)) end)

  -- (Ctrl-C ends a run the same way; a background process as this owner ignores SIGINT)
  for _, sig in ipairs { "KILL", "TERM" } do
    it("a run killed by SIG" .. sig .. " leaves no ZooKeeper JVM behind", function()
      local owner, jvm = start_owner(dir)
      assert.is_true(alive(jvm))
      assert.is_true(helper.sh("kill -" .. sig .. " " .. owner))
      assert.is_true(helper.wait_pid(owner, 10))
      -- the guard looks once a second and gives the JVM 5 s to exit on TERM
      local gone = helper.wait_pid(jvm, 60)
      if not gone then helper.sh("kill -9 " .. jvm) end
      assert.is_true(gone, "the JVM outlived its spec run")
    end)
  end

  it("ZKLOCK_TEST_PORTS confines the servers' ports", function()
    -- the top hundred ports of the range this run was given (others' runs hold theirs)
    local lo0, hi = (os.getenv("ZKLOCK_TEST_PORTS") or ""):match("^(%d+)%-(%d+)$")
    hi = tonumber(hi) or 31299
    local lo = math.max(tonumber(lo0) or 31200, hi - 99)
    local owner, jvm, port = start_owner(dir, string.format("ZKLOCK_TEST_PORTS=%d-%d", lo, hi))
    helper.sh("kill " .. owner)
    assert.is_true(helper.wait_pid(jvm, 60))
    assert.is_true(port >= lo and port <= hi, "port " .. port)
  end)
end)
