-- Bad input: every number range-checked before anything is sent, connection strings that say what
-- is wrong with them, a chroot that does not exist refused at connect, ACL options that could
-- never work refused at connect. Programming errors raise "zklock: ...", runtime failures return
-- nil, msg, code.
local helper = require "helper"
local zklock = require "zklock"

local raises = helper.raises

describe("bad input", function()
  local zk, s

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers, session_timeout = 5 })
    assert(s:create("/input", ""))
  end)

  teardown(function()
    if s then s:close() end
    zk:destroy()
  end)

  it("refuses a version that would wrap in C: a conditional delete cannot hit the wrong version", function()
    assert(s:create("/input/v", "a"))
    assert(s:set("/input/v", "b"))   -- version 1
    assert(s:set("/input/v", "c"))   -- version 2
    -- 2^32 + 2 as a C int is 2: it would have matched and deleted the node
    raises("version must be an integer from %-1 to 2147483647", s.delete, s, "/input/v", 2 ^ 32 + 2)
    raises("version", s.set, s, "/input/v", "d", 2 ^ 32 + 2)
    raises("version", s.delete, s, "/input/v", 0 / 0)
    raises("version", s.delete, s, "/input/v", 1.5)
    assert.is_truthy(s:exists("/input/v"))
    assert.equals("c", (s:get("/input/v")))
  end)

  it("range-checks session_timeout before connecting: only what the C client cannot connect with", function()
    -- the C client gives a connection attempt 2/3 of the timeout in whole milliseconds of a C int:
    -- 1 ms gives it 0 ms, and above 1073741823 ms the doubling wraps; both time out every attempt
    for _, t in ipairs { math.huge, 1e300, 1e-9, -1, 0 / 0, 0, 0.001, 0.0014, 1073741.8236, 1073742 } do
      raises("session_timeout must be from 0%.002 to 1073741%.823 seconds, got .*: the ZooKeeper C client gives " ..
        "each connection attempt 2/3 of it", zklock.connect, { servers = zk.servers, session_timeout = t })
    end
    -- the largest it can connect with: the server grants its maxSessionTimeout (60 s here)
    local big = assert(zklock.connect { servers = zk.servers, session_timeout = 1073741.823 })
    assert.equals(60, big:session_timeout())
    big:close()
  end)

  it("a semaphore maximum out of range is refused before its internal lock is taken", function()
    for _, n in ipairs { math.huge, 2 ^ 32, 0, -1, 1.5, 0 / 0 } do
      raises("max_leases must be an integer from 1 to 2147483647", s.semaphore, s, "/input/sem", n)
    end
    local sem = s:semaphore("/input/sem", 2)
    raises("lease count must be an integer from 1 to 2", sem.acquire, sem, 3, 1)
    raises("lease count", sem.acquire, sem, math.huge, 1)
    -- nothing was left held: another session takes the internal lock at once
    local s2 = assert(zklock.connect { servers = zk.servers })
    local m = s2:mutex("/input/sem/locks")
    assert.is_true(m:acquire(0))
    m:release()
    s2:close()
  end)

  it("off() with a NaN or a non-number says what it wants", function()
    raises("off%(%) needs the token", s.off, s, 0 / 0)
    raises("off%(%) needs the token", s.off, s, "x")
  end)

  it("huge waits are cut, not cast: the blocking wait with 1e300 returns when woken", function()
    local m = s:mutex("/input/huge")
    assert.is_true(m:acquire(1e300))
    assert.is_true(m:release())
    -- the reply to this read wakes the session's fd: a wait of 1e300 s (cast to int: undefined)
    -- must return then
    local o = s:_op("exists", "/")
    assert.is_nil(zklock._await(s, o, 1e300))   -- the blocking waiter: l_wait(s, ~1e300)
    assert.is_truthy(o:result())
  end)

  it("connection strings: bad ports, missing ports, empty entries raise; an unknown host says so", function()
    raises("port must be from 1 to 65535, got 99999", zklock.connect, { servers = "127.0.0.1:99999" })
    raises("port must be from 1 to 65535, got 99999", zklock.connect, { servers = "host:99999" })
    raises("port must be from 1 to 65535, got 0", zklock.connect, { servers = "127.0.0.1:0" })
    raises("\"\" is not host:port", zklock.connect, { servers = zk.servers .. ",," })
    raises("\":2450\" is not host:port", zklock.connect, { servers = ":2450" })
    raises("\"localhost\" is not host:port", zklock.connect, { servers = "localhost" })
    raises("invalid chroot in servers", zklock.connect, { servers = zk.servers .. "/app/" })
    local s2, msg, code = zklock.connect { servers = "no-such-host.invalid:2181", connect_timeout = 2 }
    assert.is_nil(s2)
    assert.equals("connection", code)
    assert.matches("^cannot resolve host no%-such%-host%.invalid", msg)
  end)

  it("messages stay short however long the server list", function()
    local list = {}
    local closed = helper.free_port()   -- nothing listens there
    for i = 1, 60 do list[i] = "127.0.0.1:" .. closed end
    local s2, msg, code = zklock.connect { servers = table.concat(list, ","), connect_timeout = 0.3 }
    assert.is_nil(s2)
    assert.equals("connection", code)
    assert.is_true(#msg < 160, msg)
  end)

  it("a chroot that does not exist is refused at connect; one that exists works", function()
    local s2, msg, code = zklock.connect { servers = zk.servers .. "/no/such/chroot" }
    assert.is_nil(s2)
    assert.equals("chroot /no/such/chroot does not exist", msg)
    assert.equals("zk:ZNONODE", code)
    assert(s:create("/input/chroot", ""))
    local s3 = assert(zklock.connect { servers = zk.servers .. "/input/chroot" })
    local m = s3:mutex("/lock")
    assert.is_true(m:acquire(5))
    assert.equals(1, #helper.children(s, "/input/chroot/lock"))
    m:release()
    s3:close()
  end)

  it("acl \"creator\" without auth is refused at connect", function()
    raises("acl \"creator\" needs auth", zklock.connect, { servers = zk.servers, acl = "creator" })
    raises("acl \"creator\" needs auth", zklock.connect, { servers = zk.servers, acl = "creator", auth = {} })
  end)
end)
