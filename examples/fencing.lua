-- Fencing, end to end: a resource that refuses a write whose token is lower than the highest it
-- has seen. The lease (validity()) stops a holder that knows it lost the lock; only fencing stops
-- one that does not know yet (a process paused after its last check).
--
--   lua5.4 examples/fencing.lua [servers]     (from a checkout, after `make`)
--
-- The token is a pair: fencing_token() returns the czxid of the node the hold stands on and a
-- sequence under that node. Coroutines of one session that want the same lock share one node and
-- hand the lock on locally, so successive holds can have the same czxid: only the sequence tells
-- the earlier of them from the later. Compare czxid first, then the sequence.
--
-- The resource here is a znode holding "<czxid> <seq> <value>", updated by compare-and-set on its
-- version, so the check and the write are one atomic step on the resource's side. A database does
-- the same with `UPDATE ... SET value = ?, fence_c = ?, fence_s = ? WHERE id = ? AND
-- (fence_c < ? OR (fence_c = ? AND fence_s <= ?))`.
package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local cqueues = require "cqueues"   -- only for the local hand-off at the end
local zklock = require "zklock"

local servers = arg[1] or os.getenv("ZK_SERVERS") or "127.0.0.1:2181"

-- (czxid, seq) as text, and "is a lower than b": czxid first, then seq
local function show(c, s) return string.format("%d.%d", c, s) end
local function lower(c1, s1, c2, s2) return c1 < c2 or (c1 == c2 and s1 < s2) end

local Resource = {}
Resource.__index = Resource

function Resource.new(session, path)
  session:create(path, "0 0 -", { parents = true })   -- "exists" is fine
  return setmetatable({ s = session, path = path }, Resource)
end

-- Writes value under the token (czxid, seq); refuses (nil, msg, "stale") a pair lower than one
-- already seen. An equal pair is the same hold writing again.
function Resource:write(czxid, seq, value)
  for _ = 1, 100 do
    local data, stat = self.s:get(self.path)
    if not data then return nil, stat end
    local hc, hs = data:match("^(%d+) (%d+)")
    hc, hs = tonumber(hc) or 0, tonumber(hs) or 0
    if lower(czxid, seq, hc, hs) then
      return nil, string.format("stale token %s: %s was seen already", show(czxid, seq), show(hc, hs)), "stale"
    end
    local ok, msg, code = self.s:set(self.path, string.format("%d %d %s", czxid, seq, value), stat.version)
    if ok then return true end
    if code ~= "zk:ZBADVERSION" then return nil, msg, code end   -- someone wrote meanwhile: look again
  end
  return nil, "too much contention", "busy"
end

local s = assert(zklock.connect { servers = servers, namespace = "/zklock-example" })
local resource = Resource.new(s, "/fenced/resource")
local m = s:mutex("/fenced/lock")

assert(m:acquire(10))
local c, q = m:fencing_token()         -- a later hold always has a larger pair
-- Check the lease just before the effect: a hold past its deadline is not ours any more.
if m:validity() > 1 then
  assert(resource:write(c, q, "written under token " .. show(c, q)))
  print("wrote with token " .. show(c, q))
end
m:release()

-- A holder that was paused past its lease comes back with an old token: the resource refuses it.
assert(m:acquire(10))
local nc, nq = m:fencing_token()
assert(resource:write(nc, nq, "a newer holder"))
m:release()
local ok, msg = resource:write(c, q, "a stale holder")
print(ok and "stale write accepted (wrong!)" or ("refused: " .. msg))

-- A local hand-off: coroutine A holds, B waits in the same session; A releases before its write
-- got out, and B is handed the lock on A's node. Same czxid, so only the sequence refuses A.
local cq = cqueues.new()
local a = {}
cq:wrap(function()                     -- A
  assert(m:acquire(10))
  a.c, a.q = m:fencing_token()
  cqueues.sleep(0.1)                   -- B asks meanwhile
  m:release()
end)
cq:wrap(function()                     -- B
  cqueues.sleep(0.05)
  assert(m:acquire(10))
  local bc, bq = m:fencing_token()
  print(string.format("handed on locally: A held %s, B holds %s", show(a.c, a.q), show(bc, bq)))
  assert(resource:write(bc, bq, "B, handed on locally"))
  m:release()
  local ok2, msg2 = resource:write(a.c, a.q, "A, late")
  print(ok2 and "A's late write accepted (wrong!)" or ("refused: " .. msg2))
end)
assert(cq:loop())

s:close()
