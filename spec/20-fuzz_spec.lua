-- Fuzzing the Lua API (bounded: a fixed seed and a fixed number of calls): random and hostile
-- values for every public function's arguments and options. A programming error must raise
-- "zklock: ...", a runtime failure must return nil, msg, code; never a crash or a hang. Under
-- `make asan` the same run also shows no memory error and no leak.
local helper = require "helper"
local zklock = require "zklock"

local BIG_PATH = "/" .. ("p"):rep(10 * 1024)
local BIG_DATA = ("d"):rep(2 * 1024 * 1024)
local hostile = {
  false, true, 0, -1, 1.5, 0 / 0, math.huge, -math.huge, 2 ^ 53, 2 ^ 63, -2 ^ 63, 1e-300,
  "", "x", "/", "relative/path", "/a\0b", "/a//b", "/a/", "/zz/./x", BIG_PATH, BIG_DATA,
  {}, { 1, 2 }, { data = 5 }, { timeout = -1 }, function() end, coroutine.create(function() end), io.stdout,
}
local N = #hostile + 1   -- index N stands for nil

local function pick(rng)
  local i = rng(N)
  if i == N then return nil end
  return hostile[i]
end

local function pack(...) return { n = select("#", ...), ... } end   -- no table.pack in LuaJIT

-- Either a clean failure triple, a zklock: error, or any success.
local function probe(what, fn, ...)
  local res = pack(pcall(fn, ...))
  if not res[1] then
    local err = tostring(res[2])
    assert(err:match("^zklock: "), what .. " raised a non-zklock error: " .. err:sub(1, 300))
    return
  end
  if res[2] == nil and res.n >= 3 then
    assert(type(res[3]) == "string", what .. ": a failure without a message")
    assert(type(res[4]) == "string", what .. ": a failure without a code: " .. tostring(res[3]))
  end
  return res[2]
end

describe("fuzz", function()
  local zk, s
  local env = helper.fixture(1, nil, { { session_timeout = 5 } })
  setup(function() env.up(); zk, s = env.zk, env[1] end)
  teardown(env.down)

  it("session methods take any argument without a crash, a hang or an unclear error", function()
    local seed = 20261123
    local rng = function(n)   -- a small LCG: the same calls on every Lua version
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n + 1
    end
    local methods = { "get", "set", "create", "delete", "exists", "children", "mutex", "rwlock", "semaphore",
      "semaphore_mutex", "multilock", "revoke", "on_state", "off" }
    local deadline = zklock.now() + 120
    for _ = 1, 600 do
      assert(zklock.now() < deadline, "the fuzz run took too long")
      local name = methods[rng(#methods)]
      local a, b, c = pick(rng), pick(rng), pick(rng)
      local obj = probe("s:" .. name, s[name], s, a, b, c)
      -- a lock object came back: exercise it with hostile values too, never waiting long
      if type(obj) == "userdata" or type(obj) == "table" then
        for _, m in ipairs { "acquire", "validity", "is_owned", "on_lost", "make_revocable", "release" } do
          local f = obj[m]
          if type(f) == "function" then
            local arg = pick(rng)
            if m == "acquire" then arg = type(arg) == "number" and arg > 0.05 and 0.05 or arg end
            probe(name .. ":" .. m, f, obj, arg)
          end
        end
        if type(obj.release) == "function" then
          for _ = 1, 3 do pcall(obj.release, obj) end
        end
      end
    end
    -- the session still works
    assert.equals("connected", s:state())
    local m = s:mutex("/fuzz/after")
    assert.is_true(m:acquire(5))
    assert.is_true(m:release())
  end)

  it("connect takes any option value without a crash or an unclear error", function()
    local opts = { "servers", "session_timeout", "connect_timeout", "namespace", "auth", "acl", "parent_acl",
      "node_data", "waiter", "reconnect", "log_level", "lease_margin", "max_request" }
    for _, k in ipairs(opts) do
      for _, v in ipairs(hostile) do
        local o = { servers = zk.servers, connect_timeout = 2 }
        o[k] = v
        local sess = probe("connect{" .. k .. "}", zklock.connect, o)
        if sess then sess:close() end
      end
    end
    probe("connect(nil)", zklock.connect, nil)
    probe("connect(\"x\")", zklock.connect, "x")
  end)
end)
