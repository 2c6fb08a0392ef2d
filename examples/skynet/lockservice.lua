-- examples/skynet/lockservice.lua -- a skynet service that serialises trades between players
-- across every service and every node that uses the same ZooKeeper: one zklock mutex per player,
-- both taken (in a fixed order, so two trades cannot deadlock) for the whole trade.
--   local svc = skynet.newservice("lockservice")
--   local ok, err = skynet.call(svc, "lua", "trade", "alice", "bob", "sword")   -- [, timeout]
-- zklock picks its skynet waiter by itself (waiter "auto"): a request waiting for a lock parks
-- its coroutine, and the service goes on serving other requests meanwhile.
local skynet = require "skynet"
local zklock = require "zklock"

local session
local CMD = {}

local function player_lock(name)
  return "/game/players/" .. name
end

-- Each request runs in a coroutine of its own: a lock is held by that coroutine (reentrant
-- inside it), and a second request for the same player waits its turn, in this service too.
function CMD.trade(from, to, item, timeout)
  if from == to then return nil, "cannot trade with oneself" end
  local first, second = from, to
  if second < first then first, second = second, first end
  local both = session:multilock { player_lock(first), player_lock(second) }
  -- with(): released on every exit, errors included; nil, msg, code if not acquired in time
  local ok, err, code = both:with(timeout or 5, function()
    -- read both inventories, check, write both: calls that yield (a database service, say) are
    -- fine here, other requests run meanwhile and nobody else can trade these two players
    skynet.sleep(1)
    return true
  end)
  if not ok then return nil, string.format("%s: %s", tostring(code), tostring(err)) end
  skynet.error(string.format("trade %s -> %s: %s", from, to, item))
  return true
end

-- A lock held across requests: skynet recycles the coroutines that run requests, so a lock that
-- outlives one request belongs to a value (a hold), never to the coroutine. "audit" takes a
-- player's lock for a later request to give back; nobody else can trade that player meanwhile.
local audits = {}
function CMD.audit_begin(player)
  if audits[player] then return nil, "already auditing " .. player end
  local h, err, code = session:mutex(player_lock(player)):hold(5)
  if not h then return nil, string.format("%s: %s", tostring(code), tostring(err)) end
  audits[player] = h
  return true
end
function CMD.audit_end(player)
  local h = audits[player]
  if not h then return nil, "not auditing " .. player end
  audits[player] = nil
  return h:release()   -- from this request's coroutine: a hold may be released from any
end

-- One node owns a shard: an election per shard (a leader latch); this service serves the shard
-- while its latch leads. await parks only this request's coroutine (the skynet waiter).
local shards = {}
function CMD.own_shard(shard)
  local latch = shards[shard]
  if not latch then
    latch = session:leader_latch("/game/shards/" .. shard, { id = skynet.address(skynet.self()) })
    latch:on_change(function(_, owned, reason)
      -- stop serving the shard at once when it is no longer ours: reason is "deadline", "expired",
      -- "deleted" or "closed"; the latch joins again by itself unless closed
      skynet.error(string.format("shard %s %s", shard, owned and "is ours" or ("is not ours: " .. reason)))
    end)
    latch:start()
    shards[shard] = latch
  end
  return latch:await(0.5) == true, latch:leader()
end

function CMD.close()
  session:close()   -- deletes this service's lock nodes now, then ends the ZooKeeper session
  return true
end

skynet.start(function()
  -- connect() parks this coroutine until the session is up (at most connect_timeout)
  session = assert(zklock.connect {
    servers = skynet.getenv("zk_servers") or "127.0.0.1:2181",
    session_timeout = 10,
  })
  -- listeners run whether or not anything waits; zklock's own messages go to skynet.error
  session:on_state(function(event) skynet.error("zklock session: " .. event) end)
  skynet.dispatch("lua", function(_, _, cmd, ...)
    local f = CMD[cmd]
    if not f then return skynet.ret(skynet.pack(nil, "unknown command " .. tostring(cmd))) end
    skynet.ret(skynet.pack(f(...)))
  end)
end)
