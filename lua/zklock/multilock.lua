-- zklock.multilock -- the Lua half of zklock.MultiLock (Curator's InterProcessMultiLock): the methods
-- written in Lua, put on the class zklock.core registered (its step machine: csrc/lmultilock.c).
local lock = require "zklock.lock"
local native = require "zklock.core"

for name, fn in pairs {
  acquire = lock.multi_acquire, release = lock.multi_release, guard = lock.guard, with = lock.with,
} do
  native.interpose("zklock.MultiLock", name, fn)
end

return true
