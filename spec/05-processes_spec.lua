-- Several OS processes on one lock: mutual exclusion checked outside ZooKeeper (a marker
-- file), FIFO hand-off in node order, and nothing left behind.
local helper = require "helper"
local zklock = require "zklock"

describe("processes #once", function()
  local zk, s, dir

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers })
    dir = helper.tmpdir()
  end)

  teardown(function()
    if s then s:close() end
    zk:destroy()
    helper.sh("rm -rf " .. helper.quote(dir))
  end)

  it("4 processes x 50 cycles: zero overlaps, zero leftover nodes", function()
    local procs, cycles, pids = 4, 50, {}
    local marker = dir .. "/inside"
    for i = 1, procs do
      pids[i] = helper.spawn(helper.lua_cmd("spec/workers/contend.lua", zk.servers, "/multi", cycles, marker,
        dir .. "/out" .. i), dir .. "/log" .. i)
    end
    for i = 1, procs do assert.is_true(helper.wait_pid(pids[i], 240), "worker " .. i .. " still running") end
    local total = 0
    for i = 1, procs do
      local out = helper.read(dir .. "/out" .. i)
      assert.is_string(out, "worker " .. i .. " failed: " .. tostring(helper.read(dir .. "/log" .. i)))
      local done, overlaps = out:match("done=(%d+) overlaps=(%d+)")
      assert.equals(cycles, tonumber(done))
      assert.equals(0, tonumber(overlaps))
      total = total + tonumber(done)
    end
    assert.equals(procs * cycles, total)
    assert.same({}, helper.children(s, "/multi"))
  end)

  it("hands the lock over in node order (FIFO) to queued processes", function()
    local path, order = "/fifo", dir .. "/order"
    local m = s:mutex(path, { data = "holder" })
    assert(m:acquire(5))
    local pids = {}
    for i = 1, 5 do
      pids[i] = helper.spawn(helper.lua_cmd("spec/workers/queue.lua", zk.servers, path, "p" .. i, order),
        dir .. "/qlog" .. i)
      -- queue them one after another so their node order is known
      assert.is_true(helper.eventually(function() return #helper.children(s, path) == i + 1 end, 30))
    end
    local parts = m:participants()
    assert.equals(6, #parts)
    assert.equals("holder", parts[1].data)
    for i = 1, 5 do assert.equals("p" .. i, parts[i + 1].data) end
    m:release()
    for i = 1, 5 do assert.is_true(helper.wait_pid(pids[i], 60)) end
    assert.equals("p1\np2\np3\np4\np5\n", helper.read(order))
    assert.same({}, helper.children(s, path))
  end)
end)
