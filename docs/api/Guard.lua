--- A scoped hold (`zklock.Guard`), from `guard()` on any lock.
--
-- Released by `release()` or, in Lua 5.4, when the to-be-closed variable that holds it goes out
-- of scope (errors included). `__close` cannot return a loss: before releasing it runs the lock's
-- `on_lost` listeners, so a lost hold is heard there.
-- @classmod Guard

local Guard = {}

--- Releases the lock (once; later calls return `true`).
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"`
function Guard:release() end

return Guard
