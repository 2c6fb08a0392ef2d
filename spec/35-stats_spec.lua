-- What an operator reads: session:session_timeout() (the negotiated value), the path in every
-- plain operation's error, and session:stats() with its Prometheus text (zklock.stats).
local helper = require "helper"
local zklock = require "zklock"
local stats = require "zklock.stats"

describe("operating", function()
  local zk, s, s2
  setup(function()
    zk = helper.server()   -- minSessionTimeout 400 ms, maxSessionTimeout 60 s
    s = assert(zklock.connect { servers = zk.servers, session_timeout = 2 })
    s2 = assert(zklock.connect { servers = zk.servers })
  end)
  teardown(function()
    if s then s:close() end
    if s2 then s2:close() end
    if zk then zk:destroy() end
  end)

  it("session_timeout() is what the server negotiated, not what was asked", function()
    assert.equals(2, s:session_timeout())
    local long = assert(zklock.connect { servers = zk.servers, session_timeout = 100 })
    local short = assert(zklock.connect { servers = zk.servers, session_timeout = 0.1 })
    assert.equals(60, long:session_timeout())
    assert.equals(0.4, short:session_timeout())
    long:close()
    short:close()
    helper.raises("closed", s.session_timeout, long)
  end)

  it("refuses a zk:// URL by name", function()
    helper.raises('servers: "zk://127%.0%.0%.1:2181" is a URL; give host:port', zklock.connect,
      { servers = "zk://127.0.0.1:2181" })
  end)

  it("names the operation and the path in every plain operation's error", function()
    local function fails(pattern, code, ...)
      local ok, msg, c = ...
      assert.is_nil(ok)
      assert.equals(code, c)
      assert.matches(pattern, msg)
    end
    fails("^get /nope: no node %(ZNONODE%)$", "zk:ZNONODE", s:get("/nope"))
    fails("^children /nope/deeper: ", "zk:ZNONODE", s:children("/nope/deeper"))
    fails("^set /nope: ", "zk:ZNONODE", s:set("/nope", "x"))
    fails("^delete /nope: ", "zk:ZNONODE", s:delete("/nope"))
    fails("^create /nope/child: ", "zk:ZNONODE", s:create("/nope/child", "x"))
    assert(s:create("/here", "x"))
    fails("^create /here: node exists", "zk:ZNODEEXISTS", s:create("/here", "x"))
    -- with a namespace, the path as the caller gave it
    local ns = assert(zklock.connect { servers = zk.servers, namespace = "/myapp" })
    fails("^get /nope: ", "zk:ZNONODE", ns:get("/nope"))
    ns:close()
  end)

  it("counts acquisitions, failures by code, wait times, holds lost by reason", function()
    local before = s:stats()
    local m, other = s:mutex("/stats/m"), s2:mutex("/stats/m")
    assert.is_true(m:acquire(5))
    assert.is_true(m:acquire(5))   -- reentrant: granted at once, counted
    m:release(); m:release()
    assert.is_true(other:acquire(5))
    assert.is_nil(m:acquire(0.3))   -- times out behind the other session
    assert.is_nil(m:acquire(0))     -- try once
    other:release()
    local sem = s:semaphore("/stats/sem", 2)
    local leases = assert(sem:acquire(2, 5))   -- two leases, two acquisitions (the internal lock is not one)
    sem:return_all(leases)
    -- a hold is refreshed while held; one whose node an operator deletes is lost ("deleted")
    assert.is_true(m:acquire(5))
    assert.is_true(helper.eventually(function() return s:_stats().refreshes > before.refreshes end, 10, { s }))
    assert.is_true(s2:delete(m:node()))
    assert.is_true(helper.eventually(function() return s:stats().lost.deleted > before.lost.deleted end, 10, { s }))
    assert.is_nil(select(1, m:release()))

    local t = s:stats()
    assert.equals(before.acquisitions + 5, t.acquisitions)
    assert.equals(before.failures.timeout + 2, t.failures.timeout)
    assert.equals(before.lost.deleted + 1, t.lost.deleted)
    assert.equals(0, t.lost.expired)
    assert.equals(before.wait.count + 7, t.wait.count)
    assert.is_true(t.wait.max >= 0.3, "the timed-out wait is the longest: " .. t.wait.max)
    assert.is_true(t.wait.sum >= 0.3)
    local last = t.wait.buckets[#t.wait.buckets]
    assert.equals(math.huge, last.le)
    assert.equals(t.wait.count, last.count)
    for i = 2, #t.wait.buckets do
      assert.is_true(t.wait.buckets[i].count >= t.wait.buckets[i - 1].count, "buckets are cumulative")
    end
    local c = s:_stats()
    assert.equals(c.sent, t.requests)
    assert.equals(c.local_grants, t.handoffs_local)
    assert.equals(c.remote_handoffs, t.handoffs_remote)
    assert.is_number(t.handoffs_remote)
    assert.is_true(t.refreshes >= 1)
    assert.is_true(t.last_refresh_rtt > 0 and t.last_refresh_rtt < 2)
    assert.equals("connected", t.state)
    assert.equals(2, t.session_timeout)
  end)

  it("writes valid Prometheus text, and merges several sessions' texts family by family", function()
    local a = stats.prometheus(s:stats(), { worker = 0 })
    local b = stats.prometheus(s2:stats(), { worker = 1 })
    local text = stats.merge { a, b }
    local types, family, seen = {}, nil, {}
    for line in text:gmatch("[^\n]+") do
      local name, kind = line:match("^# TYPE (%S+) (%a+)$")
      if name then
        assert.is_nil(types[name], "a second TYPE line for " .. name)
        types[name], family = kind, name
      elseif not line:match("^# HELP ") then
        local metric, labels, value = line:match("^([%w_]+)(%b{}) (%S+)$")
        assert(metric, "not a sample line: " .. line)
        assert(tonumber(value) or value == "+Inf", line)
        assert.equals(1, metric:find(family, 1, true), metric .. " outside its family " .. family)
        assert.is_nil(seen[metric .. labels], "a sample twice: " .. line)
        seen[metric .. labels] = true
      end
    end
    assert.equals("histogram", types.zklock_wait_seconds)
    assert.equals("counter", types.zklock_acquisitions_total)
    assert.matches('\nzklock_acquisitions_total{worker="0"} %d+\n', text)
    assert.matches('\nzklock_acquisitions_total{worker="1"} %d+\n', text)
    assert.matches('\nzklock_wait_seconds_bucket{le="%+Inf",worker="0"} %d+\n', text)
    assert.matches('\nzklock_holds_lost_total{reason="deleted",worker="0"} 1\n', text)
    helper.raises("stats", stats.prometheus, "nope")
  end)
end)
