-- zklock.waiter.blocking -- waits by blocking the OS thread in poll() on the session fd.
-- For plain scripts. Since nothing else in this Lua state can run meanwhile, zklock reports
-- "deadlock" when a waiter would wait for a node this same state holds.
local M = {
  name = "blocking",
  blocking = true,
}

function M.wait(session, timeout)
  return session:_wait(timeout)
end

return M
