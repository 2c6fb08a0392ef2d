-- zklock -- distributed locks for Lua on Apache ZooKeeper.
-- The Lua layer over zklock.core: option checking, waiting (through waiter adapters),
-- listeners, and the conveniences (guard, with, participants) built on the C methods.
local core = require "zklock.core"
local check = require "zklock.check"
local log = require "zklock.log"

local M = {
  version = "0.1.0",
  now = core.now,   -- monotonic clock, seconds (what timeouts are measured against)
  set_logger = log.set_logger,   -- fn(level, msg) for zklock's own messages (zklock.log)
  _core = core,
}

local now = core.now
local Session = core.classes["zklock.Session"]
local Mutex = core.classes["zklock.Mutex"]

local type, error, pairs, ipairs, select, setmetatable, tostring = type, error, pairs, ipairs, select, setmetatable, tostring
local pcall, require, string_find, string_format = pcall, require, string.find, string.format
local table_sort, table_insert = table.sort, table.insert
local unpack = table.unpack or unpack   -- luacheck: ignore
local math_huge = math.huge

-- Lua-side state of each session, kept off the userdata so the C core stays small.
local sessions = setmetatable({}, { __mode = "k" })

-- A lock's own Lua-side state (listeners, the other side of a read-write lock): kept on the
-- lock itself, never in a weak-keyed table whose values refer back to their key, which Lua 5.1
-- and LuaJIT (no ephemerons) would never collect. Mutex userdata keep it in their user value.
local function extra(lock)
  if type(lock) == "userdata" then return lock:_extra() end
  return lock
end

local function pack(...) return { n = select("#", ...), ... } end

local warn = log.warn

local function call_listener(fn, ...)
  local ok, err = pcall(fn, ...)
  if not ok then warn("listener failed: " .. tostring(err)) end
end

---------------------------------------------------------------------------
-- waiting

local known_waiters = { blocking = true, cqueues = true, luv = true, ngx = true, skynet = true }

local function require_waiter(name)
  local ok, mod = pcall(require, "zklock.waiter." .. name)
  if not ok then error("zklock: waiter '" .. name .. "' is not available: " .. tostring(mod), 0) end
  return mod
end

-- "auto": ngx inside OpenResty; skynet inside a skynet service; cqueues when the program has
-- loaded cqueues (inside a controller it yields, outside one it blocks, per wait); otherwise blocking.
local function auto_waiter()
  local ngx = rawget(_G, "ngx")
  if type(ngx) == "table" and ngx.get_phase and ngx.timer then return require_waiter("ngx") end
  if package.loaded["skynet.core"] and package.loaded.skynet then return require_waiter("skynet") end
  if package.loaded.cqueues then return require_waiter("cqueues") end
  return require "zklock.waiter.blocking"
end

local function load_waiter(w)
  if w == nil or w == "auto" then
    return auto_waiter()
  elseif type(w) == "string" then
    if not known_waiters[w] then error("zklock: unknown waiter '" .. w .. "'", 0) end
    return require_waiter(w)
  elseif type(w) == "table" then
    if type(w.wait) ~= "function" then error("zklock: a waiter table needs a wait(session, timeout) function", 0) end
    for _, k in ipairs { "event", "attach", "detach" } do
      if w[k] ~= nil and type(w[k]) ~= "function" then error("zklock: waiter field '" .. k .. "' must be a function", 0) end
    end
    return w
  end
  error("zklock: waiter must be a name or an adapter table, got " .. type(w), 0)
end

-- Waits until the pending result p is done, the deadline passes or waiting can never succeed.
-- Returns nil when p is done, else the reason ("timeout" or "deadlock").
local function await(sess, p, timeout)
  local st = sessions[sess]
  local w = st.waiter
  local deadline = timeout and now() + timeout
  local blocking = w.blocking
  if type(blocking) == "function" then blocking = blocking(sess) end
  while not p:done() do
    if blocking and p.self_blocked and p:self_blocked() then return "deadlock" end
    local remaining
    if deadline then
      remaining = deadline - now()
      if remaining <= 0 then return "timeout" end
    end
    w.wait(sess, remaining, p)
    sess:dispatch()
  end
  return nil
end
M._await = await

---------------------------------------------------------------------------
-- options

local check_timeout = check.timeout

