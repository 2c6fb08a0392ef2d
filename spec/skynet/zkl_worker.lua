-- spec/skynet/zkl_worker.lua -- a skynet service for spec/30-skynet_spec.lua and the bench:
-- one zklock session (waiter "auto", so the skynet waiter) and commands that use it.
local skynet = require "skynet"
local zklock = require "zklock"

local servers, session_timeout = ...
local s
local locks = {}
local CMD = {}

local function lock(path)
  local m = locks[path]
  if not m then m = s:mutex(path); locks[path] = m end
  return m
end

-- The waiter "auto" picked, and the session's fd (for the caller's checks).
function CMD.connect()
  s = assert(zklock.connect { servers = servers, session_timeout = tonumber(session_timeout) or 10 })
  local picked = package.loaded["zklock.waiter.skynet"] ~= nil and package.loaded["zklock.waiter.blocking"] == nil
  return picked and "skynet" or "other"
end

-- n locked read-modify-write increments of the znode `counter`; inside the lock an ephemeral
-- marker node is created, which fails if someone else is inside too (an overlap).
function CMD.incr(path, counter, n)
  local m = lock(path)
  local r = { done = 0, overlaps = 0, failures = 0, lat = 0 }
  for _ = 1, n do
    local t0 = zklock.now()
    local ok, msg = m:acquire(120)
    r.lat = r.lat + (zklock.now() - t0)
    if not ok then
      r.failures = r.failures + 1
      r.last_error = msg
    else
      local inside = s:create(path .. "-inside", "", { ephemeral = true })
      if not inside then r.overlaps = r.overlaps + 1 end
      local v = assert(s:get(counter))
      assert(s:set(counter, tostring(tonumber(v) + 1)))
      if inside then assert(s:delete(path .. "-inside")) end
      assert(m:release())
      r.done = r.done + 1
    end
  end
  return r
end

-- n uncontended acquire(10)+release cycles -> seconds per cycle, and skynet.task() (pending
-- sessions: timers and waits) before and after
function CMD.cycles(path, n)
  local m = lock(path)
  local before, t0 = skynet.task(), zklock.now()
  for _ = 1, n do
    assert(m:acquire(10))
    assert(m:release())
  end
  return (zklock.now() - t0) / n, before, skynet.task()
end

-- Holds that outlive the request that took them belong to values (lock:hold()): skynet runs each
-- request on a coroutine from its pool, so a later request may run on another coroutine.
local held = {}

function CMD.hold(path)
  held[path] = assert(lock(path):hold(10))
  return (held[path]:node())
end

function CMD.release(path)
  local h = assert(held[path], "not held: " .. path)
  held[path] = nil
  return h:release()
end

-- acquire(timeout): ok, msg, code, seconds it took, ticks the service's other coroutine counted
function CMD.acquire(path, timeout)
  local ticks, running = 0, true
  skynet.fork(function()
    while running do ticks = ticks + 1; skynet.sleep(1) end
  end)
  local t0 = zklock.now()
  local h, msg, code = lock(path):hold(timeout)
  local took = zklock.now() - t0
  held[path] = h or held[path]
  local ok = h and true or nil
  running = false
  return ok, msg, code, took, ticks
end

-- Takes the lock and returns at once; its on_lost listener tells `notify` (from dispatch(), with
-- nothing waiting in this service); another listener raises, which zklock logs.
function CMD.hold_listening(path, notify)
  local m = lock(path)
  m:on_lost(function() error("listener boom") end)   -- reported through the log hook's default
  m:on_lost(function(_, reason) skynet.send(notify, "lua", "lost", reason) end)
  assert(m:acquire(10))
  return (m:node())
end

-- Explicit ownership: holds carried across requests, by name.
local holds = {}

function CMD.hold_explicit(path, name)
  local h, msg = lock(path):hold(10)
  holds[name] = h
  return h ~= nil, msg
end

function CMD.release_explicit(name)
  local h = assert(holds[name], "no hold " .. tostring(name))
  holds[name] = nil
  return h:release()
end

-- A handler that takes a hold and forgets it (nothing keeps the value).
function CMD.forget_hold(path)
  return lock(path):hold(10) ~= nil
end

-- What a later request on a (pooled) coroutine gets: acquire(0) and hold(0) must not inherit.
function CMD.try(path)
  local ok, _, code = lock(path):acquire(0)
  if ok then lock(path):release() end
  local h, _, hcode = lock(path):hold(0)
  if h then h:release() end
  return tostring(ok), tostring(code), tostring(h ~= nil), tostring(hcode)
end

function CMD.collect()
  collectgarbage()
  collectgarbage()
  return true
end

function CMD.close()
  if s then s:close() end
  return true
end

skynet.start(function()
  skynet.dispatch("lua", function(session, _, cmd, ...)
    local f = assert(CMD[cmd], cmd)
    if session == 0 then
      f(...)
    else
      skynet.ret(skynet.pack(f(...)))
    end
  end)
end)
