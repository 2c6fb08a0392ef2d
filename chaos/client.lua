-- chaos/client.lua -- one chaos client process: WORKERS coroutines (a cqueues controller) share
-- one session and run one recipe in a loop (its ROLE, chaos/recipes.lua), write to the fenced
-- resource (chaos/resource.lua) while they hold, and log every step for chaos/check.lua.
--   client.lua SERVERS LOG STOP_AT ID RESOURCE_SOCKET SEED ROLE WORKERS CMDFILE PIDFILE DRIVER_SOCKET
-- Roles: fast (mutex, short holds on lock1/lock2, local hand-off), hold (mutex, holds of 0.5-5 s
-- on lock3), strict (mutex with local_handoffs = false), rw (read/write lock with downgrades), sem
-- (semaphore of SEM_MAX leases), semmutex (semaphore mutex), multi (multi-lock over 2-3 of
-- ml/a, ml/b, ml/c), revoke (revocable holds; the last worker revokes whoever holds), auth (a
-- mutex, sessions with a digest credential and acl = "creator", a dead server first in the list),
-- leader (a leader latch per turn on leader1, fenced while it leads; close() hands it on), ttl (a
-- mutex on ttl1 whose holds end TTL s after their grant: the lock option ttl in odd-numbered
-- clients, acquire(timeout, { ttl = TTL }) in even ones; without the option, plain holds).
-- The driver commands a client through CMDFILE and SIGUSR1: "lag" (a strict client sends one
-- create now: the lagging-follower fault), "rate R" / "skew S" (the lease clock test hooks),
-- "hang S" (a ttl client's next hold busy-loops S s in Lua, its C threads running: hung_holder).
-- A token is the hold's fencing pair, written "<czxid>.<seq>": compare czxid first, then seq.
-- Times are CLOCK_MONOTONIC (cqueues.monotime, as the driver's and the resource's), never the
-- lease clock, which the test hooks may bend. Log lines: "<t> <EVENT> fields...", W the worker:
--   ACQ W lock token validity t_start kind t_return t_granted (the engine's decision; "-": unknown)
--                                            a hold began (kind X exclusive, R read, L lease);
--                                            acquire() returned at t_return
--   OBS W lock token validity                validity() vouched (t: taken just before the call)
--   WRITE W lock token OK|STALE|ERR          the resource's answer
--   REL W lock token result t_start          release() returned (result ok or a code)
--   RELFAIL W lock token code                release() failed, the hold is still ours: retried
--   LEFT W lock token node                   release() said ok but the node stayed (connected)
--   FAIL W lock code t_start timeout         acquire returned nil
--   MULTI W n t_start                        a multi-lock of n locks acquired (its members: ACQ)
--   REVOKE W lock node result                the revoker asked the holder of node to release
--   REVOKED W lock                           a revocable holder heard the request
--   LOST lock reason                         on_lost
--   VIOLATION W what...                      an invariant the client itself saw broken
--   HANG W lock token t_grant ttl secs how   a hold that now hangs secs s (how: option, acquire, set
--                                            or none: the ttl the lock option, the acquisition or
--                                            set_ttl gave it, or none in a build without ttl)
--   HANGEND W lock token                     the hang is over
--   STATE event reason                       on_state (reason: its third argument, or -)
--   TTL how ttl                              how this ttl client bounds its holds (as HANG's how)
--   SESSION id                               the session's id (hex), whenever it changes
--   FAULT lost_create | CMD ... | PROBE ... | START id role workers pid | END | CRASH msg | NOCONNECT
local signal = require "cqueues.signal"
-- before anything starts a thread (the ZooKeeper client's): they all inherit the blocked mask, so
-- the driver's SIGUSR1 reaches only the signalfd below
signal.block(signal.SIGUSR1)
local cqueues = require "cqueues"
local socket = require "cqueues.socket"
local zklock = require "zklock"
local core = require "zklock.core"
local recipes = require "recipes"

local servers, logpath, stop_at, id, rpath, seed, role, workers, cmdpath, pidpath, driver_path = ...
stop_at, workers = tonumber(stop_at), tonumber(workers)
math.randomseed(tonumber(seed))
local mono = cqueues.monotime

local log = assert(io.open(logpath, "a"))
log:setvbuf("line")
local function emit_at(t, ...)
  log:write(string.format("%.6f", t), " ", table.concat({ ... }, " "), "\n")
end
local function emit(...) emit_at(mono(), ...) end
local function f6(x) return string.format("%.6f", x) end

local pid
do
  local stat = assert(io.open("/proc/self/stat"))
  pid = tonumber(stat:read("l"):match("^(%d+)"))
  stat:close()
  local f = assert(io.open(pidpath, "w"))
  f:write(tostring(pid), "\n")
  f:close()
end

-- the fenced resource: one line per write, answered OK or STALE; one connection per worker
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

local CQ = cqueues.new()
local S = {}                 -- S.s: the session (replaced only after a refused credential)
local last_connected = mono()

-- "<czxid>.<seq>" of holder's hold; a nil half while validity() vouches for the hold is a
-- violation (fencing pairs could repeat): "0.<seq>", unfenced. (A hold already lost by the time
-- acquire() returned has no pair, and no validity: that is no violation.)
local function token_of(w, lock, holder)
  local czxid, seq = holder:fencing_token()
  if czxid == nil or seq == nil then
    if holder:validity() > 0 then
      emit("VIOLATION", w, lock, "fencing_token", tostring(czxid), tostring(seq))
    end
    return string.format("0.%d", math.tointeger(seq) or 0), false
  end
  return string.format("%d.%d", czxid, seq), true
end

-- After a release that said ok, the node must be gone. Right after a release that had to leave
-- its delete to the engine (the connection was down), it may still be there for a while: only a
-- node still there while the session has been connected for 2 s counts (rechecked, bounded).
local function check_gone(w, lock, token, node)
  if not node then return end
  local s = S.s
  local st = s:exists(node)
  if st == false or st == nil then return end
  local released = mono()
  CQ:wrap(function()
    for _ = 1, 30 do
      if mono() > stop_at + 5 then return end
      cqueues.sleep(1)
      local again = s:exists(node)
      if again == false then return end
      if again and s:state() == "connected" and mono() - last_connected >= 2 and mono() - released >= 2 then
        emit("LEFT", w, lock, token, node)
        return
      end
    end
  end)
end

-- release() until it says ok, lost or connection (the engine deletes the node on the reconnect);
-- a refused delete leaves the hold held: try again
local function release(w, lock, token, fn, node)
  local t1 = mono()
  for attempt = 1, 60 do
    local pok, ok, _, code = pcall(fn)
    if not pok then
      emit("REL", w, lock, token, "raised", f6(t1))
      emit("VIOLATION", w, lock, "release_raised", (tostring(ok):gsub("%s", "_")))
      return false
    end
    if ok then
      emit("REL", w, lock, token, "ok", f6(t1))
      check_gone(w, lock, token, node)
      return true
    end
    if code == "lost" or code == "connection" or code == "closed" or attempt == 60 or mono() > stop_at + 5 then
      emit("REL", w, lock, token, tostring(code), f6(t1))
      return false
    end
    emit("RELFAIL", w, lock, token, tostring(code))
    cqueues.sleep(0.1 + math.random() * 0.2)
  end
  return false
end

-- Holds: checks validity() before each step, writes to the resource when fenced. n steps, or
-- until `until_t` (long holds); stops early when stop() says so (revoked).
local function hold_for(w, lock, token, validity, o)
  local write = o.write and writer(id .. "/" .. w)
  local steps = o.until_t and 1000 or o.n
  for k = 1, steps do
    if o.stop and o.stop() then break end
    local t = mono()
    if o.until_t and k > 1 and t >= o.until_t then break end
    local v = validity()
    if v <= 0 then break end
    emit_at(t, "OBS", w, lock, token, f6(v))
    if write then emit("WRITE", w, lock, token, write(lock, token)) end
    -- hold a little; the other workers and the session's drainer run meanwhile
    cqueues.sleep(o.until_t and 0.05 + math.random() * 0.1 or math.random() * 0.003)
  end
end

-- the ACQ line: its time is taken before validity() is asked (a pause between the two must not
-- make a validity from before the pause look like one from after it); t_ret, the moment acquire()
-- returned, tells the validity then (chaos/liveness.lua, dead on arrival); returns that time
local function acq(w, lock, token, holder, t0, kind, t_ret)
  local t = mono()
  local v = holder:validity()
  -- when the engine decided it (Lua may hear it later: a pause, a fresh proof awaited)
  -- a lock's own, a semaphore mutex's lease's hold, or a lease's (a semaphore mutex's hold is a method)
  local of = holder
  if not of._granted_age then
    of = holder.lease and holder.lease.hold or (type(holder.hold) ~= "function" and holder.hold) or nil
  end
  local age = of and of._granted_age and of:_granted_age()
  -- (never before the acquire began: a clock_skew fault moves the engine's clock, not this one)
  emit_at(t, "ACQ", w, lock, token, f6(v), f6(t0), kind, f6(t_ret), age and f6(math.max(t - age, t0)) or "-")
  return t
end

local function fail(w, lock, code, t0, timeout)
  emit("FAIL", w, lock, tostring(code), f6(t0), string.format("%.3f", timeout))
  if code == "no_auth" then emit("VIOLATION", w, lock, "no_auth_with_valid_credential") end
end

local function maybe_lose_create(s)
  if math.random() < 0.002 / workers then
    core._test.drop_create_replies(s, 1)
    emit("FAULT", "lost_create")
  end
end

-- a line to the driver's socket (it awaits "probe" and "hang")
local function tell_driver(line)
  pcall(function()
    local conn = socket.connect { path = driver_path }
    conn:setmode("bl", "bl")
    conn:write(line .. "\n")
    conn:flush()
    conn:close()
  end)
end

local roles = require("roles") { S = S, id = id, workers = workers, emit = emit, emit_at = emit_at, f6 = f6,
  token_of = token_of, acq = acq, fail = fail, hold_for = hold_for, release = release, writer = writer,
  maybe_lose_create = maybe_lose_create, tell_driver = tell_driver }

---------------------------------------------------------------------------

local R = roles[role]
assert(R, "unknown role " .. tostring(role))
local AUTHED = role == "auth"

local function connect()
  local opts = { servers = servers, session_timeout = recipes.SESSION, connect_timeout = 5, waiter = "cqueues" }
  if AUTHED then
    opts.servers = recipes.DEAD_SERVER .. "," .. servers
    opts.auth = recipes.AUTH
    opts.acl = "creator"
  end
  for _ = 1, 1000 do
    if mono() >= stop_at then return nil end
    local s, msg, code = zklock.connect(opts)
    if s then
      local sid
      local function session_id()   -- logged when it changes: the owner of our nodes (chaos/liveness.lua)
        local now = s:_client_id()
        if now and now ~= sid then sid = now; emit("SESSION", now) end
      end
      s:on_state(function(ev, _, reason)
        if ev == "connected" or ev == "reconnected" then last_connected = mono() end
        emit("STATE", tostring(ev), reason ~= nil and (tostring(reason):gsub("%s", "_")) or "-")
        session_id()
      end)
      session_id()
      return s
    end
    if code == "no_auth" then emit("VIOLATION", "-", "connect", "no_auth_with_valid_credential", (tostring(msg):gsub("%s", "_"))) end
    cqueues.sleep(0.2)
  end
end

-- the session and the role's locks; a session whose credential was refused is replaced (that
-- refusal is a violation: the credential is valid)
local ctx, renewing
local function current()
  local s = S.s
  if s and s:state() == "auth_failed" and not renewing then
    renewing = true
    emit("VIOLATION", "-", "session", "auth_failed_with_valid_credential")
    pcall(s.close, s)
    S.s = connect()
    ctx = S.s and R.setup(S.s)
    renewing = false
  end
  return ctx
end

-- the driver's commands
local function commands()
  local listener = signal.listen(signal.SIGUSR1)
  while mono() < stop_at do
    if listener:wait(math.max(0.05, math.min(1, stop_at - mono()))) then
      local f = io.open(cmdpath)
      local line = f and f:read("l") or ""
      if f then f:close() end
      local cmd, arg = line:match("^(%S+)%s*(%S*)")
      local hooks = core._test
      if cmd == "lag" and role == "strict" and ctx then
        -- one create now, on its own node: its reply will be lost and the session steered to a
        -- follower that may not have it yet (chaos/run.lua, lagging_follower). The driver hears
        -- "probe" on its socket once acquire() has sent the create (the coroutine waits then).
        local started = false
        CQ:wrap(function()
          local l = ctx.locks[1]
          local t0 = mono()
          emit("PROBE", "sent")
          started = true
          local ok, _, code = l.m:acquire(3)
          local t_ret = mono()
          if not ok then
            emit("PROBE", "failed", tostring(code))
            return fail("p", l.name, code, t0, 3)
          end
          local token, fenced = token_of("p", l.name, l.m)
          acq("p", l.name, token, l.m, t0, "X", t_ret)
          emit("PROBE", "held", token)
          local node = l.m:node()
          hold_for("p", l.name, token, function() return l.m:validity() end, { write = fenced, n = 1 })
          release("p", l.name, token, function() return l.m:release() end, node)
        end)
        for _ = 1, 100 do
          if started then break end
          cqueues.sleep(0)
        end
        cqueues.sleep(0)   -- the probe runs up to its wait: its create is with the client library
        tell_driver("probe")
      elseif cmd == "hang" and role == "ttl" and ctx and tonumber(arg) then
        ctx.hang = tonumber(arg) > 0 and tonumber(arg) or nil   -- the next hold of a worker hangs ("hang 0": none)
        emit("CMD", cmd, arg, ctx.hang and "armed" or "disarmed")
      elseif (cmd == "rate" or cmd == "skew") and tonumber(arg) then
        local fn = hooks and hooks[cmd == "rate" and "clock_rate" or "clock_skew"]
        if fn then
          local ok, err = pcall(fn, tonumber(arg))
          emit("CMD", cmd, arg, ok and "ok" or (tostring(err):gsub("%s", "_")))
        else
          emit("CMD", cmd, arg, "unsupported")
        end
      else
        emit("CMD", cmd or "-", "ignored")
      end
    end
  end
end

local function main()
  emit("START", id, role, workers, pid)
  S.s = connect()
  if not S.s then emit("NOCONNECT"); return end
  ctx = R.setup(S.s)
  CQ:wrap(commands)
  for w = 1, workers do
    CQ:wrap(function()
      while mono() < stop_at do
        local c = current()
        if c then R.worker(c, w) else cqueues.sleep(0.1) end
        cqueues.sleep(0)
      end
    end)
  end
  assert(CQ:loop())
  if S.s then S.s:close() end
  emit("END")
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  emit("CRASH", (tostring(err):gsub("\n", " | ")))
  os.exit(1)
end
