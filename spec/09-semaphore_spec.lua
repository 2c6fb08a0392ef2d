-- Semaphores (Curator's InterProcessSemaphoreV2 and InterProcessSemaphoreMutex).
local helper = require "helper"
local zklock = require "zklock"

describe("semaphore", function()
  local zk, s, s2
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("lays out locks/ and leases/ as Curator, with protected lease names", function()
    local sem = s:semaphore("/sem/layout", 2)
    local leases = assert(sem:acquire())
    assert.equals(1, #leases)
    assert.matches("^/sem/layout/leases/_c_%x+%-%x+%-%x+%-%x+%-%x+%-lease%-%d%d%d%d%d%d%d%d%d%d$", leases[1]:node())
    assert.truthy(s:exists("/sem/layout/locks"))
    assert.equals(s:get(leases[1]:node()), (leases[1]:data()))
    local parts = sem:participants()
    assert.equals(1, #parts)
    assert.equals(leases[1]:node(), parts[1].path)
    sem:return_all(leases)
    assert.same({}, helper.children(s, "/sem/layout/leases"))
  end)

  it("max 3: three leases, a fourth times out, after one close the fourth succeeds", function()
    local sem = s:semaphore("/sem/three", 3)
    local held = assert(sem:acquire(3, 5))
    assert.equals(3, #held)
    local other = s2:semaphore("/sem/three", 3)
    local none, _, code = other:acquire(1, 0.3)
    assert.is_nil(none)
    assert.equals("timeout", code)
    assert.equals(3, #helper.children(s, "/sem/three/leases"))  -- the timed-out lease is gone
    assert.is_true(held[1]:close())
    assert.is_true(held[1]:close())   -- idempotent
    local fourth = assert(other:acquire(1, 5))
    assert.equals(1, #fourth)
    other:return_all(fourth)
    sem:return_all({ held[2], held[3] })
    assert.same({}, helper.children(s, "/sem/three/leases"))
  end)

  it("acquire(n) is all or nothing under contention", function()
    local sem = s:semaphore("/sem/allornone", 5)
    local mine = assert(sem:acquire(3, 5))
    local other = s2:semaphore("/sem/allornone", 5)
    local got, _, code = other:acquire(3, 0.5)   -- only 2 are free
    assert.is_nil(got)
    assert.equals("timeout", code)
    -- the 2 it took were returned: their deletes go at once, without waiting for the answers
    assert.is_true(helper.eventually(function() return #helper.children(s, "/sem/allornone/leases") == 3 end, 30,
      { s, s2 }))
    local two = assert(other:acquire(2, 5))
    assert.equals(5, #helper.children(s, "/sem/allornone/leases"))
    other:return_all(two)
    sem:return_all(mine)
  end)

  it("a closed session frees its leases", function()
    local s3 = assert(zklock.connect { servers = zk.servers })
    assert(s3:semaphore("/sem/closed", 2):acquire(2, 5))
    local sem = s:semaphore("/sem/closed", 2)
    local _, _, code = sem:acquire(1, 0)
    assert.equals("timeout", code)
    s3:close()
    local leases = assert(sem:acquire(2, 5))
    sem:return_all(leases)
  end)

  it("a waiter whose lease node is deleted from outside still recovers", function()
    local path = "/sem/recover"
    local holder = assert(s:semaphore(path, 1):acquire(1, 5))
    local deleted
    local sw = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      local kids = helper.children(s, path .. "/leases")
      if not deleted and #kids == 2 then
        for _, k in ipairs(kids) do
          if k ~= holder[1]:node():match("[^/]+$") then
            deleted = k
            assert(s:delete(path .. "/leases/" .. k))
          end
        end
      elseif deleted and #kids == 2 and holder[1]:node() then
        s:semaphore(path, 1):return_all(holder)   -- the waiter made a new node: let it in
      end
    end) })
    local leases = assert(sw:semaphore(path, 1):acquire(1, 20))
    assert.is_string(deleted)
    assert.not_equals(deleted, leases[1]:node():match("[^/]+$"))
    assert.equals(1, #helper.children(s, path .. "/leases"))
    leases[1]:close()
    sw:close()
  end)

  it("10 processes with max 5: the peak of holders is exactly 5 #once", function()
    local dir = helper.tmpdir()
    local pids = {}
    for i = 1, 10 do
      pids[i] = helper.spawn(helper.lua_cmd("spec/workers/sem.lua", zk.servers, "/sem/peak", 5, i, 10, 15, dir,
        dir .. "/out" .. i), dir .. "/log" .. i)
    end
    for i = 1, 10 do assert.is_true(helper.wait_pid(pids[i], 300), "worker " .. i .. " still running") end
    local peak = 0
    for i = 1, 10 do
      local out = helper.read(dir .. "/out" .. i)
      assert.is_string(out, "worker " .. i .. ": " .. tostring(helper.read(dir .. "/log" .. i)))
      peak = math.max(peak, tonumber(out:match("peak=(%d+)")))
    end
    assert.equals(5, peak)
    assert.same({}, helper.children(s, "/sem/peak/leases"))
    helper.sh("rm -rf " .. helper.quote(dir))
  end)

  describe("semaphore_mutex", function()
    it("is not reentrant, and any coroutine may release it", function()
      local m = s:semaphore_mutex("/semmutex")
      assert.is_true(m:acquire(5))
      assert.is_true(m:is_owned())
      assert.equals(1, m:hold_count())
      assert.matches("^/semmutex/leases/_c_", m:node())
      assert.equals(s:exists(m:node()).czxid, m:fencing_token())
      local ok, _, code = m:acquire(0.3)         -- not reentrant: its holder could never get it
      assert.is_nil(ok)
      assert.equals("deadlock", code)            -- said at once under the blocking waiter
      local other = s2:semaphore_mutex("/semmutex")
      assert.equals("timeout", select(3, other:acquire(0.2)))
      coroutine.wrap(function() assert.is_true(m:release()) end)()   -- another coroutine releases
      assert.is_false(m:is_owned())
      assert.has_error(function() m:release() end)
      assert.is_true(other:acquire(5))
      other:release()
    end)

    it("lists participants and can be revoked", function()
      local m = s:semaphore_mutex("/semmutex/revocable", { data = "me" })
      local asked = 0
      m:make_revocable(function(lock)
        asked = asked + 1
        assert.equals(m, lock)
        lock:release()
      end)
      assert(m:acquire(5))
      assert.is_true(m:is_acquired_in_this_process())
      local parts = m:participants()
      assert.equals(1, #parts)
      assert.same({ path = m:node(), data = "me" }, parts[1])
      assert.is_true(s2:revoke(m:node()))
      assert.is_true(helper.eventually(function() return asked == 1 end, 30, { s }))
      assert.is_false(m:is_acquired_in_this_process())
      assert.is_true(s2:semaphore_mutex("/semmutex/revocable"):acquire(5))
    end)

    it("has with(), and reports a lost hold", function()
      local m = s:semaphore_mutex("/semmutex/scoped")
      assert.equals(7, m:with(5, function() return 7 end))
      assert.is_false(m:is_owned())
      local sx = assert(zklock.connect { servers = zk.servers, session_timeout = 4 })
      local lm = sx:semaphore_mutex("/semmutex/lost")
      local lost = 0
      lm:on_lost(function() lost = lost + 1 end)
      assert(lm:acquire(5))
      helper.expire(zk, sx)
      assert.is_true(helper.eventually(function() return lost == 1 end, 10, { sx }))
      assert.is_false(lm:is_owned())
      local ok, _, code = lm:release()
      assert.is_nil(ok)
      assert.equals("lost", code)
      sx:close()
    end)
  end)

  it("cancel() makes a waiting semaphore acquire give up with 'cancelled'", function()
    local other = s2:semaphore_mutex("/semcancel")
    assert(other:acquire(5))
    local m, cancelled
    local sc = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if m and not cancelled and #helper.children(s, "/semcancel/leases") == 2 then cancelled = m:cancel() end
    end) })
    m = sc:semaphore_mutex("/semcancel")
    local ok, _, code = m:acquire(10)
    assert.is_nil(ok)
    assert.equals("cancelled", code)
    assert.equals(1, cancelled)
    assert.is_true(helper.eventually(function() return #helper.children(s, "/semcancel/leases") == 1 end, 30))
    other:release()
    sc:close()
  end)
end)
