-- spec/helper.lua -- real ZooKeeper servers for the specs: each started from Debian's
-- zookeeper jars in a temp dir on a free loopback port, and stopped (and removed) afterwards.
-- Also small process helpers for specs that use other OS processes (Lua workers, Java).
local H = {}

-- (netty-codec: the Netty connection factory of a TLS server needs it, and zookeeper.jar's manifest omits it)
local JAVA_CP = "/usr/share/java/zookeeper.jar:/usr/share/java/slf4j-simple.jar:/usr/share/java/netty-codec.jar"
H.LUA = os.getenv("LUA") or "lua5.4"
H.ROOT = os.getenv("PWD") or "."
-- where the module built for this Lua is (spec/run.sh sets it; make asan/tsan name their own)
H.BUILD = os.getenv("ZKLOCK_BUILD") or ("build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")))
if H.BUILD:sub(1, 1) ~= "/" then H.BUILD = H.ROOT .. "/" .. H.BUILD end

-- Commands other than our Lua workers must not inherit a preloaded sanitizer runtime.
local function clean_env(cmd)
  return "env -u LD_PRELOAD " .. cmd
end

function H.sh(cmd)
  local ok = os.execute(clean_env("sh -c " .. H.quote(cmd)))
  return ok == true or ok == 0
end

function H.quote(s)
  return "'" .. tostring(s):gsub("'", "'\\''") .. "'"
end

-- A command's output, trailing white space removed (its stderr dropped).
function H.output(cmd)
  local p = io.popen(clean_env("sh -c " .. H.quote(cmd)) .. " 2>/dev/null")
  local s = p:read("a")
  p:close()
  return (s:gsub("%s+$", ""))
end

function H.read(path)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read("a")
  f:close()
  return s
end

function H.write(path, data)
  local f = assert(io.open(path, "wb"))
  f:write(data)
  f:close()
end

function H.tmpdir()
  local p = os.tmpname()
  os.remove(p)
  assert(H.sh("mkdir -p " .. H.quote(p)))
  return p
end

function H.sleep(s)
  H.sh("sleep " .. s)
end

-- A port nobody listens on (checked, then handed to the server, which fails loudly if taken).
local function port_open(port)
  return H.sh("bash -c 'exec 3<>/dev/tcp/127.0.0.1/" .. port .. "' 2>/dev/null")
end

-- ZKLOCK_TEST_PORTS="LOW-HIGH" confines the servers, proxies and nginx of the specs to a range.
local PORT_LOW, PORT_HIGH = 20000, 45000
do
  local range = os.getenv("ZKLOCK_TEST_PORTS")
  if range and range ~= "" then
    local lo, hi = range:match("^(%d+)%-(%d+)$")
    lo, hi = tonumber(lo), tonumber(hi)
    assert(lo and hi and lo >= 1024 and hi <= 65535 and lo <= hi, "ZKLOCK_TEST_PORTS must be LOW-HIGH, got " .. range)
    PORT_LOW, PORT_HIGH = lo, hi
  end
end

local function free_port()
  for _ = 1, 50 do
    local port = math.random(PORT_LOW, PORT_HIGH)
    if not port_open(port) then return port end
  end
  error(string.format("no free loopback port found in %d-%d", PORT_LOW, PORT_HIGH))
end
H.free_port = free_port

local Server = {}
Server.__index = Server

-- This Lua process (the spec run): what the guards below watch.
local OWNER = tonumber((H.read("/proc/self/stat") or ""):match("^(%d+)"))

-- A guard for a background process: kills it (TERM, then KILL) once this Lua process is gone,
-- however it ended (a signal, a crash, Ctrl-C of `make test`), and ends itself with the process.
-- Background children of a non-interactive shell ignore SIGINT, so without it a killed run
-- would leave its ZooKeeper JVMs behind. Returns the guard's pid (stop it with the process).
function H.guard(pid)
  if not OWNER then return nil end
  local pidfile = os.tmpname()
  assert(H.sh(string.format("(while kill -0 %d && kill -0 %d; do sleep 1; done 2>/dev/null; " ..
    "kill %d 2>/dev/null && sleep 5 && kill -9 %d) >/dev/null 2>&1 & echo $! > %s", OWNER, pid, pid, pid, pidfile)))
  local guard = tonumber(H.read(pidfile))
  os.remove(pidfile)
  return guard
