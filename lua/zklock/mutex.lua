-- zklock.mutex -- the Lua half of zklock.Mutex (and of a read-write lock's two sides, which share its
-- methods) and of zklock.Hold: every method written in Lua, put on the classes zklock.core registered.
-- What every lock kind does alike is zklock.lock's; the C methods are csrc/lmutex.c's and lhold.c's.
local lock = require "zklock.lock"
local native = require "zklock.core"

local function put(class, methods)
  for name, fn in pairs(methods) do native.interpose(class, name, fn) end
end

put("zklock.Mutex", {
  acquire = lock.acquire,
  release = lock.release,
  hold = lock.hold,
  set_ttl = lock.set_ttl,
  make_revocable = lock.make_revocable,
  on_lost = lock.on_lost,
  guard = lock.guard,
  with = lock.with,
  participants = function(self)
    local path, lock_name, sess = self:_info()
    return lock.participants(sess, path, lock_name)
  end,
})

put("zklock.Hold", { release = lock.release_hold, set_ttl = lock.set_ttl })

return true
