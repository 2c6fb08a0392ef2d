-- zklock.cli -- the `zklock` command (bin/zklock): arguments (argparse), the connection, the
-- subcommands and their exit codes. Reading locks is zklock.cli.locks, printing zklock.cli.output.
local locks = require "zklock.cli.locks"
local follow = require "zklock.cli.follow"
local out = require "zklock.cli.output"

local ipairs, tonumber, tostring, pcall, require = ipairs, tonumber, tostring, pcall, require
local io_stdout, io_stderr, io_stdin, os_time = io.stdout, io.stderr, io.stdin, os.time

local M = {}

-- Exit codes a script can test (also listed by --help).
M.EXIT = {
  ok = 0,
  failed = 1,        -- ZooKeeper refused or failed the operation; a Lua module the command needs is missing
  usage = 2,         -- bad arguments
  not_found = 3,     -- the path or node does not exist
  connection = 4,    -- could not connect, or the credentials or the TLS connection were refused
  declined = 5,      -- delete was not confirmed
  timeout = 6,       -- revoke --wait: the node is still there
}
local EXIT = M.EXIT

local EPILOG = [[
Exit codes: 0 done, 1 ZooKeeper failed the operation (or a Lua module is missing), 2 bad arguments,
3 no such path or node, 4 cannot connect (or credentials or TLS refused), 5 delete not confirmed,
6 revoke --wait timed out. The servers default to $ZKLOCK_SERVERS, else 127.0.0.1:2181.]]

-- The command's one third-party module; without it, say which package brings it.
M.NEED_ARGPARSE = "the zklock command needs the Lua module argparse: install lua-argparse (Debian), " ..
  "or `luarocks install argparse`"

local function parser()
  local found, argparse = pcall(require, "argparse")
  if not found then return nil end
  local p = argparse("zklock", "Inspect ZooKeeper locks made by zklock or Apache Curator.", EPILOG)
  p:option("-s --servers", "ZooKeeper connection string, host:port[,host:port][/chroot].")
    :default(os.getenv("ZKLOCK_SERVERS") or "127.0.0.1:2181")
  p:option("-a --auth", "Credential scheme:credential (e.g. digest:user:pass); may be repeated.")
    :count("*")
  p:option("--connect-timeout", "Seconds to wait for the connection.", "5"):convert(tonumber)
  -- connect()'s tls and sasl (docs/guides/secure.md); passwords come from files, never argv
  p:option("--tls-ca", "TLS: the CA certificates (PEM) that signed the servers' certificates.")
  p:option("--tls-cert", "TLS: this client's certificate (PEM).")
  p:option("--tls-key", "TLS: this client's private key (PEM).")
  p:option("--tls-password-file", "TLS: a file whose first line is the private key's password.")
  p:option("--sasl-user", "SASL: the user name (DIGEST-MD5).")
  p:option("--sasl-password-file", "SASL: a file whose first line is the password.")
  p:option("--sasl-mechanism", "SASL: the mechanism (DIGEST-MD5 unless given).")
  p:option("--sasl-service", "SASL: the servers' service name (zookeeper unless given).")
  p:option("--sasl-host", "SASL: the servers' host name as the mechanism wants it.")
  p:flag("-j --json", "Print JSON instead of text (watch: one JSON object a line).")
  p:flag("-v --version", "Print the version and exit."):action(function()
    io_stdout:write("zklock ", require "zklock.version", "\n")
    os.exit(0)
  end)
  p:command_target("command")
  p:require_command(false)

  local ls = p:command("ls", "Every lock at or under PATH: kind, holders, waiting.")
  ls:argument("path", "Where to look.", "/")
  ls:option("--max-nodes", "Read at most this many nodes.", "10000"):convert(tonumber)

  local show = p:command("show", "The queue of one lock in order, and who waits on whom.")
  show:argument("lockpath", "The lock's path (the directory of its nodes).")

  local revoke = p:command("revoke", "Ask the holder of NODE to release (Curator's revocation).")
  revoke:argument("node", "The lock node (from show).")
  revoke:option("--wait", "Then wait up to this many seconds for the node to go.")
    :convert(tonumber)

  local delete = p:command("delete", "Delete lock NODE of a holder that is gone.")
  delete:argument("node", "The lock node (from show).")
  delete:flag("-y --yes", "Do not ask for confirmation.")

  local watch = p:command("watch", "Print hand-offs of a lock as they happen (ZooKeeper's watches); " ..
    "what came and went between two looks is reported as a gap.")
  watch:argument("lockpath", "The lock's path.")
  watch:option("--count", "Stop after this many changes."):convert(tonumber)
  watch:option("--for", "Stop after this many seconds."):convert(tonumber)
  return p
