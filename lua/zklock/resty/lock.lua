-- zklock.resty.lock -- lua-resty-lock's API over zklock mutexes: a node-local lock becomes a
-- cluster-wide one by changing require "resty.lock" into require "zklock.resty.lock". Every
-- lock object holds by value (a zklock hold), since resty.lock users unlock in another phase or
-- light thread than the one that locked; one ZooKeeper session per nginx worker serves them all.
-- Every call answers as lua-resty-lock's does (the same nil, err where it returns them, never a
-- raise instead); where the semantics differ (the name given to new(), exptime, elapsed, a lost
-- lock), docs/guides/openresty.md says so.
local zklock = require "zklock"
local options = require "zklock.options"
local semaphore = require "ngx.semaphore"

local ngx = ngx
local type, tostring, setmetatable, pairs, error = type, tostring, setmetatable, pairs, error
local string_format, math_min = string.format, math.min
local now = zklock.now

local _M = { _VERSION = "0.09" }   -- the lua-resty-lock version whose API this follows
local mt = { __index = _M }

---------------------------------------------------------------------------
-- the worker's session

local config = {
  servers = os.getenv("ZKLOCK_SERVERS") or "127.0.0.1:2181",
  root = "/resty-lock",
}
local session_opts = {}   -- connect options besides servers, from configure()

local session            -- the worker's session, once connected
local connecting         -- an ngx.semaphore other light threads wait on while one connects
local mutexes = setmetatable({}, { __mode = "v" })   -- path -> this worker's mutex object

-- configure{servers =, root =, <any zklock.connect option>}: before the first lock(), e.g. in
-- init_by_lua or init_worker_by_lua. servers defaults to $ZKLOCK_SERVERS (nginx: `env
-- ZKLOCK_SERVERS;`), else 127.0.0.1:2181; root (the path every lock goes under) to /resty-lock.
-- The options are checked here, so a mistake raises at start-up, not in every request's lock().
function _M.configure(opts)
  if type(opts) ~= "table" then error("zklock: configure() needs an options table", 0) end
  if session then error("zklock: configure() after the worker's session was made", 0) end
  local o = {}
  for k, v in pairs(opts) do
    if k == "root" then
      if type(v) ~= "string" or not v:match("^/") then error("zklock: root must be an absolute path", 0) end
      config.root = v:gsub("/+$", "")
    elseif k == "servers" then
      config.servers = v
    else
      o[k] = v
    end
  end
  local all = { servers = config.servers }
  for k, v in pairs(o) do all[k] = v end
  options.connect(all)
  session_opts = o
end

-- The worker's session, connected on first use (from a phase that can yield: lua-resty-lock's
-- own lock() must be called there too). Light threads that ask meanwhile wait for that connect.
local function get_session()
  if session and session:state() ~= "closed" then return session end
  if connecting then
    if session_opts.fail_fast then return nil, "not connected to ZooKeeper yet: another request is connecting (fail_fast)" end
    connecting:wait(30)
    if session then return session end
    return nil, "cannot connect to ZooKeeper (another request tried)"
  end
  connecting = semaphore.new(0)
  local opts = { servers = config.servers }
  for k, v in pairs(session_opts) do opts[k] = v end
  local ok, s, err = pcall(zklock.connect, opts)
  local waiting = connecting
  connecting = nil
  if waiting:count() < 0 then waiting:post(-waiting:count()) end
  if not ok then error(s, 0) end
  if not s then return nil, err end
  session = s
  return s
end

-- Keys are any strings; a ZooKeeper path element may not hold "/" or be "." or "..": escape
-- every byte but letters, digits, "_" and "-" as %XX.
local function escape(key)
  return (key:gsub("[^%w_%-]", function(c) return string_format("%%%02X", c:byte()) end))
end

---------------------------------------------------------------------------
-- lock objects

