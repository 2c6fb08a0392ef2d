--- What a `LeaderSelector`'s `fn` gets (`zklock.LeaderContext`): one turn's leadership.
-- @classmod LeaderContext

local LeaderContext = {}

--- Whether this turn still leads: false past the deadline, after a loss, and once `fn` returned.
-- @treturn boolean
function LeaderContext:is_leader() end

--- Seconds the leadership is still guaranteed (0 when not leading): see `Mutex:validity`.
-- @treturn number
function LeaderContext:validity() end

--- The turn's fencing token while leading (see `Mutex:fencing_token`).
-- @treturn integer|nil czxid
-- @treturn integer seq
function LeaderContext:fencing_token() end

--- Calls `fn(ctx, reason)` when this turn's leadership ends before `fn` returned: `"deadline"`,
-- `"expired"`, `"deleted"` or `"closed"`. Called from `Session:dispatch`.
-- @tparam function fn
function LeaderContext:on_lost(fn) end

return LeaderContext