local log_levels = { none = 0, error = 1, warn = 2, info = 3, debug = 4 }
local acls = { open = true, creator = true, read = true }
local connect_options = {
  servers = "string", session_timeout = "number", connect_timeout = "number", namespace = "string",
  auth = "table", acl = "string", node_data = "string", waiter = true, reconnect = "boolean",
  log_level = "string", lease_margin = "number", parent_acl = "string", max_request = "number",
  _client_id = "table",
}

local function check_auth(auth)
  local list = {}
  if auth.scheme ~= nil or auth.credential ~= nil then auth = { auth } end
  for i, a in ipairs(auth) do
    if type(a) ~= "table" or type(a.scheme) ~= "string" or type(a.credential) ~= "string" then
      error("zklock: auth[" .. i .. "] must be {scheme=string, credential=string}", 0)
    end
    list[i] = { a.scheme, a.credential }
  end
  return list
end

-- on_lost listeners of every lock with a hold that ended since the last look, called as
-- fn(lock, reason): "deadline" (our lease ran out), "expired" (the server said so) or "deleted".
local function report_lost(st)
  for lock in pairs(st.locks) do
    local n, reason = lock:_lost_holds()
    if n > 0 then
      for _, fn in ipairs(extra(lock).on_lost_fns or {}) do call_listener(fn, lock, reason) end
    end
  end
end

local function on_state(sess, event)
  local st = sessions[sess]
  if not st then return end
  if event == "lost" or event == "auth_failed" then
    report_lost(st)
    -- a refused credential would be refused again: no new session for it
    if event == "lost" and st.reconnect and not st.closed then
      local ok, err = sess:_reopen()
      if not ok then warn(err) end
    end
  end
  for _, fn in pairs(st.listeners) do call_listener(fn, event, sess) end
end

local function make_handler(sess_ref)
  return function(kind, arg)
    local sess = sess_ref[1]
    if not sess then return end
    if kind == "state" then
      on_state(sess, arg)
      local st = sessions[sess]
      local ev = st and st.waiter.event
      if ev then call_listener(ev, sess, kind, arg) end
    elseif kind == "done" or kind == "wake" then
      -- let a scheduler wake just the coroutine waiting for this pending result
      local st = sessions[sess]
      local ev = st and st.waiter.event
      if ev then call_listener(ev, sess, kind, arg) end
    elseif kind == "lost" then
      local st = sessions[sess]
      if st then report_lost(st) end
    elseif kind == "revoke" then
      local st = sessions[sess]
      local lock = st and st.revocable[arg]
      local fn = lock and extra(lock).revoke_fn
      if fn then call_listener(fn, lock) end
    end
  end
end

