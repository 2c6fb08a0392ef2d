-- Wire compatibility with Apache Curator 5 (Debian's libcurator-recipes-java): Java and zklock
-- on the same paths exclude each other (mutex, read-write lock), share a semaphore without
-- exceeding it, and revoke each other's locks.
local helper = require "helper"
local zklock = require "zklock"

describe("Curator interop #once", function()
  local zk, s, dir, java

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers })
    dir = helper.tmpdir()
    java = helper.curator_peer(dir)
  end)

  teardown(function()
    if s then s:close() end
    zk:destroy()
    helper.sh("rm -rf " .. helper.quote(dir))
  end)

  it("a Curator holder blocks zklock until it releases", function()
    local flag, release = dir .. "/held", dir .. "/release"
    local pid = helper.spawn(string.format("env -u LD_PRELOAD %s hold %s /interop/a mutex %s %s", java, zk.servers, flag, release),
      dir .. "/hold.log")
    assert.is_true(helper.eventually(function() return helper.read(flag) ~= nil end, 60),
      "Curator did not acquire: " .. tostring(helper.read(dir .. "/hold.log")))
    local m = s:mutex("/interop/a")
    local parts = m:participants()
    assert.equals(1, #parts)
    -- Curator's own node, named as zklock names its nodes
    assert.matches("^/interop/a/_c_%x+%-%x+%-%x+%-%x+%-%x+%-lock%-%d%d%d%d%d%d%d%d%d%d$", parts[1].path)
    local ok, _, code = m:acquire(0.5)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    helper.write(release, "go")
    assert.is_true(m:acquire(30))
    assert.is_true(helper.wait_pid(pid, 30))
    m:release()
  end)

  it("a zklock holder blocks Curator until it releases", function()
    local m = s:mutex("/interop/b")
    assert(m:acquire(5))
    local p = io.popen(string.format("env -u LD_PRELOAD %s try %s /interop/b mutex 1000 2>&1", java, zk.servers))
    local out = p:read("a")
    p:close()
    assert.equals("timeout\n", out)
    local mine = m:node()
    assert(m:release())
    p = io.popen(string.format("env -u LD_PRELOAD %s try %s /interop/b mutex 20000 2>&1", java, zk.servers))
    out = p:read("a")
    p:close()
    local node = out:match("^acquired (%S+)")
    assert.is_string(node, out)
    assert.not_equals(mine, node)
    assert.matches("^/interop/b/_c_.*%-lock%-%d+$", node)
  end)
  local function java_try(path, kind, ms)
    local p = io.popen(string.format("env -u LD_PRELOAD %s try %s %s %s %d 2>&1", java, zk.servers, path, kind, ms))
    local out = p:read("a")
    p:close()
    return out
  end

  local function java_hold(path, kind, name)
    local flag, release = dir .. "/" .. name .. ".held", dir .. "/" .. name .. ".release"
    local pid = helper.spawn(string.format("env -u LD_PRELOAD %s hold %s %s %s %s %s", java, zk.servers, path, kind,
      flag, release), dir .. "/" .. name .. ".log")
    assert.is_true(helper.eventually(function() return helper.read(flag) ~= nil end, 60),
      "Curator did not acquire: " .. tostring(helper.read(dir .. "/" .. name .. ".log")))
    return function()
      helper.write(release, "go")
      assert.is_true(helper.wait_pid(pid, 30))
    end
  end

  it("rwlock: a Curator writer blocks zklock readers, and zklock readers block a Curator writer", function()
    local rw = s:rwlock("/interop/rw")
    local release = java_hold("/interop/rw", "write", "w1")
    assert.matches("__WRIT__%d+$", helper.children(s, "/interop/rw")[1])
    assert.equals("timeout", select(3, rw:read_lock():acquire(0.5)))
    assert.equals("timeout", select(3, rw:write_lock():acquire(0.3)))
    release()
    assert.is_true(rw:read_lock():acquire(10))
    -- zklock reads: a Curator reader shares, a Curator writer waits
    assert.matches("^acquired /interop/rw/_c_.*__READ__%d+\n$", java_try("/interop/rw", "read", 5000))
    assert.equals("timeout\n", java_try("/interop/rw", "write", 1000))
    rw:read_lock():release()
    assert.matches("^acquired /interop/rw/_c_.*__WRIT__%d+\n$", java_try("/interop/rw", "write", 20000))
  end)

  it("semaphore: Curator and zklock holders together never exceed max_leases", function()
    local marks = helper.tmpdir()
    local jpid = helper.spawn(string.format("env -u LD_PRELOAD %s semloop %s /interop/sem 3 3 15 %s", java, zk.servers,
      marks), dir .. "/semloop.log")
    local sem = s:semaphore("/interop/sem", 3)
    local peak = 0
    local function held_count()
      local p = io.popen("ls " .. marks)
      local n = 0
      for _ in p:lines() do n = n + 1 end
      p:close()
      return n
    end
    for _ = 1, 15 do
      local leases = assert(sem:acquire(1, 120))
      helper.write(marks .. "/L1", "")
      peak = math.max(peak, held_count())
      os.remove(marks .. "/L1")
      sem:return_all(leases)
    end
    -- and a burst that takes every lease at once, while Java keeps contending
    local all = assert(sem:acquire(3, 120))
    assert.equals(3, #all)
    for i = 1, 3 do helper.write(marks .. "/B" .. i, "") end
    peak = math.max(peak, held_count())
    for i = 1, 3 do os.remove(marks .. "/B" .. i) end
    sem:return_all(all)
    assert.is_true(helper.wait_pid(jpid, 240))
    local jpeak = tonumber((helper.read(dir .. "/semloop.log") or ""):match("peak=(%d+)"))
    assert.is_number(jpeak, helper.read(dir .. "/semloop.log"))
    assert.is_true(jpeak <= 3, "Curator saw " .. jpeak .. " holders")
    assert.is_true(peak <= 3, "zklock saw " .. peak .. " holders")
    assert.same({}, helper.children(s, "/interop/sem/leases"))
    helper.sh("rm -rf " .. helper.quote(marks))
  end)

  it("revocation: Curator's Revoker reaches a zklock listener", function()
    local m = s:mutex("/interop/revoke1")
    local asked = false
    m:make_revocable(function(lock) asked = true; lock:release() end)
    assert(m:acquire(5))
    assert.is_true(helper.sh(string.format("env -u LD_PRELOAD %s revoke %s %s > %s/revoke.log 2>&1", java, zk.servers,
      m:node(), dir)))
    assert.is_true(helper.eventually(function() return asked end, 10, { s }))
    assert.is_false(m:is_owned())
    assert.same({}, helper.children(s, "/interop/revoke1"))
  end)

  it("revocation: s:revoke reaches a Curator RevocationListener", function()
    local flag = dir .. "/revocable.held"
    local pid = helper.spawn(string.format("env -u LD_PRELOAD %s revocable %s /interop/revoke2 %s", java, zk.servers, flag),
      dir .. "/revocable.log")
    -- the file may be seen before its line is written: wait for the whole line
    assert.is_true(helper.eventually(function() return (helper.read(flag) or ""):match("^acquired %S+\n") end, 60))
    local node = helper.read(flag):match("^acquired (%S+)")
    local m = s:mutex("/interop/revoke2")
    assert.equals("timeout", select(3, m:acquire(0)))
    assert.is_true(s:revoke(node))
    assert.is_true(m:acquire(10))
    assert.is_true(helper.wait_pid(pid, 30))
    assert.equals("revoked\n", helper.read(dir .. "/revocable.log"))
    m:release()
  end)
end)
