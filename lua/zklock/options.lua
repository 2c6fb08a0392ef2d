-- zklock.options -- connect()'s and the locks' options: checked once, defaults filled in (every
-- default is written here, or read from C where C's rule sets it), in the units the C session takes.
-- Everything here raises "zklock: ..." (programming errors), never returns nil.
local check = require "zklock.check"
local native = require "zklock.core"

local type, error, pairs, ipairs, tostring = type, error, pairs, ipairs, tostring
local string_format, math_floor, math_max, math_min = string.format, math.floor, math.max, math.min

local M = {}

-- Defaults
M.SESSION_TIMEOUT = 10      -- seconds
M.CONNECT_TIMEOUT = 5       -- seconds
-- The session timeouts (ms) the C client can connect with: it gives a connection attempt
-- recv_timeout * 2 / 3 ms, in C ints (zookeeper.c, zookeeper_interest). Below 2 ms that is 0 and
-- every attempt times out before the server answers; above INT32_MAX / 2 the product wraps
-- negative, the same. The server then grants its own minSessionTimeout..maxSessionTimeout.
M.SESSION_TIMEOUT_MS = { 2, math_floor(check.INT32_MAX / 2) }
-- another client queued behind a node this session's coroutines share waits for at most this many
-- more local holds (the lock option local_handoffs; false: a node per acquisition, as Curator)
M.LOCAL_HANDOFFS = 8
-- a leader selector queues again after its turn (the option requeue; Curator's autoRequeue)
M.REQUEUE = false
-- the share of the session timeout a hold leaves unused: the least the validity argument allows
-- (docs/safety.md), the number C's rule is written with (session.h)
M.VALIDITY_MARGIN = native.VALIDITY_MARGIN
-- the share of the session timeout a hold has left at least when acquire() (hold(), a local
-- hand-off, a leader latch) says it holds; 0: whatever is left (docs/safety.md, "Liveness")
M.GRANT_VALIDITY = native.GRANT_VALIDITY

local log_levels = { none = 0, error = 1, warn = 2, info = 3, debug = 4 }
local acls = { open = true, creator = true, read = true }
local types = {
  servers = "string", session_timeout = "number", connect_timeout = "number", namespace = "string",
  auth = "table", acl = "string", node_data = "string", waiter = true, reconnect = "boolean",
  log_level = "string", validity_margin = "number", parent_acl = "string", max_request = "number",
  grant_validity = "number",
  lease_margin = "number",   -- deprecated name of validity_margin (CHANGELOG 0.1.0)
  async_release = "boolean", tls = "table", sasl = "table", fail_fast = "boolean", _client_id = "table",
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

-- TLS and SASL need a client library built with them (zklock.features; the guide says how)
local GUIDE = "docs/guides/secure.md"
local function without(what)
  error(string_format("zklock: this libzookeeper_mt was built without %s (%s: building one with it)", what, GUIDE), 0)
end

local function check_fields(opt, t, fields)
  for k, v in pairs(t) do
    if not fields[k] then error(string_format("zklock: unknown %s option '%s'", opt, tostring(k)), 0) end
    if type(v) ~= "string" then
      error(string_format("zklock: %s.%s must be a string, got %s", opt, k, type(v)), 0)
    end
  end
end

local tls_fields = { ca = true, cert = true, key = true, password = true }
local function check_tls(t)
  if not native.features.tls then without("TLS") end
  check_fields("tls", t, tls_fields)
  for k, v in pairs(t) do
    -- zookeeper_init_ssl takes "ca,cert,key,password" and cuts it at the commas
    if v:find(",", 1, true) then error("zklock: tls." .. k .. " may not contain a comma (the C client splits on them)", 0) end
  end
  if not t.ca then error("zklock: tls.ca is required: the CA certificates (PEM) that signed the servers'", 0) end
  if not (t.cert and t.key) then
    -- the 3.8 C client loads a client certificate and key whatever the server asks for, and
    -- without them never connects
    error("zklock: tls needs cert and key as well as ca: the ZooKeeper C client always presents a " ..
      "client certificate (to a server that asks for none, any will do; " .. GUIDE .. ")", 0)
  end
  return { ca = t.ca, cert = t.cert, key = t.key, password = t.password }
end

local sasl_fields = { mechanism = true, service = true, host = true, user = true, password = true, realm = true }
-- mechanisms that need a user name and a password (GSSAPI takes Kerberos credentials instead)
local with_password = { ["DIGEST-MD5"] = true, PLAIN = true, LOGIN = true, ["CRAM-MD5"] = true }
local function check_sasl(t)
  if not native.features.sasl then without("SASL") end
  check_fields("sasl", t, sasl_fields)
  local mech = t.mechanism or "DIGEST-MD5"
  local have = native.sasl_mechanisms()
  if not have[mech] then
    local names = {}
    for k in pairs(have) do names[#names + 1] = k end
    table.sort(names)
    error(string_format("zklock: SASL mechanism '%s' is not installed here (Cyrus SASL offers: %s; Debian has " ..
      "them in libsasl2-modules, GSSAPI in libsasl2-modules-gssapi-mit)", mech, table.concat(names, " ")), 0)
  end
  if (with_password[mech] or mech:find("^SCRAM%-")) and not (t.user and t.password) then
    error("zklock: sasl mechanism " .. mech .. " needs user and password", 0)
  end
  return {
    mechanism = mech,
    service = t.service or "zookeeper",
    -- a ZooKeeper server's DIGEST-MD5 side calls itself zk-sasl-md5; for GSSAPI nil is the server's name
    host = t.host or (mech == "DIGEST-MD5" and "zk-sasl-md5" or nil),
    user = t.user, password = t.password, realm = t.realm,
  }
end

-- Returns the options for the C session, the checked hosts and chroot, and the connect timeout.
function M.connect(opts)
  if type(opts) ~= "table" then error("zklock: connect() needs an options table", 0) end
  for k, v in pairs(opts) do
    local want = types[k]
    if not want then error("zklock: unknown connect option '" .. tostring(k) .. "'", 0) end
    if want ~= true and type(v) ~= want then
      error(string_format("zklock: option '%s' must be a %s, got %s", k, want, type(v)), 0)
    end
  end
  if opts.servers == nil or opts.servers == "" then error("zklock: option 'servers' is required", 0) end
  local hosts, chroot, ports = check.servers(opts.servers)
  local session_timeout = opts.session_timeout or M.SESSION_TIMEOUT
  local timeout_ms = math_floor(session_timeout * 1000 + 0.5)
  if not (timeout_ms >= M.SESSION_TIMEOUT_MS[1] and timeout_ms <= M.SESSION_TIMEOUT_MS[2]) then
    error(string_format("zklock: session_timeout must be from %g to %.3f seconds, got %s: the ZooKeeper C client " ..
      "gives each connection attempt 2/3 of it, in whole milliseconds of a C int, and cannot connect outside that " ..
      "range (the server grants what its minSessionTimeout..maxSessionTimeout allow: session:session_timeout())",
      M.SESSION_TIMEOUT_MS[1] / 1000, M.SESSION_TIMEOUT_MS[2] / 1000, tostring(session_timeout)), 0)
  end
  local connect_timeout = check.timeout(opts.connect_timeout or M.CONNECT_TIMEOUT) or 1e9
  local margin_name = opts.validity_margin == nil and opts.lease_margin ~= nil and "lease_margin" or "validity_margin"
  local margin = opts[margin_name] or M.VALIDITY_MARGIN
  if not (margin >= native.VALIDITY_MARGIN_MIN and margin < 1) then
    error(string_format("zklock: %s must be at least %g and below 1, got %s", margin_name, native.VALIDITY_MARGIN_MIN,
      tostring(margin)), 0)
  end
  -- A hold has 1 - margin of T left at its anchor, 1 - margin - 0.1 to 1 - margin just after a
  -- proof (the anchor trails the proof by up to a heartbeat), down to 1 - margin - 0.25 when its
  -- next refresh goes (docs/operating.md): a floor up to 0.05 below that least holds back only
  -- holds that are late; above it, holds wait for a refresh in steady state. The default fits a
  -- larger margin.
  local grant_max = math_max(0, 1 - margin - 0.3)
  local grant = opts.grant_validity
  if grant == nil then grant = math_min(M.GRANT_VALIDITY, grant_max) end
  if not (grant >= 0 and grant <= grant_max + 1e-9) then
    error(string_format("zklock: grant_validity must be from 0 to %.2f (1 - validity_margin - 0.3), got %s", grant_max,
      tostring(grant)), 0)
  end
  local namespace = opts.namespace
  if namespace then
    local ok, why = native.check_path(namespace)
    if not ok then error("zklock: invalid namespace: " .. why, 0) end
    if namespace == "/" then namespace = nil end
  end
  for _, k in ipairs { "acl", "parent_acl" } do
    if opts[k] and not acls[opts[k]] then error("zklock: " .. k .. " must be \"open\", \"creator\" or \"read\"", 0) end
  end
  local auth = opts.auth and check_auth(opts.auth)
  if opts.tls and opts.sasl then
    error("zklock: tls and sasl cannot be used together: the ZooKeeper C client has no call that does both; " ..
      "over TLS, authenticate with the client certificate or with auth (" .. GUIDE .. ")", 0)
  end
  local tls = opts.tls and check_tls(opts.tls)
  local sasl = opts.sasl and check_sasl(opts.sasl)
  for _, k in ipairs { "acl", "parent_acl" } do
    if opts[k] == "creator" and not (auth and #auth > 0) and not sasl and not tls then
      -- the server would refuse every node with ZINVALIDACL, but only at the first acquire
      error("zklock: " .. k .. " \"creator\" needs auth, sasl or tls", 0)
    end
  end
  local max_request = opts.max_request or check.MAX_REQUEST
  check.int("max_request", max_request, 4096, check.INT32_MAX)
  local prefix = namespace or ""
  if opts.node_data then check.fits(opts.node_data, prefix .. "/", max_request) end
  local level = log_levels[opts.log_level or "none"]
  if not level then error("zklock: unknown log_level '" .. tostring(opts.log_level) .. "'", 0) end
  return {
    servers = opts.servers,
    timeout_ms = timeout_ms,
    acl = opts.acl,
    parent_acl = opts.parent_acl,
    auth = auth,
    namespace = namespace,
    log_level = level,
    margin = margin,
    grant_validity = grant,
    client_id = opts._client_id,
    tls = tls,
    sasl = sasl,
  }, {
    hosts = hosts, ports = ports, chroot = chroot, tls = tls, sasl = sasl, connect_timeout = connect_timeout, prefix = prefix,
    max_request = max_request, node_data = opts.node_data or native.identity(),
    reconnect = opts.reconnect ~= false,
    async_release = opts.async_release == true,   -- off by default: release() returns once the node is gone
    fail_fast = opts.fail_fast == true,   -- off by default: an acquire waits through a disconnection
  }
end

local lock_options = { data = true, async_release = true, local_handoffs = true, ttl = true, watch_ahead = true,
  strict = true }   -- deprecated: local_handoffs = false (CHANGELOG 0.1.0)

-- A lock's options (nil: none): its async_release (nil: the session's), local_handoffs (an
-- integer, or false) and ttl (seconds its holds may last once granted, nil: no bound), checked. The
-- node data is the caller's (it knows the path and the limits).
function M.lock(opts)
  if opts == nil then return nil, M.LOCAL_HANDOFFS end
  if type(opts) ~= "table" then error("zklock: lock options must be a table", 0) end
  for k in pairs(opts) do
    if not lock_options[k] then error("zklock: unknown lock option '" .. tostring(k) .. "'", 0) end
  end
  local async, strict, handoffs = opts.async_release, opts.strict, opts.local_handoffs
  for k, v in pairs { async_release = async, strict = strict } do
    if v ~= nil and type(v) ~= "boolean" then
      error("zklock: lock option '" .. k .. "' must be a boolean, got " .. type(v), 0)
    end
  end
  if handoffs ~= nil and handoffs ~= false then check.int("local_handoffs", handoffs, 0, check.INT32_MAX) end
  if strict then handoffs = false elseif handoffs == nil then handoffs = M.LOCAL_HANDOFFS end
  if opts.watch_ahead ~= nil then check.int("watch_ahead", opts.watch_ahead, 1, 100000) end
  return async, handoffs, opts.ttl ~= nil and check.ttl(opts.ttl, "lock option ttl") or nil, opts.watch_ahead
end

local election_options = { latch = { id = true }, selector = { id = true, requeue = true } }

-- A leader latch's or selector's options (`what`: "latch" or "selector"): its id (nil: the
-- session's node_data, as a lock's node data) and, for a selector, requeue (default false: one
-- turn per run(), as Curator's autoRequeue is off by default).
function M.election(what, opts)
  if opts == nil then return nil, M.REQUEUE end
  if type(opts) ~= "table" then error("zklock: leader " .. what .. " options must be a table", 0) end
  for k in pairs(opts) do
    if not election_options[what][k] then error("zklock: unknown leader " .. what .. " option '" .. tostring(k) .. "'", 0) end
  end
  if opts.id ~= nil and type(opts.id) ~= "string" then error("zklock: id must be a string, got " .. type(opts.id), 0) end
  if opts.requeue ~= nil and type(opts.requeue) ~= "boolean" then
    error("zklock: requeue must be a boolean, got " .. type(opts.requeue), 0)
  end
  local requeue = opts.requeue
  if requeue == nil then requeue = M.REQUEUE end
  return opts.id, requeue
end

return M
