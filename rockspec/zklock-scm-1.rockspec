-- From a checkout: luarocks make rockspec/zklock-scm-1.rockspec. `make dist` turns this file into
-- dist/zklock-<version>-1.rockspec (version and release tarball filled in) and a source rock.
rockspec_format = "3.0"
package = "zklock"
version = "scm-1"
source = {
  url = "git+https://github.com/zklock/zklock.git",
}
description = {
  summary = "Distributed locks for Lua on Apache ZooKeeper, wire-compatible with Curator",
  detailed = [[
zklock is a C extension over the ZooKeeper multi-threaded C client with Curator's lock recipes:
mutex, read-write lock, semaphore, semaphore mutex, multi-lock and revocation, with the same node
names, so Lua and Java processes share locks. The acquisition loop runs in C on ZooKeeper
completions, reentrancy is keyed by coroutine, and waiting goes through an adapter (blocking,
cqueues, luv, OpenResty, or your own). Comes with `zklock`, an inspector for operators.
]],
  homepage = "https://github.com/zklock/zklock",
  license = "MIT",
  labels = { "zookeeper", "lock", "distributed", "curator", "openresty" },
}
dependencies = {
  "lua >= 5.1",
  -- the `zklock` command also needs argparse and dkjson (Debian: lua-argparse lua-dkjson);
  -- not listed, so that the rock installs offline; the library itself needs neither
}
external_dependencies = {
  ZOOKEEPER = { header = "zookeeper/zookeeper.h", library = "zookeeper_mt" },
}
local vars = {
  LUA = "$(LUA)",                      -- names the Lua, and so the build directory, per interpreter
  BUILD = "build/rock$(LUA)",          -- never a checkout's own build for another Lua
  CFLAGS = "$(CFLAGS)",
  LUA_INC = "-I$(LUA_INCDIR)",
  -- the ZooKeeper library found (or pointed at with ZOOKEEPER_DIR=, e.g. the build/zookeeper of
  -- `make zookeeper-client`, with TLS and SASL) is the one loaded at run time (rpath); the
  -- Makefile reads what it can do off its symbols
  ZK_INCDIR = "$(ZOOKEEPER_INCDIR)",
  ZK_LIBDIR = "$(ZOOKEEPER_LIBDIR)",
  WERROR = "",                         -- a newer compiler's new warning must not break an install
  INST_LIBDIR = "$(LIBDIR)",
  INST_LUADIR = "$(LUADIR)",
  INST_BINDIR = "",                    -- bin/zklock is installed by luarocks below, with its wrapper
}
build = {
  type = "make",
  build_variables = vars,
  install_variables = vars,
  install = {
    bin = { zklock = "bin/zklock" },
  },
  copy_directories = { "docs" },   -- the reference's sources and the guides (`make docs` for HTML)
}
