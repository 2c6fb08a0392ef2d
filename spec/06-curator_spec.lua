-- Wire compatibility with Apache Curator 5 (Debian's libcurator-recipes-java): a Java
-- InterProcessMutex and a zklock mutex on the same path exclude each other, both ways.
local helper = require "helper"
local zklock = require "zklock"

local CP = "/usr/share/java/curator-recipes.jar:/usr/share/java/slf4j-nop.jar"

describe("Curator interop", function()
  local zk, s, dir, java

  setup(function()
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers })
    dir = helper.tmpdir()
    assert(helper.sh(string.format("javac -nowarn -cp %s -d %s spec/java/CuratorLock.java 2>%s/javac.log", CP, dir, dir)),
      helper.read(dir .. "/javac.log"))
    java = string.format("java -Xmx128m -cp %s:%s CuratorLock", CP, dir)
  end)

  teardown(function()
    if s then s:close() end
    zk:destroy()
    helper.sh("rm -rf " .. helper.quote(dir))
  end)

  it("a Curator holder blocks zklock until it releases", function()
    local flag, release = dir .. "/held", dir .. "/release"
    local pid = helper.spawn(string.format("env -u LD_PRELOAD %s hold %s /interop/a %s %s", java, zk.servers, flag, release),
      dir .. "/hold.log")
    assert.is_true(helper.eventually(function() return helper.read(flag) ~= nil end, 60),
      "Curator did not acquire: " .. tostring(helper.read(dir .. "/hold.log")))
    local m = s:mutex("/interop/a")
    local parts = m:participants()
    assert.equals(1, #parts)
    -- Curator's own node, named as zklock names its nodes
    assert.matches("^/interop/a/_c_%x+%-%x+%-%x+%-%x+%-%x+%-lock%-%d%d%d%d%d%d%d%d%d%d$", parts[1].path)
    local ok, _, code = m:acquire(0.5)
    assert.is_nil(ok)
    assert.equals("timeout", code)
    helper.write(release, "go")
    assert.is_true(m:acquire(30))
    assert.is_true(helper.wait_pid(pid, 30))
    m:release()
  end)

  it("a zklock holder blocks Curator until it releases", function()
    local m = s:mutex("/interop/b")
    assert(m:acquire(5))
    local p = io.popen(string.format("env -u LD_PRELOAD %s try %s /interop/b 1000 2>&1", java, zk.servers))
    local out = p:read("a")
    p:close()
    assert.equals("timeout\n", out)
    local mine = m:node()
    assert(m:release())
    p = io.popen(string.format("env -u LD_PRELOAD %s try %s /interop/b 20000 2>&1", java, zk.servers))
    out = p:read("a")
    p:close()
    local node = out:match("^acquired (%S+)")
    assert.is_string(node, out)
    assert.not_equals(mine, node)
    assert.matches("^/interop/b/_c_.*%-lock%-%d+$", node)
  end)
end)
