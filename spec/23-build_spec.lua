-- Builds and packages, in a copy of this checkout: one build per Lua version (a Lua never loads
-- another's), make install into the installing Lua's directories, luarocks for LuaJIT after a
-- 5.4 build, and `make dist`: a source rock that passes `luarocks lint` and installs offline.
local helper = require "helper"
local zklock = require "zklock"

local FILES = "csrc lua rockspec bin docs Makefile CHANGELOG.md LICENSE README.md"

describe("builds and packages #once", function()
  local dir, src

  -- runs cmd in the copy as a user would: no sanitizer preload, and no LUA from the spec run's
  -- environment (make reads it: `make` must mean Lua 5.4 here); true, output
  local function run(cmd)
    local log = dir .. "/log"
    local ok = helper.sh(string.format("cd %s && unset LUA && (%s) > %s 2>&1", helper.quote(src), cmd, log))
    return ok, helper.read(log) or ""
  end
  -- what `lua -e code` prints, with only the given cpath / path
  local function lua(interp, cpath, path, code)
    return run(string.format("%s -e %s", interp, helper.quote(string.format(
      "package.cpath = %q; package.path = %q .. package.path; %s", cpath, path or "", code))))
  end

  setup(function()
    dir = helper.tmpdir()
    src = dir .. "/src"
    assert(helper.sh(string.format("mkdir -p %s && tar cf - %s | (cd %s && tar xf -)", src, FILES, src)))
  end)
  teardown(function() helper.sh("rm -rf " .. helper.quote(dir)) end)

  it("make LUA=luajit, then make: each Lua loads its own build, never the other's", function()
    local ok, out = run("make -j2 LUA=luajit && make -j2")
    assert.is_true(ok, out)
    for _, v in ipairs { { "lua5.4", "lua5.4" }, { "luajit", "luajit" } } do
      local lok, lout = lua(v[1], "build/" .. v[2] .. "/?.so", nil, "require 'zklock.core'")
      assert.is_true(lok, v[1] .. ": " .. lout)
    end
    -- and a module built for another Lua is refused at load time (what this layout prevents)
    local bad, bout = lua("lua5.4", "build/luajit/?.so", nil, "require 'zklock.core'")
    assert.is_false(bad)
    assert.matches("undefined symbol", bout)
  end)

  it("make LUA=luajit install puts every file in the Lua 5.1 directories, the command run by luajit", function()
    local ok, out = run("make LUA=luajit install PREFIX=" .. dir .. "/usr")
    assert.is_true(ok, out)
    local usr = dir .. "/usr"
    for _, f in ipairs { "/lib/lua/5.1/zklock/core.so", "/share/lua/5.1/zklock/init.lua",
      "/share/lua/5.1/zklock/version.lua", "/share/lua/5.1/zklock/waiter/ngx.lua", "/share/lua/5.1/zklock/cli/init.lua" } do
      assert.is_true(helper.sh("test -f " .. usr .. f), f .. " missing")
    end
    assert.equals("#!/usr/bin/env luajit\n", (helper.read(usr .. "/bin/zklock") or ""):match("^[^\n]*\n"))
    local lok, lout = lua("luajit", usr .. "/lib/lua/5.1/?.so", usr .. "/share/lua/5.1/?.lua;" .. usr .. "/share/lua/5.1/?/init.lua;",
      "io.write(require 'zklock'.version)")
    assert.is_true(lok, lout)
    assert.equals(zklock.version, lout)
  end)

  it("luarocks for LuaJIT from a checkout built for Lua 5.4 builds for LuaJIT", function()
    local tree = dir .. "/tree51"
    -- LuaJIT named explicitly: with PUC Lua 5.1 installed too, luarocks would pick that one
    local ok, out = run("make -j2 && luarocks --lua-version=5.1 --tree " .. tree .. " make rockspec/zklock-scm-1.rockspec" ..
      " LUA=/usr/bin/luajit LUA_INCDIR=/usr/include/luajit-2.1")
    assert.is_true(ok, out)
    assert.is_nil(out:match("%-Werror"), "a user's build must not turn warnings into errors")
    local lok, lout = lua("luajit", tree .. "/lib/lua/5.1/?.so", tree .. "/share/lua/5.1/?.lua;" .. tree .. "/share/lua/5.1/?/init.lua;",
      "require 'zklock.core'; io.write(package.searchpath('zklock.core', package.cpath))")
    assert.is_true(lok, lout)
    assert.equals(tree .. "/lib/lua/5.1/zklock/core.so", lout)
  end)

  it("make dist: a source rock that passes luarocks lint and installs offline, zklock command included", function()
    local ok, out = run("git init -q && git add -A && git -c user.name=spec -c user.email=spec@localhost commit -qm dist && make dist")
    assert.is_true(ok, out)
    local version = require "zklock.version"
    local rock = "dist/zklock-" .. version .. "-1.src.rock"
    assert.matches(rock:gsub("%p", "%%%0"), out)
    local tree = dir .. "/tree54"
    -- from the rock alone: no network, no checkout (run from an empty directory)
    assert(helper.sh("mkdir -p " .. dir .. "/empty && cp " .. src .. "/" .. rock .. " " .. dir .. "/empty/"))
    local iok, iout = run(string.format("cd %s/empty && luarocks --lua-version=5.4 --tree %s install ./zklock-%s-1.src.rock",
      dir, tree, version))
    assert.is_true(iok, iout)
    local vok, vout = run(tree .. "/bin/zklock --version")
    assert.is_true(vok, vout)
    assert.equals("zklock " .. version .. "\n", vout)
    local dok = run("test -f " .. tree .. "/lib/luarocks/rocks-5.4/zklock/" .. version .. "-1/docs/troubleshooting.md")
    assert.is_true(dok, "the rock carries the docs")
  end)

  it("csrc's shape: no call loops between files, none over 600 lines, no binding takes the mutex", function()
    local out = os.tmpname()
    local ok = helper.sh(string.format("lua5.4 tools/layers.lua %s > %s 2>&1", helper.quote(os.getenv("ZKLOCK_BUILD")),
      out))
    local text = helper.read(out)
    os.remove(out)
    assert.is_true(ok, text)
    assert.matches("no loops", text)
  end)

  it("one version everywhere: zklock.version, lua/zklock/version.lua, the CHANGELOG", function()
    local version = require "zklock.version"
    assert.equals(version, zklock.version)
    assert.matches("\n## " .. version:gsub("%p", "%%%0") .. " ", helper.read(helper.ROOT .. "/CHANGELOG.md"))
  end)
end)
