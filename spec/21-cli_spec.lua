-- The `zklock` inspector (bin/zklock, lua/zklock/cli/) against a real server, on locks made by
-- zklock and by real Curator 5 processes: ls, show, revoke, delete, watch, --json, --auth and
-- the exit codes.
local helper = require "helper"
local zklock = require "zklock"

local json = require "dkjson"
local unpack = table.unpack or unpack

describe("zklock CLI #once", function()
  local zk, s, dir, java
  local pids = {}

  -- runs bin/zklock with args (and stdin text); returns exit code, stdout, stderr
  local function cli(args, stdin)
    local n = #pids + math.random(1e6)
    local o, e, i = dir .. "/out" .. n, dir .. "/err" .. n, dir .. "/in" .. n
    helper.write(i, stdin or "")
    if args[1] ~= "--servers" then args = { "--servers", zk.servers, unpack(args) } end
    local cmd = helper.lua_cmd("bin/zklock", unpack(args))
    helper.sh(string.format("%s < %s > %s 2> %s; echo $? > %s.rc", cmd, i, o, e, o))
    return tonumber(helper.read(o .. ".rc")), helper.read(o), helper.read(e)
  end
  local function cli_json(args, stdin)
    local rc, out, err = cli({ "--json", unpack(args) }, stdin)
    assert.equals(0, rc, err)
    return (assert(json.decode(out), out))
  end

  -- a Curator process in the background: hold/semhold until release() (a file) is written
  local function curator(mode, path, kind, name)
    local flag, release = dir .. "/" .. name .. ".held", dir .. "/" .. name .. ".release"
    local pid = helper.spawn(string.format("%s %s %s %s %s %s %s", java, mode, zk.servers, path, kind, flag, release),
      dir .. "/" .. name .. ".log")
    pids[#pids + 1] = pid
    return {
      held = function() return helper.read(flag) ~= nil end,
      release = function()
        helper.write(release, "go")
        assert.is_true(helper.wait_pid(pid, 30))
      end,
    }
  end
  local function held_by_curator(c, name)
    assert.is_true(helper.eventually(c.held, 60),
      "Curator did not acquire: " .. tostring(helper.read(dir .. "/" .. name .. ".log")))
  end
  local function by_path(list)
    local t = {}
    for _, l in ipairs(list) do t[l.path] = l end
    return t
  end

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers, node_data = "spec-holder" })
    dir = helper.tmpdir()
    java = helper.curator_peer(dir)
  end)

  teardown(function()
    for _, pid in ipairs(pids) do helper.kill(pid) end
    if s then s:close() end
    zk:destroy()
    helper.sh("rm -rf " .. helper.quote(dir))
  end)

  it("ls: every lock under a path, zklock's and Curator's, with kind, holders and queue", function()
    local m = s:mutex("/app/orders")
    assert(m:acquire(5))
    local cm = curator("hold", "/app/curator", "mutex", "ls-mutex")
    held_by_curator(cm, "ls-mutex")
    local rw = s:rwlock("/app/rw")
    assert(rw:read_lock():acquire(5))
    local cw = curator("hold", "/app/rw", "write", "ls-writer")   -- queues behind our reader
    assert.is_true(helper.eventually(function() return #helper.children(s, "/app/rw") == 2 end, 60))
    local sem = s:semaphore("/app/sem", 3)
    local leases = assert(sem:acquire(1, 5))
    local cs = curator("semhold", "/app/sem", "3", "ls-sem")
    held_by_curator(cs, "ls-sem")

    local doc = cli_json { "ls", "/app" }
    local locks = by_path(doc.locks)
    assert.equals(4, #doc.locks)
    assert.equals("mutex", locks["/app/orders"].kind)
    assert.equals(1, #locks["/app/orders"].holders)
    assert.equals("spec-holder", locks["/app/orders"].holders[1].data)
    assert.equals(s:session_id(), locks["/app/orders"].holders[1].session)
    assert.equals(m:node(), locks["/app/orders"].holders[1].path)
    assert.equals(0, locks["/app/orders"].waiting)
    assert.equals("mutex", locks["/app/curator"].kind)
    assert.equals(1, #locks["/app/curator"].holders)
    assert.not_equals(s:session_id(), locks["/app/curator"].holders[1].session)
    local rwl = locks["/app/rw"]
    assert.equals("rwlock", rwl.kind)
    assert.equals(rw:read_lock():node(), rwl.holders[1].path)
    assert.equals(1, rwl.waiting)
    assert.equals("write", rwl.queue[2].role)
    assert.equals(rw:read_lock():node(), rwl.queue[2].waits_for)   -- Curator's writer waits for our reader
    assert.equals("semaphore", locks["/app/sem"].kind)
    assert.equals(2, #locks["/app/sem"].holders)

    -- the text form names the same locks
    local rc, text = cli { "ls", "/app" }
    assert.equals(0, rc)
    assert.matches("/app/orders +mutex +1 +0 .*spec%-holder", text)
    assert.matches("/app/rw +rwlock +1 +1", text)
    assert.matches("/app/sem +semaphore +2 +0", text)

    m:release(); rw:read_lock():release(); sem:return_all(leases)
    cm.release(); cs.release()
    assert.is_true(helper.eventually(cw.held, 60))
    cw.release()
  end)

  it("show: the queue in order, each waiter naming the node it waits for", function()
    local m = s:mutex("/q")
    assert(m:acquire(5))
    local w1 = curator("hold", "/q", "mutex", "q1")
    assert.is_true(helper.eventually(function() return #helper.children(s, "/q") == 2 end, 60))
    local w2 = curator("hold", "/q", "mutex", "q2")
    assert.is_true(helper.eventually(function() return #helper.children(s, "/q") == 3 end, 60))
    local doc = cli_json { "show", "/q" }
    assert.equals("mutex", doc.kind)
    assert.equals(3, #doc.queue)
    assert.equals(m:node(), doc.queue[1].path)
    assert.equals("holds", doc.queue[1].state)
    assert.is_nil(doc.queue[1].waits_for)
    assert.is_true(doc.queue[1].age >= 0 and doc.queue[1].age < 600 and doc.queue[1].age % 1 == 0)
    assert.equals(s:session_id(), doc.queue[1].session)
    for i = 2, 3 do
      assert.equals("waits", doc.queue[i].state)
      assert.equals(doc.queue[i - 1].path, doc.queue[i].waits_for)
    end
    local rc, text = cli { "show", "/q" }
    assert.equals(0, rc)
    assert.matches("/q  mutex  1 holding, 2 waiting", text, 1, true)
    assert.matches("1 +holds +lock +" .. m:node():gsub("%p", "%%%0") .. " +spec%-holder", text)
    m:release()
    held_by_curator(w1, "q1"); w1.release()
    held_by_curator(w2, "q2"); w2.release()
  end)

  it("show: a reader waits for the nearest writer ahead of it", function()
    local rw = s:rwlock("/rwq")
    assert(rw:write_lock():acquire(5))
    local r = curator("hold", "/rwq", "read", "rwq-reader")
    assert.is_true(helper.eventually(function() return #helper.children(s, "/rwq") == 2 end, 60))
    local doc = cli_json { "show", "/rwq" }
    assert.equals("rwlock", doc.kind)
    assert.same({ "write", "read" }, { doc.queue[1].role, doc.queue[2].role })
    assert.equals(rw:write_lock():node(), doc.queue[2].waits_for)
    rw:write_lock():release()
    held_by_curator(r, "rwq-reader"); r.release()
  end)

  it("revoke: a Curator holder made revocable releases; --wait reports it", function()
    local flag = dir .. "/revocable.held"
    local pid = helper.spawn(string.format("%s revocable %s /rev %s", java, zk.servers, flag), dir .. "/revocable.log")
    pids[#pids + 1] = pid
    -- Java's Files.write creates the file before it writes: wait for the whole line
    assert.is_true(helper.eventually(function() return (helper.read(flag) or ""):match("^acquired %S+\n") ~= nil end, 60))
    local node = helper.read(flag):match("^acquired (%S+)")
    local doc = cli_json { "revoke", node, "--wait", "30" }
    assert.is_true(doc.revoke_requested)
    assert.is_true(doc.released)
    assert.is_true(helper.wait_pid(pid, 30))
    assert.equals("revoked\n", helper.read(dir .. "/revocable.log"))
  end)

  it("revoke: a zklock holder's revocation listener releases", function()
    local m = s:mutex("/rev2")
    m:make_revocable(function(lock) lock:release() end)
    assert(m:acquire(5))
    local node = m:node()
    local out = dir .. "/revoke2.out"
    -- in the background: our listener runs only while this process dispatches
    local pid = helper.spawn(helper.lua_cmd("bin/zklock", "--servers", zk.servers, "revoke", node, "--wait", "30"), out)
    pids[#pids + 1] = pid
    assert.is_true(helper.eventually(function() return not m:is_owned() end, 30, { s }))
    assert.is_true(helper.wait_pid(pid, 30))
    assert.matches("revocation requested: " .. node:gsub("%p", "%%%0") .. " %(spec%-holder%)\nreleased", helper.read(out))
  end)

  it("revoke: exit 3 for a missing node, 6 when a holder does not release in time", function()
    assert.equals(3, (cli { "revoke", "/nothing/here" }))
    local m = s:mutex("/rev3")   -- not revocable: ignores the request
    assert(m:acquire(5))
    local rc, out = cli { "revoke", m:node(), "--wait", "0.3" }
    assert.equals(6, rc)
    assert.matches("still held", out)
    assert.is_true(m:is_owned())
    m:release()
  end)

  it("delete: asks first (exit 5 unless confirmed), deletes on y or --yes; a Curator node too", function()
    local m = s:mutex("/del")
    assert(m:acquire(5))
    local node = m:node()
    local rc, _, err = cli({ "delete", node }, "n\n")
    assert.equals(5, rc)
    assert.matches("delete " .. node:gsub("%p", "%%%0") .. " %(lock, data spec%-holder", err)
    assert.is_table(s:exists(node))
    rc = cli({ "delete", node }, "y\n")
    assert.equals(0, rc)
    assert.is_false(s:exists(node))
    assert.is_true(helper.eventually(function() return not m:is_owned() end, 10, { s }))   -- "deleted"
    assert.equals(3, (cli({ "delete", node }, "y\n")))

    -- a Curator holder that is "gone": its node is deleted, and the lock is free for us
    local c = curator("hold", "/del2", "mutex", "del2")
    held_by_curator(c, "del2")
    local cnode = helper.children(s, "/del2")[1]
    local doc = cli_json { "delete", "--yes", "/del2/" .. cnode }
    assert.equals("/del2/" .. cnode, doc.deleted)
    local m2 = s:mutex("/del2")
    assert(m2:acquire(5))
    m2:release()
    c.release()
  end)

  it("watch: prints hand-offs as JSON lines, stops after --count", function()
    local m = s:mutex("/w")
    assert(m:acquire(5))
    local out = dir .. "/watch.out"
    local pid = helper.spawn(helper.lua_cmd("bin/zklock", "--servers", zk.servers, "--json", "watch", "/w",
      "--count", "4", "--for", "120"), out)
    pids[#pids + 1] = pid
    -- each step waits for the watch to have printed the one before: the events are the same however
    -- slow the watcher is (a hold it has not yet seen is not ended under it)
    local function printed(pattern)
      assert.is_true(helper.eventually(function() return (helper.read(out) or ""):match(pattern) ~= nil end, 60),
        "the watch did not print " .. pattern .. ": " .. tostring(helper.read(out)))
    end
    printed("\n")
    local c = curator("hold", "/w", "mutex", "w")
    printed('"queued"')
    local mine = m:node()
    m:release()
    held_by_curator(c, "w")
    printed('"acquired".*"acquired"')   -- Curator's hold seen before it ends
    c.release()
    assert.is_true(helper.wait_pid(pid, 60))
    local events = {}
    for line in helper.read(out):gmatch("[^\n]+") do events[#events + 1] = assert(json.decode(line), line) end
    assert.equals(5, #events)
    assert.same({ "acquired", mine, true }, { events[1].event, events[1].node.path, events[1].initial })
    assert.equals("queued", events[2].event)
    local cnode = events[2].node.path
    local rest = {}
    for i = 3, 5 do rest[#rest + 1] = events[i].event .. " " .. events[i].node.path end
    -- our release and Curator's acquire may come in one listing: the release is told first
    assert.same({ "released " .. mine, "acquired " .. cnode, "released " .. cnode }, rest)
  end)

  it("watch: 20 quick hold/release cycles from two sessions, each holder named or reported in a gap", function()
    -- the lock's directory made persistent first: the server never removes it, so its sequence
    -- numbers count on (a removed container's start again at 0: the next test)
    assert(s:create("/cycles", ""))
    local m = s:mutex("/cycles")
    assert(m:acquire(5))
    local out = dir .. "/cycles.out"
    local pid = helper.spawn(helper.lua_cmd("bin/zklock", "--servers", zk.servers, "--json", "watch", "/cycles",
      "--for", "300"), out)
    pids[#pids + 1] = pid
    local function events()
      local list = {}
      for line in (helper.read(out) or ""):gmatch("[^\n]+") do
        -- (once killed, its shell may add "Terminated")
        if line:match("^{") then list[#list + 1] = assert(json.decode(line), line) end
      end
      return list
    end
    assert.is_true(helper.eventually(function() return #events() >= 1 end, 60))
    -- both sessions queue behind our hold before the first cycle, so they contend from the start
    local w = {}
    for i, name in ipairs { "a", "b" } do
      -- holds of 50 ms: quick, yet longer than a loaded machine takes to schedule the watch's relisting
      w[i] = { out = dir .. "/cycles-" .. name, pid = helper.spawn(helper.lua_cmd("spec/workers/cycles.lua", zk.servers,
        "/cycles", 10, dir .. "/cycles-" .. name, 50), dir .. "/cycles-" .. name .. ".log") }
      pids[#pids + 1] = w[i].pid
    end
    assert.is_true(helper.eventually(function() return #helper.children(s, "/cycles") == 3 end, 60))
    m:release()
    local holders = {}
    for _, x in ipairs(w) do
      assert.is_true(helper.wait_pid(x.pid, 120), helper.read(x.out .. ".log"))
      for node in assert(helper.read(x.out), helper.read(x.out .. ".log")):gmatch("[^\n]+") do
        holders[#holders + 1] = node
      end
    end
    assert.equals(20, #holders)
    -- the watch has accounted for every holder: named with its end, or its number in a gap
    local named, gapped
    local function accounted()
      local ended, gaps = {}, {}
      for _, e in ipairs(events()) do
        if e.node and (e.event == "released" or e.event == "left" or e.event == "gave_up") then ended[e.node.path] = true end
        if e.event == "gap" then gaps[#gaps + 1] = e end
      end
      named, gapped = 0, 0
      for _, h in ipairs(holders) do
        local seq = tonumber(h:match("(%d+)$"))
        if ended[h] then named = named + 1 end
        for _, g in ipairs(gaps) do
          assert.is_nil(g.unknown)
          if g.dir == "/cycles" and seq >= g.first and seq <= g.last then gapped = gapped + 1 end
        end
      end
      return named + gapped == #holders
    end
    assert.is_true(helper.eventually(accounted, 60), "named " .. tostring(named) .. ", in gaps " .. tostring(gapped))
    helper.kill(pid)
    -- no gap but of holders: our own node (0) was named, and the workers made only these 20
    local in_gaps = 0
    for _, e in ipairs(events()) do
      if e.event == "gap" then in_gaps = in_gaps + e.count end
    end
    assert.equals(gapped, in_gaps)
    io.stderr:write(string.format("# watch: %d of 20 holders named, %d reported in gaps\n", named, gapped))
    assert.is_true(named >= 15, "named only " .. named .. " of 20 holders")
  end)

  it("watch: what came and went between two listings is a gap; a removed container starts again at 0", function()
    local follow = require "zklock.cli.follow"
    local w = assert(zklock.connect { servers = zk.servers, reconnect = false })
    local lock = "_c_0f0f0f0f-0000-4000-8000-000000000000-lock-"
    -- each step only once the follower's watch has fired: the steps see exactly what the test did
    local function step(f)
      assert.is_true(helper.eventually(function() return not f:idle() end, 30, { w }))
      local evs = assert(f:step(0, 0))
      local list = {}
      for _, e in ipairs(evs) do
        list[#list + 1] = e.event .. " " .. (e.node and e.node.path:match("(%d+)$") or
          (e.dir .. " " .. e.first .. (e.unknown and "+?" or ("-" .. e.last .. " " .. e.count))))
      end
      table.sort(list)
      return list
    end
    assert(s:create("/gaps", ""))
    local f = follow.new(w, "/gaps")
    assert.same({}, assert(f:step(0, 0)))
    for _ = 1, 2 do assert(s:delete(assert(s:create("/gaps/" .. lock, "", { sequential = true })))) end
    local kept = assert(s:create("/gaps/" .. lock, "", { sequential = true }))
    assert.same({ "acquired 0000000002", "gap /gaps 0-1 2" }, step(f))
    assert(s:delete(kept))
    assert.same({ "released 0000000002" }, step(f))

    -- a container (lock directories are): removed by the server (every 250 ms here) once empty
    local c = assert(s:create("/reaped", "", { container = true }))
    local node = assert(s:create(c .. "/" .. lock, "", { sequential = true }))
    local g = follow.new(w, c)
    assert.same({ "acquired 0000000000" }, step(g))
    assert(s:delete(node))
    local seen = step(g)
    if #seen == 1 then
      -- its deletion listed while the directory is still there; then the directory's own deletion
      -- is all the next watch hears: nothing unseen
      assert.same({ "released 0000000000" }, seen)
      assert.is_true(helper.eventually(function() return s:exists(c) == false end, 30))
      assert.same({}, step(g))
    else
      -- the server removed the directory before the follower listed it (a loaded machine): what
      -- it numbered after the last listing is unknown, and said so
      assert.same({ "gap /reaped 1+?", "released 0000000000" }, seen)
    end
    assert(s:create(c, "", { container = true }))
    node = assert(s:create(c .. "/" .. lock, "", { sequential = true }))
    assert.same({ "acquired 0000000000" }, step(g))   -- made again: numbered from 0, nothing missed
    -- listed only after the server removed it: what it numbered after the last listing is unknown
    assert(s:delete(node))
    assert.is_true(helper.eventually(function() return s:exists(c) == false end, 30))
    assert.same({ "gap /reaped 1+?", "released 0000000000" }, step(g))
    w:close()
  end)

  it("watch: a node gone before its read is said to be so, not called persistent", function()
    local output = require "zklock.cli.output"
    local gone = output.event_text { event = "released", time = 0, node = { path = "/l/n", data = "", gone = true } }
    assert.matches("(gone before its read)", gone, 1, true)
    assert.is_nil(gone:find("persistent", 1, true))
    local kept = output.event_text { event = "released", time = 0, node = { path = "/l/n", data = "" } }
    assert.matches("(persistent)", kept, 1, true)   -- read, and no ephemeral owner
  end)

  it("watch: a semaphore's leases and internal lock, each with its own numbers", function()
    local follow = require "zklock.cli.follow"
    local w = assert(zklock.connect { servers = zk.servers, reconnect = false })
    for _, p in ipairs { "/sem", "/sem/leases", "/sem/locks" } do assert(s:create(p, "")) end
    local sem = s:semaphore("/sem", 2)
    -- the internal lock's node goes after acquire() returns (its release does not wait for the
    -- delete): a listing made meanwhile shows it; each step below waits for it to be gone
    local function internal_gone()
      assert.is_true(helper.eventually(function() return #helper.children(s, "/sem/locks") == 0 end, 30, { s }))
    end
    local first = assert(sem:acquire(1, 5))
    internal_gone()
    local f = follow.new(w, "/sem")
    local evs = assert(f:step(0, 0))
    assert.same({ "acquired", true, "/sem/leases" }, { evs[1].event, evs[1].initial, evs[1].node.path:match("^(.*)/") })
    assert.equals(1, #evs)
    -- a lease taken and returned between two listings: a gap in leases/, and one in locks/ (the
    -- internal lock's node of that acquire)
    local second = assert(sem:acquire(1, 5))
    internal_gone()
    sem:return_all(second)
    assert.is_true(helper.eventually(function() return not f:idle() end, 30, { w }))
    local gaps = {}
    for _, e in ipairs(assert(f:step(0, 0))) do
      assert.equals("gap", e.event)
      gaps[#gaps + 1] = e.dir .. " " .. e.count
    end
    table.sort(gaps)
    assert.same({ "/sem/leases 1", "/sem/locks 1" }, gaps)
    local node = first[1]:node()
    sem:return_all(first)
    assert.is_true(helper.eventually(function() return not f:idle() end, 30, { w }))
    evs = assert(f:step(0, 0))
    assert.same({ "released", node }, { evs[1].event, evs[1].node.path })
    w:close()
  end)

  it("--auth: nodes only a credential can read", function()
    local a = assert(zklock.connect { servers = zk.servers, auth = { scheme = "digest", credential = "ops:secret" },
      acl = "creator", node_data = "secret-holder" })
    local m = a:mutex("/secure/lock")
    assert(m:acquire(5))
    local rc, _, err = cli { "show", "/secure/lock" }
    assert.equals(1, rc)
    assert.matches("^zklock: children /secure/lock: not authenticated %(ZNOAUTH%); .* %-%-auth scheme:credential", err)
    local doc = cli_json { "--auth", "digest:ops:secret", "show", "/secure/lock" }
    assert.equals("secret-holder", doc.queue[1].data)
    assert.equals(2, (cli { "--auth", "nocolon", "ls" }))
    m:release()
    a:close()
  end)

  it("ls: tells a semaphore by its lease and lock nodes, not by a child called locks", function()
    -- the README tour's layout: the namespace /myapp has a child locks/ holding a mutex's directory
    local ns = assert(zklock.connect { servers = zk.servers, namespace = "/myapp" })
    local m = ns:mutex("/locks/orders")
    assert(m:acquire(5))
    local doc = cli_json { "ls", "/myapp" }
    assert.equals(1, #doc.locks)
    assert.same({ "/myapp/locks/orders", "mutex" }, { doc.locks[1].path, doc.locks[1].kind })
    m:release()
    ns:close()
    -- a semaphore whose locks/ container the server removed (nobody queues): its leases tell it
    local sem = s:semaphore("/app2/sem", 2)
    local leases = assert(sem:acquire(1, 5))
    assert.is_true(helper.eventually(function() return not s:exists("/app2/sem/locks") end, 30))
    doc = cli_json { "ls", "/app2" }
    assert.equals(1, #doc.locks)
    assert.same({ "/app2/sem", "semaphore", 1 }, { doc.locks[1].path, doc.locks[1].kind, #doc.locks[1].holders })
    sem:return_all(leases)
  end)

  it("ls and show: a leader latch's election, the leader holding and the others waiting in line", function()
    local a, b = s:leader_latch("/elect/job", { id = "a" }), s:leader_latch("/elect/job", { id = "b" })
    a:start()
    assert.is_true(a:await(5))
    b:start()
    assert.is_true(helper.eventually(function() return #a:participants() == 2 end, 10, { s }))
    local doc = cli_json { "ls", "/elect" }
    assert.equals(1, #doc.locks)
    assert.same({ "/elect/job", "election", 1, 1 }, { doc.locks[1].path, doc.locks[1].kind, #doc.locks[1].holders,
      doc.locks[1].waiting })
    doc = cli_json { "show", "/elect/job" }
    assert.equals("election", doc.kind)
    assert.same({ "latch", "holds", "a" }, { doc.queue[1].role, doc.queue[1].state, doc.queue[1].data })
    assert.same({ "latch", "waits", doc.queue[1].path }, { doc.queue[2].role, doc.queue[2].state, doc.queue[2].waits_for })
    a:close()
    b:close()
  end)

  it("errors: one zklock: prefix, the path named, zk:// refused by name, argparse missing named", function()
    local rc, _, err = cli { "--servers", "127.0.0.1", "ls" }
    assert.equals(2, rc)
    assert.matches("^zklock: servers: \"127%.0%.0%.1\" is not host:port", err)
    assert.is_nil(err:match("zklock: zklock:"), err)
    rc, _, err = cli { "--servers", "zk://127.0.0.1:" .. zk.port, "ls" }
    assert.equals(2, rc)
    assert.matches("^zklock: servers: \"zk://127%.0%.0%.1:%d+\" is a URL; give host:port", err)
    rc, _, err = cli { "show", "/nope" }
    assert.equals(3, rc)
    assert.equals("zklock: children /nope: no node (ZNONODE)\n", err)
    -- without lua-argparse: which package to install, not a module-not-found trace
    local wrapper = dir .. "/no-argparse.lua"
    helper.write(wrapper, "package.preload.argparse = function() error(\"module 'argparse' not found\") end\n" ..
      "arg[0] = " .. string.format("%q", helper.ROOT .. "/bin/zklock") .. "\n" ..
      "dofile(arg[0])\n")
    local out = dir .. "/no-argparse.out"
    helper.sh(helper.lua_cmd("bin/zklock", "ls"):gsub("%S+/bin/zklock", helper.quote(wrapper)) .. " > " .. out ..
      " 2>&1; echo $? >> " .. out)
    assert.equals("zklock: the zklock command needs the Lua module argparse: install lua-argparse (Debian), " ..
      "or `luarocks install argparse`\n1\n", helper.read(out))
  end)

  it("exit codes: 2 for bad arguments, 3 for a missing path, 4 when no server answers", function()
    assert.equals(2, (cli { "bogus" }))
    assert.equals(2, (cli { "show" }))
    assert.equals(2, (cli { "show", "not/absolute" }))
    assert.equals(3, (cli { "ls", "/no/such/path" }))
    assert.equals(3, (cli { "show", "/no/such/lock" }))
    local rc, _, err = cli { "--servers", "127.0.0.1:" .. helper.free_port(), "--connect-timeout", "0.5", "ls" }
    assert.equals(4, rc)
    assert.matches("could not connect", err)
    local vrc, version = cli { "--version" }
    assert.equals(0, vrc)
    assert.equals("zklock " .. zklock.version .. "\n", version)
  end)
end)