end

-- The JVM, in the background, with its guard; `wait` polls until it serves.
function Server:spawn()
  local cmd = string.format(
    "cd %s && java -Xmx256m -cp %s -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -Dznode.container.checkIntervalMs=%d %s " ..
    "org.apache.zookeeper.server.%s %s/zoo.cfg >> %s/server.log 2>&1 & echo $! > %s/pid",
    H.quote(self.dir), JAVA_CP, self.container_ms, self.jvm or "", self.main or "ZooKeeperServerMain", self.dir, self.dir,
    self.dir)
  assert(H.sh(cmd), "could not start java")
  self.pid = tonumber(H.read(self.dir .. "/pid"))
  self.guard = H.guard(self.pid)
end

-- The server's answer to a four-letter word ("mntr", "srvr", "cons"; the config allows them all).
-- Bounded: a server still starting may never close the connection (PROBE).
function Server:four(word)
  return H.output(string.format("timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.1/%d && echo %s >&3 && cat <&3'", self.port,
    word))
end

-- What `srvr` says of the mode ("leader", "follower", "standalone"), nil while not serving.
function Server:mode()
  return self:four("srvr"):match("Mode: (%a+)")
end

-- One probe of a starting server, bounded on its own: a four-letter word that comes before the
-- server has its database open fails to close its connection (ZooKeeper 3.8: a NullPointerException
-- in ServerCnxn.cleanupWriterSocket, "Error closing a command socket" in its log), so a probe that
-- waits for the end of the answer would wait until its caller's bound (it cost 30 s and a new JVM
-- at random, a few times a run).
local PROBE = "timeout 2 bash -c \"exec 3<>/dev/tcp/127.0.0.1/%d && echo srvr >&3 && grep -q Mode <&3\""

function Server:start()
  -- A JVM can die at start-up (seen rarely right after a stop); try again a few times.
  for _ = 1, 3 do
    self:spawn()
    -- Poll until the server says it serves ("srvr" reports a Mode): a JVM that has opened its
    -- port may still hold connections unanswered, which costs a client seconds. Bounded to 60 s
    -- (a JVM starting on a loaded 2-core machine).
    local ok = H.sh(string.format(
      "timeout 60 bash -c 'until " .. PROBE .. " 2>/dev/null; do kill -0 %d || exit 1; sleep 0.05; done' 2>/dev/null",
      self.port, self.pid))
    if ok then return true end
    self:stop()
  end
  return false, H.read(self.dir .. "/server.log")
end

function Server:stop()
  if not self.pid then return end
  H.sh(string.format("kill %d 2>/dev/null; timeout 15 tail --pid=%d -f /dev/null || kill -9 %d 2>/dev/null", self.pid,
    self.pid, self.pid))
  if self.guard then H.sh("kill " .. self.guard .. " 2>/dev/null") end
  self.pid, self.guard = nil, nil
end

function Server:restart()
  self:stop()
  assert(self:start(), "zookeeper did not come back:\n" .. (H.read(self.dir .. "/server.log") or ""))
end

-- Stopped, its data removed, started again empty on the same port: a wiped or rebuilt server (the
-- zxids start again from 0, below what its clients have seen).
function Server:wipe()
  self:stop()
  assert(H.sh("rm -rf " .. H.quote(self.dir .. "/data") .. " && mkdir -p " .. H.quote(self.dir .. "/data")))
  assert(self:start(), "zookeeper did not come back:\n" .. (H.read(self.dir .. "/server.log") or ""))
end

function Server:destroy()
  self:stop()
  if self.dir then H.sh("rm -rf " .. H.quote(self.dir)) end
  self.dir = nil
end

