-- zklock -- distributed locks for Lua on Apache ZooKeeper: the module's face. connect() checks the
-- options (zklock.options), picks the waiter, opens the C session (zklock.core) and waits until
-- the server has answered. Each class's Lua methods are put on it in one file: zklock.session,
-- zklock.mutex (Mutex, its read-write sides, Hold), zklock.multilock, zklock.semaphore.
local native = require "zklock.core"
local events = require "zklock.events"
local wait = require "zklock.wait"
local options = require "zklock.options"
local check = require "zklock.check"
local log = require "zklock.log"
require "zklock.session"
require "zklock.mutex"
require "zklock.multilock"

local type, error, ipairs, pcall, require, setmetatable, tostring = type, error, ipairs, pcall, require, setmetatable, tostring
local string_format, rawget, package, math_min = string.format, rawget, package, math.min
local now = native.now

local M = {
  version = require "zklock.version",
  _VERSION = require "zklock.version",
  now = now,   -- monotonic clock, seconds (what timeouts are measured against)
  set_logger = log.set_logger,   -- fn(level, msg) for zklock's own messages (zklock.log)
  features = { tls = native.features.tls, sasl = native.features.sasl },   -- what the client library can do
  _core = native,
  _await = wait.await,
}

---------------------------------------------------------------------------
-- waiter choice

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
  return require_waiter("blocking")
end

local function load_waiter(w)
  if w == nil or w == "auto" then
    return auto_waiter()
  elseif type(w) == "string" then
    if not known_waiters[w] then error("zklock: unknown waiter '" .. w .. "'", 0) end
    return require_waiter(w)
  elseif type(w) == "table" then
    if type(w.wait) ~= "function" then error("zklock: a waiter table needs a wait(session, timeout) function", 0) end
    for _, k in ipairs { "event", "attach", "detach", "park", "unpark" } do
      if w[k] ~= nil and type(w[k]) ~= "function" then error("zklock: waiter field '" .. k .. "' must be a function", 0) end
    end
    if (w.park == nil) ~= (w.unpark == nil) then error("zklock: a waiter table gives park and unpark together", 0) end
    return w
  end
  error("zklock: waiter must be a name or an adapter table, got " .. type(w), 0)
end

---------------------------------------------------------------------------
-- connect

local function refused(sess, where, sasl)
  sess:close()
  if sasl then
    return nil, string_format("SASL authentication (%s%s) with ZooKeeper at %s failed: the server refused it",
      sasl.mechanism, sasl.user and " as " .. sasl.user or "", where), "no_auth"
  end
  return nil, "authentication with ZooKeeper at " .. where .. " failed: the server refused the credentials", "no_auth"
end

local SASL_POLL = 0.05

-- Why no server takes our TLS connection, or nil while one does (or none could be reached): the
-- client library retries a failed TLS connection quietly, for ever, and says nothing of why.
local function tls_refusal(o, deadline)
  local t, why = o.tls, nil
  for i, host in ipairs(o.hosts) do
    local left = deadline - now()
    if left <= 0 then break end
    local ok, msg, code = native.tls_check(t.ca, t.cert, t.key, t.password, host, o.ports[i], math_min(left, 5))
    if ok then return nil end
    if code == "tls" then why = why or msg end
  end
  return why
end

-- Connected, and a request answered on that connection: the server reads a connection's credentials
-- before anything sent after them and closes it when it refuses one, so a refused credential is known
-- now, not at the first lock. The same request checks the chroot: the client library connects under one
-- that does not exist, and then every path would fail ZNONODE.
local function await_connected(sess, waiter, deadline, where, connect_timeout, o)
  local chroot, sasl = o.chroot, o.sasl
  -- Over TLS a request waits from the start: a failed connection attempt answers it, and then the
  -- servers are asked why (the library would try again quietly, for ever). A plain connection's
  -- failure would say nothing new.
  local attempt
  local function timed_out()
    sess:close()
    return nil, string_format("could not connect to ZooKeeper at %s within %gs", where, connect_timeout),
      "connection"
  end
  while true do
    local state = sess:state()
    if state == "auth_failed" then return refused(sess, where, sasl) end
    if state == "lost" then
      sess:close()
      return nil, "the session with ZooKeeper at " .. where .. " expired while connecting", "lost"
    end
    local remaining = deadline - now()
    if remaining <= 0 then return timed_out() end
    if o.tls and state == "connecting" then
      if attempt and attempt:done() then
        local why = tls_refusal(o, deadline)
        if why then
          sess:close()
          return nil, why, "tls"
        end
        attempt = nil
      end
      attempt = attempt or sess:_op("exists", "/", nil, nil, nil, true)
    end
    if state == "connected" then
      local probe = sess:_op("exists", "/", nil, nil, nil, true)
      local why = wait.await(sess, probe, remaining)
      if why then return timed_out() end
      local st, msg, code = probe:result()
      if st ~= nil then
        if st or not chroot then return sess end
        sess:close()
        return nil, "chroot " .. chroot .. " does not exist", "zk:ZNONODE"
      end
      if code == "no_auth" or sess:state() == "auth_failed" then return refused(sess, where, sasl) end
      if code == "zk:ZSESSIONCLOSEDREQUIRESASLAUTH" then
        sess:close()
        return nil, "ZooKeeper at " .. where .. " requires SASL authentication (the connect option sasl)", "no_auth"
      end
      if code ~= "connection" then
        sess:close()
        return nil, "cannot check the connection to ZooKeeper at " .. where .. ": " .. tostring(msg), code
      end
      -- the connection dropped under the probe: wait for the next one
    else
      -- a SASL refusal comes with no event at all (the library stops; sess:state() reads its
      -- handle), so while connecting with SASL the state is looked at every SASL_POLL seconds
      waiter.wait(sess, sasl and math_min(remaining, SASL_POLL) or remaining)
      sess:dispatch()
    end
  end
end

function M.connect(opts)
  local c_opts, o = options.connect(opts)
  local waiter = load_waiter(opts.waiter)
  local refused = waiter.refuse and waiter.refuse()
  if refused then error(refused, 0) end
  local where = check.short(opts.servers)
  for _, host in ipairs(o.hosts) do
    local ok, why = native.resolve(host)
    if not ok then return nil, string_format("cannot resolve host %s: %s", check.short(host), why), "connection" end
  end
  if o.tls then
    -- the files, loaded as the client library loads them: it would retry a failing one for ever
    local t = o.tls
    local ok, why = native.tls_check(t.ca, t.cert, t.key, t.password)
    if not ok then return nil, why, "tls" end
  end
  local sess, msg, code = native.session(c_opts)
  if not sess then return nil, msg, code end
  events.sessions[sess] = {
    waiter = waiter,
    reconnect = o.reconnect,
    node_data = o.node_data,
    max_request = o.max_request,
    prefix = o.prefix,
    handler = events.handler(setmetatable({ sess }, { __mode = "v" })),
    listeners = {},
    next_token = 0,
    locks = setmetatable({}, { __mode = "k" }),
    revocable = setmetatable({}, { __mode = "v" }),
    async_release = o.async_release,
    fail_fast = o.fail_fast,   -- an acquire answers "connection" at once while not connected (zklock.lock)
    release_mode = setmetatable({}, { __mode = "k" }),   -- lock -> its own async_release option
    outstanding = {},   -- holds whose async release's delete may not be done yet (wait.after_release)
  }
  if waiter.attach then waiter.attach(sess) end
  local deadline = now() + o.connect_timeout
  return await_connected(sess, waiter, deadline, where, o.connect_timeout, o)
end

return M
