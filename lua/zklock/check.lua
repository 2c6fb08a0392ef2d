-- zklock.check -- the checks every public argument goes through before anything is sent:
-- a programming error raises "zklock: ...", so nothing half-done is left behind (no internal lock
-- taken, no node created) and no number reaches C outside the range C can hold.
local native = require "zklock.core"

local type, error, tostring, tonumber, pairs, string_format = type, error, tostring, tonumber, pairs, string.format
local math_huge, math_floor = math.huge, math.floor

local M = {}

local INT32_MAX = 2147483647
M.INT32_MAX = INT32_MAX

-- An integer in [lo, hi]: NaN, infinities, fractions and values that would wrap in C all fail.
function M.int(name, v, lo, hi)
  if type(v) ~= "number" or v ~= v or v ~= math_floor(v) or v < lo or v > hi then
    error(string_format("zklock: %s must be an integer from %d to %d, got %s", name, lo, hi, tostring(v)), 0)
  end
  return v
end

-- A value for a message, with its type when that is not a number: acquire("5") must not say
-- "got 5", which reads as valid.
local function typed(v)
  local t = type(v)
  if t == "number" then return tostring(v) end
  if t == "string" then return string_format("string \"%s\"", M.short(v)) end
  if t == "boolean" then return "boolean " .. tostring(v) end
  return t
end

-- A wait: seconds (a non-negative number) or nil / math.huge for no limit. Any finite value is
-- fine here; the waiters cut what they hand to C.
function M.timeout(t)
  if t == nil or t == math_huge then return nil end
  if type(t) ~= "number" or t ~= t or t < 0 then
    error("zklock: timeout must be a non-negative number of seconds or nil, got " .. typed(t), 0)
  end
  return t
end

-- A hold's ttl: seconds it may last once granted, 0 for no bound (what names it in the message);
-- a positive one below a millisecond is a millisecond (never 0, which would mean no bound).
function M.ttl(v, what)
  if type(v) ~= "number" or v ~= v or v < 0 or v > 1e9 then
    error(string_format("zklock: %s must be a number of seconds from 0 (no bound) to 1e9, got %s", what or "ttl",
      type(v) == "number" and tostring(v) or type(v)), 0)
  end
  if v > 0 and v < 0.001 then return 0.001 end
  return v
end

-- An acquire's options table ({ ttl = seconds }), or nil: its ttl (nil: the lock's).
function M.acquire_opts(opts)
  if opts == nil then return nil end
  if type(opts) ~= "table" then error("zklock: acquire options must be a table, got " .. type(opts), 0) end
  for k in pairs(opts) do
    if k ~= "ttl" then error("zklock: unknown acquire option '" .. tostring(k) .. "'", 0) end
  end
  return opts.ttl ~= nil and M.ttl(opts.ttl) or nil
end

-- The acquire of a lock that takes no options (a ttl is for mutexes and read-write locks: a
-- semaphore's, a multilock's or a latch's holds have none, and silence would promise one).
function M.no_acquire_opts(opts, what)
  if opts ~= nil then
    error(string_format("zklock: %s takes no acquire options (ttl is for mutexes and read-write locks)", what), 0)
  end
end

-- A znode version for a conditional set or delete: ZooKeeper's versions are 32-bit, -1 is "any".
function M.version(v)
  if v == nil then return nil end
  return M.int("version", v, -1, INT32_MAX)
end

function M.data(d)
  if type(d) ~= "string" then error("zklock: data must be a string, got " .. type(d), 0) end
  return d
end

-- The server drops the connection on a request longer than its jute.maxbuffer (0xfffff bytes by
-- default), and the client would send it again after every reconnect: refuse it before it goes.
-- max_request is that limit; the path, the ACL, the header and a lock node's name take the rest.
M.MAX_REQUEST = 0xfffff
local REQUEST_OVERHEAD = 1024
function M.fits(data, path, max_request)
  if #data + #path + REQUEST_OVERHEAD > max_request then
    error(string_format("zklock: data of %d bytes is over what one request to the server may carry " ..
      "(max_request = %d bytes, the server's jute.maxbuffer, less the path and %d bytes for the rest)",
      #data, max_request, REQUEST_OVERHEAD), 0)
  end
  return data
end

function M.path(path)
  if type(path) ~= "string" then error("zklock: path must be a string, got " .. type(path), 0) end
  local ok, why = native.check_path(path)
  if not ok then error("zklock: invalid path: " .. why, 0) end
  return path
end

-- A value for a message: at most 80 characters of it.
function M.short(v)
  v = tostring(v)
  return #v > 80 and v:sub(1, 77) .. "..." or v
end

-- A connection string, "host:port[,host:port...][/chroot]" as the ZooKeeper client takes it.
-- Returns the hosts (to resolve) and the chroot (or nil); raises on what can never connect.
function M.servers(s)
  -- a URL ("zk://host:port", as some tools write it) is not a connection string: say so by name
  local scheme = s:match("^%s*(%a[%w+.-]*)://")
  if scheme then
    error(string_format("zklock: servers: \"%s\" is a URL; give host:port[,host:port...][/chroot], " ..
      "without \"%s://\"", M.short(s), scheme), 0)
  end
  local list, chroot = s:match("^([^/]*)(.*)$")
  if chroot == "" then
    chroot = nil
  else
    local ok, why = native.check_path(chroot)
    if not ok then error("zklock: invalid chroot in servers: " .. why, 0) end
    if chroot == "/" then chroot = nil end
  end
  local hosts, ports = {}, {}
  for item in (list .. ","):gmatch("([^,]*),") do
    local entry = item:match("^%s*(.-)%s*$")   -- (a for variable is constant in Lua 5.5)
    local host, port = entry:match("^%[(.+)%]:(%d+)$")   -- [IPv6]:port
    if not host then host, port = entry:match("^(.+):(%d+)$") end
    if not host then
      error(string_format("zklock: servers: \"%s\" is not host:port (in \"%s\")", M.short(entry), M.short(s)), 0)
    end
    port = tonumber(port)
    if port < 1 or port > 65535 then
      error(string_format("zklock: servers: port must be from 1 to 65535, got %d (in \"%s\")", port, M.short(s)), 0)
    end
    hosts[#hosts + 1] = host
    ports[#hosts] = port
  end
  return hosts, chroot, ports
end

return M