-- H.server{container_ms=} -> server with .servers ("127.0.0.1:port"). For secured servers:
-- config = fn(server) -> more zoo.cfg lines (server.dir is its directory), jvm = JVM options.
function H.server(opts)
  opts = opts or {}
  for _ = 1, 5 do
    local self = setmetatable({ dir = H.tmpdir(), port = free_port(), container_ms = opts.container_ms or 250,
      jvm = opts.jvm }, Server)
    assert(H.sh("mkdir -p " .. self.dir .. "/data"))
    H.write(self.dir .. "/zoo.cfg", table.concat({
      "tickTime=200",
      "dataDir=" .. self.dir .. "/data",
      "clientPort=" .. self.port,
      "clientPortAddress=127.0.0.1",
      "admin.enableServer=false",
      "minSessionTimeout=400",
      "maxSessionTimeout=60000",
      "4lw.commands.whitelist=*",
      "maxClientCnxns=0",                       -- the default 60 per address is too few for 100 clients
      opts.force_sync == false and "forceSync=no" or "",
      opts.config and table.concat(opts.config(self), "\n") or "",
      "",
    }, "\n"))
    self.servers = "127.0.0.1:" .. self.port
    if self:start() then return self end
    self:destroy()
  end
  error("could not start a ZooKeeper server")
end

-- A 3-server (or n-server) ensemble on loopback: H.ensemble{n=3, sync_limit=5} -> ens with ens[i] (servers with
-- start/stop/spawn/mode), ens.servers (the connect string), ens:leader() -> i, ens:wait() (until a
-- quorum serves), ens:destroy(). tickTime 200 ms, as the standalone servers here.
local Ensemble = {}
Ensemble.__index = Ensemble

function Ensemble:wait(timeout)
  local deadline = os.time() + (timeout or 60)
  while os.time() <= deadline do
    local serving = 0
    for _, srv in ipairs(self) do if srv.pid and srv:mode() then serving = serving + 1 end end
    if serving > #self / 2 then return true end
    H.sleep(0.1)
  end
  return false
end

function Ensemble:leader()
  for i, srv in ipairs(self) do
    if srv.pid and srv:mode() == "leader" then return i end
  end
end

function Ensemble:destroy()
  for _, srv in ipairs(self) do srv:destroy() end
end

