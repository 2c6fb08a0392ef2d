-- spec/41-secure_helper.lua -- what spec 41 runs against: the ZooKeeper C client built with TLS and
-- SASL from $ZK_CLIENT_SRC (`make zookeeper-client`, cached in build/zookeeper), zklock built
-- against it (build/lua5.4-zkclient), certificates and keystores made here with openssl and keytool,
-- and Debian's ZooKeeper twice: with a secureClientPort (Netty) and requiring SASL DIGEST-MD5.
-- Debian's libzookeeper_mt, which the spec process has loaded, has the same soname as the one
-- built, so zklock with TLS runs in worker processes (S.run).
local helper = require "helper"

local S = {}
S.BUILD = helper.ROOT .. "/build/lua5.4-zkclient"
S.PREFIX = helper.ROOT .. "/build/zookeeper"
S.STOREPASS = "storepass"
S.KEYPASS = "key-secret"     -- client.key is encrypted with it
S.USERS = { bob = "bob-secret", alice = "alice-secret", app = "app-secret" }   -- app: the guide's

-- make TARGET in the checkout, its output in log; true or false, output
function S.make(args, log)
  local ok = helper.sh(string.format("cd %s && env -u LD_PRELOAD make --no-print-directory %s > %s 2>&1",
    helper.quote(helper.ROOT), args, helper.quote(log)))
  return ok, helper.read(log) or ""
end

-- The client library from src, then zklock against it. -> true, or false and the build's output.
function S.build(src, dir)
  local ok, out = S.make("zookeeper-client ZK_CLIENT_SRC=" .. helper.quote(src), dir .. "/client.log")
  if not ok then return false, out end
  return S.make("all LUA=lua5.4 ZK_PREFIX=build/zookeeper BUILD=build/lua5.4-zkclient", dir .. "/zklock.log")
end

-- Two CAs; the server's certificate (for 127.0.0.1) signed by `ca`, in a PKCS12 keystore, and a
-- truststore with `ca`; client certificates signed by `ca` (client.*, its key encrypted) and by
-- `other` (foreign.*). PEM files in dir.
function S.certificates(dir)
  local script = [[
set -e
cd "$1"
for ca in ca other; do
  openssl req -x509 -newkey rsa:2048 -nodes -keyout $ca.key -out $ca.pem -days 2 -subj "/CN=zklock test $ca"
done
openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=localhost"
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\n' > server.ext
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile server.ext
openssl pkcs12 -export -in server.pem -inkey server.key -name server -out server.p12 -passout pass:"$2"
keytool -importcert -noprompt -alias ca -file ca.pem -keystore trust.p12 -storetype PKCS12 -storepass "$2"
openssl req -newkey rsa:2048 -keyout client.key -passout pass:"$3" -out client.csr -subj "/CN=client"
openssl x509 -req -in client.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out client.pem -days 2
openssl req -newkey rsa:2048 -nodes -keyout foreign.key -out foreign.csr -subj "/CN=foreign"
openssl x509 -req -in foreign.csr -CA other.pem -CAkey other.key -CAcreateserial -out foreign.pem -days 2
]]
  helper.write(dir .. "/certs.sh", script)
  local log = dir .. "/certs.log"
  assert(helper.sh(string.format("sh %s/certs.sh %s %s %s > %s 2>&1", dir, helper.quote(dir), S.STOREPASS, S.KEYPASS, log)),
    "making the certificates failed:\n" .. (helper.read(log) or ""))
end

-- A server with a secureClientPort (server.tls_port, server.tls = "127.0.0.1:port") beside its
-- plain port: Netty, the keystore and truststore of S.certificates(certs).
function S.tls_server(certs)
  local srv = helper.server {
    config = function(srv)
      srv.tls_port = helper.free_port()
      return {
        "secureClientPort=" .. srv.tls_port, "secureClientPortAddress=127.0.0.1",
        "serverCnxnFactory=org.apache.zookeeper.server.NettyServerCnxnFactory",
        "ssl.keyStore.location=" .. certs .. "/server.p12", "ssl.keyStore.password=" .. S.STOREPASS,
        "ssl.keyStore.type=PKCS12",
        "ssl.trustStore.location=" .. certs .. "/trust.p12", "ssl.trustStore.password=" .. S.STOREPASS,
        "ssl.trustStore.type=PKCS12",
      }
    end,
  }
  srv.tls = "127.0.0.1:" .. srv.tls_port
  return srv
end

-- A server that takes no client without SASL: DIGEST-MD5 users of S.USERS in a JAAS file, and
-- 3.8's enforce.auth.
function S.sasl_server(dir)
  local users = {}
  for user, password in pairs(S.USERS) do users[#users + 1] = string.format('  user_%s="%s"', user, password) end
  helper.write(dir .. "/jaas.conf", "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n" ..
    table.concat(users, "\n") .. ";\n};\n")
  return helper.server {
    jvm = "-Djava.security.auth.login.config=" .. dir .. "/jaas.conf",
    config = function()
      return {
        "authProvider.sasl=org.apache.zookeeper.server.auth.SASLAuthenticationProvider",
        "enforce.auth.enabled=true", "enforce.auth.schemes=sasl",
      }
    end,
  }
end

-- How often the server's log has said `text` so far.
function S.log_count(srv, text)
  local n = 0
  for _ in (helper.read(srv.dir .. "/server.log") or ""):gmatch(text:gsub("%p", "%%%0")) do n = n + 1 end
  return n
end

local runs = 0
-- The Lua command line of a worker on the TLS build: lua5.4 with this checkout's zklock.
function S.lua_cmd(script, ...)
  local args = { "env -u LD_PRELOAD lua5.4", "-e", helper.quote("package.path='" .. helper.ROOT .. "/lua/?.lua;" ..
    helper.ROOT .. "/lua/?/init.lua;'..package.path; package.cpath='" .. S.BUILD .. "/?.so;'..package.cpath"), script }
  for _, a in ipairs({ ... }) do args[#args + 1] = helper.quote(a) end
  return table.concat(args, " ")
end

-- Runs Lua `code` in a worker on the TLS build, with `zklock` required and out(k, v) printing
-- "k=v". -> { k = "v", ... } of what it printed, and its whole output (for messages); a worker
-- that fails or runs over `timeout` seconds (60) raises with that output.
function S.run(dir, code, timeout)
  runs = runs + 1
  local file, out = string.format("%s/worker%d.lua", dir, runs), string.format("%s/worker%d.out", dir, runs)
  helper.write(file, "local zklock = require 'zklock'\n" ..
    "local function out(k, v) io.write(k, '=', tostring(v), '\\n'); io.flush() end\n" .. code)
  local ok = helper.sh(string.format("cd %s && timeout %d %s > %s 2>&1", helper.quote(helper.ROOT), timeout or 60,
    S.lua_cmd(file), helper.quote(out)))
  local text = helper.read(out) or ""
  if not ok then error("the worker failed:\n" .. text, 2) end
  local r = {}
  for k, v in text:gmatch("([%w_]+)=([^\n]*)") do r[k] = v end
  return r, text
end

return S
