-- Fencing, end to end: a resource that refuses a write whose token is lower than the highest it
-- has seen. The lease (validity()) stops a holder that knows it lost the lock; only fencing stops
-- one that does not know yet (a process paused after its last check).
--
--   lua5.4 examples/fencing.lua [servers]     (from a checkout, after `make`)
--
-- The resource here is a znode holding "<highest token> <value>", updated by compare-and-set on
-- its version, so the check and the write are one atomic step on the resource's side. A database
-- does the same with `UPDATE ... SET value = ?, fence = ? WHERE id = ? AND fence <= ?`.
package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local zklock = require "zklock"

local servers = arg[1] or os.getenv("ZK_SERVERS") or "127.0.0.1:2181"

local Resource = {}
Resource.__index = Resource

function Resource.new(session, path)
  session:create(path, "0 -", { parents = true })   -- "exists" is fine
  return setmetatable({ s = session, path = path }, Resource)
end

-- Writes value under token; refuses (nil, msg, "stale") a token lower than one already seen.
function Resource:write(token, value)
  for _ = 1, 100 do
    local data, stat = self.s:get(self.path)
    if not data then return nil, stat end
    local highest = tonumber(data:match("^(%d+)")) or 0
    if token < highest then
      return nil, string.format("stale token %d: %d was seen already", token, highest), "stale"
    end
    local ok, msg, code = self.s:set(self.path, string.format("%d %s", token, value), stat.version)
    if ok then return true end
    if code ~= "zk:ZBADVERSION" then return nil, msg, code end   -- someone wrote meanwhile: look again
  end
  return nil, "too much contention", "busy"
end

local s = assert(zklock.connect { servers = servers, namespace = "/zklock-example" })
local resource = Resource.new(s, "/fenced/resource")
local m = s:mutex("/fenced/lock")

assert(m:acquire(10))
local token = m:fencing_token()        -- the node's czxid: a later hold always has a larger one
-- Check the lease just before the effect: a hold past its deadline is not ours any more.
if m:validity() > 1 then
  assert(resource:write(token, "written under token " .. token))
  print("wrote with token " .. token)
end
m:release()

-- A holder that was paused past its lease comes back with an old token: the resource refuses it.
assert(m:acquire(10))
local newer = m:fencing_token()
assert(resource:write(newer, "a newer holder"))
m:release()
local ok, msg = resource:write(token, "a stale holder")
print(ok and "stale write accepted (wrong!)" or ("refused: " .. msg))

s:close()
