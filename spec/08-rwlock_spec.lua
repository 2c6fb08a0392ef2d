-- Read-write lock (Curator's InterProcessReadWriteLock): readers share, writers exclude,
-- node order, downgrade without a writer slipping in, upgrade refused at once.
local helper = require "helper"
local zklock = require "zklock"

local function count(s, path, part)
  local n = 0
  for _, name in ipairs(helper.children(s, path)) do
    if name:find(part, 1, true) then n = n + 1 end
  end
  return n
end

describe("rwlock", function()
  local zk, s, s2
  local env = helper.fixture(2)
  setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
  teardown(env.down)

  it("names nodes as Curator does and returns the same lock objects every call", function()
    local rw = s:rwlock("/rw/names")
    assert.equals(rw:read_lock(), rw:read_lock())
    assert.equals(rw:write_lock(), rw:write_lock())
    assert.not_equals(rw:read_lock(), rw:write_lock())
    assert(rw:read_lock():acquire(5))
    assert.matches("^/rw/names/_c_%x+%-%x+%-%x+%-%x+%-%x+%-__READ__%d%d%d%d%d%d%d%d%d%d$", rw:read_lock():node())
    rw:read_lock():release()
    assert(rw:write_lock():acquire(5))
    assert.matches("^/rw/names/_c_%x+%-%x+%-%x+%-%x+%-%x+%-__WRIT__%d%d%d%d%d%d%d%d%d%d$", rw:write_lock():node())
    assert.equals("zklock.WriteLock(/rw/names, held)", tostring(rw:write_lock()))
    rw:write_lock():release()
  end)

  it("20 readers hold at once while 8 writers queue behind them", function()
    local path = "/rw/many"
    local rw = s:rwlock(path)
    local readers = {}
    for i = 1, 20 do
      -- each reader is its own coroutine (ownership is per coroutine); it holds until resumed
      readers[i] = coroutine.wrap(function()
        assert.is_true(rw:read_lock():acquire(5))
        coroutine.yield(rw:read_lock():node())
        assert.is_true(rw:read_lock():release())
      end)
      assert.is_string(readers[i]())
    end
    local wsess, wlocks = {}, {}
    for i = 1, 8 do
      wsess[i] = assert(zklock.connect { servers = zk.servers, node_data = "writer-" .. i })
      wlocks[i] = wsess[i]:rwlock(path):write_lock()
      assert(wlocks[i]:_begin(false))   -- queue without waiting; the engine keeps contending
    end
    assert.is_true(helper.eventually(function() return count(s, path, "__WRIT__") == 8 end, 10))
    assert.equals(20, #rw:read_lock():participants())
    local wparts = rw:write_lock():participants()
    assert.equals(8, #wparts)
    for i = 1, 8 do assert.equals("writer-" .. i, wparts[i].data) end
    -- a reader arriving now is behind the queued writers
    local late = s2:rwlock(path):read_lock()
    local ok, _, code = late:acquire(0)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    for i = 1, 20 do readers[i]() end
    for i = 1, 8 do wsess[i]:close() end
    assert.same({}, helper.children(s, path))
  end)

  it("a writer excludes readers and writers; readers then share", function()
    local a, b = s:rwlock("/rw/excl"), s2:rwlock("/rw/excl")
    assert(a:write_lock():acquire(5))
    local ok, _, code = b:read_lock():acquire(0.3)
    assert.equals("timeout", code)
    ok, _, code = b:write_lock():acquire(0.3)
    assert.equals("timeout", code)
    assert.is_nil(ok)
    a:write_lock():release()
    assert.is_true(b:read_lock():acquire(5))
    assert.is_true(a:read_lock():acquire(5))     -- readers share
    ok, _, code = a:write_lock():acquire(0.3)    -- a writer waits for every reader (deadlock: a reads)
    assert.equals("deadlock", code)
    b:read_lock():release()
    a:read_lock():release()
  end)

  it("asking for write while holding read is a deadlock, reported at once", function()
    local rw = s:rwlock("/rw/upgrade")
    assert(rw:read_lock():acquire(5))
    local t0 = zklock.now()
    local ok, msg, code = rw:write_lock():acquire(120)
    assert.is_nil(ok)
    assert.equals("deadlock", code)
    assert.matches("deadlock", msg)
    assert.is_true(zklock.now() - t0 < 60)   -- at once, not at its timeout
    assert.equals(1, #helper.children(s, "/rw/upgrade"))   -- no write node was created
    rw:read_lock():release()
  end)

  it("downgrades (write, read, release write) and a queued writer cannot slip in", function()
    local path = "/rw/downgrade"
    local rw = s:rwlock(path)
    local w, r = rw:write_lock(), rw:read_lock()
    assert(w:acquire(5))
    -- another session's writer queues behind our write node
    local other = s2:rwlock(path):write_lock()
    local pending = assert(other:_begin(false))
    assert.is_true(helper.eventually(function() return count(s, path, "__WRIT__") == 2 end, 10))
    assert.is_true(r:acquire(5))                  -- granted at once: we hold the write lock
    local wseq = w:node():match("(%d+)$")
    assert.equals(wseq, r:node():match("__READ__(%d+)$"))   -- the read node takes our place
    assert(w:release())
    assert.is_true(r:is_owned())
    assert.is_false(w:is_owned())
    -- the queued writer saw our write node go, decided again, and still waits
    assert.equals("timeout", zklock._await(s2, pending, 1))
    assert.is_false(pending:done())
    -- a reader arriving now is behind that queued writer, so it waits too (node order)
    local ok, _, code = s2:rwlock(path):read_lock():acquire(0)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    assert(r:release())
    assert.is_nil(zklock._await(s2, pending, 10))
    assert.is_true(other:_finish(pending))
    assert.is_true(other:is_owned())
    other:release()
  end)

  it("8 processes x 100 iterations, 10% writes: a writer is always alone, readers overlap #once", function()
    local dir = helper.tmpdir()
    local pids = {}
    for i = 1, 8 do
      pids[i] = helper.spawn(helper.lua_cmd("spec/workers/rw.lua", zk.servers, "/rw/stress", i, 100, dir,
        dir .. "/out" .. i), dir .. "/log" .. i)
    end
    for i = 1, 8 do assert.is_true(helper.wait_pid(pids[i], 300), "worker " .. i .. " still running") end
    local max_readers, writes = 0, 0
    for i = 1, 8 do
      local out = helper.read(dir .. "/out" .. i)
      assert.is_string(out, "worker " .. i .. ": " .. tostring(helper.read(dir .. "/log" .. i)))
      local o, m, w = out:match("overlaps=(%d+) max_readers=(%d+) writes=(%d+)")
      assert.equals(0, tonumber(o))
      max_readers = math.max(max_readers, tonumber(m))
      writes = writes + tonumber(w)
    end
    assert.is_true(max_readers > 1, "never saw two readers at once")
    assert.is_true(writes > 0)
    assert.same({}, helper.children(s, "/rw/stress"))
    helper.sh("rm -rf " .. helper.quote(dir))
  end)
end)
