rockspec_format = "3.0"
package = "zklock"
version = "scm-1"
source = {
  url = "git+file:///dev/null",  -- installed from a checkout: luarocks make rockspec/zklock-scm-1.rockspec
}
description = {
  summary = "Distributed locks for Lua on Apache ZooKeeper, wire-compatible with Curator",
  detailed = [[
zklock is a C extension over the ZooKeeper multi-threaded C client. Its mutex follows Curator's
InterProcessMutex (same node names, so Lua and Java processes share locks); the acquisition loop
runs in C on ZooKeeper completions, and reentrancy is keyed by coroutine.
]],
  license = "MIT",
  labels = { "zookeeper", "lock", "distributed" },
}
dependencies = {
  "lua >= 5.1",
}
external_dependencies = {
  ZOOKEEPER = { header = "zookeeper/zookeeper.h", library = "zookeeper_mt" },
}
build = {
  type = "make",
  build_variables = {
    CFLAGS = "$(CFLAGS)",
    LUA_INC = "-I$(LUA_INCDIR) -I$(ZOOKEEPER_INCDIR)",
    LDFLAGS = "-L$(ZOOKEEPER_LIBDIR)",
  },
  install_variables = {
    INST_LIBDIR = "$(LIBDIR)",
    INST_LUADIR = "$(LUADIR)",
  },
}
