-- Leader election (issue 23): Curator's LeaderLatch and LeaderSelector on the lock engine. Only
-- the lowest node leads; closing hands over at once; a latch joins again after a loss; a node with
-- our name that another session owns is never ours (CURATOR-620/652/653/696); a partition ends the
-- leadership at the deadline, before anybody else can lead.
-- #once: the 5.4 leg only (about 50 s a leg). The latch is plain Lua over the same C in every Lua;
-- LuaJIT runs it in spec 38 (the OpenResty guide's election, real nginx), skynet's 5.5 in spec 37.
local helper = require "helper"
local zklock = require "zklock"
local core = require "zklock.core"

local now = zklock.now

-- the latch's own node: the participant whose data is its id
local function node_of(latch)
  for _, p in ipairs(assert(latch:participants())) do
    if p.data == latch.id then return p.path end
  end
end

describe("leader latch #once", function()
  local zk, s1, s2, s3, admin
  local env = helper.fixture(4)
  setup(function() env.up(); zk, s1, s2, s3, admin = env.zk, env[1], env[2], env[3], env[4] end)
  teardown(env.down)

  it("elects the lowest node only, names its nodes as Curator does, and says who leads", function()
    local path = "/election/three"
    local a = s1:leader_latch(path, { id = "a" })
    local b = s2:leader_latch(path, { id = "b" })
    local c = s3:leader_latch(path, { id = "c" })
    assert.is_false(a:is_leader())
    a:start()
    assert.is_true(a:await(5))
    b:start()   -- b's node first (two sessions' creates race otherwise)
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 2 end, 30))
    c:start()
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 3 end, 30))
    for _, l in ipairs { b, c } do
      local ok, msg, code = l:await(0.3)
      assert.is_nil(ok)
      assert.equals("timeout", code, msg)
      assert.is_false(l:is_leader())
      assert.equals(0, l:validity())
      assert.is_nil(l:fencing_token())
    end
    assert.is_true(a:is_leader())
    local v = a:validity()
    assert.is_true(v > 0 and v < 10, "validity " .. v)
    local parts = assert(b:participants())
    assert.equals(3, #parts)
    assert.same({ "a", "b", "c" }, { parts[1].data, parts[2].data, parts[3].data })
    assert.is_true(parts[1].leader)
    assert.is_nil(parts[2].leader)
    assert.is_nil(parts[3].leader)
    assert.matches("^/election/three/_c_%x+%-%x+%-4%x+%-%x+%-%x+%-latch%-%d%d%d%d%d%d%d%d%d%d$", parts[1].path)
    assert.equals("a", c:leader())
    -- the fencing pair: the leader node's czxid, as a lock's
    local stat = admin:exists(parts[1].path)
    assert.equals(s1:session_id(), stat.ephemeral_owner)
    assert.equals(stat.czxid, (a:fencing_token()))
    assert.equals(parts[1].path, a:node())
    for _, l in ipairs { a, b, c } do assert.is_true(l:close()) end
    assert.same({}, helper.children(admin, path))
    assert.equals(false, a:leader())
  end)

  it("hands over on close: the next leads at once, listeners hear both sides", function()
    local path = "/election/handover"
    local a = s1:leader_latch(path, { id = "a" })
    local b = s2:leader_latch(path, { id = "b" })
    local heard = {}
    for _, l in ipairs { a, b } do
      l:on_change(function(latch, leading, reason) heard[#heard + 1] = { latch.id, leading, reason } end)
    end
    a:start()
    assert.is_true(a:await(5))
    b:start()
    assert.is_nil((b:await(0.2)))
    local a_node = node_of(a)
    assert.is_true(a:close())
    assert.is_false(admin:exists(a_node))     -- close() returns once the node is gone
    assert.is_false(a:is_leader())
    local t0 = now()
    assert.is_true(b:await(5))
    assert.is_true(now() - t0 < 2, "the handover waited")
    assert.same({ { "a", true }, { "a", false, "closed" }, { "b", true } }, heard)
    assert.equals("b", a:leader())
    local ok, _, code = a:await(0)
    assert.is_nil(ok)
    assert.equals("closed", code)
    b:close()
    assert.same({ { "a", true }, { "a", false, "closed" }, { "b", true }, { "b", false, "closed" } }, heard)
  end)

  it("joins again after its node is deleted from outside, and leads once its turn comes", function()
    local path = "/election/rejoin"
    local a = s1:leader_latch(path, { id = "a" })
    local b = s2:leader_latch(path, { id = "b" })
    local heard = {}
    a:on_change(function(_, leading, reason) heard[#heard + 1] = { leading, reason } end)
    a:start()
    assert.is_true(a:await(5))
    b:start()
    local old = node_of(a)
    assert(admin:delete(old))
    assert.is_true(b:await(5))
    assert.is_true(helper.eventually(function() return #heard == 2 end, 30, { s1 }))
    assert.same({ { true }, { false, "deleted" } }, heard)
    assert.is_false(a:is_leader())
    -- a new node of a's, behind b's
    assert.is_true(helper.eventually(function() return node_of(a) ~= nil end, 30, { s1 }))
    assert.are_not.equal(old, node_of(a))
    local parts = b:participants()
    assert.same({ "b", "a" }, { parts[1].data, parts[2].data })
    assert.is_true(b:close())
    assert.is_true(a:await(5))
    assert.same({ { true }, { false, "deleted" }, { true } }, heard)
    a:close()
  end)

  it("close() while another coroutine awaits: the await answers 'closed' and the node goes", function()
    local path = "/election/cancel"
    local a = s1:leader_latch(path, { id = "a" })
    a:start()
    assert.is_true(a:await(5))
    local b
    local sb = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if b and #helper.children(admin, path) == 2 then b:close() end
    end) })
    finally(function() sb:close() end)
    b = sb:leader_latch(path, { id = "b" })
    b:start()
    local t0 = now()
    local ok, msg, code = b:await(120)
    assert.is_nil(ok)
    assert.equals("closed", code, msg)
    assert.is_true(now() - t0 < 60)   -- at its close, not at its timeout
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 1 end, 30))
    assert.is_true(a:is_leader())
    a:close()
  end)

  it("a closed session ends the leadership with reason 'closed', and the next leads", function()
    local path = "/election/session-closed"
    local sa = assert(zklock.connect { servers = zk.servers })
    local a = sa:leader_latch(path, { id = "a" })
    local b = s2:leader_latch(path, { id = "b" })
    local heard = {}
    a:on_change(function(_, leading, reason) heard[#heard + 1] = { leading, reason, a:is_leader() } end)
    a:start()
    assert.is_true(a:await(5))
    b:start()
    sa:close()
    assert.same({ { true, nil, true }, { false, "closed", false } }, heard)
    assert.is_false(a:is_leader())
    assert.is_true(b:await(5))
    local ok, _, code = a:await(1)
    assert.is_nil(ok)
    assert.equals("closed", code)
    b:close()
  end)

  it("a session that expires (reconnect = false): the leadership ends 'expired', await() says 'lost'", function()
    local path = "/election/expired"
    local sa = assert(zklock.connect { servers = zk.servers, reconnect = false })
    finally(function() sa:close() end)
    local a = sa:leader_latch(path, { id = "a" })
    local heard = {}
    a:on_change(function(_, leading, reason) heard[#heard + 1] = { leading, reason } end)
    a:start()
    assert.is_true(a:await(5))
    helper.expire(zk, sa)
    -- "expired", or "deleted" when the server's deletion of the expired session's node reaches the
    -- old connection before it is cut (the server's order: either is true; seen under make test-stress)
    assert.equals(2, #heard)
    assert.same({ true }, heard[1])
    assert.is_false(heard[2][1])
    assert.is_truthy(heard[2][2] == "expired" or heard[2][2] == "deleted", tostring(heard[2][2]))
    assert.is_false(a:is_leader())
    local ok, msg, code = a:await(1)
    assert.is_nil(ok)
    assert.equals("lost", code, msg)
  end)

  it("a session that expires (reconnect on): the latch joins again in the new session and leads", function()
    local path = "/election/reconnect"
    local sa = assert(zklock.connect { servers = zk.servers })
    finally(function() sa:close() end)
    local a = sa:leader_latch(path, { id = "a" })
    local heard = {}
    a:on_change(function(_, leading, reason) heard[#heard + 1] = { leading, reason } end)
    a:start()
    assert.is_true(a:await(5))
    local old_session = sa:session_id()
    helper.expire(zk, sa)
    assert.is_true(a:await(10))
    assert.are_not.equal(old_session, sa:session_id())
    assert.equals(sa:session_id(), admin:exists(node_of(a)).ephemeral_owner)
    -- the loss is told once, between the two leads: "expired", or "deleted" when the server's
    -- deletion of the expired session's node reaches the old connection before it is cut (the
    -- server's order, not ours: either is true)
    assert.equals(3, #heard)
    assert.same({ { true }, { true } }, { heard[1], heard[3] })
    assert.is_false(heard[2][1])
    assert.is_truthy(heard[2][2] == "expired" or heard[2][2] == "deleted", tostring(heard[2][2]))
    a:close()
  end)

  -- CURATOR-620/652/653/696: a node with our name that another session owns is not ours. The
  -- waiter's node is replaced from outside by a node of the same name that another session owns,
  -- before the get that watches the waiter's node is answered (b's traffic goes through a proxy
  -- that holds it 200 ms each way): that get finds a node with our name, and must see it is not
  -- ours (revoke.c on_get), or b would hold on its watch when the node ahead goes.
  local function delayed_session()
    local px = helper.proxy(zk)
    px:set("delay=200")
    return assert(zklock.connect { servers = px.servers, session_timeout = 10 }), px
  end
  for _, kind in ipairs { "latch", "mutex" } do
    it("(CURATOR-620) " .. kind .. ": a node with our name owned by another session is not ours", function()
      local path = "/election/owner-" .. kind
      local a, b
      local s2, px = delayed_session()
      finally(function() s2:close(); px:stop() end)
      if kind == "latch" then
        a, b = s1:leader_latch(path, { id = "a" }), s2:leader_latch(path, { id = "b" })
        a:start()
        assert.is_true(a:await(5))
        b:start()
      else
        a, b = s1:mutex(path), s2:mutex(path, { local_handoffs = false })
        assert.is_true(a:acquire(5))
      end
      local bh
      if kind == "mutex" then
        bh = assert(b:_begin(false, true))   -- b waits (a hold in flight, as acquire begins it)
      end
      assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 2 end, 30))
      local names = helper.children(admin, path)
      table.sort(names, function(x, y) return x:sub(-10) < y:sub(-10) end)
      local b_node = path .. "/" .. names[2]
      assert(admin:delete(b_node))
      assert(admin:create(b_node, "impostor", { ephemeral = true }))
      if kind == "latch" then
        assert.is_true(a:close())
        local ok, _, code = b:await(1)
        assert.is_nil(ok)
        assert.equals("timeout", code)
        assert.is_false(b:is_leader())
      else
        assert.is_true(a:release())
        assert.is_false(helper.eventually(function() return bh:done() end, 1, { s2 }))
        assert.is_false(bh:is_held())
      end
      -- b contended afresh: a new node of its own, behind the impostor
      local now_names = helper.children(admin, path)
      assert.equals(2, #now_names)
      assert(admin:delete(b_node))
      if kind == "latch" then
        assert.is_true(b:await(5))
        assert.equals(s2:session_id(), admin:exists(b:node()).ephemeral_owner)
        b:close()
      else
        assert.is_true(helper.eventually(function() return bh:done() end, 30, { s2 }))
        assert.is_true(b:_finish(bh))
        assert.equals(s2:session_id(), admin:exists(bh:node()).ephemeral_owner)
        bh:_release(false)
      end
    end)
  end

  -- After the owner check, b contends afresh. Were that create's reply lost, the lookup by the
  -- protected prefix must not find the impostor (it has b's old name): the new node takes a new
  -- prefix. With the old one b took the impostor for its own again, left its real node untracked
  -- and queued behind it for the session's life (it stayed after close()).
  it("(CURATOR-620) contending afresh takes a new protected prefix: a lost create reply finds our node", function()
    local path = "/election/owner-lost-reply"
    local s2, px = delayed_session()
    finally(function() s2:close(); px:stop() end)
    local a, b = s1:leader_latch(path, { id = "a" }), s2:leader_latch(path, { id = "b" })
    a:start()
    assert.is_true(a:await(5))
    b:start()
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 2 end, 30))
    local names = helper.children(admin, path)
    table.sort(names, function(x, y) return x:sub(-10) < y:sub(-10) end)
    local b_node = path .. "/" .. names[2]
    assert(admin:delete(b_node))
    assert(admin:create(b_node, "impostor", { ephemeral = true }))
    core._test.drop_create_replies(s2, 1)   -- the create after the owner check: its reply is lost
    assert.is_true(a:close())
    assert.is_nil((b:await(1)))
    local mine
    local function find_mine()   -- b's traffic is slow here: its new node comes when it comes
      mine = {}
      for _, k in ipairs(helper.children(admin, path)) do
        local st = admin:exists(path .. "/" .. k)
        if st and st.ephemeral_owner == s2:session_id() then mine[#mine + 1] = k end
      end
      return #mine > 0
    end
    assert.is_true(helper.eventually(find_mine, 30, { s2 }))
    assert.is_nil((b:await(0.5)))
    find_mine()
    assert.equals(1, #mine)
    local protected = #"_c_" + 36 + 1
    assert.are_not.equal(names[2]:sub(1, protected), mine[1]:sub(1, protected))
    assert(admin:delete(b_node))   -- the impostor goes: b leads with its own node
    assert.is_true(b:await(5))
    assert.equals(path .. "/" .. mine[1], b:node())
    assert.is_true(b:close())
    assert.same({}, helper.children(admin, path))
  end)

  it("our node deleted from outside while it waits: the new node takes a fresh protected prefix", function()
    local path = "/election/deleted-fresh-prefix"
    local a, b = s1:leader_latch(path, { id = "a" }), s2:leader_latch(path, { id = "b" })
    a:start()
    assert.is_true(a:await(5))
    b:start()
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 2 end, 30))
    local old = node_of(b)
    assert(admin:delete(old))
    assert.is_true(a:close())   -- b looks again: its node is not listed, it contends afresh
    assert.is_true(b:await(5))
    local protected = #"_c_" + 36 + 1
    local new = b:node()
    assert.are_not.equal(old, new)
    -- were that create's reply lost, the lookup by the old prefix could take an outsider's node
    assert.are_not.equal(old:match("[^/]+$"):sub(1, protected), new:match("[^/]+$"):sub(1, protected))
    assert.is_true(b:close())
    assert.same({}, helper.children(admin, path))
  end)

  -- a proxy of a latch's lock whose methods can be replaced one by one (faults the server cannot
  -- be made to give on demand)
  local function proxy_lock(latch, over)
    local real = latch.lock
    latch.lock = setmetatable({}, { __index = function(_, k)
      if over[k] then return over[k] end
      local f = real[k]
      if type(f) ~= "function" then return f end
      return function(_, ...) return f(real, ...) end
    end })
    return real
  end

  it("listeners never hear (true) after (false) of the same turn: a listener that closes on (true)", function()
    local a = s1:leader_latch("/election/tell-close", { id = "a" })
    local first, second = {}, {}
    a:on_change(function(l, leading, reason)
      first[#first + 1] = { leading, reason }
      if leading then l:close() end
    end)
    a:on_change(function(l, leading, reason) second[#second + 1] = { leading, reason, l:is_leader() } end)
    a:start()
    local ok, _, code = a:await(5)
    assert.is_nil(ok)
    assert.equals("closed", code)
    assert.is_false(a:is_leader())
    assert.same({ { true }, { false, "closed" } }, first)
    -- the second never heard (true): it came after the (false), and is no longer so
    assert.same({}, second)
  end)

  it("close() tells (false, 'closed') before its node goes, so before the next participant leads", function()
    local path = "/election/close-order"
    local a, b = s1:leader_latch(path, { id = "a" }), s2:leader_latch(path, { id = "b" })
    a:start()
    assert.is_true(a:await(5))
    b:start()
    assert.is_nil((b:await(0.3)))
    local node = a:node()
    local seen
    a:on_change(function(l, leading, reason)
      if not leading then seen = { reason, admin:exists(node) and true or false, l:is_leader() } end
    end)
    assert.is_true(a:close())
    assert.same({ "closed", true, false }, seen)
    assert.is_false(admin:exists(node))
    assert.is_true(b:await(5))
    b:close()
  end)

  it("a second close() while the first waits for the delete returns once the node is gone", function()
    local path = "/election/close-twice"
    local a, node, second, busy
    local sa = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if a and a.closing and not busy and not second then   -- the first close() waits for the delete
        busy = true
        second = { a:close(), admin:exists(node) and true or false }
        busy = false
      end
    end) })
    finally(function() sa:close() end)
    a = sa:leader_latch(path, { id = "a" })
    a:start()
    assert.is_true(a:await(5))
    node = a:node()
    assert.is_true(a:close())
    assert.same({ true, false }, second)
  end)

  it("await() answers 'lost' at once when the session expired and its reopen failed", function()
    local s = assert(zklock.connect { servers = zk.servers })
    local idx = getmetatable(s).__index
    local real = idx._reopen
    idx._reopen = function() return nil, "simulated: cannot resolve the servers" end
    finally(function() idx._reopen = real; s:close() end)
    local a = s:leader_latch("/election/reopen-fails", { id = "a" })
    a:start()
    assert.is_true(a:await(5))
    helper.expire(zk, s)
    local t0 = now()
    local ok, msg, code = a:await(120)
    assert.is_nil(ok)
    assert.equals("lost", code, msg)
    assert.is_true(now() - t0 < 60, "await() waited out its timeout")
    assert.is_false(a:is_leader())
    -- the reopen works again: the next await() reopens, joins and leads
    idx._reopen = real
    assert.is_true(a:await(10))
    a:close()
  end)

  it("is_leader() alone joins again after a failed join (a timer that only asks)", function()
    local a = s1:leader_latch("/election/rejoin-failure", { id = "a" })
    local failed = 0
    local real
    real = proxy_lock(a, { _finish = function(_, h)
      if failed == 0 then
        failed = 1
        real:_finish(h)
        h:_abandon(true)
        return nil, "simulated session moved", "zk:ZSESSIONMOVED"
      end
      return real:_finish(h)
    end })
    a:start()
    local ok, _, code = a:await(5)
    assert.is_nil(ok)
    assert.equals("zk:ZSESSIONMOVED", code)
    -- nobody awaits again: is_leader() from a timer
    assert.is_true(helper.eventually(function() return a:is_leader() end, 30, { s1 }))
    a:close()
    assert.same({}, helper.children(admin, "/election/rejoin-failure"))
  end)

  it("a join that fails 'lost' at once is tried again at the next state event, not inside itself", function()
    local a = s1:leader_latch("/election/rejoin-at-once", { id = "a" })
    local begins, fake = 0, { done = function() return true end, id = function() return -1 end,
      lost = function() return false end }   -- failed at once: never held
    local real
    real = proxy_lock(a, {
      _begin = function(_, ...)
        begins = begins + 1
        if begins <= 100 then return fake end
        return real:_begin(...)
      end,
      _finish = function(_, h, ...)
        if h == fake then return nil, "simulated: zk:ZINVALIDSTATE", "lost" end
        return real:_finish(h, ...)
      end,
    })
    a:start()   -- before the fix: a join inside a join, 100 deep
    assert.equals(1, begins)
    assert.is_nil((a:await(0.2)))
    assert.equals(1, begins)
    begins = 100
    a:_event("state", "connected")   -- the session's next state event joins again
    assert.equals(101, begins)
    assert.is_true(a:await(5))
    a:close()
  end)

  it("a loss is told at once, even from inside another listener: a listener that closes on (true)", function()
    local path = "/election/tell-loss-at-once"
    local a = s1:leader_latch(path, { id = "a" })
    local first, node = {}
    a:on_change(function(_, leading, reason)
      first[#first + 1] = { leading, reason, node and admin:exists(node) and true or false }
    end)
    a:on_change(function(l, leading) if leading then node = l:node(); l:close() end end)
    a:start()
    local ok, _, code = a:await(5)
    assert.is_nil(ok)
    assert.equals("closed", code)
    -- the first heard (false) inside the second's (true), before the node went
    assert.same({ { true, nil, false }, { false, "closed", true } }, first)
    assert.is_false(admin:exists(node))
  end)

  it("a listener that yields for ever does not stop the telling: the next change takes over", function()
    local s = assert(zklock.connect { servers = zk.servers })   -- nobody dispatches it
    finally(function() s:close() end)
    local a = s:leader_latch("/election/tell-yield", { id = "a" })
    local first, second, yield = {}, {}, true
    a:on_change(function(_, leading, reason)
      first[#first + 1] = { leading, reason }
      if leading and yield then yield = false; coroutine.yield("yielded") end
    end)
    a:on_change(function(_, leading, reason) second[#second + 1] = { leading, reason } end)
    a:start()
    assert.is_true(helper.eventually(function() return a.hold and a.hold:done() end, 30))
    local co = coroutine.create(function() return a:is_leader() end)
    assert.same({ true, "yielded" }, { coroutine.resume(co) })
    assert.same({ { true } }, first)
    assert.same({}, second)
    assert.is_true(a:close())   -- its teller is suspended: close() tells the loss itself, at once
    assert.same({ { true }, { false, "closed" } }, first)
    assert.same({}, second)
    -- resumed, the old teller stops: nobody hears anything twice
    assert.same({ true, false }, { coroutine.resume(co) })
    assert.same({ { true }, { false, "closed" } }, first)
    assert.same({}, second)
  end)

  -- a session whose state() says what the test wants (states the server cannot be made to give)
  local function fake_state(s, state)
    local idx = getmetatable(s).__index
    local real = idx.state
    idx.state = function(x) if x == s then return state end return real(x) end
    return function() idx.state = real end
  end

  it("a second close() answers from the hold: refused, or not connected, is not true", function()
    local a = s1:leader_latch("/election/close-twice-answer", { id = "a" })
    local fake = { released = function() return false end, lost = function() return false end,
      id = function() return -1 end, _refused = function() return "simulated: zk:ZNOAUTH", "zk:ZNOAUTH" end }
    a.state, a.closing = "closed", fake   -- as while the first close() waits for a refused delete
    local ok, msg, code = a:close()
    assert.is_nil(ok)
    assert.equals("zk:ZNOAUTH", code, msg)
    fake._refused = function() return nil end
    local restore = fake_state(s1, "connecting")
    ok, msg, code = a:close()
    restore()
    assert.is_nil(ok)
    assert.equals("connection", code, msg)
    fake.released = function() return true end
    assert.is_true(a:close())
    a.closing = nil
  end)

  it("await() answers at once, again, on a session whose credentials were refused", function()
    local s = assert(zklock.connect { servers = zk.servers })
    local restore = fake_state(s, "auth_failed")
    finally(function() restore(); s:close() end)
    local a = s:leader_latch("/election/auth-failed", { id = "a" })
    a:start()
    for _ = 1, 2 do
      local t0 = now()
      local ok, msg, code = a:await(120)
      assert.is_nil(ok)
      assert.equals("lost", code, msg)
      assert.is_true(now() - t0 < 60, "await() waited out its timeout")
    end
  end)

  it("close() from a listener told of the first close() answers 'closing', before the delete", function()
    local a = s1:leader_latch("/election/close-in-close", { id = "a" })
    local nested
    a:on_change(function(l, leading)
      if not leading and not nested then nested = { l:close() } end
    end)
    a:start()
    assert.is_true(a:await(5))
    assert.is_true(a:close())
    assert.is_nil(nested[1])
    assert.equals("closing", nested[3], nested[2])
    assert.same({}, helper.children(admin, "/election/close-in-close"))
  end)

  it("__tostring has no side effects: no join after a failed one", function()
    local a = s1:leader_latch("/election/tostring-pure", { id = "a" })
    local begins, failed = 0, false
    local real
    real = proxy_lock(a, {
      _begin = function(_, ...) begins = begins + 1; return real:_begin(...) end,
      _finish = function(_, h)
        if not failed then
          failed = true
          real:_finish(h)
          h:_abandon(true)
          return nil, "simulated session moved", "zk:ZSESSIONMOVED"
        end
        return real:_finish(h)
      end,
    })
    a:start()
    local ok, _, code = a:await(5)
    assert.is_nil(ok)
    assert.equals("zk:ZSESSIONMOVED", code)
    assert.equals(1, begins)
    helper.sleep(0.6)   -- past the pause after which is_leader() joins again
    assert.matches("started%)$", tostring(a))
    assert.equals(1, begins)
    assert.is_true(a:await(5))
    a:close()
  end)

  it("a join that raises does not stop the next one", function()
    local a = s1:leader_latch("/election/join-raises", { id = "a" })
    local raised = false
    local real
    real = proxy_lock(a, { _begin = function(_, ...)
      if not raised then raised = true; error("simulated: out of memory", 0) end
      return real:_begin(...)
    end })
    assert.has_error(function() a:start() end, "simulated: out of memory")
    assert.is_true(a:await(5))
    a:close()
  end)

  it("a latch only is_leader() asks joins again after its session expired (reconnect on)", function()
    local s = assert(zklock.connect { servers = zk.servers })   -- nobody dispatches it
    finally(function() s:close() end)
    local a = s:leader_latch("/election/poll-expiry", { id = "a" })
    a:start()
    assert.is_true(a:await(5))
    local first = s:session_id()
    for _ = 1, 10 do   -- helper.expire, without dispatching s
      local id, passwd = s:_client_id()
      local twin = assert(zklock.connect { servers = zk.servers, _client_id = { id, passwd } })
      twin:close()
      if helper.eventually(function() return s:state() == "lost" end, 3) then break end
    end
    assert.equals("lost", s:state())
    assert.is_true(helper.eventually(function() return a:is_leader() end, 15))
    assert.are_not.equal(first, s:session_id())
    a:close()
  end)

  it("__tostring reads the clock", function()
    local a = s1:leader_latch("/election/tostring", { id = "a" })
    assert.matches("latent%)$", tostring(a))
    a:start()
    assert.is_true(a:await(5))
    assert.matches("leader%)$", tostring(a))
    a:close()
    assert.matches("closed%)$", tostring(a))
  end)

  it("a partition ends the leadership at the deadline, before another participant leads #once", function()
    local px = helper.proxy(zk)
    finally(function() px:stop() end)
    local sa = assert(zklock.connect { servers = px.servers, session_timeout = 4, reconnect = false })
    finally(function() sa:close() end)
    local a = sa:leader_latch("/election/partition", { id = "a" })
    local heard = {}
    a:on_change(function(l, leading, reason) heard[#heard + 1] = { leading, reason, now(), l:is_leader() } end)
    a:start()
    assert.is_true(a:await(5))
    -- the other participant runs in this process too; its waiter keeps a's events flowing
    local sb = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function() sa:dispatch() end) })
    finally(function() sb:close() end)
    local b = sb:leader_latch("/election/partition", { id = "b" })
    b:start()
    assert.is_nil((b:await(0.2)))
    px:partition()
    assert.is_true(b:await(30))
    local led_at = now()
    assert.equals(2, #heard)
    assert.same({ false, "deadline" }, { heard[2][1], heard[2][2] })
    assert.is_true(heard[2][3] < led_at, "a heard of its loss after b led")
    assert.is_false(heard[2][4])
    assert.is_false(a:is_leader())
    assert.equals(0, a:validity())
    px:heal()
    b:close()
  end)

  it("works under cqueues: await() from a coroutine, the handover from another", function()
    local cqueues = require "cqueues"
    local sa = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local sb = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    finally(function() sa:close(); sb:close() end)
    local path = "/election/cqueues"
    local a, b = sa:leader_latch(path, { id = "a" }), sb:leader_latch(path, { id = "b" })
    local st = {}
    local cq = cqueues.new()
    cq:wrap(function()
      a:start()
      assert(a:await(10))
      st.a_led = true
      while #helper.children(sa, path) < 2 do cqueues.sleep(0.01) end
      assert(a:close())
    end)
    cq:wrap(function()
      while not st.a_led do cqueues.sleep(0.01) end
      b:start()
      st.b_ok, st.b_msg = b:await(10)
      st.b_leader = b:is_leader()
      b:close()
    end)
    assert(cq:loop(30))
    assert.is_true(st.b_ok, st.b_msg)
    assert.is_true(st.b_leader)
  end)

  it("checks its arguments", function()
    helper.raises("unknown leader latch option", s1.leader_latch, s1, "/x", { nope = 1 })
    helper.raises("id must be a string", s1.leader_latch, s1, "/x", { id = 5 })
    local l = s1:leader_latch("/election/args")
    helper.raises("not started", l.await, l, 0)
    l:start()
    helper.raises("started already", l.start, l)
    helper.raises("needs a function", l.on_change, l, 1)
    assert.is_true(l:await(5))
    assert.equals(s1:leader_latch("/y").id, l:leader())   -- the session's node data by default
    l:close()
  end)
end)

describe("leader selector #once", function()
  local zk, s1, s2, admin
  local env = helper.fixture(3)
  setup(function() env.up(); zk, s1, s2, admin = env.zk, env[1], env[2], env[3] end)
  teardown(env.down)

  it("runs fn while it leads, on Curator's mutex nodes, and gives the lock back when fn returns", function()
    local path = "/selector/once"
    local seen
    local sel = s1:leader_selector(path, function(ctx)
      local parts = ctx.selector:participants()
      seen = { leader = ctx:is_leader(), validity = ctx:validity(), token = ctx:fencing_token(), n = #parts,
        path = parts[1].path, data = parts[1].data, is_first = parts[1].leader }
    end, { id = "one" })
    assert.is_true(sel:run(5))
    assert.is_true(seen.leader)
    assert.is_true(seen.validity > 0)
    assert.is_not_nil(seen.token)
    assert.equals(1, seen.n)
    assert.equals("one", seen.data)
    assert.is_true(seen.is_first)
    assert.matches("^/selector/once/_c_%x+%-%x+%-4%x+%-%x+%-%x+%-lock%-%d%d%d%d%d%d%d%d%d%d$", seen.path)
    assert.same({}, helper.children(admin, path))
    assert.is_false(sel:is_leader())
  end)

  it("requeues: two selectors take turns, never both leading, until closed", function()
    local cqueues = require "cqueues"
    local sa = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    local sb = assert(zklock.connect { servers = zk.servers, waiter = "cqueues" })
    finally(function() sa:close(); sb:close() end)
    local path = "/selector/requeue"
    local turns, inside, overlaps = {}, 0, 0
    local sels = {}
    local function work(name)
      return function(ctx)
        inside = inside + 1
        if inside > 1 then overlaps = overlaps + 1 end
        turns[#turns + 1] = name
        assert(ctx:is_leader())
        cqueues.sleep(0.05)
        inside = inside - 1
        if #turns >= 6 then sels.a:close(); sels.b:close() end
      end
    end
    sels.a = sa:leader_selector(path, work("a"), { id = "a", requeue = true })
    sels.b = sb:leader_selector(path, work("b"), { id = "b", requeue = true })
    local res = {}
    local cq = cqueues.new()
    for name, sel in pairs(sels) do cq:wrap(function() res[name] = { sel:run() } end) end
    assert(cq:loop(30))
    assert.equals(0, overlaps)
    assert.equals(6, #turns)
    -- a requeued selector goes behind the other: the turns alternate
    for i = 2, 6 do assert.are_not.equal(turns[i - 1], turns[i], table.concat(turns, " ")) end
    assert.is_true(res.a[1])
    assert.is_true(res.b[1])
    assert.same({ 3, 3 }, { sels.a.turns, sels.b.turns })
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 0 end, 30))
  end)

  it("ctx:on_lost() hears a loss at once; is_leader() is false after it", function()
    local path = "/selector/lost"
    local heard = {}
    local sel = s1:leader_selector(path, function(ctx)
      ctx:on_lost(function(c, reason) heard[#heard + 1] = { reason, c:is_leader() } end)
      local node = ctx.hold:node()
      assert(admin:delete(node))
      helper.eventually(function() return #heard > 0 end, 5, { s1 })
      heard.after = ctx:is_leader()
    end)
    assert.is_true(sel:run(5))
    assert.same({ { "deleted", false }, after = false }, heard)
  end)

  it("close() while run() waits to lead: run() answers 'closed'", function()
    local path = "/selector/close"
    local holder = s2:mutex(path)
    assert(holder:acquire(5))
    local sel
    local sb = assert(zklock.connect { servers = zk.servers, waiter = helper.stepping_waiter(function()
      if sel and #helper.children(admin, path) == 2 then sel:close() end
    end) })
    finally(function() sb:close() end)
    local ran = false
    sel = sb:leader_selector(path, function() ran = true end, { requeue = true })
    local ok, _, code = sel:run(10)
    assert.is_nil(ok)
    assert.equals("closed", code)
    assert.is_false(ran)
    assert.is_true(helper.eventually(function() return #helper.children(admin, path) == 1 end, 30))
    holder:release()
  end)

  it("run() again after fn raised: the error is raised, the lock given back, the selector not stuck", function()
    local path = "/selector/raise"
    local n = 0
    local sel = s1:leader_selector(path, function() n = n + 1; if n == 1 then error("boom", 0) end end)
    local ok, err = pcall(sel.run, sel, 5)
    assert.is_false(ok)
    assert.equals("boom", err)
    assert.same({}, helper.children(admin, path))
    assert.is_true(sel:run(5))
    assert.equals(2, n)
  end)

  it("requeue: a session that expired and cannot be reopened ends run() with 'lost', no loop", function()
    local s = assert(zklock.connect { servers = zk.servers })
    local idx = getmetatable(s).__index
    local real = idx._reopen
    local calls = 0
    idx._reopen = function()
      calls = calls + 1
      return nil, "simulated: cannot resolve the servers"
    end
    finally(function() idx._reopen = real; s:close() end)
    local ran, sel = 0, nil
    sel = s:leader_selector("/selector/reopen-fails", function() ran = ran + 1 end, { requeue = true })
    helper.expire(zk, s)
    local m = sel.mutex
    local holds = 0
    sel.mutex = setmetatable({ hold = function(_, ...)
      holds = holds + 1
      if holds > 50 then sel:close() end   -- before the fix: thousands at once
      return m:hold(...)
    end, cancel = function() return m:cancel() end }, { __index = m })
    local ok, msg, code = sel:run(5)
    assert.is_nil(ok)
    assert.equals("lost", code, msg)
    assert.equals(0, ran)
    assert.is_true(holds <= 2, holds .. " turns")
    assert.is_true(calls <= 3, calls .. " reopens")
  end)

  it("requeue: a turn that fails 'lost' at once waits for the session's next state event", function()
    local sel = s1:leader_selector("/selector/lost-at-once", function() end, { requeue = true })
    local holds = 0
    sel.mutex = setmetatable({ hold = function()
      holds = holds + 1
      if holds > 50 then sel:close() end   -- before the fix: a loop that never waits
      return nil, "simulated: zk:ZINVALIDSTATE", "lost"
    end, cancel = function() end }, { __index = sel.mutex })
    local t0 = now()
    local ok, _, code = sel:run(0.3)
    assert.is_nil(ok)
    assert.equals("lost", code)
    assert.equals(1, holds)
    assert.is_true(now() - t0 >= 0.25)
  end)

  it("close() during fn tells ctx:on_lost ('closed'); ctx:is_leader() is false after it", function()
    local path = "/selector/close-in-fn"
    local heard = {}
    local sel
    sel = s1:leader_selector(path, function(ctx)
      ctx:on_lost(function(c, reason) heard[#heard + 1] = { reason, c:is_leader() } end)
      sel:close()
      heard.after = ctx:is_leader()
    end)
    assert.is_true(sel:run(5))
    assert.same({ { "closed", false }, after = false }, heard)
    assert.same({}, helper.children(admin, path))
  end)

  it("checks its arguments", function()
    helper.raises("needs a function", s1.leader_selector, s1, "/x", nil)
    helper.raises("requeue must be a boolean", s1.leader_selector, s1, "/x", function() end, { requeue = 1 })
    helper.raises("unknown leader selector option", s1.leader_selector, s1, "/x", function() end, { nope = 1 })
  end)
end)

-- Debian's Curator 5.4 LeaderLatch and zklock latches on one path, through healthy handovers both
-- ways (5.4 predates Curator's own fix for two leaders after a reconnect: no faults on its side).
describe("leader latch with Curator #once", function()
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

  local function curator_latch(path, id)
    local flag, release, out = dir .. "/" .. id .. ".leader", dir .. "/" .. id .. ".release", dir .. "/" .. id .. ".out"
    local pid = helper.spawn(string.format("%s latch %s %s %s %s %s", java, zk.servers, path, id, flag, release), out)
    return {
      leads = function() return helper.read(flag) ~= nil end,
      close = function() helper.write(release, "go"); assert.is_true(helper.wait_pid(pid, 30)) end,
      said = function() return helper.read(out) end,
    }
  end

  -- for `seconds`, at every look: never both leading
  local function never_both(z, j, seconds)
    helper.eventually(function()
      assert.is_false(z:is_leader() and j.leads(), "two leaders")
      return false
    end, seconds, { s })
  end

  it("Curator leads first, hands over to zklock; then zklock leads and hands over to Curator", function()
    local path = "/interop/leader"
    local j = curator_latch(path, "j1")
    assert.is_true(helper.eventually(j.leads, 60), "Curator did not lead: " .. tostring(j.said()))
    local z = s:leader_latch(path, { id = "z1" })
    z:start()
    assert.is_nil((z:await(0.5)))
    never_both(z, j, 0.5)
    local parts = z:participants()
    assert.equals(2, #parts)
    assert.same({ "j1", "z1" }, { parts[1].data, parts[2].data })
    assert.matches("/_c_%x+%-%x+%-%x+%-%x+%-%x+%-latch%-%d+$", parts[1].path)   -- Curator's, named as ours
    assert.equals("j1", z:leader())
    j.close()
    assert.matches("was leader", j.said())
    assert.is_true(z:await(10))

    local j2 = curator_latch(path, "j2")
    assert.is_true(helper.eventually(function() return #helper.children(s, path) == 2 end, 60), tostring(j2.said()))
    never_both(z, j2, 1)
    assert.is_false(j2.leads())
    assert.is_true(z:is_leader())
    assert.equals("z1", z:leader())
    assert.is_true(z:close())
    assert.is_true(helper.eventually(j2.leads, 10))
    local z2 = s:leader_latch(path, { id = "z2" })
    z2:start()
    assert.is_nil((z2:await(0.5)))
    never_both(z2, j2, 0.5)
    j2.close()
    assert.is_true(z2:await(10))
    z2:close()
  end)
end)
