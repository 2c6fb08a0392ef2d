-- The rockspec installs zklock offline into a fresh tree, after which require "zklock" works
-- (and every waiter adapter, skynet's included, is installed).
local helper = require "helper"

describe("luarocks install", function()
  it("luarocks make rockspec/zklock-scm-1.rockspec into a tree, then require works", function()
    local dir = helper.tmpdir()
    -- build from a copy, so the module under test in this checkout stays as it is
    assert(helper.sh(string.format("mkdir -p %s/src && tar cf - csrc lua rockspec Makefile bin docs | (cd %s/src && tar xf -)",
      dir, dir)))
    local ok = helper.sh(string.format(
      "cd %s/src && luarocks --lua-version=5.4 --tree %s/tree make rockspec/zklock-scm-1.rockspec > %s/log 2>&1", dir, dir, dir))
    assert.is_true(ok, helper.read(dir .. "/log"))
    local script = string.format(
      "cd / && eval \"$(luarocks --lua-version=5.4 --tree %s/tree path)\" && lua5.4 -e " ..
      "'local z = require \"zklock\"; assert(package.searchpath(\"zklock.waiter.skynet\", package.path)); " ..
      "print(z.version, package.searchpath(\"zklock.core\", package.cpath))' 2>&1", dir)
    -- a plain, uninstrumented lua5.4, as a user would run it
    local p = io.popen("env -u LD_PRELOAD sh -c " .. helper.quote(script))
    local out = p:read("a")
    p:close()
    helper.sh("rm -rf " .. helper.quote(dir))
    assert.matches("^%d+%.%d+%.%d+\t" .. dir:gsub("%p", "%%%0") .. "/tree/lib/lua/5%.4/zklock/core%.so\n$", out)
  end)
end)