-- new(name [, opts]): as resty.lock's new(dict_name, opts). name, in resty.lock the shared dict's,
-- names a family of keys here: a path element under root (no shared dict is looked up). Without
-- one (new(nil), or the dot-call resty_lock.new(name)) resty.lock answers "dictionary not found":
-- so does this, saying what to change. opts: timeout (default 5, at most exptime; 0 or less, or
-- NaN, tries once, as resty.lock's wait loop never runs then), exptime (default 30; 0: none), and step, ratio,
-- max_step (accepted; waiting here is event-driven, not stepped).
local NO_NAME = "dictionary not found (new() needs the name of the family of locks, a non-empty string: " ..
  "resty_lock:new(name), with a colon)"
function _M.new(_, namespace, opts)
  if type(namespace) ~= "string" or namespace == "" then return nil, NO_NAME end
  local timeout, exptime
  if opts then
    timeout, exptime = opts.timeout, opts.exptime
  end
  exptime = exptime or 30
  if timeout then timeout = math_min(timeout, exptime > 0 and exptime or timeout) end
  if timeout and not (timeout >= 0) then timeout = 0 end   -- NaN too: resty.lock's loop never runs
  return setmetatable({
    dir = config.root .. "/" .. escape(namespace),
    timeout = timeout or 5,
    exptime = exptime,
  }, mt)
end

-- async_release: unlock() returns once the delete is sent, so it never waits, not even in a phase
-- that cannot yield (log_by_lua, a filter); the lock is free for others a round trip later.
local function mutex_for(s, path)
  local m = mutexes[path]
  if not m or m:_session() ~= s then
    m = s:mutex(path, { async_release = true })
    mutexes[path] = m
  end
  return m
end

-- The longest key resty.lock's shared dict takes ("key too long" beyond).
local MAX_KEY = 65535

-- lock(key) -> elapsed | nil, err: "nil key" (nil or false), "locked" (this object holds a lock
-- already), "empty key", "key too long", "timeout", or zklock's message for anything else (no
-- connection, the session was lost, ...). A key that is not a string is its tostring(), as in the
-- shared dict, in the same order of checks.
function _M.lock(self, key)
  if not key then return nil, "nil key" end
  if self.hold then return nil, "locked" end
  if type(key) ~= "string" then key = tostring(key) end
  if key == "" then return nil, "empty key" end
  if #key > MAX_KEY then return nil, "key too long" end
  local t0 = now()
  local s, err = get_session()
  if not s then return nil, err end
  local m = mutex_for(s, self.dir .. "/" .. escape(key))
  -- exptime is the hold's ttl: zklock's C timer ends it then, as resty.lock's shared-dict entry
  -- expires, even when this worker's Lua is stuck (a timer of the worker would not run then)
  local h, msg, code = m:hold(self.timeout, { ttl = self.exptime > 0 and self.exptime or 0 })
  if not h then
    if code == "timeout" then return nil, "timeout" end
    return nil, msg
  end
  self.hold, self.key = h, key
  return now() - t0
end

-- unlock() -> 1 | nil, err: "unlocked" (nothing held), or zklock's message when the hold was
-- lost (its session expired, its validity ran out) before this call.
function _M.unlock(self)
  local h = self.hold
  if not h then return nil, "unlocked" end
  self.hold, self.key = nil, nil
  local ok, msg = h:release()
  if not ok then
    if h:lost() == "ttl" then return 1 end   -- ended at exptime, as resty.lock's entry expired
    return nil, msg
  end
  return 1
end

-- expire(t) -> true | nil, err: the hold is released t seconds from now (nil: exptime; 0: never).
-- "unlocked" when nothing is held, "not found" when the hold already ended (expired or lost).
function _M.expire(self, t)
  local h = self.hold
  if not h then return nil, "unlocked" end
  if not h:is_held() then return nil, "not found" end
  if t == nil then t = self.exptime end
  if type(t) ~= "number" or t < 0 then return nil, "bad exptime" end
  local ok, msg = h:set_ttl(t)
  if not ok then return nil, msg end
  return true
end

-- the worker's session (nil before the first lock()): for stats, state listeners, close
function _M.session() return session end

return _M