function H.ensemble(opts)
  opts = opts or {}
  local n = opts.n or 3
  local ens = setmetatable({}, Ensemble)
  local ports, lines = {}, {}
  for i = 1, n do
    ports[i] = { free_port(), free_port(), free_port() }
    lines[i] = string.format("server.%d=127.0.0.1:%d:%d", i, ports[i][2], ports[i][3])
  end
  local conn = {}
  for i = 1, n do
    local srv = setmetatable({ dir = H.tmpdir(), port = ports[i][1], container_ms = opts.container_ms or 250,
      main = "quorum.QuorumPeerMain" }, Server)
    assert(H.sh("mkdir -p " .. srv.dir .. "/data"))
    H.write(srv.dir .. "/data/myid", i .. "\n")
    H.write(srv.dir .. "/zoo.cfg", table.concat({
      "tickTime=200", "initLimit=20", "syncLimit=" .. (opts.sync_limit or 5),
      "dataDir=" .. srv.dir .. "/data",
      "clientPort=" .. srv.port, "clientPortAddress=127.0.0.1",
      "admin.enableServer=false", "minSessionTimeout=400", "maxSessionTimeout=60000",
      "4lw.commands.whitelist=*", "maxClientCnxns=0", "forceSync=no",
      table.concat(lines, "\n"), "",
    }, "\n"))
    srv.servers = "127.0.0.1:" .. srv.port
    conn[i] = srv.servers
    ens[i] = srv
  end
  ens.servers = table.concat(conn, ",")
  for _, srv in ipairs(ens) do srv:spawn() end
  if not ens:wait(90) then
    local logs = {}
    for _, srv in ipairs(ens) do logs[#logs + 1] = H.read(srv.dir .. "/server.log") or "" end
    ens:destroy()
    error("the ensemble did not form:\n" .. table.concat(logs, "\n"))
  end
  return ens
end

-- The usual fixture: one server and n sessions on it, up in setup() and down in teardown().
--   local env = helper.fixture(2)
--   setup(function() env.up(); zk, s, s2 = env.zk, env[1], env[2] end)
--   teardown(env.down)
-- session_opts[i], if given, adds connect options for session i (e.g. { waiter = "luv" }).
function H.fixture(n, server_opts, session_opts)
  local env = {}
  function env.up()
    local zklock = require "zklock"
    env.zk = H.server(server_opts)
    for i = 1, n do
      local opts = { servers = env.zk.servers }
      for k, v in pairs(session_opts and session_opts[i] or {}) do opts[k] = v end
      env[i] = assert(zklock.connect(opts))
    end
  end
  function env.down()
    for i = 1, n do if env[i] then env[i]:close() end end
    if env.zk then env.zk:destroy() end
  end
  return env
end

-- A waiter adapter that blocks like the blocking one but runs `step()` between short waits:
-- lets a single-process spec act (release, restart a server) while another session waits.
function H.stepping_waiter(step)
  return {
    name = "stepping",
    wait = function(session, timeout)
      step()
      local t = 0.02
      if timeout and timeout < t then t = timeout end
      return session:_wait(t)
    end,
  }
end

-- Waits (bounded) until cond() is true, driving the given sessions' events meanwhile.
function H.eventually(cond, timeout, sessions)
  local core = require "zklock.core"
  local deadline = core.now() + (timeout or 10)
  while core.now() < deadline do
    if cond() then return true end
    local waited = false
    for _, s in ipairs(sessions or {}) do
      if s:state() ~= "closed" then
        s:_wait(0.02)
        s:dispatch()
        waited = true
      end
    end
    if not waited then H.sleep(0.02) end
  end
  return cond()
end

-- Expires `sess` for real, the way ZooKeeper's own tests do: a second handle opens the same
-- session id and closes it. If `sess` reconnects first, the close misses (the session moved
-- back), so try again, a bounded number of times, until the session reports "lost".
function H.expire(zk, sess)
  local zklock = require "zklock"
  local lost = false
  local token = sess:on_state(function(ev) if ev == "lost" then lost = true end end)
  for _ = 1, 10 do
    local id, passwd = sess:_client_id()
    if not id then break end
    -- reconnect off: a twin told the session is gone (it expired meanwhile) must not open one of
    -- its own; one that did not join it closes nothing, and the loop looks again
    local twin = zklock.connect { servers = zk.servers, _client_id = { id, passwd }, reconnect = false }
    if twin then twin:close() end
    if H.eventually(function() return lost end, 3, { sess }) then break end
  end
  sess:off(token)
  assert(lost, "session did not expire")
end

-- A fault proxy (tools/faultproxy.c, built by `make faultproxy`) in front of a server:
--   local px = helper.proxy(zk); connect { servers = px.servers }
--   px:partition()  -- nothing flows either way; connections stay open (a network partition)
--   px:heal(); px:reset() (every connection reset); px:stop()
--   px:set("down=1")  -- the control line (faultproxy.c): one-way cuts, delay, refuse; "" clears
local Proxy = {}
Proxy.__index = Proxy
local function signal(px, sig)
  assert(px.pid, "proxy stopped")
  assert(H.sh("kill -" .. sig .. " " .. px.pid))
end
function Proxy:partition() signal(self, "USR1") end
function Proxy:heal() signal(self, "USR2") end
function Proxy:reset() signal(self, "HUP") end
function Proxy:set(spec)
  H.write(self.ctl .. ".new", spec .. "\n")
  assert(os.rename(self.ctl .. ".new", self.ctl))   -- never read half-written
  signal(self, "WINCH")
end
function Proxy:stop()
  if self.ctl then os.remove(self.ctl); os.remove(self.ctl .. ".new") end
  if not self.pid then return end
  H.sh("kill " .. self.pid .. " 2>/dev/null; timeout 5 tail --pid=" .. self.pid .. " -f /dev/null")
  if self.guard then H.sh("kill " .. self.guard .. " 2>/dev/null") end
  self.pid, self.guard = nil, nil
end

function H.proxy(server)
  local bin = H.ROOT .. "/build/faultproxy"
  assert(H.sh("test -x " .. H.quote(bin)), "build the proxy first: make faultproxy")
  for _ = 1, 5 do
    local port = free_port()
    local ctl = os.tmpname()
    H.write(ctl, "\n")
    local pid = H.spawn("exec env -u LD_PRELOAD " .. H.quote(bin) .. " " .. port .. " " .. server.port .. " " .. H.quote(ctl))
    if H.sh(string.format("timeout 5 bash -c 'until (exec 3<>/dev/tcp/127.0.0.1/%d) 2>/dev/null; do " ..
        "kill -0 %d || exit 1; sleep 0.02; done' 2>/dev/null", port, pid)) then
      return setmetatable({ pid = pid, guard = H.guard(pid), port = port, servers = "127.0.0.1:" .. port, ctl = ctl }, Proxy)
    end
    H.kill(pid)
    os.remove(ctl)
  end
  error("could not start the fault proxy")
end

-- Children of path, {} when it does not exist (lock dirs are containers: they go when empty).
function H.children(sess, path)
  local kids, msg, code = sess:children(path)
  if kids then return kids end
  assert(code == "zk:ZNONODE", msg)
  return {}
end

-- A real Curator 5 peer (tools/java/CuratorLock.java, compiled into dir): returns the command
-- line to run it, "java ... CuratorLock" (its modes are listed in that file).
H.CURATOR_CP = "/usr/share/java/curator-recipes.jar:/usr/share/java/slf4j-nop.jar"
function H.curator_peer(dir)
  assert(H.sh(string.format("javac -nowarn -cp %s -d %s %s/tools/java/CuratorLock.java 2>%s/javac.log", H.CURATOR_CP, dir,
    H.ROOT, dir)), H.read(dir .. "/javac.log"))
  return string.format("env -u LD_PRELOAD java -Xmx128m -cp %s:%s CuratorLock", H.CURATOR_CP, dir)
end

-- Background OS processes.
function H.spawn(cmd, log)
  local pidfile = os.tmpname()
  assert(os.execute(string.format("sh -c %s > %s 2>&1 & echo $! > %s", H.quote(cmd), log or "/dev/null", pidfile)))
  local pid = tonumber(H.read(pidfile))
  os.remove(pidfile)
  return pid
end

-- H.raises(pattern, fn, ...): fn(...) must raise a "zklock: ..." error matching pattern.
function H.raises(pattern, fn, ...)
  local ok, err = pcall(fn, ...)
  if ok then error("expected an error matching " .. pattern, 2) end
  err = tostring(err)
  if not (err:match("^zklock: ") and err:match(pattern)) then
    error("unexpected error: " .. err .. " (wanted " .. pattern .. ")", 2)
  end
end

function H.wait_pid(pid, timeout)
  return H.sh(string.format("timeout %d tail --pid=%d -f /dev/null", timeout or 60, pid))
end

-- spawn() returns the pid of the `sh -c` around the command: stop its children too
function H.kill(pid)
  H.sh("pkill -P " .. pid .. " 2>/dev/null; kill " .. pid .. " 2>/dev/null")
end

-- Lua worker command line (keeps the sanitizer preload, paths to this checkout).
function H.lua_cmd(script, ...)
  local args = { H.LUA, "-e", H.quote("package.path='" .. H.ROOT .. "/lua/?.lua;" .. H.ROOT ..
    "/lua/?/init.lua;'..package.path; package.cpath='" .. H.BUILD .. "/?.so;'..package.cpath"), H.ROOT .. "/" .. script }
  for _, a in ipairs({ ... }) do args[#args + 1] = H.quote(a) end
  local pre = os.getenv("ZKLOCK_SAN_PRELOAD")
  -- through env: the command may follow timeout(1), which runs a program, not an assignment
  return (pre and ("env LD_PRELOAD=" .. H.quote(pre) .. " ") or "") .. table.concat(args, " ")
end

return H
