-- examples/cqueues_rwlock.lua -- readers share, a writer excludes: coroutines of one cqueues
-- controller on one session, using both sides of a read-write lock.
--   lua5.4 examples/cqueues_rwlock.lua 127.0.0.1:2181
package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local cqueues = require "cqueues"
local zklock = require "zklock"

local session = assert(zklock.connect { servers = arg[1] or "127.0.0.1:2181", waiter = "cqueues" })
local rw = session:rwlock("/examples/cqueues/rw")
local cq = cqueues.new()
local readers, max_readers, value = 0, 0, 0

for i = 1, 6 do
  cq:wrap(function()
    local r = rw:read_lock()
    assert(r:acquire(30))
    readers = readers + 1
    if readers > max_readers then max_readers = readers end
    print(("reader %d sees %d"):format(i, value))
    cqueues.sleep(0.05)
    readers = readers - 1
    r:release()
  end)
end
cq:wrap(function()
  local w = rw:write_lock()
  assert(w:with(30, function()
    assert(readers == 0, "a writer never shares")
    value = value + 1
    print("writer set the value to " .. value)
    return true
  end))
end)

assert(cq:loop())
print("most readers at once: " .. max_readers)
session:close()