end

local function say(args, text_or_value, as_json)
  if args.json then
    io_stdout:write(out.json(as_json or text_or_value), "\n")
  else
    io_stdout:write(text_or_value, "\n")
  end
end

-- "zklock: <msg>" on stderr, once: messages of raised errors carry the prefix already
local function fail(code, msg)
  io_stderr:write("zklock: ", (tostring(msg):gsub("^zklock: ", "")), "\n")
  return code
end

-- exit code for a failed ZooKeeper call (its message names the operation and the path)
local function zk_failure(msg, code)
  if code == "zk:ZNONODE" then return fail(EXIT.not_found, msg) end
  if code == "connection" or code == "closed" or code == "lost" then
    return fail(EXIT.connection, msg)
  end
  if code == "no_auth" then   -- this node's ACL refused us
    return fail(EXIT.failed, msg .. "; the node's ACL needs a credential: --auth scheme:credential " ..
      "(e.g. --auth digest:user:password)")
  end
  return fail(EXIT.failed, msg)
end

local function now_ms() return os_time() * 1000 end

local commands = {}

function commands.ls(s, args)
  local found, truncated, code = locks.scan(s, args.path, now_ms(), args.max_nodes)
  if not found then return zk_failure(truncated, code) end
  local list = out.array()
  for i, l in ipairs(found) do list[i] = out.lock(l) end
  say(args, out.ls_text(found, truncated), { path = args.path, locks = list, truncated = truncated })
  return EXIT.ok
end

function commands.show(s, args)
  local l, msg, code = locks.describe(s, args.lockpath, now_ms())
  if l == nil then return zk_failure(msg, code) end
  if not l then l = { path = args.lockpath, kind = "none", holders = {}, queue = {}, waiting = 0 } end
  say(args, out.show_text(l), out.lock(l))
  return EXIT.ok
end

-- The node, its data and owner, or the exit code of why not.
local function lock_node(s, path)
  local data, stat, code = s:get(path)
  if not data then return nil, zk_failure(stat, code) end
  local role = locks.parse(path:match("[^/]+$") or "")
  return { path = path, role = role or "node", data = locks.printable(data), session = stat.ephemeral_owner or nil,
    ctime = stat.ctime, age = math.max(0, (now_ms() - stat.ctime) / 1000) }
end

function commands.revoke(s, args)
  local n, rc = lock_node(s, args.node)
  if not n then return rc end
  local ok, msg, code = s:revoke(args.node)
  if not ok then return zk_failure(msg, code) end
  local gone
  if args.wait then
    local deadline = require("zklock").now() + args.wait
    repeat
      local st = s:exists(args.node)
      gone = st == false
      if gone or require("zklock").now() >= deadline then break end
      s:_wait(0.05)   -- a pause that still serves the session (nothing else comes: no watch is set)
    until false
  end
  local result = { node = out.node(n), revoke_requested = true, released = gone }
  local text = "revocation requested: " .. args.node .. " (" .. n.data .. ")"
  if args.wait then
    text = text .. (gone and "\nreleased" or ("\nstill held after " .. args.wait .. "s (is the lock revocable?)"))
  end
  say(args, text, result)
  if args.wait and not gone then return EXIT.timeout end
  return EXIT.ok
end

function commands.delete(s, args)
  local n, rc = lock_node(s, args.node)
  if not n then return rc end
  if not args.yes then
    io_stderr:write(string.format("delete %s (%s, data %s, session %s, age %s)? [y/N] ", args.node, n.role, n.data,
      n.session or "none", out.age(n.age)))
    local answer = io_stdin:read("l")
    if not (answer and answer:match("^%s*[yY]")) then return fail(EXIT.declined, "not deleted") end
  end
  local ok, msg, code = s:delete(args.node)
  if not ok then return zk_failure(msg, code) end
  say(args, "deleted " .. args.node, { deleted = args.node, node = out.node(n) })
  return EXIT.ok
