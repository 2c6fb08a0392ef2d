-- TLS and SASL against Debian's own ZooKeeper: a server with a secureClientPort (Netty, keystores
-- made here) and one that requires SASL DIGEST-MD5 (a JAAS file, enforce.auth), reached by zklock
-- built against the C client that `make zookeeper-client` builds from $ZK_CLIENT_SRC (its source:
-- a tarball or a directory). That zklock runs in worker processes (41-secure_helper.lua). Without
-- $ZK_CLIENT_SRC those tests are reported skipped; the first test runs on every build.
local helper = require "helper"
local zklock = require "zklock"
local S = require "41-secure_helper"

local SRC = os.getenv("ZK_CLIENT_SRC")
if SRC == "" then SRC = nil end

local tests = {}
local function test(name, fn) tests[#tests + 1] = { name = name, fn = fn } end

describe("secured ensembles #once", function()
  local dir, certs, tls_zk, sasl_zk

  if SRC then
    setup(function()
      dir = helper.tmpdir()
      local built, out = S.build(SRC, dir)
      assert(built, "building the client or zklock against it failed:\n" .. out:sub(-3000))
      certs = dir .. "/certs"
      assert(helper.sh("mkdir -p " .. certs))
      S.certificates(certs)
      tls_zk = S.tls_server(certs)
      sasl_zk = S.sasl_server(dir)
    end)
    teardown(function()
      if tls_zk then tls_zk:destroy() end
      if sasl_zk then sasl_zk:destroy() end
      if dir then helper.sh("rm -rf " .. helper.quote(dir)) end
    end)
  end

  -- connect()'s tls option for the TLS server, from certs: `ca`, `cert` and `key` name files there
  local function tls(ca, cert, key, password)
    return string.format("{ ca = %q, cert = %q, key = %q, password = %s }", certs .. "/" .. ca, certs .. "/" .. cert,
      certs .. "/" .. key, password and string.format("%q", password) or "nil")
  end
  local function client_tls() return tls("ca.pem", "client.pem", "client.key", S.KEYPASS) end

  -- the worker's connect(): out(name .. "_code"), out(name .. "_msg"), out(name .. "_took") when it fails
  local CONNECT = [[
local function connect(name, opts)
  local t0 = zklock.now()
  local s, msg, code = zklock.connect(opts)
  out(name .. "_took", zklock.now() - t0)
  if not s then out(name .. "_code", code); out(name .. "_msg", msg) end
  return s
end
]]

  it("without a client library that has them, tls and sasl raise at once, naming the guide", function()
    if zklock.features.tls or zklock.features.sasl then
      pending("this build's libzookeeper_mt has TLS or SASL")
      return
    end
    assert.same({ tls = false, sasl = false }, zklock.features)
    helper.raises("this libzookeeper_mt was built without TLS %(docs/guides/secure%.md", zklock.connect,
      { servers = "127.0.0.1:2181", tls = { ca = "ca.pem", cert = "c.pem", key = "c.key" } })
    helper.raises("this libzookeeper_mt was built without SASL %(docs/guides/secure%.md", zklock.connect,
      { servers = "127.0.0.1:2181", sasl = { user = "u", password = "p" } })
  end)

  test("make zookeeper-client builds the client with TLS and SASL once; zklock links it by its absolute path", function()
    local ok, out = S.make("zookeeper-client ZK_CLIENT_SRC=" .. helper.quote(SRC), dir .. "/again.log")
    assert.is_true(ok, out)
    assert.matches("up to date", out)
    local p = io.popen("nm -D --defined-only " .. S.PREFIX .. "/lib/libzookeeper_mt.so; readelf -d " .. S.BUILD ..
      "/zklock/core.so")
    local syms = p:read("a")
    p:close()
    assert.matches(" zookeeper_init_ssl\n", syms)
    assert.matches(" zookeeper_init_sasl\n", syms)
    assert.matches("path: %[" .. (S.PREFIX .. "/lib"):gsub("%p", "%%%0") .. "%]", syms)   -- RUNPATH
    local r = S.run(dir, "out('tls', zklock.features.tls); out('sasl', zklock.features.sasl)")
    assert.same({ tls = "true", sasl = "true" }, r)
  end)

  test("a mutex over TLS: two sessions exclude each other, the second takes it once released", function()
    local r, text = S.run(dir, CONNECT .. string.format([[
local a = assert(connect("a", { servers = %q, tls = %s }))
local b = assert(connect("b", { servers = %q, tls = %s }))
local ma, mb = a:mutex("/tls/lock"), b:mutex("/tls/lock")
out("a_acquire", ma:acquire(5))
local ok, _, code = mb:acquire(0.2)
out("b_try", code)
out("a_release", ma:release())
out("b_acquire", mb:acquire(5))
out("b_release", mb:release())
out("data", (a:create("/tls/plain", "over tls") and select(1, b:get("/tls/plain"))))
a:close(); b:close()
]], tls_zk.tls, client_tls(), tls_zk.tls, client_tls()))
    assert.equals("true", r.a_acquire, text)
    assert.equals("timeout", r.b_try)
    assert.equals("true", r.a_release)
    assert.equals("true", r.b_acquire)
    assert.equals("true", r.b_release)
    assert.equals("over tls", r.data)
  end)

  test("a server whose certificate another CA signed, or a port without TLS, ends connect() with \"tls\" at once", function()
    local before = S.log_count(tls_zk, "Unsuccessful handshake")
    local r, text = S.run(dir, CONNECT .. string.format([[
connect("ca", { servers = %q, tls = %s, connect_timeout = 60 })
connect("plain", { servers = %q, tls = %s, connect_timeout = 60 })
]], tls_zk.tls, tls("other.pem", "client.pem", "client.key", S.KEYPASS), tls_zk.servers, client_tls()))
    assert.equals("tls", r.ca_code, text)
    assert.matches("certificate of the server at " .. tls_zk.tls .. " is not trusted: unable to get local issuer", r.ca_msg)
    assert.is_true(tonumber(r.ca_took) < 30, text)   -- at once: far from its 60 s
    assert.equals("tls", r.plain_code, text)
    assert.matches("is " .. tls_zk.port .. " the server's secureClientPort%?", r.plain_msg)
    assert.is_true(tonumber(r.plain_took) < 30, text)
    -- the client library's attempt, zklock's look at why, and no more: connect() closed the handle
    local tries = S.log_count(tls_zk, "Unsuccessful handshake") - before
    assert.is_true(tries >= 1 and tries <= 3, tries .. " handshakes")
  end)

  test("client certificates: one the server does not trust is refused; the key's password is checked first", function()
    local r, text = S.run(dir, CONNECT .. string.format([[
connect("foreign", { servers = %q, tls = %s, connect_timeout = 60 })
connect("password", { servers = %q, tls = %s, connect_timeout = 60 })
connect("nopassword", { servers = %q, tls = %s, connect_timeout = 60 })
connect("pair", { servers = %q, tls = %s, connect_timeout = 60 })
]], tls_zk.tls, tls("ca.pem", "foreign.pem", "foreign.key"), tls_zk.tls, tls("ca.pem", "client.pem", "client.key", "wrong"),
      tls_zk.tls, tls("ca.pem", "client.pem", "client.key"), tls_zk.tls, tls("ca.pem", "client.pem", "foreign.key")))
    assert.equals("tls", r.foreign_code, text)
    assert.matches("the server at " .. tls_zk.tls .. " refused the TLS connection: .*certificate", r.foreign_msg)
    assert.is_true(tonumber(r.foreign_took) < 30, text)   -- at once: far from its 60 s
    assert.equals("tls", r.password_code)
    assert.matches("cannot load the private key of tls.key .*client.key: bad decrypt %(is tls.password its password%?%)",
      r.password_msg)
    assert.matches("%(if it is encrypted, give tls.password%)", r.nopassword_msg)
    assert.matches("tls.key .*foreign.key is not the key of tls.cert .*client.pem", r.pair_msg)
    for _, k in ipairs { "password", "nopassword", "pair" } do
      assert.is_true(tonumber(r[k .. "_took"]) < 15, text)   -- before any connection: far from 60 s
    end
  end)

  test("tls without cert and key, a comma in a path, tls with sasl and a mechanism not installed are refused by name", function()
    local r, text = S.run(dir, string.format([[
local function try(name, opts)
  local ok, err = pcall(zklock.connect, opts)
  out(name, ok and "connected" or err)
end
try("ca_only", { servers = %q, tls = { ca = %q } })
try("comma", { servers = %q, tls = { ca = "/a,b/ca.pem", cert = "c.pem", key = "c.key" } })
try("both", { servers = %q, tls = { ca = "a", cert = "b", key = "c" }, sasl = { user = "u", password = "p" } })
try("mech", { servers = %q, sasl = { mechanism = "NO-SUCH-MECH" } })
try("nouser", { servers = %q, sasl = { mechanism = "DIGEST-MD5", user = "bob" } })
]], tls_zk.tls, certs .. "/ca.pem", tls_zk.tls, tls_zk.tls, sasl_zk.servers, sasl_zk.servers))
    assert.matches("^zklock: tls needs cert and key as well as ca: the ZooKeeper C client always presents a client " ..
      "certificate", r.ca_only, 1, false)
    assert.matches("^zklock: tls.ca may not contain a comma", r.comma, text)
    assert.matches("^zklock: tls and sasl cannot be used together", r.both)
    assert.matches("^zklock: SASL mechanism 'NO%-SUCH%-MECH' is not installed here %(Cyrus SASL offers: .*DIGEST%-MD5",
      r.mech)
    assert.matches("^zklock: sasl mechanism DIGEST%-MD5 needs user and password", r.nouser)
  end)

  test("the files are read at every connection: a key renewed on disk is the one the next reconnect uses", function()
    local px = helper.proxy { port = tls_zk.tls_port }
    finally(function() px:stop() end)
    local live = dir .. "/live"
    assert(helper.sh(string.format("mkdir -p %s && cp %s/client.pem %s/client.key %s/", live, certs, certs, live)))
    local handshakes = tls_zk.dir .. "/server.log"
    local r, text = S.run(dir, CONNECT .. string.format([[
local live, certs, proxy, log = %q, %q, %d, %q
local function count()
  local f = io.open(log); local n = 0
  for _ in f:read("a"):gmatch("Unsuccessful handshake") do n = n + 1 end
  f:close(); return n
end
local function put(cert, key)   -- renewed as a renewal should be: written aside, then renamed
  os.execute(string.format("cp %%s/%%s %%s/new.pem && cp %%s/%%s %%s/new.key && mv %%s/new.pem %%s/client.pem && " ..
    "mv %%s/new.key %%s/client.key", certs, cert, live, certs, key, live, live, live, live, live))
end
local events = {}
local s = assert(connect("s", { servers = "127.0.0.1:" .. proxy, session_timeout = 30, connect_timeout = 10,
  tls = { ca = certs .. "/ca.pem", cert = live .. "/client.pem", key = live .. "/client.key", password = %q } }))
s:on_state(function(ev) events[#events + 1] = ev end)
local function until_(cond, t)
  local deadline = zklock.now() + t
  while not cond() and zklock.now() < deadline do s:_wait(0.05); s:dispatch() end
  return cond()
end
put("foreign.pem", "foreign.key")
local refused = count()
os.execute("kill -HUP " .. %d)   -- the proxy resets every connection: the client reconnects
out("suspended", until_(function() return events[1] == "suspended" end, 10))
out("refused", until_(function() return count() > refused end, 20))
out("state", s:state())
put("client.pem", "client.key")
out("reconnected", until_(function() return events[#events] == "reconnected" end, 20))
out("works", s:create("/tls/renewed", "") ~= nil)
out("events", table.concat(events, ","))
s:close()
]], live, certs, px.port, handshakes, S.KEYPASS, px.pid), 90)
    assert.equals("true", r.suspended, text)
    assert.equals("true", r.refused, text)        -- the reconnect presented the foreign certificate
    assert.equals("suspended", r.state)
    assert.equals("true", r.reconnected, text)    -- and a later one the renewed good one
    assert.equals("true", r.works)
    assert.equals("suspended,reconnected", r.events)
  end)

  test("a mutex over SASL DIGEST-MD5; a lock made with acl \"creator\" (sasl:bob) refuses alice", function()
    local r, text = S.run(dir, CONNECT .. string.format([[
local bob = assert(connect("bob", { servers = %q, acl = "creator", sasl = { user = "bob", password = %q } }))
local alice = assert(connect("alice", { servers = %q, sasl = { mechanism = "DIGEST-MD5", user = "alice", password = %q } }))
local mb = bob:mutex("/sasl/lock")
out("bob_acquire", mb:acquire(5))
local ok, msg, code = alice:mutex("/sasl/lock"):acquire(2)
out("alice", code); out("alice_msg", msg)
out("bob_release", mb:release())
out("alice_elsewhere", alice:mutex("/sasl/other"):acquire(2))
bob:close(); alice:close()
]], sasl_zk.servers, S.USERS.bob, sasl_zk.servers, S.USERS.alice))
    assert.equals("true", r.bob_acquire, text)
    assert.equals("no_auth", r.alice, text)        -- the lock's directory is bob's alone
    assert.equals("true", r.bob_release)
    assert.equals("true", r.alice_elsewhere)
  end)

  test("a refused SASL exchange ends connect() with no_auth at once, after one attempt; no SASL is told", function()
    local before = S.log_count(sasl_zk, "failed to SASL authenticate")
    local r, text = S.run(dir, CONNECT .. string.format([[
connect("wrong", { servers = %q, sasl = { user = "alice", password = "wrong" }, connect_timeout = 60 })
connect("nobody", { servers = %q, sasl = { user = "carol", password = "x" }, connect_timeout = 60 })
connect("none", { servers = %q, connect_timeout = 60 })
]], sasl_zk.servers, sasl_zk.servers, sasl_zk.servers))
    assert.equals("no_auth", r.wrong_code, text)
    assert.equals("SASL authentication (DIGEST-MD5 as alice) with ZooKeeper at " .. sasl_zk.servers ..
      " failed: the server refused it", r.wrong_msg)
    assert.equals("no_auth", r.nobody_code)
    assert.equals("no_auth", r.none_code)
    assert.equals("ZooKeeper at " .. sasl_zk.servers .. " requires SASL authentication (the connect option sasl)",
      r.none_msg)
    for _, k in ipairs { "wrong", "nobody", "none" } do assert.is_true(tonumber(r[k .. "_took"]) < 30, text) end   -- far from 60 s
    assert.equals(2, S.log_count(sasl_zk, "failed to SASL authenticate") - before)   -- one exchange each
  end)

  test("the zklock command takes the same TLS and SASL options", function()
    -- a copy outside the checkout: bin/zklock run from the checkout would load the checkout's own build
    assert(helper.sh(string.format("cp %s/bin/zklock %s/zklock", helper.quote(helper.ROOT), dir)))
    local function zk(args)
      local out = dir .. "/cli.out"
      helper.sh(string.format("cd %s && %s > %s 2>&1; echo $? >> %s", helper.quote(helper.ROOT),
        S.lua_cmd(dir .. "/zklock", table.unpack(args)), out, out))
      local text = helper.read(out)
      return tonumber(text:match("(%d+)\n$")), text
    end
    helper.write(dir .. "/keypass", S.KEYPASS .. "\n")
    helper.write(dir .. "/bobpass", S.USERS.bob .. "\n")
    local tls_args = { "--servers", tls_zk.tls, "--tls-ca", certs .. "/ca.pem", "--tls-cert", certs .. "/client.pem",
      "--tls-key", certs .. "/client.key", "--tls-password-file", dir .. "/keypass" }
    local rc, out = zk((function() local a = { table.unpack(tls_args) }; a[#a + 1] = "ls"; return a end)())
    assert.equals(0, rc, out)
    rc, out = zk { "--servers", tls_zk.tls, "--tls-ca", certs .. "/other.pem", "--tls-cert", certs .. "/foreign.pem",
      "--tls-key", certs .. "/foreign.key", "ls" }
    assert.equals(4, rc, out)
    assert.matches("zklock: the certificate of the server at .* is not trusted", out)
    rc, out = zk { "--servers", sasl_zk.servers, "--sasl-user", "bob", "--sasl-password-file", dir .. "/bobpass", "ls" }
    assert.equals(0, rc, out)
    rc, out = zk { "--servers", sasl_zk.servers, "--sasl-user", "bob", "--sasl-password-file", dir .. "/keypass", "ls" }
    assert.equals(4, rc, out)
    assert.matches("zklock: SASL authentication %(DIGEST%-MD5 as bob%)", out)
  end)

  test("the rockspec builds against ZOOKEEPER_DIR, with what that library can do", function()
    local tree = dir .. "/tree"
    local log = dir .. "/rock.log"
    local ok = helper.sh(string.format("cd %s && env -u LD_PRELOAD luarocks --lua-version=5.4 --tree %s make " ..
      "rockspec/zklock-scm-1.rockspec ZOOKEEPER_DIR=%s > %s 2>&1", helper.quote(helper.ROOT), tree, S.PREFIX, log))
    assert.is_true(ok, helper.read(log))
    local out = dir .. "/rock.out"
    assert(helper.sh(string.format("env -u LD_PRELOAD lua5.4 -e %s > %s 2>&1", helper.quote(
      "package.cpath = '" .. tree .. "/lib/lua/5.4/?.so'; package.path = '" .. tree .. "/share/lua/5.4/?.lua;" .. tree ..
      "/share/lua/5.4/?/init.lua;' .. package.path; local z = require 'zklock'; " ..
      "io.write(tostring(z.features.tls), ' ', tostring(z.features.sasl))"), out)), helper.read(out))
    assert.equals("true true", helper.read(out))
  end)

  test("runs the secured-ensemble guide's Lua blocks against these servers", function()
    local blocks = require "24-blocks_helper"
    local page = "docs/guides/secure.md"
    helper.write(certs .. "/zk-password", S.USERS.app .. "\n")
    helper.write(certs .. "/key-password", S.KEYPASS .. "\n")
    local script = {}
    for _, b in ipairs(blocks.blocks(blocks.read(page))) do
      if b.lang == "lua" and blocks.kind(b) == "secure" then
        script[#script + 1] = "-- " .. page .. ":" .. b.line .. "\n" .. blocks.substitute(b.code, {
          servers = sasl_zk.servers, tls = tls_zk.tls, secrets = certs })
      end
    end
    assert.is_true(#script >= 2, "too few secured blocks in " .. page)
    local _, text = S.run(dir, table.concat(script, "\n"), 60)
    assert.matches("over TLS:%strue", text)
    assert.matches("over SASL:%strue", text)
  end)

  for _, t in ipairs(tests) do
    if SRC then it(t.name, t.fn) else pending(t.name .. " (skipped: ZK_CLIENT_SRC is not set)") end
  end
end)
