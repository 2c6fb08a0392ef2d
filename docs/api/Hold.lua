--- An explicit hold (`zklock.Hold`), from `Mutex:hold` (a mutex or either side of a read-write
-- lock): the lock belongs to this value, not to a coroutine.
-- @classmod Hold

local Hold = {}

--- Releases the hold, from any coroutine; returns once its node is deleted (with `async_release`,
-- once the delete is sent).
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"` when the hold had already ended
-- @raise "zklock: release of ...: this hold is not held" when released already
function Hold:release() end

--- Moves the end of the hold: it ends `seconds` from now, whatever its Lua does (`Mutex:acquire`'s
-- `ttl`); `0` removes the bound.
-- @tparam number seconds
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"` when the hold had already ended
-- @raise "zklock: set_ttl of ...: this hold is not held" when released already
function Hold:set_ttl(seconds) end

--- Whether the hold is held and its validity has not run out.
-- @treturn boolean
function Hold:is_held() end

--- Seconds the hold is still guaranteed (0 when not held): see `Mutex:validity`.
-- @treturn number
function Hold:validity() end

--- The hold's node, its czxid and the hold's local hand-off sequence, while held.
-- @treturn string|nil path
-- @treturn[opt] integer czxid
-- @treturn[opt] integer seq
function Hold:node() end

--- The hold's fencing token, czxid and local hand-off sequence (see `Mutex:fencing_token`).
-- @treturn integer|nil czxid
-- @treturn integer seq
function Hold:fencing_token() end

--- Pending results.
-- A hold is also the pending result of its acquisition, which a waiter adapter's `wait(session,
-- timeout, pending)` receives (see `zklock.waiter`).
-- @section pending

--- Whether the acquisition has an outcome (held, failed or given up).
-- @treturn boolean
function Hold:done() end

--- The id the session's events name this acquisition by (a waiter's `event(session, kind, id)`).
-- @treturn integer
function Hold:id() end

--- Whether the acquisition waits behind a node of this same session (a blocking waiter cannot
-- wait for that: it answers `"deadlock"`).
-- @treturn boolean
function Hold:self_blocked() end

--- Whether the node is gone (deleted, or gone with the session) after a release or a failure.
-- @treturn boolean
function Hold:released() end

--- Why the hold ended without a release (`"deadline"`, `"expired"`, `"deleted"`, `"ttl"`,
-- `"closed"`: `zklock.lost_reasons`), or `false` while it did not.
-- @treturn string|boolean
function Hold:lost() end

return Hold
