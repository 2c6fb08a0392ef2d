-- chaos/client.lua -- one chaos client process: WORKERS coroutines (a cqueues controller) share
-- one session and acquire locks in a loop, write to the fenced resource while they hold, and log
-- every step with zklock.now() timestamps for chaos/check.lua. Coroutines of one session that want
-- the same lock share its node and hand it on locally, so faults hit those hand-offs too.
--   client.lua SERVERS LOG STOP_AT ID RESOURCE_SOCKET NLOCKS SEED [MODE [WORKERS]]
-- MODE "fast" (the default): short holds on lock1..lockN, as many as it can. MODE "hold": holds of
-- 0.5 to 5 s on lock<N+1>, writing every 50-150 ms while validity() vouches for the hold, so that
-- partitions and outages cut holders off mid-hold. WORKERS: coroutines per process (default 3).
-- A token is the hold's fencing pair, written "<czxid>.<seq>" (fencing_token()'s two values):
-- compare czxid first, then seq, never as one number ("7.10" is above "7.9").
-- Log lines: "<t> <EVENT> fields...", W is the worker (coroutine) number, events:
--   ACQ W lock token validity t_start    acquire returned true (validity: what validity() said then)
--   OBS W lock token validity            validity() checked just before a write
--   WRITE W lock token OK|STALE|ERR      the resource's answer
--   REL W lock token result t_start      release() (t_start: when it was called)
--   FAIL W lock code t_start timeout     acquire returned nil
--   LOST lock reason                     on_lost (the lock is shared: it does not say which worker)
--   FAULT lost_create                    the next create reply is dropped (fault injection)
--   START id workers / END / CRASH msg / NOCONNECT
local zklock = require "zklock"
local cqueues = require "cqueues"
local socket = require "cqueues.socket"

local servers, logpath, stop_at, id, rpath, nlocks, seed, mode, workers = ...
stop_at, nlocks, workers = tonumber(stop_at), tonumber(nlocks), tonumber(workers or 3)
math.randomseed(tonumber(seed))
local now = zklock.now

local log = assert(io.open(logpath, "a"))
log:setvbuf("line")
local function emit(...)
  log:write(string.format("%.6f", now()), " ", table.concat({ ... }, " "), "\n")
end
local function f6(x) return string.format("%.6f", x) end

-- the fenced resource (chaos/resource.lua): one line per write, answered OK or STALE; one
-- connection per worker, so that answers cannot cross
local function writer(name)
  local conn
  return function(lock, token)
    for _ = 1, 2 do
      if not conn then
        conn = socket.connect { path = rpath }
        conn:setmode("bl", "bl")
      end
      local ok = conn:write(string.format("W %s %s %s\n", lock, name, token))
      local answer = ok and conn:read("*l")
      if answer then return answer end
      conn:close()
      conn = nil
    end
    return "ERR"
  end
end

local function worker(s, locks, w)
  local write = writer(id .. "/" .. w)
  local long = mode == "hold"
  while now() < stop_at do
    local l = locks[math.random(#locks)]
    local timeout = long and 2 + math.random() * 4 or 0.2 + math.random() * 2
    if math.random() < 0.002 / workers then
      s:_drop_create_replies(1)
      emit("FAULT", "lost_create")
    end
    local t0 = now()
    local ok, _, code = l.m:acquire(timeout)
    if ok then
      local czxid, seq = l.m:fencing_token()
      local token = string.format("%d.%d", czxid, seq)
      emit("ACQ", w, l.name, token, f6(l.m:validity()), f6(t0))
      local hold_until = now() + (long and 0.5 + math.random() * 4.5 or 0)
      for k = 1, long and math.huge or math.random(1, 3) do
        local v = l.m:validity()
        if v <= 0 or (long and k > 1 and now() >= hold_until) then break end
        emit("OBS", w, l.name, token, f6(v))
        emit("WRITE", w, l.name, token, write(l.name, token))
        -- hold a little; the other workers and the session's drainer run meanwhile
        cqueues.sleep(long and 0.05 + math.random() * 0.1 or math.random() * 0.003)
      end
      local t1 = now()
      local rok, _, rcode = l.m:release()
      emit("REL", w, l.name, token, rok and "ok" or tostring(rcode), f6(t1))
    else
      emit("FAIL", w, l.name, tostring(code), f6(t0), string.format("%.3f", timeout))
    end
    cqueues.sleep(0)
  end
end

local function main()
  emit("START", id, workers)
  local s
  while not s and now() < stop_at do
    s = zklock.connect { servers = servers, session_timeout = 4, connect_timeout = 5, waiter = "cqueues" }
  end
  if not s then emit("NOCONNECT"); return end
  local locks = {}
  local first, last = 1, nlocks
  if mode == "hold" then first, last = nlocks + 1, nlocks + 1 end
  for i = first, last do
    local name = "lock" .. i
    local m = s:mutex("/chaos/" .. name)   -- one mutex object, shared by the workers
    m:on_lost(function(_, reason) emit("LOST", name, reason) end)
    locks[#locks + 1] = { m = m, name = name }
  end
  local cq = cqueues.new()
  for w = 1, workers do cq:wrap(worker, s, locks, w) end
  assert(cq:loop())
  s:close()
  emit("END")
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  emit("CRASH", (tostring(err):gsub("\n", " | ")))
  os.exit(1)
end