end

-- Follows the lock on ZooKeeper's watches (zklock.cli.follow): each change is listed as it comes,
-- and what came and went between two listings is reported as a gap.
function commands.watch(s, args)
  local zklock = require "zklock"
  local deadline = args["for"] and zklock.now() + args["for"]
  local f = follow.new(s, args.lockpath)
  local count = 0
  while true do
    local events, msg, code = f:step(now_ms(), os_time())
    if not events then return zk_failure(msg, code) end
    for _, e in ipairs(events) do
      if args.json then io_stdout:write(out.json(out.event(e), true), "\n") else io_stdout:write(out.event_text(e), "\n") end
      if not e.initial then count = count + 1 end
    end
    io_stdout:flush()
    if args.count and count >= args.count then return EXIT.ok end
    -- nothing to do until a watch fires (dispatch() runs it) or --for ends
    while f:idle() do
      local wait
      if deadline then
        wait = deadline - zklock.now()
        if wait <= 0 then return EXIT.ok end
      end
      s:_wait(wait)
      s:dispatch()
    end
  end
end

local function credentials(list)
  local auth = {}
  for i, a in ipairs(list or {}) do
    local scheme, cred = a:match("^([^:]+):(.*)$")
    if not scheme then return nil, "--auth wants scheme:credential, got " .. a end
    auth[i] = { scheme = scheme, credential = cred }
  end
  return #auth > 0 and auth or nil
end

-- the first line of a password file, or nil and why
local function first_line(option, path)
  local f, err = io.open(path, "rb")
  if not f then return nil, "cannot read " .. option .. " " .. tostring(err) end
  local line = f:read("l") or ""
  f:close()
  return (line:gsub("\r$", ""))
end

-- connect()'s tls and sasl from the --tls-* and --sasl-* options, or nil and why
local function secure(args)
  local tls, sasl, why
  if args.tls_ca or args.tls_cert or args.tls_key or args.tls_password_file then
    tls = { ca = args.tls_ca, cert = args.tls_cert, key = args.tls_key }
    if args.tls_password_file then
      tls.password, why = first_line("--tls-password-file", args.tls_password_file)
      if why then return nil, nil, why end
    end
  end
  if args.sasl_user or args.sasl_password_file or args.sasl_mechanism or args.sasl_service or args.sasl_host then
    sasl = { user = args.sasl_user, mechanism = args.sasl_mechanism, service = args.sasl_service, host = args.sasl_host }
    if args.sasl_password_file then
      sasl.password, why = first_line("--sasl-password-file", args.sasl_password_file)
      if why then return nil, nil, why end
    end
  end
  return tls, sasl
end

-- main(argv) -> exit code
function M.main(argv)
  local p = parser()
  if not p then return fail(EXIT.failed, M.NEED_ARGPARSE) end
  local ok, args = p:pparse(argv)
  if not ok then
    io_stderr:write(p:get_usage(), "\n\nError: ", tostring(args), "\n")
    return EXIT.usage
  end
  if not args.command then
    io_stdout:write(p:get_help(), "\n")
    return EXIT.usage
  end
  local auth, why = credentials(args.auth)
  if why then return fail(EXIT.usage, why) end
  local tls, sasl, swhy = secure(args)
  if swhy then return fail(EXIT.usage, swhy) end
  local zklock = require "zklock"
  local copts = { servers = args.servers, auth = auth, tls = tls, sasl = sasl, connect_timeout = args.connect_timeout,
    waiter = "blocking", reconnect = false }
  local cok, s, msg = pcall(zklock.connect, copts)
  if not cok then return fail(EXIT.usage, s) end   -- a malformed --servers, TLS or SASL without the library's support
  if not s then return fail(EXIT.connection, msg) end
  local rok, rc = pcall(commands[args.command], s, args)
  s:close()
  if not rok then
    rc = tostring(rc)
    -- a malformed path is the user's, anything else is ours
    if rc:match("^zklock: invalid path") then return fail(EXIT.usage, rc) end
    error(rc, 0)
  end
  return rc
end

return M