function M.connect(opts)
  if type(opts) ~= "table" then error("zklock: connect() needs an options table", 0) end
  for k, v in pairs(opts) do
    local want = connect_options[k]
    if not want then error("zklock: unknown connect option '" .. tostring(k) .. "'", 0) end
    if want ~= true and type(v) ~= want then
      error(string_format("zklock: option '%s' must be a %s, got %s", k, want, type(v)), 0)
    end
  end
  if opts.servers == nil or opts.servers == "" then error("zklock: option 'servers' is required", 0) end
  local hosts, chroot = check.servers(opts.servers)
  local session_timeout = opts.session_timeout or 10
  -- the client library takes milliseconds as a C int
  if not (session_timeout >= 0.001 and session_timeout <= check.INT32_MAX / 1000) then
    error("zklock: session_timeout must be from 0.001 to 2147483 seconds, got " .. tostring(session_timeout), 0)
  end
  local connect_timeout = check_timeout(opts.connect_timeout or 5) or 1e9
  local margin = opts.lease_margin or 0.35
  if not (margin >= 0.25 and margin < 1) then
    error("zklock: lease_margin must be at least 0.25 and below 1, got " .. tostring(margin), 0)
  end
  if opts.namespace then
    local ok, why = core.check_path(opts.namespace)
    if not ok then error("zklock: invalid namespace: " .. why, 0) end
    if opts.namespace == "/" then opts.namespace = nil end
  end
  if opts.acl and not acls[opts.acl] then error("zklock: acl must be \"open\", \"creator\" or \"read\"", 0) end
  if opts.parent_acl and not acls[opts.parent_acl] then
    error("zklock: parent_acl must be \"open\", \"creator\" or \"read\"", 0)
  end
  local auth = opts.auth and check_auth(opts.auth)
  for _, k in ipairs { "acl", "parent_acl" } do
    if opts[k] == "creator" and not (auth and #auth > 0) then
      -- the server would refuse every node with ZINVALIDACL, but only at the first acquire
      error("zklock: " .. k .. " \"creator\" needs auth", 0)
    end
  end
  local max_request = opts.max_request or check.MAX_REQUEST
  check.int("max_request", max_request, 4096, check.INT32_MAX)
  local prefix = opts.namespace or ""
  if opts.node_data then check.fits(opts.node_data, prefix .. "/", max_request) end
  local level = log_levels[opts.log_level or "none"]
  if not level then error("zklock: unknown log_level '" .. tostring(opts.log_level) .. "'", 0) end
  local waiter = load_waiter(opts.waiter)
  local where = check.short(opts.servers)
  for _, host in ipairs(hosts) do
    local ok, why = core.resolve(host)
    if not ok then return nil, string_format("cannot resolve host %s: %s", check.short(host), why), "connection" end
  end

  local sess, msg, code = core.session {
    servers = opts.servers,
    timeout_ms = math.floor(session_timeout * 1000 + 0.5),
    acl = opts.acl,
    parent_acl = opts.parent_acl,
    auth = auth,
    namespace = opts.namespace,
    log_level = level,
    margin = margin,
    client_id = opts._client_id,
  }
  if not sess then return nil, msg, code end
  local ref = setmetatable({ sess }, { __mode = "v" })
  sessions[sess] = {
    waiter = waiter,
    reconnect = opts.reconnect ~= false,
    node_data = opts.node_data or core.identity(),
    max_request = max_request,
    prefix = prefix,
    handler = make_handler(ref),
    listeners = {},
    next_token = 0,
    locks = setmetatable({}, { __mode = "k" }),
    revocable = setmetatable({}, { __mode = "v" }),
  }
  if waiter.attach then waiter.attach(sess) end
  local deadline = now() + connect_timeout
  while true do
    local state = sess:state()
    -- connected, and the server answered every credential: a refused one is known now, not later
    if state == "connected" and sess:_auth_pending() == 0 then break end
    if state == "auth_failed" or state == "lost" then
      sess:close()
      return nil, "authentication with ZooKeeper at " .. where .. " failed", "no_auth"
    end
    local remaining = deadline - now()
    if remaining <= 0 then
      sess:close()
      return nil, string_format("could not connect to ZooKeeper at %s within %gs", where, connect_timeout),
        "connection"
    end
    waiter.wait(sess, remaining)
    sess:dispatch()
  end
  if chroot then
    -- the client library connects under a chroot that does not exist, then every path fails ZNONODE
    local o = sess:_op("exists", "/", nil, nil, nil, true)
    local why = await(sess, o, math.max(deadline - now(), 1))
    local st, msg, code = o:result()
    if why or not st then
      sess:close()
      if why or code then return nil, "cannot check the chroot " .. chroot .. ": " .. tostring(msg or why), code or "connection" end
      return nil, "chroot " .. chroot .. " does not exist", "zk:ZNONODE"
    end
  end
  return sess
end

---------------------------------------------------------------------------
-- Session

function Session:dispatch()
  local st = sessions[self]
  return self:_dispatch(st and st.handler)
end

function Session:on_state(fn)
  if type(fn) ~= "function" then error("zklock: on_state() needs a function", 0) end
  local st = sessions[self]
  st.next_token = st.next_token + 1
  st.listeners[st.next_token] = fn
  return st.next_token
end

function Session:off(token)
  if type(token) ~= "number" or token ~= token then
    error("zklock: off() needs the token on_state() returned, got " .. tostring(token), 0)
  end
  sessions[self].listeners[token] = nil
end

local session_close = Session.close
function Session:close()
  local st = sessions[self]
  if st and not st.closed then
    st.closed = true
    if self:state() == "connected" then
      -- Delete our nodes, then wait for a read sent after them: the server answers one
      -- session in order, so when it returns every lock is visibly free to other clients.
      self:_abandon_all()
      local waited, err = pcall(await, self, self:_op("exists", "/"), 5)
      if not waited then
        if st.waiter.detach then st.waiter.detach(self) end
        session_close(self)   -- closing must not depend on the waiter: the session ends anyway
        self:dispatch()
        error(err, 0)
      end
    end
    if st.waiter.detach then st.waiter.detach(self) end
  end
  local ok = session_close(self)
  -- Closing finished what was still pending (waiters fail with "closed"); the drainers are gone,
  -- so hand those results out here, or their coroutines would never wake.
  self:dispatch()
  return ok
end

-- True while this Lua state holds a lock of this session that has on_lost or revocation
-- listeners: the scheduler adapters keep draining the session then, so those listeners run
-- even while no coroutine waits.
function Session:_listening()
  local st = sessions[self]
  if not st or st.closed then return false end
  for _, lock in pairs(st.revocable) do
    if lock:is_acquired_in_this_process() then return true end
  end
  for lock in pairs(st.locks) do
    if extra(lock).on_lost_fns and lock:_unreported() then return true end
  end
  return false
end

-- A session is a cqueues pollable: readable while events wait for dispatch().
function Session:pollfd() return self:fd() end
function Session:events() return "r" end
function Session:timeout() return nil end

-- A session that expired while nothing waited and nobody dispatched has its "lost" event still
-- queued: handle it (listeners, and the reopen when reconnect is on) before the session is used,
-- or every later call would fail "lost" forever.
local function revive(sess)
  if sess:state() ~= "lost" then return end
  sess:dispatch()
  local st = sessions[sess]
  if sess:state() == "lost" and st and st.reconnect and not st.closed then
    local ok, err = sess:_reopen()   -- the queued event was handled before, and that reopen failed
    if not ok then warn(err) end
  end
end

local function op(sess, kind, path, data, version, mode)
  revive(sess)
  local o = sess:_op(kind, path, data, version, mode)
  await(sess, o, nil)
  return o:result()
end

local check_version, check_data = check.version, check.data

function Session:exists(path) return op(self, "exists", path) end
function Session:get(path) return op(self, "get", path) end
function Session:children(path) return op(self, "children", path) end
local function fits(sess, data, path)
  local st = sessions[sess]
  if st and type(path) == "string" then check.fits(data, st.prefix .. path, st.max_request) end
  return data
end

function Session:set(path, data, version)
  return op(self, "set", path, fits(self, check_data(data), path), check_version(version))
end
function Session:delete(path, version)
  return op(self, "delete", path, nil, check_version(version))
end

-- ZooKeeper create modes: persistent 0, ephemeral 1, sequential 2 (bit), container 4.
function Session:create(path, data, opts)
  data = fits(self, data == nil and "" or check_data(data), path)
  local mode = 0
  if opts ~= nil then
    if type(opts) ~= "table" then error("zklock: create options must be a table", 0) end
    for k in pairs(opts) do
      if k ~= "ephemeral" and k ~= "sequential" and k ~= "container" and k ~= "parents" then
        error("zklock: unknown create option '" .. tostring(k) .. "'", 0)
      end
    end
    if opts.ephemeral then mode = mode + 1 end
    if opts.sequential then mode = mode + 2 end
    if opts.container then
      if mode ~= 0 then error("zklock: a container node cannot be ephemeral or sequential", 0) end
      mode = 4
    end
    if opts.parents then mode = -2 - mode end
  end
  return op(self, "create", path, data, nil, mode)
end

local REVOKE = "__REVOKE__"
function Session:revoke(node_path)
  local ok, msg, code = op(self, "set", node_path, REVOKE)
  if ok or code == "zk:ZNONODE" then return true end   -- already gone: nothing to revoke
  return nil, msg, code
end

---------------------------------------------------------------------------
-- Mutex

local function lock_opts(opts, st, path)
  if opts == nil then return st.node_data end
  if type(opts) ~= "table" then error("zklock: lock options must be a table", 0) end
  for k in pairs(opts) do
    if k ~= "data" then error("zklock: unknown lock option '" .. tostring(k) .. "'", 0) end
  end
  if opts.data == nil then return st.node_data end
  return check.fits(check_data(opts.data), st.prefix .. tostring(path), st.max_request)
end

function Session:mutex(path, opts)
  local st = sessions[self]
  if not st or st.closed then error("zklock: session is closed", 0) end
  local m = core.lock(self, "mutex", path, lock_opts(opts, st, path))
  st.locks[m] = true
  return m
end

-- Read-write lock (InterProcessReadWriteLock): two locks on one directory, each with the
-- mutex API. The policy that needs both sides (downgrade, upgrade) lives here.
local RWLock = {}
RWLock.__index = RWLock
RWLock.__name = "zklock.RWLock"
function RWLock:read_lock() return self.read end
function RWLock:write_lock() return self.write end
RWLock.__tostring = function(rw) return "zklock.RWLock(" .. rw.path .. ")" end

function Session:rwlock(path, opts)
  local st = sessions[self]
  if not st or st.closed then error("zklock: session is closed", 0) end
  local data = lock_opts(opts, st, path)
  local r = core.lock(self, "read", path, data)
  local w = core.lock(self, "write", path, data)
  local re, we = r:_extra(), w:_extra()
  re.sibling, we.sibling, we.writer = w, r, true
  st.locks[r], st.locks[w] = true, true
  return setmetatable({ path = path, read = r, write = w }, RWLock)
end

-- Returns once our node is deleted, so other clients see the lock free when we return
-- (as Curator's release does). If the connection is down the engine keeps retrying the
-- delete in the background until it succeeds or the session ends; we stop waiting then.
local FAILED_ACQUIRE_GRACE = 0.5   -- seconds a failed acquire waits for its node to go
local Released = {}
Released.__index = Released
function Released:done() return self.hold:released() or self.sess:state() ~= "connected" end
function Released:id() return self.hold:id() end

function Mutex:acquire(timeout)
  timeout = check_timeout(timeout)
  local fixed
  revive(select(3, self:_info()))
  local ex = self:_extra()
  local sib = ex.sibling
  if sib and not self:is_owned() and sib:is_owned() then
    if ex.writer then
      local path = self:_info()
      return nil, "deadlock: the write lock of " .. path .. " was asked for while holding its read lock", "deadlock"
    end
    -- Downgrade: our read node takes the write node's place in line, so a writer queued
    -- behind our write node cannot slip in when we release the write lock.
    fixed = sib:node():match("__WRIT__(%d+)$")
  end
  local h, msg, code = self:_begin(timeout == 0, fixed)
  if h == true or h == nil then return h, msg, code end
  local _, _, sess = self:_info()
  -- "try once" is decided by the engine (one listing), so it needs no deadline here.
  local waited, why = pcall(await, sess, h, timeout ~= 0 and timeout or nil)
  if not waited then
    self:_finish(h, "cancelled")   -- a waiter that raised: our node goes, then the error
    error(why, 0)
  end
  local ok, emsg, ecode = self:_finish(h, why)
  if ok then
    if ex.revoke_fn then sessions[sess].revocable[h:id()] = self end
  elseif not h:released() then
    -- As Curator does, return once our node is gone: nobody queues behind a ghost of ours. But
    -- not much later than asked: while a dead connection is not yet noticed (2/3 of the session
    -- timeout) the delete cannot go, and the engine keeps at it in the background anyway.
    await(sess, setmetatable({ hold = h, sess = sess }, Released), FAILED_ACQUIRE_GRACE)
  end
  return ok, emsg, ecode
end

function Mutex:release()
  local ok, hold_or_msg, code = self:_release()
  if ok and hold_or_msg then
    local _, _, sess = self:_info()
    local st = sessions[sess]
    if st then st.revocable[hold_or_msg:id()] = nil end
    await(sess, setmetatable({ hold = hold_or_msg, sess = sess }, Released), nil)
    return true
  end
  return ok, hold_or_msg, code
end

-- Listener registration and the scoped forms, shared by every lock kind (mutex, both sides of
-- a read-write lock, semaphore mutex, multi-lock).
local function on_lost(self, fn)
  if type(fn) ~= "function" then error("zklock: on_lost() needs a function", 0) end
  local ex = extra(self)
  local list = ex.on_lost_fns or {}
  ex.on_lost_fns = list
  list[#list + 1] = fn
end

local Guard = {}
Guard.__index = Guard
function Guard:release()
  if self.released then return true end
  self.released = true
  return self.lock:release()
end
-- __close cannot return a loss: the lock's on_lost listeners hear of it before the release.
-- Effects worth protecting check validity() (or fence) before they commit.
Guard.__close = function(g)
  local sess_of = not g.released and g.lock._session
  local st = sess_of and sessions[sess_of(g.lock)]
  if st then report_lost(st) end
  g:release()
end
Guard.__name = "zklock.Guard"
Guard.__tostring = function(g) return "zklock.Guard(" .. tostring(g.lock) .. ")" end

local function guard(self, timeout)
  local ok, msg, code = self:acquire(timeout)
  if not ok then return nil, msg, code end
  return setmetatable({ lock = self, released = false }, Guard)
end

local function with(self, ...)
  local timeout, fn, first = nil, ..., 2
  if type(fn) ~= "function" then
    timeout, fn, first = ..., select(2, ...), 3
  end
  if type(fn) ~= "function" then error("zklock: with() needs a function", 0) end
  local ok, msg, code = self:acquire(timeout)
  if not ok then return nil, msg, code end
  local res = pack(pcall(fn, select(first, ...)))
  local rok, released, rmsg, rcode = pcall(self.release, self)
  if not res[1] then error(res[2], 0) end
  if not rok then error(released, 0) end
  -- the hold was lost before fn finished: fn's results were made without the lock
  if not released then return nil, rmsg, rcode end
  return unpack(res, 2, res.n)
end

Mutex.on_lost, Mutex.guard, Mutex.with = on_lost, guard, with
function Mutex:_session() return (select(3, self:_info())) end

function Mutex:make_revocable(fn)
  if type(fn) ~= "function" then error("zklock: make_revocable() needs a function", 0) end
  self:_extra().revoke_fn = fn
  self:_set_revocable()
end

-- Curator's order: by what follows the last occurrence of the lock name.
local function seq_part(name, lock_name)
  local at, init = nil, 1
  while true do
    local s = string_find(name, lock_name, init, true)
    if not s then break end
    at, init = s, s + 1
  end
  return at and name:sub(at + #lock_name)
end
M._seq_part = seq_part

-- {path=, data=} of the nodes under `path` named with `lock_name`, in lock order.
local function participants(sess, path, lock_name)
  local names, msg, code = sess:children(path)
  if not names then
    if code == "zk:ZNONODE" then return {} end
    return nil, msg, code
  end
  local keep = {}
  for _, n in ipairs(names) do
    local seq = seq_part(n, lock_name)
    if seq then keep[#keep + 1] = { name = n, seq = seq } end
  end
  table_sort(keep, function(a, b) return a.seq < b.seq end)
  -- All reads go out at once; the server answers them in order.
  local ops = {}
  for i, k in ipairs(keep) do ops[i] = sess:_op("get", path .. "/" .. k.name) end
  local out = {}
  for i, o in ipairs(ops) do
    await(sess, o, nil)
    local data, emsg, ecode = o:result()
    if data then
      table_insert(out, { path = path .. "/" .. keep[i].name, data = data })
    elseif ecode ~= "zk:ZNONODE" then
      return nil, emsg, ecode
    end
  end
  return out
end

function Mutex:participants()
  local path, lock_name, sess = self:_info()
  return participants(sess, path, lock_name)
end

---------------------------------------------------------------------------
-- Semaphore (InterProcessSemaphoreV2): <path>/locks is an internal mutex, <path>/leases holds
-- one node per lease. Only the internal lock's holder watches the leases, so no herd.

local function child_path(path, name)
  return (path == "/" and "" or path) .. "/" .. name
end

local check_path = check.path

local Lease = {}
Lease.__index = Lease
Lease.__name = "zklock.Lease"
Lease.__tostring = function(l) return "zklock.Lease(" .. tostring(l.hold:node() or "returned") .. ")" end

-- Returns the lease (deletes its node, waiting until it is gone); idempotent.
function Lease:close()
  if self.closed then return true end
  self.closed = true
  self.hold:_abandon()
  await(self.sess, setmetatable({ hold = self.hold, sess = self.sess }, Released), nil)
  return true
end
function Lease:node() return (self.hold:node()) end
function Lease:validity() return self.hold:validity() end
function Lease:data()
  local node = self.hold:node()
  if not node then return nil, "lease is not held", "lost" end
  return self.sess:get(node)
end

local Semaphore = {}
Semaphore.__index = Semaphore
Semaphore.__name = "zklock.Semaphore"
Semaphore.__tostring = function(sem) return string_format("zklock.Semaphore(%s, %d)", sem.path, sem.max) end

function Session:semaphore(path, max_leases, opts)
  local st = sessions[self]
  if not st or st.closed then error("zklock: session is closed", 0) end
  check_path(path)
  check.int("max_leases", max_leases, 1, check.INT32_MAX)
  return setmetatable({
    sess = self, path = path, max = max_leases, data = lock_opts(opts, st, path),
    lock = self:mutex(child_path(path, "locks")), leases = child_path(path, "leases"),
  }, Semaphore)
end

-- Leases of `path` this Lua state holds through `sess`: a set, weak-keyed (a dropped lease's
-- node goes with its hold when collected).
local function held_leases(sess, path)
  local st = sessions[sess]
  local by_path = st.leases or {}
  st.leases = by_path
  local set = by_path[path] or setmetatable({}, { __mode = "k" })
  by_path[path] = set
  return set
end

-- One lease within the deadline: the internal lock, then a lease node decided by the engine.
function Semaphore:_acquire_one(deadline, revocable)
  local function remaining() return deadline and math.max(0, deadline - now()) end
  local mine = held_leases(self.sess, self.path)
  local n = 0
  for l in pairs(mine) do
    if l.hold:node() then n = n + 1 end
  end
  if n >= self.max then
    -- every lease is ours: only this Lua state can return one, and a blocking wait stops it
    local blocking = sessions[self.sess].waiter.blocking
    if type(blocking) == "function" then blocking = blocking(self.sess) end
    if blocking then
      return nil, string_format("deadlock: all %d leases of %s are held by this Lua state, which this waiter blocks",
        self.max, self.path), "deadlock"
    end
  end
  local ok, msg, code = self.lock:acquire(remaining())
  if not ok then return nil, msg, code end
  local left = remaining()
  local h = core.lease(self.sess, self.leases, self.data, self.max, left == 0, revocable)
  local waited, why = pcall(await, self.sess, h, left ~= 0 and left or nil)
  local reason = why
  if not waited then reason = "cancelled" end
  local res, emsg, ecode = h:_result(reason, self.path)
  self.lock:release()
  if not waited then error(why, 0) end
  if not res then return nil, emsg, ecode end
  local lease = setmetatable({ hold = h, sess = self.sess }, Lease)
  mine[lease] = true
  return lease
end

function Semaphore:acquire(n, timeout)
  n = n == nil and 1 or n
  check.int("lease count", n, 1, self.max)   -- more than max_leases could never be granted
  timeout = check_timeout(timeout)
  local deadline = timeout and now() + timeout
  local leases = {}
  for i = 1, n do
    local lease, msg, code = self:_acquire_one(deadline)
    if not lease then
      self:return_all(leases)   -- all or nothing
      return nil, msg, code
    end
    leases[i] = lease
  end
  return leases
end

function Semaphore:return_all(leases)
  for _, l in ipairs(leases) do l:close() end
end

function Semaphore:participants()
  return participants(self.sess, self.leases, "lease-")
end

-- Semaphore mutex (InterProcessSemaphoreMutex): a semaphore of one lease with the mutex API.
-- Not reentrant, and any coroutine of this Lua state may release it.
local SemMutex = {}
SemMutex.__index = SemMutex
SemMutex.__name = "zklock.SemaphoreMutex"
SemMutex.__tostring = function(m)
  return string_format("zklock.SemaphoreMutex(%s, %s)", m.sem.path, m.lease and "held" or "free")
end

function Session:semaphore_mutex(path, opts)
  local m = setmetatable({ sem = self:semaphore(path, 1, opts) }, SemMutex)
  sessions[self].locks[m] = true
  return m
end

function SemMutex:acquire(timeout)
  timeout = check_timeout(timeout)
  local lease, msg, code = self.sem:_acquire_one(timeout and now() + timeout, self.revoke_fn ~= nil)
  if not lease then return nil, msg, code end
  if self.lease then
    -- the previous hold was lost (session expired): the new one replaces it
    self.lease.closed = true
  end
  self.lease, self.lost_seen = lease, false
  if self.revoke_fn then sessions[self.sem.sess].revocable[lease.hold:id()] = self end
  return true
end

function SemMutex:release()
  local lease = self.lease
  if not lease then error("zklock: release of " .. self.sem.path .. ": you do not own this lock", 0) end
  self.lease = nil
  local st = sessions[self.sem.sess]
  if st then st.revocable[lease.hold:id()] = nil end
  if not lease.hold:node() then
    lease.closed = true
    return lease.hold:_lost_result(self.sem.path)
  end
  return lease:close()
end

function SemMutex:is_owned() return self.lease ~= nil and self.lease.hold:node() ~= nil end
SemMutex.is_acquired_in_this_process = SemMutex.is_owned
function SemMutex:hold_count() return self:is_owned() and 1 or 0 end
function SemMutex:validity() return self.lease and self.lease.hold:validity() or 0 end
function SemMutex:node() return self.lease and (self.lease.hold:node()) end
function SemMutex:fencing_token()
  if not self.lease then return nil end
  local _, czxid = self.lease.hold:node()
  return czxid
end
function SemMutex:participants() return self.sem:participants() end
function SemMutex:_lost_holds()
  local reason = self.lease and not self.lost_seen and self.lease.hold:lost()
  if reason then
    self.lost_seen = true
    return 1, reason
  end
  return 0
end
SemMutex.on_lost, SemMutex.guard, SemMutex.with = on_lost, guard, with
function SemMutex:_session() return self.sem.sess end
function SemMutex:_unreported() return self.lease ~= nil and not self.lost_seen end
function SemMutex:make_revocable(fn)
  if type(fn) ~= "function" then error("zklock: make_revocable() needs a function", 0) end
  self.revoke_fn = fn
end

---------------------------------------------------------------------------
-- Multi-lock (InterProcessMultiLock): all or nothing, in order, under one deadline.

local MultiLock = {}
MultiLock.__index = MultiLock
MultiLock.__name = "zklock.MultiLock"
MultiLock.__tostring = function(ml) return "zklock.MultiLock(" .. #ml.locks .. " locks)" end

function Session:multilock(list)
  if type(list) ~= "table" or #list == 0 then error("zklock: multilock() needs a non-empty list of paths or locks", 0) end
  local locks = {}
  for i, l in ipairs(list) do
    if type(l) == "string" then
      locks[i] = self:mutex(l)
    elseif (type(l) == "table" or type(l) == "userdata") and type(l.acquire) == "function"
      and type(l.release) == "function" then
      locks[i] = l
    else
      error("zklock: multilock() entry " .. i .. " must be a path or a lock object, got " .. type(l), 0)
    end
  end
  return setmetatable({ locks = locks }, MultiLock)
end

function MultiLock:acquire(timeout)
  timeout = check_timeout(timeout)
  local deadline = timeout and now() + timeout
  for i, l in ipairs(self.locks) do
    local ok, msg, code = l:acquire(deadline and math.max(0, deadline - now()))
    if not ok then
      for j = i - 1, 1, -1 do pcall(self.locks[j].release, self.locks[j]) end
      return nil, msg, code
    end
  end
  return true
end

-- Releases every lock in reverse order, even after a failure; reports the first failure
-- (a raised error is raised again once all were attempted).
function MultiLock:release()
  local raised, fmsg, fcode
  for i = #self.locks, 1, -1 do
    local l = self.locks[i]
    local ok, r, msg, code = pcall(l.release, l)
    if not ok then
      raised = raised or r
    elseif not r and not fmsg then
      fmsg, fcode = msg, code
    end
  end
  if raised then error(raised, 0) end
  if fmsg then return nil, fmsg, fcode end
  return true
end

function MultiLock:is_acquired_in_this_process()
  for _, l in ipairs(self.locks) do
    if not l:is_acquired_in_this_process() then return false end
  end
  return true
end
-- Seconds left until the first member's lease runs out: 0 unless every member is held.
function MultiLock:validity()
  local v = math_huge
  for _, l in ipairs(self.locks) do
    local lv = l:validity()
    if lv < v then v = lv end
  end
  return v == math_huge and 0 or v
end
MultiLock.guard, MultiLock.with = guard, with
function MultiLock:_session()
  local first = self.locks[1]
  return first._session and first:_session()
end

return M
