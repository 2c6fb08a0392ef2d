-- Sessions: connecting, states, plain ZooKeeper operations, namespace, auth and ACLs.
local helper = require "helper"
local zklock = require "zklock"

describe("session", function()
  local zk, s

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers, session_timeout = 5 })
  end)

  teardown(function()
    if s then s:close() end
    zk:destroy()
  end)

  it("reports state, session id and a readable fd", function()
    assert.equals("connected", s:state())
    assert.matches("^%x+$", s:session_id())
    assert.equals(16, #s:session_id())
    assert.not_equals(("0"):rep(16), s:session_id())
    assert.is_number(s:fd())
  end)

  it("returns nil, msg, 'connection' when no server answers in connect_timeout", function()
    local port = zk.port + 1
    local s2, msg, code = zklock.connect { servers = "127.0.0.1:" .. port, connect_timeout = 0.5 }
    assert.is_nil(s2)
    assert.equals("connection", code)
    assert.matches("could not connect", msg)
  end)

  it("does the plain operations", function()
    assert.equals("/plain", s:create("/plain", "v1"))
    local data, stat = s:get("/plain")
    assert.equals("v1", data)
    assert.equals(0, stat.version)
    assert.is_false(stat.ephemeral_owner)
    for _, f in ipairs({ "czxid", "mzxid", "ctime", "mtime", "version", "cversion", "aversion",
      "data_length", "num_children", "pzxid" }) do
      assert.is_number(stat[f], f)
    end
    stat = assert(s:set("/plain", "v2", 0))
    assert.equals(1, stat.version)
    local ok, msg, code = s:set("/plain", "v3", 0)
    assert.is_nil(ok)
    assert.equals("zk:ZBADVERSION", code)
    assert.matches("ZBADVERSION", msg)
    assert.equals("v2", (s:get("/plain")))
    local child = s:create("/plain/e-", "x", { ephemeral = true, sequential = true })
    assert.matches("^/plain/e%-%d%d%d%d%d%d%d%d%d%d$", child)
    assert.equals(s:session_id(), s:exists(child).ephemeral_owner)
    assert.same({ child:match("[^/]+$") }, s:children("/plain"))
    ok, msg, code = s:delete("/plain")
    assert.is_nil(ok)
    assert.equals("zk:ZNOTEMPTY", code)
    assert.is_true(s:delete(child))
    assert.is_true(s:delete("/plain"))
    assert.is_false(s:exists("/plain"))
    ok, msg, code = s:get("/plain")
    assert.is_nil(ok)
    assert.equals("zk:ZNONODE", code)
    ok, msg, code = s:create("/no/parent", "")
    assert.equals("zk:ZNONODE", code)
    assert.equals("/with/parents", s:create("/with/parents", "", { parents = true }))
    assert.same({ "parents" }, s:children("/with"))
    assert.equals("", (s:get("/with/parents")))
    -- binary data survives
    s:set("/with/parents", "a\0b\255")
    assert.equals("a\0b\255", (s:get("/with/parents")))
  end)

  it("applies the namespace to every path", function()
    local ns = assert(zklock.connect { servers = zk.servers, namespace = "/app1/ns" })
    assert.equals("/x", ns:create("/x", "in-ns", { parents = true }))
    assert.equals("in-ns", (s:get("/app1/ns/x")))
    local m = ns:mutex("/locks/one")
    assert(m:acquire(5))
    assert.matches("^/locks/one/_c_", m:node())
    assert.truthy(s:exists("/app1/ns" .. m:node()))
    local parts = m:participants()
    assert.equals(1, #parts)
    assert.equals(m:node(), parts[1].path)
    assert(m:release())
    ns:close()
  end)

  it("authenticates with digest and creates nodes with the chosen ACL", function()
    local a = assert(zklock.connect { servers = zk.servers, auth = { scheme = "digest", credential = "alice:secret" },
      acl = "creator" })
    assert(a:create("/private", "mine"))
    assert.equals("mine", (a:get("/private")))
    local ok, _, code = s:get("/private")
    assert.is_nil(ok)
    assert.equals("no_auth", code)
    local m = a:mutex("/private/lock")
    assert(m:acquire(5))
    assert(m:release())
    local r = assert(zklock.connect { servers = zk.servers, auth = { { scheme = "digest", credential = "bob:pw" } },
      acl = "read" })
    assert(r:create("/readable", "r"))
    assert.equals("r", (s:get("/readable")))
    ok, _, code = s:set("/readable", "w")
    assert.equals("no_auth", code)
    a:close()
    r:close()
  end)

  it("stores node_data in lock nodes (default host:pid)", function()
    local m = s:mutex("/data/default")
    assert(m:acquire(5))
    assert.matches("^.+:%d+$", m:participants()[1].data)
    m:release()
    local s2 = assert(zklock.connect { servers = zk.servers, node_data = "worker-7" })
    local m2 = s2:mutex("/data/custom")
    assert(m2:acquire(5))
    assert.equals("worker-7", m2:participants()[1].data)
    local m3 = s2:mutex("/data/custom", { data = "override" })
    m2:release()
    assert(m3:acquire(5))
    assert.equals("override", m3:participants()[1].data)
    s2:close()
  end)

  it("reports suspended and reconnected across a server restart", function()
    local s2 = assert(zklock.connect { servers = zk.servers, session_timeout = 10 })
    local events = {}
    local token = s2:on_state(function(ev, sess)
      assert.equals(s2, sess)
      events[#events + 1] = ev
    end)
    local id = s2:session_id()
    zk:restart()
    assert.is_true(helper.eventually(function() return events[#events] == "reconnected" end, 20, { s2 }))
    -- one cycle, or more if the restarting server drops us once again: each suspended is
    -- followed by reconnected, and the session is never lost
    assert.is_true(#events >= 2 and #events % 2 == 0, table.concat(events, ","))
    for i = 1, #events, 2 do
      assert.same({ "suspended", "reconnected" }, { events[i], events[i + 1] })
    end
    assert.equals(id, s2:session_id())
    s2:off(token)
    s2:close()
    -- the suite's own session lived through it too
    assert.is_true(helper.eventually(function() return s:state() == "connected" end, 20, { s }))
  end)
end)
